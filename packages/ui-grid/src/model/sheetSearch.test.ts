/** @jest-environment node */
import { EMPTY_SEARCH, isSearchActive, matchesSearch, type SheetSearch } from './sheetSearch';

const texts = ['ASN2026061500', '华东物流', '矿泉水 550ml'];

it.each<[string, Partial<SheetSearch>, unknown, boolean]>([
  ['no search passes', {}, '2026-06-10', true],
  ['a keyword in any column', { keyword: '华东' }, null, true],
  ['case-insensitive', { keyword: 'asn2026' }, null, true],
  ['every word must appear', { keyword: '华东 550ML' }, null, true],
  ['a missing word fails', { keyword: '华东 北方' }, null, false],
  ['date range ignored while unticked', { dateRange: ['2026-06-01', '2026-06-02'] }, '2026-06-10', true],
  ['date inside the range', { dateEnabled: true, dateRange: ['2026-06-08', '2026-06-15'] }, '2026-06-10 09:30:00', true],
  ['the end day is included', { dateEnabled: true, dateRange: ['2026-06-08', '2026-06-10'] }, '2026-06-10 23:59:59', true],
  ['date outside the range', { dateEnabled: true, dateRange: ['2026-06-11', '2026-06-15'] }, '2026-06-10', false],
  ['no date fails a ticked range', { dateEnabled: true, dateRange: ['2026-06-11', '2026-06-15'] }, '', false],
  ['ticked without a range passes', { dateEnabled: true }, '', true],
])('%s', (_name, search, date, expected) => {
  expect(matchesSearch(texts, date, { ...EMPTY_SEARCH, ...search })).toBe(expected);
});

it('isSearchActive', () => {
  expect(isSearchActive(EMPTY_SEARCH)).toBe(false);
  expect(isSearchActive({ ...EMPTY_SEARCH, keyword: ' ' })).toBe(false);
  expect(isSearchActive({ ...EMPTY_SEARCH, dateEnabled: true, dateRange: ['a', 'b'] })).toBe(true);
});
