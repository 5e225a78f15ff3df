export { SheetGrid, CELL_TEXT_LIMIT } from './SheetGrid';
export type { SheetGridProps, SheetGridHandle, SheetRowAction } from './SheetGrid';
