/**
 * The app's one i18n instance on a bench page, with the grid's strings, in Chinese (the page's
 * language): made by the app shell (shell.tsx) and used by the cases that translate, as a list
 * uses its app's. Apart from the shell so that a case's first load weighs what it did before
 * the shell (the instance and its catalogues), not the shell's own components.
 */
import { createI18n } from '@wms/ui-core';
import { GRID_NAMESPACE, gridCatalogue } from '@wms/ui-grid';

export const appI18n = createI18n({ language: 'zh', catalogues: { [GRID_NAMESPACE]: gridCatalogue } });
