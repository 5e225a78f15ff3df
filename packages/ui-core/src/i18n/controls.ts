import type { i18n as I18n } from 'i18next';
import zh from './controls/zh.json';
import en from './controls/en.json';

/**
 * The strings of ui-core's controls (date pickers, selects, pagination, dialogs, drawers, trees
 * ...), in the core namespace beside the entry strings (messages, actions, states, languages).
 * `createI18n` has both; an app whose first route shows none of the controls starts with
 * `createEntryI18n` and adds these with the rest of its screens (`registerCoreControls`), so that
 * its login route does not carry them (issue 47: the login route's JavaScript budget).
 */
export const coreControlStrings = { zh, en };

/** Adds the controls' strings to an instance made by `createEntryI18n` (once; later calls do nothing). */
export function registerCoreControls(instance: I18n): void {
  if (instance.getResource('zh', 'core', 'date') !== undefined) return;
  instance.addResourceBundle('zh', 'core', zh, true, false);
  instance.addResourceBundle('en', 'core', en, true, false);
}
