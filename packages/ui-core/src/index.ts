/**
 * @wms/ui-core: theme, i18n, dialog, messages, logged buttons, and the accessible controls
 * shared by every WMS UI package.
 */
export {
  theme,
  STATUS_COLORS,
  STATUS_COLOR_COUNT,
  FINISH_FLAG_COLORS,
  SIZES,
  PALETTE,
  TYPOGRAPHY,
} from './theme/tokens';
export type { WmsTheme, FinishFlagColor } from './theme/tokens';
export { ThemeProvider } from './theme/ThemeProvider';
export type { ThemeProviderProps } from './theme/ThemeProvider';
export { statusColor, finishFlagColor } from './model/statusColor';
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  requestLanguageHeader,
  isLanguage,
  readSavedLanguage,
  saveLanguage,
} from './i18n/language';
export type { Language } from './i18n/language';
export { createI18n, registerCatalogue, changeLanguage, CORE_NAMESPACE } from './i18n/i18n';
export type { Catalogue } from './i18n/i18n';
export { StatusTag } from './components/StatusTag';
export type { StatusTagProps } from './components/StatusTag';
