import { FilterType, type ColumnDefinition, type SearchState } from '@wms/ui-grid';

const DATES = new Set<number>([FilterType.Date, FilterType.DateRange, FilterType.DateTimeRange]);

/**
 * The search a list opens with when its address carries filters (`/app/asn/list?status=0`, the
 * console's links): each parameter named like a searchable column becomes that column's filter
 * (a comma list a multiple choice), every date range is off (the figure that linked here counts
 * every date), page 1. Parameters that name no searchable column are ignored; none: undefined.
 */
export function searchFromAddress(params: URLSearchParams, columns: readonly ColumnDefinition[], pageSize = 20): SearchState | undefined {
  const searchable = new Map(columns.filter((c) => c.issearch > 0).map((c) => [c.code, c]));
  const values: SearchState['values'] = {};
  for (const [code, raw] of params) {
    const column = searchable.get(code);
    const value = raw.trim();
    if (!column || DATES.has(column.issearch) || value === '' || value.length > 200) continue;
    values[code] = column.issearch === FilterType.MultiSelect ? value.split(',').map((v) => v.trim()).filter(Boolean) : value;
  }
  if (Object.keys(values).length === 0) return undefined;
  const dateRanges: SearchState['dateRanges'] = {};
  for (const column of columns) if (column.issearch === FilterType.DateRange) dateRanges[column.code] = { enabled: false, range: null };
  return { values, dateRanges, page: 1, pageSize, sort: [] };
}
