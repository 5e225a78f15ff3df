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

async function rowsShown(canvasElement: HTMLElement, title: string, headers: string[], actions: string[]) {
  const canvas = within(canvasElement);
  const grid = await canvas.findByRole('grid', { name: title }, { timeout: 15_000 });
  await waitFor(() => expect(within(grid).getByText(String(newest[0]?.receiptkey))).toBeVisible(), { timeout: 15_000 });
  // A page of 20 rows, newest first, under a header row.
  await expect(within(grid).getAllByRole('row').filter((row) => /ASN\d{10}/.test(row.textContent))).toHaveLength(20);
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
