import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, readSavedLanguage, saveLanguage, type Language } from './language';
import coreZh from './zh.json';
import coreEn from './en.json';

/** The namespace of ui-core's own strings. Every package registers one namespace of its own. */
export const CORE_NAMESPACE = 'core';

/** A package's strings in both languages; both must hold the same keys. */
export interface Catalogue {
  zh: Record<string, unknown>;
  en: Record<string, unknown>;
}

/**
 * Creates an i18next instance with Chinese as the fallback and the saved language (if any)
 * as the current one. Storybook, the app and tests each create their own.
 */
export function createI18n(options: { language?: Language; catalogues?: Record<string, Catalogue> } = {}): I18n {
  const instance = i18next.createInstance();
  const catalogues: Record<string, Catalogue> = {
    [CORE_NAMESPACE]: { zh: coreZh, en: coreEn },
    ...options.catalogues,
  };
  const resources: Resource = { zh: {}, en: {} };
  for (const [namespace, catalogue] of Object.entries(catalogues)) {
    (resources.zh as Record<string, unknown>)[namespace] = catalogue.zh;
    (resources.en as Record<string, unknown>)[namespace] = catalogue.en;
  }
  void instance.use(initReactI18next).init({
    resources,
    lng: options.language ?? readSavedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['zh', 'en'],
    ns: Object.keys(catalogues),
    defaultNS: CORE_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Adds a package's namespace to an existing instance (for packages loaded later). */
export function registerCatalogue(instance: I18n, namespace: string, catalogue: Catalogue): void {
  instance.addResourceBundle('zh', namespace, catalogue.zh, true, true);
  instance.addResourceBundle('en', namespace, catalogue.en, true, true);
}

/** Switches the language live and saves the choice (English is stored, Chinese clears it). */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  saveLanguage(language);
  await instance.changeLanguage(language);
}
