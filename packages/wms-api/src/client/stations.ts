import type { WmsClient } from './createWmsClient';
import { pathSegment, postIdempotent } from './operations';
import type { AnswerOf } from '../contract/catalogue';
import { stationDoc, stationScan } from '../contract/answers/operations';

/** The built-in stations of CONTRACT.md ('Operations and stations'). */
export const STATION_NAMES = [
  'receive', 'returnScan', 'returnIn', 'count',
  'check', 'checkMulti', 'checkItem', 'blindSingle', 'blindMulti', 'storeCheck', 'storeBlindCheck',
  'pack', 'seed', 'weigh', 'returnOneScan', 'orderQuery', 'shipExpress', 'shipFreight',
] as const;
export type StationName = (typeof STATION_NAMES)[number];

/** A line of a station's document; `expected` is absent on blind stations. */
export type StationLine = StationDoc['lines'][number];

/** The document a station works on (a receipt, an order, a batch, a count...). */
export type StationDoc = AnswerOf<'stationDoc'>;

/** What a booked scan answers. */
export type StationScan = AnswerOf<'stationScan'>;

export interface StationScanBody {
  /** The open document's key. */
  key: string;
  /** The scanned barcode or item code. */
  code: string;
  qty?: number;
  carton?: string;
  slot?: string;
  /**
   * Present when `code` is the GTIN read from a GS1 label (`parseGs1`): the server looks the item
   * up by its alternative codes and not through the warehouse's code parse rules, and books what
   * the label carries besides (dates as YYYY-MM-DD).
   */
  gs1?: StationGs1Fields;
}

/** What a GS1 label carries besides its GTIN, as a station books it. */
export interface StationGs1Fields {
  /** (10) batch or lot number. */
  batch?: string;
  /** (17) expiration date (else (15) best before). */
  expiry?: string;
  /** (11) production date. */
  produced?: string;
  /** (21) serial number: a serial-managed item books it. */
  serial?: string;
}

export interface StationCloseBody {
  key: string;
  weight?: number;
  carton?: string;
}

/** The station calls; every write carries the idempotency key of its user action. */
export function createStationCalls(client: WmsClient) {
  const path = (station: string, action: string) => `/station/${pathSegment(station)}/${action}`;
  return {
    openStation: async (station: string, code: string, idempotencyKey: string) => postIdempotent(client, stationDoc, path(station, 'open'), { code }, idempotencyKey),
    // A scan is not retried here: the station's StationQueue keeps it (with its key) and replays
    // it, so the scanner hears at once that the server is out of reach.
    scanStation: async (station: string, body: StationScanBody, idempotencyKey: string) => postIdempotent(client, stationScan, path(station, 'scan'), body, idempotencyKey, []),
    undoStation: async (station: string, body: { key: string; code: string; qty?: number; serial?: string }, idempotencyKey: string) => postIdempotent(client, stationScan, path(station, 'undo'), body, idempotencyKey),
    closeStation: async (station: string, body: StationCloseBody, idempotencyKey: string) => postIdempotent(client, stationDoc, path(station, 'close'), body, idempotencyKey),
  };
}

export type StationCalls = ReturnType<typeof createStationCalls>;
