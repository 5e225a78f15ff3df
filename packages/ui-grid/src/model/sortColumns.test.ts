/** @jest-environment node */
import { configureSortingText, SortType, sortRows, toSortColumns, toSortDefinitions } from './sortColumns';

describe('toSortColumns', () => {
  it.each([
    ['10201 ascending', [{ column_code: 'receiptkey', sort_type: 10201 }], [{ column: 'receiptkey', direction: 'asc' }]],
    ['10202 descending, list name kept', [{ column_code: 'adddate', menu_list_name: '入库单', sort_type: 10202 }], [{ column: 'adddate', direction: 'desc', listName: '入库单' }]],
    ['an unknown sort type is dropped', [{ column_code: 'a', sort_type: 1 }], []],
    ['an unsafe code is dropped', [{ column_code: 'a; drop table x', sort_type: 10201 }, { column_code: 'b desc,c', sort_type: 10201 }], []],
    ['an alias-qualified code is allowed', [{ column_code: 't.status', sort_type: 10202 }], [{ column: 't.status', direction: 'desc' }]],
    ['a repeated column keeps its first definition', [{ column_code: 'a', sort_type: 10201 }, { column_code: 'a', sort_type: 10202 }], [{ column: 'a', direction: 'asc' }]],
  ])('%s', (_name, definitions, expected) => {
    expect(toSortColumns(definitions)).toEqual(expected);
  });
});

it('configureSortingText joins column and direction', () => {
  expect(configureSortingText([{ column: 'receiptkey', direction: 'asc' }, { column: 'status', direction: 'desc' }])).toBe('receiptkey asc,status desc');
  expect(configureSortingText([])).toBe('');
});

it('round-trips through definitions', () => {
  const defs = [{ column_code: 'a', sort_type: SortType.Descending, menu_list_name: 'L' }];
  expect(toSortDefinitions(toSortColumns(defs))).toEqual(defs);
  expect(toSortDefinitions([{ column: 'b', direction: 'asc' }], 'X')).toEqual([{ column_code: 'b', sort_type: 10201, menu_list_name: 'X' }]);
});

it('sortRows sorts by several columns, numbers numerically, empties last, stable', () => {
  const rows = [
    { id: 1, owner: 'B', qty: 10 }, { id: 2, owner: 'A', qty: 9 }, { id: 3, owner: '', qty: 1 },
    { id: 4, owner: 'A', qty: 10 }, { id: 5, owner: 'B', qty: 10 },
  ];
  expect(sortRows(rows, [{ column: 'owner', direction: 'asc' }, { column: 'qty', direction: 'desc' }]).map((r) => r.id)).toEqual([4, 2, 1, 5, 3]);
  expect(sortRows(rows, []).map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
});
