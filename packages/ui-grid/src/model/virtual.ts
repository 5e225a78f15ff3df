/**
 * Virtualisation arithmetic: which rows and columns to render for a scroll position. Pure, so
 * that DataGrid and SheetGrid share it (see hooks/useVirtualGrid).
 */

/** An inclusive index range; `end < start` means nothing. */
export interface IndexRange {
  start: number;
  end: number;
}

export const EMPTY_RANGE: IndexRange = { start: 0, end: -1 };

/** The left offset of each column, and the total width as the last entry. */
export function columnOffsets(widths: readonly number[]): number[] {
  const offsets = [0];
  for (const width of widths) offsets.push((offsets[offsets.length - 1] ?? 0) + width);
  return offsets;
}

/** The rows (of a fixed height) that a viewport shows, widened by `overscan` on each side. */
export function visibleRows(scrollTop: number, viewport: number, rowHeight: number, count: number, overscan = 4): IndexRange {
  if (count <= 0 || rowHeight <= 0) return EMPTY_RANGE;
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + Math.max(0, viewport)) / rowHeight) - 1;
  return { start: Math.max(0, Math.min(first, count - 1) - overscan), end: Math.min(count - 1, Math.max(last, first) + overscan) };
}

/** The first index whose end is past `x` (binary search over offsets). */
function indexAt(offsets: readonly number[], x: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((offsets[mid + 1] ?? 0) <= x) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The columns (of varying widths, given as offsets) that a viewport shows, plus overscan. */
export function visibleColumns(scrollLeft: number, viewport: number, offsets: readonly number[], overscan = 2): IndexRange {
  const count = offsets.length - 1;
  if (count <= 0) return EMPTY_RANGE;
  const left = Math.max(0, scrollLeft);
  const first = indexAt(offsets, left);
  const last = indexAt(offsets, left + Math.max(0, viewport) - 1);
  return { start: Math.max(0, first - overscan), end: Math.min(count - 1, last + overscan) };
}

/**
 * The indexes to render: the range, plus `keep` (the focused row or column) when it lies
 * outside, so that the focused cell stays mounted while scrolled out of view.
 */
export function indexesToRender(range: IndexRange, keep?: number): number[] {
  const indexes: number[] = [];
  if (keep !== undefined && keep >= 0 && keep < range.start) indexes.push(keep);
  for (let i = range.start; i <= range.end; i++) indexes.push(i);
  if (keep !== undefined && keep > range.end) indexes.push(keep);
  return indexes;
}

/** True when two ranges hold the same indexes (scroll updates that change nothing are skipped). */
export function sameRange(a: IndexRange, b: IndexRange): boolean {
  return a.start === b.start && a.end === b.end;
}

/**
 * The scrollLeft that shows a column of `left` and `width` in a viewport of `clientWidth` now at
 * `scrollLeft`, the least move that does; `covered` is the width a pinned column keeps over the
 * viewport's left edge (a cell is in view only right of it).
 */
export function scrollLeftToShow(column: { left: number; width: number; covered?: number }, view: { scrollLeft: number; clientWidth: number }): number {
  const covered = column.covered ?? 0;
  if (column.left - covered < view.scrollLeft) return column.left - covered;
  if (column.left + column.width > view.scrollLeft + view.clientWidth) return column.left + column.width - view.clientWidth;
  return view.scrollLeft;
}

/**
 * The room before each rendered column in a row's flow: 0 where the column follows the one
 * rendered before it, else the width of the columns between them (the columns scrolled out of
 * view, left of the first rendered one or between the pinned column and the rest).
 */
export function cellGaps(columnIndexes: readonly number[], offsets: readonly number[], widths: readonly number[]): number[] {
  let end = 0;
  return columnIndexes.map((col) => {
    const left = offsets[col] ?? end;
    const gap = Math.max(0, left - end);
    end = left + (widths[col] ?? 0);
    return gap;
  });
}
