export { PrinterStatus } from './PrinterStatus';
export type { PrinterStatusProps } from './PrinterStatus';
