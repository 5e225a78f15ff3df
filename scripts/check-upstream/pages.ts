/**
 * The reads of what is not a generic list: the session and the shell, the parts every list adds
 * (permissions, print, import), and each bespoke page's own reads as it opens. A bespoke page is
 * named by the module its route loads (apps/wms/src/pages/registry.ts, screens.tsx): a new page
 * without a declaration here fails the plan's test, and what each declaration says is held to
 * the calls the app makes by tests/e2e/upstream-calls.e2e.ts.
 */
import { DICTIONARY_PATH } from '@wms/api';
import { PAGE_LOADERS } from '../../apps/wms/src/pages/registry.ts';
import { PAGE_SCREENS } from '../../apps/wms/src/routes/routeModel.ts';
import type { AppRoute } from '../../apps/wms/src/routes/types.ts';
import { AREA_REPORT_MODULE } from '../../apps/wms/src/screens/List/print/documentNumbers.ts';
import { IMPORT_TARGET_OF_MENU } from '../../apps/wms/src/screens/List/import/importTargets.ts';
import { INBOUND_DICTIONARIES } from '../../apps/wms/src/inbound/hooks/useInboundQueries.ts';
import type { ColumnConfig } from '@wms/api';
import type { ReadCall } from './plan.ts';

/** What a bespoke page's declaration may use: its route, the warehouse, the lists' configurations. */
export interface BespokeContext {
  route: AppRoute;
  wmsId: string;
  /** A list's column configuration as answered, and the option paths it names. */
  columnsOf: (listPath: string) => { config: ColumnConfig; paths: string[] } | undefined;
  /** A list's first page under its default filters (as its list screen asks for it; `dateRanges: false`: none ticked, as a page's own grid may say). */
  firstPage: (listPath: string, options?: { dateRanges?: boolean }) => ReadCall | undefined;
}

/** What a call answered (its normalised value), for the calls that follow from it. */
export type Answered = (call: ReadCall) => unknown;

export interface BespokeReads {
  /** The lists whose column configuration the page reads (made beforehand, as a list's are). */
  columnsOf?: readonly string[];
  calls: (context: BespokeContext) => ReadCall[];
  /** Calls made with what an earlier call answered (the first role's tree, the first template). */
  follow?: (answered: Answered, context: BespokeContext) => ReadCall[];
}

const post = (answer: string, path: string, why: string, body?: unknown, when: 'open' | 'use' = 'open'): ReadCall => ({ answer, method: 'POST', path, ...(body === undefined ? {} : { body }), why, when });
const get = (answer: string, path: string, why: string, when: 'open' | 'use' = 'open'): ReadCall => ({ answer, method: 'GET', path, why, when });

/** A page of a list with the page's own parameters (the inbound pages' recent receipts ...). */
const listPage = (menuCode: string, body: Record<string, unknown>, why: string): ReadCall => post('listPage', `/${menuCode}/list/1`, why, body);

/** Signing in and the shell: made once a session, counted for every screen that needs them. */
export const SESSION_READS: readonly ReadCall[] = [
  // The app's start reads the dictionaries it keeps (none yet: an empty list of codes), even on the login screen.
  post('dictionary', DICTIONARY_PATH, 'the dictionaries the app keeps, as it starts', []),
  post('menus', '/menu/userMenus', "the user's menus"),
  post('warehouses', '/warehouse/userWarehouses', "the user's warehouses"),
  { answer: 'liveEvent', method: 'GET', path: '/events', why: 'the live feed of committed writes (optional: the app polls without it)', when: 'open', stream: true },
];

/** Nothing more for a screen of the shell as such. */
export const SHELL_SCREEN_READS: readonly ReadCall[] = [];

/**
 * What every list screen adds to its own configuration and page: the button permissions, the
 * permission flags of the warehouse (CONTRACT.md §6), the print reports when its area prints
 * and the import templates when its rows are imported (each asked once the user holds the button).
 */
export function LIST_SCREEN_READS(wmsId: string, list?: { area: AppRoute['area']; menuCode: string; granted?: ReadonlySet<string> }): ReadCall[] {
  const calls = [post('buttons', '/permission/buttons', 'button permissions'), get('permission', `/permission/edit/${encodeURIComponent(wmsId)}`, 'permission flags of the warehouse')];
  if (!list) return calls;
  const holds = (button: string) => (list.granted ? list.granted.has(`${list.menuCode}:${button}`) : false);
  if (AREA_REPORT_MODULE[list.area]) calls.push(post('printReports', '/print/reports', "the print reports of the list's area", undefined, holds('print') ? 'open' : 'use'));
  if (IMPORT_TARGET_OF_MENU[list.menuCode]) calls.push(post('importTemplates', '/excelImportTemplates', 'the import templates of its rows', undefined, holds('import') ? 'open' : 'use'));
  return calls;
}

/** The reports page's call of each route (apps/wms/src/supervisor/charts/ReportsPage.tsx, its defaults). */
const REPORT_OF_PATH: Record<string, ReadCall> = {
  '/index/testGrid': post('reportReceiving', '/report/receiving', 'the receiving report of 14 days', { days: 14 }),
  '/app/chart/list': post('reportMovements', '/report/movements', 'the movements of 30 days', { days: 30 }),
  '/index/static': post('reportStock', '/report/stock', 'the stock report'),
  '/app/optimize': post('reportOptimize', '/report/optimize', 'storage optimisation over 30 days', { days: 30 }),
  '/app/warning': post('reportCapacityWarning', '/report/capacityWarning', 'capacity at the 80 % threshold', { threshold: 80 }),
};

/** The inbound pages' shared reads: their dictionaries' labels and the user's buttons. */
const INBOUND_SHARED = [post('dictionary', DICTIONARY_PATH, "the inbound pages' dictionaries", [...INBOUND_DICTIONARIES]), post('buttons', '/permission/buttons', 'button permissions')];
/** The newest receipts in some statuses, to pick one without typing (eight of them). */
const recentReceipts = (statuses: string) => listPage('asn', { statusstr: statuses, pageNum: 1, pageSize: 8 }, `the newest receipts in statuses ${statuses}`);

/** A list's page asked for by a bespoke page with its own filters (a grid of the page). */
function pageWithFixed(context: BespokeContext, listPath: string, fixed: Record<string, unknown>, why: string): ReadCall[] {
  // The pages' grids start with no date range ticked (their views' dateRangesOn={false}).
  const first = context.firstPage(listPath, { dateRanges: false });
  if (!first) return [];
  return [{ ...first, body: { ...fixed, ...(first.body as Record<string, unknown>) }, why }];
}

/** The page's own column call (without the name a list screen sends). */
const ownColumns = (menuCode: string) => post('columnConfig', '/queryDisplayedOrExportedColumns', "the column configuration of the page's grid", { menu_code: menuCode, menu_list_code: `${menuCode}_list` });

/** The option paths and dictionaries a grid's shown columns name (their labels as the grid opens). */
function gridOptions(context: BespokeContext, listPath: string): ReadCall[] {
  const columns = context.columnsOf(listPath);
  if (!columns) return [];
  return columns.paths.map((path) => get('options', path, `options of the page's grid (${path})`, 'use'));
}

/** Each bespoke page's reads, by the name of the module its route loads. */
export const BESPOKE_READS: Readonly<Record<string, BespokeReads>> = {
  login: { calls: () => [] },
  register: { calls: () => [] },
  console: { calls: () => [post('consoleToday', '/console/today', "the day's figures"), post('booksCheck', '/books/check', 'whether the books balance (administrators)')] },
  ReportsPage: { calls: ({ route }) => { const report = REPORT_OF_PATH[route.path]; return report ? [report] : []; } },
  PermissionPage: {
    calls: ({ route }) => (route.path === '/rolePermission' ? [post('permissionUsers', '/permission/users', 'the users and their shippers'), post('permissionRoles', '/permission/roles', 'the roles')] : [post('permissionRoles', '/permission/roles', 'the roles')]),
    // The button and menu pages open on the first role's tree.
    follow: (answered, { route }) => {
      if (route.path === '/rolePermission') return [];
      const roles = answered(post('permissionRoles', '/permission/roles', 'the roles'));
      const first = Array.isArray(roles) ? (roles[0] as { roleid?: unknown } | undefined)?.roleid : undefined;
      return typeof first === 'string' ? [post('permissionRoleTree', '/permission/roleTree', "the first role's permission tree", { roleid: first })] : [];
    },
  },
  SupPrintPage: { calls: () => [post('printReports', '/print/reports', 'the print reports')] },
  ReceiptDetailPage: { calls: () => [...INBOUND_SHARED, recentReceipts('0,1')] },
  BarcodePage: { calls: () => [...INBOUND_SHARED, recentReceipts('0,1,2,3')] },
  BarcodePrintPage: { calls: () => [...INBOUND_SHARED, recentReceipts('0,1'), post('printReports', '/print/reports', 'the label reports')] },
  ReturnAdvancePage: { calls: () => [...INBOUND_SHARED] },
  ReversalPage: { calls: () => [...INBOUND_SHARED, recentReceipts('1,2,3')] },
  StationRoute: { calls: () => [] },
  WavePlanPanelPage: {
    calls: () => [listPage('savefilter', { pageNum: 1, pageSize: 200 }, 'the saved filters to plan from'), listPage('outWaveStrategyGroup', { pageNum: 1, pageSize: 200 }, 'the wave strategies')],
  },
  WaveDocPrintPage: { calls: () => [listPage('wavemgmt', { pageNum: 1, pageSize: 100 }, 'the waves to print'), post('printReports', '/print/reports', "the waves' reports")] },
  OrderWaveCreationPage: {
    columnsOf: ['/app/notinwave'],
    calls: (context) => [
      listPage('outWaveStrategyGroup', { pageNum: 1, pageSize: 200 }, 'the wave strategies'),
      ownColumns('notinwave'),
      ...pageWithFixed(context, '/app/notinwave', { status: '0' }, 'the new orders not in a wave'),
      ...gridOptions(context, '/app/notinwave'),
    ],
  },
  CollectionDetailPage: {
    calls: () => [listPage('outorderbindding', { pageNum: 1, pageSize: 500 }, 'the collections'), get('options', '/dictionary/options/tray_status', 'the tray statuses'), get('options', '/options/storer?type=3', 'the carriers')],
    // The page opens on the first open collection (status 0), as CollectionDetailPage chooses it.
    follow: (answered) => {
      const page = answered(listPage('outorderbindding', { pageNum: 1, pageSize: 500 }, 'the collections')) as { rows?: unknown[] } | undefined;
      const rows = Array.isArray(page?.rows) ? (page.rows as { collectionkey?: unknown; status?: unknown }[]) : [];
      const key = rows.find((row) => String(row.status) === '0')?.collectionkey;
      return typeof key === 'string' ? [listPage('outorderbindding', { collectionkey: key, pageNum: 1, pageSize: 5 }, 'the first open collection')] : [];
    },
  },
  ReplenishmentPage: { calls: () => [listPage('wavemgmt', { statusstr: '0,1,2,3,4,5', pageNum: 1, pageSize: 100 }, 'the open waves')] },
  TaskReleaseDetailPage: {
    columnsOf: ['/app/taskdetail'],
    calls: (context) => [ownColumns('taskdetail'), ...pageWithFixed(context, '/app/taskdetail', { statusstr: '0,1' }, 'the tasks to release'), ...gridOptions(context, '/app/taskdetail')],
  },
  ImportPage: {
    calls: () => [post('importTemplates', '/excelImportTemplates', 'the import templates')],
    // The page opens on a template: the first (customimport) or the orders' (the outbound import drawer).
    follow: (answered, { route }) => {
      const templates = answered(post('importTemplates', '/excelImportTemplates', 'the import templates'));
      if (!Array.isArray(templates)) return [];
      // The page's own choice (ImportPage.tsx): the outbound orders' template in the drawer, else the first.
      const rows = templates as { templatecode?: unknown }[];
      const chosen = (route.path === '/importDeawer' ? rows.find((t) => t.templatecode === 'IMP_SO') : undefined) ?? rows[0];
      return typeof chosen?.templatecode === 'string' ? [post('importTemplate', `/excelImport/${chosen.templatecode}/template`, 'the chosen template')] : [];
    },
  },
};

/** The module a loader imports (`() => import('../x/YPage')` → `YPage`). */
function moduleOf(loader: () => unknown): string | undefined {
  return /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(loader.toString())?.[1]?.split('/').pop()?.replace(/\.[jt]sx?$/, '');
}

/**
 * The bespoke page a route shows (the console for the shell's own address, which opens it), or
 * undefined for a generic list, drawer or frame, or 'not yet available'.
 */
export function PAGE_OF_ROUTE(route: AppRoute): string | undefined {
  if (route.kind === 'shell') return 'console';
  const loader = PAGE_LOADERS[route.path];
  if (loader) {
    const name = moduleOf(loader);
    if (!name) throw new Error(`the page of ${route.path} names no module`);
    return name;
  }
  if (route.kind === 'page') return PAGE_SCREENS[route.path];
  return undefined;
}
