import { clampPosition, keyToMove, movePosition, type GridMove } from './keyboard';

describe('keyToMove', () => {
  it.each([
    [{ key: 'ArrowUp' }, 'up'],
    [{ key: 'ArrowDown' }, 'down'],
    [{ key: 'ArrowLeft' }, 'left'],
    [{ key: 'ArrowRight' }, 'right'],
    [{ key: 'Home' }, 'rowStart'],
    [{ key: 'End' }, 'rowEnd'],
    [{ key: 'Home', ctrlKey: true }, 'gridStart'],
    [{ key: 'End', ctrlKey: true }, 'gridEnd'],
    [{ key: 'End', metaKey: true }, 'gridEnd'],
    [{ key: 'PageUp' }, 'pageUp'],
    [{ key: 'PageDown' }, 'pageDown'],
    [{ key: 'ArrowDown', altKey: true }, undefined],
    [{ key: 'ArrowDown', ctrlKey: true }, undefined],
    [{ key: 'Enter' }, undefined],
    [{ key: 'a' }, undefined],
  ])('%p → %p', (input, move) => {
    expect(keyToMove(input)).toBe(move);
  });
});

describe('movePosition', () => {
  // 2 header rows, 100 data rows, 1 summary row; 8 columns; 10 rows a page.
  const extent = { rowCount: 103, colCount: 8, pageRows: 10, headerRows: 2 };
  it.each<[{ row: number; col: number }, GridMove, { row: number; col: number }]>([
    [{ row: 5, col: 3 }, 'up', { row: 4, col: 3 }],
    [{ row: 0, col: 3 }, 'up', { row: 0, col: 3 }],
    [{ row: 5, col: 3 }, 'down', { row: 6, col: 3 }],
    [{ row: 102, col: 3 }, 'down', { row: 102, col: 3 }],
    [{ row: 5, col: 0 }, 'left', { row: 5, col: 0 }],
    [{ row: 5, col: 7 }, 'right', { row: 5, col: 7 }],
    [{ row: 5, col: 3 }, 'rowStart', { row: 5, col: 0 }],
    [{ row: 5, col: 3 }, 'rowEnd', { row: 5, col: 7 }],
    [{ row: 5, col: 3 }, 'pageDown', { row: 15, col: 3 }],
    [{ row: 98, col: 3 }, 'pageDown', { row: 102, col: 3 }],
    [{ row: 30, col: 3 }, 'pageUp', { row: 20, col: 3 }],
    // PageUp stops at the first data row, not in the search row.
    [{ row: 5, col: 3 }, 'pageUp', { row: 2, col: 3 }],
    // From the header rows PageUp may go to the very top.
    [{ row: 1, col: 3 }, 'pageUp', { row: 0, col: 3 }],
    [{ row: 50, col: 4 }, 'gridStart', { row: 0, col: 0 }],
    [{ row: 50, col: 4 }, 'gridEnd', { row: 102, col: 7 }],
  ])('%p %s → %p', (from, move, to) => {
    expect(movePosition(from, move, extent)).toEqual(to);
  });

  it('keeps an empty grid at 0,0 and pulls stale positions inside', () => {
    expect(movePosition({ row: 9, col: 9 }, 'down', { rowCount: 0, colCount: 0, pageRows: 5 })).toEqual({ row: 0, col: 0 });
    expect(movePosition({ row: 40, col: 2 }, 'up', { rowCount: 12, colCount: 4, pageRows: 5 })).toEqual({ row: 10, col: 2 });
  });
});

describe('clampPosition', () => {
  it.each([
    [{ row: 30, col: 9 }, { row: 21, col: 4 }],
    [{ row: 3, col: 2 }, { row: 3, col: 2 }],
    [{ row: -1, col: -1 }, { row: 0, col: 0 }],
  ])('%p → %p', (position, expected) => {
    expect(clampPosition(position, { rowCount: 22, colCount: 5 })).toEqual(expected);
  });
});
