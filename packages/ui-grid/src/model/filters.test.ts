import { toGridColumns } from './columns';
import {
  clearedSearchState,
  defaultDateRange,
  digitsOnly,
  hasActiveFilters,
  initialSearchState,
  otherFilterValues,
  toGridFilters,
  withDateRangeEntries,
  type SearchState,
} from './filters';
import type { ColumnDefinition } from './types';

// 2026-06-15 09:30 in Asia/Shanghai.
const clock = { timeZone: 'Asia/Shanghai', now: Date.UTC(2026, 5, 15, 1, 30) };

const definitions: ColumnDefinition[] = [
  { code: 'receiptkey', name: '入库单号', width: 140, type: 10402, issearch: 1 },
  { code: 'qty', name: '数量', width: 100, type: 10401, issearch: 1 },
  { code: 'status', name: '状态', width: 100, type: 10402, issearch: 2 },
  { code: 'sku', name: '商品', width: 100, type: 10402, issearch: 3, searchData: '/sku?ownerId=' },
  { code: 'expecteddate', name: '预期日期', width: 100, type: 10402, issearch: 4 },
  { code: 'adddate', name: '创建时间', width: 260, type: 10403, issearch: 5 },
  { code: 'editdate', name: '修改时间', width: 340, type: 10403, issearch: 6 },
  { code: 'remark', name: '备注', width: 100, type: 10402, issearch: 0 },
];
const columns = toGridColumns(definitions);
const state = (patch: Partial<SearchState>): SearchState => ({ ...initialSearchState(columns, clock, 20), ...patch });

describe('defaultDateRange', () => {
  it('is last week (quick range 3) up to today in the zone', () => {
    expect(defaultDateRange(clock)).toEqual(['2026-06-08', '2026-06-15']);
    // 23:30 UTC on the 15th is already the 16th in Shanghai.
    expect(defaultDateRange({ timeZone: 'Asia/Shanghai', now: Date.UTC(2026, 5, 15, 23, 30) })).toEqual(['2026-06-09', '2026-06-16']);
  });
});

describe('initialSearchState', () => {
  it('starts on page 1 with date ranges on at last week', () => {
    expect(initialSearchState(columns, clock, 50)).toEqual({
      values: {},
      dateRanges: { adddate: { enabled: true, range: ['2026-06-08', '2026-06-15'] } },
      page: 1,
      pageSize: 50,
      sort: [],
    });
  });
});

describe('toGridFilters', () => {
  const dateRangeOff = { adddate: { enabled: false, range: ['2026-06-08', '2026-06-15'] as [string, string] } };
  it.each<[string, Partial<SearchState>, unknown[]]>([
    ['empty values are dropped', { values: { receiptkey: '  ', status: '', sku: [] }, dateRanges: dateRangeOff }, []],
    ['text as typed', { values: { receiptkey: ' ASN1 ' }, dateRanges: dateRangeOff }, [{ code: 'receiptkey', filterType: 1, columnType: 10402, value: ' ASN1 ' }]],
    ['numeric text keeps digits only', { values: { qty: '1a2 3' }, dateRanges: dateRangeOff }, [{ code: 'qty', filterType: 1, columnType: 10401, value: '123' }]],
    ['numeric text of no digits is dropped', { values: { qty: 'abc' }, dateRanges: dateRangeOff }, []],
    ['select trimmed', { values: { status: ' 10 ' }, dateRanges: dateRangeOff }, [{ code: 'status', filterType: 2, columnType: 10402, value: '10' }]],
    ['multi select trimmed, blanks dropped', { values: { sku: [' A ', '', 'B'] }, dateRanges: dateRangeOff }, [{ code: 'sku', filterType: 3, columnType: 10402, value: ['A', 'B'] }]],
    ['date', { values: { expecteddate: '2026-06-14' }, dateRanges: dateRangeOff }, [{ code: 'expecteddate', filterType: 4, columnType: 10402, value: '2026-06-14' }]],
    ['date range while its checkbox is on', {}, [{ code: 'adddate', filterType: 5, columnType: 10403, value: ['2026-06-08', '2026-06-15'] }]],
    ['date range off sends nothing', { dateRanges: dateRangeOff }, []],
    ['datetime range', { values: { editdate: ['2026-06-10 00:00:00', '2026-06-15 23:59:59'] }, dateRanges: dateRangeOff }, [{ code: 'editdate', filterType: 6, columnType: 10403, value: ['2026-06-10 00:00:00', '2026-06-15 23:59:59'] }]],
    ['half a datetime range is dropped', { values: { editdate: ['2026-06-10 00:00:00', ''] }, dateRanges: dateRangeOff }, []],
    ['a column without filter never filters', { values: { remark: 'x' }, dateRanges: dateRangeOff }, []],
  ])('%s', (_, patch, expected) => {
    expect(toGridFilters(columns, state(patch))).toEqual(expected);
  });

  it('tells whether anything filters', () => {
    expect(hasActiveFilters(columns, state({}))).toBe(true);
    expect(hasActiveFilters(columns, clearedSearchState(state({ values: { receiptkey: 'A' } }), columns, clock))).toBe(false);
  });
});

describe('clearedSearchState', () => {
  it('empties values, turns date ranges off at their default, goes to page 1, keeps size and sorting', () => {
    const before = state({ values: { receiptkey: 'A', sku: ['x'] }, page: 4, pageSize: 100, sort: [{ code: 'qty', direction: 'desc' }], dateRanges: { adddate: { enabled: true, range: ['2026-01-01', '2026-01-31'] } } });
    expect(clearedSearchState(before, columns, clock)).toEqual({
      values: {},
      dateRanges: { adddate: { enabled: false, range: ['2026-06-08', '2026-06-15'] } },
      page: 1,
      pageSize: 100,
      sort: [{ code: 'qty', direction: 'desc' }],
    });
  });
});

describe('withDateRangeEntries', () => {
  it('adds entries for new date-range columns and keeps the same object otherwise', () => {
    const bare: SearchState = { values: {}, dateRanges: {}, page: 1, pageSize: 20, sort: [] };
    expect(withDateRangeEntries(bare, columns, clock).dateRanges).toEqual({ adddate: { enabled: true, range: ['2026-06-08', '2026-06-15'] } });
    const full = state({});
    expect(withDateRangeEntries(full, columns, clock)).toBe(full);
  });

  it.each([
    ['all (the default)', true, true],
    ['none', false, false],
    ['the named column', ['adddate'], true],
    ['other columns only', ['lottable04'], false],
    ['a predicate', (code: string) => !code.startsWith('lottable'), true],
  ] as const)('ticks the date-range checkbox as asked: %s', (_name, on, enabled) => {
    const bare: SearchState = { values: {}, dateRanges: {}, page: 1, pageSize: 20, sort: [] };
    expect(withDateRangeEntries(bare, columns, clock, on).dateRanges.adddate?.enabled).toBe(enabled);
    expect(initialSearchState(columns, clock, 20, on).dateRanges.adddate).toEqual({ enabled, range: ['2026-06-08', '2026-06-15'] });
  });
});

describe('otherFilterValues', () => {
  it('gives the other filters that hold a value, codes comma-joined, ranges left out', () => {
    const s = state({ values: { receiptkey: 'ASN', status: ' 10 ', sku: ['A', 'B'], qty: '' } });
    expect(otherFilterValues(columns, s, 'sku')).toEqual({ receiptkey: 'ASN', status: '10' });
    expect(otherFilterValues(columns, s, 'status')).toEqual({ receiptkey: 'ASN', sku: 'A,B' });
  });
});

describe('digitsOnly', () => {
  it.each([['12a3', '123'], ['-5', '5'], ['', ''], ['１２', '']])('%p → %p', (input, output) => {
    expect(digitsOnly(input)).toBe(output);
  });
});
