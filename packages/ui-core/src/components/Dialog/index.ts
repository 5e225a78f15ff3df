export { Dialog, DIALOG_WIDTHS } from './Dialog';
export type { DialogProps } from './Dialog';
