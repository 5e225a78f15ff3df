/** A logged click (CONTRACT.md §6); the same shape ui-core's Button reports. */
export interface ButtonLogEntry {
  buttonName: string;
  moduleName: string;
  menuName: string;
}
