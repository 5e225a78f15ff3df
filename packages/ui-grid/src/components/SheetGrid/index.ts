export { SheetGrid } from './SheetGrid';
export type { SheetGridProps, SheetGridHandle, SheetRowAction } from './SheetGrid';
