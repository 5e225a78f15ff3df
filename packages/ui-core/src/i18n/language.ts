/** The two interface languages; Chinese is the default (CONTRACT.md §1). */
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

/** Where the choice is kept. Only English is stored: no entry means the default, Chinese. */
export const LANGUAGE_STORAGE_KEY = 'wms.language';

/** The language header value the server expects for a language: `en` or `zh_cn`. */
export function requestLanguageHeader(language: Language): 'en' | 'zh_cn' {
  return language === 'en' ? 'en' : 'zh_cn';
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Where the chosen language is kept (localStorage, or a stand-in). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function defaultStore(): KeyValueStore | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can throw when disabled by the browser's privacy settings; fall back to default.
    return undefined;
  }
}

/** The saved language, or Chinese when nothing (or nothing valid) is saved. */
export function readSavedLanguage(store: KeyValueStore | undefined = defaultStore()): Language {
  const saved = store?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

/** Saves the choice: English is stored, choosing Chinese clears it back to the default. */
export function saveLanguage(language: Language, store: KeyValueStore | undefined = defaultStore()): void {
  if (!store) return;
  if (language === 'en') store.setItem(LANGUAGE_STORAGE_KEY, 'en');
  else store.removeItem(LANGUAGE_STORAGE_KEY);
}
