/** The shapes of the route table (docs/architecture.md, 'Screens are data'). */

/** The business areas of routes.spec.tsv. */
export const AREAS = ['top', 'inbound', 'outbound', 'configuration', 'finance', 'system', 'inventory', 'cyclecount', 'waves', 'import', 'security', 'other'] as const;
export type AreaId = (typeof AREAS)[number];

/** What kind of screen a route is, as routes.spec.tsv says. */
export type RouteKind = 'page' | 'list' | 'drawer' | 'embedded' | 'shell';

/** One row of the generated table (routeTable.data.ts). */
export interface RouteRow {
  path: string;
  /** Unique; the menu code of the path for lists (CONTRACT.md), 'login' for '/'. */
  name: string;
  area: string;
  kind: RouteKind;
  /** For a drawer: the path of its list. */
  list?: string;
}

/** Route metadata of the spec (CONTRACT.md §2). */
export interface RouteMeta {
  /** A drawer route (create, edit, info of a list). */
  drawer: boolean;
  /** Leaving the route does not clear the screen's search state. */
  noClear: boolean;
  /** The screen stays mounted while its tab is open. */
  keepAlive: boolean;
  /** An embedded frame page. */
  iframe: boolean;
}

/** The list identity of CONTRACT.md. */
export interface ListIdentity {
  menuCode: string;
  listCode: string;
  /** POST, with a {page} placeholder. */
  listUrl: string;
}

/** Which generic screen (or page) renders a route. */
export type ScreenRef =
  | ({ type: 'list'; drawerPath?: string } & ListIdentity)
  | ({ type: 'drawer'; listPath: string } & ListIdentity)
  | { type: 'frame' }
  | { type: 'page'; page: string }
  | { type: 'shell' };

/** A route of the app: a row of the spec with its title key, metadata and screen. */
export interface AppRoute extends RouteRow {
  area: AreaId;
  /** Key in the 'app' namespace: `route.<name>`. */
  titleKey: `route.${string}`;
  meta: RouteMeta;
  screen: ScreenRef;
}

/** What a generic screen or a page receives: its route and its title in the current language. */
export interface ScreenProps {
  route: AppRoute;
  title: string;
}
