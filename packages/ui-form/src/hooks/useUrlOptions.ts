import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormDataSource, FormOption } from '../model/types';

/**
 * The options of a select that comes from a url, loaded when the select first shows (not when it
 * first opens), so that a filled value is shown by its description at once. Until they arrive
 * the select gets a loader that shares the request in flight (its loading, failed and retry
 * states stay ui-core's); once they arrive, the list itself.
 */
export function useUrlOptions(url: string | undefined, dataSource: FormDataSource | undefined): { options?: readonly FormOption[]; loadOptions?: () => Promise<readonly FormOption[]> } {
  const [loaded, setLoaded] = useState<{ url: string; options: readonly FormOption[] } | undefined>(undefined);
  const pending = useRef<{ url: string; promise: Promise<readonly FormOption[]> } | undefined>(undefined);
  const load = useCallback((): Promise<readonly FormOption[]> => {
    if (!url || !dataSource) return Promise.resolve([]);
    if (pending.current?.url !== url) {
      const promise = dataSource.loadOptions(url);
      const entry = { url, promise };
      pending.current = entry;
      promise.then(
        (options) => { setLoaded({ url, options }); },
        // A failure is forgotten, so that the select's retry asks again.
        () => { if (pending.current === entry) pending.current = undefined; },
      );
    }
    return pending.current.promise;
  }, [url, dataSource]);
  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);
  if (!url || !dataSource) return {};
  return loaded?.url === url ? { options: loaded.options } : { loadOptions: load };
}
