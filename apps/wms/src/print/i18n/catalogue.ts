import { registerCatalogue } from '@wms/ui-core';
import type { i18n as I18n } from 'i18next';
import zh from './zh.json';
import en from './en.json';

/** The i18next namespace of the app's print paths (label contents, the report PDF). */
export const APP_PRINT_NAMESPACE = 'appPrint';

/** Adds the print paths' strings once to the app's i18next instance. */
export function ensureAppPrintCatalogue(instance: I18n): void {
  if (instance.hasResourceBundle('zh', APP_PRINT_NAMESPACE)) return;
  registerCatalogue(instance, APP_PRINT_NAMESPACE, { zh, en });
}
