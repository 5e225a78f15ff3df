import { ColumnType, FilterType } from './constants';

/** One filter of the search row: the column, how it filters, and what the user entered. */
export interface FilterValue {
  /** The column code (field name). */
  code: string;
  /** The column's issearch. */
  filterType: FilterType;
  /** The column's type; numeric columns keep digits only. */
  columnType?: number;
  /**
   * Text / select: a string. Multi-select: a string array. Date: 'yyyy-MM-dd'.
   * Date range: ['yyyy-MM-dd', 'yyyy-MM-dd']. Datetime range: two 'yyyy-MM-dd HH:mm:ss'.
   */
  value: unknown;
}

export interface QueryInput {
  filters: readonly FilterValue[];
  pageNum: number;
  pageSize: number;
  /** The sorting the server should apply (from the column configuration). */
  configureSorting?: string;
  /** The summary SQL text of the column configuration. */
  totalSqlText?: string;
  /** Parameters the screen adds (menu codes, fixed conditions). Empty ones are dropped too. */
  extra?: Readonly<Record<string, unknown>>;
}

export type QueryParams = Record<string, string | number>;

/** Fields whose name starts with lottable send an empty value as a single space (CONTRACT.md §5). */
function isLottable(field: string): boolean {
  return field.toLowerCase().startsWith('lottable');
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0 || value.every(isEmpty);
  return false;
}

/** Sets a parameter, dropping empty values except lottable fields, which send ' '. */
function put(params: QueryParams, field: string, value: unknown): void {
  if (isEmpty(value)) {
    if (isLottable(field)) params[field] = ' ';
    return;
  }
  params[field] = typeof value === 'number' ? value : String(value);
}

function pair(value: unknown): [unknown, unknown] {
  return Array.isArray(value) ? [value[0], value[1]] : [undefined, undefined];
}

/**
 * The parameters of a list query (CONTRACT.md §3 'Search parameters', §5): empty values dropped
 * (lottable fields send ' '), numeric text filters keep digits only, selects are trimmed, a
 * multi-select is sent as `<code>str` (comma-joined), a date as `<code>Begin`/`<code>End`, a
 * datetime range as `<code>TimeBegin`/`<code>TimeEnd`, plus pageNum, pageSize,
 * configureSorting and totalSqlText.
 *
 * @example
 * buildQueryParams({ filters: [{ code: 'skuCode', filterType: 1, value: ' A1 ' }], pageNum: 1, pageSize: 20 })
 * // { skuCode: ' A1 ', pageNum: 1, pageSize: 20 }
 */
export function buildQueryParams(input: QueryInput): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(input.extra ?? {})) put(params, key, value);
  for (const filter of input.filters) {
    const { code, value } = filter;
    switch (filter.filterType) {
      case FilterType.None:
        break;
      case FilterType.Text:
        put(params, code, filter.columnType === ColumnType.Numeric && typeof value === 'string' ? value.replace(/\D/g, '') : value);
        break;
      case FilterType.Select:
        put(params, code, typeof value === 'string' ? value.trim() : value);
        break;
      case FilterType.MultiSelect: {
        const values = (Array.isArray(value) ? (value as unknown[]) : [value])
          .map((v) => (typeof v === 'string' ? v.trim() : v))
          .filter((v) => !isEmpty(v));
        put(params, `${code}str`, values.join(','));
        break;
      }
      case FilterType.Date:
        put(params, `${code}Begin`, value);
        put(params, `${code}End`, value);
        break;
      case FilterType.DateRange: {
        const [begin, end] = pair(value);
        put(params, `${code}Begin`, begin);
        put(params, `${code}End`, end);
        break;
      }
      case FilterType.DateTimeRange: {
        const [begin, end] = pair(value);
        put(params, `${code}TimeBegin`, begin);
        put(params, `${code}TimeEnd`, end);
        break;
      }
    }
  }
  params.pageNum = input.pageNum;
  params.pageSize = input.pageSize;
  if (!isEmpty(input.configureSorting)) params.configureSorting = String(input.configureSorting);
  if (!isEmpty(input.totalSqlText)) params.totalSqlText = String(input.totalSqlText);
  return params;
}
