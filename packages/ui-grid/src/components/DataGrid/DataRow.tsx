import { memo, type ReactNode } from 'react';
import { RowBox } from './cells';
import { ROW_HEIGHT } from './DataGrid.styles';

export interface DataRowProps {
  row: Record<string, unknown> | undefined;
  /** The row's index on the page. */
  index: number;
  ariaRowIndex: number;
  selectable: boolean;
  selected: boolean;
  width: number;
  /** The columns to render (virtualised; the focused one included). */
  columnIndexes: readonly number[];
  /** The focused column when focus is in this row, else -1. */
  focusCol: number;
  /** Changes whenever anything else a cell reads changes (see DataGrid's rowVersion). */
  version: object;
  /** Renders one cell; a new function each grid render, so it is left out of the comparison. */
  cell: (index: number, col: number) => ReactNode;
}

function sameRow(a: DataRowProps, b: DataRowProps): boolean {
  return (
    a.row === b.row && a.index === b.index && a.ariaRowIndex === b.ariaRowIndex && a.selectable === b.selectable && a.selected === b.selected &&
    a.width === b.width && a.columnIndexes === b.columnIndexes && a.focusCol === b.focusCol && a.version === b.version
  );
}

/**
 * One data row, memoised: scrolling vertically renders only the rows that come into view, and
 * a focus move only the two rows it leaves and enters.
 */
export const DataRow = memo(function DataRow({ index, ariaRowIndex, selectable, selected, width, columnIndexes, cell }: DataRowProps) {
  return (
    <RowBox
      role="row"
      aria-rowindex={ariaRowIndex}
      aria-selected={selectable ? selected : undefined}
      $selected={selected}
      $striped={index % 2 === 1}
      style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT, width }}
    >
      {columnIndexes.map((col) => cell(index, col))}
    </RowBox>
  );
}, sameRow);
