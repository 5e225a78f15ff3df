/* eslint-disable i18next/no-literal-string -- column keys, data fields and SVG attributes below are not user text; every label goes through t() */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled from 'styled-components';
import type { MovementCount, OptimizeReport, ReceivingDay, StockReport, ZoneUse } from '@wms/api';
import { SUPERVISOR_NAMESPACE } from '../i18n/catalogue';
import { DataTable } from './DataTable';

const Figure = styled.figure`
  margin: 8px 0;
  width: 100%;
  max-width: 960px;
  height: 260px;
`;

/** A chart as one image for assistive technology; its data table follows it. */
function Chart({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  return (
    <Figure role="img" aria-label={t('charts.chart', { title })}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 720, height: 260 }}>{children as never}</ResponsiveContainer>
    </Figure>
  );
}

const BLUE = '#1d4ed8';
const GREEN = '#047857';
const AMBER = '#b45309';

/** /index/testGrid: receipts, lines and quantities by day. */
export function ReceivingView({ rows }: { rows: readonly ReceivingDay[] }) {
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const title = t('charts.receiving');
  return (
    <>
      <Chart title={title}>
        <LineChart data={[...rows]}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis />
          <Tooltip />
          <Legend />
          <Line dataKey="expected" name={t('charts.expected')} stroke={AMBER} isAnimationActive={false} />
          <Line dataKey="received" name={t('charts.received')} stroke={GREEN} isAnimationActive={false} />
        </LineChart>
      </Chart>
      <DataTable
        caption={title}
        rows={rows}
        rowKey={(r) => r.day}
        columns={[
          { key: 'day', header: t('charts.day'), value: (r) => r.day },
          { key: 'receipts', header: t('charts.receipts'), value: (r) => r.receipts, numeric: true },
          { key: 'lines', header: t('charts.lines'), value: (r) => r.lines, numeric: true },
          { key: 'expected', header: t('charts.expected'), value: (r) => r.expected, numeric: true },
          { key: 'received', header: t('charts.received'), value: (r) => r.received, numeric: true },
        ]}
      />
    </>
  );
}

/** /app/chart/list: recent stock transactions by type. */
export function MovementsView({ rows }: { rows: readonly MovementCount[] }) {
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const title = t('charts.movements');
  return (
    <>
      <Chart title={title}>
        <BarChart data={[...rows]}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis />
          <Tooltip />
          <Bar dataKey="count" name={t('charts.count')} fill={BLUE} isAnimationActive={false} />
        </BarChart>
      </Chart>
      <DataTable
        caption={title}
        rows={rows}
        rowKey={(r) => r.key}
        columns={[
          { key: 'type', header: t('charts.type'), value: (r) => `${r.name} (${r.key})` },
          { key: 'count', header: t('charts.count'), value: (r) => r.count, numeric: true },
          { key: 'qty', header: t('charts.qty'), value: (r) => r.qty, numeric: true },
        ]}
      />
    </>
  );
}

/** /index/static: stock by shipper and by zone. */
export function StockView({ report }: { report: StockReport }) {
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  return (
    <>
      <Chart title={t('charts.byOwner')}>
        <BarChart data={report.byOwner}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="key" />
          <YAxis />
          <Tooltip />
          <Legend />
          <Bar dataKey="qty" name={t('charts.qty')} fill={BLUE} isAnimationActive={false} />
          <Bar dataKey="onhold" name={t('charts.onhold')} fill={AMBER} isAnimationActive={false} />
        </BarChart>
      </Chart>
      <DataTable
        caption={t('charts.byOwner')}
        rows={report.byOwner}
        rowKey={(r) => r.key}
        columns={[
          { key: 'owner', header: t('charts.owner'), value: (r) => r.key },
          { key: 'qty', header: t('charts.qty'), value: (r) => r.qty, numeric: true },
          { key: 'onhold', header: t('charts.onhold'), value: (r) => r.onhold, numeric: true },
        ]}
      />
      <Chart title={t('charts.byZone')}>
        <BarChart data={report.byZone}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="key" />
          <YAxis />
          <Tooltip />
          <Bar dataKey="qty" name={t('charts.qty')} fill={GREEN} isAnimationActive={false} />
        </BarChart>
      </Chart>
      <DataTable
        caption={t('charts.byZone')}
        rows={report.byZone}
        rowKey={(r) => r.key}
        columns={[
          { key: 'zone', header: t('charts.zone'), value: (r) => r.key || '—' },
          { key: 'qty', header: t('charts.qty'), value: (r) => r.qty, numeric: true },
          { key: 'locations', header: t('charts.locations'), value: (r) => r.locations, numeric: true },
        ]}
      />
    </>
  );
}

/** /app/optimize: slow movers in fast locations and the reverse, with proposed moves. */
export function OptimizeView({ report }: { report: OptimizeReport }) {
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const groups = (['slowInFast', 'fastInSlow'] as const).map((kind) => ({ kind, moves: report.moves.filter((m) => m.kind === kind) }));
  return (
    <>
      <p>{t('charts.optimizeHint', { days: report.days, fastMin: report.fastMin, slowMax: report.slowMax })}</p>
      <Chart title={`${t('charts.slowInFast')} / ${t('charts.fastInSlow')}`}>
        <BarChart data={groups.map((g) => ({ name: t(`charts.${g.kind}`), count: g.moves.length }))}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="count" name={t('charts.count')} fill={BLUE} isAnimationActive={false} />
        </BarChart>
      </Chart>
      {groups.map((g) =>
        g.moves.length === 0 ? (
          <p key={g.kind}>{`${t(`charts.${g.kind}`)}: ${t('charts.noMoves')}`}</p>
        ) : (
          <DataTable
            key={g.kind}
            caption={t(`charts.${g.kind}`)}
            rows={g.moves}
            rowKey={(m) => `${m.storerkey}:${m.sku}:${m.fromloc}`}
            columns={[
              { key: 'owner', header: t('charts.owner'), value: (m) => m.storerkey },
              { key: 'sku', header: t('charts.sku'), value: (m) => m.sku },
              { key: 'fromloc', header: t('charts.fromloc'), value: (m) => m.fromloc },
              { key: 'toloc', header: t('charts.toloc'), value: (m) => m.toloc || t('charts.noTarget') },
              { key: 'qty', header: t('charts.qty'), value: (m) => m.qty, numeric: true },
              { key: 'picks', header: t('charts.picks'), value: (m) => m.picks, numeric: true },
            ]}
          />
        ),
      )}
    </>
  );
}

/** /app/warning: location and cube use by zone against the threshold. */
export function WarningView({ threshold, zones }: { threshold: number; zones: readonly ZoneUse[] }) {
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const title = t('charts.usePercent');
  return (
    <>
      <p role="status">{t('charts.warningHint', { count: zones.filter((z) => z.over).length, threshold })}</p>
      <Chart title={title}>
        <BarChart data={[...zones]}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="zone" />
          <YAxis domain={[0, 100]} />
          <Tooltip />
          <Legend />
          <ReferenceLine y={threshold} stroke="#b91c1c" strokeDasharray="4 2" />
          <Bar dataKey="usePercent" name={t('charts.usePercent')} fill={BLUE} isAnimationActive={false} />
          <Bar dataKey="cubePercent" name={t('charts.cubePercent')} fill={GREEN} isAnimationActive={false} />
        </BarChart>
      </Chart>
      <DataTable
        caption={title}
        rows={zones}
        rowKey={(z) => z.zone}
        rowClass={(z) => (z.over ? 'over' : undefined)}
        columns={[
          { key: 'zone', header: t('charts.zone'), value: (z) => z.zone || '—' },
          { key: 'total', header: t('charts.total'), value: (z) => z.total, numeric: true },
          { key: 'used', header: t('charts.used'), value: (z) => z.used, numeric: true },
          { key: 'usePercent', header: t('charts.usePercent'), value: (z) => z.usePercent, numeric: true },
          { key: 'cubePercent', header: t('charts.cubePercent'), value: (z) => z.cubePercent, numeric: true },
          { key: 'status', header: t('charts.status'), value: (z) => (z.over ? t('charts.over') : t('charts.ok')) },
        ]}
      />
    </>
  );
}
