/**
 * The data interface the grid needs, declared here so that ui-grid never imports @wms/api
 * (DESIGN.md). @wms/api's `createGridDataSource` satisfies it structurally; another back end
 * can implement it too.
 */

/** Column data types of the contract (platform.md §3). */
export const ColumnType = { Numeric: 10401, String: 10402, DateTime: 10403 } as const;

/** Filter types (`issearch`, platform.md §4). */
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

/** What the grid asks of its data. */
export interface GridDataSource<Row> {
  loadPage(request: { page: number; pageSize: number; filters: readonly GridFilter[]; sorting?: string; signal?: AbortSignal }): Promise<GridPage<Row>>;
  loadOptions(source: string, otherValues: Readonly<Record<string, unknown>>): Promise<GridOption[]>;
}
