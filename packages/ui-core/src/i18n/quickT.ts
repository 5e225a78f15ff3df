import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';

/** The values a message's placeholders take (`{{name}}`). */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A namespace's translation function: `t(key, values)`, as i18next's `t` gives it. */
export type QuickT = (key: string, values?: MessageValues) => string;

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const NAME = /^\w+$/;

/**
 * The text `t(key, values)` gives for a plain message, read from i18next's store
 * (`getResource`) in the instance's languages in order (the current one, then its fallbacks), or
 * `null` where i18next has more to do than that: a missing key, a value that is not a string or
 * is empty, nesting (`$t(`), a placeholder with a format or escape (`{{x, number}}`, `{{- x}}`)
 * or without its value, plurals or a context (`count`, `context`).
 *
 * Why: i18next's `t` resolves a key through its separators, namespaces, languages, plural and
 * context suffixes, post-processors and interpolation on every call, about 0.1 ms a call the
 * first times on a page; a list screen's mount made 15 such calls (its pager's and grid's
 * labels), 1-2 ms of the mount's main thread (issue 50). The store read is what `t` finds for
 * these messages; everything else still goes through `t` (`quickT`). The instances this package
 * makes interpolate without escaping (`createI18n`), which is what the placeholders' plain
 * replacement gives; an instance that escapes is left to `t` (`quickT`).
 */
export function quickText(i18n: I18n, ns: string, key: string, values?: MessageValues): string | null {
  if (values && ('count' in values || 'context' in values)) return null;
  for (const language of i18n.languages) {
    const message: unknown = i18n.getResource(language, ns, key);
    if (message === undefined || message === null) continue;
    // An empty message is i18next's to answer (its returnEmptyString).
    if (typeof message !== 'string' || message === '' || message.includes('$t(')) return null;
    if (!message.includes('{{')) return message;
    let text = '';
    let at = 0;
    for (const match of message.matchAll(PLACEHOLDER)) {
      const name = match[1] ?? '';
      const value = NAME.test(name) ? values?.[name] : undefined;
      if (value === undefined) return null;
      text += message.slice(at, match.index) + String(value);
      at = match.index + match[0].length;
    }
    return text + message.slice(at);
  }
  return null;
}

/**
 * A namespace's `t` that reads plain messages from the store (`quickText`) and hands everything
 * else to i18next's `t`: the same text for every message, in a fraction of the time.
 */
export function quickT(i18n: I18n, ns: string, t: (key: string, values?: MessageValues) => string): QuickT {
  if (i18n.options.interpolation?.escapeValue !== false) return t;
  return (key, values) => quickText(i18n, ns, key, values) ?? t(key, values);
}

/**
 * `useTranslation(ns)`'s `t` as a `QuickT`: made again when the language changes (its `t` does),
 * so a component re-renders with the new language's words as with `useTranslation`.
 */
export function useQuickT(ns: string): QuickT {
  const { t, i18n } = useTranslation(ns);
  return useMemo(() => quickT(i18n, ns, (key, values) => (values ? t(key, values) : t(key))), [i18n, ns, t]);
}
