export { DataGrid } from './DataGrid';
export type { DataGridProps } from './DataGrid';
export { StatusCell } from './GridCells';
export type { RenderCell, CellRenderContext } from './GridCells';
