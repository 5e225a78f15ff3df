import type { OpContext } from './registry';

/** A line of a station document (CONTRACT.md 'Stations'). */
export interface StationLine {
  lineKey: string;
  sku: string;
  descr: string;
  barcode?: string;
  expected?: number;
  done: number;
  slot?: string;
  carton?: string;
}

export interface StationDoc {
  station: string;
  key: string;
  title: string;
  status: string;
  statusName: string;
  blind: boolean;
  lines: StationLine[];
  totals: { expected?: number; done: number };
  complete: boolean;
}

export interface StationScan {
  doc: StationDoc;
  line: StationLine | null;
  booked: number;
}

export type StationContext = Omit<OpContext, 'shape' | 'menuCode'> & { station: string };

/** A station scan; `gs1` when `code` is the GTIN of a GS1 label (flows/itemCodes.ts). */
export interface ScanBody { key: string; code: string; qty?: number; carton?: string; slot?: string; gs1?: { batch?: string; expiry?: string; produced?: string; serial?: string } }
/** An undo; `serial` takes back the serial number the scan booked. */
export interface UndoBody { key: string; code: string; qty?: number; serial?: string }
export interface CloseBody { key: string; weight?: number; carton?: string }

/**
 * A built-in station: what its scans book. The HTTP layer (flows/http.ts) checks the session,
 * the menu the station belongs to, the idempotency key of writes, and runs scan, undo and close in
 * one transaction with the stored answer.
 */
export interface StationSpec {
  name: string;
  /** The list menu whose access (role_menu) and 'edit' button the station needs. */
  menuCode: string;
  open: (ctx: StationContext, code: string) => StationDoc;
  scan: (ctx: StationContext, body: ScanBody) => StationScan;
  undo: (ctx: StationContext, body: UndoBody) => StationScan;
  close: (ctx: StationContext, body: CloseBody) => StationDoc;
}

const STATIONS = new Map<string, StationSpec>();

/** Adds stations (a flow file calls this from flows/index.ts). */
export function registerStations(...specs: readonly StationSpec[]): void {
  for (const spec of specs) {
    if (STATIONS.has(spec.name)) throw new Error(`station ${spec.name} registered twice`);
    STATIONS.set(spec.name, spec);
  }
}

export const stationOf = (name: string): StationSpec | undefined => STATIONS.get(name);
export const stationNames = (): string[] => [...STATIONS.keys()];
