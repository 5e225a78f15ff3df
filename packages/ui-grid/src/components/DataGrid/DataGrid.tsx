import { useId, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, ErrorState, Loading, Pagination, PAGE_SIZES, DEFAULT_PAGE_SIZE } from '@wms/ui-core';
import { ariaRowCount, dataRowAriaIndex, summaryRowAriaIndex } from '../../model/aria';
import { cellText } from '../../model/format';
import { otherFilterValues } from '../../model/filters';
import { HEADER_ROWS, layoutColumns, rowPlace, type LayoutColumn } from '../../model/gridLayout';
import { clampPosition, keyToMove, movePosition, type CellPosition } from '../../model/keyboard';
import { DEFAULT_HEIGHT_OFFSET } from '../../model/layout';
import { ariaSort } from '../../model/sorting';
import { isStatusField } from '../../model/status';
import { ColumnConfigType, type ColumnConfigTypeCode } from '../../model/types';
import { useDataGridController } from '../../hooks/useDataGridController';
import { useVirtualGrid } from '../../hooks/useVirtualGrid';
import { useWindowHeight } from '../../hooks/useWindowHeight';
import { useCopyConfirmation } from '../../hooks/useCopyConfirmation';
import { LazyColumnSettingsDialog } from '../ColumnSettingsDialog/LazyColumnSettingsDialog';
import { FilterControl } from '../SearchRow';
import { CellBox, CellText, Checkmark, HeadRow, LinkButton } from './cells';
import {
  Body,
  Canvas,
  Foot,
  Frame,
  Head,
  HEAD_HEIGHT,
  HEADER_ROW_HEIGHT,
  IconButton,
  Notice,
  Overlay,
  ROW_HEIGHT,
  Scroller,
  SEARCH_ROW_HEIGHT,
  Toast,
  ToastError,
  Wrapper,
} from './DataGrid.styles';
import { DataRow } from './DataRow';
import type { DataGridProps } from './DataGrid.types';
import { Glyph, HeaderLabel, KeyboardHint, StatusCell } from './GridCells';


const browserCopy = (text: string) => navigator.clipboard.writeText(text);
const NO_KEYS: readonly string[] = [];
const NO_VALUES: Readonly<Record<string, string>> = {};

function defaultRowKey(row: Record<string, unknown>, index: number): string {
  const id = row.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}

/**
 * The server-paged data grid of every list screen (platform.md §2 'Data grid'): header row,
 * search row, virtualised rows and columns, summary row, pagination. A WAI-ARIA grid: one tab
 * stop with roving focus (arrows, Home/End, PageUp/PageDown, Ctrl+Home/End), aria-rowcount and
 * aria-rowindex counted over the server's total, the focused cell kept mounted off screen.
 * Enter on a cell acts (sort, copy, edit…), Enter on a filter cell goes into its control and Esc
 * comes back.
 *
 * @example
 * <DataGrid aria-label={t('asn.title')} dataSource={createGridDataSource(api, list)} cacheKey="asnList" onEdit={openDrawer} />
 */
export function DataGrid<Row extends Record<string, unknown>>(props: DataGridProps<Row>) {
  const {
    dataSource, columns: given, cacheKey, searchCache, rowKey = defaultRowKey, pagination = true, defaultPageSize = DEFAULT_PAGE_SIZE,
    height: fixedHeight, heightOffset = DEFAULT_HEIGHT_OFFSET, editColumn = false, infoColumn = false, onEdit, onInfo, onDeleteRow,
    selectable = false, selection, defaultSelection = NO_KEYS, onSelectionChange, permission = true, renderCell, settings = true,
    onOpenSettings, onColumnsApplied, columnsVersion = 0, copyText = browserCopy, copyConfirmationMs = 2500, timeZone, now, onPageLoaded, dateRangesOn,
  } = props;
  const indexAction = props.indexAction ?? (onEdit ? 'edit' : 'info');
  const { t } = useTranslation('grid');
  const hintId = useId();
  const clock = useMemo(() => ({ timeZone: timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, now }), [timeZone, now]);

  const controller = useDataGridController({ dataSource, columns: given, clock, defaultPageSize, cacheKey, searchCache, columnsVersion, selection, defaultSelection, onSelectionChange, onPageLoaded, dateRangesOn });
  const { columnState, columns, search, data, statusOptions, rows, summary, selected, setSelected } = controller;
  const reloadColumns = columnState.reload;

  const layout = useMemo(
    () => layoutColumns(columns ?? [], { selectable, editColumn, infoColumn, deleteColumn: Boolean(onDeleteRow), rowCount: rows.length }),
    [columns, selectable, editColumn, infoColumn, onDeleteRow, rows.length],
  );
  const widths = useMemo(() => layout.map((c) => c.width), [layout]);
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
    fallbackSize: { width: 1200, height },
  });

  // Moves DOM focus after a keyboard move, once the target cell is rendered.
  const pendingFocus = useRef(false);
  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    const scroller = scrollRef.current;
    if (!scroller) return;
    const left = virtual.offsets[safeFocus.col] ?? 0;
    const width = widths[safeFocus.col] ?? 0;
    if (left < scroller.scrollLeft) scroller.scrollLeft = left;
    else if (left + width > scroller.scrollLeft + scroller.clientWidth) scroller.scrollLeft = left + width - scroller.clientWidth;
    if (focusPlace.kind === 'data') {
      const top = focusPlace.index * ROW_HEIGHT;
      const room = scroller.clientHeight - HEAD_HEIGHT - footHeight;
      if (top < scroller.scrollTop) scroller.scrollTop = top;
      else if (top + ROW_HEIGHT > scroller.scrollTop + room) scroller.scrollTop = top + ROW_HEIGHT - room;
    }
    scroller.querySelector<HTMLElement>(`[data-row="${String(safeFocus.row)}"][data-col="${String(safeFocus.col)}"]`)?.focus({ preventScroll: true });
  });

  const [settingsOpen, setSettingsOpen] = useState(false);
  const openSettings = onOpenSettings ?? (() => { setSettingsOpen(true); });
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
  // Rows are memoised (DataRow), so a row's handlers may come from an earlier render: they read
  // the selection, rows and callbacks of the latest one through this ref.
  const latest = useRef({ selected, rows, setSelected, onEdit, onInfo, onDeleteRow, permission });
  useLayoutEffect(() => {
    latest.current = { selected, rows, setSelected, onEdit, onInfo, onDeleteRow, permission };
  });
  const toggleRow = (key: string) => {
    const current = latest.current.selected;
    latest.current.setSelected(current.includes(key) ? current.filter((k) => k !== key) : [...current, key]);
  };
  const allSelected = rows.length > 0 && keys.every((k) => selected.includes(k));
  const toggleAll = () => { setSelected(allSelected ? NO_KEYS : keys); };
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

  const textOf = (layoutColumn: LayoutColumn, row: Record<string, unknown> | undefined) =>
    layoutColumn.column && row ? cellText(layoutColumn.column, row[layoutColumn.column.code], clock.timeZone) : '';

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

  const cellProps = (row: number, col: number) => ({
    'data-row': row,
    'data-col': col,
    'aria-colindex': col + 1,
    tabIndex: row === safeFocus.row && col === safeFocus.col ? 0 : -1,
    style: { left: virtual.offsets[col] ?? 0, width: widths[col] ?? 0 },
  });

  const pageInfo = { page: data.page?.page ?? search.applied.page, pageSize: data.page?.pageSize ?? search.applied.pageSize };
  const total = data.page?.total ?? 0;
  const rowNumber = (index: number) => (pageInfo.page - 1) * pageInfo.pageSize + index + 1;

  const headerCell = (col: number): ReactNode => {
    const column = layout[col];
    if (!column) return null;
    const common = cellProps(0, col);
    switch (column.kind) {
      case 'index':
        return (
          <CellBox key={column.key} role="columnheader" $head {...common}>
            {settings ? (
              <IconButton type="button" tabIndex={-1} aria-label={t('dataGrid.settings')} title={t('dataGrid.settings')} onClick={openSettings}>
                <Glyph>⚙</Glyph>
              </IconButton>
            ) : (
              <CellText>{t('dataGrid.index')}</CellText>
            )}
          </CellBox>
        );
      case 'select':
        return (
          <CellBox key={column.key} role="columnheader" $head {...common}>
            <Checkmark tabIndex={-1} aria-label={t('dataGrid.selectAll')} checked={allSelected} disabled={!rows.length} onChange={toggleAll} />
          </CellBox>
        );
      case 'data': {
        const gridColumn = column.column;
        if (!gridColumn) return null;
        const sort = ariaSort(search.applied.sort, gridColumn.code);
        return (
          <CellBox key={column.key} role="columnheader" aria-sort={sort} $head $clickable $align={gridColumn.align} title={t('dataGrid.sortBy', { name: gridColumn.name })} onClick={() => { search.toggleSort(gridColumn.code); }} {...common}>
            <HeaderLabel name={gridColumn.name} sort={sort} />
          </CellBox>
        );
      }
      default:
        return (
          <CellBox key={column.key} role="columnheader" $head {...common}>
            <CellText>{t(column.kind === 'delete' ? 'dataGrid.actions' : `dataGrid.${column.kind}`)}</CellText>
          </CellBox>
        );
    }
  };

  const searchCell = (col: number): ReactNode => {
    const column = layout[col];
    if (!column) return null;
    const common = cellProps(1, col);
    if (column.kind === 'index') {
      return (
        <CellBox key={column.key} role="gridcell" {...common}>
          <IconButton type="button" tabIndex={-1} aria-label={t('dataGrid.search')} title={t('dataGrid.search')} onClick={search.search}>
            <Glyph>⌕</Glyph>
          </IconButton>
          <IconButton type="button" tabIndex={-1} aria-label={t('dataGrid.clear')} title={t('dataGrid.clear')} onClick={search.clear}>
            <Glyph>✕</Glyph>
          </IconButton>
        </CellBox>
      );
    }
    return (
      <CellBox key={column.key} role="gridcell" className="g-filter" {...common}>
        {column.column && columns ? (
          <FilterControl
            column={column.column}
            value={search.draft.values[column.column.code]}
            dateRange={search.draft.dateRanges[column.column.code]}
            others={column.column.options.kind === 'path' ? otherFilterValues(columns, search.draft, column.column.code) : NO_VALUES}
            onValue={search.setValue}
            onDateRange={search.setDateRange}
            onSearch={search.search}
            dataSource={dataSource}
            clock={clock}
          />
        ) : null}
      </CellBox>
    );
  };

  const dataCell = (index: number, col: number): ReactNode => {
    const column = layout[col];
    const row = rows[index];
    if (!column || !row) return null;
    const gridRow = HEADER_ROWS + index;
    const common = cellProps(gridRow, col);
    const n = rowNumber(index);
    switch (column.kind) {
      case 'index':
        return (
          <CellBox key={column.key} role="gridcell" $clickable={indexAction !== 'none'} onClick={() => { if (indexAction !== 'none') raise(indexAction, index); }} {...common}>
            <CellText>{n}</CellText>
          </CellBox>
        );
      case 'select':
        return (
          <CellBox key={column.key} role="gridcell" {...common}>
            <Checkmark tabIndex={-1} aria-label={t('dataGrid.selectRow', { n })} checked={selected.includes(keys[index] ?? '')} onChange={() => { toggleRow(keys[index] ?? ''); }} />
          </CellBox>
        );
      case 'edit':
        return (
          <CellBox key={column.key} role="gridcell" {...common}>
            <LinkButton tabIndex={-1} disabled={!permission} aria-label={t('dataGrid.editRow', { n })} onClick={() => { raise('edit', index); }}>{t('dataGrid.edit')}</LinkButton>
          </CellBox>
        );
      case 'info':
        return (
          <CellBox key={column.key} role="gridcell" {...common}>
            <LinkButton tabIndex={-1} aria-label={t('dataGrid.infoRow', { n })} onClick={() => { raise('info', index); }}>{t('dataGrid.info')}</LinkButton>
          </CellBox>
        );
      case 'delete':
        return (
          <CellBox key={column.key} role="gridcell" {...common}>
            <LinkButton danger tabIndex={-1} disabled={!permission} aria-label={t('dataGrid.deleteRow', { n })} onClick={() => { deleteRow(index); }}>{t('dataGrid.delete')}</LinkButton>
          </CellBox>
        );
      case 'data': {
        const gridColumn = column.column;
        if (!gridColumn) return null;
        const value = row[gridColumn.code];
        const text = cellText(gridColumn, value, clock.timeZone);
        const custom = renderCell?.({ row, rowIndex: index, column: gridColumn, value, text });
        const content = custom !== undefined ? custom : isStatusField(gridColumn.code) ? <StatusCell field={gridColumn.code} code={value} options={statusOptions[gridColumn.code] ?? []} /> : <CellText>{text}</CellText>;
        return (
          <CellBox key={column.key} role="gridcell" $clickable $align={gridColumn.align} title={text || undefined} onClick={() => { copy(text); }} {...common}>
            {content}
          </CellBox>
        );
      }
    }
  };

  // Everything a data cell reads besides its row, selection and focus: when none of it changes,
  // rows already on screen skip rendering while the grid scrolls.
  const rowVersion = useMemo(
    () => ({ layout, offsets: virtual.offsets, statusOptions, permission, indexAction, renderCell, page: pageInfo.page, pageSize: pageInfo.pageSize, clock, keys, t, copy }),
    [layout, virtual.offsets, statusOptions, permission, indexAction, renderCell, pageInfo.page, pageInfo.pageSize, clock, keys, t, copy],
  );

  const summaryCell = (col: number): ReactNode => {
    const column = layout[col];
    if (!column) return null;
    const common = cellProps(gridRowCount - 1, col);
    const text = column.kind === 'index' ? t('dataGrid.summary') : column.column && summary && summary[column.column.code] !== undefined ? textOf(column, summary) : '';
    return (
      <CellBox key={column.key} role="gridcell" $align={column.column?.align} $clickable={column.kind === 'data'} onClick={() => { if (column.kind === 'data' && text) copy(text); }} {...common}>
        <CellText>{text}</CellText>
      </CellBox>
    );
  };

  const layoutRows = { headerRows: HEADER_ROWS, total, summary: Boolean(summary) };
  const busy = columnState.status === 'loading' || data.status === 'loading';
  let overlay: ReactNode = null;
  if (columnState.status === 'error') overlay = <ErrorState message={t('dataGrid.columnsFailed', { reason: columnState.error ?? t('dataGrid.loadFailed') })} onRetry={columnState.reload} />;
  else if (data.status === 'error') overlay = <ErrorState message={data.error ?? t('dataGrid.loadFailed')} onRetry={data.reload} />;
  else if (busy) overlay = <Loading />;
  else if (!rows.length) overlay = <Empty />;

  return (
    <Wrapper>
      {permission ? null : <Notice role="note">{t('dataGrid.noPermission')}</Notice>}
      <Frame>
        <Scroller
          ref={scrollRef}
          role="grid"
          aria-label={props['aria-label']}
          aria-describedby={hintId}
          aria-rowcount={ariaRowCount(layoutRows)}
          aria-colcount={layout.length}
          aria-busy={busy}
          aria-multiselectable={selectable || undefined}
          style={{ height }}
          onScroll={virtual.onScroll}
          onKeyDown={onKeyDown}
          onKeyDownCapture={onKeyDownCapture}
          onFocus={onFocusCapture}
        >
          <Canvas style={{ width: virtual.totalWidth, height: HEAD_HEIGHT + virtual.totalHeight + footHeight }}>
            <Head role="rowgroup" style={{ width: virtual.totalWidth }}>
              <HeadRow role="row" aria-rowindex={1} style={{ top: 0, height: HEADER_ROW_HEIGHT, width: virtual.totalWidth }}>
                {virtual.columnIndexes.map(headerCell)}
              </HeadRow>
              <HeadRow role="row" aria-rowindex={2} style={{ top: HEADER_ROW_HEIGHT, height: SEARCH_ROW_HEIGHT, width: virtual.totalWidth }}>
                {virtual.columnIndexes.map(searchCell)}
              </HeadRow>
            </Head>
            <Body role="rowgroup" className="g-body" style={{ height: virtual.totalHeight, width: virtual.totalWidth }}>
              {virtual.rowIndexes.map((index) => (
                <DataRow
                  key={`row:${keys[index] ?? String(index)}`}
                  row={rows[index]}
                  index={index}
                  ariaRowIndex={dataRowAriaIndex(index, pageInfo, HEADER_ROWS)}
                  selectable={selectable}
                  selected={selected.includes(keys[index] ?? '')}
                  width={virtual.totalWidth}
                  columnIndexes={virtual.columnIndexes}
                  focusCol={focusPlace.kind === 'data' && focusPlace.index === index ? safeFocus.col : -1}
                  version={rowVersion}
                  cell={dataCell}
                />
              ))}
            </Body>
            {summary ? (
              <Foot role="rowgroup" style={{ width: virtual.totalWidth }}>
                <HeadRow role="row" aria-rowindex={summaryRowAriaIndex(layoutRows)} style={{ top: 0, height: ROW_HEIGHT, width: virtual.totalWidth }}>
                  {virtual.columnIndexes.map(summaryCell)}
                </HeadRow>
              </Foot>
            ) : null}
          </Canvas>
        </Scroller>
        {overlay ? <Overlay $top={HEAD_HEIGHT + 1} $dim={busy && rows.length > 0}>{overlay}</Overlay> : null}
        <div aria-live="polite" role="status">
          {copied ? (copied.ok ? <Toast>{copied.text ? t('dataGrid.copied', { text: copied.text }) : t('dataGrid.copiedEmpty')}</Toast> : <ToastError>{t('dataGrid.copyFailed')}</ToastError>) : null}
        </div>
      </Frame>
      <KeyboardHint id={hintId} />
      {settingsOpen ? <LazyColumnSettingsDialog open onOpenChange={closeSettings} dataSource={dataSource} onApplied={applied} /> : null}
      {pagination ? (
        <Pagination page={pageInfo.page} pageSize={pageInfo.pageSize} total={total} pageSizes={PAGE_SIZES} disabled={busy && !data.page} onChange={search.setPage} />
      ) : null}
    </Wrapper>
  );
}
