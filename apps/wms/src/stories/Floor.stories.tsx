import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { MUTED_KEY, STATION_MODE_KEY } from '../stations/model/preferences';
import { AppAt, screenParameters, screenSetup } from './AppStory';

/**
 * The app on the floor (issue 26): the shell, the receipt list, a drawer and a station at
 * 360 × 640 and 480 × 800 (handheld terminals) and 1280 × 800 (a desk), in zh and en. Below 768
 * px the menu is a drawer behind the menu button and the header's controls are in one menu; a
 * list's toolbar keeps one line with a "more" menu; a drawer takes the full width; a station is
 * in station mode. At 1280 the desk layout is as it always was.
 */
const meta = {
  title: 'wms/Screens/Floor',
  component: AppAt,
  args: { path: '/index/home1' },
  beforeEach: async () => {
    const signOut = await screenSetup()();
    const clear = () => { localStorage.removeItem(STATION_MODE_KEY); localStorage.removeItem(MUTED_KEY); };
    clear();
    return () => { clear(); signOut(); };
  },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

interface Names { menu: string; user: string; account: string; inbound: string; expand: string; asn: string; tabs: string; console: string; warehouse: string; logout: string; more: string; actions: string[]; drawer: string; station: string }
const ZH: Names = { menu: '菜单', user: '用户：系统管理员', account: '账户与设置', inbound: '入库管理', expand: '展开', asn: '入库单', tabs: '已打开的页面', console: '控制台', warehouse: '上海一号仓', logout: '退出登录', more: '更多', actions: ['新建', '编辑', '查看', '删除', '导出'], drawer: '编辑入库单', station: '逐件扫描收货' };
const EN: Names = { menu: 'Menu', user: 'User: 系统管理员', account: 'Account and settings', inbound: 'Inbound', expand: 'Expand', asn: 'ASN/receipts', tabs: 'Open screens', console: 'Console', warehouse: 'Shanghai DC 1', logout: 'Log out', more: 'More', actions: ['New', 'Edit', 'View', 'Delete', 'Export'], drawer: 'Edit: ASN/receipts', station: 'Single-piece scan receiving' };

/** No page scrolls sideways as a whole. */
async function noSidewaysScroll(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}

/**
 * The width the screen's content has: the client width of the nearest ancestor that scrolls, else
 * the document's. A classic scrollbar (Firefox draws one on a desk when the content scrolls; a
 * phone's overlays the content) takes its width from the content, not from the layout's rules.
 */
function contentWidth(element: Element): number {
  for (let at = element.parentElement; at; at = at.parentElement) {
    const { overflowY } = getComputedStyle(at);
    if ((overflowY === 'auto' || overflowY === 'scroll') && at.scrollHeight > at.clientHeight) return at.clientWidth;
  }
  return element.ownerDocument.documentElement.clientWidth;
}

async function openInbound(menu: HTMLElement, n: Names) {
  const inbound = await within(menu).findByRole('row', { name: new RegExp(n.inbound) }, { timeout: 15_000 });
  await userEvent.click(within(inbound).getByRole('button', { name: `${n.expand} ${n.inbound}` }));
  return within(menu).findByRole('row', { name: n.asn });
}

/**
 * A handheld: the menu drawer opens by touch and by keyboard, takes focus, closes with Esc (focus
 * back on its button) and when a screen is chosen; the header's one menu holds warehouse and
 * log-out. The story ends with the drawer open on the inbound area.
 */
async function narrowShell(canvasElement: HTMLElement, n: Names) {
  const canvas = within(canvasElement);
  const button = await canvas.findByRole('button', { name: n.menu }, { timeout: 15_000 });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(canvas.queryByRole('treegrid')).toBeNull();
  await noSidewaysScroll(canvasElement);
  // Touch: open, the focus is inside; Esc closes, the focus is back on the button.
  await userEvent.click(button);
  const drawer = await canvas.findByRole('dialog', { name: n.menu });
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await within(drawer).findByRole('treegrid', { name: n.menu }, { timeout: 15_000 });
  await waitFor(() => expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(canvas.queryByRole('dialog', { name: n.menu })).toBeNull());
  await waitFor(() => expect(button).toHaveFocus());
  // Keyboard: Enter on the button opens it; choosing a screen closes it and opens the tab.
  await userEvent.keyboard('{Enter}');
  const again = await canvas.findByRole('dialog', { name: n.menu });
  await userEvent.click(await openInbound(again, n));
  // The navigation ends (and closes the drawer) once the list's route module has loaded: on a
  // first visit, and on a busy machine, that can take longer than the stories' default 10 s wait.
  await waitFor(() => expect(canvas.queryByRole('dialog', { name: n.menu })).toBeNull(), { timeout: 15_000 });
  const tabs = within(canvas.getByRole('navigation', { name: n.tabs }));
  await waitFor(() => expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([n.console, n.asn]));
  await waitFor(() => expect(canvas.getByText('ASN0000001999')).toBeVisible(), { timeout: 15_000 });
  // The header's one menu: the warehouse, the language and log-out; Esc closes it.
  const account = canvas.getByRole('button', { name: n.account });
  await userEvent.click(account);
  const panel = canvas.getByRole('group', { name: n.account });
  // The warehouse's name comes with the user's warehouses (a request of its own): on a busy
  // machine, later than the stories' default 10 s wait.
  await waitFor(() => expect(within(panel).getByRole('button', { name: new RegExp(n.warehouse) })).toBeVisible(), { timeout: 15_000 });
  await expect(within(panel).getByRole('button', { name: n.logout })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(canvas.queryByRole('group', { name: n.account })).toBeNull());
  await expect(account).toHaveFocus();
  await noSidewaysScroll(canvasElement);
  // The picture: the drawer open again, on the inbound area: the current screen's area starts
  // expanded (MenuTree's expandedFor), so its entry shows without a touch.
  await userEvent.click(button);
  const reopened = await canvas.findByRole('dialog', { name: n.menu });
  await expect(await within(reopened).findByRole('row', { name: n.asn }, { timeout: 15_000 })).toBeVisible();
  await expect(within(reopened).getByRole('row', { name: new RegExp(n.inbound) })).toHaveAttribute('aria-expanded', 'true');
}

/** A desk: the side menu and the full header, as before. */
async function deskShell(canvasElement: HTMLElement, n: Names) {
  const canvas = within(canvasElement);
  const menu = await canvas.findByRole('treegrid', { name: n.menu }, { timeout: 15_000 });
  await expect(canvas.queryByRole('button', { name: n.menu })).toBeNull();
  await waitFor(() => expect(canvas.getByRole('button', { name: new RegExp(n.warehouse) })).toBeVisible(), { timeout: 15_000 });
  await expect(canvas.getByRole('button', { name: n.logout })).toBeVisible();
  await userEvent.click(await openInbound(menu, n));
  const tabs = within(canvas.getByRole('navigation', { name: n.tabs }));
  // The tab opens once the list's route module has loaded (a first visit; a busy machine).
  await waitFor(() => expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([n.console, n.asn]), { timeout: 15_000 });
  await waitFor(() => expect(canvas.getByText('ASN0000001999')).toBeVisible(), { timeout: 15_000 });
  await noSidewaysScroll(canvasElement);
}

/**
 * A desk's header names the user signed in: a screen that started without the story's session
 * (seen once in WebKit, where a baseline caught an empty user and no warehouse) fails here
 * instead of becoming the picture a reviewer approves.
 */
async function signedIn(canvasElement: HTMLElement, n: Names) {
  await waitFor(() => expect(within(canvasElement).getByText(n.user)).toBeVisible(), { timeout: 15_000 });
}

/**
 * The receipt list: its rows (a grid on a desk, a feed of cards on a handheld, issue 49), its
 * toolbar (one line and a "more" menu on a handheld, holding every action that did not fit, a
 * disabled one disabled), no sideways page scroll.
 */
async function receiptList(canvasElement: HTMLElement, n: Names, narrow: boolean) {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole(narrow ? 'feed' : 'grid', { name: n.asn }, { timeout: 15_000 });
  await waitFor(() => expect(within(list).getByText('ASN0000001999')).toBeVisible(), { timeout: 15_000 });
  const toolbar = canvas.getByRole('toolbar');
  await noSidewaysScroll(canvasElement);
  if (!narrow) {
    await signedIn(canvasElement, n);
    for (const action of n.actions) await expect(within(toolbar).getByRole('button', { name: action })).toBeVisible();
    return;
  }
  const shown = within(toolbar).getAllByRole('button').filter((button) => button.checkVisibility() && !button.closest('[data-toolbar-more]'));
  // One line of buttons.
  await expect(new Set(shown.map((button) => Math.round(button.getBoundingClientRect().top))).size).toBe(1);
  const more = within(toolbar).getByRole('button', { name: new RegExp(n.more) });
  await userEvent.click(more);
  const body = within(canvasElement.ownerDocument.body);
  const menu = await body.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem');
  const names = [...shown.map((button) => button.textContent.trim()), ...items.map((item) => item.textContent.trim())];
  for (const action of n.actions) await expect(names.some((name) => name.startsWith(action))).toBe(true);
  // Edit needs one selected row: hidden or not, it is disabled.
  const edit = items.find((item) => item.textContent.trim().startsWith(n.actions[1] ?? ''));
  if (edit) await expect(edit).toHaveAttribute('aria-disabled', 'true');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
}

/** The ASN drawer over its list: full width on a handheld. */
async function drawer(canvasElement: HTMLElement, n: Names, narrow: boolean) {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(within(body.getByRole('dialog', { name: n.drawer })).getAllByRole('textbox').length).toBeGreaterThan(3), { timeout: 15_000 });
  const panel = body.getByRole('dialog', { name: n.drawer });
  const width = canvasElement.ownerDocument.documentElement.clientWidth;
  if (narrow) await expect(Math.round(panel.getBoundingClientRect().width)).toBe(width);
  else await expect(panel.getBoundingClientRect().width).toBeLessThan(width);
  await noSidewaysScroll(canvasElement);
}

/** The receive station in the shell: station mode on a handheld, scanned with Enter. */
async function station(canvasElement: HTMLElement, n: Names, narrow: boolean) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: n.station }, { timeout: 15_000 })).toBeVisible();
  const field = canvas.getByRole('textbox');
  await waitFor(() => expect(field).toHaveFocus());
  for (const code of ['ASN0001', '6901000000011']) {
    await userEvent.type(field, `${code}{Enter}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  // Booked through the screen's server fixture: over a second in Firefox at load 14, within the
  // stories' 10 s wait (.storybook/preview.tsx).
  await waitFor(() => expect(canvasElement.querySelector('[data-progress]')).toHaveTextContent('1 / 10'));
  if (narrow) {
    await expect(canvasElement.querySelector('[data-screen="station"]')).toHaveAttribute('data-mode', 'station');
    // The scan field and its camera button span the screen (the content's and the station's
    // padding aside); the field takes the row but the camera.
    const camera = canvasElement.querySelector('[data-camera-open]');
    await expect(camera).not.toBeNull();
    const row = { field: field.getBoundingClientRect(), camera: (camera as Element).getBoundingClientRect() };
    const width = contentWidth(field);
    await expect(row.camera.right - row.field.left).toBeGreaterThanOrEqual(width - 40);
    await expect(row.field.width).toBeGreaterThanOrEqual(width - 40 - row.camera.width - 16);
  } else {
    await signedIn(canvasElement, n);
  }
  await noSidewaysScroll(canvasElement);
}

export const Shell360: Story = {
  parameters: screenParameters(),
  globals: { ...atViewport('handheld360') },
  play: ({ canvasElement }) => narrowShell(canvasElement, ZH),
};
export const ReceiptList360: Story = {
  args: { path: '/app/asn/list' },
  parameters: screenParameters(),
  globals: { ...atViewport('handheld360') },
  play: ({ canvasElement }) => receiptList(canvasElement, ZH, true),
};
export const Drawer360: Story = {
  args: { path: '/asnDeawer?mode=edit&id=1' },
  parameters: screenParameters(),
  globals: { ...atViewport('handheld360') },
  play: ({ canvasElement }) => drawer(canvasElement, ZH, true),
};
export const Station360: Story = {
  args: { path: '/app/scanGather' },
  parameters: screenParameters(),
  globals: { ...atViewport('handheld360') },
  play: ({ canvasElement }) => station(canvasElement, ZH, true),
};

export const Shell360English: Story = {
  parameters: screenParameters(),
  globals: { ...atViewport('handheld360'), locale: 'en' },
  play: ({ canvasElement }) => narrowShell(canvasElement, EN),
};
export const ReceiptList360English: Story = {
  args: { path: '/app/asn/list' },
  parameters: screenParameters(),
  globals: { ...atViewport('handheld360'), locale: 'en' },
  play: ({ canvasElement }) => receiptList(canvasElement, EN, true),
};
export const Drawer360English: Story = {
  args: { path: '/asnDeawer?mode=edit&id=1' },
  parameters: screenParameters(),
  globals: { ...atViewport('handheld360'), locale: 'en' },
  play: ({ canvasElement }) => drawer(canvasElement, EN, true),
};
export const Station360English: Story = {
  args: { path: '/app/scanGather' },
  parameters: screenParameters(),
  globals: { ...atViewport('handheld360'), locale: 'en' },
  play: ({ canvasElement }) => station(canvasElement, EN, true),
};

export const Shell480: Story = {
  parameters: screenParameters(),
  globals: { ...atViewport('handheld480') },
  play: ({ canvasElement }) => narrowShell(canvasElement, ZH),
};
export const ReceiptList480: Story = {
  args: { path: '/app/asn/list' },
  parameters: screenParameters(),
  globals: { ...atViewport('handheld480') },
  play: ({ canvasElement }) => receiptList(canvasElement, ZH, true),
};
export const Drawer480: Story = {
  args: { path: '/asnDeawer?mode=edit&id=1' },
  parameters: screenParameters(),
  globals: { ...atViewport('handheld480') },
  play: ({ canvasElement }) => drawer(canvasElement, ZH, true),
};
export const Station480: Story = {
  args: { path: '/app/scanGather' },
  parameters: screenParameters(),
  globals: { ...atViewport('handheld480') },
  play: ({ canvasElement }) => station(canvasElement, ZH, true),
};

export const Shell480English: Story = {
  parameters: screenParameters(),
  globals: { ...atViewport('handheld480'), locale: 'en' },
  play: ({ canvasElement }) => narrowShell(canvasElement, EN),
};
export const ReceiptList480English: Story = {
  args: { path: '/app/asn/list' },
  parameters: screenParameters(),
  globals: { ...atViewport('handheld480'), locale: 'en' },
  play: ({ canvasElement }) => receiptList(canvasElement, EN, true),
};
export const Drawer480English: Story = {
  args: { path: '/asnDeawer?mode=edit&id=1' },
  parameters: screenParameters(),
  globals: { ...atViewport('handheld480'), locale: 'en' },
  play: ({ canvasElement }) => drawer(canvasElement, EN, true),
};
export const Station480English: Story = {
  args: { path: '/app/scanGather' },
  parameters: screenParameters(),
  globals: { ...atViewport('handheld480'), locale: 'en' },
  play: ({ canvasElement }) => station(canvasElement, EN, true),
};

export const Shell1280: Story = {
  parameters: screenParameters(),
  globals: { ...atViewport('desk1280') },
  play: ({ canvasElement }) => deskShell(canvasElement, ZH),
};
export const ReceiptList1280: Story = {
  args: { path: '/app/asn/list' },
  parameters: screenParameters(),
  globals: { ...atViewport('desk1280') },
  play: ({ canvasElement }) => receiptList(canvasElement, ZH, false),
};
export const Drawer1280: Story = {
  args: { path: '/asnDeawer?mode=edit&id=1' },
  parameters: screenParameters(),
  globals: { ...atViewport('desk1280') },
  play: ({ canvasElement }) => drawer(canvasElement, ZH, false),
};
export const Station1280: Story = {
  args: { path: '/app/scanGather' },
  parameters: screenParameters(),
  globals: { ...atViewport('desk1280') },
  play: ({ canvasElement }) => station(canvasElement, ZH, false),
};

export const Shell1280English: Story = {
  parameters: screenParameters(),
  globals: { ...atViewport('desk1280'), locale: 'en' },
  play: ({ canvasElement }) => deskShell(canvasElement, EN),
};
export const ReceiptList1280English: Story = {
  args: { path: '/app/asn/list' },
  parameters: screenParameters(),
  globals: { ...atViewport('desk1280'), locale: 'en' },
  play: ({ canvasElement }) => receiptList(canvasElement, EN, false),
};
export const Drawer1280English: Story = {
  args: { path: '/asnDeawer?mode=edit&id=1' },
  parameters: screenParameters(),
  globals: { ...atViewport('desk1280'), locale: 'en' },
  play: ({ canvasElement }) => drawer(canvasElement, EN, false),
};
export const Station1280English: Story = {
  args: { path: '/app/scanGather' },
  parameters: screenParameters(),
  globals: { ...atViewport('desk1280'), locale: 'en' },
  play: ({ canvasElement }) => station(canvasElement, EN, false),
};
