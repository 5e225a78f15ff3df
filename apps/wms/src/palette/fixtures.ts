import zh from '../i18n/zh.json';
import en from '../i18n/en.json';
import { ROUTES } from '../routes/routeTable';
import type { ScreenEntry } from './model/search';

type Titles = { route: Record<string, string> };
const title = (catalogue: Titles, key: string) => catalogue.route[key.slice('route.'.length)] ?? '';

/**
 * Every screen of the route table (no drawers, no shell, no login) named from the app's
 * catalogues: the largest menu a user can have, for the palette's tests and stories.
 */
export function routeTableScreens(): ScreenEntry[] {
  return ROUTES.filter((r) => r.kind !== 'drawer' && r.kind !== 'shell' && r.path !== '/')
    .map((r) => ({ path: r.path, zh: title(zh as Titles, r.titleKey), en: title(en as Titles, r.titleKey) }));
}
