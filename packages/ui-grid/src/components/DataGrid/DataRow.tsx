import { memo, type ChangeEvent, type CSSProperties, type MouseEvent } from 'react';
import type { TFunction } from 'i18next';
import type { LayoutColumn } from '../../model/gridLayout';
import { HEADER_ROWS } from '../../model/gridLayout';
import { isStatusField } from '../../model/status';
import type { GridOption } from '../../model/types';
import { CellBox, Checkmark, LinkButton, RowBox } from './cells';
import { ROW_HEIGHT } from './DataGrid.styles';
import { StatusCell, type RenderCell } from './GridCells';
import { dataCellText, type LazyClock } from './cellText';

/**
 * What every data cell reads besides its row: one object per grid render that changes only when
 * one of these does, so a row and its cells skip rendering while the grid scrolls. The handlers
 * are stable and find their row and column from the cell's `data-row` / `data-col` (no closure
 * per cell).
 */
export interface RowContext {
  layout: readonly LayoutColumn[];
  /** `{ left, width }` of each layout column, shared by every row. */
  columnStyles: readonly CSSProperties[];
  statusOptions: Readonly<Record<string, readonly GridOption[]>>;
  permission: boolean;
  indexAction: 'edit' | 'info' | 'none';
  renderCell: RenderCell<Record<string, unknown>> | undefined;
  /** Row number of the page's first row, minus one: (page − 1) × page size. */
  rowNumberBase: number;
  clock: LazyClock;
  t: TFunction<'grid'>;
  /** A click on a data, index or summary cell: copy, or the index action. */
  onCellClick: (event: MouseEvent<HTMLElement>) => void;
  onToggleRow: (event: ChangeEvent<HTMLInputElement>) => void;
  onEditClick: (event: MouseEvent<HTMLElement>) => void;
  onInfoClick: (event: MouseEvent<HTMLElement>) => void;
  onDeleteClick: (event: MouseEvent<HTMLElement>) => void;
}

interface DataCellProps {
  row: Record<string, unknown>;
  index: number;
  col: number;
  focused: boolean;
  /** The row's selection, for the selection column only (false elsewhere). */
  checked: boolean;
  ctx: RowContext;
}

/** One data cell, memoised: a row that moves its column range renders only the cells it gains. */
const DataCell = memo(function DataCell({ row, index, col, focused, checked, ctx }: DataCellProps) {
  const column = ctx.layout[col];
  if (!column) return null;
  const n = ctx.rowNumberBase + index + 1;
  const common = { 'data-row': HEADER_ROWS + index, 'data-col': col, 'aria-colindex': col + 1, tabIndex: focused ? 0 : -1, style: ctx.columnStyles[col] };
  switch (column.kind) {
    case 'index':
      return (
        <CellBox role="gridcell" $text $clickable={ctx.indexAction !== 'none'} onClick={ctx.onCellClick} {...common}>
          {n}
        </CellBox>
      );
    case 'select':
      return (
        <CellBox role="gridcell" {...common}>
          <Checkmark tabIndex={-1} aria-label={ctx.t('dataGrid.selectRow', { n })} checked={checked} onChange={ctx.onToggleRow} />
        </CellBox>
      );
    case 'edit':
      return (
        <CellBox role="gridcell" {...common}>
          <LinkButton tabIndex={-1} disabled={!ctx.permission} aria-label={ctx.t('dataGrid.editRow', { n })} onClick={ctx.onEditClick}>{ctx.t('dataGrid.edit')}</LinkButton>
        </CellBox>
      );
    case 'info':
      return (
        <CellBox role="gridcell" {...common}>
          <LinkButton tabIndex={-1} aria-label={ctx.t('dataGrid.infoRow', { n })} onClick={ctx.onInfoClick}>{ctx.t('dataGrid.info')}</LinkButton>
        </CellBox>
      );
    case 'delete':
      return (
        <CellBox role="gridcell" {...common}>
          <LinkButton danger tabIndex={-1} disabled={!ctx.permission} aria-label={ctx.t('dataGrid.deleteRow', { n })} onClick={ctx.onDeleteClick}>{ctx.t('dataGrid.delete')}</LinkButton>
        </CellBox>
      );
    case 'data': {
      const gridColumn = column.column;
      if (!gridColumn) return null;
      const value = row[gridColumn.code];
      const text = dataCellText(gridColumn, value, ctx.clock);
      const custom = ctx.renderCell?.({ row, rowIndex: index, column: gridColumn, value, text });
      // Plain text is the cell's own text (one element a cell, not two: half the DOM to create,
      // style and lay out per scroll frame); a status tag or custom content goes inside.
      const plain = custom === undefined && !isStatusField(gridColumn.code);
      const content = custom !== undefined ? custom : plain ? text : <StatusCell field={gridColumn.code} code={value} options={ctx.statusOptions[gridColumn.code] ?? []} />;
      return (
        <CellBox role="gridcell" $text={plain} $clickable $align={gridColumn.align} title={text || undefined} onClick={ctx.onCellClick} {...common}>
          {content}
        </CellBox>
      );
    }
  }
});

export interface DataRowProps {
  row: Record<string, unknown>;
  /** The row's index on the page. */
  index: number;
  ariaRowIndex: number;
  selectable: boolean;
  selected: boolean;
  /** Marked as changed by an in-place refresh. */
  changed?: boolean;
  width: number;
  /** The columns to render (virtualised; the focused one included). */
  columnIndexes: readonly number[];
  /** The focused column when focus is in this row, else -1. */
  focusCol: number;
  ctx: RowContext;
}

/**
 * One data row, memoised: scrolling vertically renders only the rows that come into view,
 * scrolling sideways only the cells that do, and a focus move only the two cells it leaves and
 * enters.
 */
export const DataRow = memo(function DataRow({ row, index, ariaRowIndex, selectable, selected, changed = false, width, columnIndexes, focusCol, ctx }: DataRowProps) {
  return (
    <RowBox
      $changed={changed}
      role="row"
      aria-rowindex={ariaRowIndex}
      aria-selected={selectable ? selected : undefined}
      $selected={selected}
      $striped={index % 2 === 1}
      style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT, width }}
    >
      {columnIndexes.map((col) => (
        <DataCell key={ctx.layout[col]?.key ?? col} row={row} index={index} col={col} focused={col === focusCol} checked={selected && ctx.layout[col]?.kind === 'select'} ctx={ctx} />
      ))}
    </RowBox>
  );
});
