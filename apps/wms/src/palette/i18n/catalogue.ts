import { registerCatalogue } from '@wms/ui-core';
import type { i18n as I18n } from 'i18next';
import zh from './zh.json';
import en from './en.json';

/** The i18next namespace of the screen palette. */
export const PALETTE_NAMESPACE = 'palette';

/** Adds the palette's strings once to an i18next instance. */
export function ensurePaletteCatalogue(instance: I18n): void {
  if (instance.hasResourceBundle('zh', PALETTE_NAMESPACE)) return;
  registerCatalogue(instance, PALETTE_NAMESPACE, { zh, en });
}
