import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
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
  /** A change refetches the current page in place (see DataGridProps.refreshKey). */
  refreshKey?: unknown;
  /** A row's key (selection kept and changes marked by key on an in-place refresh). */
  rowKey?: (row: Row, index: number) => string;
  /** How long a changed row stays marked after an in-place refresh, ms (0: never marked). */
  flashMs?: number;
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
  /** Keys of the rows an in-place refresh found new or changed, while they are marked. */
  changed: ReadonlySet<string>;
}

const NO_CHANGES: ReadonlySet<string> = new Set();
const keyOfRow = (row: unknown, index: number) => {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
};

/** Keys of `next` rows that are new or differ from the row of the same key in `before`. */
export function changedRowKeys<Row>(before: readonly Row[], next: readonly Row[], key: (row: Row, index: number) => string): Set<string> {
  const old = new Map(before.map((row, i) => [key(row, i), JSON.stringify(row)]));
  const changed = new Set<string>();
  next.forEach((row, i) => {
    const k = key(row, i);
    if (old.get(k) !== JSON.stringify(row)) changed.add(k);
  });
  return changed;
}

/**
 * The DataGrid's behaviour without its view: columns (given or loaded, reloaded when
 * `columnsVersion` changes), the search (draft, applied, cached per screen), the page (latest
 * wins), the status option lists, and the selection, which clears whenever a page arrives
 * (data reloaded or page changed, CONTRACT.md §4).
 */
export function useDataGridController<Row>(options: DataGridControllerOptions<Row>): DataGridController<Row> {
  const { dataSource, clock, defaultPageSize, cacheKey, searchCache, columnsVersion, selection, defaultSelection, onSelectionChange, onPageLoaded, dateRangesOn, refreshKey, flashMs = 1600 } = options;
  const rowKey = options.rowKey ?? keyOfRow;
  const columnState = useGridColumns(dataSource, options.columns);
  const { reload: reloadColumns } = columnState;
  const firstVersion = useRef(columnsVersion);
  useEffect(() => {
    if (columnsVersion !== firstVersion.current) reloadColumns();
  }, [columnsVersion, reloadColumns]);
  const columns = columnState.columns;
  const search = useSearchState({ columns: columns ?? NO_COLUMNS, clock, defaultPageSize, cacheKey: cacheKey ? searchCacheKey(cacheKey) : undefined, cache: searchCache, dateRangesOn });
  const data = useGridData({ dataSource, columns, applied: search.applied, defaultSorting: columnState.sorting, refreshKey });
  const statusOptions = useStatusOptions(columns, dataSource);
  const rows = useMemo(() => data.page?.rows ?? [], [data.page]);

  const [selected, setSelected] = useControllableState<readonly string[]>({ value: selection, defaultValue: defaultSelection, onChange: onSelectionChange });
  const selectionRef = useRef({ selected, setSelected });
  useLayoutEffect(() => {
    selectionRef.current = { selected, setSelected };
  }, [selected, setSelected]);
  const [changed, setChanged] = useState<ReadonlySet<string>>(NO_CHANGES);
  // Read by the page effect below, so that a page with no marked rows is not "unmarked" again:
  // that same state, set in the effect of the grid's first page, cost the whole DataGrid one more
  // render after its first paint (React cannot drop an update of a component that has just
  // rendered, issue 50).
  const changedRef = useRef(changed);
  useLayoutEffect(() => {
    changedRef.current = changed;
  }, [changed]);
  const previousRows = useRef<readonly Row[]>([]);
  useEffect(() => {
    if (data.page) {
      const { selected: current, setSelected: set } = selectionRef.current;
      if (data.inPlace) {
        // Refreshed in place: the rows still on the page stay selected; new and changed rows are marked.
        const keys = new Set(data.page.rows.map((row, i) => rowKey(row, i)));
        const kept = current.filter((k) => keys.has(k));
        if (kept.length !== current.length) set(kept);
        const marked = flashMs > 0 ? changedRowKeys(previousRows.current, data.page.rows, rowKey) : NO_CHANGES;
        setChanged(marked.size ? marked : NO_CHANGES);
      } else {
        // An empty selection stays as it is: "clearing" it again would cost the whole grid a
        // render (and the caller a change event) after every page, the first one included.
        if (current.length) set(NO_KEYS);
        if (changedRef.current !== NO_CHANGES) setChanged(NO_CHANGES);
      }
      previousRows.current = data.page.rows;
      onPageLoaded?.(data.page);
    }
    // onPageLoaded is a notification; a new function must not re-announce the same page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.page]);
  useEffect(() => {
    if (changed.size === 0) return undefined;
    const timer = setTimeout(() => { setChanged(NO_CHANGES); }, flashMs);
    return () => { clearTimeout(timer); };
  }, [changed, flashMs]);

  return { columnState, columns, search, data, statusOptions, rows, summary: data.page?.summary, selected, setSelected, changed };
}
