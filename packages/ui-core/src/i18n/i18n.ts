import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, readSavedLanguage, saveLanguage, type Language } from './language';
import coreZh from './zh.json';
import coreEn from './en.json';
import { coreControlStrings } from './controls';

/** The namespace of ui-core's own strings. Every package registers one namespace of its own. */
export const CORE_NAMESPACE = 'core';

/** A package's strings in both languages; both must hold the same keys. */
export interface Catalogue {
  zh: Record<string, unknown>;
  en: Record<string, unknown>;
}

/**
 * Creates an i18next instance with Chinese as the fallback and the saved language (if any)
 * as the current one, holding ui-core's strings (entry and controls) and the given catalogues.
 * Storybook, the app's tests and consumers create their own.
 */
export function createI18n(options: { language?: Language; catalogues?: Record<string, Catalogue> } = {}): I18n {
  return createInstance({ zh: { ...coreZh, ...coreControlStrings.zh }, en: { ...coreEn, ...coreControlStrings.en } }, options);
}

/**
 * As `createI18n`, with only ui-core's entry strings (messages, actions, states, languages): for
 * an app's first route (a login form), which shows no other control. The controls' strings are
 * added with `registerCoreControls` (from '@wms/ui-core', a module of their own) before the rest
 * of the app renders.
 */
export function createEntryI18n(options: { language?: Language; catalogues?: Record<string, Catalogue> } = {}): I18n {
  return createInstance({ zh: coreZh, en: coreEn }, options);
}

function createInstance(core: Catalogue, options: { language?: Language; catalogues?: Record<string, Catalogue> }): I18n {
  const instance = i18next.createInstance();
  const catalogues: Record<string, Catalogue> = {
    [CORE_NAMESPACE]: core,
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
