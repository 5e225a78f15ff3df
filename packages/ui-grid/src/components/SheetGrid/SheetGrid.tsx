import { useCallback, useEffect, useId, useImperativeHandle, useInsertionEffect, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import { Pagination, SIZES } from '@wms/ui-core';
import { useTranslation } from 'react-i18next';
import { useRowDrag } from '../../hooks/useRowDrag';
import { useSheetGrid, type SheetRow, type UseSheetGridOptions } from '../../hooks/useSheetGrid';
import { useVirtualGrid } from '../../hooks/useVirtualGrid';
import { columnWidth } from '../../model/columns';
import { keyIntent, type CellRef } from '../../model/editing';
import { keyToMove, movePosition } from '../../model/keyboard';
import type { GridOption } from '../../model/types';
import type { CellError } from '../../model/validation';
import { Empty, HEADER_HEIGHT, ROW_HEIGHT, Scroller, VisuallyHidden, Wrapper } from './SheetGrid.styles';
import { ACTIONS, cellKey, HANDLE, SheetGridRow, type SheetRowAction, type SheetRowContext } from './SheetGridRow';
import { SheetHead } from './SheetHead';
import { SheetNotice } from './SheetNotice';
import { SheetToolbar } from './SheetToolbar';

export type { SheetRowAction } from './SheetGridRow';

/** What a ref to the SheetGrid can do. */
export interface SheetGridHandle {
  /** Validates every cell and returns every error (also shown on the cells). */
  validate: () => CellError[];
  /**
   * Validates (every cell, or with `validateOnSave: 'edited'` only the rows with unsaved edits)
   * and saves; false while any recorded error remains, true when nothing is left unsaved.
   */
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


function parseCellKey(key: string | null | undefined): CellRef | null {
  if (!key) return null;
  const at = key.lastIndexOf('\u001f');
  return at < 0 ? null : { rowKey: key.slice(0, at), column: key.slice(at + 1) };
}

const NO_ACTIONS: readonly SheetRowAction<never>[] = [];

type FormatReason = 'switch' | 'date' | 'option' | 'lookup';
const REASONS: readonly string[] = ['switch', 'date', 'option', 'lookup'] satisfies FormatReason[];

/** A cell error's message: the rule's own, or the catalogued one of its kind (stable per language). */
function useErrorText(): (error: CellError) => string {
  const { t } = useTranslation('grid');
  return useCallback((error: CellError) => {
    if (error.message) return error.message;
    if (error.code === 'format') {
      const reason = (REASONS.includes(error.reason ?? '') ? error.reason : 'option') as FormatReason;
      return t(`validation.format.${reason}`, { text: error.text ?? '' });
    }
    return t(`validation.${error.code}`);
  }, [t]);
}

/**
 * The spreadsheet-style grid (CONTRACT.md §2): pagination, settings icon, search and clear
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
  const { height = 360, actions = NO_ACTIONS as readonly SheetRowAction<Row>[], onOpenSettings, loadDictionary, now, timeZone, ref, dateField, onSave, saveButton = true, pageSize: pageSizeOption } = props;
  const sheet = useSheetGrid(props);
  const { pageRows, rowKeys, columns, editing, dispatch, indexOfKey, save } = sheet;
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
  const activeRow = focusCell ? indexOfKey(focusCell.rowKey) : -1;
  const virtual = useVirtualGrid({
    scrollRef, rowCount: pageRows.length, rowHeight: ROW_HEIGHT, columnWidths: widths, headerHeight: HEADER_HEIGHT, leadingWidth: leading,
    ...(activeRow >= 0 ? { keepRow: activeRow } : {}),
    fallbackSize: { width: 1000, height },
  });

  const drag = useRowDrag({
    rowKeys, scrollRef, headerHeight: HEADER_HEIGHT, rowHeight: ROW_HEIGHT, onMove: sheet.moveRow, disabled: !sheet.canReorder,
    announce: (a) => { setSpoken(a.kind === 'picked' ? t('sheetGrid.picked', { row: a.row }) : t('sheetGrid.dropCancelled')); },
  });

  // A click anywhere outside the open editor commits it (CONTRACT.md §4); a pointer-down inside
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
    const position = { row: indexOfKey(from.rowKey), col: navColumns.indexOf(from.column) };
    if (position.row < 0 || position.col < 0) return false;
    const next = movePosition(position, move, { rowCount: rowKeys.length, colCount: navColumns.length, pageRows: virtual.pageRows });
    const rowKey = rowKeys[next.row];
    const column = navColumns[next.col];
    if (rowKey === undefined || column === undefined) return false;
    dispatch({ type: 'focus', cell: { rowKey, column } });
    return true;
  }, [rowKeys, indexOfKey, navColumns, virtual.pageRows, dispatch]);

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
  const tabStop: CellRef | null = focusCell ?? (rowKeys[0] !== undefined && columns[0] ? { rowKey: rowKeys[0], column: columns[0].code } : null);
  const rowOffset = (sheet.page - 1) * sheet.pageSize;
  const pickedKey = drag.drag?.rowKey;

  // What the rows' handlers read when called: the state of the last render. The handlers stay
  // the same functions across renders, so the memoised rows do not render again for them. It is
  // written in an insertion effect, which runs before every layout effect of the commit (a
  // child's included: an editor that takes the focus as it mounts already finds this render's
  // state), as a useEffectEvent polyfill does.
  const live = useRef({ editing, focusKey, dispatch, drag });
  useInsertionEffect(() => { live.current = { editing, focusKey, dispatch, drag }; });
  const handlers = useMemo(() => ({
    focusCell: (cell: CellRef, byFocus: boolean) => {
      const current = live.current;
      if (current.editing.mode !== 'idle') return;
      if (byFocus && current.focusKey === cellKey(cell)) return;
      current.dispatch({ type: 'focus', cell });
    },
    openCell: (cell: CellRef) => { live.current.dispatch({ type: 'open', cell }); },
    onHandlePointerDown: (rowKey: string, event: PointerEvent<HTMLElement>) => { live.current.drag.onPointerDown(rowKey)(event); },
    onHandleKeyDown: (rowKey: string, event: KeyboardEvent<HTMLElement>) => { live.current.drag.onKeyDown(rowKey)(event); },
    onHandleBlur: () => { const { drag: current } = live.current; if (current.drag?.by === 'keyboard') current.cancel(); },
    onEditorChange: (draft: unknown) => { live.current.dispatch({ type: 'change', draft }); },
    onEditorPointerDown: () => { insideEditor.current = true; },
  }), []);
  const ctx = useMemo<SheetRowContext<Row>>(() => ({
    columns, widths, handleWidth, indexWidth, actionWidth, totalWidth, actions, rowCount: sheet.rows.length, canReorder: sheet.canReorder,
    idPrefix, t, errorText, loadDictionary, ...handlers,
  }), [columns, widths, handleWidth, indexWidth, actionWidth, totalWidth, actions, sheet.rows.length, sheet.canReorder, idPrefix, t, errorText, loadDictionary, handlers]);

  const dragFrom = drag.drag ? indexOfKey(drag.drag.rowKey) : -1;
  const body = pageRows.length === 0 ? (
    <Empty role="row"><span role="gridcell">{t('sheetGrid.empty')}</span></Empty>
  ) : virtual.rowIndexes.map((index) => {
    const row = pageRows[index];
    const rowKey = rowKeys[index];
    if (!row || rowKey === undefined) return null;
    const over = drag.drag && drag.drag.over === index && drag.drag.rowKey !== rowKey ? (drag.drag.over < dragFrom ? 'before' : 'after') : undefined;
    return (
      <SheetGridRow<Row>
        key={rowKey}
        row={row}
        rowKey={rowKey}
        index={index}
        rowNumber={rowOffset + index + 1}
        edits={sheet.overlay[rowKey]}
        errors={sheet.errors[rowKey]}
        editing={editing.mode === 'editing' && editing.cell.rowKey === rowKey ? editing : undefined}
        focusColumn={focusCell && editing.mode === 'idle' && focusCell.rowKey === rowKey ? focusCell.column : undefined}
        tabStopColumn={tabStop?.rowKey === rowKey ? tabStop.column : undefined}
        drop={over}
        dragging={pickedKey === rowKey}
        picked={pickedKey === rowKey && drag.drag?.by === 'keyboard'}
        ctx={ctx}
      />
    );
  });

  const onToolbarSave = useCallback(() => { void save(); }, [save]);

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
        onSave={onSave && saveButton ? onToolbarSave : undefined}
        saving={sheet.saving}
        onOpenSettings={onOpenSettings}
        now={now}
        timeZone={timeZone}
      />
      <SheetNotice notice={sheet.notice} onDismiss={sheet.dismissNotice} onRetry={onToolbarSave} />
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
        <SheetHead columns={columns} widths={widths} handleWidth={handleWidth} indexWidth={indexWidth} actionWidth={actionWidth} totalWidth={totalWidth} />
        <div className="sg-body" role="rowgroup" style={{ height: Math.max(virtual.totalHeight, pageRows.length ? 0 : ROW_HEIGHT * 2), width: totalWidth }}>{body}</div>
      </Scroller>
      <VisuallyHidden id={`${idPrefix}-d`}>{t('editing.dirty')}</VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite">{spoken}</VisuallyHidden>
      {pageSizeOption === false ? null : (
        <Pagination page={sheet.page} pageSize={sheet.pageSize} total={sheet.total} onChange={sheet.setPage} />
      )}
    </Wrapper>
  );
}
