import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { GridColumn } from '../model/columns';
import { callFailureOf, type CallFailure } from '@wms/ui-core';
import { toGridFilters, type SearchState } from '../model/filters';
import { createLoadTracker, isAbort, loadErrorMessage } from '../model/loads';
import { fromConfigureSorting, toConfigureSorting } from '../model/sorting';
import type { GridDataSource, GridPage } from '../model/types';

/** Where the grid's data is. */
export type GridDataStatus = 'loading' | 'ready' | 'error';

export interface GridData<Row> {
  status: GridDataStatus;
  /** The last page shown (kept while the next one loads; none after a failure). */
  page: GridPage<Row> | undefined;
  /** The server's returnMgr of a failed load, or undefined for the generic message. */
  error: string | undefined;
  /** The call and field of a load whose answer drifted from the contract, or its HTTP failure (issue 47). */
  failure?: CallFailure;
  /** Loads the applied search again (retry, after a save). */
  reload: () => void;
  /**
   * The page shown came from an in-place refresh (`refreshKey` changed, the search did not): the
   * grid keeps the selection of rows still there and marks the rows that changed.
   */
  inPlace: boolean;
}

interface DataRequest<Row> {
  dataSource: GridDataSource<Row>;
  columns: readonly GridColumn[] | undefined;
  applied: SearchState;
  defaultSorting: unknown;
  reloads: number;
  refreshKey: unknown;
}

/** The same search (only `refreshKey` may differ). */
const sameSearch = <Row,>(a: DataRequest<Row>, b: DataRequest<Row>) =>
  a.dataSource === b.dataSource && a.columns === b.columns && a.applied === b.applied && a.defaultSorting === b.defaultSorting && a.reloads === b.reloads;

/**
 * Loads the page of the applied search, latest wins: a new search aborts the load in flight,
 * and a late answer of a superseded load is dropped (model/loads.ts), so a slow first answer can
 * never replace the newer one on screen.
 */
export function useGridData<Row>(options: {
  dataSource: GridDataSource<Row>;
  columns: readonly GridColumn[] | undefined;
  applied: SearchState;
  /** The column configuration's sorting, used while the user has not sorted by a header. */
  defaultSorting?: unknown;
  /**
   * A change asks for the page of the applied search again, in place: the page on screen stays
   * (not dimmed, status stays 'ready') until the answer replaces it; a failed refresh keeps it.
   */
  refreshKey?: unknown;
}): GridData<Row> {
  const { dataSource, columns, applied, defaultSorting, refreshKey } = options;
  const tracker = useRef(createLoadTracker());
  const [reloads, setReloads] = useState(0);
  // The request this render asks for; an answer belongs to one request, so "loading" is simply
  // "the last answer is for an older request" (no state set inside the effect).
  const request = useMemo<DataRequest<Row>>(() => ({ dataSource, columns, applied, defaultSorting, reloads, refreshKey }), [dataSource, columns, applied, defaultSorting, reloads, refreshKey]);
  const [answer, setAnswer] = useState<{ request: DataRequest<Row>; page: GridPage<Row> | undefined; error: string | undefined; failure?: CallFailure; failed: boolean; inPlace: boolean } | undefined>();
  // The request of the page on screen (read when an answer arrives: is it a refresh of it?).
  const shown = useRef<DataRequest<Row> | undefined>(undefined);

  // Asked for in the commit that wants it (a layout effect, not a passive one, which React runs
  // in a later task) and rendered as soon as it answers (flushSync): a source that answers at
  // once has its rows painted in the grid's first frame, not in a task after the browser has
  // styled, laid out and painted the empty shell (issue 20, mount). A late answer renders in the
  // task it arrives in rather than one React schedules after it.
  useLayoutEffect(() => {
    const { columns: wanted } = request;
    if (!wanted) return;
    const { ticket, signal } = tracker.current.start();
    const codes = wanted.map((c) => c.code);
    const sorting = toConfigureSorting(request.applied.sort.length ? request.applied.sort : fromConfigureSorting(request.defaultSorting), codes);
    request.dataSource
      .loadPage({ page: request.applied.page, pageSize: request.applied.pageSize, filters: toGridFilters(wanted, request.applied), sorting, signal })
      .then((page) => {
        if (!tracker.current.isCurrent(ticket)) return;
        const before = shown.current;
        const inPlace = before !== undefined && before !== request && sameSearch(before, request);
        shown.current = request;
        flushSync(() => { setAnswer({ request, page, error: undefined, failed: false, inPlace }); });
      })
      .catch((error: unknown) => {
        if (!tracker.current.isCurrent(ticket) || isAbort(error)) return;
        // A failed in-place refresh keeps the page on screen (the next change asks again).
        const before = shown.current;
        if (before !== undefined && before !== request && sameSearch(before, request)) return;
        shown.current = undefined;
        setAnswer({ request, page: undefined, error: loadErrorMessage(error), failure: callFailureOf(error), failed: true, inPlace: false });
      });
  }, [request]);

  useEffect(() => {
    const current = tracker.current;
    return () => { current.abort(); };
  }, []);

  const reload = useCallback(() => { setReloads((n) => n + 1); }, []);
  const current = answer?.request === request;
  // Refreshing in place: the page of the same search stays on screen as it is.
  const refreshing = !current && answer !== undefined && !answer.failed && sameSearch(answer.request, request);
  return {
    status: refreshing ? 'ready' : !current ? 'loading' : answer.failed ? 'error' : 'ready',
    inPlace: answer?.inPlace ?? false,
    // The last page stays on screen while the next loads (dimmed); a failure clears it.
    page: answer?.failed ? undefined : answer?.page,
    error: current ? answer.error : undefined,
    failure: current ? answer.failure : undefined,
    reload,
  };
}
