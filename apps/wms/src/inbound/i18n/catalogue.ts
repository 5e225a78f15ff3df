import { registerCatalogue } from '@wms/ui-core';
import type { i18n as I18n } from 'i18next';
import zh from './zh.json';
import en from './en.json';

/** The i18next namespace of the inbound pages (receipt detail, barcodes, label pre-print, return advance notices, reversal). */
export const INBOUND_NAMESPACE = 'inbound';

/** Adds the inbound pages' strings once to an i18next instance. */
export function ensureInboundCatalogue(instance: I18n): void {
  if (instance.hasResourceBundle('zh', INBOUND_NAMESPACE)) return;
  registerCatalogue(instance, INBOUND_NAMESPACE, { zh, en });
}
