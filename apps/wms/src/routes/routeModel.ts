/**
 * How rows of routes.spec.tsv become the app's routes. The rows themselves (routeTable.data.ts) and
 * the table made of them (routeTable.ts) load with the shell's routes, not on the login route.
 */
import { AREAS, type AppRoute, type AreaId, type ListIdentity, type RouteRow, type ScreenRef } from './types';

/**
 * CONTRACT.md's menu code of a route path: without a leading '/app/', a trailing '/list' and the
 * leading '/'; other '/' become '_'. `/app/asn/list` → `asn`, `/app/system/serial` → `system_serial`.
 */
export function menuCodeOf(path: string): string {
  return path.replace(/^\/app\//, '/').replace(/\/list$/, '').replace(/^\//, '').replaceAll('/', '_');
}

/** CONTRACT.md's list code of a list by its menu code: `asn` → `asn_list`. */
export function listCodeOf(menuCode: string): string {
  return `${menuCode}_list`;
}

/** The list identity of CONTRACT.md for a list path. */
export function listIdentity(path: string): ListIdentity {
  const menuCode = menuCodeOf(path);
  return { menuCode, listCode: listCodeOf(menuCode), listUrl: `/${menuCode}/list/{page}` };
}

/** Pages with a screen of their own; any other page shows the 'not yet available' state. */
export const PAGE_SCREENS: Readonly<Record<string, string>> = {
  '/': 'login',
  '/licenseRegister': 'register',
  '/index/home1': 'console',
  '/index/home': 'console',
};

function isArea(value: string): value is AreaId {
  return (AREAS as readonly string[]).includes(value);
}

function screenOf(row: RouteRow, drawers: ReadonlyMap<string, string>): ScreenRef {
  switch (row.kind) {
    case 'list':
      return { type: 'list', ...listIdentity(row.path), drawerPath: drawers.get(row.path) };
    case 'drawer': {
      const listPath = row.list ?? '';
      return { type: 'drawer', listPath, ...listIdentity(listPath) };
    }
    case 'embedded':
      return { type: 'frame' };
    case 'shell':
      return { type: 'shell' };
    case 'page':
      return { type: 'page', page: PAGE_SCREENS[row.path] ?? 'notAvailable' };
  }
}

/** Builds the app's routes from rows of the spec (exported for tests). */
export function buildRoutes(rows: readonly RouteRow[]): AppRoute[] {
  // A list's companion drawer: the first drawer naming it (the spec's 'name + Deawer').
  const drawers = new Map<string, string>();
  for (const row of rows) if (row.kind === 'drawer' && row.list && !drawers.has(row.list)) drawers.set(row.list, row.path);
  return rows.map((row) => {
    if (!isArea(row.area)) throw new Error(`unknown area ${row.area} of ${row.path}`);
    return {
      ...row,
      area: row.area,
      titleKey: `route.${row.name}`,
      meta: {
        drawer: row.kind === 'drawer',
        // A drawer returns to its list: the list keeps its filters and page.
        noClear: row.kind === 'drawer' || row.kind === 'list',
        keepAlive: row.kind === 'list',
        iframe: row.kind === 'embedded',
      },
      screen: screenOf(row, drawers),
    };
  });
}
