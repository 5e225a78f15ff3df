import { useCallback, useRef } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type { ListQuery, WmsApi } from '../client/calls';
import type { ColumnConfig, ColumnDefinition, ListKey } from '../model/columns';
import type { ColumnConfigType } from '../model/constants';
import type { PageResult } from '../model/envelope';
import type { Option } from '../model/options';
import type { PermissionFlags } from '../model/permissions';
import { buildQueryParams } from '../model/queryParams';

/**
 * A list page, re-fetched when the query changes.
 *
 * Timeline of a superseded query: query A starts → the user changes a filter → query B starts
 * and A's request is aborted. Even if A's answer still arrives, SWR stores it under A's key, and
 * this hook only ever returns the data of the current key, so an older answer never replaces a
 * newer one on screen.
 */
export function useList<T = Record<string, unknown>>(api: WmsApi, query: Omit<ListQuery, 'signal'> | null): SWRResponse<PageResult<T>> {
  const inFlight = useRef<AbortController | null>(null);
  const key = query ? ['wms:list', query.path, query.method ?? 'POST', JSON.stringify(buildQueryParams(query))] : null;
  // SWR calls the fetcher with the key it is fetching, so a superseded fetch is for its own key.
  const fetcher = useCallback(async () => {
    if (!query) throw new Error('useList fetched without a query');
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    return api.queryList<T>({ ...query, signal: controller.signal });
  }, [api, query]);
  return useSWR<PageResult<T>>(key, fetcher, { keepPreviousData: false, revalidateOnFocus: false });
}

/** Dropdown options of a URL (cached per URL by the API as well). */
export function useOptions(api: WmsApi, url: string | null): SWRResponse<Option[]> {
  return useSWR<Option[]>(url ? ['wms:options', url] : null, () => api.dropdownOptions(url ?? ''), { revalidateOnFocus: false });
}

/** Rows of dictionary codes, keyed by code. */
export function useDictionary(api: WmsApi, codes: readonly string[]): SWRResponse<Record<string, Option[]>> {
  const sorted = [...codes].sort();
  return useSWR<Record<string, Option[]>>(sorted.length ? ['wms:dictionary', ...sorted] : null, () => api.dictionary(sorted), { revalidateOnFocus: false });
}

/** The permission flags of a warehouse. */
export function usePermission(api: WmsApi, wmsId: string | number | undefined): SWRResponse<PermissionFlags> {
  return useSWR<PermissionFlags>(wmsId === undefined ? null : ['wms:permission', String(wmsId)], () => api.getEditPermission(wmsId ?? ''), { revalidateOnFocus: false });
}

/** A list's column configuration, with save and reset that refresh it. */
export function useColumnConfig(api: WmsApi, list: (ListKey & { name?: string }) | null) {
  const response = useSWR<ColumnConfig>(list ? ['wms:columns', list.menu_code, list.menu_list_code] : null, () => api.getColumnConfig(list ?? { menu_code: '', menu_list_code: '' }), { revalidateOnFocus: false });
  const { mutate } = response;
  const save = useCallback(async (type: ColumnConfigType, columns: readonly ColumnDefinition[]) => {
    if (!list) return;
    await api.saveColumns({ menu_code: list.menu_code, menu_list_code: list.menu_list_code, columns, column_config_type: type });
    await mutate();
  }, [api, list, mutate]);
  const reset = useCallback(async (type: ColumnConfigType) => {
    if (!list) return;
    await api.resetColumns({ menu_code: list.menu_code, menu_list_code: list.menu_list_code, column_config_type: type });
    await mutate();
  }, [api, list, mutate]);
  return { ...response, save, reset };
}
