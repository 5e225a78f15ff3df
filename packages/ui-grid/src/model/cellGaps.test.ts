import { cellGaps } from './virtual';

// Columns 0..5, 100 px each except column 1 (60 px): left edges 0, 100, 160, 260, 360, 460.
const widths = [100, 60, 100, 100, 100, 100];
const offsets = [0, 100, 160, 260, 360, 460];

describe('cellGaps (a row\'s cells in its flow)', () => {
  it('puts no gap between columns that follow each other', () => {
    expect(cellGaps([0, 1, 2, 3], offsets, widths)).toEqual([0, 0, 0, 0]);
  });

  it('puts the columns scrolled out of view before the first rendered one', () => {
    expect(cellGaps([3, 4, 5], offsets, widths)).toEqual([260, 0, 0]);
  });

  it('puts the columns between the pinned (or kept) column and the rest between them', () => {
    // Column 1 pinned, the view scrolled to columns 4 and 5.
    expect(cellGaps([1, 4, 5], offsets, widths)).toEqual([100, 200, 0]);
    // A focused column 0 kept mounted, the view at columns 3 to 5.
    expect(cellGaps([0, 3, 4, 5], offsets, widths)).toEqual([0, 160, 0, 0]);
  });

  it('places every cell at its column\'s left edge', () => {
    const columns = [1, 3, 5];
    const gaps = cellGaps(columns, offsets, widths);
    let x = 0;
    columns.forEach((col, i) => {
      x += gaps[i] ?? 0;
      expect(x).toBe(offsets[col]);
      x += widths[col] ?? 0;
    });
  });
});
