import type { MenuNode } from '@wms/api';
import type { ScreenEntry } from './search';

/** A route's title key for a path, if the app has the route (the route table's findRoute). */
export type TitleKeyOf = (path: string) => string | undefined;
/** A catalogue key's text in one language. */
export type TitleIn = (language: 'zh' | 'en', key: string) => string;

/**
 * The screens of the user's menu at any depth that the app has a route for, each once (paths
 * compared case-insensitively), in menu order, with their title keys.
 */
function* screensOf(nodes: readonly MenuNode[], titleKeyOf: TitleKeyOf, seen = new Set<string>()): Generator<{ path: string; key: string }> {
  for (const node of nodes) {
    if (node.path) {
      const key = titleKeyOf(node.path);
      const lower = node.path.toLowerCase();
      if (key && !seen.has(lower)) {
        seen.add(lower);
        yield { path: node.path, key };
      }
    }
    if (node.children?.length) yield* screensOf(node.children, titleKeyOf, seen);
  }
}

/**
 * The screens of the user's menu (what the server lets them open), each once, named in zh and
 * en from the app's catalogue; a menu entry the app has no route for is left out (it could not
 * be opened).
 */
export function menuScreens(nodes: readonly MenuNode[], titleKeyOf: TitleKeyOf, titleIn: TitleIn): ScreenEntry[] {
  return [...screensOf(nodes, titleKeyOf)].map(({ path, key }) => ({ path, zh: titleIn('zh', key), en: titleIn('en', key) }));
}

/**
 * The paths (lower-cased) of the screens menuScreens would list, without naming them: what the
 * shell needs on every navigation (to keep the recent list), at a fraction of the cost of the
 * names, which are looked up only once the palette is opened.
 */
export function menuScreenPaths(nodes: readonly MenuNode[], titleKeyOf: TitleKeyOf): ReadonlySet<string> {
  return new Set([...screensOf(nodes, titleKeyOf)].map(({ path }) => path.toLowerCase()));
}
