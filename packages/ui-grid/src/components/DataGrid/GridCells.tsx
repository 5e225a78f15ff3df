import { memo, type ReactNode } from 'react';
import { StatusTag, type QuickT } from '@wms/ui-core';
import type { GridColumn } from '../../model/columns';
import { statusLook } from '../../model/status';
import type { GridOption } from '../../model/types';

/** What a `renderCell` seam receives for one data cell. */
export interface CellRenderContext<Row> {
  row: Row;
  /** The row's index on the page. */
  rowIndex: number;
  column: GridColumn;
  value: unknown;
  /** The cell's text as shown and copied (datetimes as yyyy-MM-dd HH:mm:ss). */
  text: string;
}

/**
 * A column's cell renderer: return content for a cell, or undefined for the default (text, or
 * the status renderer on status fields). SheetGrid passes its editors through the same seam.
 */
export type RenderCell<Row> = (context: CellRenderContext<Row>) => ReactNode | undefined;

/** The status renderer: the option's description in its status or finish-flag colour. */
export function StatusCell({ field, code, options }: { field: string; code: unknown; options: readonly GridOption[] }) {
  const look = statusLook(field, code, options);
  if (!look) return null;
  return look.finishFlag ? <StatusTag finishFlag={look.finishFlag}>{look.label}</StatusTag> : <StatusTag index={look.index}>{look.label}</StatusTag>;
}

/**
 * A header's label with its sort mark: the elements of CellText and the sort mark (`.g-sort`), made by a call, not
 * three components a header cell (issue 50).
 */
export function headerLabel(name: string, sort: 'ascending' | 'descending' | 'none') {
  return (
    <>
      <span className="g-text">{name}</span>
      {sort === 'none' ? null : <span aria-hidden="true" className="g-sort">{sort === 'ascending' ? '▲' : '▼'}</span>}
    </>
  );
}


/** The keyboard hint for screen readers (described by the grid), in the grid's `t` (no hook of its own). */
export const KeyboardHint = memo(function KeyboardHint({ id, t }: { id: string; t: QuickT }) {
  return (
    <span id={id} hidden>
      {t('dataGrid.keyboardHint')}
    </span>
  );
});
