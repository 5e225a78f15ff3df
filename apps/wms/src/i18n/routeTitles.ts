import type { Catalogue } from '@wms/ui-core';
// Only the route titles (build/jsonOmit.ts, a plugin of the app's Vite config).
import zhRoutes from './zh.json?pick=route';
import enRoutes from './en.json?pick=route';

/** The key of the route titles in the 'app' catalogue. */
export const ROUTE_TITLE_KEY = 'route';

/** The route titles of the 'app' catalogue in zh and en, added with the services (issue 20). */
export const routeTitleCatalogue: Catalogue = { zh: zhRoutes, en: enRoutes };
