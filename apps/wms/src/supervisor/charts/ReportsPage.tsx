import { useId, useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Loading } from '@wms/ui-core';
import type { MovementCount, OptimizeReport, ReceivingDay, StockReport, ZoneUse } from '@wms/api';
import { useServices } from '../../app/ServicesContext';
import { useSession } from '../../app/session';
import type { ScreenProps } from '../../routes/types';
import { ensureSupervisorCatalogue, SUPERVISOR_NAMESPACE } from '../i18n/catalogue';
import { MovementsView, OptimizeView, ReceivingView, StockView, WarningView } from './ReportViews';
import { FailureState } from '../../app/FailureState';

const Page = styled.section`
  padding: 12px 16px;
  .bar { display: flex; gap: 12px; align-items: center; }
  .bar label { display: inline-flex; gap: 6px; align-items: center; }
`;

type Kind = 'receiving' | 'movements' | 'stock' | 'optimize' | 'warning';
const KIND_BY_PATH: Record<string, Kind> = {
  '/index/testGrid': 'receiving',
  '/app/chart/list': 'movements',
  '/index/static': 'stock',
  '/app/optimize': 'optimize',
  '/app/warning': 'warning',
};
type Report =
  | { kind: 'receiving'; rows: ReceivingDay[] }
  | { kind: 'movements'; rows: MovementCount[] }
  | { kind: 'stock'; report: StockReport }
  | { kind: 'optimize'; report: OptimizeReport }
  | { kind: 'warning'; threshold: number; zones: ZoneUse[] };

const DAY_CHOICES = [7, 14, 30, 90] ;

/** The charts pages: each a chart with its data table, from the server's report calls. */
export default function ReportsPage({ route, title }: ScreenProps) {
  const { api } = useServices();
  const { session } = useSession();
  const { i18n } = useTranslation();
  ensureSupervisorCatalogue(i18n);
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const kind = KIND_BY_PATH[route.path] ?? 'movements';
  const [days, setDays] = useState<number>(kind === 'receiving' ? 14 : 30);
  const [threshold, setThreshold] = useState(80);
  const headingId = useId();
  const { data, error, isLoading, mutate } = useSWR<Report, Error>(['report', kind, days, threshold, i18n.language, session.wmsId], async (): Promise<Report> => {
    switch (kind) {
      case 'receiving': return { kind, rows: await api.reportReceiving(days) };
      case 'movements': return { kind, rows: await api.reportMovements(days) };
      case 'stock': return { kind, report: await api.reportStock() };
      case 'optimize': return { kind, report: await api.reportOptimize(days) };
      case 'warning': return { kind, ...(await api.reportCapacityWarning(threshold)) };
    }
  });
  let body;
  if (isLoading) body = <Loading />;
  else if (error || !data) body = <FailureState error={error} message={t('charts.failed', { message: error?.message ?? '' })} onRetry={() => { void mutate(); }} />;
  else if (data.kind === 'receiving') body = <ReceivingView rows={data.rows} />;
  else if (data.kind === 'movements') body = <MovementsView rows={data.rows} />;
  else if (data.kind === 'stock') body = <StockView report={data.report} />;
  else if (data.kind === 'optimize') body = <OptimizeView report={data.report} />;
  else body = <WarningView threshold={data.threshold} zones={data.zones} />;
  return (
    <Page aria-labelledby={headingId} data-screen={`report-${kind}`}>
      <h2 id={headingId}>{title}</h2>
      <div className="bar">
        {kind === 'warning' ? (
          <label>
            {t('charts.threshold')}
            <select value={threshold} onChange={(e) => { setThreshold(Number(e.target.value)); }}>
              {[50, 60, 70, 80, 90, 95].map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
          </label>
        ) : kind !== 'stock' ? (
          <label>
            {t('charts.days')}
            <select value={days} onChange={(e) => { setDays(Number(e.target.value)); }}>
              {DAY_CHOICES.map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
          </label>
        ) : null}
      </div>
      {body}
    </Page>
  );
}
