import type { Catalogue } from '@wms/ui-core';
// Without the route titles (build/jsonOmit.ts, a plugin of the app's Vite config).
import zhEntry from './zh.json?omit=route';
import enEntry from './en.json?omit=route';

/**
 * The 'app' catalogue without the route titles: what the entry chunk (login, registration,
 * errors) carries. The titles, two thirds of the catalogue, are added with the services
 * (routeTitles.ts, issue 20).
 */
export const entryCatalogue: Catalogue = { zh: zhEntry, en: enEntry };
