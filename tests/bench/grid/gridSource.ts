import { ColumnType, FilterType, type ColumnDefinition, type GridDataSource } from '@wms/ui-grid';
import type { BenchData, BenchRow } from './types';

const TYPES = { numeric: ColumnType.Numeric, string: ColumnType.String, datetime: ColumnType.DateTime } as const;

/** The bench page's columns as the server configures them: a text filter a column, in order. */
export function definitionsOf(data: BenchData): ColumnDefinition[] {
  return data.columns.map((c, index) => ({ code: c.code, name: c.name, width: c.width, type: TYPES[c.kind], issearch: FilterType.Text, sort_num: index + 1 }));
}

/**
 * The DataGrid's data interface over the bench page (the ui-grid and phone-list cases): an
 * in-memory source that answers at once, so data-to-paint includes the grid's own load cycle.
 */
export function benchGridSource(data: BenchData): GridDataSource<BenchRow> {
  const columns = definitionsOf(data);
  return {
    loadPage: ({ page, pageSize }) => Promise.resolve({ rows: data.rows.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: data.rows.length }),
    loadOptions: () => Promise.resolve([]),
    loadColumns: () => Promise.resolve({ tableDisplay: columns, tableHiding: [], exportDisplay: columns, exportHidden: [] }),
    saveColumns: () => Promise.resolve(),
    resetColumns: () => Promise.resolve(),
  };
}
