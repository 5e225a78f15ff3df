export { CellEditor } from './CellEditor';
export type { CellEditorProps } from './CellEditor';
