import { useCallback, useEffect, useMemo, useState } from 'react';
import { callFailureOf, type CallFailure } from '@wms/ui-core';
import { toGridColumns, type GridColumn } from '../model/columns';
import { isAbort, loadErrorMessage } from '../model/loads';
import type { ColumnDefinition, ColumnSettingsSource } from '../model/types';

export interface GridColumnsState {
  /** The columns, once known. */
  columns: GridColumn[] | undefined;
  status: 'loading' | 'ready' | 'error';
  error: string | undefined;
  /** The call and field of a column configuration whose answer drifted, or its HTTP failure (issue 47). */
  failure?: CallFailure;
  /** The configuration's configureSorting, when loaded. */
  sorting: unknown;
  /** Loads the configuration again (after the settings dialog saved). */
  reload: () => void;
}

/**
 * The grid's columns: the given definitions, or the display config (tableDisplay) loaded through
 * the data source.
 */
export function useGridColumns(source: ColumnSettingsSource, given: readonly ColumnDefinition[] | undefined): GridColumnsState {
  const givenColumns = useMemo(() => (given ? toGridColumns(given) : undefined), [given]);
  const [reloads, setReloads] = useState(0);
  const request = useMemo(() => ({ source, reloads }), [source, reloads]);
  const [loaded, setLoaded] = useState<{ request: unknown; columns: GridColumn[] | undefined; error: string | undefined; failure?: CallFailure; failed: boolean; sorting: unknown } | undefined>();

  useEffect(() => {
    if (givenColumns) return undefined;
    let live = true;
    request.source
      .loadColumns()
      .then((config) => {
        if (live) setLoaded({ request, columns: toGridColumns(config.tableDisplay), error: undefined, failed: false, sorting: config.configureSorting });
      })
      .catch((error: unknown) => {
        if (live && !isAbort(error)) setLoaded((s) => ({ request, columns: s?.columns, error: loadErrorMessage(error), failure: callFailureOf(error), failed: true, sorting: s?.sorting }));
      });
    return () => { live = false; };
  }, [request, givenColumns]);

  const reload = useCallback(() => { setReloads((n) => n + 1); }, []);
  if (givenColumns) return { columns: givenColumns, status: 'ready', error: undefined, sorting: undefined, reload };
  const current = loaded?.request === request;
  // While a reload runs, the columns already shown stay.
  return { columns: loaded?.columns, status: !current ? 'loading' : loaded.failed ? 'error' : 'ready', error: current ? loaded.error : undefined, failure: current ? loaded.failure : undefined, sorting: loaded?.sorting, reload };
}
