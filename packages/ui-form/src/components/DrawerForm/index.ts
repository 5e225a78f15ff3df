export { DrawerForm } from './DrawerForm';
export type { DrawerFormProps, DrawerFormTab } from './DrawerForm';
export { ConflictPanel } from './ConflictPanel';
export type { ConflictPanelProps } from './ConflictPanel';
