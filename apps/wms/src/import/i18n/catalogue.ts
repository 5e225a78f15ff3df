import { registerCatalogue } from '@wms/ui-core';
import type { i18n as I18n } from 'i18next';
import zh from './zh.json';
import en from './en.json';

/** The i18next namespace of spreadsheet import (/app/customimport). */
export const IMPORT_NAMESPACE = 'import';

/** Adds the import page's strings once to the app's i18next instance. */
export function ensureImportCatalogue(instance: I18n): void {
  if (instance.hasResourceBundle('zh', IMPORT_NAMESPACE)) return;
  registerCatalogue(instance, IMPORT_NAMESPACE, { zh, en });
}
