/**
 * react-data-grid 7 (beta 61) with its stylesheet: virtualised rows and columns, sortable
 * headers. It has no built-in filter row or pagination; it shows the 500 rows as given.
 */
import { createRoot } from 'react-dom/client';
import { DataGrid, type Column } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import type { BenchData, BenchRow, GridBenchCase } from '../types';

function columnsOf(data: BenchData): Column<BenchRow>[] {
  return data.columns.map((c) => ({ key: c.code, name: c.name, width: c.width, sortable: true, cellClass: c.kind === 'numeric' ? 'num' : undefined }));
}

const reactDataGrid: GridBenchCase = {
  id: 'react-data-grid',
  library: 'react-data-grid 7.0.0-beta.61',
  mount: (root, data) => {
    createRoot(root).render(
      <DataGrid<BenchRow>
        columns={columnsOf(data)}
        rows={data.rows}
        rowKeyGetter={(row) => row.id}
        rowHeight={30}
        headerRowHeight={30}
        style={{ height: '100%', width: '100%' }}
      />,
    );
  },
  scroller: (root) => root.querySelector<HTMLElement>('[role="grid"]'),
};

export default reactDataGrid;
