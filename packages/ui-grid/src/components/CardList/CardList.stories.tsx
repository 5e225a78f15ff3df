import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MessageProvider } from '@wms/ui-core';
import { atViewport } from '../../../../../.storybook/viewports';
import { DataGrid } from '../DataGrid/DataGrid';
import { cacheWith, NOW, receiptSource, TIME_ZONE } from '../DataGrid/DataGrid.fixtures';
import { initialSearchState } from '../../model/filters';
import { toGridColumns } from '../../model/columns';
import { CARD_HEIGHT } from '../../model/cards';
import { receiptColumns, receiptRows } from '../../testing/generate';
import type { DataGridProps } from '../DataGrid/DataGrid.types';

/**
 * The DataGrid on a phone (issue 49): below 600 px of its own width it draws its rows as cards,
 * from the same column configuration, search, page, selection and live refresh. Each story is
 * drawn at a phone's 390 px and a handheld's 360 px (the `…360` stories).
 */
const meta = {
  title: 'ui-grid/DataGrid/Cards',
  component: DataGrid,
  args: {
    'aria-label': '入库单列表',
    dataSource: receiptSource(),
    timeZone: TIME_ZONE,
    now: NOW,
    height: 640,
    selectable: true,
    onInfo: fn(),
    onOpenSettings: fn(),
    copyText: fn(() => Promise.resolve()),
  },
  parameters: { layout: 'padded' },
  globals: atViewport('phone390'),
} satisfies Meta<typeof DataGrid<Record<string, unknown>>>;

export default meta;
type Story = StoryObj<typeof meta>;

const feed = (canvasElement: HTMLElement) => within(canvasElement).getByRole('feed');
const loaded = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(feed(canvasElement)).toHaveAttribute('aria-busy', 'false'));
};
const cards = (canvasElement: HTMLElement) => within(feed(canvasElement)).getAllByRole('article');

/** The receipt list: key, status chip, six labelled fields a card; select-all, filters, sort; the totals card; pagination. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await loaded(canvasElement);
    const first = cards(canvasElement)[0];
    if (!first) throw new Error('no card');
    await expect(within(first).getByRole('button', { name: 'ASN2026061500' })).toBeVisible();
    // The status chip and six fields, each labelled (a term and its definition).
    await expect(first.querySelectorAll('dt')).toHaveLength(7);
    await expect(within(first).getByText('预期数量')).toBeVisible();
    await expect(first.getBoundingClientRect().height).toBe(CARD_HEIGHT);
    // 45 records in the feed's set, 20 a page; the page's cards are virtualised.
    await expect(first).toHaveAttribute('aria-setsize', '45');
    // No sideways scroll of the list.
    const scroller = feed(canvasElement).parentElement;
    await expect(scroller && scroller.scrollWidth <= scroller.clientWidth).toBe(true);
    // A tap on a card opens its record.
    await userEvent.click(within(first).getByText('预期数量'));
    await expect(args.onInfo).toHaveBeenCalledTimes(1);
  },
};

/** Filtered: the search row's filters in a sheet; the status filter applied and counted on the button. */
export const Filtered: Story = {
  args: {
    cacheKey: 'asnList',
    searchCache: cacheWith({ ...initialSearchState(toGridColumns(receiptColumns()), { timeZone: TIME_ZONE, now: NOW }, 20, false), values: { status: '11' } }),
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '筛选（1）' })).toBeVisible();
    await waitFor(() => expect(cards(canvasElement).every((card) => within(card).queryByText('收货完成') !== null)).toBe(true));
  },
};

/** The filter sheet open: the search row's filters, one a line; typed and searched, it closes on the result. */
export const FilterSheet: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    // The creation date's range is on by default (last week): one filter before anything is typed.
    await userEvent.click(within(canvasElement).getByRole('button', { name: '筛选（1）' }));
    const sheet = await within(document.body).findByRole('dialog', { name: '筛选入库单列表' });
    const key = within(sheet).getByRole('textbox', { name: '入库单号筛选' });
    await userEvent.type(key, '2026061501');
    await userEvent.click(within(sheet).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(1));
    await expect(within(canvasElement).getByRole('button', { name: '筛选（2）' })).toHaveFocus();
    // Open again for the screenshot: the typed filter is there.
    await userEvent.click(within(canvasElement).getByRole('button', { name: '筛选（2）' }));
    const again = await within(document.body).findByRole('dialog', { name: '筛选入库单列表' });
    await expect(within(again).getByRole('textbox', { name: '入库单号筛选' })).toHaveValue('2026061501');
  },
};

/** Two cards selected, then all of the page by select-all. */
export const Selected: Story = {
  args: { onSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 ASN2026061500' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 ASN2026061502' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['1', '3']);
    await expect(cards(canvasElement)[0]).toHaveAttribute('data-selected');
    await expect(args.onInfo).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await waitFor(() => expect(args.onSelectionChange).toHaveBeenLastCalledWith(Array.from({ length: 20 }, (_, i) => String(i + 1))));
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 ASN2026061500' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 ASN2026061502' }));
  },
};

/** No records: the grid's empty state, no feed. */
export const Empty: Story = {
  args: { dataSource: receiptSource({ rows: 0 }) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(/无数据/)).toBeVisible());
    await expect(within(canvasElement).queryByRole('feed')).toBeNull();
  },
};

/** The first page loading: skeleton cards of the cards' own height, so nothing moves when it arrives. */
export const Loading: Story = {
  args: { dataSource: receiptSource({ latency: 3_600_000 }) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThanOrEqual(4));
    await expect(feed(canvasElement)).toHaveAttribute('aria-busy', 'true');
    const skeletons = canvasElement.querySelectorAll('[data-skeleton]');
    await expect(skeletons[0]?.getBoundingClientRect().height).toBe(CARD_HEIGHT);
  },
};

/** The rows of a live list: a record changed underneath is marked (a tint and an edge, still with reduced motion) and said. */
function LiveCards(props: DataGridProps<Record<string, unknown>>) {
  const [state] = useState(() => {
    const data = receiptRows(45, NOW);
    return { data, source: receiptSource({ data }) };
  });
  const [refreshKey, setRefreshKey] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => {
      // A new object, as a server's answer is: the page before keeps the old one to compare with.
      const row = state.data[1];
      if (row) state.data[1] = { ...row, status: '15', qtyexpected: 999 };
      setRefreshKey(1);
    }, 400);
    return () => { clearTimeout(timer); };
  }, [state]);
  return <DataGrid {...props} dataSource={state.source} refreshKey={refreshKey} flashMs={600_000} />;
}

export const LiveUpdate: Story = {
  // The meta's args are the grid's over any row type; this story's rows are records.
  render: (args) => <LiveCards {...(args as DataGridProps<Record<string, unknown>>)} />,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-changed]')).not.toBeNull());
    const changed = canvasElement.querySelector<HTMLElement>('[data-changed]');
    await expect(changed?.dataset.key).toBe('2');
    if (!changed) return;
    await expect(within(changed).getByText('999')).toBeVisible();
    await expect(within(changed).getByText('刚刚有变化')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-changed]')).toHaveLength(1);
  },
};

const LONG_ROWS = receiptRows(45, NOW).map((row, i) => (i < 3 ? { ...row, receiptkey: `ASN-${'2026061500'.repeat(4)}-${String(i)}`, ownerId: '华东物流供应链管理有限公司上海分公司', sku: 'OW01-SKU-ABCDEFGHIJKLMNOPQRSTUVWXYZ-0123456789' } : row));

/** Long values are cut with an ellipsis inside the card: no card grows, nothing scrolls sideways. */
export const LongValues: Story = {
  args: { dataSource: receiptSource({ data: LONG_ROWS }) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const first = cards(canvasElement)[0];
    await expect(first?.getBoundingClientRect().height).toBe(CARD_HEIGHT);
    const scroller = feed(canvasElement).parentElement;
    await expect(scroller && scroller.scrollWidth <= scroller.clientWidth).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** English. */
export const English: Story = {
  args: { 'aria-label': 'Receipts' },
  globals: { ...atViewport('phone390'), locale: 'en' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Sort' })).toBeVisible();
  },
};

/** The keyboard alone: one tab stop among the cards, arrows and Page Down move, Space selects, Enter opens. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  args: { onSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    await loaded(canvasElement);
    const list = cards(canvasElement);
    list[0]?.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(list[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['2']);
    await userEvent.keyboard('{Enter}');
    await expect(args.onInfo).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-posinset', '20'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-posinset', '1'));
    // One tab stop among the cards: Tab goes to the focused card's checkbox and title, then out.
    await expect(feed(canvasElement).querySelectorAll('article[tabindex="0"]')).toHaveLength(1);
  },
};

/** 500 cards on one page: the feed is virtualised (fixed-height cards), a scroll to the end draws the last. */
export const FiveHundred: Story = {
  tags: ['no-visual'],
  args: { dataSource: receiptSource({ rows: 500 }), defaultPageSize: 500 },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(cards(canvasElement).length).toBeLessThan(20);
    const scroller = feed(canvasElement).parentElement;
    if (!scroller) throw new Error('no scroller');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvasElement.querySelector('[aria-posinset="500"]')).not.toBeNull());
  },
};

/** Column settings from the bar open the grid's own dialog (the user's column choice decides the cards). */
export const Settings: Story = {
  tags: ['no-visual'],
  args: { onOpenSettings: undefined },
  decorators: [(Story) => <MessageProvider durations={{ success: 0, error: 0 }}><Story /></MessageProvider>],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '列设置' }));
    await within(document.body).findByRole('dialog', { name: /列设置|自定义列/ });
  },
};

const at360 = (story: Story): Story => ({ ...story, globals: { ...(story.globals ?? {}), ...atViewport('handheld360') } });
export const Default360 = at360(Default);
export const Filtered360 = at360(Filtered);
export const Selected360 = at360(Selected);
export const Empty360 = at360(Empty);
export const Loading360 = at360(Loading);
export const LiveUpdate360 = at360(LiveUpdate);
export const LongValues360 = at360(LongValues);
export const English360 = at360(English);
