import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt, screenParameters, screenSetup } from './AppStory';

/**
 * The shell (/index): header with warehouse, language, user and log-out; the user's menu tree;
 * the tabs of the screens opened. The story opens the ASN list from the menu, so two tabs show.
 */
const meta = {
  title: 'wms/Screens/Shell',
  component: AppAt,
  args: { path: '/index/home1' },
  beforeEach: screenSetup(),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

interface Names { menu: string; areas: string[]; inbound: string; expand: string; asn: string; tabs: string; console: string; warehouse: string; logout: string; user: string }

async function openFromMenu(canvasElement: HTMLElement, n: Names) {
  const canvas = within(canvasElement);
  const menu = await canvas.findByRole('treegrid', { name: n.menu }, { timeout: 15_000 });
  const rows = await within(menu).findAllByRole('row');
  await expect(rows.map((row) => row.textContent.replace(/[▸▾]/g, '').trim())).toEqual(n.areas);
  // Header: the current warehouse, the user and log-out.
  await waitFor(() => expect(canvas.getByRole('button', { name: new RegExp(n.warehouse) })).toBeVisible());
  await expect(canvas.getByText(n.user)).toBeVisible();
  await expect(canvas.getByRole('button', { name: n.logout })).toBeVisible();
  // Open the inbound area and its ASN list.
  const inbound = within(menu).getByRole('row', { name: new RegExp(n.inbound) });
  await userEvent.click(within(inbound).getByRole('button', { name: `${n.expand} ${n.inbound}` }));
  await userEvent.click(await within(menu).findByRole('row', { name: n.asn }));
  const tabs = within(canvas.getByRole('navigation', { name: n.tabs }));
  // The tab opens once the list's route module has loaded: on a first visit, and on a busy
  // machine, that can take longer than the stories' default 10 s wait.
  await waitFor(() => expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([n.console, n.asn]), { timeout: 15_000 });
  await expect(tabs.getByRole('link', { name: n.asn })).toHaveAttribute('aria-current', 'page');
  // The list has loaded its rows before the story ends (a stable screenshot).
  await waitFor(() => expect(canvas.getByText('ASN0000001999')).toBeVisible(), { timeout: 15_000 });
}

export const MenuAndTabs: Story = {
  parameters: screenParameters(),
  play: ({ canvasElement }) => openFromMenu(canvasElement, {
    menu: '菜单', areas: ['首页', '控制台', '入库管理', '出库管理', '库存与任务', '波次'], inbound: '入库管理', expand: '展开', asn: '入库单',
    tabs: '已打开的页面', console: '控制台', warehouse: '上海一号仓', logout: '退出登录', user: '用户：系统管理员',
  }),
};

export const MenuAndTabsEnglish: Story = {
  parameters: screenParameters(),
  globals: { locale: 'en' },
  play: ({ canvasElement }) => openFromMenu(canvasElement, {
    menu: 'Menu', areas: ['Home', 'Console', 'Inbound', 'Outbound', 'Inventory and tasks', 'Waves'], inbound: 'Inbound', expand: 'Expand', asn: 'ASN/receipts',
    tabs: 'Open screens', console: 'Console', warehouse: 'Shanghai DC 1', logout: 'Log out', user: 'User: 系统管理员',
  }),
};
