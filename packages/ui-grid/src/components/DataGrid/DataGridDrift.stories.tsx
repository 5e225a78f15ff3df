import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataGrid } from './DataGrid';
import { NOW, receiptSource, TIME_ZONE } from './DataGrid.fixtures';

/*
 * Issue 47: the server's answer to the grid's call differs from the contract. The errors have the
 * shape of @wms/api's ContractDrift and WmsError (ui-grid reads them by shape, never importing it).
 */
const ROWS_ELSEWHERE = Object.assign(new Error('drift'), {
  kind: 'drift',
  call: { answer: 'listPage', method: 'POST', path: '/inbound/asn/list' },
  issues: [{ path: '$.page.list', expected: 'array', got: 'missing' }],
});
const NOT_FOUND = Object.assign(new Error('http'), { kind: 'http', status: 404, call: { method: 'POST', path: '/inbound/asn/list' } });
const COLUMNS_DRIFT = Object.assign(new Error('drift'), {
  kind: 'drift',
  call: { answer: 'columnConfig', method: 'POST', path: '/queryColumnConfig' },
  issues: [{ path: '$.bean.tableDisplay', expected: 'array', got: 'null' }],
});

/** The receipts' source, whose page loads (or column loads) fail with `error` until `heal()`. */
function failing(error: Error, what: 'loadPage' | 'loadColumns' = 'loadPage') {
  const source = receiptSource();
  let broken = true;
  const real = source[what].bind(source);
  const wrapped = (...args: Parameters<typeof real>) => (broken ? Promise.reject(error) : (real as (...a: Parameters<typeof real>) => ReturnType<typeof real>)(...args));
  Object.assign(source, { [what]: wrapped, heal: () => { broken = false; } });
  return source as typeof source & { heal: () => void };
}

const meta = {
  title: 'ui-grid/DataGrid/Drift',
  component: DataGrid,
  args: {
    'aria-label': '入库单列表',
    dataSource: failing(ROWS_ELSEWHERE),
    timeZone: TIME_ZONE,
    now: NOW,
    height: 360,
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

/** The page's rows came under another key: the body names the call and the field instead of "no data", and no "0 in total". */
export const RowsElsewhere: Story = {
  args: { dataSource: failing(ROWS_ELSEWHERE) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('服务器对 POST /inbound/asn/list 的应答与约定不同：$.page.list 应为数组，实为 缺失');
    await expect(canvas.queryByText('暂无数据')).not.toBeInTheDocument();
    // No '0 in total' under a list whose rows the answer holds elsewhere.
    await expect(canvas.queryByText(/共 \d+ 条/)).not.toBeInTheDocument();
  },
};

/** Once the answer is as the contract says, the retry shows the rows and their total. */
export const RetryAfterDrift: Story = {
  args: { dataSource: failing(ROWS_ELSEWHERE) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert');
    (args.dataSource as ReturnType<typeof failing>).heal();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(canvasElement.querySelector('[data-row="1"][data-col="1"]')).not.toBeNull());
    await expect(canvas.getByText('共 45 条')).toBeVisible();
  },
};

export const RowsElsewhereEnglish: Story = {
  args: { 'aria-label': 'Receipts', dataSource: failing(ROWS_ELSEWHERE) },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent("The server's answer to POST /inbound/asn/list differs from the contract: $.page.list expected array, got missing");
  },
};

/** The list path answered 404: the call is named, not only "system error". */
export const ListPathNotFound: Story = {
  args: { dataSource: failing(NOT_FOUND) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('调用 POST /inbound/asn/list 失败：服务器答以 HTTP 404');
  },
};

export const ListPathNotFoundEnglish: Story = {
  args: { 'aria-label': 'Receipts', dataSource: failing(NOT_FOUND) },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The call POST /inbound/asn/list failed: the server answered HTTP 404');
  },
};

/** The column configuration drifted: the grid names that call. */
export const ColumnsDrift: Story = {
  args: { dataSource: failing(COLUMNS_DRIFT, 'loadColumns') },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('服务器对 POST /queryColumnConfig 的应答与约定不同：$.bean.tableDisplay 应为数组，实为 null');
  },
};
