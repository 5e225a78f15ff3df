/**
 * The routes the outbound pages link to (routes.spec.tsv paths; the router adds its base). Named once
 * here: they are addresses, not words to translate.
 */
export const OUTBOUND_PATHS = {
  waves: '/app/wavemgmt/list',
  waveDocPrint: '/waveDocPrint',
  replenishmentTasks: '/app/bhclQuery/list',
  collections: '/app/outorderbindding',
  taskRelease: '/app/taskAllocRelease',
} as const;

/** List calls of the contract the pages read (CONTRACT.md 'List identity'). */
export const LIST_PATHS = {
  savedFilters: '/savefilter/list/{page}',
  strategies: '/outWaveStrategyGroup/list/{page}',
  notInWave: '/notinwave/list/{page}',
  waves: '/wavemgmt/list/{page}',
  collections: '/outorderbindding/list/{page}',
  tasks: '/taskdetail/list/{page}',
} as const;

/** Option paths of the contract (CONTRACT.md 'Option paths'). */
export const OPTION_PATHS = {
  owners: '/options/storer?type=1',
  carriers: '/options/storer?type=3',
  orderTypes: '/dictionary/options/order_type',
  trayStatus: '/dictionary/options/tray_status',
} as const;

/** A route with one query parameter. */
export const withParam = (path: string, name: string, value: string): string => `${path}?${name}=${encodeURIComponent(value)}`;

/** The documents of a wave at /waveDocPrint. */
export const waveDocPrintPath = (wavekey: string): string => withParam(OUTBOUND_PATHS.waveDocPrint, 'wavekey', wavekey);
