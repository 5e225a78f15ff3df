import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useControllableState } from '@wms/ui-core';
import type { GridColumn } from '../model/columns';
import type { Clock, DateRangesOn } from '../model/filters';
import { searchCacheKey, type SearchCache } from '../model/searchCache';
import type { ColumnDefinition, GridDataSource, GridOption, GridPage } from '../model/types';
import { useStatusOptions } from './useColumnOptions';
import { useGridColumns, type GridColumnsState } from './useGridColumns';
import { useGridData, type GridData } from './useGridData';
import { useSearchState, type SearchStateApi } from './useSearchState';

const NO_KEYS: readonly string[] = [];
const NO_COLUMNS: readonly GridColumn[] = [];

export interface DataGridControllerOptions<Row> {
  dataSource: GridDataSource<Row>;
  /** Column definitions; without them the display config is loaded. */
  columns?: readonly ColumnDefinition[];
  clock: Clock;
  defaultPageSize: number;
  /** The screen's route name: the search is cached under it. */
  cacheKey?: string;
  searchCache?: SearchCache;
  /** A change reloads the column configuration. */
  columnsVersion: number;
  selection?: readonly string[];
  defaultSelection: readonly string[];
  onSelectionChange?: (keys: readonly string[]) => void;
  onPageLoaded?: (page: GridPage<Row>) => void;
  /** Which date-range checkboxes start ticked (default all). */
  dateRangesOn?: DateRangesOn;
}

export interface DataGridController<Row> {
  columnState: GridColumnsState;
  columns: GridColumn[] | undefined;
  search: SearchStateApi;
  data: GridData<Row>;
  statusOptions: Record<string, readonly GridOption[]>;
  /** The rows on screen (the last page while the next loads). */
  rows: Row[];
  summary: Record<string, unknown> | undefined;
  selected: readonly string[];
  setSelected: (keys: readonly string[]) => void;
}

/**
 * The DataGrid's behaviour without its view: columns (given or loaded, reloaded when
 * `columnsVersion` changes), the search (draft, applied, cached per screen), the page (latest
 * wins), the status option lists, and the selection, which clears whenever a page arrives
 * (data reloaded or page changed, platform.md §4).
 */
export function useDataGridController<Row>(options: DataGridControllerOptions<Row>): DataGridController<Row> {
  const { dataSource, clock, defaultPageSize, cacheKey, searchCache, columnsVersion, selection, defaultSelection, onSelectionChange, onPageLoaded, dateRangesOn } = options;
  const columnState = useGridColumns(dataSource, options.columns);
  const { reload: reloadColumns } = columnState;
  const firstVersion = useRef(columnsVersion);
  useEffect(() => {
    if (columnsVersion !== firstVersion.current) reloadColumns();
  }, [columnsVersion, reloadColumns]);
  const columns = columnState.columns;
  const search = useSearchState({ columns: columns ?? NO_COLUMNS, clock, defaultPageSize, cacheKey: cacheKey ? searchCacheKey(cacheKey) : undefined, cache: searchCache, dateRangesOn });
  const data = useGridData({ dataSource, columns, applied: search.applied, defaultSorting: columnState.sorting });
  const statusOptions = useStatusOptions(columns, dataSource);
  const rows = useMemo(() => data.page?.rows ?? [], [data.page]);

  const [selected, setSelected] = useControllableState<readonly string[]>({ value: selection, defaultValue: defaultSelection, onChange: onSelectionChange });
  const selectionRef = useRef({ selected, setSelected });
  useLayoutEffect(() => {
    selectionRef.current = { selected, setSelected };
  }, [selected, setSelected]);
  useEffect(() => {
    if (data.page) {
      // An empty selection stays as it is: "clearing" it again would cost the whole grid a
      // render (and the caller a change event) after every page, the first one included.
      if (selectionRef.current.selected.length) selectionRef.current.setSelected(NO_KEYS);
      onPageLoaded?.(data.page);
    }
    // onPageLoaded is a notification; a new function must not re-announce the same page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.page]);

  return { columnState, columns, search, data, statusOptions, rows, summary: data.page?.summary, selected, setSelected };
}
