import { registerCatalogue } from '@wms/ui-core';
import type { i18n as I18n } from 'i18next';
import zh from './zh.json';
import en from './en.json';

/** The i18next namespace of the stations' strings. */
export const STATIONS_NAMESPACE = 'stations';

/** Adds the stations' strings once to the app's i18next instance. */
export function ensureStationsCatalogue(instance: I18n): void {
  if (instance.hasResourceBundle('zh', STATIONS_NAMESPACE)) return;
  registerCatalogue(instance, STATIONS_NAMESPACE, { zh, en });
}
