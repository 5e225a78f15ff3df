import { ColumnType, FilterType, fromConfigureSorting, sortRows, type ColumnDefinition, type GridDataSource, type GridFilter } from '@wms/ui-grid';

/** Whether a row passes one search-row filter: text contains (any case), select equals. */
function passes(row: Record<string, unknown>, filter: GridFilter): boolean {
  const wanted = typeof filter.value === 'string' ? filter.value.trim() : '';
  if (wanted === '') return true;
  const raw = row[filter.code];
  const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  if (filter.filterType === FilterType.Select) return value === wanted;
  return value.toLowerCase().includes(wanted.toLowerCase());
}

/**
 * A DataGrid source over rows the page already holds (the wave plan's candidates, a wave's
 * documents, a task group): paged, filtered and sorted here, with the page's own columns.
 * The column settings are the page's, so saving them is a no-op.
 *
 * @example
 * const source = useMemo(() => localGridSource(candidates, candidateColumns(t)), [candidates, t]);
 * <DataGrid dataSource={source} columns={candidateColumns(t)} aria-label={t('plan.candidates')} />
 */
export function localGridSource<Row extends Record<string, unknown>>(rows: readonly Row[], columns: readonly ColumnDefinition[]): GridDataSource<Row> {
  const config = { tableDisplay: [...columns], tableHiding: [], exportDisplay: [...columns], exportHidden: [] };
  return {
    loadPage: ({ page, pageSize, filters, sorting }) => {
      const kept = rows.filter((row) => filters.every((f) => passes(row, f)));
      const sorted = sortRows(kept, fromConfigureSorting(sorting));
      const start = (page - 1) * pageSize;
      return Promise.resolve({ rows: sorted.slice(start, start + pageSize), page, pageSize, total: sorted.length });
    },
    loadOptions: () => Promise.resolve([]),
    loadColumns: () => Promise.resolve(config),
    saveColumns: () => Promise.resolve(),
    resetColumns: () => Promise.resolve(),
  };
}

/** A column of a page's own grid (width 100 unless given; no search filter unless given). */
export function column(code: string, name: string, options: { width?: number; numeric?: boolean; search?: number; options?: readonly { code: string; description: string }[] } = {}): ColumnDefinition {
  return {
    code,
    name,
    width: options.width ?? 100,
    type: options.numeric ? ColumnType.Numeric : ColumnType.String,
    issearch: options.search ?? 0,
    ...(options.options ? { searchData: JSON.stringify(options.options) } : {}),
  };
}

/**
 * A list's source with one column held to a value whatever its search row says (the orders not
 * in a wave that are still new: status 0), sent as the list's exact condition.
 */
export function withFixedFilter<Row>(source: GridDataSource<Row>, code: string, value: string): GridDataSource<Row> {
  return withFixedFilters(source, [{ code, filterType: FilterType.Select, value }]);
}

/** A list's source with several columns held, each replacing what the search row says of it (a multi-select value sends `<code>str`). */
export function withFixedFilters<Row>(source: GridDataSource<Row>, fixed: readonly GridFilter[]): GridDataSource<Row> {
  const codes = new Set(fixed.map((f) => f.code));
  return {
    ...source,
    loadPage: (request) => source.loadPage({ ...request, filters: [...request.filters.filter((f) => !codes.has(f.code)), ...fixed] }),
  };
}
