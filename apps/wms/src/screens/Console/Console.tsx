import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PartBoundary } from '@wms/ui-core';
import { useSession } from '../../app/session';
import { APP_NAMESPACE } from '../../i18n/catalogue';
import { TodayPanel } from '../../supervisor/console/TodayPanel';
import { BooksPanel } from '../../supervisor/books/BooksPanel';

const Panel = styled.section`
  padding: 16px;
  h2 {
    margin-top: 0;
  }
`;

/** The console /index/home1: who and where the user is, and how to start. */
export default function Console() {
  const { t } = useTranslation(APP_NAMESPACE);
  const { session } = useSession();
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>{t('console.welcome', { user: session.user ?? '' })}</h2>
      <p>{t('console.warehouse', { warehouse: session.wms ?? '—' })}</p>
      <p>{t('console.hint')}</p>
      {/* Each panel keeps its own failure (a drifted answer, any throw): the console stays (issue 47). */}
      <PartBoundary label={t('console.todayPart')}><TodayPanel /></PartBoundary>
      <PartBoundary label={t('console.booksPart')}><BooksPanel /></PartBoundary>
    </Panel>
  );
}
