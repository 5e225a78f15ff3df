import zh from './zh.json';
import en from './en.json';

/** The namespace of this package's strings. */
export const PRINT_NAMESPACE = 'print';

/** This package's strings, for ui-core's `registerCatalogue(i18n, PRINT_NAMESPACE, printCatalogue)`. */
export const printCatalogue = { zh, en };
