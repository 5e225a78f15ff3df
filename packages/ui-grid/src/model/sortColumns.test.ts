/** @jest-environment node */
import { fromConfigureSorting } from './sorting';
import { cleanSortColumns, sortRows, toSortColumns } from './sortColumns';
import { SortType } from './types';

describe('cleanSortColumns', () => {
  it.each([
    ['10201 kept', [{ column_code: 'receiptkey', sort_type: 10201 }], ['receiptkey']],
    ['10202 kept with its list name', [{ column_code: 'adddate', menu_list_name: '入库单', sort_type: 10202 }], ['adddate']],
    ['an unknown sort type is dropped', [{ column_code: 'a', sort_type: 1 }], []],
    ['an unsafe code is dropped', [{ column_code: 'a; drop table x', sort_type: 10201 }, { column_code: 'b desc,c', sort_type: 10201 }], []],
    ['spaces around a code are trimmed', [{ column_code: ' status ', sort_type: 10202 }], ['status']],
    ['a repeated column keeps its first definition', [{ column_code: 'a', sort_type: 10201 }, { column_code: 'a', sort_type: 10202 }], ['a']],
  ])('%s', (_name, definitions, codes) => {
    const cleaned = cleanSortColumns(definitions);
    expect(cleaned.map((d) => d.column_code)).toEqual(codes);
  });
  it('keeps the first direction of a repeated column', () => {
    expect(cleanSortColumns([{ column_code: 'a', sort_type: 10201 }, { column_code: 'a', sort_type: 10202 }])[0]?.sort_type).toBe(10201);
  });
});

it('toSortColumns writes 10201/10202 and round-trips through fromConfigureSorting', () => {
  const defs = toSortColumns([{ code: 'receiptkey', direction: 'asc' }, { code: 'status', direction: 'desc' }], '入库单');
  expect(defs).toEqual([
    { column_code: 'receiptkey', sort_type: SortType.Ascending, menu_list_name: '入库单' },
    { column_code: 'status', sort_type: SortType.Descending, menu_list_name: '入库单' },
  ]);
  expect(fromConfigureSorting(defs)).toEqual([{ code: 'receiptkey', direction: 'asc' }, { code: 'status', direction: 'desc' }]);
  expect(toSortColumns([{ code: 'a', direction: 'asc' }])).toEqual([{ column_code: 'a', sort_type: 10201 }]);
});

it('sortRows sorts by several columns, numbers numerically, empties last, stable', () => {
  const rows = [
    { id: 1, owner: 'B', qty: 10 }, { id: 2, owner: 'A', qty: 9 }, { id: 3, owner: '', qty: 1 },
    { id: 4, owner: 'A', qty: 10 }, { id: 5, owner: 'B', qty: 10 },
  ];
  expect(sortRows(rows, [{ code: 'owner', direction: 'asc' }, { code: 'qty', direction: 'desc' }]).map((r) => r.id)).toEqual([4, 2, 1, 5, 3]);
  expect(sortRows(rows, [{ code: 'owner', direction: 'desc' }]).map((r) => r.id)).toEqual([1, 5, 2, 4, 3]);
  expect(sortRows(rows, []).map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
  expect(sortRows([{ k: 'SKU10' }, { k: 'SKU9' }], [{ code: 'k', direction: 'asc' }]).map((r) => r.k)).toEqual(['SKU9', 'SKU10']);
});
