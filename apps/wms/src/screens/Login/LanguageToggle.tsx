import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { changeLanguage, DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@wms/ui-core';
import { APP_NAMESPACE } from '../../i18n/catalogue';

const Group = styled.div`
  display: inline-flex;
  align-self: center;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: 4px;
  overflow: hidden;
  button {
    padding: 4px 12px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.palette.text};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.primaryText};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary};
    outline-offset: -2px;
  }
`;

/**
 * The language choice of the login and registration pages: two plain toggle buttons, so that
 * the first page an operator opens does not download the select control (issue 20). The same
 * behaviour as the shell's LanguageSwitch: texts change at once, English is saved.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation(APP_NAMESPACE);
  const current: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <Group role="group" aria-label={t('shell.language')}>
      {LANGUAGES.map((code) => (
        <button key={code} type="button" lang={code === 'zh' ? 'zh-CN' : 'en'} aria-pressed={code === current} onClick={() => { void changeLanguage(i18n, code); }}>
          {t(`core:language.${code}`)}
        </button>
      ))}
    </Group>
  );
}
