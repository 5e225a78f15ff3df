import type { PageLoaders } from './types';

/** The outbound area's bespoke pages, by route path; each is its own chunk. */
export const outboundPages: PageLoaders = {
  // The re-check page: the built-in 'check' station (apps/wms/src/stations).
  '/app/orders/checkAgain': () => import('../stations/StationRoute'),
  '/waveplanpanel': () => import('../outbound/waves/plan/WavePlanPanelPage'),
  '/waveDocPrint': () => import('../outbound/waves/docs/WaveDocPrintPage'),
  '/orderWaveCreation': () => import('../outbound/waves/orders/OrderWaveCreationPage'),
  // Cargo collection of a carrier run (the /app/outorderbindding list's child page).
  '/outorderbinddingDetail': () => import('../outbound/collection/CollectionDetailPage'),
  '/app/repaTaskGen': () => import('../outbound/replenishment/ReplenishmentPage'),
  // The detail of task allocation release (/app/taskAllocRelease, inventory and tasks).
  '/taskAllocReleaseDetail': () => import('../outbound/tasks/TaskReleaseDetailPage'),
};
