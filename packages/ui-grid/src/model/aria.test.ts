import { ariaRowCount, dataRowAriaIndex, summaryRowAriaIndex } from './aria';

describe('aria row indexes of a paged grid', () => {
  it.each([
    [{ headerRows: 2, total: 1000 }, 1002],
    [{ headerRows: 2, total: 1000, summary: true }, 1003],
    [{ headerRows: 2, total: 0 }, 2],
    [{ headerRows: 1, total: 45 }, 46],
  ])('aria-rowcount of %p is %i', (layout, count) => {
    expect(ariaRowCount(layout)).toBe(count);
  });

  it.each([
    // index on page, page, size → aria-rowindex
    [0, 1, 20, 3],
    [19, 1, 20, 22],
    [0, 3, 20, 43],
    [4, 3, 20, 47],
    [0, 2, 500, 503],
  ])('row %i of page %i (size %i) is aria-rowindex %i', (index, page, pageSize, expected) => {
    expect(dataRowAriaIndex(index, { page, pageSize }, 2)).toBe(expected);
  });

  it('puts the summary row last', () => {
    expect(summaryRowAriaIndex({ headerRows: 2, total: 45 })).toBe(48);
  });
});
