/**
 * @wms/app: the routed WMS app (base ris-wms). Its entry for the browser is src/main.tsx; this
 * module exposes the route table and the pure guard rules for tests and tools.
 */
export { ROUTES, findRoute, menuCodeOf, listIdentity, buildRoutes } from './routes/routeTable';
export type { AppRoute, RouteMeta, ScreenRef, RouteKind, AreaId } from './routes/types';
export { guard, safeRedirect, loginHref, loginPrefill, isSamePlace, HOME_PATH } from './routes/guard';
export { BASENAME } from './routes/router';
