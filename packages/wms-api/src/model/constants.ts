/** The contract's constants and codes, named once (CONTRACT.md §3, §4, §9). */

/** Base path of the API. */
export const API_BASE_PATH = '/GT_WMS_APP';
/** Base path of the report service. */
export const REPORT_BASE_PATH = '/birt';
/** Request timeout, in ms. */
export const API_TIMEOUT_MS = 150_000;
/** Default page size of lists. */
export const DEFAULT_PAGE_SIZE = 20;
/** Page sizes a list offers. */
export const PAGE_SIZES = [20, 50, 100, 200, 500] as const;
/** Lookup popup: page size and the total assumed before the first answer. */
export const LOOKUP_PAGE_SIZE = 100;
export const LOOKUP_DEFAULT_TOTAL = 1000;
/** Remote select: the least typed characters that start a query. */
export const REMOTE_SELECT_MIN_LENGTH = 1;

/**
 * The header that carries the interface language. The spec says only "a language header whose
 * value is en or zh_cn"; `language` is the name our reference server reads.
 */
export const LANGUAGE_HEADER = 'language';

/** Column data types (`type` of a column definition). */
export const ColumnType = {
  Numeric: 10401,
  String: 10402,
  DateTime: 10403,
} as const;
export type ColumnType = (typeof ColumnType)[keyof typeof ColumnType];

/** Filter types (`issearch` of a column definition). */
export const FilterType = {
  None: 0,
  Text: 1,
  Select: 2,
  MultiSelect: 3,
  Date: 4,
  DateRange: 5,
  DateTimeRange: 6,
} as const;
export type FilterType = (typeof FilterType)[keyof typeof FilterType];

/** Column configuration types. */
export const ColumnConfigType = {
  Display: 10002,
  Export: 10003,
} as const;
export type ColumnConfigType = (typeof ColumnConfigType)[keyof typeof ColumnConfigType];

/** Sort types of a sort-column definition. */
export const SortType = {
  Ascending: 10201,
  Descending: 10202,
} as const;
export type SortType = (typeof SortType)[keyof typeof SortType];

/**
 * The column-configuration fetch. The spec names its payload (menu code, menu list code, name)
 * but not its path ("path not visible"): this is our choice, served by our reference server.
 */
export const COLUMN_CONFIG_PATH = '/queryDisplayedOrExportedColumns';
/** The dictionary call: the spec names it but not its path; ours, like the one above. */
export const DICTIONARY_PATH = '/dictionary/queryByCodes';
/** The login call: not in the spec's table; ours. */
export const LOGIN_PATH = '/login';
