import { createMemorySearchCache, createStorageSearchCache, parseSearchState, searchCacheKey, type SearchStorage } from './searchCache';
import type { SearchState } from './filters';

const saved: SearchState = {
  values: { receiptkey: 'ASN', sku: ['A', 'B'], editdate: ['2026-06-10 00:00:00', '2026-06-15 23:59:59'], status: null },
  dateRanges: { adddate: { enabled: false, range: ['2026-06-08', '2026-06-15'] } },
  page: 3,
  pageSize: 50,
  sort: [{ code: 'qty', direction: 'desc' }],
};

function fakeStorage(): SearchStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => { items.set(key, value); },
    removeItem: (key) => { items.delete(key); },
  };
}

describe('search cache', () => {
  it('keys by route name', () => {
    expect(searchCacheKey('asnList')).toBe('wms.grid.search:asnList');
  });

  it.each([
    ['memory', () => createMemorySearchCache()],
    ['storage', () => createStorageSearchCache(fakeStorage())],
  ])('%s: keeps each screen apart, the date-range list included', (_, make) => {
    const cache = make();
    cache.set(searchCacheKey('asnList'), saved);
    cache.set(searchCacheKey('orderList'), { ...saved, page: 1 });
    expect(cache.get(searchCacheKey('asnList'))).toEqual(saved);
    expect(cache.get(searchCacheKey('orderList'))?.page).toBe(1);
    cache.remove(searchCacheKey('asnList'));
    expect(cache.get(searchCacheKey('asnList'))).toBeUndefined();
  });

  it('survives storage that refuses or holds junk', () => {
    const storage = fakeStorage();
    storage.items.set('bad', '{not json');
    const cache = createStorageSearchCache(storage);
    expect(cache.get('bad')).toBeUndefined();
    const refusing = createStorageSearchCache({ getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); }, removeItem: () => { throw new Error('denied'); } });
    expect(() => { refusing.set('k', saved); }).not.toThrow();
    expect(refusing.get('k')).toBeUndefined();
  });
});

describe('parseSearchState', () => {
  it.each([
    ['a saved state', saved, saved],
    ['not an object', 'x', undefined],
    ['values not an object', { ...saved, values: [] }, undefined],
    ['a value of a wrong type', { ...saved, values: { a: 1 } }, undefined],
    ['a date-range entry without its checkbox', { ...saved, dateRanges: { a: { range: null } } }, undefined],
    ['a bad sort', { ...saved, sort: [{ code: 'a', direction: 'up' }] }, undefined],
    ['page below 1 is page 1', { ...saved, page: 0 }, { ...saved, page: 1 }],
  ])('%s', (_, input, expected) => {
    expect(parseSearchState(input)).toEqual(expected);
  });
});
