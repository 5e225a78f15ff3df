import type { ReactNode } from 'react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider, createI18n } from '@wms/ui-core';
import { GRID_NAMESPACE, gridCatalogue } from '../../i18n/catalogue';
import type { GridPageRequest } from '../../model/types';
import type { MemoryDataSource } from '../../testing/memoryDataSource';
import { DataGrid } from '../DataGrid/DataGrid';
import type { DataGridProps } from '../DataGrid/DataGrid.types';
import { NOW, receiptSource, TIME_ZONE } from '../DataGrid/DataGrid.fixtures';

type Row = Record<string, unknown>;

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

function Providers({ children }: { children: ReactNode }) {
  const i18n = createI18n({ language: 'zh', catalogues: { [GRID_NAMESPACE]: gridCatalogue } });
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>{children}</ThemeProvider>
    </I18nextProvider>
  );
}

function renderCards(props: Partial<Omit<DataGridProps<Row>, 'dataSource'>> & { dataSource?: MemoryDataSource<Row> } = {}) {
  const dataSource = props.dataSource ?? receiptSource();
  const user = userEvent.setup();
  const view = render(<DataGrid aria-label="入库单" dataSource={dataSource} timeZone={TIME_ZONE} now={NOW} height={640} layout="cards" copyText={() => Promise.resolve()} {...props} />, { wrapper: Providers });
  return { user, dataSource, ...view };
}

const feed = () => screen.getByRole('feed', { name: '入库单' });
const settled = () => waitFor(() => { expect(feed()).toHaveAttribute('aria-busy', 'false'); });
const pageRequests = (calls: { kind: string }[]) => calls.filter((c): c is { kind: 'loadPage'; request: Omit<GridPageRequest, 'signal'> } => c.kind === 'loadPage').map((c) => c.request);

describe('DataGrid as cards', () => {
  it('draws a feed of articles, no grid: the key as title, the status chip and six labelled fields, numbered across pages', async () => {
    renderCards();
    await settled();
    expect(screen.queryByRole('grid')).toBeNull();
    const first = within(feed()).getAllByRole('article')[0];
    if (!first) throw new Error('no card');
    expect(first).toHaveAccessibleName('ASN2026061500');
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', '45');
    expect([...first.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['状态', '完成标志', '货主', '商品', '预期数量', '预期日期', '创建时间']);
    expect(within(first).getByText('新建')).toBeInTheDocument();
    // The totals card after the cards.
    expect(screen.getByRole('region', { name: '合计' })).toHaveTextContent('预期数量');
  });

  it('selects by each card’s checkbox and by select-all; a tap on a card opens it, its checkbox does not', async () => {
    const onSelectionChange = jest.fn();
    const onInfo = jest.fn();
    const { user } = renderCards({ selectable: true, onSelectionChange, onInfo });
    await settled();
    await user.click(screen.getByRole('checkbox', { name: '选择 ASN2026061501' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['2']);
    expect(onInfo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    await user.click(within(feed()).getAllByRole('article')[2]?.querySelector('dd') ?? document.body);
    expect(onInfo).toHaveBeenCalledWith(expect.objectContaining({ receiptkey: 'ASN2026061502' }), 2);
  });

  it('sorts from the sort menu with the grid’s own sorting, page 1', async () => {
    const { user, dataSource } = renderCards();
    await settled();
    await user.selectOptions(screen.getByRole('combobox', { name: '排序' }), '预期数量 ↓ 降序');
    await waitFor(() => { expect(pageRequests(dataSource.calls).at(-1)?.sorting).toBe('[{"column_code":"qtyexpected","sort_type":10202}]'); });
    expect(pageRequests(dataSource.calls).at(-1)?.page).toBe(1);
  });

  it('keyboard: one tab stop among the cards, arrows move, Space selects, Enter opens', async () => {
    const onSelectionChange = jest.fn();
    const onInfo = jest.fn();
    const { user } = renderCards({ selectable: true, onSelectionChange, onInfo });
    await settled();
    const cards = within(feed()).getAllByRole('article');
    expect(cards.filter((card) => card.tabIndex === 0)).toHaveLength(1);
    cards[0]?.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => { expect(within(feed()).getAllByRole('article')[1]).toHaveFocus(); });
    await user.keyboard(' ');
    expect(onSelectionChange).toHaveBeenLastCalledWith(['2']);
    await user.keyboard('{Enter}');
    expect(onInfo).toHaveBeenCalledWith(expect.objectContaining({ receiptkey: 'ASN2026061501' }), 1);
  });

  it('names its fields by the list’s card config, among the shown columns only', async () => {
    renderCards({ cards: { title: 'sku', fields: ['qtyexpected', 'ownerId', 'nosuchcolumn'] } });
    await settled();
    const first = within(feed()).getAllByRole('article')[0];
    expect(first).toHaveAccessibleName('OW01-SKU1');
    expect([...(first?.querySelectorAll('.c-fields dt') ?? [])].map((term) => term.textContent)).toEqual(['预期数量', '货主', '入库单号', '完成标志', '预期日期', '创建时间']);
  });

  it('shows the empty state without a feed', async () => {
    renderCards({ dataSource: receiptSource({ rows: 0 }) });
    await waitFor(() => { expect(screen.getByText(/无数据/)).toBeInTheDocument(); });
    expect(screen.queryByRole('feed')).toBeNull();
  });
});
