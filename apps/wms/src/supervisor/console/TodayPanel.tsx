import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useLiveRefresh, type ConsoleToday } from '@wms/api';
import { Loading } from '@wms/ui-core';
import { FailureState } from '../../app/FailureState';
import { useServices } from '../../app/ServicesContext';
import { useSession } from '../../app/session';
import { ensureSupervisorCatalogue, SUPERVISOR_NAMESPACE } from '../i18n/catalogue';
import { TodayBoard } from './TodayBoard';

/** The console's figures of the day from the server (POST /console/today), per warehouse. */
export function TodayPanel() {
  const { api, live } = useServices();
  const { session } = useSession();
  const { i18n } = useTranslation();
  ensureSupervisorCatalogue(i18n);
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const { data, error, isLoading, mutate } = useSWR<ConsoleToday, Error>(['consoleToday', i18n.language, session.wmsId], () => api.consoleToday());
  // Any write in the warehouse may move a figure: asked again at most once a second, the
  // figures shown staying in place until the answer replaces them (SWR keeps the data).
  const changes = useLiveRefresh(live, '*');
  useEffect(() => {
    if (changes > 0) void mutate();
  }, [changes, mutate]);
  if (isLoading) return <Loading />;
  if (error || !data) return <FailureState error={error} message={t('console.failed', { message: error?.message ?? '' })} onRetry={() => { void mutate(); }} />;
  return (
    <>
      <h3>{t('console.title')}</h3>
      <TodayBoard today={data} />
    </>
  );
}
