import type { Catalogue } from '@wms/ui-core';
// Without the route titles and the strings of the screens inside the shell (build/jsonOmit.ts,
// a plugin of the app's Vite config).
import zhEntry from './zh.json?omit=route,list,console,frame,area,rule';
import enEntry from './en.json?omit=route,list,console,frame,area,rule';

/**
 * The 'app' catalogue without the route titles and the strings of the screens inside the shell
 * (lists, console, frames, menu areas, rules): what the entry chunk (login, registration, errors)
 * carries. The rest, three quarters of the catalogue, is added with the services (routeTitles.ts,
 * issue 20), which the shell waits for before it renders a screen (issue 37: the login route's
 * JavaScript budget).
 */
export const entryCatalogue: Catalogue = { zh: zhEntry, en: enEntry };
