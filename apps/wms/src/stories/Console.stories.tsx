import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { booksCheckFixture } from '@wms/api/mock';
import { AppAt, screenParameters, screenSetup } from './AppStory';

/** The console (/index/home1) in the shell: who and where the user is, and today's figures. */
const meta = {
  title: 'wms/Screens/Console',
  component: AppAt,
  args: { path: '/index/home1' },
  beforeEach: screenSetup(),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '欢迎，系统管理员' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('当前仓库：WH01')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '今日概览' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '入库单（按状态） · 新建：49，打开列表' })).toHaveAttribute('href', expect.stringContaining('/app/asn/list'));
    await expect(canvas.getByRole('link', { name: '出库单（按状态） · 已发运：4490，打开列表' })).toBeVisible();
    // The books of the warehouse balance (POST /books/check, an admin).
    await expect(await canvas.findByText('账实平衡')).toBeVisible();
    // The figures come last: the menu has loaded too, so the screenshot is the whole console.
    await waitFor(() => expect(canvas.getByRole('treegrid', { name: '菜单' })).toBeVisible());
  },
};

export const TodayEnglish: Story = {
  parameters: screenParameters(),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome, 系统管理员' }, { timeout: 15_000 })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Today at a glance' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Receipts by status · New: 49, open the list' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open tasks by type · Picking: 28, open the list' })).toBeVisible();
    await expect(await canvas.findByText('Books balanced')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('treegrid', { name: 'Menu' })).toBeVisible());
  },
};

/** Three stock rows out of step with their transactions: the count links to the stock rows. */
export const BooksViolations: Story = {
  parameters: screenParameters({ books: booksCheckFixture(3) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: '3 处账实不符，打开库存列表' }, { timeout: 15_000 });
    await expect(link).toHaveAttribute('href', expect.stringContaining('/app/inventorySearch'));
    await expect(canvas.getByRole('list', { name: '账实不符明细' })).toHaveTextContent('lotxlocxid #500：on-hand 10 ≠ transactions 9');
    await waitFor(() => expect(canvas.getByRole('treegrid', { name: '菜单' })).toBeVisible());
  },
};

export const BooksViolationsEnglish: Story = {
  parameters: screenParameters({ books: booksCheckFixture(3) }),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '3 book violations, open the stock rows' }, { timeout: 15_000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('treegrid', { name: 'Menu' })).toBeVisible());
  },
};

/**
 * The entries the audit search found: the items of its list, not the page buttons of the pager
 * below it (a list of its own, shown even for one page).
 */
async function auditEntries(dialog: HTMLElement): Promise<HTMLElement[]> {
  return (await within(dialog).findAllByRole('listitem')).filter((item) => item.closest('ol'));
}

/** The admins' audit search across documents, in a drawer over the console. */
export const AuditSearch: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '审计查询' }, { timeout: 15_000 }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '审计查询' });
    await expect(await auditEntries(drawer)).toHaveLength(4);
    // Named as the record's History tab names them: the list by its title, statuses by name.
    await expect(await within(drawer).findAllByText('入库单 #1')).toHaveLength(4);
    await expect(await within(drawer).findByText('新建 → 已完成')).toBeVisible();
  },
};

export const AuditSearchEnglish: Story = {
  parameters: screenParameters(),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Audit search' }, { timeout: 15_000 }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Audit search' });
    await expect(await auditEntries(drawer)).toHaveLength(4);
    await expect(await within(drawer).findAllByText('ASN/receipts #1')).toHaveLength(4);
    await expect(await within(drawer).findByText('New → Finished')).toBeVisible();
  },
};
