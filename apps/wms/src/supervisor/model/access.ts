import type { MenuNode } from '@wms/api';

/**
 * Routes the menu never lists but everyone signed in may open. /iframe is the generic opener of
 * an external program that links elsewhere point at (title and url in the address); what guards
 * it is the frame-origin allow-list, not a menu entry.
 */
const ALWAYS = new Set(['/', '/licenseregister', '/index/home1', '/index', '/iframe']);

/** The paths (lower case) of a user's menu tree. */
export function menuPaths(tree: readonly MenuNode[]): Set<string> {
  const out = new Set<string>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.path) out.add(node.path.toLowerCase());
      if (node.children) walk(node.children);
    }
  };
  walk(tree);
  return out;
}

/**
 * Whether a route opened by address is refused: only a list, page or embedded route that the
 * user's loaded menus do not hold. Drawers follow their list; while the menus are unknown
 * nothing is refused here (the server refuses the calls anyway).
 */
export function isRefused(route: { path: string; kind: string }, menus: readonly MenuNode[] | undefined): boolean {
  if (!menus) return false;
  if (route.kind !== 'list' && route.kind !== 'page' && route.kind !== 'embedded') return false;
  const path = route.path.toLowerCase();
  if (ALWAYS.has(path)) return false;
  return !menuPaths(menus).has(path);
}
