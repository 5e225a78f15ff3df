import type { Catalogue } from '@wms/ui-core';
import zh from './zh.json';
import en from './en.json';

/** The app's namespace: its screens, messages and the 249 route titles. */
export const APP_NAMESPACE = 'app';

/** The app's strings in zh and en (the route titles are generated into both). */
export const appCatalogue: Catalogue = { zh, en };
