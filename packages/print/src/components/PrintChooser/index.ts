export { PrintChooser } from './PrintChooser';
export type { PrintChooserProps } from './PrintChooser';
