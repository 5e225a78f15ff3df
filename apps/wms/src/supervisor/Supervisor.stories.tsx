import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConsoleToday, OptimizeReport, PermissionArea, PermissionUser, PrintReport, ReceivingDay, ZoneUse } from '@wms/api';
import { ensureSupervisorCatalogue } from './i18n/catalogue';
import { PermissionEditor } from './permissions/PermissionEditor';
import { UserPermissionForm } from './permissions/UserPermissions';
import { TodayBoard } from './console/TodayBoard';
import { NoAccess } from './access/NoAccess';
import { OptimizeView, ReceivingView, WarningView } from './charts/ReportViews';
import { SupPrintForm, type SupPrintOutcome } from './print/SupPrintForm';
import { changeCount } from './model/permissionTree';

const roles = [{ roleid: 'ADMIN', name: '系统管理员', canedit: true }, { roleid: 'OPERATOR', name: '仓库操作员', canedit: true }];
const TREE: PermissionArea[] = [
  {
    area: 'inbound', name: '入库管理', menus: [
      { menuCode: 'asn', name: '入库单', path: '/app/asn/list', kind: 'list', checked: true, buttons: ['query', 'add', 'edit', 'delete', 'export', 'import', 'print'].map((code) => ({ code, checked: code !== 'delete' })) },
      { menuCode: 'po', name: '采购单', path: '/app/po/list', kind: 'list', checked: false, buttons: ['query', 'add', 'edit'].map((code) => ({ code, checked: false })) },
      { menuCode: 'scanGather', name: '扫描收货', path: '/app/scanGather', kind: 'embedded', checked: true, buttons: [] },
    ],
  },
  { area: 'security', name: '权限管理', menus: [{ menuCode: 'buttonPermission', name: '按钮权限', path: '/buttonPermission', kind: 'page', checked: true, buttons: [] }] },
];
const USERS: PermissionUser[] = [
  { userid: 'admin', fullname: '系统管理员', usertype: 'internal', roleid: 'ADMIN', active: true, owners: [] },
  { userid: 'shipper', fullname: '货主用户（华通）', usertype: 'shipper', roleid: 'SHIPPER', active: true, owners: ['OW001', 'OW002'] },
];
const TODAY: ConsoleToday = {
  receipts: [{ key: '0', name: '新建', count: 12 }, { key: '1', name: '收货中', count: 5 }, { key: '2', name: '已收货', count: 31 }],
  orders: [{ key: '0', name: '新建', count: 20 }, { key: '2', name: '已分配', count: 8 }, { key: '5', name: '已发运', count: 44 }],
  tasks: [{ key: 'PK', name: '拣货', count: 17 }, { key: 'PA', name: '上架', count: 6 }],
  holds: { count: 4, qty: 120 },
  shortAllocated: 3,
  locations: { total: 600, used: 412 },
};
const RECEIVING: ReceivingDay[] = Array.from({ length: 7 }, (_, i) => ({ day: `2026-06-${String(9 + i).padStart(2, '0')}`, receipts: 3 + (i % 3), lines: 10 + i, expected: 200 + i * 15, received: 180 + i * 12 }));
const ZONES: ZoneUse[] = [
  { zone: 'Z01', total: 120, used: 110, cube: 500, usedcube: 300, usePercent: 91.7, cubePercent: 60, over: true },
  { zone: 'Z02', total: 100, used: 45, cube: 400, usedcube: 120, usePercent: 45, cubePercent: 30, over: false },
];
const OPTIMIZE: OptimizeReport = {
  days: 30, fastMin: 6, slowMax: 1,
  moves: [
    { kind: 'slowInFast', storerkey: 'OW001', sku: 'SKU0001', fromloc: 'A-01-01', toloc: 'C-05-02', qty: 40, picks: 0 },
    { kind: 'fastInSlow', storerkey: 'OW002', sku: 'SKU0042', fromloc: 'C-07-03', toloc: '', qty: 12, picks: 14 },
  ],
  summary: { slowInFast: 1, fastInSlow: 1 },
};
const REPORTS: PrintReport[] = [
  { reportkey: 'RPT_ASN', name: '入库单', module: 'INBOUND', template: 'rpt_asn.rptdesign', copies: 2, printer: { printerkey: 'PRN001', name: '惠普激光 01', printertype: 'LASER' } },
  { reportkey: 'RPT_LABEL_LPN', name: '托盘标签', module: 'INBOUND', template: 'rpt_label_lpn.rptdesign', copies: 1, printer: null },
];

function Catalogue({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  ensureSupervisorCatalogue(i18n);
  return <MemoryRouter>{children}</MemoryRouter>;
}

function Permissions({ showButtons }: { showButtons: boolean }) {
  const [tree, setTree] = useState(TREE);
  return <PermissionEditor title="按钮权限" roles={roles} roleid="OPERATOR" onRole={() => undefined} tree={tree} onChange={setTree} showButtons={showButtons} changes={changeCount(TREE, tree)} onSave={() => undefined} />;
}

type View = 'buttons' | 'menus' | 'users' | 'console' | 'noAccess' | 'receiving' | 'warning' | 'optimize' | 'printReady' | 'printProgress' | 'printNoPlugin';

function Screen({ view, outcome }: { view: View; outcome?: SupPrintOutcome }) {
  let body: ReactNode;
  switch (view) {
    case 'buttons': body = <Permissions showButtons />; break;
    case 'menus': body = <Permissions showButtons={false} />; break;
    case 'users': body = <UserPermissionForm title="角色权限" users={USERS} roles={roles} shippers={['OW001', 'OW002', 'OW003']} selected="shipper" onSelect={() => undefined} roleid="SHIPPER" onRole={() => undefined} owners={['OW001']} onOwners={() => undefined} onSave={() => undefined} />; break;
    case 'console': body = <TodayBoard today={TODAY} />; break;
    case 'noAccess': body = <NoAccess title="按钮权限" />; break;
    case 'receiving': body = <ReceivingView rows={RECEIVING} />; break;
    case 'warning': body = <WarningView threshold={80} zones={ZONES} />; break;
    case 'optimize': body = <OptimizeView report={OPTIMIZE} />; break;
    default:
      body = <SupPrintForm title="补打" reports={REPORTS} reportkey="RPT_ASN" onReport={() => undefined} documents={'ASN0001\nASN0002'} onDocuments={() => undefined} plan="4 个打印任务，分 1 批发送（每批 10 个）" state={view === 'printNoPlugin' ? 'closed' : 'open'} onReconnect={() => undefined} onPrint={() => undefined} outcome={outcome} />;
  }
  return <Catalogue>{body}</Catalogue>;
}

const meta = { title: 'wms/Supervisor', component: Screen, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = { globals: { locale: 'en' } };
export const ButtonPermission: Story = { args: { view: 'buttons' } };
export const ButtonPermissionEnglish: Story = { args: { view: 'buttons' }, ...en };
export const MenuPermission: Story = { args: { view: 'menus' } };
export const UserShippers: Story = { args: { view: 'users' } };
export const UserShippersEnglish: Story = { args: { view: 'users' }, ...en };
export const ConsoleFigures: Story = { args: { view: 'console' } };
export const ConsoleFiguresEnglish: Story = { args: { view: 'console' }, ...en };
export const HaveNoAccess: Story = { args: { view: 'noAccess' } };
export const HaveNoAccessEnglish: Story = { args: { view: 'noAccess' }, ...en };
export const ReceivingReport: Story = { args: { view: 'receiving' } };
export const CapacityWarning: Story = { args: { view: 'warning' } };
export const CapacityWarningEnglish: Story = { args: { view: 'warning' }, ...en };
export const Optimisation: Story = { args: { view: 'optimize' } };
export const OptimisationEnglish: Story = { args: { view: 'optimize' }, ...en };
export const SupPrintReady: Story = { args: { view: 'printReady' } };
export const SupPrintProgress: Story = { args: { view: 'printProgress', outcome: { kind: 'progress', done: 10, total: 22, text: '已打印 10 / 22' } } };
export const SupPrintNoPlugin: Story = { args: { view: 'printNoPlugin', outcome: { kind: 'error', text: '打印插件未运行，本地打印代理（端口 8240）也没有响应。请在本机启动打印插件（或打印代理）后重试。' } } };
export const SupPrintNoPluginEnglish: Story = { args: { view: 'printNoPlugin', outcome: { kind: 'error', text: 'The print plug-in is not running and the local print agent (port 8240) does not answer. Start the print plug-in (or the agent) on this PC and try again.' } }, ...en };
