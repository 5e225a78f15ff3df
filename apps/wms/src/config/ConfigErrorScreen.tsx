import { useId } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import styled from 'styled-components';
import { Button, ThemeProvider } from '@wms/ui-core';
import { Page } from '../screens/CardPage/CardPage.styles';
import { DEPLOY_NAMESPACE, ensureDeployCatalogue } from './i18n/catalogue';
import type { ConfigFailure } from './loadRuntimeConfig';

const Panel = styled.section`
  width: min(720px, calc(100vw - 32px));
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 28px;
  background: ${({ theme }) => theme.palette.surface};
  border: 1px solid ${({ theme }) => theme.palette.danger};
  border-radius: 8px;
  h1 { margin: 0; font-size: 20px; color: ${({ theme }) => theme.palette.danger}; }
  h2 { margin: 0; font-size: 16px; }
  ul { margin: 0; padding-left: 20px; }
  code { word-break: break-all; }
`;

/** The two halves' languages, for screen readers' pronunciation. */
const LANG = { zh: 'zh-CN', en: 'en' } as const;

const Half = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  & + & { border-top: 1px solid ${({ theme }) => theme.palette.border}; padding-top: 12px; }
`;

function Explanation({ t, failure, lang }: { t: TFunction; failure: ConfigFailure; lang: string }) {
  const url = failure.url;
  return (
    <Half lang={lang}>
      <h2>{t('config.title')}</h2>
      {failure.kind === 'missing' ? <p>{t('config.missing', { url, status: failure.status })}</p> : null}
      {failure.kind === 'unreadable' ? <p>{t('config.unreadable', { url, detail: failure.detail })}</p> : null}
      {failure.kind === 'unreachable' ? <p>{t('config.unreachable', { url, detail: failure.detail })}</p> : null}
      {failure.kind === 'invalid' ? (
        <>
          <p>{t('config.invalid', { url })}</p>
          <ul>
            {failure.issues.map((issue) => (
              <li key={`${issue.field}:${issue.problem}`} data-field={issue.field}>
                <code>{issue.field}</code>
                {t('config.issue', { problem: t(`problem.${issue.problem}`) })}
                {issue.value === undefined ? null : t('config.value', { value: issue.value })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>{t('config.fix')}</p>
    </Half>
  );
}

/**
 * What shows instead of the app when config.json is missing, unreadable or wrong: in Chinese and
 * in English at once (the saved language may be what is misconfigured, and the person reading it
 * is often the administrator), naming the file and every wrong field. Never a blank page.
 */
export function ConfigErrorScreen({ failure, i18n, onRetry }: { failure: ConfigFailure; i18n: I18n; onRetry: () => void }) {
  ensureDeployCatalogue(i18n);
  const zh = i18n.getFixedT('zh', DEPLOY_NAMESPACE);
  const en = i18n.getFixedT('en', DEPLOY_NAMESPACE);
  const titleId = useId();
  return (
    <ThemeProvider>
      <Page>
        <Panel role="alert" aria-labelledby={titleId} data-state="config-error" data-kind={failure.kind}>
          <h1 id={titleId}>
            {zh('config.title')} / <span lang={LANG.en}>{en('config.title')}</span>
          </h1>
          <Explanation t={zh} failure={failure} lang={LANG.zh} />
          <Explanation t={en} failure={failure} lang={LANG.en} />
          <Button variant="primary" onClick={onRetry}>
            {`${zh('config.retry')} / ${en('config.retry')}`}
          </Button>
        </Panel>
      </Page>
    </ThemeProvider>
  );
}
