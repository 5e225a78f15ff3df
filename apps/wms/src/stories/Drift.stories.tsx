import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_BASE_PATH, type MenuNode } from '@wms/api';
import { createStationHandlers } from '@wms/api/mock';
import { generateAsnRecords, userMenus, type Lang } from './appFixtures';
import { createAppHandlers } from './appHandlers';
import { AppAt, screenSetup } from './AppStory';

/*
 * Issue 47: the real app (its client's contract check included) on a fixture server that answers
 * one call differently from the contract, as another GT_WMS_APP might. The part that depends on
 * that call names the call and the field, in zh and en; the shell and the rest of the screen go on.
 */
/*
 * Not under wms/Screens: those are screenshotted in Firefox and WebKit too, for the layout of each
 * screen; these are the same screens (ASN list, console, permissions, station) in a failure state,
 * whose part is ui-core's DriftNotice, so Chromium's screenshot is enough.
 */
const meta = {
  title: 'wms/Drift',
  component: AppAt,
  args: { path: '/app/asn/list' },
  beforeEach: screenSetup(),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const base = API_BASE_PATH;
const langOf = (request: Request): Lang => (request.headers.get('language') === 'en' ? 'en' : 'zh');
const ok = (extra: Record<string, unknown>) => HttpResponse.json({ returnCode: '200', returnMgr: 'ok', status: 'SUCCESS', ...extra });

/** The menus with the security area too: the user is an administrator (the permission pages). */
const adminMenus = (lang: Lang): MenuNode[] => [
  ...userMenus(lang),
  {
    id: 'area:security', menuCode: 'security', name: lang === 'zh' ? '权限管理' : 'Security', path: '', area: 'security', kind: 'area',
    children: [{ id: 246, menuCode: 'rolePermission', name: lang === 'zh' ? '角色权限' : 'User roles', path: '/rolePermission', area: 'security', kind: 'page' }],
  },
];

/** The fixture server with `changed` answering first (MSW takes the first handler that matches). */
const serverWith = (...changed: Parameters<typeof http.post>[]) => ({
  layout: 'fullscreen',
  msw: { handlers: [...changed.map((args) => http.post(...args)), ...createAppHandlers(), ...createStationHandlers()] },
});

/**
 * The shell's menu is there; then the client's toasts are closed (they leave on a timer, so the
 * screenshot would depend on how long the story took).
 */
const shellStays = async (canvasElement: HTMLElement, menu: string) => {
  await waitFor(() => expect(within(canvasElement).getByRole('treegrid', { name: menu })).toBeVisible());
  const body = within(canvasElement.ownerDocument.body);
  for (const region of body.queryAllByRole('region', { name: /消息通知|Notifications/ })) {
    for (const close of within(region).queryAllByRole('button')) await userEvent.click(close);
  }
};

/** The page's rows came under another key (`page.rows`): the grid says so instead of "no data, 0 in total". */
const ROWS_ELSEWHERE = serverWith([`${base}/asn/list/:page`, () => ok({ page: { rows: generateAsnRecords().slice(0, 20), total: 70 } })]);

export const ReceiptsRowsElsewhere: Story = {
  parameters: ROWS_ELSEWHERE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first screen of a cold story pass loads the shell, the list's chunks and the grid.
    const head = await canvas.findByText(/服务器对 POST \/asn\/list\/\{page\} 的应答与约定不同/, {}, { timeout: 30_000 });
    await expect(head).toHaveTextContent('服务器对 POST /asn/list/{page} 的应答与约定不同：$.page.list 应为对象（字段由列表的配置决定）的列表，实为 缺失');
    await expect(head.closest('.g-wrap')).not.toBeNull();
    await expect(canvas.queryByText('暂无数据')).not.toBeInTheDocument();
    await shellStays(canvasElement, '菜单');
  },
};

export const ReceiptsRowsElsewhereEnglish: Story = {
  parameters: ROWS_ELSEWHERE,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByText(/The server's answer to POST \/asn\/list\/\{page\} differs from the contract: \$\.page\.list expected list of object/, {}, { timeout: 15_000 });
    await expect(alert).toBeVisible();
    await shellStays(canvasElement, 'Menu');
  },
};

/** The list path answers 404: the grid names the call and the status. */
const LIST_404 = serverWith([`${base}/asn/list/:page`, () => HttpResponse.json({ status: 404, error: 'Not Found' }, { status: 404 })]);

export const ReceiptsNotFound: Story = {
  parameters: LIST_404,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('调用 POST /asn/list/1 失败：服务器答以 HTTP 404', {}, { timeout: 15_000 })).toBeVisible();
    await shellStays(canvasElement, '菜单');
  },
};

export const ReceiptsNotFoundEnglish: Story = {
  parameters: LIST_404,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The call POST /asn/list/1 failed: the server answered HTTP 404', {}, { timeout: 15_000 })).toBeVisible();
    await shellStays(canvasElement, 'Menu');
  },
};

/** The console's figures came with a count as text: that panel names the call; the welcome and the books check stay. */
const CONSOLE_DRIFT = serverWith([`${base}/console/today`, () => ok({ bean: { receipts: 'twelve', orders: [], tasks: [], holds: { count: 0, qty: 0 }, shortAllocated: 0, locations: { total: 1, used: 0 } } })]);

export const ConsolePanel: Story = {
  args: { path: '/index/home1' },
  parameters: CONSOLE_DRIFT,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/服务器对 POST \/console\/today 的应答与约定不同：\$\.bean\.receipts/, {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '欢迎，系统管理员' })).toBeVisible();
    await expect(await canvas.findByText('账实平衡')).toBeVisible();
    await shellStays(canvasElement, '菜单');
  },
};

export const ConsolePanelEnglish: Story = {
  args: { path: '/index/home1' },
  parameters: CONSOLE_DRIFT,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/The server's answer to POST \/console\/today differs from the contract: \$\.bean\.receipts/, {}, { timeout: 15_000 })).toBeVisible();
    await expect(await canvas.findByText('Books balanced')).toBeVisible();
    await shellStays(canvasElement, 'Menu');
  },
};

/** The role permission page: a user's shippers as `null` (an empty list) shows the page, not the system error. */
const ROLES = [{ roleid: 'ADMIN', name: '系统管理员', canedit: true }, { roleid: 'SHIPPER', name: '货主', canedit: true }];
const usersWith = (owners: unknown) => [
  [`${base}/menu/userMenus`, ({ request }: { request: Request }) => ok({ bean: adminMenus(langOf(request)) })],
  [`${base}/permission/roles`, () => ok({ bean: ROLES })],
  [`${base}/permission/users`, () => ok({ bean: {
    users: [
      { userid: 'admin', fullname: '系统管理员', usertype: 'internal', roleid: 'ADMIN', active: true, owners },
      { userid: 'shipper', fullname: '货主用户（华通）', usertype: 'shipper', roleid: 'SHIPPER', active: true, owners: ['OW001', 'OW002'] },
    ],
    shippers: ['OW001', 'OW002'],
  } })],
] as Parameters<typeof http.post>[];

export const RolePermissionNullShippers: Story = {
  args: { path: '/rolePermission' },
  parameters: serverWith(...usersWith(null)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', {}, { timeout: 15_000 });
    await expect(within(table).getByText('OW001, OW002')).toBeVisible();
    await expect(canvas.queryByText('系统错误，请联系管理员')).not.toBeInTheDocument();
    await shellStays(canvasElement, '菜单');
  },
};

/** The shippers came as an object: the page names the call and the field; the shell stays. */
export const RolePermissionDrift: Story = {
  args: { path: '/rolePermission' },
  parameters: serverWith(...usersWith({ OW001: true })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/服务器对 POST \/permission\/users 的应答与约定不同：\$\.bean\.users\[0\]\.owners/, {}, { timeout: 15_000 })).toBeVisible();
    await shellStays(canvasElement, '菜单');
  },
};

export const RolePermissionDriftEnglish: Story = {
  args: { path: '/rolePermission' },
  parameters: serverWith(...usersWith({ OW001: true })),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/The server's answer to POST \/permission\/users differs from the contract: \$\.bean\.users\[0\]\.owners/, {}, { timeout: 15_000 })).toBeVisible();
    await shellStays(canvasElement, 'Menu');
  },
};

/** A station's document came without its lines: the station names the call; it stays usable. */
const STATION_DRIFT = serverWith([`${base}/station/:station/open`, () => ok({ bean: { key: 'ASN0001', title: 'ASN0001', lines: 'none' } })]);

async function openDrifted(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: title }, { timeout: 15_000 })).toBeVisible();
  const field = canvas.getByRole('textbox');
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.type(field, 'ASN0001{Enter}');
}

export const Station: Story = {
  args: { path: '/app/scanGather' },
  parameters: STATION_DRIFT,
  play: async ({ canvasElement }) => {
    await openDrifted(canvasElement, '逐件扫描收货');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/服务器对 POST \/station\/\w+\/open 的应答与约定不同/)).toBeVisible();
    await expect(canvas.getByText(/应答与约定不同（见下），请核对是否已记账/)).toBeVisible();
    await expect(canvas.getByRole('textbox')).toBeEnabled();
    await shellStays(canvasElement, '菜单');
  },
};

export const StationEnglish: Story = {
  args: { path: '/app/scanGather' },
  parameters: STATION_DRIFT,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await openDrifted(canvasElement, 'Single-piece scan receiving');
    await expect(await within(canvasElement).findByText(/The server's answer to POST \/station\/\w+\/open differs from the contract/)).toBeVisible();
    await shellStays(canvasElement, 'Menu');
  },
};
