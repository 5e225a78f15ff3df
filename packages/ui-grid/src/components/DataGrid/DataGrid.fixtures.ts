import { createMemorySearchCache, searchCacheKey, type SearchCache } from '../../model/searchCache';
import type { SearchState } from '../../model/filters';
import { configOf, createMemoryDataSource, type MemoryDataSource } from '../../testing/memoryDataSource';
import { generateColumns, generateRows, OWNER_OPTIONS, receiptColumns, receiptRows, skuOptions } from '../../testing/generate';

/** The visual runner's frozen clock: 2026-06-15 09:30 in Asia/Shanghai. */
export const NOW = Date.UTC(2026, 5, 15, 1, 30);
export const TIME_ZONE = 'Asia/Shanghai';

/** A receipt list served in memory: 45 rows, owner and SKU option paths, a quantity total. */
export function receiptSource(options: { rows?: number; latency?: number; ignoreAbort?: boolean; data?: Record<string, unknown>[] } = {}): MemoryDataSource<Record<string, unknown>> {
  return createMemoryDataSource<Record<string, unknown>>({
    // `data`: rows the caller keeps and changes (a live list's story or test).
    rows: options.data ?? receiptRows(options.rows ?? 45, NOW),
    columns: configOf(receiptColumns()),
    options: {
      '/options/owner': OWNER_OPTIONS,
      '/options/sku': (query) => skuOptions(query.ownerId),
    },
    summaryColumns: ['qtyexpected'],
    latency: options.latency ?? 0,
    ignoreAbort: options.ignoreAbort,
    timeZone: TIME_ZONE,
  });
}

/** 500 rows × 100 columns (the largest realistic page). */
export function largeSource(): MemoryDataSource<Record<string, unknown>> {
  const columns = generateColumns(100);
  return createMemoryDataSource<Record<string, unknown>>({ rows: generateRows(500, columns, NOW), columns: configOf(columns), timeZone: TIME_ZONE });
}

/** A search cache holding a search for the receipt screen, as if the user had left it filled. */
export function cacheWith(state: SearchState, routeName = 'asnList'): SearchCache {
  const cache = createMemorySearchCache();
  cache.set(searchCacheKey(routeName), state);
  return cache;
}
