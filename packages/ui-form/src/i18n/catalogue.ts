import { registerCatalogue } from '@wms/ui-core';
import zh from './zh.json';
import en from './en.json';

/** The i18next namespace of this package's strings. */
export const FORM_NAMESPACE = 'form';

/** This package's strings in zh and en (identical keys; tests/i18n checks them). */
export const formCatalogue = { zh, en };

/**
 * Adds this package's strings to an i18next instance made by ui-core's `createI18n`.
 *
 * @example
 * registerFormCatalogue(i18n);
 */
export function registerFormCatalogue(instance: Parameters<typeof registerCatalogue>[0]): void {
  registerCatalogue(instance, FORM_NAMESPACE, formCatalogue);
}
