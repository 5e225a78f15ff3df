import { GearIcon, type QuickT } from '@wms/ui-core';
import { memo, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type CSSProperties, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { CARD_GAP, CARD_HEIGHT, CARD_STEP, cardLayout, type CardConfig } from '../../model/cards';
import type { GridColumn } from '../../model/columns';
import { toGridFilters } from '../../model/filters';
import { isStatusField } from '../../model/status';
import type { GridDataSource, GridOption } from '../../model/types';
import { indexesToRender, sameRange, visibleRows, type IndexRange } from '../../model/virtual';
import type { DataGridController } from '../../hooks/useDataGridController';
import { dataCellText, type LazyClock } from '../DataGrid/cellText';
import { StatusCell, type RenderCell } from '../DataGrid/GridCells';
import { GridStyleSheet } from '../DataGrid/gridSheet';
import { CardStyleSheet } from './cardSheet';
import { LazyFilterSheet } from './LazyFilterSheet';

const NO_ROW: Readonly<Record<string, unknown>> = {};
const fieldsOf = (row: object): Readonly<Record<string, unknown>> => row as Readonly<Record<string, unknown>>;
/** Cards drawn beyond the viewport on each side (each is laid out and painted). */
const OVERSCAN = 2;
/** The bar above the cards (select all, filters, sort, settings) and the gap under it, px. */
export const CARD_BAR_HEIGHT = 44 + 8;

export interface CardListProps<Row extends object> {
  /** The grid's box, measured for the card mode (useCardMode). */
  rootRef: (element: HTMLElement | null) => void;
  themeVars: CSSProperties;
  'aria-label': string;
  controller: DataGridController<Row>;
  /** The rows' keys, in page order. */
  keys: readonly string[];
  allSelected: boolean;
  selectable: boolean;
  /** What opening a card raises ('none': cards do not open). */
  indexAction: 'edit' | 'info' | 'none';
  onOpen: (kind: 'edit' | 'info', index: number) => void;
  onToggleRow: (key: string) => void;
  onToggleAll: () => void;
  settings: boolean;
  onOpenSettings: () => void;
  cards: CardConfig | undefined;
  renderCell: RenderCell<Row> | undefined;
  dataSource: GridDataSource<Row>;
  clock: LazyClock;
  t: QuickT;
  /** The whole height the grid would take (bar and cards), px. */
  height: number;
  flashMs: number | undefined;
  /** The first row's number minus one: (page − 1) × page size. */
  rowNumberBase: number;
  total: number;
  busy: boolean;
  /** What the grid shows over its rows: the load failure, the empty state, loading (kept as the grid has it). */
  overlay: ReactNode;
  /** The no-permission note, the settings dialog and the pagination bar, as the grid draws them. */
  notice: ReactNode;
  dialogs: ReactNode;
  footer: ReactNode;
}

interface CardContext {
  title: GridColumn | undefined;
  status: GridColumn | undefined;
  fields: readonly GridColumn[];
  statusOptions: Readonly<Record<string, readonly GridOption[]>>;
  renderCell: RenderCell<Record<string, unknown>> | undefined;
  clock: LazyClock;
  t: QuickT;
  selectable: boolean;
  opens: boolean;
  rowNumberBase: number;
  total: number;
  onToggle: (event: ChangeEvent<HTMLInputElement>) => void;
  onOpenClick: (event: MouseEvent<HTMLElement>) => void;
}

/** A field's content: the list's renderer, the status renderer, or the cell's text. */
function fieldContent(ctx: CardContext, row: Record<string, unknown>, index: number, column: GridColumn): { content: ReactNode; text: string } {
  const value = row[column.code];
  const text = dataCellText(column, value, ctx.clock);
  const custom = ctx.renderCell?.({ row, rowIndex: index, column, value, text });
  if (custom !== undefined) return { content: custom, text };
  if (isStatusField(column.code)) return { content: <StatusCell field={column.code} code={value} options={ctx.statusOptions[column.code] ?? []} />, text };
  return { content: text, text };
}

interface CardProps {
  row: Record<string, unknown>;
  index: number;
  rowKey: string;
  selected: boolean;
  changed: boolean;
  /** The card holding the list's one tab stop. */
  active: boolean;
  ctx: CardContext;
}

/**
 * One record as a card: an article named by its key (a button that opens the record when the
 * list opens records), its status as the status renderer's chip, then its fields as label–value
 * pairs. Memoised: a scroll renders only the cards it brings in.
 */
const Card = memo(function Card({ row, index, rowKey, selected, changed, active, ctx }: CardProps) {
  const titleId = useId();
  const n = ctx.rowNumberBase + index + 1;
  const titleText = ctx.title ? dataCellText(ctx.title, row[ctx.title.code], ctx.clock) : '';
  const name = titleText || ctx.t('cards.untitled', { n });
  const tab = active ? 0 : -1;
  return (
    <article
      className="c-card"
      aria-labelledby={titleId}
      aria-posinset={n}
      aria-setsize={ctx.total}
      tabIndex={tab}
      data-index={index}
      data-key={rowKey}
      data-selected={selected ? '' : undefined}
      data-changed={changed ? '' : undefined}
      style={{ top: index * CARD_STEP }}
    >
      <div className="c-head">
        {ctx.selectable ? (
          <label className="c-check">
            <input type="checkbox" className="g-check" tabIndex={tab} checked={selected} aria-label={ctx.t('cards.select', { name })} onChange={ctx.onToggle} />
          </label>
        ) : null}
        {ctx.opens ? (
          <button type="button" id={titleId} className="c-title" tabIndex={tab} onClick={ctx.onOpenClick}>{name}</button>
        ) : (
          <span id={titleId} className="c-title">{name}</span>
        )}
        {ctx.status ? (
          <dl className="c-status">
            <dt className="c-sr">{ctx.status.name}</dt>
            <dd>{fieldContent(ctx, row, index, ctx.status).content}</dd>
          </dl>
        ) : null}
      </div>
      <dl className="c-fields">
        {ctx.fields.map((column) => {
          const { content, text } = fieldContent(ctx, row, index, column);
          return (
            <div key={column.code} className="c-field" data-code={column.code}>
              <dt title={column.name}>{column.name}</dt>
              <dd title={text || undefined}>{content}</dd>
            </div>
          );
        })}
      </dl>
      {changed ? <span className="c-sr">{ctx.t('cards.changed')}</span> : null}
    </article>
  );
});

/** The summary row as a totals card: every shown column the server totalled. */
function TotalsCard({ columns, summary, clock, t }: { columns: readonly GridColumn[]; summary: Readonly<Record<string, unknown>>; clock: LazyClock; t: QuickT }) {
  const totalled = columns.filter((column) => summary[column.code] !== undefined && summary[column.code] !== null);
  const headingId = useId();
  return (
    <section className="c-totals" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('dataGrid.summary')}</h3>
      <dl className="c-fields">
        {totalled.map((column) => (
          <div key={column.code} className="c-field">
            <dt>{column.name}</dt>
            <dd>{dataCellText(column, summary[column.code], clock)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const sortValue = (sort: readonly { code: string; direction: 'asc' | 'desc' }[]) => (sort[0] ? `${sort[0].code}:${sort[0].direction}` : '');

/**
 * The DataGrid's rows as a column of cards (issue 49), drawn by the DataGrid itself below its
 * card width (model/cards.ts) from the same controller: the same columns, search, page, sort,
 * selection, live refresh and marks. A bar above the cards holds select-all, the filters (a sheet
 * with the search row's filters), the sort and the column settings; the cards are a WAI-ARIA
 * feed of articles, one tab stop (arrows, Page Up/Down, Home/End move between cards, Enter opens,
 * Space selects), virtualised by fixed height; the summary row is a totals card after them; the
 * pagination bar is the grid's.
 */
export function CardList<Row extends object>(props: CardListProps<Row>) {
  const {
    rootRef, themeVars, controller, keys, allSelected, selectable, indexAction, onOpen, onToggleRow, onToggleAll, settings, onOpenSettings,
    cards, renderCell, dataSource, clock, t, height, flashMs, rowNumberBase, total, busy, overlay, notice, dialogs, footer,
  } = props;
  const { columns, search, statusOptions, rows, summary, selected, changed } = controller;
  const hintId = useId();
  const layout = useMemo(() => cardLayout(columns ?? [], cards), [columns, cards]);
  const [sheetOpen, setSheetOpen] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const feedHeight = Math.max(0, height - CARD_BAR_HEIGHT);
  const [range, setRange] = useState<IndexRange>(() => visibleRows(0, feedHeight, CARD_STEP, rows.length, OVERSCAN));
  const [active, setActive] = useState(0);
  const activeIndex = Math.min(active, Math.max(0, rows.length - 1));
  const pendingFocus = useRef(false);

  // The range follows the scroll and the page (a new page starts at the top).
  const measureRange = () => {
    const scroller = scrollRef.current;
    // A box not laid out yet (0 high) is taken at its designed height.
    const next = visibleRows(scroller?.scrollTop ?? 0, scroller?.clientHeight || feedHeight, CARD_STEP, rows.length, OVERSCAN);
    setRange((current) => (sameRange(current, next) ? current : next));
  };
  useLayoutEffect(measureRange);

  const latest = useRef({ rows, keys, indexAction, onOpen, onToggleRow });
  useLayoutEffect(() => {
    latest.current = { rows, keys, indexAction, onOpen, onToggleRow };
  });
  const handlers = useMemo(() => {
    const indexOf = (element: Element) => Number(element.closest<HTMLElement>('[data-index]')?.dataset.index ?? -1);
    const open = (index: number) => {
      const { indexAction: action, onOpen: raise } = latest.current;
      if (action !== 'none' && index >= 0) raise(action, index);
    };
    return {
      open,
      onToggle: (event: ChangeEvent<HTMLInputElement>) => { latest.current.onToggleRow(latest.current.keys[indexOf(event.currentTarget)] ?? ''); },
      onOpenClick: (event: MouseEvent<HTMLElement>) => {
        event.stopPropagation();
        open(indexOf(event.currentTarget));
      },
    };
  }, []);

  const ctx = useMemo<CardContext>(() => ({
    title: layout.title, status: layout.status, fields: layout.fields, statusOptions, renderCell: renderCell as CardContext['renderCell'], clock, t, selectable,
    opens: indexAction !== 'none', rowNumberBase, total, onToggle: handlers.onToggle, onOpenClick: handlers.onOpenClick,
  }), [layout, statusOptions, renderCell, clock, t, selectable, indexAction, rowNumberBase, total, handlers]);

  // Moves DOM focus after a keyboard move, once the card is rendered and scrolled into view.
  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    const scroller = scrollRef.current;
    if (!scroller) return;
    const top = activeIndex * CARD_STEP;
    if (top < scroller.scrollTop) scroller.scrollTop = top;
    else if (top + CARD_HEIGHT > scroller.scrollTop + scroller.clientHeight) scroller.scrollTop = top + CARD_HEIGHT - scroller.clientHeight;
    scroller.querySelector<HTMLElement>(`[data-index="${String(activeIndex)}"]`)?.focus({ preventScroll: true });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const card = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!card || event.target !== card) return;
    const index = Number(card.dataset.index);
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight || feedHeight) / CARD_STEP));
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, PageDown: index + page, PageUp: index - page, Home: 0, End: rows.length - 1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setActive(Math.max(0, Math.min(rows.length - 1, target)));
      pendingFocus.current = true;
    } else if (event.key === 'Enter') {
      event.preventDefault();
      handlers.open(index);
    } else if (event.key === ' ' && selectable) {
      event.preventDefault();
      onToggleRow(keys[index] ?? '');
    }
  };
  /** Focus entering a card (a tap, a click, Tab) makes it the list's tab stop. */
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const card = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (card && Number(card.dataset.index) !== activeIndex) setActive(Number(card.dataset.index));
  };
  /** A tap anywhere on a card but its checkbox opens the record (the title is the keyboard's way). */
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('label, input, button, a')) return;
    const card = target.closest<HTMLElement>('[data-index]');
    if (card) handlers.open(Number(card.dataset.index));
  };

  const dataColumns = useMemo(() => columns ?? [], [columns]);
  const filterCount = useMemo(() => (columns ? toGridFilters(columns, search.applied).length : 0), [columns, search.applied]);
  const sortOptions = useMemo(() => dataColumns.flatMap((column) => [
    { value: `${column.code}:asc`, label: t('cards.sortAsc', { name: column.name }) },
    { value: `${column.code}:desc`, label: t('cards.sortDesc', { name: column.name }) },
  ]), [dataColumns, t]);
  const onSort = (event: ChangeEvent<HTMLSelectElement>) => {
    const [code = '', direction] = event.currentTarget.value.split(':');
    search.setSort(code ? [{ code, direction: direction === 'desc' ? 'desc' : 'asc' }] : []);
  };

  const waiting = busy && rows.length === 0;
  const skeletons = waiting ? Math.ceil(feedHeight / CARD_STEP) : 0;
  const shownOverlay = waiting ? null : overlay;
  const feedStyle = useMemo<CSSProperties>(() => ({ height: Math.max(0, rows.length * CARD_STEP - CARD_GAP) }), [rows.length]);
  const indexes = rows.length ? indexesToRender(range, activeIndex) : [];

  return (
    <div ref={rootRef} className="g-wrap c-wrap" data-layout="cards" style={flashMs === undefined ? themeVars : ({ ...themeVars, '--g-flash-ms': `${String(flashMs)}ms` } as CSSProperties)}>
      <GridStyleSheet />
      <CardStyleSheet />
      {notice}
      <div className="c-bar" role="group" aria-label={t('cards.tools', { name: props['aria-label'] })}>
        {selectable ? (
          <label className="c-all">
            <input type="checkbox" className="g-check" checked={allSelected} disabled={rows.length === 0} onChange={onToggleAll} />
            <span>{t('cards.all')}</span>
          </label>
        ) : null}
        <button type="button" className="c-tool" aria-haspopup="dialog" data-active={filterCount ? '' : undefined} onClick={() => { setSheetOpen(true); }}>
          {filterCount ? t('cards.filtersCount', { count: filterCount }) : t('cards.filters')}
        </button>
        <select className="c-sort" aria-label={t('cards.sort')} value={sortValue(search.applied.sort)} onChange={onSort}>
          <option value="">{t('cards.sortDefault')}</option>
          {sortOptions.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
        {settings ? (
          <button type="button" className="g-icon" aria-label={t('dataGrid.settings')} title={t('dataGrid.settings')} onClick={onOpenSettings}>
            <GearIcon />
          </button>
        ) : null}
      </div>
      <div className="g-frame">
        <div ref={scrollRef} className="c-scroll" style={{ height: feedHeight }} onScroll={measureRange}>
          {/* The feed pattern's keys move between its articles; a tap on a card opens it (its title button is the keyboard's way). */}
          {rows.length || waiting ? (
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
            <div
              role="feed"
              className="c-feed"
              aria-label={props['aria-label']}
              aria-busy={busy}
              aria-describedby={hintId}
              style={waiting ? { height: skeletons * CARD_STEP - CARD_GAP } : feedStyle}
              onKeyDown={onKeyDown}
              onFocus={onFocus}
              onClick={onClick}
            >
              {/* Loading the first page: cards of the same height, so nothing moves when it arrives. */}
              {Array.from({ length: skeletons }, (_, i) => <div key={i} className="c-skeleton" aria-hidden="true" data-skeleton="" style={{ top: i * CARD_STEP }} />)}
              {indexes.map((index) => (
                <Card
                  key={`card:${keys[index] ?? String(index)}`}
                  row={fieldsOf(rows[index] ?? NO_ROW)}
                  index={index}
                  rowKey={keys[index] ?? String(index)}
                  selected={selected.includes(keys[index] ?? '')}
                  changed={changed.has(keys[index] ?? '')}
                  active={index === activeIndex}
                  ctx={ctx}
                />
              ))}
            </div>
          ) : null}
          {summary && rows.length ? <TotalsCard columns={dataColumns} summary={summary} clock={clock} t={t} /> : null}
        </div>
        {shownOverlay ? <div className="g-overlay" data-dim={busy && rows.length > 0 ? '' : undefined} style={{ top: 0 }}>{shownOverlay}</div> : null}
      </div>
      <span id={hintId} hidden>{t('cards.keyboardHint')}</span>
      {sheetOpen && columns ? (
        <LazyFilterSheet
          title={t('cards.filtersTitle', { name: props['aria-label'] })}
          columns={columns}
          search={search}
          dataSource={dataSource}
          clock={clock}
          t={t}
          themeVars={themeVars}
          onClose={() => { setSheetOpen(false); }}
        />
      ) : null}
      {dialogs}
      {footer}
    </div>
  );
}
