import { registerCatalogue } from '@wms/ui-core';
import type { i18n as I18n } from 'i18next';
import zh from './zh.json';
import en from './en.json';

/** The i18next namespace of the installed app's strings (offline, new version). */
export const PWA_NAMESPACE = 'pwa';

/** Adds the strings once to an i18next instance. */
export function ensurePwaCatalogue(instance: I18n): void {
  if (instance.hasResourceBundle('zh', PWA_NAMESPACE)) return;
  registerCatalogue(instance, PWA_NAMESPACE, { zh, en });
}
