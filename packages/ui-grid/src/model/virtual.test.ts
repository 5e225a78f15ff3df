import { columnOffsets, indexesToRender, sameRange, visibleColumns, visibleRows, scrollLeftToShow } from './virtual';

describe('visibleRows', () => {
  it.each([
    // scrollTop, viewport, count, overscan → range
    [0, 300, 500, 0, { start: 0, end: 9 }],
    [0, 300, 500, 4, { start: 0, end: 13 }],
    [3000, 300, 500, 4, { start: 96, end: 113 }],
    [14_700, 300, 500, 4, { start: 486, end: 499 }],
    [15, 300, 500, 0, { start: 0, end: 10 }],
    [0, 300, 3, 4, { start: 0, end: 2 }],
    [0, 300, 0, 4, { start: 0, end: -1 }],
  ])('top %i, viewport %i, %i rows, overscan %i', (top, viewport, count, overscan, range) => {
    expect(visibleRows(top, viewport, 30, count, overscan)).toEqual(range);
  });
});

describe('visibleColumns', () => {
  const offsets = columnOffsets([66, 100, 200, 100, 150, 100]);
  it('prefix-sums widths', () => {
    expect(offsets).toEqual([0, 66, 166, 366, 466, 616, 716]);
  });
  it.each([
    [0, 200, 0, { start: 0, end: 2 }],
    [170, 200, 0, { start: 2, end: 3 }],
    [170, 200, 1, { start: 1, end: 4 }],
    [600, 500, 0, { start: 4, end: 5 }],
  ])('left %i, viewport %i, overscan %i', (left, viewport, overscan, range) => {
    expect(visibleColumns(left, viewport, offsets, overscan)).toEqual(range);
  });
  it('gives nothing without columns', () => {
    expect(visibleColumns(0, 500, [0])).toEqual({ start: 0, end: -1 });
  });
});

describe('indexesToRender', () => {
  it.each([
    [{ start: 10, end: 13 }, undefined, [10, 11, 12, 13]],
    [{ start: 10, end: 13 }, 11, [10, 11, 12, 13]],
    [{ start: 10, end: 13 }, 2, [2, 10, 11, 12, 13]],
    [{ start: 10, end: 13 }, 40, [10, 11, 12, 13, 40]],
  ])('%p keeping %p', (range, keep, indexes) => {
    expect(indexesToRender(range, keep)).toEqual(indexes);
  });
  it('compares ranges', () => {
    expect(sameRange({ start: 1, end: 2 }, { start: 1, end: 2 })).toBe(true);
    expect(sameRange({ start: 1, end: 2 }, { start: 1, end: 3 })).toBe(false);
  });
});

describe('scrollLeftToShow', () => {
  const view = { scrollLeft: 300, clientWidth: 400 };
  it('leaves a column already in view where it is', () => {
    expect(scrollLeftToShow({ left: 400, width: 100 }, view)).toBe(300);
  });
  it('moves the least that shows a column left or right of the view', () => {
    expect(scrollLeftToShow({ left: 200, width: 100 }, view)).toBe(200);
    expect(scrollLeftToShow({ left: 650, width: 100 }, view)).toBe(350);
  });
  it('shows a column right of a pinned one beside it, not under it', () => {
    expect(scrollLeftToShow({ left: 400, width: 100, covered: 150 }, view)).toBe(250);
    expect(scrollLeftToShow({ left: 500, width: 100, covered: 150 }, view)).toBe(300);
  });
});
