import { useCallback, useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { Pagination, SIZES } from '@wms/ui-core';
import { useTranslation } from 'react-i18next';
import { useRowDrag } from '../../hooks/useRowDrag';
import { useSheetGrid, type SheetColumn, type SheetRow, type UseSheetGridOptions } from '../../hooks/useSheetGrid';
import { useVirtualGrid } from '../../hooks/useVirtualGrid';
import { columnWidth } from '../../model/columns';
import { clipCellText } from '../../model/format';
import { keyIntent, type CellRef } from '../../model/editing';
import { keyToMove, movePosition } from '../../model/keyboard';
import type { GridOption } from '../../model/types';
import type { CellError } from '../../model/validation';
import { CellEditor } from '../editors';
import { ActionCell, Body, Cell, Empty, Handle, HEADER_HEIGHT, HeadCell, HeadRow, ROW_HEIGHT, RowBox, Scroller, StickyCell, VisuallyHidden, Wrapper } from './SheetGrid.styles';
import { SheetNotice } from './SheetNotice';
import { SheetToolbar } from './SheetToolbar';

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

/** What a ref to the SheetGrid can do. */
export interface SheetGridHandle {
  /** Validates every cell and returns every error (also shown on the cells). */
  validate: () => CellError[];
  /** Validates and saves; true when nothing is left unsaved. */
  save: () => Promise<boolean>;
  undo: () => void;
  redo: () => void;
}

export interface SheetGridProps<Row extends object> extends UseSheetGridOptions<Row> {
  /** The grid's accessible name (default "可编辑表格"). */
  'aria-label'?: string;
  /** Height of the scrolling table, px (default 360). */
  height?: number;
  /** The action column; none when empty. */
  actions?: readonly SheetRowAction<Row>[];
  /** Shows the settings icon; opens the column settings. */
  onOpenSettings?: () => void;
  /** Loads dictionary options for select editors with a dictionary source. */
  loadDictionary?: (dictionaryCode: string) => Promise<readonly GridOption[]>;
  /** "Now" and the time zone of the date-range filter's shortcuts (stories and tests). */
  now?: number;
  timeZone?: string;
  /**
   * Shows the Save button when `onSave` is given (default true); false when the host saves
   * through the ref as part of its own action (the import preview commits on Import).
   */
  saveButton?: boolean;
  ref?: Ref<SheetGridHandle>;
}

const HANDLE = '__handle';
const ACTIONS = '__actions';
const cellKey = (cell: CellRef) => `${cell.rowKey}\u001f${cell.column}`;

function parseCellKey(key: string | null | undefined): CellRef | null {
  if (!key) return null;
  const at = key.lastIndexOf('\u001f');
  return at < 0 ? null : { rowKey: key.slice(0, at), column: key.slice(at + 1) };
}

type FormatReason = 'switch' | 'date' | 'option' | 'lookup';
const REASONS: readonly string[] = ['switch', 'date', 'option', 'lookup'] satisfies FormatReason[];

/** A cell error's message: the rule's own, or the catalogued one of its kind. */
function useErrorText(): (error: CellError) => string {
  const { t } = useTranslation('grid');
  return (error) => {
    if (error.message) return error.message;
    if (error.code === 'format') {
      const reason = (REASONS.includes(error.reason ?? '') ? error.reason : 'option') as FormatReason;
      return t(`validation.format.${reason}`, { text: error.text ?? '' });
    }
    return t(`validation.${error.code}`);
  };
}

/**
 * The spreadsheet-style grid (platform.md §2): pagination, settings icon, search and clear
 * icons, a date-range checkbox filter, inline editing with validation, a 30 px row drag handle
 * (mouse and keyboard, announced) and an action column; beyond the seed, Excel paste, undo/redo,
 * dirty markers and saves that never lose an edit. Rows are virtualised (100,000 rows scroll as
 * smoothly as 100); the row being edited stays mounted when scrolled away, so its editor keeps
 * its text.
 *
 * Keys: arrows move; Enter or F2 (or typing) edits; Enter / Tab commit and move to the next
 * editable cell by tab index, Shift+Tab back; Esc cancels; Ctrl+Z undo, Ctrl+Y or
 * Ctrl+Shift+Z redo; Ctrl+V pastes a block.
 *
 * @example
 * <SheetGrid columns={columns} defaultRows={lines} onSave={saveLines} actions={[remove]} />
 */
export function SheetGrid<Row extends object = SheetRow>(props: SheetGridProps<Row>) {
  const { t } = useTranslation('grid');
  const errorText = useErrorText();
  const { height = 360, actions = [], onOpenSettings, loadDictionary, now, timeZone, ref, dateField, onSave, saveButton = true, pageSize: pageSizeOption } = props;
  const sheet = useSheetGrid(props);
  const { pageRows, rowKeys, columns, editing, dispatch } = sheet;
  const scrollRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const [spoken, setSpoken] = useState('');
  const insideEditor = useRef(false);

  useImperativeHandle(ref, () => ({ validate: sheet.validate, save: sheet.save, undo: sheet.undo, redo: sheet.redo }), [sheet.validate, sheet.save, sheet.undo, sheet.redo]);

  const widths = useMemo(() => columns.map((c) => columnWidth(c.width)), [columns]);
  const indexWidth = SIZES.indexColumnWidth;
  const handleWidth = SIZES.dragHandleColumnWidth;
  const actionWidth = actions.length ? Math.max(100, actions.length * 52) : 0;
  const leading = handleWidth + indexWidth;
  const totalWidth = leading + widths.reduce((a, b) => a + b, 0) + actionWidth;

  // Navigation columns: the handle, the data columns, the actions.
  const navColumns = useMemo(() => [HANDLE, ...columns.map((c) => c.code), ...(actions.length ? [ACTIONS] : [])], [columns, actions.length]);
  const focusCell: CellRef | null = editing.mode === 'editing' ? editing.cell : editing.focus;
  const activeRow = focusCell ? rowKeys.indexOf(focusCell.rowKey) : -1;
  const virtual = useVirtualGrid({
    scrollRef, rowCount: pageRows.length, rowHeight: ROW_HEIGHT, columnWidths: widths, headerHeight: HEADER_HEIGHT, leadingWidth: leading,
    ...(activeRow >= 0 ? { keepRow: activeRow } : {}),
    fallbackSize: { width: 1000, height },
  });

  const drag = useRowDrag({
    rowKeys, scrollRef, headerHeight: HEADER_HEIGHT, rowHeight: ROW_HEIGHT, onMove: sheet.moveRow, disabled: !sheet.canReorder,
    announce: (a) => { setSpoken(a.kind === 'picked' ? t('sheetGrid.picked', { row: a.row }) : t('sheetGrid.dropCancelled')); },
  });

  // A click anywhere outside the open editor commits it (platform.md §4); a pointer-down inside
  // (its popovers included: React events bubble through portals) is marked by the editor first.
  const editingOpen = editing.mode === 'editing';
  useEffect(() => {
    if (!editingOpen) return undefined;
    const onDown = () => {
      if (insideEditor.current) { insideEditor.current = false; return; }
      dispatch({ type: 'commit' });
    };
    document.addEventListener('pointerdown', onDown);
    return () => { document.removeEventListener('pointerdown', onDown); };
  }, [editingOpen, dispatch]);

  // The focused cell takes the DOM focus when focus is in the grid (or nowhere: an editor closed).
  const focusKey = focusCell && editing.mode === 'idle' ? cellKey(focusCell) : null;
  useEffect(() => {
    const root = scrollRef.current;
    if (!root || !focusKey) return;
    const active = document.activeElement;
    if (active && active !== document.body && !root.contains(active)) return;
    const target = root.querySelector<HTMLElement>(`[data-cell="${CSS.escape(focusKey)}"]`);
    if (target && target !== active) target.focus();
  }, [focusKey, pageRows]);

  const moveFocus = useCallback((from: CellRef, event: KeyboardEvent): boolean => {
    const move = keyToMove(event);
    if (!move) return false;
    const position = { row: rowKeys.indexOf(from.rowKey), col: navColumns.indexOf(from.column) };
    if (position.row < 0 || position.col < 0) return false;
    const next = movePosition(position, move, { rowCount: rowKeys.length, colCount: navColumns.length, pageRows: virtual.pageRows });
    const rowKey = rowKeys[next.row];
    const column = navColumns[next.col];
    if (rowKey === undefined || column === undefined) return false;
    dispatch({ type: 'focus', cell: { rowKey, column } });
    return true;
  }, [rowKeys, navColumns, virtual.pageRows, dispatch]);

  // While editing, Enter / Tab / Esc are caught on the way down: the ui-core fields (react-aria)
  // stop keyboard events from bubbling. Keys inside an open list or calendar (a portal, or a
  // combobox with its list expanded) stay theirs: Enter picks the option, Esc closes the list.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing.mode !== 'editing') return;
    const target = event.target as HTMLElement;
    if (!scrollRef.current?.contains(target) || target.getAttribute('aria-expanded') === 'true') return;
    const intent = keyIntent(event, 'editing');
    if (!intent) return;
    event.preventDefault();
    event.stopPropagation();
    dispatch(intent.type === 'cancel' ? { type: 'cancel' } : { type: 'commit', move: intent.type === 'commit' ? intent.move : 'none' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing.mode === 'editing') return;
    const cell = parseCellKey((event.target as HTMLElement).closest('[data-cell]')?.getAttribute('data-cell'));
    if (!cell) return;
    const dataColumn = cell.column !== HANDLE && cell.column !== ACTIONS;
    const intent = keyIntent(event, 'idle');
    if (intent?.type === 'undo' || intent?.type === 'redo') {
      event.preventDefault();
      if (intent.type === 'undo') sheet.undo(); else sheet.redo();
      return;
    }
    if (dataColumn && (intent?.type === 'open' || intent?.type === 'type')) {
      if (!sheet.canEditCell(cell)) return;
      event.preventDefault();
      dispatch(intent.type === 'type' ? { type: 'open', cell, draft: intent.text } : { type: 'open', cell });
      return;
    }
    if (moveFocus(cell, event)) event.preventDefault();
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (editing.mode === 'editing') return;
    const cell = parseCellKey((event.target as HTMLElement).closest('[data-cell]')?.getAttribute('data-cell'));
    if (!cell || cell.column === HANDLE || cell.column === ACTIONS) return;
    const text = event.clipboardData.getData('text/plain');
    if (!text) return;
    event.preventDefault();
    sheet.paste(text, cell);
  };

  // Roving tab stop: the focused cell, else the first data cell.
  const tabStop = focusCell ? cellKey(focusCell) : rowKeys[0] !== undefined && columns[0] ? cellKey({ rowKey: rowKeys[0], column: columns[0].code }) : '';
  const rowOffset = (sheet.page - 1) * sheet.pageSize;
  const pickedKey = drag.drag?.rowKey;

  const renderCell = (row: Row, rowKey: string, column: SheetColumn<Row>, width: number, rowNumber: number, columnIndex: number) => {
    const ref = { rowKey, column: column.code };
    const key = cellKey(ref);
    const isEditing = editing.mode === 'editing' && editing.cell.rowKey === rowKey && editing.cell.column === column.code;
    const error = sheet.errorOf(rowKey, column.code);
    const dirty = sheet.isDirty(rowKey, column.code);
    const editable = sheet.canEditRowCell(row, column);
    const tipId = `${idPrefix}-e-${String(rowNumber)}-${String(columnIndex)}`;
    const describedBy = [error ? tipId : '', dirty ? `${idPrefix}-d` : ''].filter(Boolean).join(' ');
    return (
      <Cell
        key={column.code}
        role="gridcell"
        aria-colindex={navColumns.indexOf(column.code) + 2}
        aria-readonly={editable ? undefined : true}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-cell={key}
        data-focused={focusKey === key ? '' : undefined}
        tabIndex={isEditing ? -1 : key === tabStop ? 0 : -1}
        style={{ width }}
        $align={column.align}
        $editing={isEditing}
        $invalid={Boolean(error)}
        $dirty={dirty}
        $readOnly={!editable}
        onClick={() => { if (editing.mode === 'idle') dispatch({ type: 'focus', cell: ref }); }}
        onFocus={(event) => { if (event.target === event.currentTarget && editing.mode === 'idle' && focusKey !== key) dispatch({ type: 'focus', cell: ref }); }}
        onDoubleClick={() => { dispatch({ type: 'open', cell: ref }); }}
        {...(isEditing && editing.blocked !== undefined ? { 'data-show-tip': '' } : {})}
      >
        {isEditing && column.editor ? (
          <CellEditor
            editor={column.editor}
            value={editing.draft}
            onChange={(draft) => { dispatch({ type: 'change', draft }); }}
            label={t('editing.editorLabel', { column: column.name, row: rowNumber })}
            width={width}
            focusKey={editing.blocked}
            onPointerDownInside={() => { insideEditor.current = true; }}
            {...(loadDictionary ? { loadDictionary } : {})}
          />
        ) : (
          <span className="text">{clipCellText(sheet.textOf(row, column))}</span>
        )}
        {error ? <span className="tip" id={tipId}>{errorText(error)}</span> : null}
      </Cell>
    );
  };

  const body = pageRows.length === 0 ? (
    <Empty role="row"><span role="gridcell">{t('sheetGrid.empty')}</span></Empty>
  ) : virtual.rowIndexes.map((index) => {
    const row = pageRows[index];
    const rowKey = rowKeys[index];
    if (!row || rowKey === undefined) return null;
    const rowNumber = rowOffset + index + 1;
    const over = drag.drag && drag.drag.over === index && drag.drag.rowKey !== rowKey ? (drag.drag.over < rowKeys.indexOf(drag.drag.rowKey) ? 'before' : 'after') : undefined;
    const handleKey = cellKey({ rowKey, column: HANDLE });
    const visibleActions = actions.filter((a) => !(a.hidden?.(row, sheet.rows.length) ?? false));
    return (
      <RowBox key={rowKey} role="row" aria-rowindex={rowNumber + 1} data-row-key={rowKey} data-drop={over} style={{ top: index * ROW_HEIGHT, width: totalWidth }} $striped={index % 2 === 1} $dragging={pickedKey === rowKey}>
        <StickyCell role="gridcell" aria-colindex={1} $left={0} style={{ width: handleWidth }}>
          <Handle
            type="button"
            data-cell={handleKey}
            tabIndex={handleKey === tabStop ? 0 : -1}
            aria-label={sheet.canReorder ? t('sheetGrid.dragHandle', { row: rowNumber }) : t('sheetGrid.dragDisabled')}
            aria-disabled={sheet.canReorder ? undefined : true}
            data-picked={pickedKey === rowKey && drag.drag?.by === 'keyboard' ? '' : undefined}
            onPointerDown={drag.onPointerDown(rowKey)}
            onKeyDown={(event) => { drag.onKeyDown(rowKey)(event); }}
            onFocus={() => { if (editing.mode === 'idle') dispatch({ type: 'focus', cell: { rowKey, column: HANDLE } }); }}
            onBlur={() => { if (drag.drag?.by === 'keyboard') drag.cancel(); }}
          >
            <span aria-hidden="true">⠿</span>
          </Handle>
        </StickyCell>
        <StickyCell role="rowheader" aria-colindex={2} $left={handleWidth} style={{ width: indexWidth }}>{rowNumber}</StickyCell>
        {columns.map((column, c) => renderCell(row, rowKey, column, widths[c] ?? 100, rowNumber, c))}
        {actions.length ? (
          <ActionCell role="gridcell" aria-colindex={navColumns.length + 1} style={{ width: actionWidth }}>
            {visibleActions.map((action, i) => {
              const key = cellKey({ rowKey, column: ACTIONS });
              return (
                <button
                  key={action.key}
                  type="button"
                  data-danger={action.danger ? '' : undefined}
                  {...(i === 0 ? { 'data-cell': key } : {})}
                  tabIndex={i === 0 && key === tabStop ? 0 : -1}
                  onClick={() => { action.onAction(row, rowKey); }}
                  onFocus={() => { if (editing.mode === 'idle') dispatch({ type: 'focus', cell: { rowKey, column: ACTIONS } }); }}
                >
                  {action.label}
                </button>
              );
            })}
          </ActionCell>
        ) : null}
      </RowBox>
    );
  });

  return (
    <Wrapper>
      <SheetToolbar
        search={sheet.search}
        onSearch={sheet.setSearch}
        dateFilter={Boolean(dateField)}
        dirtyCount={sheet.dirtyCount}
        canUndo={sheet.canUndo}
        canRedo={sheet.canRedo}
        onUndo={sheet.undo}
        onRedo={sheet.redo}
        onSave={onSave && saveButton ? () => { void sheet.save(); } : undefined}
        saving={sheet.saving}
        onOpenSettings={onOpenSettings}
        now={now}
        timeZone={timeZone}
      />
      <SheetNotice notice={sheet.notice} onDismiss={sheet.dismissNotice} onRetry={() => { void sheet.save(); }} />
      <Scroller
        ref={scrollRef}
        role="grid"
        aria-label={props['aria-label'] ?? t('sheetGrid.label')}
        aria-rowcount={sheet.total + 1}
        aria-colcount={navColumns.length + 1}
        style={{ height }}
        onScroll={virtual.onScroll}
        onKeyDownCapture={onKeyDownCapture}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        // An empty sheet has no cell to focus; the region itself then takes the tab stop.
        tabIndex={pageRows.length === 0 ? 0 : undefined}
      >
        <HeadRow role="row" aria-rowindex={1} style={{ width: totalWidth }}>
          <StickyCell role="columnheader" aria-colindex={1} $left={0} style={{ width: handleWidth }}>
            <VisuallyHidden>{t('sheetGrid.drag')}</VisuallyHidden>
          </StickyCell>
          <StickyCell role="columnheader" aria-colindex={2} $left={handleWidth} style={{ width: indexWidth }}>{t('sheetGrid.index')}</StickyCell>
          {columns.map((column, c) => (
            <HeadCell key={column.code} role="columnheader" aria-colindex={c + 3} $align={column.align} style={{ width: widths[c] }}>
              {column.rules?.some((r) => 'required' in r && r.required) ? <span className="required" aria-hidden="true">*</span> : null}
              {column.name}
            </HeadCell>
          ))}
          {actions.length ? <HeadCell role="columnheader" aria-colindex={navColumns.length + 1} style={{ width: actionWidth }}>{t('sheetGrid.actions')}</HeadCell> : null}
        </HeadRow>
        <Body role="rowgroup" style={{ height: Math.max(virtual.totalHeight, pageRows.length ? 0 : ROW_HEIGHT * 2), width: totalWidth }}>{body}</Body>
      </Scroller>
      <VisuallyHidden id={`${idPrefix}-d`}>{t('editing.dirty')}</VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite">{spoken}</VisuallyHidden>
      {pageSizeOption === false ? null : (
        <Pagination page={sheet.page} pageSize={sheet.pageSize} total={sheet.total} onChange={sheet.setPage} />
      )}
    </Wrapper>
  );
}
