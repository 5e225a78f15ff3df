import type { DateRangeEntry, FilterInput, SearchState } from './filters';
import type { GridSort } from './sorting';

/**
 * The search state of each screen, kept under a key built from the route name (CONTRACT.md §2),
 * so that coming back to a screen restores its filters, date-range list, page and sorting.
 */
export interface SearchCache {
  get(key: string): SearchState | undefined;
  set(key: string, state: SearchState): void;
  remove(key: string): void;
}

/** The cache key of a screen: its route name. */
export function searchCacheKey(routeName: string): string {
  return `wms.grid.search:${routeName}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFilterInput(value: unknown): value is FilterInput {
  return value === null || typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
}

function isRange(value: unknown): value is [string, string] | null {
  return value === null || (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string'));
}

function isSort(value: unknown): value is GridSort {
  return isRecord(value) && typeof value.code === 'string' && (value.direction === 'asc' || value.direction === 'desc');
}

/**
 * A search state read back from storage, or undefined when it is not one (old format, edited
 * by hand): a bad cache entry gives a fresh search, never a crash.
 */
export function parseSearchState(value: unknown): SearchState | undefined {
  if (!isRecord(value) || !isRecord(value.values) || !isRecord(value.dateRanges)) return undefined;
  const { page, pageSize, sort } = value;
  if (typeof page !== 'number' || typeof pageSize !== 'number' || !Array.isArray(sort) || !sort.every(isSort)) return undefined;
  const values: Record<string, FilterInput> = {};
  for (const [code, input] of Object.entries(value.values)) {
    if (!isFilterInput(input)) return undefined;
    values[code] = input;
  }
  const dateRanges: Record<string, DateRangeEntry> = {};
  for (const [code, entry] of Object.entries(value.dateRanges)) {
    if (!isRecord(entry) || typeof entry.enabled !== 'boolean' || !isRange(entry.range)) return undefined;
    dateRanges[code] = { enabled: entry.enabled, range: entry.range };
  }
  return { values, dateRanges, page: Math.max(1, Math.floor(page)), pageSize, sort: sort.map((s) => ({ code: s.code, direction: s.direction })) };
}

/** A cache in memory, for one page life (the default). */
export function createMemorySearchCache(): SearchCache {
  const entries = new Map<string, SearchState>();
  return {
    get: (key) => entries.get(key),
    set: (key, state) => { entries.set(key, state); },
    remove: (key) => { entries.delete(key); },
  };
}

/** The subset of Web Storage the cache uses. */
export type SearchStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A cache in Web Storage (sessionStorage in the app: survives a reload, not a new tab). Storage
 * that refuses (full, private mode) is ignored: the search still works, it is just not kept.
 */
export function createStorageSearchCache(storage: SearchStorage): SearchCache {
  return {
    get(key) {
      try {
        const text = storage.getItem(key);
        return text ? parseSearchState(JSON.parse(text)) : undefined;
      } catch {
        return undefined;
      }
    },
    set(key, state) {
      try {
        storage.setItem(key, JSON.stringify(state));
      } catch {
        // Quota or privacy mode: keeping the search is a convenience, not a requirement.
      }
    },
    remove(key) {
      try {
        storage.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}
