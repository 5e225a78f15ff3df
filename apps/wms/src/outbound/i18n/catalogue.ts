import { registerCatalogue } from '@wms/ui-core';
import type { i18n as I18n } from 'i18next';
import zh from './zh.json';
import en from './en.json';

/** The i18next namespace of the outbound and wave pages (wave plan, documents, collection, replenishment, tasks). */
export const OUTBOUND_NAMESPACE = 'outbound';

/** Adds the outbound pages' strings once to the app's i18next instance. */
export function ensureOutboundCatalogue(instance: I18n): void {
  if (instance.hasResourceBundle('zh', OUTBOUND_NAMESPACE)) return;
  registerCatalogue(instance, OUTBOUND_NAMESPACE, { zh, en });
}
