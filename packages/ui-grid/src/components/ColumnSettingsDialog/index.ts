export { ColumnSettingsDialog } from './ColumnSettingsDialog';
export type { ColumnSettingsDialogProps } from './ColumnSettingsDialog';
