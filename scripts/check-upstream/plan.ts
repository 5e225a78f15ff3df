/**
 * Which read calls each of the 249 screens makes to show itself (issue 47, point 3): derived from
 * the app's own definitions, not written out per screen. A route's kind and screen come from the
 * route table (apps/wms/src/routes), a list's identity from its path (CONTRACT.md "List identity"),
 * its first page's default filters from the area's `dateRangesOn` and the grid's default quick
 * range, its option paths, dictionaries and drawer selects from the column configuration the
 * server answers (with the app's own `allColumns`, `formItemsOf` and `labelSources`), and the
 * bespoke pages' reads from their declarations in ./pages.ts (checked against the calls the app
 * makes in tests/e2e/upstream-calls.e2e.ts).
 *
 * Two steps, as the app itself: `columnCalls` (one per list the screens show), then, with the
 * configurations answered, `planScreens`.
 */
import { COLUMN_CONFIG_PATH, DICTIONARY_PATH, buildQueryParams, type ColumnConfig, type ColumnDefinition, type FilterValue } from '@wms/api';
import { ROUTES } from '../../apps/wms/src/routes/routeTable.ts';
import { listIdentity } from '../../apps/wms/src/routes/routeModel.ts';
import type { AppRoute } from '../../apps/wms/src/routes/types.ts';
import { listDateRangesOn } from '../../apps/wms/src/areas/index.ts';
import { allColumns, formItemsOf } from '../../apps/wms/src/screens/List/model/formItems.ts';
import { labelSources } from '../../apps/wms/src/screens/List/model/codeLabels.ts';
import { hasPage } from '../../apps/wms/src/pages/registry.ts';
import zhCatalogue from '../../apps/wms/src/i18n/zh.json' with { type: 'json' };
import { toGridColumns } from '../../packages/ui-grid/src/model/columns.ts';
import { fromConfigureSorting, toConfigureSorting } from '../../packages/ui-grid/src/model/sorting.ts';
import { FilterType } from '../../packages/ui-grid/src/model/types.ts';
import { DEFAULT_QUICK_RANGE_CODE, formatRange, quickRange } from '../../packages/ui-core/src/model/dates.ts';
import { BESPOKE_READS, PAGE_OF_ROUTE, SESSION_READS, SHELL_SCREEN_READS, LIST_SCREEN_READS, type Answered, type BespokeContext } from './pages.ts';

/** The contract's name of an answer (`ANSWERS` of @wms/api): which schema checks it. */
export type AnswerKey = string;

/**
 * One read call: the answer it gets, the request as the app makes it, why the screen makes it,
 * and whether it is made as the screen opens or on first use (a filter's options, a drawer's
 * select, a lookup): both are checked, the agreement test holds `open` calls to what the app asks
 * for as it opens.
 */
export interface ReadCall {
  answer: AnswerKey;
  method: 'GET' | 'POST';
  /** Without the API base; a GET's query string included (an option path's `?type=1`). */
  path: string;
  /** A POST's JSON body (none: no body). */
  body?: unknown;
  /** Why the screen makes it, in words (`column configuration`, `options of column storerkey`). */
  why: string;
  when: 'open' | 'use';
  /** The live feed: a stream, checked by its status and type, not read to its end. */
  stream?: boolean;
  /** A list page: the columns its rows must hold (the configuration's shown columns). */
  columns?: readonly { code: string; name?: string; type?: number }[];
}

/** What a screen is, for the report. */
export type ScreenKind = AppRoute['kind'];

export interface ScreenPlan {
  path: string;
  name: string;
  kind: ScreenKind;
  /** Which generic screen or page shows it: `list`, `drawer`, `frame`, `page:<name>`, `notAvailable` ... */
  screen: string;
  calls: ReadCall[];
}

/** The key of a call: the same call of many screens is made once. */
export function callKey(call: Pick<ReadCall, 'method' | 'path' | 'body'>): string {
  return `${call.method} ${call.path}${call.body === undefined ? '' : ` ${JSON.stringify(call.body)}`}`;
}

/** The zh title of a route (the column configuration's `name`, as the app sends it). */
export function routeTitle(route: Pick<AppRoute, 'name'>): string {
  return (zhCatalogue.route as Record<string, string>)[route.name] ?? route.name;
}

/** The list a screen shows: its own (a list), its list's (a drawer without a page of its own). */
export function listOfRoute(route: AppRoute): AppRoute | undefined {
  if (route.screen.type === 'list') return route;
  if (route.screen.type === 'drawer' && !hasPage(route.path)) return ROUTES.find((r) => r.path === (route.screen as { listPath: string }).listPath);
  return undefined;
}

/** The column configuration call of a list route. */
export function columnCall(list: AppRoute): ReadCall {
  const { menuCode, listCode } = listIdentity(list.path);
  return { answer: 'columnConfig', method: 'POST', path: COLUMN_CONFIG_PATH, body: { menu_code: menuCode, menu_list_code: listCode, name: routeTitle(list) }, why: 'column configuration', when: 'open' };
}

/** Step 1: the column configuration of every list the screens show (their list paths → the call). */
export function columnCalls(routes: readonly AppRoute[] = ROUTES): Map<string, ReadCall> {
  const out = new Map<string, ReadCall>();
  for (const route of routes) {
    const list = listOfRoute(route);
    if (list && !out.has(list.path)) out.set(list.path, columnCall(list));
  }
  for (const [path, route] of Object.entries(BESPOKE_LISTS())) if (!out.has(path)) out.set(path, columnCall(route));
  return out;
}

/** Lists whose column configuration a bespoke page reads (a wave plan's candidate orders ...). */
function BESPOKE_LISTS(): Record<string, AppRoute> {
  const out: Record<string, AppRoute> = {};
  for (const reads of Object.values(BESPOKE_READS)) {
    for (const listPath of reads.columnsOf ?? []) {
      const route = ROUTES.find((r) => r.path === listPath);
      if (!route) throw new Error(`a bespoke page reads the columns of ${listPath}, which is no route`);
      out[listPath] = route;
    }
  }
  return out;
}

/** What the clock of the defaults is: the zone and, in tests, a fixed now. */
export interface PlanClock {
  timeZone: string;
  now?: number;
}

/** The list's first page as the grid asks for it: its default date ranges, its configuration's sorting, page 1 of 20. */
export function firstPageCall(list: AppRoute, config: ColumnConfig, clock: PlanClock, options: { dateRanges?: boolean } = {}): ReadCall {
  const { listUrl } = listIdentity(list.path);
  const columns = toGridColumns(config.tableDisplay);
  const on = options.dateRanges === false ? false : listDateRangesOn(list.area, list.path);
  const range = formatRange(quickRange(DEFAULT_QUICK_RANGE_CODE, clock.timeZone, clock.now));
  const filters: FilterValue[] = columns
    .filter((c) => c.filter === FilterType.DateRange && (typeof on === 'boolean' ? on : typeof on === 'function' ? on(c.code) : on.includes(c.code)))
    .map((c) => ({ code: c.code, filterType: c.filter, columnType: c.kind === 'numeric' ? 10401 : c.kind === 'datetime' ? 10403 : 10402, value: [...range] }));
  const sorting = toConfigureSorting(fromConfigureSorting(config.configureSorting), columns.map((c) => c.code));
  const body = buildQueryParams({ filters, pageNum: 1, pageSize: 20, configureSorting: sorting });
  const shown = config.tableDisplay.map((c) => ({ code: c.code, name: c.name, ...(typeof c.type === 'number' ? { type: c.type } : {}) }));
  return { answer: 'listPage', method: 'POST', path: listUrl.replace('{page}', '1'), body, why: 'first page of the list under its default filters', when: 'open', columns: shown };
}

/**
 * The option paths and dictionaries a configuration names, as the list and its drawer load them:
 * the code labels' dictionary paths and the status columns' paths as the list opens, the filters'
 * paths when a filter opens, the drawer's select URLs when the drawer opens.
 */
export function optionCalls(config: ColumnConfig, drawerOpen: boolean): ReadCall[] {
  const calls = new Map<string, ReadCall>();
  const add = (path: string, why: string, when: 'open' | 'use') => {
    const before = calls.get(path);
    if (!before || (before.when === 'use' && when === 'open')) calls.set(path, { answer: 'options', method: 'GET', path, why, when });
  };
  const columns = allColumns(config);
  const shown = toGridColumns(config.tableDisplay);
  for (const [code, source] of Object.entries(labelSources(columns, { statuses: false }))) if (source.kind === 'path') add(source.path, `labels of column ${code}`, shown.some((c) => c.code === code) ? 'open' : 'use');
  for (const column of shown) {
    if (column.options.kind !== 'path') continue;
    const status = ['status', 'orderfinishflag', 'receiptfinishflag'].includes(column.code.toLowerCase());
    add(column.options.path, status ? `status labels of column ${column.code}` : `options of the filter of column ${column.code}`, status ? 'open' : 'use');
  }
  for (const item of formItemsOf(columns, 'create')) if (item.url) add(item.url, `options of the drawer's field ${item.prop}`, drawerOpen ? 'open' : 'use');
  for (const item of formItemsOf(columns, 'edit')) if (item.url) add(item.url, `options of the drawer's field ${item.prop}`, 'use');
  return [...calls.values()];
}

/** Every option path of a configuration, as a set (for the bespoke pages that read them). */
function pathsOf(columns: readonly ColumnDefinition[]): string[] {
  return [...new Set(columns.flatMap((c) => (c.searchData?.trim().startsWith('/') ? [c.searchData.trim()] : [])))];
}

/** Step 2: every screen's read calls, with the column configurations answered (by list path). */
export interface PlanOptions {
  wmsId: string;
  /** The user's buttons (`asn:print` ...), when the button permissions answered. */
  granted?: ReadonlySet<string>;
  /** What an earlier call answered (its normalised value), for the calls that follow from it. */
  answered?: Answered;
}

export function planScreens(configs: ReadonlyMap<string, ColumnConfig>, clock: PlanClock, options: PlanOptions, routes: readonly AppRoute[] = ROUTES): ScreenPlan[] {
  return routes.map((route) => {
    const calls: ReadCall[] = [];
    const push = (...more: ReadCall[]) => { for (const call of more) if (!calls.some((c) => callKey(c) === callKey(call))) calls.push(call); };
    const inShell = route.path !== '/' && route.path !== '/licenseRegister';
    push(...SESSION_READS.filter((c) => inShell || c.path === DICTIONARY_PATH));
    if (inShell) push(...SHELL_SCREEN_READS);
    const list = listOfRoute(route);
    let screen: string = route.screen.type;
    if (list) {
      const config = configs.get(list.path);
      push(columnCall(list));
      push(...LIST_SCREEN_READS(options.wmsId, { area: list.area, menuCode: listIdentity(list.path).menuCode, granted: options.granted }));
      if (config) {
        push(firstPageCall(list, config, clock));
        push(...optionCalls(config, route.kind === 'drawer'));
      }
    }
    const page = PAGE_OF_ROUTE(route);
    if (page) {
      screen = `page:${page}`;
      const reads = BESPOKE_READS[page];
      if (!reads) throw new Error(`no reads declared for the page ${page} of ${route.path}`);
      const context: BespokeContext = {
        route,
        wmsId: options.wmsId,
        columnsOf: (listPath) => {
          const config = configs.get(listPath);
          return config ? { config, paths: pathsOf(allColumns(config)) } : undefined;
        },
        firstPage: (listPath, first) => {
          const listRoute = ROUTES.find((r) => r.path === listPath);
          const config = configs.get(listPath);
          return listRoute && config ? firstPageCall(listRoute, config, clock, first) : undefined;
        },
      };
      // (The configurations of `columnsOf` are asked for in step 1; the page asks with its own call.)
      push(...reads.calls(context));
      if (reads.follow && options.answered) push(...reads.follow(options.answered, context));
    } else if (route.screen.type === 'page' && route.screen.page === 'notAvailable') {
      screen = 'notAvailable';
    }
    return { path: route.path, name: route.name, kind: route.kind, screen, calls };
  });
}
