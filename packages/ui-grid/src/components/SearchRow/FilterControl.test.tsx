import type { ReactNode } from 'react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider, createI18n } from '@wms/ui-core';
import { GRID_NAMESPACE, gridCatalogue } from '../../i18n/catalogue';
import { receiptColumns } from '../../testing/generate';
import { DataGrid } from '../DataGrid';
import { cacheWith, NOW, receiptSource, TIME_ZONE } from '../DataGrid/DataGrid.fixtures';

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

const COLUMNS = receiptColumns().filter((c) => ['receiptkey', 'status', 'expecteddate', 'adddate', 'editdate', 'qtyexpected'].includes(c.code));

function renderFilters() {
  const dataSource = receiptSource();
  const searchCache = cacheWith({
    values: { status: '0', expecteddate: '2026-06-14', editdate: ['2026-06-10 00:00:00', '2026-06-15 23:59:59'] },
    dateRanges: { adddate: { enabled: false, range: ['2026-06-08', '2026-06-15'] } },
    page: 1,
    pageSize: 20,
    sort: [],
  });
  const user = userEvent.setup();
  render(<DataGrid aria-label="入库单" dataSource={dataSource} columns={COLUMNS} cacheKey="asnList" searchCache={searchCache} timeZone={TIME_ZONE} now={NOW} height={400} />, { wrapper: Providers });
  return { user, dataSource };
}

const grid = () => screen.getByRole('grid', { name: '入库单' });
const settled = () => waitFor(() => { expect(grid()).toHaveAttribute('aria-busy', 'false'); });
/** react-aria's date segments and select: none of them until a filter is used. */
const realPickers = () => grid().querySelectorAll('[role="spinbutton"]');
const realSelects = () => grid().querySelectorAll('[data-testid="hidden-select-container"]');
const cellOf = (element: HTMLElement) => element.closest<HTMLElement>('[data-row]');

describe('FilterControl stand-ins', () => {
  it('draws every filter with its value and mounts no react-aria control before one is used', async () => {
    renderFilters();
    await settled();
    expect(realPickers()).toHaveLength(0);
    expect(realSelects()).toHaveLength(0);
    expect(screen.getByRole('button', { name: /状态筛选/ })).toHaveTextContent('新建');
    expect(screen.getByRole('group', { name: '预期日期筛选' })).toHaveTextContent('2026/06/14');
    expect(screen.getByRole('group', { name: '修改时间筛选' })).toHaveTextContent(/2026\/06\/10.*00:00:00.*2026\/06\/15.*23:59:59/);
    // The date range is off: its picker is disabled, its checkbox unticked.
    expect(screen.getByRole('checkbox', { name: '启用创建时间日期范围' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: '创建时间筛选' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('Enter on a date filter cell moves focus into the real picker, arrows change the date, Esc goes back to the cell', async () => {
    const { user } = renderFilters();
    await settled();
    const cell = cellOf(screen.getByRole('group', { name: '预期日期筛选' }));
    cell?.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => { expect(document.activeElement).toHaveAttribute('role', 'spinbutton'); });
    expect(document.activeElement).toHaveTextContent('2026');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => { expect(document.activeElement).toHaveTextContent('2025'); });
    await user.keyboard('{Escape}');
    expect(cell).toHaveFocus();
  });

  it('a press on a date filter ▾ opens its calendar', async () => {
    const { user } = renderFilters();
    await settled();
    const picker = screen.getByRole('group', { name: '预期日期筛选' });
    await user.click(within(picker).getByRole('button', { name: '打开日历' }));
    expect(await screen.findByRole('dialog', { name: '打开日历' })).toBeInTheDocument();
  });

  it('a select filter: Enter on its cell focuses the real select, ArrowDown opens it, the option chosen shows in it', async () => {
    const { user } = renderFilters();
    await settled();
    cellOf(screen.getByRole('button', { name: /状态筛选/ }))?.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => { expect(realSelects()).toHaveLength(1); });
    await waitFor(() => { expect(screen.getByRole('button', { name: /状态筛选/ })).toHaveFocus(); });
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    await user.click(within(list).getByRole('option', { name: /已关闭/ }));
    await waitFor(() => { expect(screen.getByRole('button', { name: /状态筛选/ })).toHaveTextContent('已关闭'); });
  });

  it('the date range checkbox turns the range on without loading the picker', async () => {
    const { user } = renderFilters();
    await settled();
    await user.click(screen.getByRole('checkbox', { name: '启用创建时间日期范围' }));
    expect(screen.getByRole('checkbox', { name: '启用创建时间日期范围' })).toBeChecked();
    expect(screen.getByRole('group', { name: '创建时间筛选' })).not.toHaveAttribute('aria-disabled');
    expect(realPickers()).toHaveLength(0);
  });

  it('typing in a text filter and Enter searches with it', async () => {
    const { user, dataSource } = renderFilters();
    await settled();
    await user.type(screen.getByRole('textbox', { name: '入库单号筛选' }), '61501{Enter}');
    await waitFor(() => {
      const last = dataSource.calls.filter((c) => c.kind === 'loadPage').at(-1);
      expect(last && 'request' in last ? last.request.filters : []).toContainEqual(expect.objectContaining({ code: 'receiptkey', value: '61501' }));
    });
  });

  it('a numeric column\'s text filter keeps digits only as they are typed, each filter its own value', async () => {
    const { user, dataSource } = renderFilters();
    await settled();
    await user.type(screen.getByRole('textbox', { name: '预期数量筛选' }), '1a2-3');
    expect(screen.getByRole('textbox', { name: '预期数量筛选' })).toHaveValue('123');
    await user.type(screen.getByRole('textbox', { name: '入库单号筛选' }), 'A1{Enter}');
    expect(screen.getByRole('textbox', { name: '入库单号筛选' })).toHaveValue('A1');
    await waitFor(() => {
      const last = dataSource.calls.filter((c) => c.kind === 'loadPage').at(-1);
      const filters = last && 'request' in last ? last.request.filters : [];
      expect(filters).toContainEqual(expect.objectContaining({ code: 'qtyexpected', value: '123' }));
      expect(filters).toContainEqual(expect.objectContaining({ code: 'receiptkey', value: 'A1' }));
    });
  });
});
