import { memo, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode, type CSSProperties } from 'react';
import { Empty, ErrorState, Loading, Pagination, PAGE_SIZES, DEFAULT_PAGE_SIZE, useQuickT } from '@wms/ui-core';
import { LazyDriftNotice } from './LazyDriftNotice';
import { ariaRowCount, dataRowAriaIndex, summaryRowAriaIndex } from '../../model/aria';
import { HEADER_ROWS, layoutColumns, rowPlace, type LayoutColumn } from '../../model/gridLayout';
import { clampPosition, keyToMove, movePosition, type CellPosition } from '../../model/keyboard';
import { DEFAULT_HEIGHT_OFFSET } from '../../model/layout';
import { ColumnConfigType, type ColumnConfigTypeCode } from '../../model/types';
import { cellGaps, scrollLeftToShow } from '../../model/virtual';
import { useDataGridController } from '../../hooks/useDataGridController';
import { useVirtualGrid } from '../../hooks/useVirtualGrid';
import { useWindowHeight } from '../../hooks/useWindowHeight';
import { useCopyConfirmation } from '../../hooks/useCopyConfirmation';
import { useAfterATask } from '../../hooks/useAfterATask';
import { LazyColumnSettingsDialog } from '../ColumnSettingsDialog/LazyColumnSettingsDialog';
import { HEAD_HEIGHT, HEADER_ROW_HEIGHT, Notice, ROW_HEIGHT, SEARCH_ROW_HEIGHT, Toast, ToastError } from './DataGrid.styles';
import { GridStyleSheet, gridThemeVars, useGridTheme } from './gridSheet';
import { DataRow, type RowContext } from './DataRow';
import type { DataGridProps } from './DataGrid.types';
import { KeyboardHint } from './GridCells';
import { FilterCells, HeaderCells, SummaryCells } from './HeadRows';
import { dataCellText, lazyClock } from './cellText';
import { CARDS_BELOW } from '../../model/cards';
import { CardList } from '../CardList/CardList';
import { useCardMode } from '../CardList/useCardMode';


const browserCopy = (text: string) => navigator.clipboard.writeText(text);
/** The pagination bar, left alone by the grid's scroll-frame renders (its props do not change). */
const GridPagination = memo(Pagination);
const NO_KEYS: readonly string[] = [];
const NO_ROW: Readonly<Record<string, unknown>> = {};

/** A row's fields by column code: rows are any object type (an interface too), read by code. */
const fieldsOf = (row: object): Readonly<Record<string, unknown>> => row as Readonly<Record<string, unknown>>;

function defaultRowKey(row: object, index: number): string {
  const id = fieldsOf(row).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}

/**
 * The server-paged data grid of every list screen (CONTRACT.md §2 'Data grid'): header row,
 * search row, virtualised rows and columns, summary row, pagination. A WAI-ARIA grid: one tab
 * stop with roving focus (arrows, Home/End, PageUp/PageDown, Ctrl+Home/End), aria-rowcount and
 * aria-rowindex counted over the server's total, the focused cell kept mounted off screen.
 * Enter on a cell acts (sort, copy, edit…), Enter on a filter cell goes into its control and Esc
 * comes back.
 *
 * @example
 * <DataGrid aria-label={t('asn.title')} dataSource={createGridDataSource(api, list)} cacheKey="asnList" onEdit={openDrawer} />
 */
export function DataGrid<Row extends object>(props: DataGridProps<Row>) {
  const {
    dataSource, columns: given, cacheKey, searchCache, rowKey = defaultRowKey, pagination = true, defaultPageSize = DEFAULT_PAGE_SIZE,
    height: fixedHeight, heightOffset = DEFAULT_HEIGHT_OFFSET, editColumn = false, infoColumn = false, onEdit, onInfo, onDeleteRow,
    selectable = false, selection, defaultSelection = NO_KEYS, onSelectionChange, permission = true, renderCell, settings = true,
    onOpenSettings, onColumnsApplied, columnsVersion = 0, copyText = browserCopy, copyConfirmationMs = 2500, timeZone, now, onPageLoaded, dateRangesOn,
    refreshKey, flashMs, layout: layoutMode = 'auto', cardsBelow = CARDS_BELOW, cards,
  } = props;
  const indexAction = props.indexAction ?? (onEdit ? 'edit' : 'info');
  // The grid's words read from its catalogue where they are plain (ui-core's useQuickT).
  const t = useQuickT('grid');
  const themeVars = gridThemeVars(useGridTheme());
  const hintId = useId();
  const clock = useMemo(() => lazyClock(timeZone, now), [timeZone, now]);
  // Below the card width of its own box, the same grid draws its rows as cards (issue 49).
  const { cards: drawCards, measure: measureBox } = useCardMode(layoutMode, cardsBelow);

  const controller = useDataGridController({ dataSource, columns: given, clock, defaultPageSize, cacheKey, searchCache, columnsVersion, selection, defaultSelection, onSelectionChange, onPageLoaded, dateRangesOn, refreshKey, rowKey, flashMs });
  const { columnState, columns, search, data, statusOptions, rows, summary, selected, setSelected, changed } = controller;
  const reloadColumns = columnState.reload;

  // The delete column (when offered) depends only on whether the page has more than one row:
  // a page arriving must not make a new layout, which re-renders every head cell.
  const layoutRowCount = onDeleteRow ? Math.min(rows.length, 2) : 0;
  const layout = useMemo(
    () => layoutColumns(columns ?? [], { selectable, editColumn, infoColumn, deleteColumn: Boolean(onDeleteRow), rowCount: layoutRowCount }),
    [columns, selectable, editColumn, infoColumn, onDeleteRow, layoutRowCount],
  );
  const widths = useMemo(() => layout.map((c) => c.width), [layout]);
  const firstData = layout.findIndex((c) => c.kind === 'data');
  const pinnedColumn = firstData < 0 ? undefined : firstData;
  const gridRowCount = HEADER_ROWS + rows.length + (summary ? 1 : 0);

  const windowHeight = useWindowHeight(heightOffset, pagination);
  const height = fixedHeight ?? windowHeight;
  const [focus, setFocus] = useState<CellPosition>({ row: 0, col: 0 });
  const safeFocus = clampPosition(focus, { rowCount: gridRowCount, colCount: layout.length });
  const focusPlace = rowPlace(safeFocus.row, rows.length);
  const scrollRef = useRef<HTMLDivElement>(null);
  const footHeight = summary ? ROW_HEIGHT : 0;
  const virtual = useVirtualGrid({
    scrollRef,
    rowCount: rows.length,
    rowHeight: ROW_HEIGHT,
    columnWidths: widths,
    headerHeight: HEAD_HEIGHT + footHeight,
    keepRow: focusPlace.kind === 'data' ? focusPlace.index : undefined,
    keepColumn: safeFocus.col,
    ...(pinnedColumn === undefined ? {} : { pinnedColumn }),
    // Measured first by the ResizeObserver, after the first frame's layout, not in the mount's
    // commit (which forced a layout of the page before the first row was in the DOM, issue 50):
    // until then the ranges are those of a box no larger than the window and the grid's height.
    fallbackSize: { width: typeof window === 'undefined' ? 1200 : window.innerWidth, height },
    firstMeasure: 'observer',
    // The ranges follow the scroll in the frame that shows it (useVirtualGrid), so the overscan
    // only covers what the compositor scrolls ahead of the main thread: 4 rows and 1 column
    // (react-data-grid's margins); every overscanned cell is created, laid out and painted.
    overscanRows: 4,
    overscanColumns: 1,
  });
  const { offsets } = virtual;
  // One style object a column, shared by the cells of every row (React compares it by identity).
  // Every row's cells are in its flow (DataRow, HeadRows): a width each. The first data column
  // stays in view when the grid scrolls sideways (a narrow screen's list keeps saying which record
  // a row is): sticky at the grid's left edge once the columns before it scroll away. Sticky only
  // once the grid is scrolled sideways: unscrolled it changes nothing on screen, and a sticky cell
  // a row is a paint layer a row (issue 50: about 2 ms of a mount's layout and paint). It turns
  // sticky in the frame that first shows a sideways scroll (useVirtualGrid), before the cell,
  // right of the index column, reaches the edge.
  const sticky = pinnedColumn !== undefined && virtual.scrolledSideways;
  const cellStyles = useMemo(() => widths.map((width, col): CSSProperties => (sticky && col === pinnedColumn
    ? { position: 'sticky', left: 0, width, zIndex: 2, background: 'inherit' }
    : { width })), [widths, pinnedColumn, sticky]);
  // The room before each rendered column's cell in a row's flow, the same for every row.
  const gaps = useMemo(() => cellGaps(virtual.columnIndexes, offsets, widths), [virtual.columnIndexes, offsets, widths]);

  // Moves DOM focus after a keyboard move, once the target cell is rendered.
  const pendingFocus = useRef(false);
  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    const scroller = scrollRef.current;
    if (!scroller) return;
    // The pinned column is always in view; a cell right of it is in view only right of it.
    if (safeFocus.col !== pinnedColumn) {
      const covered = pinnedColumn !== undefined && safeFocus.col > pinnedColumn ? (widths[pinnedColumn] ?? 0) : 0;
      const next = scrollLeftToShow({ left: virtual.offsets[safeFocus.col] ?? 0, width: widths[safeFocus.col] ?? 0, covered }, scroller);
      if (next !== scroller.scrollLeft) scroller.scrollLeft = next;
    }
    if (focusPlace.kind === 'data') {
      const top = focusPlace.index * ROW_HEIGHT;
      const room = scroller.clientHeight - HEAD_HEIGHT - footHeight;
      if (top < scroller.scrollTop) scroller.scrollTop = top;
      else if (top + ROW_HEIGHT > scroller.scrollTop + room) scroller.scrollTop = top + ROW_HEIGHT - room;
    }
    scroller.querySelector<HTMLElement>(`[data-row="${String(safeFocus.row)}"][data-col="${String(safeFocus.col)}"]`)?.focus({ preventScroll: true });
  });

  const [settingsOpen, setSettingsOpen] = useState(false);
  const closeSettings = (open: boolean) => {
    setSettingsOpen(open);
    if (!open) {
      // Back to the settings icon's cell, where the dialog was opened from.
      setFocus({ row: 0, col: 0 });
      pendingFocus.current = true;
    }
  };
  const applied = (types: ColumnConfigTypeCode[]) => {
    if (types.includes(ColumnConfigType.Display)) reloadColumns();
    onColumnsApplied?.(types);
  };

  const { copied, copy } = useCopyConfirmation(copyText, copyConfirmationMs);

  const keys = useMemo(() => rows.map((row, i) => rowKey(row, i)), [rows, rowKey]);
  const allSelected = rows.length > 0 && keys.every((k) => selected.includes(k));
  // Rows, cells and the head rows are memoised and their handlers are made once: they read the
  // selection, rows and callbacks of the latest render through this ref.
  const latest = useRef({ selected, rows, keys, allSelected, summary, layout, setSelected, onEdit, onInfo, onDeleteRow, onOpenSettings, permission, indexAction, copy, clock });
  useLayoutEffect(() => {
    latest.current = { selected, rows, keys, allSelected, summary, layout, setSelected, onEdit, onInfo, onDeleteRow, onOpenSettings, permission, indexAction, copy, clock };
  });
  const handlers = useMemo(() => {
    const toggleRow = (key: string) => {
      const current = latest.current.selected;
      latest.current.setSelected(current.includes(key) ? current.filter((k) => k !== key) : [...current, key]);
    };
    const raise = (kind: 'edit' | 'info', index: number) => {
      const { rows: currentRows, permission: allowed, onEdit: edit, onInfo: info } = latest.current;
      const row = currentRows[index];
      if (!row) return;
      if (kind === 'edit' && allowed) edit?.(row, index);
      if (kind === 'info') info?.(row, index);
    };
    const deleteRow = (index: number) => {
      const row = latest.current.rows[index];
      if (row) latest.current.onDeleteRow?.(row, index);
    };
    /** The page index of the data row holding `element` (from its cell's data-row). */
    const rowIndexOf = (element: Element) => Number(element.closest<HTMLElement>('[data-row]')?.dataset.row ?? -1) - HEADER_ROWS;
    const textAt = (col: number, row: object | undefined) => {
      const column = latest.current.layout[col]?.column;
      const value = column && row ? fieldsOf(row)[column.code] : undefined;
      return column && value !== undefined ? dataCellText(column, value, latest.current.clock) : '';
    };
    return {
      toggleRow,
      raise,
      toggleAll: () => {
        const { allSelected: all, keys: pageKeys, setSelected: set } = latest.current;
        set(all ? NO_KEYS : pageKeys);
      },
      openSettings: () => {
        if (latest.current.onOpenSettings) latest.current.onOpenSettings();
        else setSettingsOpen(true);
      },
      /** A click on a data cell copies its text; on the index cell, the index action. */
      onCellClick: (event: MouseEvent<HTMLElement>) => {
        const cell = event.currentTarget;
        const col = Number(cell.dataset.col);
        const { rows: currentRows, layout: currentLayout, summary: currentSummary, indexAction: action, copy: write } = latest.current;
        const place = rowPlace(Number(cell.dataset.row), currentRows.length);
        const kind = currentLayout[col]?.kind;
        if (place.kind === 'data') {
          if (kind === 'data') write(textAt(col, currentRows[place.index]));
          else if (kind === 'index' && action !== 'none') raise(action, place.index);
        } else if (place.kind === 'summary' && kind === 'data') {
          const text = textAt(col, currentSummary);
          if (text) write(text);
        }
      },
      onToggleRow: (event: ChangeEvent<HTMLInputElement>) => { toggleRow(latest.current.keys[rowIndexOf(event.currentTarget)] ?? ''); },
      onEditClick: (event: MouseEvent<HTMLElement>) => { raise('edit', rowIndexOf(event.currentTarget)); },
      onInfoClick: (event: MouseEvent<HTMLElement>) => { raise('info', rowIndexOf(event.currentTarget)); },
      onDeleteClick: (event: MouseEvent<HTMLElement>) => { deleteRow(rowIndexOf(event.currentTarget)); },
    };
  }, []);
  const { toggleRow, raise, toggleAll } = handlers;

  const textOf = (layoutColumn: LayoutColumn, row: object | undefined) =>
    layoutColumn.column && row ? dataCellText(layoutColumn.column, fieldsOf(row)[layoutColumn.column.code], clock) : '';

  /** Enter or Space on a focused cell. */
  const activate = (position: CellPosition, cell: HTMLElement) => {
    const column = layout[position.col];
    if (!column) return;
    const place = rowPlace(position.row, rows.length);
    if (place.kind === 'search') {
      if (column.kind === 'index') search.search();
      else cell.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])')?.focus();
      return;
    }
    if (place.kind === 'header') {
      if (column.kind === 'data' && column.column) search.toggleSort(column.column.code);
      else if (column.kind === 'select') toggleAll();
      else cell.querySelector<HTMLElement>('button')?.click();
      return;
    }
    const row = place.kind === 'data' ? rows[place.index] : summary;
    if (column.kind === 'data') copy(textOf(column, row));
    else if (place.kind === 'data') {
      if (column.kind === 'select') toggleRow(keys[place.index] ?? '');
      else if (column.kind === 'index' && indexAction !== 'none') raise(indexAction, place.index);
      else cell.querySelector<HTMLElement>('button')?.click();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-row]');
    if (!cell) return;
    // Inside a filter or button of the cell: its own keys (Esc is handled on capture).
    if (target !== cell) return;
    const position = { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
    const move = keyToMove(event);
    if (move) {
      event.preventDefault();
      setFocus(movePosition(position, move, { rowCount: gridRowCount, colCount: layout.length, pageRows: virtual.pageRows, headerRows: HEADER_ROWS }));
      pendingFocus.current = true;
      return;
    }
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'F2') {
      event.preventDefault();
      activate(position, cell);
    }
  };

  /**
   * Esc inside a cell's control goes back to the cell. On capture, because react-aria's controls
   * stop the propagation of the keys they handle. A control's popover is portalled outside the
   * cell, so Esc there still closes the popover first.
   */
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-row]');
    if (!cell || cell === target || !event.currentTarget.contains(cell)) return;
    event.preventDefault();
    event.stopPropagation();
    setFocus({ row: Number(cell.dataset.row), col: Number(cell.dataset.col) });
    cell.focus();
  };

  /** Focus entering a cell by mouse or Tab makes it the roving tab stop. */
  const onFocusCapture = (event: FocusEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-row]');
    if (!cell) return;
    const row = Number(cell.dataset.row);
    const col = Number(cell.dataset.col);
    if (row !== safeFocus.row || col !== safeFocus.col) setFocus({ row, col });
  };

  const pageInfo = { page: data.page?.page ?? search.applied.page, pageSize: data.page?.pageSize ?? search.applied.pageSize };
  const total = data.page?.total ?? 0;
  const rowNumberBase = (pageInfo.page - 1) * pageInfo.pageSize;

  // Everything a data cell reads besides its row, selection and focus: when none of it changes,
  // rows and cells already on screen skip rendering while the grid scrolls.
  const ctx = useMemo<RowContext>(
    () => ({
      layout, cellStyles, statusOptions, permission, indexAction, renderCell: renderCell as RowContext['renderCell'], rowNumberBase, clock, t,
      onCellClick: handlers.onCellClick, onToggleRow: handlers.onToggleRow, onEditClick: handlers.onEditClick, onInfoClick: handlers.onInfoClick, onDeleteClick: handlers.onDeleteClick,
    }),
    [layout, cellStyles, statusOptions, permission, indexAction, renderCell, rowNumberBase, clock, t, handlers],
  );
  const focusColIn = (row: number) => (safeFocus.row === row ? safeFocus.col : -1);

  const layoutRows = { headerRows: HEADER_ROWS, total, summary: Boolean(summary) };
  const busy = columnState.status === 'loading' || data.status === 'loading';
  // The spinner only for a load still running after the task it started in (aria-busy at once).
  const slow = useAfterATask(busy);
  let overlay: ReactNode = null;
  // A drifted answer (or a call failing with an HTTP status) names its call and field (issue 47).
  if (columnState.status === 'error' && columnState.failure) overlay = <LazyDriftNotice failure={columnState.failure} onRetry={columnState.reload} />;
  else if (columnState.status === 'error') overlay = <ErrorState message={t('dataGrid.columnsFailed', { reason: columnState.error ?? t('dataGrid.loadFailed') })} onRetry={columnState.reload} />;
  else if (data.status === 'error' && data.failure) overlay = <LazyDriftNotice failure={data.failure} onRetry={data.reload} />;
  else if (data.status === 'error') overlay = <ErrorState message={data.error ?? t('dataGrid.loadFailed')} onRetry={data.reload} />;
  else if (busy) overlay = slow ? <Loading /> : null;
  else if (!rows.length) overlay = <Empty />;
  // A page whose answer drifted has no total to show: '0 in total' over a list the server holds
  // rows of would be wrong data (issue 47); the notice says what happened instead.
  const showPagination = pagination && !data.failure;
  // The pager is off while the first page loads, from the task after the load started, as the
  // spinner: a page answered at once (every list whose source or cache answers in the task) no
  // longer renders the page-size select and jump field disabled and then again enabled before
  // the first paint (issue 50); no one can press them within the task.
  const pagerOff = slow && !data.page;

  if (drawCards) {
    return (
      <CardList<Row>
        rootRef={measureBox} themeVars={themeVars} aria-label={props['aria-label']} controller={controller} keys={keys} allSelected={allSelected}
        selectable={selectable} indexAction={indexAction} onOpen={raise} onToggleRow={toggleRow} onToggleAll={toggleAll}
        settings={settings} onOpenSettings={handlers.openSettings} cards={cards} renderCell={renderCell} dataSource={dataSource} clock={clock} t={t}
        height={height} flashMs={flashMs} rowNumberBase={rowNumberBase} total={total} busy={busy} overlay={overlay}
        notice={permission ? null : <Notice role="note">{t('dataGrid.noPermission')}</Notice>}
        dialogs={settingsOpen ? <LazyColumnSettingsDialog open onOpenChange={setSettingsOpen} dataSource={dataSource} onApplied={applied} /> : null}
        footer={showPagination ? <GridPagination page={pageInfo.page} pageSize={pageInfo.pageSize} total={total} pageSizes={PAGE_SIZES} disabled={pagerOff} onChange={search.setPage} /> : null}
      />
    );
  }

  return (
    <div ref={measureBox} className="g-wrap" style={themeVars}>
      <GridStyleSheet />
      {permission ? null : <Notice role="note">{t('dataGrid.noPermission')}</Notice>}
      <div className="g-frame">
        {/* The ARIA grid pattern's roving focus: a cell (or its editor) holds the one tab stop, not the grid. */}
        {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
        <div
          ref={scrollRef}
          className="g-grid"
          role="grid"
          aria-label={props['aria-label']}
          aria-describedby={hintId}
          aria-rowcount={ariaRowCount(layoutRows)}
          aria-colcount={layout.length}
          aria-busy={busy}
          aria-multiselectable={selectable || undefined}
          style={flashMs === undefined ? { height } : ({ height, '--g-flash-ms': `${String(flashMs)}ms` } as CSSProperties)}
          onScroll={virtual.onScroll}
          onKeyDown={onKeyDown}
          onKeyDownCapture={onKeyDownCapture}
          onFocus={onFocusCapture}
        >
          <div className="g-canvas" style={{ width: virtual.totalWidth, height: HEAD_HEIGHT + virtual.totalHeight + footHeight }}>
            <div role="rowgroup" className="g-head" style={{ width: virtual.totalWidth }}>
              <div className="g-row" role="row" aria-rowindex={1} style={{ top: 0, height: HEADER_ROW_HEIGHT, width: virtual.totalWidth }}>
                <HeaderCells
                  columnIndexes={virtual.columnIndexes} gaps={gaps} layout={layout} cellStyles={cellStyles} focusCol={focusColIn(0)} t={t}
                  settings={settings} sort={search.applied.sort} allSelected={allSelected} hasRows={selectable && rows.length > 0}
                  onOpenSettings={handlers.openSettings} onToggleAll={toggleAll} onSort={search.toggleSort}
                />
              </div>
              <div className="g-row" role="row" aria-rowindex={2} style={{ top: HEADER_ROW_HEIGHT, height: SEARCH_ROW_HEIGHT, width: virtual.totalWidth }}>
                <FilterCells
                  columnIndexes={virtual.columnIndexes} gaps={gaps} layout={layout} cellStyles={cellStyles} focusCol={focusColIn(1)} t={t}
                  columns={columns} draft={search.draft} dataSource={dataSource} clock={clock}
                  onValue={search.setValue} onDateRange={search.setDateRange} onSearch={search.search} onClear={search.clear}
                />
              </div>
            </div>
            <div role="rowgroup" className="g-body" style={{ height: virtual.totalHeight, width: virtual.totalWidth }}>
              {virtual.rowIndexes.map((index) => (
                <DataRow
                  key={`row:${keys[index] ?? String(index)}`}
                  row={fieldsOf(rows[index] ?? NO_ROW)}
                  index={index}
                  ariaRowIndex={dataRowAriaIndex(index, pageInfo, HEADER_ROWS)}
                  selectable={selectable}
                  selected={selected.includes(keys[index] ?? '')}
                  changed={changed.has(keys[index] ?? '')}
                  width={virtual.totalWidth}
                  columnIndexes={virtual.columnIndexes}
                  gaps={gaps}
                  focusCol={focusPlace.kind === 'data' && focusPlace.index === index ? safeFocus.col : -1}
                  ctx={ctx}
                />
              ))}
            </div>
            {summary ? (
              <div role="rowgroup" className="g-foot" style={{ width: virtual.totalWidth }}>
                <div className="g-row" role="row" aria-rowindex={summaryRowAriaIndex(layoutRows)} style={{ top: 0, height: ROW_HEIGHT, width: virtual.totalWidth }}>
                  <SummaryCells
                    columnIndexes={virtual.columnIndexes} gaps={gaps} layout={layout} cellStyles={cellStyles} focusCol={focusColIn(gridRowCount - 1)} t={t}
                    gridRow={gridRowCount - 1} summary={summary} clock={clock} onCellClick={handlers.onCellClick}
                  />
                </div>
              </div>
            ) : null}
          </div>
        </div>
        {overlay ? <div className="g-overlay" data-dim={busy && rows.length > 0 ? '' : undefined} style={{ top: HEAD_HEIGHT + 1 }}>{overlay}</div> : null}
        <div aria-live="polite" role="status">
          {copied ? (copied.ok ? <Toast>{copied.text ? t('dataGrid.copied', { text: copied.text }) : t('dataGrid.copiedEmpty')}</Toast> : <ToastError>{t('dataGrid.copyFailed')}</ToastError>) : null}
        </div>
      </div>
      <KeyboardHint id={hintId} t={t} />
      {settingsOpen ? <LazyColumnSettingsDialog open onOpenChange={closeSettings} dataSource={dataSource} onApplied={applied} /> : null}
      {showPagination ? (
        <GridPagination page={pageInfo.page} pageSize={pageInfo.pageSize} total={total} pageSizes={PAGE_SIZES} disabled={pagerOff} onChange={search.setPage} />
      ) : null}
    </div>
  );
}
