import { useMemo } from 'react';
import {
  ColumnType,
  DataGrid,
  FilterType,
  type ColumnConfig,
  type ColumnDefinition,
  type GridDataSource,
  type GridPage,
  type GridPageRequest,
} from '@wms/ui-grid';

/** A row as your own API answers it: an interface is fine, no index signature needed. */
export interface Receipt {
  id: string;
  receiptKey: string;
  owner: string;
  qty: number;
  created: string;
}

/** The columns: `type` is how a cell shows, `issearch` which filter the search row gives it. */
const COLUMNS: ColumnDefinition[] = [
  { code: 'receiptKey', name: 'Receipt', width: 160, type: ColumnType.String, issearch: FilterType.Text },
  {
    code: 'owner', name: 'Owner', width: 140, type: ColumnType.String, issearch: FilterType.Select,
    searchData: JSON.stringify([{ code: 'OW001', description: 'Owner 1' }, { code: 'OW002', description: 'Owner 2' }]),
  },
  { code: 'qty', name: 'Quantity', width: 110, type: ColumnType.Numeric, issearch: FilterType.Text },
  { code: 'created', name: 'Created', width: 180, type: ColumnType.DateTime, issearch: FilterType.None },
];

const CONFIG: ColumnConfig = { tableDisplay: COLUMNS, tableHiding: [], exportDisplay: COLUMNS, exportHidden: [] };

/** What your endpoint answers for one page. */
interface ReceiptAnswer {
  rows: Receipt[];
  total: number;
}

/**
 * A data source over your own endpoint. The grid asks for one page at a time:
 * - `filters`: an array, one entry per column whose filter holds something,
 *   `{ code, filterType, columnType, value }`; `value` is a string (text, select, date) or an
 *   array of strings (multi select; [from, to] for a range);
 * - `sorting`: undefined, or JSON text of sort columns, e.g.
 *   '[{"column_code":"qty","sort_type":10202}]' (10201 ascending, 10202 descending);
 * - `signal`: aborted when a newer request supersedes this one.
 */
export function receiptSource(endpoint: string): GridDataSource<Receipt> {
  return {
    async loadPage({ page, pageSize, filters, sorting, signal }: GridPageRequest): Promise<GridPage<Receipt>> {
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      for (const filter of filters) {
        query.set(filter.code, Array.isArray(filter.value) ? filter.value.join(',') : String(filter.value));
      }
      if (sorting) query.set('sorting', sorting);
      const response = await fetch(`${endpoint}?${query.toString()}`, { signal });
      if (!response.ok) throw new Error(`The receipts did not load (HTTP ${String(response.status)})`);
      const answer = (await response.json()) as ReceiptAnswer;
      return { rows: answer.rows, page, pageSize, total: answer.total };
    },
    // Options of filters whose searchData is a '/'-path; none here.
    loadOptions: () => Promise.resolve([]),
    // The column settings dialog (the ⚙ in the header corner) loads, saves and resets these.
    loadColumns: () => Promise.resolve(CONFIG),
    saveColumns: () => Promise.resolve(),
    resetColumns: () => Promise.resolve(),
  };
}

export function ReceiptList() {
  const source = useMemo(() => receiptSource('/api/receipts'), []);
  return <DataGrid<Receipt> aria-label="Receipts" dataSource={source} columns={COLUMNS} rowKey={(row) => row.id} height={480} />;
}
