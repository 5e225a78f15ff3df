import type { Catalogue } from '@wms/ui-core';
// Only the route titles and the strings of the screens inside the shell (build/jsonOmit.ts, a
// plugin of the app's Vite config; entryCatalogue.ts has the rest).
import zhRoutes from './zh.json?pick=route,list,console,frame,area,rule';
import enRoutes from './en.json?pick=route,list,console,frame,area,rule';

/** The key of the route titles in the 'app' catalogue. */
export const ROUTE_TITLE_KEY = 'route';

/**
 * The route titles of the 'app' catalogue and the strings of the screens inside the shell, in zh
 * and en, added with the services (issue 20): the shell renders its screens once they are there.
 */
export const routeTitleCatalogue: Catalogue = { zh: zhRoutes, en: enRoutes };
