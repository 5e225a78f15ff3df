/**
 * ARIA indexes of a paged grid. aria-rowcount is the server's total plus the rows above (and
 * below) the data, so that a screen reader says "row 45 of 1 002" on page 3, not "row 5 of 22".
 */

export interface AriaRowLayout {
  /** Rows above the data: header row, search row. */
  headerRows: number;
  /** The server's total rows of the query. */
  total: number;
  /** A summary row below the data. */
  summary?: boolean;
}

/** aria-rowcount of the grid. */
export function ariaRowCount(layout: AriaRowLayout): number {
  return layout.headerRows + Math.max(0, layout.total) + (layout.summary ? 1 : 0);
}

/** aria-rowindex (1-based) of the data row at `index` on the page. */
export function dataRowAriaIndex(index: number, page: { page: number; pageSize: number }, headerRows: number): number {
  return headerRows + (Math.max(1, page.page) - 1) * page.pageSize + index + 1;
}

/** aria-rowindex of the summary row: the last row. */
export function summaryRowAriaIndex(layout: AriaRowLayout): number {
  return ariaRowCount({ ...layout, summary: true });
}
