import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MessageProvider } from '@wms/ui-core';
import { DataGrid } from './DataGrid';
import { cacheWith, largeSource, NOW, receiptSource, TIME_ZONE } from './DataGrid.fixtures';
import { configOf, createMemoryDataSource } from '../../testing/memoryDataSource';
import { receiptColumns } from '../../testing/generate';

const meta = {
  title: 'ui-grid/DataGrid',
  component: DataGrid,
  args: {
    'aria-label': '入库单列表',
    dataSource: receiptSource(),
    timeZone: TIME_ZONE,
    now: NOW,
    height: 420,
    cacheKey: undefined,
    onEdit: fn(),
    onInfo: fn(),
    onDeleteRow: fn(),
    onOpenSettings: fn(),
    copyText: fn(() => Promise.resolve()),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataGrid<Record<string, unknown>>>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid');
const cellAt = (canvasElement: HTMLElement, row: number, col: number) => {
  const element = canvasElement.querySelector<HTMLElement>(`[data-row="${String(row)}"][data-col="${String(col)}"]`);
  if (!element) throw new Error(`no cell at ${String(row)},${String(col)}`);
  return element;
};
const loaded = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(grid(canvasElement)).toHaveAttribute('aria-busy', 'false'));
};

/** Columns from the server's display config; selection, edit and info columns; a quantity total. */
export const Default: Story = {
  args: { dataSource: receiptSource(), selectable: true, editColumn: true, infoColumn: true },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const table = grid(canvasElement);
    // 45 rows on the server + header and search rows + the summary row.
    await expect(table).toHaveAttribute('aria-rowcount', '48');
    await expect(within(table).getAllByRole('row')[2]).toHaveAttribute('aria-rowindex', '3');
    await expect(within(table).getByText('合计')).toBeInTheDocument();
  },
};

/** The keyboard alone: one tab stop, arrows, Home/End, PageDown, Ctrl+End, Ctrl+Home, Enter. */
export const KeyboardNavigation: Story = {
  args: { dataSource: receiptSource(), editColumn: true },
  play: async ({ canvasElement, args }) => {
    await loaded(canvasElement);
    await userEvent.tab();
    await expect(cellAt(canvasElement, 0, 0)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(cellAt(canvasElement, 2, 0)).toHaveFocus();
    await expect(cellAt(canvasElement, 2, 0).closest('[role="row"]')).toHaveAttribute('aria-rowindex', '3');
    await userEvent.keyboard('{End}');
    const lastCol = Number(grid(canvasElement).getAttribute('aria-colcount')) - 1;
    await expect(cellAt(canvasElement, 2, lastCol)).toHaveFocus();
    await userEvent.keyboard('{Home}{PageDown}');
    await expect(document.activeElement?.getAttribute('data-row')).not.toBe('2');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    // The summary row is the last row.
    await expect(document.activeElement).toHaveAttribute('data-row', '22');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(cellAt(canvasElement, 0, 0)).toHaveFocus();
    // Enter on the index cell of a data row raises edit.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    // Still one tab stop: Tab leaves the grid.
    await expect(canvasElement.querySelectorAll('[role="grid"] [tabindex="0"][data-row]').length).toBe(1);
  },
};

const isInside = (cell: HTMLElement) => cell !== document.activeElement && cell.contains(document.activeElement);

/**
 * Keyboard only, no mouse: every filter of the search row (Enter goes in, Esc comes back), a
 * search typed and sent with Enter, every cell (arrows, Ctrl+End), the pagination (Tab), and the
 * column settings dialog opened from the header corner and applied.
 */
export const KeyboardOnly: Story = {
  args: { dataSource: receiptSource(), onOpenSettings: undefined },
  decorators: [(Story) => <MessageProvider durations={{ success: 0, error: 0 }}><Story /></MessageProvider>],
  play: async ({ canvasElement, args }) => {
    await loaded(canvasElement);
    const colCount = Number(grid(canvasElement).getAttribute('aria-colcount'));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(cellAt(canvasElement, 1, 0)).toHaveFocus();
    for (let col = 1; col < colCount; col++) {
      await userEvent.keyboard('{ArrowRight}');
      const cell = cellAt(canvasElement, 1, col);
      await expect(cell).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      if (cell.querySelector('input, button, [role="spinbutton"]')) {
        await expect(isInside(cell)).toBe(true);
        await userEvent.keyboard('{Escape}');
      }
      await expect(cell).toHaveFocus();
    }
    // Back to the receipt number filter: type and search with Enter.
    await userEvent.keyboard('{Home}{ArrowRight}{Enter}');
    await userEvent.keyboard('61501{Enter}');
    await waitFor(() => expect(grid(canvasElement)).toHaveAttribute('aria-rowcount', '4'));
    await userEvent.keyboard('{Escape}{ArrowDown}');
    await expect(cellAt(canvasElement, 2, 1)).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    // One row left: no delete column (it shows only with more than one row).
    await expect(grid(canvasElement)).toHaveAttribute('aria-colcount', String(colCount - 1));
    await expect(cellAt(canvasElement, 3, colCount - 2)).toHaveFocus();
    // Clear the search with the clear icon (Enter on the search row's first cell searches;
    // the clear icon is its second button).
    await userEvent.keyboard('{Control>}{Home}{/Control}{ArrowDown}');
    cellAt(canvasElement, 1, 0).querySelectorAll('button')[1]?.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(grid(canvasElement)).toHaveAttribute('aria-rowcount', '48'));
    // Tab from a data cell leaves the grid for the pagination.
    await userEvent.keyboard('{Escape}{ArrowDown}');
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('navigation', { name: '分页' }).contains(document.activeElement)).toBe(true);
    await userEvent.tab({ shift: true });
    await expect(cellAt(canvasElement, 2, 0)).toHaveFocus();
    // The settings dialog from the header corner, applied with the keyboard.
    await userEvent.keyboard('{Control>}{Home}{/Control}{Enter}');
    // The dialog is a lazy chunk: its first load took over a second in WebKit at load 14, within
    // the stories' 10 s wait (.storybook/preview.tsx).
    const dialog = await within(document.body).findByRole('dialog');
    const apply = await within(dialog).findByRole('button', { name: '应用' });
    for (let i = 0; i < 60 && document.activeElement !== apply; i++) await userEvent.tab();
    await expect(apply).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const source = args.dataSource as ReturnType<typeof receiptSource>;
    await waitFor(() => expect(source.calls.some((c) => c.kind === 'saveColumns' && c.type === 10002)).toBe(true));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cellAt(canvasElement, 0, 0)).toHaveFocus());
  },
};

/** Enter in a filter searches and goes back to page 1. */
export const Filtering: Story = {
  args: { dataSource: receiptSource() },
  play: async ({ canvasElement, args }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await loaded(canvasElement);
    await expect(canvas.getByRole('grid').querySelector('[aria-rowindex="23"]')).not.toBeNull();
    const filter = canvas.getByRole('textbox', { name: '入库单号筛选' });
    await userEvent.type(filter, '2026061500{Enter}');
    await loaded(canvasElement);
    const source = args.dataSource as ReturnType<typeof receiptSource>;
    const last = source.calls.filter((c) => c.kind === 'loadPage').at(-1);
    await expect(last).toMatchObject({ request: { page: 1, filters: expect.arrayContaining([{ code: 'receiptkey', filterType: 1, columnType: 10402, value: '2026061500' }]) as unknown } });
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', String(2 + 1 + 1));
  },
};

/**
 * An empty text filter is a light stand-in until used (issue 50): a labelled, focusable text box
 * that becomes the input when it gets the focus. By the keyboard alone: into the grid, down to
 * the search row, across to the filter, Enter goes in (the input has the focus), the typed text
 * and Enter search.
 */
const standInPlay = (label: string): Story['play'] => async ({ canvasElement, args }) => {
  await loaded(canvasElement);
  const canvas = within(canvasElement);
  const stand = canvas.getByRole('textbox', { name: label });
  await expect(stand.tagName).toBe('DIV');
  await userEvent.tab();
  await expect(cellAt(canvasElement, 0, 0)).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{ArrowRight}');
  await expect(cellAt(canvasElement, 1, 1)).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const input = canvas.getByRole('textbox', { name: label });
  await expect(input.tagName).toBe('INPUT');
  await expect(input).toHaveFocus();
  await userEvent.keyboard('2026061500{Enter}');
  await loaded(canvasElement);
  await expect(input).toHaveValue('2026061500');
  const source = args.dataSource as ReturnType<typeof receiptSource>;
  await expect(source.calls.filter((c) => c.kind === 'loadPage').at(-1)).toMatchObject({ request: { page: 1, filters: expect.arrayContaining([{ code: 'receiptkey', filterType: 1, columnType: 10402, value: '2026061500' }]) as unknown } });
};

export const TextFilterStandIn: Story = {
  args: { dataSource: receiptSource() },
  play: standInPlay('入库单号筛选'),
};

/** The same in English. */
export const TextFilterStandInEnglish: Story = {
  args: { 'aria-label': 'Receipts', dataSource: receiptSource() },
  globals: { locale: 'en' },
  play: standInPlay('Filter 入库单号'),
};

/** A click on a cell copies its text and says so. */
export const CopyOnClick: Story = {
  args: { dataSource: receiptSource(), copyConfirmationMs: 0 },
  play: async ({ canvasElement, args }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('ASN2026061500'));
    await expect(args.copyText).toHaveBeenCalledWith('ASN2026061500');
    await expect(await canvas.findByText('已复制：ASN2026061500')).toBeVisible();
  },
};

/** A header click sorts: ascending, then descending; sent as configureSorting. */
export const Sorting: Story = {
  args: { dataSource: receiptSource() },
  play: async ({ canvasElement, args }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /预期数量/ });
    await userEvent.click(header);
    await loaded(canvasElement);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(header);
    await loaded(canvasElement);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const source = args.dataSource as ReturnType<typeof receiptSource>;
    await expect(source.calls.filter((c) => c.kind === 'loadPage').at(-1)).toMatchObject({ request: { sorting: '[{"column_code":"qtyexpected","sort_type":10202}]', page: 1 } });
  },
};

const byCodes = (...codes: string[]) => receiptColumns().filter((c) => codes.includes(c.code));

/** Text, numeric text, single select (JSON list and path) and multi select, holding values restored from the screen's search cache. */
export const TextAndSelectFilters: Story = {
  args: {
    dataSource: receiptSource(),
    columns: byCodes('receiptkey', 'status', 'ownerId', 'sku', 'qtyexpected', 'remark'),
    cacheKey: 'asnList',
    searchCache: cacheWith({
      values: { receiptkey: 'ASN', status: '0', ownerId: 'OW01', sku: ['OW01-SKU1', 'OW01-SKU2'], qtyexpected: '' },
      dateRanges: {},
      page: 1,
      pageSize: 20,
      sort: [],
    }),
  },
};

/** Date (no future date), date range behind its checkbox (quick ranges, default last week) and datetime range. */
export const DateFilters: Story = {
  args: {
    dataSource: receiptSource(),
    columns: byCodes('receiptkey', 'expecteddate', 'adddate', 'editdate'),
    cacheKey: 'asnList',
    searchCache: cacheWith({
      values: { expecteddate: '2026-06-14', editdate: ['2026-06-10 00:00:00', '2026-06-15 23:59:59'] },
      dateRanges: { adddate: { enabled: true, range: ['2026-06-08', '2026-06-15'] } },
      page: 1,
      pageSize: 20,
      sort: [],
    }),
  },
};

/** Waiting for the first page (the columns are there; the page never answers). */
export const Loading: Story = {
  args: {
    dataSource: (() => {
      const source = receiptSource();
      source.switches.latency = (call) => (call.kind === 'loadPage' ? 1e9 : 0);
      return source;
    })(),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('加载中…')).toBeVisible();
  },
};

/** No rows match. */
export const Empty: Story = {
  args: { dataSource: receiptSource({ rows: 0 }) },
};

/** The server refused the load: its returnMgr is shown, with a retry. */
export const LoadFailure: Story = {
  args: {
    dataSource: (() => {
      const source = receiptSource();
      source.switches.failPages = '查询失败：数据库连接超时';
      return source;
    })(),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('查询失败：数据库连接超时')).toBeVisible();
  },
};

/** Edit permission off: edit and delete disabled, and the grid says why. */
export const PermissionOff: Story = {
  args: { dataSource: receiptSource(), permission: false, editColumn: true },
};

/** 500 rows × 100 columns on one page, virtualised. */
export const LargePage: Story = {
  args: { dataSource: largeSource(), defaultPageSize: 500, height: 480 },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const table = grid(canvasElement);
    await expect(table).toHaveAttribute('aria-rowcount', '502');
    // index + 100 columns + the delete action.
    await expect(table).toHaveAttribute('aria-colcount', '102');
    // Only what is in view is in the DOM.
    await expect(table.querySelectorAll('[role="row"]').length).toBeLessThan(40);
    // Focus a cell, scroll far away: the focused cell stays mounted and focused.
    // preventScroll: WebKit may bring a focused cell into view after the scroll below, which
    // put the grid back at the top (the row below was then never rendered).
    cellAt(canvasElement, 2, 1).focus({ preventScroll: true });
    table.scrollTop = 9000;
    table.scrollLeft = 6000;
    await waitFor(() => expect(table.querySelector('[aria-rowindex="302"]')).not.toBeNull());
    await expect(cellAt(canvasElement, 2, 1)).toHaveFocus();
    // The last row renders at the end, and Ctrl+End reaches the last cell.
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(cellAt(canvasElement, 501, 101)).toHaveFocus();
    await expect(cellAt(canvasElement, 501, 101).closest('[role="row"]')).toHaveAttribute('aria-rowindex', '502');
    table.scrollTop = 0;
    table.scrollLeft = 0;
  },
};

/**
 * A narrow screen (360 px) scrolled sideways: the first data column (the receipt number) stays
 * at the grid's left edge, over the columns that scroll under it; the index and selection
 * columns scroll away like the others.
 */
export const ScrolledSideways: Story = {
  // A grid kept as a grid (`layout`): in a box this narrow the DataGrid draws cards by default (issue 49).
  args: { dataSource: receiptSource(), selectable: true, height: 360, layout: 'grid' },
  decorators: [(Story) => <div style={{ width: 340 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const table = grid(canvasElement);
    // index, selection, then the first data column.
    const pinned = cellAt(canvasElement, 2, 2);
    const pinnedHead = cellAt(canvasElement, 0, 2);
    const unscrolled = pinned.getBoundingClientRect().left;
    await expect(unscrolled - table.getBoundingClientRect().left).toBeGreaterThan(90);
    table.scrollLeft = 500;
    await waitFor(() => expect(Math.abs(pinned.getBoundingClientRect().left - table.getBoundingClientRect().left - table.clientLeft)).toBeLessThan(1));
    await expect(Math.abs(pinnedHead.getBoundingClientRect().left - pinned.getBoundingClientRect().left)).toBeLessThan(1);
    // Each column's header, search and data cells line up, scrolled past the columns left of the
    // view (every row's cells are in its flow, each placed after the columns not rendered).
    const cellsOf = (row: number) => [...table.querySelectorAll<HTMLElement>(`[data-row="${String(row)}"][data-col]`)];
    // Once the ranges follow the scroll: a column rendered after one that is not (a gap before it).
    const gapBefore = () => {
      const cols = new Set(cellsOf(2).map((cell) => Number(cell.dataset.col)));
      return [...cols].some((col) => col > 3 && !cols.has(col - 1));
    };
    await waitFor(() => expect(gapBefore()).toBe(true));
    const boxes = (row: number) => new Map(cellsOf(row).map((cell) => [cell.dataset.col, cell.getBoundingClientRect()]));
    const [head, search, data] = [boxes(0), boxes(1), boxes(2)];
    for (const [col, cell] of data) {
      for (const other of [head.get(col), search.get(col)]) {
        await expect(Math.abs((other?.left ?? Number.NaN) - cell.left)).toBeLessThan(1);
        await expect(Math.abs((other?.width ?? Number.NaN) - cell.width)).toBeLessThan(1);
      }
    }
    // The next column's cells went under it: the pinned cell is what the point at its middle hits.
    const box = pinned.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('[data-col]')).toBe(pinned);
    // Back at the start, it is where it was.
    table.scrollLeft = 0;
    await waitFor(() => expect(Math.abs(pinned.getBoundingClientRect().left - unscrolled)).toBeLessThan(1));
    // The keyboard: a cell moved to right of the pinned one is shown beside it, not under it.
    pinned.focus();
    for (let i = 0; i < 5; i++) await userEvent.keyboard('{ArrowRight}');
    for (let i = 0; i < 4; i++) await userEvent.keyboard('{ArrowLeft}');
    const third = cellAt(canvasElement, 2, 3);
    await expect(third).toHaveFocus();
    await waitFor(() => expect(third.getBoundingClientRect().left).toBeGreaterThanOrEqual(pinned.getBoundingClientRect().right - 1));
    table.scrollLeft = 500;
  },
};

/** English. */
export const English: Story = {
  args: { 'aria-label': 'Receipts', dataSource: receiptSource(), selectable: true, editColumn: true, infoColumn: true },
  globals: { locale: 'en' },
};

const STATUSES = Array.from({ length: 19 }, (_, i) => ({ code: String((i + 1) * 10), description: `状态 ${String(i + 1)}` }));

/** The status renderer: 17 colours by the option's position (18 and 19 wrap to 1 and 2); finish flags orange, green, red. */
export const StatusColours: Story = {
  args: {
    height: 660,
    pagination: false,
    dataSource: createMemoryDataSource({
      rows: STATUSES.map((s, i) => ({ id: i + 1, status: s.code, orderfinishflag: ['1', '2', '0'][i % 3], label: s.description })),
      columns: configOf([
        { code: 'status', name: '状态', width: 140, type: 10402, issearch: 2, searchData: JSON.stringify(STATUSES) },
        { code: 'orderfinishflag', name: '完成标志', width: 140, type: 10402, issearch: 2, searchData: JSON.stringify([{ code: '1', description: '部分完成' }, { code: '2', description: '已完成' }, { code: '0', description: '未完成' }]) },
        { code: 'label', name: '说明', width: 140, type: 10402, issearch: 0 },
      ]),
    }),
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    const colour = (text: string) => getComputedStyle(canvas.getByText(text, { selector: 'span:not(.g-text)' })).color;
    await expect(colour('状态 18')).toBe(colour('状态 1'));
    await expect(colour('状态 2')).not.toBe(colour('状态 1'));
  },
};

/** Columns given by the screen instead of loaded (no settings icon without a handler). */
export const GivenColumns: Story = {
  args: {
    dataSource: createMemoryDataSource({ rows: [], columns: configOf(receiptColumns()) }),
    columns: receiptColumns().slice(0, 4),
    onOpenSettings: undefined,
  },
};
