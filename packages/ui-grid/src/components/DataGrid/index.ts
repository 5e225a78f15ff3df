export { DataGrid } from './DataGrid';
export type { DataGridProps } from './DataGrid.types';
export { StatusCell } from './GridCells';
export type { RenderCell, CellRenderContext } from './GridCells';
