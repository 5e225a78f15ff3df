/** Height the grid takes from the window when no offset is given (header, tabs, toolbar). */
export const DEFAULT_HEIGHT_OFFSET = 180;
/** The pagination bar's share (CONTRACT.md §2: 60 more when pagination is shown). */
export const PAGINATION_HEIGHT = 60;
/** The grid never gets shorter than this, however small the window. */
export const MIN_GRID_HEIGHT = 200;

/** The grid's height: window height minus the offsets, minus 60 more with pagination. */
export function gridHeight(windowHeight: number, offset: number, withPagination: boolean): number {
  return Math.max(MIN_GRID_HEIGHT, Math.round(windowHeight - offset - (withPagination ? PAGINATION_HEIGHT : 0)));
}
