/**
 * Compile-time check, run by `typecheck`: the adapters of @wms/api satisfy the data interfaces
 * the UI packages declare for themselves. Nothing here runs; a mismatch fails the typecheck.
 */
import type { GridDataSource } from '@wms/ui-grid';
import type { FormDataSource } from '@wms/ui-form';
import { createFormDataSource, createGridDataSource, type WmsApi } from '@wms/api';

export function gridSourceOf(api: WmsApi): GridDataSource<Record<string, unknown>> {
  return createGridDataSource(api, { menu_code: 'M', menu_list_code: 'L', path: '/list' });
}

export function formSourceOf(api: WmsApi): FormDataSource<Record<string, unknown>> {
  return createFormDataSource(api);
}
