/**
 * Compile-time check, run by `typecheck`: the adapters of @wms/api satisfy the data interfaces
 * the UI packages declare for themselves. Nothing here runs; a mismatch fails the typecheck.
 */
import type { GridDataSource } from '@wms/ui-grid';
import { createGridDataSource, type WmsApi } from '@wms/api';

export function gridSourceOf(api: WmsApi): GridDataSource<Record<string, unknown>> {
  return createGridDataSource(api, { menu_code: 'M', menu_list_code: 'L', path: '/list' });
}
