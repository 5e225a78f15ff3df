import { columnWidth, optionSource, toGridColumns } from './columns';
import type { ColumnDefinition } from './types';

const column = (overrides: Partial<ColumnDefinition> & { code: string }): ColumnDefinition => ({
  name: overrides.code, width: 120, type: 10402, issearch: 1, ...overrides,
});

describe('columnWidth', () => {
  it.each([
    [150, 150],
    ['180', 180],
    ['80', 100],
    [undefined, 100],
    ['wide', 100],
    [120.6, 121],
  ])('%p gives %i', (width, expected) => {
    expect(columnWidth(width)).toBe(expected);
  });
});

describe('optionSource', () => {
  it.each([
    [undefined, { kind: 'none' }],
    ['  ', { kind: 'none' }],
    ['/option/status?ownerId=1', { kind: 'path', path: '/option/status?ownerId=1' }],
    ['[{"code":" 10 ","description":"新建"},{"code":20}]', { kind: 'list', options: [{ code: '10', description: '新建' }, { code: '20', description: '20' }] }],
    ['{"code":1}', { kind: 'none' }],
    ['[not json', { kind: 'none' }],
  ])('%p', (searchData, expected) => {
    expect(optionSource(searchData)).toEqual(expected);
  });
});

describe('toGridColumns', () => {
  it('orders by sort_num, right-aligns numbers and reads the filter type', () => {
    const columns = toGridColumns([
      column({ code: 'qty', type: 10401, sort_num: 3, issearch: 1 }),
      column({ code: 'no', sort_num: 1 }),
      column({ code: 'created', type: 10403, sort_num: 2, issearch: 5, width: '160' }),
      column({ code: 'remark', issearch: 9 }),
    ]);
    expect(columns.map((c) => c.code)).toEqual(['no', 'created', 'qty', 'remark']);
    expect(columns.map((c) => c.align)).toEqual(['start', 'start', 'end', 'start']);
    expect(columns.map((c) => c.kind)).toEqual(['string', 'datetime', 'numeric', 'string']);
    expect(columns.map((c) => c.filter)).toEqual([1, 5, 1, 0]);
    expect(columns[1]?.width).toBe(160);
  });

  it('keeps the given order among columns without sort_num', () => {
    expect(toGridColumns([column({ code: 'b' }), column({ code: 'a' })]).map((c) => c.code)).toEqual(['b', 'a']);
  });
});
