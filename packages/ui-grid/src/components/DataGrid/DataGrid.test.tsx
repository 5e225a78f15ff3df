import type { ReactNode } from 'react';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider, createI18n } from '@wms/ui-core';
import { GRID_NAMESPACE, gridCatalogue } from '../../i18n/catalogue';
import { createMemorySearchCache } from '../../model/searchCache';
import type { GridPageRequest } from '../../model/types';
import type { MemoryDataSource } from '../../testing/memoryDataSource';
import { DataGrid } from './DataGrid';
import type { DataGridProps } from './DataGrid.types';
import { NOW, receiptSource, TIME_ZONE } from './DataGrid.fixtures';
import { receiptColumns, receiptRows } from '../../testing/generate';

type Row = Record<string, unknown>;

// A whole grid with react-aria controls renders slowly in jsdom on a shared 2-core machine.
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

function renderGrid(props: Partial<Omit<DataGridProps<Row>, 'dataSource'>> & { dataSource?: MemoryDataSource<Row> } = {}) {
  const dataSource = props.dataSource ?? receiptSource();
  const user = userEvent.setup();
  const view = render(<DataGrid aria-label="入库单" dataSource={dataSource} timeZone={TIME_ZONE} now={NOW} height={400} copyText={() => Promise.resolve()} {...props} />, { wrapper: Providers });
  return { user, dataSource, ...view };
}

const grid = () => screen.getByRole('grid', { name: '入库单' });
// The first render of a file is slow in jsdom (cold react-aria), hence the longer wait.
const settled = () => waitFor(() => { expect(grid()).toHaveAttribute('aria-busy', 'false'); }, { timeout: 5000 });
const pageRequests = (calls: { kind: string }[]) => calls.filter((c): c is { kind: 'loadPage'; request: Omit<GridPageRequest, 'signal'> } => c.kind === 'loadPage').map((c) => c.request);

describe('DataGrid', () => {
  it("draws an empty text filter as a labelled stand-in that becomes the input on focus, by Tab, click or the grid's Enter, and hands it the keys", async () => {
    const { user, dataSource } = renderGrid({ columns: receiptColumns() });
    await settled();
    const stand = screen.getByRole('textbox', { name: '入库单号筛选' });
    // No <input> until the filter is used: a focusable, labelled, editable text box.
    expect(stand.tagName).toBe('DIV');
    expect(stand).toHaveAttribute('tabindex', '0');
    expect(stand).toHaveAttribute('contenteditable', 'true');
    // Focus (a Tab, a click or a screen reader's) makes it the input, which has the focus for the keys that follow.
    act(() => { stand.focus(); });
    const input = screen.getByRole('textbox', { name: '入库单号筛选' });
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveFocus();
    await user.keyboard('ASN{Enter}');
    await settled();
    expect(pageRequests(dataSource.calls).at(-1)?.filters).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'receiptkey', value: 'ASN' })]));
    // The grid's keys: Enter on the filter's cell goes into it (the numeric column's stand-in), and the input takes the focus.
    const numeric = screen.getByRole('textbox', { name: '预期数量筛选' });
    const cell = numeric.closest<HTMLElement>('[data-row]');
    expect(numeric.tagName).toBe('DIV');
    act(() => { cell?.focus(); });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: '预期数量筛选' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: '预期数量筛选' }).tagName).toBe('INPUT');
    await user.keyboard('12');
    expect(screen.getByRole('textbox', { name: '预期数量筛选' })).toHaveValue('12');
  });

  it('hands text that reaches a stand-in to its filter (digits only on a numeric column), and draws a filter with a value as its input', async () => {
    renderGrid({ columns: receiptColumns() });
    await settled();
    const numeric = screen.getByRole('textbox', { name: '预期数量筛选' });
    // React's beforeinput from a key press (jsdom has no TextEvent): a letter is dropped, a digit kept.
    fireEvent.keyPress(numeric, { key: 'x', charCode: 120, which: 120 });
    expect(screen.getByRole('textbox', { name: '预期数量筛选' }).tagName).toBe('INPUT');
    fireEvent.keyPress(screen.getByRole('textbox', { name: '入库单号筛选' }), { key: 'A', charCode: 65, which: 65 });
    const input = screen.getByRole('textbox', { name: '入库单号筛选' });
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveValue('A');
    expect(input).toHaveFocus();
  });

  it('draws no loading spinner for a page answered within its task, and draws it for a page still loading after it', async () => {
    // Everything the document gained while the grid mounted and its page (answered at once, the
    // columns given as a list screen gives them) arrived: never the spinner's words.
    const added: string[] = [];
    const observer = new MutationObserver((records) => { for (const record of records) for (const node of record.addedNodes) added.push(node.textContent ?? ''); });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const quick = renderGrid({ columns: receiptColumns() });
    await settled();
    await act(() => new Promise((resolve) => { setTimeout(resolve, 20); }));
    observer.disconnect();
    expect(screen.getAllByRole('row').length).toBeGreaterThan(3);
    expect(added.join(' ')).not.toContain('加载中');
    expect(screen.queryByText('加载中…')).toBeNull();
    quick.unmount();
    // A page that does not answer: the spinner after a task, aria-busy at once.
    const slow = receiptSource();
    slow.switches.latency = (call) => (call.kind === 'loadPage' ? 1e9 : 0);
    renderGrid({ dataSource: slow, columns: receiptColumns() });
    expect(grid()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('加载中…')).toBeInTheDocument();
  });

  it('never renders the pager disabled for a page answered within its task, and disables it while a page is still loading after it', async () => {
    // Every state the jump field was in while the grid mounted and its page (answered at once) arrived.
    const states: boolean[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof HTMLInputElement && record.target.getAttribute('aria-label') === '跳至页码') states.push(record.target.disabled);
        for (const node of record.addedNodes) if (node instanceof Element) for (const input of node.querySelectorAll<HTMLInputElement>('input[aria-label="跳至页码"]')) states.push(input.disabled);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    const quick = renderGrid({ columns: receiptColumns() });
    await settled();
    observer.disconnect();
    expect(states).toContain(false);
    expect(states).not.toContain(true);
    quick.unmount();
    // A first page that does not answer: the pager is off from the task after the load started.
    const slow = receiptSource();
    slow.switches.latency = (call) => (call.kind === 'loadPage' ? 1e9 : 0);
    renderGrid({ dataSource: slow, columns: receiptColumns() });
    await waitFor(() => { expect(screen.getByRole('textbox', { name: '跳至页码' })).toBeDisabled(); });
  });

  it('never lets a late answer of a superseded load replace the newer one', async () => {
    // Load 1 (mount) is quick; load 2 (a search for one receipt) answers after 1.5 s; load 3
    // (the clear icon, pressed meanwhile) answers at once. The server ignores the abort, so
    // load 2's answer does arrive, late: it must not replace load 3's page.
    const dataSource = receiptSource({ ignoreAbort: true });
    let loads = 0;
    dataSource.switches.latency = (call) => (call.kind === 'loadPage' ? (++loads === 2 ? 1500 : 0) : 0);
    const { user } = renderGrid({ dataSource });
    await settled();
    await user.type(screen.getByRole('textbox', { name: '入库单号筛选' }), '61501{Enter}');
    await user.click(screen.getByRole('button', { name: '清空搜索条件' }));
    await waitFor(() => { expect(grid()).toHaveAttribute('aria-rowcount', '48'); });
    expect(loads).toBe(3);
    await act(() => new Promise((resolve) => { setTimeout(resolve, 1800); }));
    expect(grid()).toHaveAttribute('aria-rowcount', '48');
    expect(within(grid()).getByText('ASN2026061500')).toBeInTheDocument();
  });

  it('goes back to page 1 on search and clears the selection when the page changes', async () => {
    const onSelectionChange = jest.fn();
    const { user, dataSource } = renderGrid({ selectable: true, onSelectionChange });
    await settled();
    await user.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['1']);
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await settled();
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    expect(within(grid()).getAllByRole('row')[2]).toHaveAttribute('aria-rowindex', '23');
    await user.type(screen.getByRole('textbox', { name: '入库单号筛选' }), 'ASN{Enter}');
    await settled();
    expect(pageRequests(dataSource.calls).at(-1)).toMatchObject({ page: 1, pageSize: 20 });
  });

  it('raises edit from the index column and offers delete only with more than one row', async () => {
    const onEdit = jest.fn();
    const onDeleteRow = jest.fn();
    const { user } = renderGrid({ onEdit, onDeleteRow });
    await settled();
    await user.click(within(grid()).getByText('3'));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ receiptkey: 'ASN2026061502' }), 2);
    // index + 10 data columns + delete (the delete column may lie out of view: virtualised).
    expect(grid()).toHaveAttribute('aria-colcount', '12');
    await user.type(screen.getByRole('textbox', { name: '入库单号筛选' }), '61501{Enter}');
    await waitFor(() => { expect(grid()).toHaveAttribute('aria-rowcount', '4'); });
    expect(grid()).toHaveAttribute('aria-colcount', '11');
  });

  it('restores the search of a screen when it comes back', async () => {
    const searchCache = createMemorySearchCache();
    const first = renderGrid({ cacheKey: 'asnList', searchCache });
    await settled();
    await first.user.type(screen.getByRole('textbox', { name: '入库单号筛选' }), '6150{Enter}');
    await waitFor(() => { expect(grid()).toHaveAttribute('aria-rowcount', String(2 + 10 + 1)); });
    first.unmount();
    const second = renderGrid({ cacheKey: 'asnList', searchCache });
    await waitFor(() => { expect(grid()).toHaveAttribute('aria-rowcount', String(2 + 10 + 1)); });
    expect(screen.getByRole('textbox', { name: '入库单号筛选' })).toHaveValue('6150');
    expect(pageRequests(second.dataSource.calls)[0]?.filters).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'receiptkey', value: '6150' }), expect.objectContaining({ code: 'adddate', filterType: 5 })]));
  });

  it('rewrites an option path from the other filters', async () => {
    const { user, dataSource } = renderGrid();
    await settled();
    await waitFor(() => { expect(dataSource.calls).toContainEqual({ kind: 'loadOptions', path: '/options/sku?ownerId=' }); });
    await user.click(screen.getByRole('button', { name: /货主筛选/ }));
    await user.click(await screen.findByRole('option', { name: /南方电子/ }));
    await waitFor(() => { expect(dataSource.calls).toContainEqual({ kind: 'loadOptions', path: '/options/sku?ownerId=OW03' }); });
  });

  it('shows the server message of a failed load and retries', async () => {
    const dataSource = receiptSource();
    dataSource.switches.failPages = '查询失败：数据库连接超时';
    const { user } = renderGrid({ dataSource });
    expect(await screen.findByText('查询失败：数据库连接超时')).toBeInTheDocument();
    dataSource.switches.failPages = undefined;
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => { expect(grid()).toHaveAttribute('aria-rowcount', '48'); });
  });

  it('refetches in place on a new refreshKey: filters, the selection of rows still there and focus stay; changed rows are marked, then not', async () => {
    const data = receiptRows(45, NOW);
    const dataSource = receiptSource({ data });
    const onSelectionChange = jest.fn();
    const { user, rerender } = renderGrid({ dataSource, selectable: true, onSelectionChange, refreshKey: 0, flashMs: 400 });
    await settled();
    await user.type(screen.getByRole('textbox', { name: '入库单号筛选' }), 'ASN{Enter}');
    await settled();
    await user.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    await user.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    await user.click(screen.getByRole('checkbox', { name: '选择第 3 行' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['1', '2', '3']);
    const firstKey = String(data[0]?.receiptkey);
    const cell = within(grid()).getByText(firstKey).closest<HTMLElement>('[data-row]');
    act(() => { cell?.focus(); });
    // Someone else changes the first receipt and removes the second.
    const second = data[1];
    data[0] = { ...data[0], notes: 'changed elsewhere' };
    data.splice(1, 1);
    const before = pageRequests(dataSource.calls).length;
    dataSource.switches.latency = () => 300;
    rerender(<DataGrid aria-label="入库单" dataSource={dataSource} timeZone={TIME_ZONE} now={NOW} height={400} copyText={() => Promise.resolve()} selectable onSelectionChange={onSelectionChange} refreshKey={1} flashMs={400} />);
    // While it refreshes, the page stays as it was: not busy, not dimmed.
    expect(grid()).toHaveAttribute('aria-busy', 'false');
    await waitFor(() => { expect(within(grid()).queryByText(String(second?.receiptkey))).not.toBeInTheDocument(); });
    const requests = pageRequests(dataSource.calls);
    expect(requests).toHaveLength(before + 1);
    expect(requests.at(-1)?.filters).toEqual(requests.at(-2)?.filters);
    expect(screen.getByRole('textbox', { name: '入库单号筛选' })).toHaveValue('ASN');
    expect(onSelectionChange).toHaveBeenLastCalledWith(['1', '3']);
    const changedRows = within(grid()).getAllByRole('row').filter((row) => row.hasAttribute('data-changed'));
    // The first row changed; the rows below the removed one moved up into new places (new keys on the page are marked too).
    expect(changedRows.length).toBeGreaterThanOrEqual(1);
    expect(within(changedRows[0] as HTMLElement).getByText(firstKey)).toBeInTheDocument();
    expect(document.activeElement).toBe(within(grid()).getByText(firstKey).closest('[data-row]'));
    await waitFor(() => { expect(within(grid()).getAllByRole('row').some((row) => row.hasAttribute('data-changed'))).toBe(false); });
  });

  it("gives a text cell its whole text as a tooltip when the pointer comes over it, not before", async () => {
    // Issue 50: the title was an attribute of every cell at every render.
    const { user } = renderGrid();
    await settled();
    const cell = within(grid()).getByText('ASN2026061500');
    expect(cell).not.toHaveAttribute('title');
    await user.hover(cell);
    expect(cell).toHaveAttribute('title', 'ASN2026061500');
  });
});
