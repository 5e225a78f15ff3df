import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
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
    await waitFor(() => expect(canvas.getByRole('treegrid', { name: 'Menu' })).toBeVisible());
  },
};
