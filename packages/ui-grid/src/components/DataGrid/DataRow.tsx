import type { QuickT } from '@wms/ui-core';
import { memo, type ChangeEvent, type CSSProperties, type MouseEvent, type ReactElement } from 'react';
import type { LayoutColumn } from '../../model/gridLayout';
import { HEADER_ROWS } from '../../model/gridLayout';
import { isStatusField } from '../../model/status';
import type { GridOption } from '../../model/types';
import { CellBox, cellClass, Checkmark, LinkButton } from './cells';
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
  /**
   * A data cell's style by layout column, shared by every row: its width (and, for the pinned
   * column once the grid is scrolled sideways, its sticky place). A data row's cells are in the
   * row's flow (DataRow's `gaps` put the room before a cell whose column does not follow the one
   * rendered before it).
   */
  cellStyles: readonly CSSProperties[];
  statusOptions: Readonly<Record<string, readonly GridOption[]>>;
  permission: boolean;
  indexAction: 'edit' | 'info' | 'none';
  renderCell: RenderCell<Record<string, unknown>> | undefined;
  /** Row number of the page's first row, minus one: (page − 1) × page size. */
  rowNumberBase: number;
  clock: LazyClock;
  t: QuickT;
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
  /** The room left before this cell in the row's flow (px): the columns not rendered (0 mostly). */
  gap: number;
  focused: boolean;
  /** The row's selection, for the selection column only (false elsewhere). */
  checked: boolean;
  ctx: RowContext;
}

/**
 * A plain text cell's tooltip: its whole text (the cell may cut it off), set when the pointer
 * first comes over the cell, and again if the text changed since. The title was an attribute of
 * every cell at every render, a few hundred in a mount (issue 50); pointing at a cell is rarer.
 */
function showTip(event: MouseEvent<HTMLElement>) {
  const cell = (event.target as Element).closest('.g-tip');
  if (cell instanceof HTMLElement && cell.title !== cell.textContent) cell.title = cell.textContent;
}

/**
 * One data cell's element, made by its row (a call, not a component of its own): a mount makes a
 * few hundred, and a component each cost React a fiber, a render and a memo comparison more per
 * cell (issue 50). A row renders again only when its column range, focus or selection change
 * (DataRow is memoised), and React then compares its cells' few props.
 */
function dataCell({ row, index, col, gap, focused, checked, ctx }: DataCellProps, key: string | number): ReactElement | null {
  const column = ctx.layout[col];
  if (!column) return null;
  const n = ctx.rowNumberBase + index + 1;
  const style = ctx.cellStyles[col];
  const common = { 'data-row': HEADER_ROWS + index, 'data-col': col, 'aria-colindex': col + 1, tabIndex: focused ? 0 : -1, style: gap > 0 ? { ...style, marginLeft: gap } : style };
  switch (column.kind) {
    case 'index':
      return (
        // The grid's roving focus gives every cell its tabIndex (`common`) and handles its keys.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
        <div role="gridcell" className={cellClass(false, ctx.indexAction !== 'none', true)} onClick={ctx.onCellClick} key={key} {...common}>
          {n}
        </div>
      );
    case 'select':
      return (
        <CellBox role="gridcell" key={key} {...common}>
          <Checkmark tabIndex={-1} aria-label={ctx.t('dataGrid.selectRow', { n })} checked={checked} onChange={ctx.onToggleRow} />
        </CellBox>
      );
    case 'edit':
      return (
        <CellBox role="gridcell" key={key} {...common}>
          <LinkButton tabIndex={-1} disabled={!ctx.permission} aria-label={ctx.t('dataGrid.editRow', { n })} onClick={ctx.onEditClick}>{ctx.t('dataGrid.edit')}</LinkButton>
        </CellBox>
      );
    case 'info':
      return (
        <CellBox role="gridcell" key={key} {...common}>
          <LinkButton tabIndex={-1} aria-label={ctx.t('dataGrid.infoRow', { n })} onClick={ctx.onInfoClick}>{ctx.t('dataGrid.info')}</LinkButton>
        </CellBox>
      );
    case 'delete':
      return (
        <CellBox role="gridcell" key={key} {...common}>
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
      // A plain element, not CellBox: one component a cell (a mount renders a few hundred). The
      // grid's roving focus gives it its tabIndex (`common`) and handles its keys. A plain text
      // cell's tooltip is set when the pointer comes over it (`showTip`), not at every render.
      return (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
        <div role="gridcell" className={cellClass(false, true, plain, plain ? 'g-tip' : undefined)} data-align={gridColumn.align} title={plain ? undefined : text || undefined} onClick={ctx.onCellClick} key={key} {...common}>
          {content}
        </div>
      );
    }
  }
}

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
  /** The room before each of their cells in the row's flow (`cellGaps`, one array for every row). */
  gaps: readonly number[];
  /** The focused column when focus is in this row, else -1. */
  focusCol: number;
  ctx: RowContext;
}

/**
 * One data row, memoised: scrolling vertically renders only the rows that come into view,
 * scrolling sideways only the cells that do, and a focus move only the two cells it leaves and
 * enters. Its cells are in the row's flow, side by side at their widths (a gap before a cell
 * whose column does not follow the last one rendered), not each placed absolutely: an
 * absolutely placed element is a paint layer of its own, a few hundred of them in a mount, which
 * the browser lays out and paints one by one (issue 50: about 1 ms of a mount's layout and paint).
 */
export const DataRow = memo(function DataRow({ row, index, ariaRowIndex, selectable, selected, changed = false, width, columnIndexes, gaps, focusCol, ctx }: DataRowProps) {
  return (
    // Its cells are the focusable ones (roving focus); the handler below only sets tooltips.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      className="g-row"
      // The tooltip follows the pointer only; a keyboard or screen reader user has the cell's text.
      // eslint-disable-next-line jsx-a11y/mouse-events-have-key-events
      onMouseOver={showTip}
      role="row"
      aria-rowindex={ariaRowIndex}
      aria-selected={selectable ? selected : undefined}
      data-selected={selected ? '' : undefined}
      data-striped={index % 2 === 1 ? '' : undefined}
      data-changed={changed ? '' : undefined}
      style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT, width }}
    >
      {columnIndexes.map((col, i) => {
        const gap = gaps[i] ?? 0;
        return dataCell({ row, index, col, gap, focused: col === focusCol, checked: selected && ctx.layout[col]?.kind === 'select', ctx }, ctx.layout[col]?.key ?? col);
      })}
    </div>
  );
});
