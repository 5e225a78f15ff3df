import { CLIENT_ERRORS } from '../model/protocol';
import zh from './zh.json';
import en from './en.json';

/** The i18next namespace of this package's strings. */
export const PRINT_NAMESPACE = 'print';

/** This package's strings in zh and en (identical keys). */
export const printCatalogue = { zh, en };

const ERROR_KEYS: Record<string, string> = {
  [CLIENT_ERRORS.timeout]: 'error.timeout',
  [CLIENT_ERRORS.notConnected]: 'error.notConnected',
  [CLIENT_ERRORS.disconnected]: 'error.disconnected',
};

/**
 * The catalogue key (namespace `print`) of one of the client's own errors, so that it can be shown
 * in the user's language; undefined for the plug-in's own refusals, which are shown as worded.
 *
 * @example
 * const key = printErrorKey(result.error);
 * message.error(key ? t(key, { ns: PRINT_NAMESPACE }) : result.error);
 */
export function printErrorKey(error: string): string | undefined {
  return ERROR_KEYS[error];
}
