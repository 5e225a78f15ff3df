import type { ListRecord } from '@wms/api';

/** A cargo collection (集货) of one carrier run (/app/outorderbindding): containers collected at a door. */
export interface Collection {
  id: string;
  collectionkey: string;
  door: string;
  carrierkey: string;
  /** tray_status: 0 collecting, 1 closed, 2 cancelled. */
  status: string;
  /** 0: no maximum. */
  maxcontainers: number;
  containercount: number;
}

/** The status a collection takes containers in. */
export const OPEN_COLLECTION = '0';

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const count = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/** A collection of a list row. */
export function collectionOf(row: ListRecord): Collection {
  return { id: text(row.id), collectionkey: text(row.collectionkey), door: text(row.door), carrierkey: text(row.carrierkey), status: text(row.status), maxcontainers: count(row.maxcontainers), containercount: count(row.containercount) };
}

/** How many more containers fit (undefined: no maximum). */
export const room = (c: Collection): number | undefined => (c.maxcontainers > 0 ? Math.max(0, c.maxcontainers - c.containercount) : undefined);

const positive = (value: string): number | undefined => (/^[1-9]\d*$/.test(value.trim()) ? Number(value.trim()) : undefined);

/** Why a collect of `typed` containers cannot be sent (CONTRACT.md §B5), or undefined. */
export function collectProblem(c: Collection, typed: string): { key: 'positive' } | { key: 'full'; room: number } | undefined {
  const n = positive(typed);
  if (n === undefined) return { key: 'positive' };
  const left = room(c);
  if (left !== undefined && n > left) return { key: 'full', room: left };
  return undefined;
}

/** Why a maximum of `typed` cannot be set: not a positive whole number, or below the count already collected (§5). */
export function maximumProblem(c: Collection, typed: string): { key: 'positive' } | { key: 'belowCount'; count: number } | undefined {
  const n = positive(typed);
  if (n === undefined) return { key: 'positive' };
  if (n < c.containercount) return { key: 'belowCount', count: c.containercount };
  return undefined;
}

/** The open collections of the same carrier (its run), this one first. */
export function carrierRun(all: readonly Collection[], current: Collection): Collection[] {
  const others = all.filter((c) => c.carrierkey === current.carrierkey && c.id !== current.id && c.status === OPEN_COLLECTION);
  return [current, ...others];
}
