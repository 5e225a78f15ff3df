import { registerCatalogue } from '@wms/ui-core';
import type { i18n as I18n } from 'i18next';
import zh from './zh.json';
import en from './en.json';

/** The i18next namespace of the supervisor pages (permissions, console, charts, printing). */
export const SUPERVISOR_NAMESPACE = 'supervisor';

/** Adds the supervisor pages' strings once to the app's i18next instance. */
export function ensureSupervisorCatalogue(instance: I18n): void {
  if (instance.hasResourceBundle('zh', SUPERVISOR_NAMESPACE)) return;
  registerCatalogue(instance, SUPERVISOR_NAMESPACE, { zh, en });
}
