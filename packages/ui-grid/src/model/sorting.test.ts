import { ariaSort, fromConfigureSorting, nextSort, toConfigureSorting } from './sorting';

describe('nextSort', () => {
  it.each([
    [[], 'qty', [{ code: 'qty', direction: 'asc' }]],
    [[{ code: 'qty', direction: 'asc' as const }], 'qty', [{ code: 'qty', direction: 'desc' }]],
    [[{ code: 'qty', direction: 'desc' as const }], 'qty', []],
    [[{ code: 'qty', direction: 'desc' as const }], 'sku', [{ code: 'sku', direction: 'asc' }]],
  ])('%p clicking %s', (current, code, expected) => {
    expect(nextSort(current, code)).toEqual(expected);
  });
});

describe('toConfigureSorting', () => {
  it.each([
    [[], undefined, undefined],
    // The contract's form: the column configuration's sort-column definitions, as JSON.
    [[{ code: 'receiptkey', direction: 'desc' as const }], undefined, '[{"column_code":"receiptkey","sort_type":10202}]'],
    [[{ code: 'a', direction: 'asc' as const }, { code: 'b', direction: 'desc' as const }], undefined, '[{"column_code":"a","sort_type":10201},{"column_code":"b","sort_type":10202}]'],
    // Not an identifier: never sent (it reaches SQL).
    [[{ code: 'a; drop table x', direction: 'asc' as const }], undefined, undefined],
    // Not a column of the grid: dropped.
    [[{ code: 'secret', direction: 'asc' as const }], ['a', 'b'], undefined],
  ])('%p (allowed %p) → %p', (sort, allowed, expected) => {
    expect(toConfigureSorting(sort, allowed)).toBe(expected);
  });
});

describe('fromConfigureSorting', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['adddate desc', [{ code: 'adddate', direction: 'desc' }]],
    ['a ASC, b DESC', [{ code: 'a', direction: 'asc' }, { code: 'b', direction: 'desc' }]],
    ['a', [{ code: 'a', direction: 'asc' }]],
    [[{ column_code: 'qty', sort_type: 10202 }, { column_code: 'sku', sort_type: 10201 }], [{ code: 'qty', direction: 'desc' }, { code: 'sku', direction: 'asc' }]],
    [[{ column_code: 'x y', sort_type: 10201 }, { nonsense: true }], []],
    [{ not: 'a list' }, []],
    // JSON text, as toConfigureSorting writes it (and the server's column configuration sends).
    ['[{"column_code":"qty","sort_type":10202}]', [{ code: 'qty', direction: 'desc' }]],
    ['[not json', []],
  ])('%p', (source, expected) => {
    expect(fromConfigureSorting(source)).toEqual(expected);
  });
});

describe('ariaSort', () => {
  it.each([
    [[{ code: 'a', direction: 'asc' as const }], 'a', 'ascending'],
    [[{ code: 'a', direction: 'desc' as const }], 'a', 'descending'],
    [[{ code: 'a', direction: 'desc' as const }], 'b', 'none'],
  ])('%p %s → %s', (sort, code, expected) => {
    expect(ariaSort(sort, code)).toBe(expected);
  });
});
