import { registerCatalogue } from '@wms/ui-core';
import { PRINT_NAMESPACE, printCatalogue } from './catalogue';

// Apart from catalogue.ts so that the client (which reads the reconnect question from the
// catalogue) does not load ui-core's components.

/**
 * Adds this package's strings to an i18next instance made by ui-core's `createI18n`.
 *
 * @example
 * registerPrintCatalogue(i18n);
 */
export function registerPrintCatalogue(instance: Parameters<typeof registerCatalogue>[0]): void {
  registerCatalogue(instance, PRINT_NAMESPACE, printCatalogue);
}
