import { createI18n, changeLanguage, registerCatalogue, CORE_NAMESPACE } from './i18n';
import {
  LANGUAGE_STORAGE_KEY,
  readSavedLanguage,
  requestLanguageHeader,
  saveLanguage,
} from './language';

beforeEach(() => {
  localStorage.clear();
});

describe('language choice', () => {
  it('defaults to Chinese when nothing is saved', () => {
    expect(readSavedLanguage()).toBe('zh');
    expect(createI18n().language).toBe('zh');
  });

  it('saves English when it is chosen, and Chinese clears it', () => {
    saveLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(readSavedLanguage()).toBe('en');
    saveLanguage('zh');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(readSavedLanguage()).toBe('zh');
  });

  it('ignores a saved value that is not a language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(readSavedLanguage()).toBe('zh');
  });

  it.each([
    ['zh', 'zh_cn'],
    ['en', 'en'],
  ] as const)('sends %s as the header value %s', (language, header) => {
    expect(requestLanguageHeader(language)).toBe(header);
  });
});

describe('createI18n', () => {
  it('starts in the saved language and switches live, saving the choice', async () => {
    saveLanguage('en');
    const i18n = createI18n();
    expect(i18n.t('message.systemError')).toBe('System error, please contact the administrator');
    await changeLanguage(i18n, 'zh');
    expect(i18n.t('message.systemError')).toBe('系统错误，请联系管理员');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    await changeLanguage(i18n, 'en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('keeps one namespace a package', () => {
    const i18n = createI18n({ language: 'zh' });
    registerCatalogue(i18n, 'grid', { zh: { search: '查询' }, en: { search: 'Search' } });
    expect(i18n.t('search', { ns: 'grid' })).toBe('查询');
    expect(i18n.t('action.search', { ns: CORE_NAMESPACE })).toBe('查询');
    expect(i18n.getFixedT('en', 'grid')('search')).toBe('Search');
  });
});
