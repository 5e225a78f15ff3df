/**
 * AG Grid Community 36 with the modules a list screen like ours needs: client-side rows,
 * text/number/date filters in a floating filter row (our search row), sorting, pagination,
 * row selection, a pinned summary row and cell styles. Not AllCommunityModule: that would
 * weigh AG Grid down with features our grid does not have.
 */
import { createRoot } from 'react-dom/client';
import { AgGridReact } from 'ag-grid-react';
import {
  CellStyleModule,
  ClientSideRowModelModule,
  DateFilterModule,
  ModuleRegistry,
  NumberFilterModule,
  PaginationModule,
  PinnedRowModule,
  RowSelectionModule,
  TextFilterModule,
  type ColDef,
} from 'ag-grid-community';
import type { BenchData, BenchRow, GridBenchCase } from '../types';

ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  TextFilterModule,
  NumberFilterModule,
  DateFilterModule,
  PaginationModule,
  RowSelectionModule,
  PinnedRowModule,
  CellStyleModule,
]);

function columnsOf(data: BenchData): ColDef<BenchRow>[] {
  return data.columns.map((c) => ({
    field: c.code,
    headerName: c.name,
    width: c.width,
    sortable: true,
    filter: c.kind === 'numeric' ? 'agNumberColumnFilter' : 'agTextColumnFilter',
    floatingFilter: true,
    type: c.kind === 'numeric' ? 'rightAligned' : undefined,
  }));
}

const agGrid: GridBenchCase = {
  id: 'ag-grid',
  library: 'AG Grid Community 36.2',
  mount: (root, data) => {
    createRoot(root).render(
      <div style={{ width: '100%', height: '100%' }}>
        <AgGridReact<BenchRow>
          rowData={data.rows}
          columnDefs={columnsOf(data)}
          getRowId={(p) => p.data.id}
          rowHeight={30}
          headerHeight={30}
          floatingFiltersHeight={45}
          pagination
          paginationPageSize={500}
          paginationPageSizeSelector={[20, 50, 100, 200, 500]}
        />
      </div>,
    );
  },
  scroller: (root) => root.querySelector<HTMLElement>('.ag-body-viewport'),
};

export default agGrid;
