/**
 * The data interface the grid needs, declared here so that ui-grid never imports @wms/api
 * (docs/architecture.md). @wms/api's `createGridDataSource` satisfies it structurally; another back end
 * can implement it too.
 */

/** Column data types of the contract (CONTRACT.md §3). */
export const ColumnType = { Numeric: 10401, String: 10402, DateTime: 10403 } as const;

/** Filter types (`issearch`, CONTRACT.md §4). */
export const FilterType = { None: 0, Text: 1, Select: 2, MultiSelect: 3, Date: 4, DateRange: 5, DateTimeRange: 6 } as const;
export type FilterTypeCode = (typeof FilterType)[keyof typeof FilterType];

/** A column definition as the server sends it. */
export interface ColumnDefinition {
  code: string;
  name: string;
  /** px; a string when saved. */
  width: number | string;
  type: number;
  issearch: number;
  sort_num?: number;
  /** A JSON array string of options, or a '/'-path to load them from. */
  searchData?: string;
}

export interface GridOption {
  code: string;
  description: string;
}

/** One filter value as the data source receives it. */
export interface GridFilter {
  code: string;
  filterType: number;
  columnType?: number;
  value: unknown;
}

export interface GridPage<Row> {
  rows: Row[];
  page: number;
  pageSize: number;
  total: number;
  summary?: Record<string, unknown>;
}

/** Column configuration types (CONTRACT.md §4): the display config and the export config. */
export const ColumnConfigType = { Display: 10002, Export: 10003 } as const;
export type ColumnConfigTypeCode = (typeof ColumnConfigType)[keyof typeof ColumnConfigType];

/** A list's column configuration as the server answers it (CONTRACT.md §3). */
export interface ColumnConfig {
  tableHiding: ColumnDefinition[];
  tableDisplay: ColumnDefinition[];
  exportHidden: ColumnDefinition[];
  exportDisplay: ColumnDefinition[];
  /** Passed back with page loads; its shape is the server's. */
  configureSorting?: unknown;
  totalSqlText?: string;
}

/** What the column settings dialog asks of its data: load, save and reset a configuration. */
export interface ColumnSettingsSource {
  loadColumns(): Promise<ColumnConfig>;
  /** Saves the shown columns, in order, as the display (10002) or export (10003) config. */
  saveColumns(type: ColumnConfigTypeCode, columns: readonly ColumnDefinition[]): Promise<void>;
  /** Restores the server's default configuration of that type. */
  resetColumns(type: ColumnConfigTypeCode): Promise<void>;
}

/** Sort types of a sort-column definition (10201 ascending, 10202 descending). */
export const SortType = { Ascending: 10201, Descending: 10202 } as const;

/** A sort-column definition (CONTRACT.md §3). */
export interface SortColumn {
  column_code: string;
  menu_list_name?: string;
  sort_type: number;
}

/** One page request. `signal` aborts it when a newer load supersedes it. */
export interface GridPageRequest {
  page: number;
  pageSize: number;
  filters: readonly GridFilter[];
  /** The configureSorting the server applies (model/sorting.ts builds it). */
  sorting?: string;
  signal?: AbortSignal;
}

/**
 * What the grid asks of its data. @wms/api's `createGridDataSource` satisfies it structurally
 * (tests/contracts/adapters.typecheck.ts); `createMemoryDataSource` (testing/) is the in-memory
 * one for stories and tests. A failed load rejects; the grid shows its `serverMessage` (or
 * `returnMgr`), the server's returnMgr.
 */
export interface GridDataSource<Row> extends ColumnSettingsSource {
  loadPage(request: GridPageRequest): Promise<GridPage<Row>>;
  loadOptions(source: string, otherValues: Readonly<Record<string, unknown>>): Promise<GridOption[]>;
}
