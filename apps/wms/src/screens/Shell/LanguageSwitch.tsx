import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, DEFAULT_LANGUAGE, LANGUAGES, Select, isLanguage, type Language } from '@wms/ui-core';
import { APP_NAMESPACE } from '../../i18n/catalogue';

/**
 * The language choice: texts change at once, the next requests carry the new `language` header,
 * English is saved (Chinese, the default, clears the saved choice). No reload. A memo (it takes no
 * props), so the shell's render on each route change does not render it again.
 */
export const LanguageSwitch = memo(function LanguageSwitch() {
  const { t, i18n } = useTranslation(APP_NAMESPACE);
  const current: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <Select
      aria-label={t('shell.language')}
      width={110}
      clearable={false}
      searchable={false}
      value={current}
      options={LANGUAGES.map((code) => ({ code, description: t(`core:language.${code}`) }))}
      onChange={(value) => {
        if (typeof value === 'string' && isLanguage(value)) void changeLanguage(i18n, value);
      }}
    />
  );
});
