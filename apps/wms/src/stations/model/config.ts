import type { StationName } from '@wms/api';

/** How a station works: what is scanned in which order and which call books it. */
export type StationKind =
  /** document, then items (each scan books one unit, or the quantity set first) */
  | 'scan'
  /** document, then cartons and items (a scan of a carton label starts that carton) */
  | 'pack'
  /** batch, then items; the answer shows the slot to put the item in */
  | 'seed'
  /** document, then its weight (a number), booked by close */
  | 'weigh'
  /** document only: shows it, books nothing */
  | 'query'
  /** document, then F8 ships it (close) */
  | 'ship';

export interface StationConfig {
  station: StationName;
  kind: StationKind;
  /** Expected quantities are hidden (the server leaves them out too). */
  blind: boolean;
  /** The document is opened by scanning an item (re-check by item), not its number. */
  opensByItem?: boolean;
}

const scan = (station: StationName, blind = false): StationConfig => ({ station, kind: 'scan', blind });

/** The built-in station of each embedded route (CONTRACT.md, 'Operations and stations'). */
export const STATION_CONFIGS: Readonly<Record<string, StationConfig>> = {
  '/app/scanGather': scan('receive'),
  '/app/scanRetreat': scan('returnScan'),
  '/app/asn/returnIn': scan('returnIn'),
  '/PHYSFRAME': scan('count', true),
  '/RTXORHECK': scan('check'),
  '/app/orders/checkAgain': scan('check'),
  '/MULTICHECK': scan('checkMulti'),
  '/RTXSTYLEID': { ...scan('checkItem'), opensByItem: true },
  '/MANGDANCHECK': scan('blindSingle', true),
  '/MANGDUOCHECK': scan('blindMulti', true),
  '/STORECHECK': scan('storeCheck'),
  '/STOREMANGCHECK': scan('storeBlindCheck', true),
  '/RTXRETURNONESCAN': scan('returnOneScan'),
  '/app/focusship_kd': { station: 'shipExpress', kind: 'ship', blind: false },
  '/app/focusship_wl': { station: 'shipFreight', kind: 'ship', blind: false },
  '/PACKCHECK': { station: 'pack', kind: 'pack', blind: false },
  '/SEEDFORM': { station: 'seed', kind: 'seed', blind: false },
  '/WEIGHFORM': { station: 'weigh', kind: 'weigh', blind: false },
  '/app/rtxcustquery': { station: 'orderQuery', kind: 'query', blind: false },
};

/** The route of the station picker (/app/iframe). */
export const PICKER_ROUTE = '/app/iframe';
