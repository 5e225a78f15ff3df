import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { generateAsnRecords } from './appFixtures';
import { AppAt, screenParameters, screenSetup } from './AppStory';

/**
 * A list screen: the ASN list (/app/asn/list) as every generic list is built: the columns from
 * the server's column configuration, the rows from the list call (paged, sorted newest first),
 * the toolbar's actions and operations from the user's button permissions.
 */
const meta = {
  title: 'wms/Screens/AsnList',
  component: AppAt,
  args: { path: '/app/asn/list' },
  beforeEach: screenSetup(),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const newest = generateAsnRecords().slice(0, 20);
const addedOn = new Map(generateAsnRecords().map((row) => [String(row.receiptkey), String(row.adddate)]));

/**
 * The receipts of the grid's data rows over the whole page, in order: the grid virtualises its
 * rows (only those in view and a few beyond are in the document, 16 at 1024 × 720), so they are
 * read at the top, then scrolled to the bottom and read again, ordered by their aria-rowindex.
 * The grid is scrolled back to the top for the screenshot.
 */
async function pageReceipts(grid: HTMLElement): Promise<string[]> {
  const seen = new Map<number, string>();
  const read = () => {
    for (const row of within(grid).getAllByRole('row')) {
      const receipt = /ASN\d{10}/.exec(row.textContent)?.[0];
      if (receipt) seen.set(Number(row.getAttribute('aria-rowindex')), receipt);
    }
    return [...seen].sort(([a], [b]) => a - b).map(([, receipt]) => receipt);
  };
  read();
  grid.scrollTop = grid.scrollHeight;
  await waitFor(() => expect(read().length).toBeGreaterThanOrEqual(20));
  grid.scrollTop = 0;
  await waitFor(() => expect(within(grid).getByText(String(newest[0]?.receiptkey))).toBeVisible());
  return read();
}

async function rowsShown(canvasElement: HTMLElement, title: string, headers: string[], actions: string[]) {
  const canvas = within(canvasElement);
  const grid = await canvas.findByRole('grid', { name: title }, { timeout: 15_000 });
  await waitFor(() => expect(within(grid).getByText(String(newest[0]?.receiptkey))).toBeVisible(), { timeout: 15_000 });
  // A page of 20 rows, newest first, under a header row.
  const receipts = await pageReceipts(grid);
  await expect(receipts).toHaveLength(20);
  const added = receipts.map((receipt) => addedOn.get(receipt) ?? '');
  await expect(added).toEqual([...added].sort().reverse());
  for (const header of headers) await expect(within(grid).getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
  const toolbar = canvas.getByRole('toolbar');
  for (const action of actions) await expect(within(toolbar).getByRole('button', { name: action })).toBeVisible();
  return grid;
}

export const Rows: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    const grid = await rowsShown(canvasElement, '入库单', ['入库单号', '货主', '状态'], ['新建', '编辑', '查看', '删除', '导出']);
    // Coded cells show their labels (receipt type from its dictionary, source from its JSON
    // list); owners stay codes, as operators type and read them.
    await waitFor(() => expect(within(grid).getAllByText('采购入库').length).toBeGreaterThan(0));
    await expect(within(grid).getAllByText(/^(内部创建|外部导入)$/).length).toBeGreaterThan(0);
    await expect(within(grid).getAllByText(/^OW00[1-4]$/).length).toBeGreaterThan(0);
  },
};

export const RowsEnglish: Story = {
  parameters: screenParameters(),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const grid = await rowsShown(canvasElement, 'ASN/receipts', ['Receipt no.', 'Owner', 'Status'], ['New', 'Edit', 'View', 'Delete', 'Export']);
    await waitFor(() => expect(within(grid).getAllByText('Purchase receipt').length).toBeGreaterThan(0));
    await expect(within(grid).getAllByText(/^(Internal creation|External import)$/).length).toBeGreaterThan(0);
  },
};
