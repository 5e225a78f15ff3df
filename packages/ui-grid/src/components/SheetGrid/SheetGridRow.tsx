import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import type { TFunction } from 'i18next';
import { cellDisplayText, type SheetColumn, type SheetRow } from '../../hooks/useSheetGrid';
import type { CellRef, EditingCellState } from '../../model/editing';
import { fieldNames } from '../../model/editors';
import { clipCellText } from '../../model/format';
import type { EditedField } from '../../model/sheetEdits';
import { fieldOf } from '../../model/sheetState';
import type { GridOption } from '../../model/types';
import type { CellError } from '../../model/validation';
import { CellEditor } from '../editors';
import { ROW_HEIGHT } from './SheetGrid.styles';
import type { SheetHeadProps } from './SheetHead';

/** An action of the action column. */
export interface SheetRowAction<Row extends object = SheetRow> {
  key: string;
  /** Button text (translated by the caller). */
  label: string;
  onAction: (row: Row, rowKey: string) => void;
  /** Hides it for a row; `rowCount` is how many rows the sheet holds (delete needs more than one). */
  hidden?: (row: Row, rowCount: number) => boolean;
  danger?: boolean;
}

/** The navigation column of the drag handles, and of the actions. */
export const HANDLE = '__handle';
export const ACTIONS = '__actions';
/** The `data-cell` of a cell: its row key and column, joined by a unit separator. */
export const cellKey = (cell: CellRef) => `${cell.rowKey}\u001f${cell.column}`;

/**
 * What every row reads besides its own state: one object that changes only when the columns,
 * widths, actions, language or row count do, so that a scroll step renders only the rows that
 * came into view. Its functions are stable: they read the grid's current state when called.
 */
export interface SheetRowContext<Row extends object> extends SheetHeadProps<Row> {
  actions: readonly SheetRowAction<Row>[];
  /** How many rows the sheet holds (an action's `hidden` reads it). */
  rowCount: number;
  canReorder: boolean;
  /** Prefix of the ids of the error tips and of the dirty description. */
  idPrefix: string;
  t: TFunction<'grid'>;
  errorText: (error: CellError) => string;
  loadDictionary: ((dictionaryCode: string) => Promise<readonly GridOption[]>) | undefined;
  /** A click or a focus on a cell (from its own focus event: `byFocus`) while no editor is open. */
  focusCell: (cell: CellRef, byFocus: boolean) => void;
  openCell: (cell: CellRef) => void;
  onHandlePointerDown: (rowKey: string, event: PointerEvent<HTMLElement>) => void;
  onHandleKeyDown: (rowKey: string, event: KeyboardEvent<HTMLElement>) => void;
  onHandleBlur: () => void;
  onEditorChange: (draft: unknown) => void;
  onEditorPointerDown: () => void;
}

export interface SheetGridRowProps<Row extends object> {
  row: Row;
  rowKey: string;
  /** The row's index on the page (its place in the scrolling body). */
  index: number;
  /** Its number as shown, counted over every page. */
  rowNumber: number;
  /** The row's unsaved edits (an entry of the overlay: the same object while they do not change). */
  edits: Readonly<Record<string, EditedField>> | undefined;
  /** The row's recorded errors by column (likewise). */
  errors: Readonly<Record<string, CellError>> | undefined;
  /** The open editor, when it is in this row. */
  editing: EditingCellState | undefined;
  /** The column of the focused cell when it is in this row and no editor is open. */
  focusColumn: string | undefined;
  /** The column of the grid's one tab stop when it is in this row. */
  tabStopColumn: string | undefined;
  /** Where a dragged row would land, shown on this row. */
  drop: 'before' | 'after' | undefined;
  /** This row is being dragged; `picked`: held by the keyboard. */
  dragging: boolean;
  picked: boolean;
  ctx: SheetRowContext<Row>;
}

/** The row with its unsaved edits applied (what `canEdit` judges). */
function editedRow<Row extends object>(row: Row, edits: Readonly<Record<string, EditedField>> | undefined): Row {
  if (!edits) return row;
  return { ...row, ...Object.fromEntries(Object.entries(edits).map(([field, edit]) => [field, edit.value])) };
}

/**
 * One row of the sheet, memoised: its props are its own state (edits, errors, the editor or
 * focus when in it), so a scroll step renders only the rows that came into view, an edit only
 * its row, and a focus move only the rows it leaves and enters.
 */
function SheetGridRowView<Row extends object>({ row, rowKey, index, rowNumber, edits, errors, editing, focusColumn, tabStopColumn, drop, dragging, picked, ctx }: SheetGridRowProps<Row>) {
  const { columns, widths, t, idPrefix } = ctx;
  let merged: Row | undefined;
  const canEdit = (column: SheetColumn<Row>): boolean => {
    if (!column.editor) return false;
    if (!column.canEdit) return true;
    merged ??= editedRow(row, edits);
    return column.canEdit(merged);
  };
  const handleKey = cellKey({ rowKey, column: HANDLE });
  const actionKey = cellKey({ rowKey, column: ACTIONS });
  const visibleActions = ctx.actions.filter((a) => !(a.hidden?.(row, ctx.rowCount) ?? false));

  const cells = columns.map((column, c) => {
    const ref = { rowKey, column: column.code };
    const key = cellKey(ref);
    const width = widths[c] ?? 100;
    const isEditing = editing?.cell.column === column.code;
    const error = errors?.[column.code];
    const dirty = edits ? fieldNames(column.code, column.editor).some((field) => field in edits) : false;
    const editable = canEdit(column);
    const tipId = `${idPrefix}-e-${String(rowNumber)}-${String(c)}`;
    const describedBy = [error ? tipId : '', dirty ? `${idPrefix}-d` : ''].filter(Boolean).join(' ');
    const edit = edits?.[column.code];
    return (
      // The keys of a cell are handled on the grid (its onKeyDown reads the cell's data-cell).
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <div
        key={column.code}
        className="sg-cell"
        role="gridcell"
        aria-colindex={c + 3}
        aria-readonly={editable ? undefined : true}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-cell={key}
        data-align={column.align}
        data-focused={focusColumn === column.code ? '' : undefined}
        data-editing={isEditing ? '' : undefined}
        data-invalid={error ? '' : undefined}
        data-dirty={dirty ? '' : undefined}
        data-readonly={editable ? undefined : ''}
        data-show-tip={isEditing && editing.blocked !== undefined ? '' : undefined}
        tabIndex={!isEditing && tabStopColumn === column.code ? 0 : -1}
        style={{ width }}
        onClick={() => { ctx.focusCell(ref, false); }}
        onFocus={(event) => { if (event.target === event.currentTarget) ctx.focusCell(ref, true); }}
        onDoubleClick={() => { ctx.openCell(ref); }}
      >
        {isEditing && column.editor ? (
          <CellEditor
            editor={column.editor}
            value={editing.draft}
            onChange={ctx.onEditorChange}
            label={t('editing.editorLabel', { column: column.name, row: rowNumber })}
            width={width}
            focusKey={editing.blocked}
            onPointerDownInside={ctx.onEditorPointerDown}
            {...(ctx.loadDictionary ? { loadDictionary: ctx.loadDictionary } : {})}
          />
        ) : (
          <span className="text">{clipCellText(cellDisplayText(column, row, edit ? edit.value : fieldOf(row, column.code)))}</span>
        )}
        {error ? <span className="tip" id={tipId}>{ctx.errorText(error)}</span> : null}
      </div>
    );
  });

  return (
    <div
      className="sg-row"
      role="row"
      aria-rowindex={rowNumber + 1}
      data-row-key={rowKey}
      data-drop={drop}
      data-striped={index % 2 === 1 ? '' : undefined}
      data-dragging={dragging ? '' : undefined}
      style={{ top: index * ROW_HEIGHT, width: ctx.totalWidth }}
    >
      <div className="sg-sticky" role="gridcell" aria-colindex={1} style={{ left: 0, width: ctx.handleWidth }}>
        <button
          type="button"
          className="sg-handle"
          data-cell={handleKey}
          tabIndex={tabStopColumn === HANDLE ? 0 : -1}
          aria-label={ctx.canReorder ? t('sheetGrid.dragHandle', { row: rowNumber }) : t('sheetGrid.dragDisabled')}
          aria-disabled={ctx.canReorder ? undefined : true}
          data-picked={picked ? '' : undefined}
          onPointerDown={(event) => { ctx.onHandlePointerDown(rowKey, event); }}
          onKeyDown={(event) => { ctx.onHandleKeyDown(rowKey, event); }}
          onFocus={() => { ctx.focusCell({ rowKey, column: HANDLE }, false); }}
          onBlur={ctx.onHandleBlur}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      </div>
      <div className="sg-sticky" role="rowheader" aria-colindex={2} style={{ left: ctx.handleWidth, width: ctx.indexWidth }}>{rowNumber}</div>
      {cells}
      {ctx.actions.length ? (
        <div className="sg-actions" role="gridcell" aria-colindex={columns.length + 3} style={{ width: ctx.actionWidth }}>
          {visibleActions.map((action, i) => (
            <button
              key={action.key}
              type="button"
              data-danger={action.danger ? '' : undefined}
              {...(i === 0 ? { 'data-cell': actionKey } : {})}
              tabIndex={i === 0 && tabStopColumn === ACTIONS ? 0 : -1}
              onClick={() => { action.onAction(row, rowKey); }}
              onFocus={() => { ctx.focusCell({ rowKey, column: ACTIONS }, false); }}
            >
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** See SheetGridRowView; memo keeps the row's generic type. */
export const SheetGridRow = memo(SheetGridRowView) as typeof SheetGridRowView;
