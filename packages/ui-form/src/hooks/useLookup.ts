import { useCallback, useEffect, useRef, useState } from 'react';
import { failedView, LOOKUP_PAGE_SIZE, searchObjectOf, viewOfPage, type LookupView } from '../model/lookup';
import type { FormPage, LookupRequest } from '../model/types';

/** What one lookup request asks: the page, the search object, and a counter that forces a reload. */
interface Query {
  page: number;
  search: Record<string, string>;
  attempt: number;
}

type Outcome<Row> = { query: Query; view: LookupView<Row> };

/** One empty list while loading, so that its identity marks a new answer only when one lands. */
const NO_ROWS: never[] = [];

/**
 * The lookup popup's state: the search fields, the page, and the answer of the current query.
 * Loading is derived (the outcome belongs to an older query), so no state is set synchronously
 * in an effect. A newer query aborts the one before, so an old answer never replaces a new one.
 *
 * Timeline: open → query {page 1} → lookup() … → outcome; search → query {page 1, search} →
 * the first request is aborted → only the second answer lands.
 */
export function useLookup<Row>(options: {
  url: string;
  lookup: (request: LookupRequest) => Promise<FormPage<Row>>;
  extra?: Record<string, unknown> | undefined;
  /** Loads only while active (the popup is open). */
  active: boolean;
  initialSearch?: Readonly<Record<string, string>> | undefined;
}) {
  const { url, lookup, extra, active, initialSearch } = options;
  const [fields, setFields] = useState<Record<string, string>>(() => ({ ...initialSearch }));
  const [query, setQuery] = useState<Query>(() => ({ page: 1, search: searchObjectOf(initialSearch ?? {}), attempt: 0 }));
  const [outcome, setOutcome] = useState<Outcome<Row> | undefined>(undefined);
  const lookupRef = useRef(lookup);
  const extraRef = useRef(extra);
  useEffect(() => {
    lookupRef.current = lookup;
    extraRef.current = extra;
  }, [lookup, extra]);

  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    lookupRef.current({ url, page: query.page, pageSize: LOOKUP_PAGE_SIZE, search: query.search, extra: extraRef.current, signal: controller.signal }).then(
      (page) => { if (!controller.signal.aborted) setOutcome({ query, view: viewOfPage(page) }); },
      (error: unknown) => { if (!controller.signal.aborted) setOutcome({ query, view: failedView<Row>(error) }); },
    );
    return () => { controller.abort(); };
  }, [active, url, query]);

  const settled = outcome?.query === query;
  const view: LookupView<Row> = settled ? outcome.view : { rows: NO_ROWS, total: outcome?.view.total ?? 0, status: active ? 'loading' : 'idle' };

  const search = useCallback(() => {
    setQuery((q) => ({ page: 1, search: searchObjectOf(fields), attempt: q.attempt + 1 }));
  }, [fields]);
  const reset = useCallback(() => {
    setFields({});
    setQuery((q) => ({ page: 1, search: {}, attempt: q.attempt + 1 }));
  }, []);
  const goTo = useCallback((page: number) => {
    setQuery((q) => ({ ...q, page }));
  }, []);
  const setField = useCallback((key: string, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
  }, []);

  return { fields, setField, search, reset, page: query.page, goTo, view, pageSize: LOOKUP_PAGE_SIZE };
}
