import type { Catalogue } from '@wms/ui-core';
import zh from './zh.json';
import en from './en.json';

/** The key of the route titles in the 'app' catalogue. */
export const ROUTE_TITLE_KEY = 'route';

/** The route titles of the 'app' catalogue in zh and en, added with the services (issue 20). */
export const routeTitleCatalogue: Catalogue = { zh: { [ROUTE_TITLE_KEY]: zh.route }, en: { [ROUTE_TITLE_KEY]: en.route } };
