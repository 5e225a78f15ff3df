import { SIZES } from '@wms/ui-core';
import type { GridColumn } from './columns';

/** What a grid column is: one of the grid's own, or a data column of the definitions. */
export type LayoutColumnKind = 'index' | 'select' | 'edit' | 'info' | 'data' | 'delete';

/** A column as laid out: its kind, key, width and, for data columns, the column. */
export interface LayoutColumn {
  key: string;
  kind: LayoutColumnKind;
  width: number;
  column?: GridColumn;
}

/** Widths of the grid's own columns, px (index 66: CONTRACT.md §9). */
export const OWN_COLUMN_WIDTHS = { index: SIZES.indexColumnWidth, select: 40, edit: 72, info: 72, delete: 72 } as const;

/** Which of the grid's own columns show. */
export interface LayoutOptions {
  selectable: boolean;
  editColumn: boolean;
  infoColumn: boolean;
  /** A row-delete action is offered (shown only while the page has more than one row). */
  deleteColumn: boolean;
  /** Rows on the page now: the delete column shows only when more than one (CONTRACT.md §2). */
  rowCount: number;
}

/**
 * The grid's columns in order: index (66 wide), selection, edit, info, the data columns, and the
 * row-delete action when more than one row exists. aria-colindex is the position + 1.
 */
export function layoutColumns(columns: readonly GridColumn[], options: LayoutOptions): LayoutColumn[] {
  const layout: LayoutColumn[] = [{ key: '__index', kind: 'index', width: OWN_COLUMN_WIDTHS.index }];
  if (options.selectable) layout.push({ key: '__select', kind: 'select', width: OWN_COLUMN_WIDTHS.select });
  if (options.editColumn) layout.push({ key: '__edit', kind: 'edit', width: OWN_COLUMN_WIDTHS.edit });
  if (options.infoColumn) layout.push({ key: '__info', kind: 'info', width: OWN_COLUMN_WIDTHS.info });
  for (const column of columns) layout.push({ key: column.code, kind: 'data', width: column.width, column });
  if (options.deleteColumn && options.rowCount > 1) layout.push({ key: '__delete', kind: 'delete', width: OWN_COLUMN_WIDTHS.delete });
  return layout;
}

/** Rows above the data: the header row and the search row. */
export const HEADER_ROWS = 2;

/** What a grid row (0-based over the whole grid) is. */
export type RowPlace = { kind: 'header' } | { kind: 'search' } | { kind: 'data'; index: number } | { kind: 'summary' };

/** The place of a grid row: header, search, data row `index`, or the summary row. */
export function rowPlace(row: number, dataRows: number): RowPlace {
  if (row === 0) return { kind: 'header' };
  if (row === 1) return { kind: 'search' };
  const index = row - HEADER_ROWS;
  return index < dataRows ? { kind: 'data', index } : { kind: 'summary' };
}
