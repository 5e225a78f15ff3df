import { ROUTE_ROWS } from './routeTable.data';
import { buildRoutes } from './routeModel';
import type { AppRoute } from './types';

export { buildRoutes, listIdentity, menuCodeOf, PAGE_SCREENS } from './routeModel';

/** The route table: every route of routes.spec.tsv. */
export const ROUTES: readonly AppRoute[] = buildRoutes(ROUTE_ROWS);

const byPath = new Map(ROUTES.map((route) => [route.path.toLowerCase(), route]));

/** The route of a path (case-insensitive, as the original router matched), if any. */
export function findRoute(path: string): AppRoute | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return byPath.get(clean.toLowerCase());
}
