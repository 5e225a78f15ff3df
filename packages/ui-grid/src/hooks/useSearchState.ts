import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { GridColumn } from '../model/columns';
import {
  clearedSearchState,
  initialSearchState,
  withDateRangeEntries,
  type Clock,
  type DateRangeEntry,
  type DateRangesOn,
  type FilterInput,
  type SearchState,
} from '../model/filters';
import { createMemorySearchCache, type SearchCache } from '../model/searchCache';
import { nextSort, type GridSort } from '../model/sorting';

/** The cache every grid shares when none is given: one page life, like the app's session state. */
const sharedCache = createMemorySearchCache();

export interface SearchStateOptions {
  columns: readonly GridColumn[];
  clock: Clock;
  defaultPageSize: number;
  /** The screen key; without it nothing is cached. */
  cacheKey?: string;
  cache?: SearchCache;
  /** Which date-range checkboxes start ticked (default all). */
  dateRangesOn?: DateRangesOn;
}

export interface SearchStateApi {
  /** What the filters show now (typed, not yet searched). */
  draft: SearchState;
  /** What the last search asked for: the page request is built from this. */
  applied: SearchState;
  setValue: (code: string, input: FilterInput) => void;
  setDateRange: (code: string, entry: DateRangeEntry) => void;
  /** Enter or the search icon: the draft becomes the search, page 1. */
  search: () => void;
  /** The clear icon: filters emptied, date ranges off, page 1, searched at once. */
  clear: () => void;
  setPage: (page: number, pageSize: number) => void;
  /** A header click: ascending, descending, none; page 1. */
  toggleSort: (code: string) => void;
  /** A sort chosen whole (the card list's sort menu): page 1. */
  setSort: (sort: readonly GridSort[]) => void;
}

/**
 * The search row's state: a draft the user edits and the applied search the grid loads, kept in
 * the search cache under the screen key (filters, date-range list, page, size, sorting), so that
 * coming back to the screen restores it.
 */
export function useSearchState({ columns, clock, defaultPageSize, cacheKey, cache = sharedCache, dateRangesOn = true }: SearchStateOptions): SearchStateApi {
  const [appliedState, setApplied] = useState<SearchState>(() => (cacheKey ? cache.get(cacheKey) : undefined) ?? initialSearchState(columns, clock, defaultPageSize, dateRangesOn));
  const [draftState, setDraft] = useState<SearchState>(appliedState);
  // Columns can arrive after the first render (loaded) or change (settings saved): every
  // date-range column gets its entry (default last week) without an extra render.
  // The option is read once, like the initial state: a new array each render changes nothing.
  const [rangesOn] = useState<DateRangesOn>(() => dateRangesOn);
  const applied = useMemo(() => withDateRangeEntries(appliedState, columns, clock, rangesOn), [appliedState, columns, clock, rangesOn]);
  const draft = useMemo(() => withDateRangeEntries(draftState, columns, clock, rangesOn), [draftState, columns, clock, rangesOn]);
  // The draft as of the last render, so that search and clear read it without side effects
  // inside state updaters (which React may run twice).
  const draftRef = useRef(draft);
  const columnsRef = useRef(columns);
  const clockRef = useRef(clock);
  useLayoutEffect(() => {
    draftRef.current = draft;
    columnsRef.current = columns;
    clockRef.current = clock;
  }, [draft, columns, clock]);

  useEffect(() => {
    if (cacheKey) cache.set(cacheKey, applied);
  }, [cache, cacheKey, applied]);

  const setValue = useCallback((code: string, input: FilterInput) => {
    setDraft((s) => ({ ...withDateRangeEntries(s, columnsRef.current, clockRef.current, rangesOn), values: { ...s.values, [code]: input } }));
  }, [rangesOn]);
  const setDateRange = useCallback((code: string, entry: DateRangeEntry) => {
    setDraft((s) => {
      const base = withDateRangeEntries(s, columnsRef.current, clockRef.current, rangesOn);
      return { ...base, dateRanges: { ...base.dateRanges, [code]: entry } };
    });
  }, [rangesOn]);
  const search = useCallback(() => {
    const next = { ...draftRef.current, page: 1 };
    setDraft(next);
    setApplied(next);
  }, []);
  const clear = useCallback(() => {
    const next = clearedSearchState(draftRef.current, columns, clock);
    setDraft(next);
    setApplied(next);
  }, [columns, clock]);
  const setPage = useCallback((page: number, pageSize: number) => {
    setApplied((s) => ({ ...s, page, pageSize }));
    setDraft((s) => ({ ...s, page, pageSize }));
  }, []);
  const toggleSort = useCallback((code: string) => {
    setApplied((s) => ({ ...s, sort: nextSort(s.sort, code), page: 1 }));
    setDraft((s) => ({ ...s, sort: nextSort(s.sort, code), page: 1 }));
  }, []);

  const setSort = useCallback((sort: readonly GridSort[]) => {
    setApplied((s) => ({ ...s, sort: [...sort], page: 1 }));
    setDraft((s) => ({ ...s, sort: [...sort], page: 1 }));
  }, []);

  return useMemo(() => ({ draft, applied, setValue, setDateRange, search, clear, setPage, toggleSort, setSort }), [draft, applied, setValue, setDateRange, search, clear, setPage, toggleSort, setSort]);
}
