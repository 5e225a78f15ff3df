/**
 * Keyboard navigation of a grid (WAI-ARIA grid pattern) as pure functions over positions, so that
 * DataGrid and SheetGrid share one rule set. Rows and columns are 0-based over everything the
 * grid shows: header rows first, then data rows, then a summary row.
 */

/** A cell position: row and column, 0-based over the whole grid. */
export interface CellPosition {
  row: number;
  col: number;
}

/** The size of the grid as navigation sees it. */
export interface GridExtent {
  /** Every row: header rows + data rows (+ summary). */
  rowCount: number;
  colCount: number;
  /** Rows that PageUp/PageDown move by (the rows one viewport holds; at least 1). */
  pageRows: number;
  /**
   * Rows above the data (header, search row). PageUp/PageDown stay within the data rows when
   * there are any, as spreadsheets and AG Grid do; arrows still reach the header rows.
   */
  headerRows?: number;
}

/** A move the keyboard asks for. */
export type GridMove =
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'rowStart'
  | 'rowEnd'
  | 'pageUp'
  | 'pageDown'
  | 'gridStart'
  | 'gridEnd';

/** The subset of a keyboard event navigation reads. */
export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
}

/**
 * The move of a key, or undefined when the key is not a navigation key (then the grid lets it
 * through). Ctrl (or ⌘) with Home/End goes to the grid's first/last cell.
 *
 * @example keyToMove({ key: 'End', ctrlKey: true }) // 'gridEnd'
 */
export function keyToMove(input: KeyInput): GridMove | undefined {
  if (input.altKey) return undefined;
  const ctrl = Boolean(input.ctrlKey || input.metaKey);
  switch (input.key) {
    case 'ArrowUp':
      return ctrl ? undefined : 'up';
    case 'ArrowDown':
      return ctrl ? undefined : 'down';
    case 'ArrowLeft':
      return ctrl ? undefined : 'left';
    case 'ArrowRight':
      return ctrl ? undefined : 'right';
    case 'Home':
      return ctrl ? 'gridStart' : 'rowStart';
    case 'End':
      return ctrl ? 'gridEnd' : 'rowEnd';
    case 'PageUp':
      return 'pageUp';
    case 'PageDown':
      return 'pageDown';
    default:
      return undefined;
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * Where focus goes after a move. Moves stop at the edges (no wrapping), as the grid pattern
 * says. An empty grid keeps the position at 0,0.
 *
 * @example movePosition({ row: 2, col: 0 }, 'pageDown', { rowCount: 102, colCount: 5, pageRows: 10 })
 * // { row: 12, col: 0 }
 */
export function movePosition(position: CellPosition, move: GridMove, extent: GridExtent): CellPosition {
  const lastRow = Math.max(0, extent.rowCount - 1);
  const lastCol = Math.max(0, extent.colCount - 1);
  const page = Math.max(1, extent.pageRows);
  const headerRows = extent.headerRows ?? 0;
  const row = clamp(position.row, 0, lastRow);
  const col = clamp(position.col, 0, lastCol);
  // PageUp stops at the first data row unless focus is already in the header rows.
  const pageFloor = row >= headerRows && headerRows <= lastRow ? headerRows : 0;
  switch (move) {
    case 'up':
      return { row: Math.max(0, row - 1), col };
    case 'down':
      return { row: Math.min(lastRow, row + 1), col };
    case 'left':
      return { row, col: Math.max(0, col - 1) };
    case 'right':
      return { row, col: Math.min(lastCol, col + 1) };
    case 'rowStart':
      return { row, col: 0 };
    case 'rowEnd':
      return { row, col: lastCol };
    case 'pageUp':
      return { row: Math.max(pageFloor, row - page), col };
    case 'pageDown':
      return { row: Math.min(lastRow, row + page), col };
    case 'gridStart':
      return { row: 0, col: 0 };
    case 'gridEnd':
      return { row: lastRow, col: lastCol };
  }
}

/** The position kept inside the grid after it shrinks (fewer rows on a new page). */
export function clampPosition(position: CellPosition, extent: Pick<GridExtent, 'rowCount' | 'colCount'>): CellPosition {
  return { row: clamp(position.row, 0, Math.max(0, extent.rowCount - 1)), col: clamp(position.col, 0, Math.max(0, extent.colCount - 1)) };
}
