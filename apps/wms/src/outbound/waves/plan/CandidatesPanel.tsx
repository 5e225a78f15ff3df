import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ConfirmDialog } from '@wms/ui-core';
import { DataGrid } from '@wms/ui-grid';
import { OUTBOUND_NAMESPACE } from '../../i18n/catalogue';
import { column, localGridSource } from '../../model/localSource';
import { OUTBOUND_PATHS, waveDocPrintPath } from '../../model/paths';
import { candidateRows, type CandidateSummary, type WaveLimits, type WavePlan } from '../../model/wavePlan';
import { Bar, Figures, Note, Panel } from '../../shared/layout';
import { Outcome, type OutcomeValue } from '../../shared/Outcome';
import type { CreatedWave } from './types';

export interface CandidatesPanelProps {
  summary: CandidateSummary;
  limits: WaveLimits;
  plan: WavePlan;
  onCreate: () => void;
  creating: boolean;
  /** The last creation's outcome (a refusal in the server's words). */
  outcome?: OutcomeValue;
  created?: CreatedWave;
  /** Grid height (stories); default 320. */
  gridHeight?: number;
}

/** The candidates' figures (orders, lines, quantity, item spread), the wave they would make, and its creation. */
export function CandidatesPanel({ summary, limits, plan, onCreate, creating, outcome, created, gridHeight = 320 }: CandidatesPanelProps) {
  const { t } = useTranslation(OUTBOUND_NAMESPACE);
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const columns = useMemo(() => [
    column('orderkey', t('plan.columns.orderkey'), { width: 150, search: 1 }),
    column('storerkey', t('plan.columns.storerkey'), { search: 1 }),
    column('lines', t('plan.columns.lines'), { numeric: true }),
    column('qty', t('plan.columns.qty'), { numeric: true }),
    column('skus', t('plan.columns.skus'), { numeric: true }),
    column('place', t('plan.columns.place'), { width: 120, search: 1 }),
  ], [t]);
  const rows = useMemo(() => candidateRows(summary, plan).map((r) => ({ ...r, place: t(`plan.place.${r.place}`) })), [summary, plan, t]);
  const source = useMemo(() => localGridSource(rows, columns), [rows, columns]);

  return (
    <Panel aria-labelledby={headingId} data-panel="candidates">
      <h3 id={headingId}>{t('plan.candidates')}</h3>
      <Figures>
        <div><dt>{t('plan.figures.orders')}</dt><dd>{summary.count}</dd></div>
        <div><dt>{t('plan.figures.lines')}</dt><dd>{summary.lines}</dd></div>
        <div><dt>{t('plan.figures.qty')}</dt><dd>{summary.qty}</dd></div>
        <div><dt>{t('plan.figures.skus')}</dt><dd>{summary.skus}</dd></div>
      </Figures>
      {summary.count === 0 ? <Note role="note">{t('plan.none')}</Note> : (
        <Note>
          {plan.tooFew
            ? t('plan.tooFew', { take: plan.take, min: limits.minorders ?? 1 })
            : t('plan.willTake', { take: plan.take, lines: plan.lines, qty: plan.qty, left: plan.left })}
        </Note>
      )}
      <Bar>
        <Button variant="primary" disabled={plan.take === 0 || plan.tooFew} loading={creating} onClick={() => { setConfirming(true); }}>{t('plan.create')}</Button>
      </Bar>
      <Outcome outcome={outcome}>
        {created ? (
          <Bar>
            <Link to={waveDocPrintPath(created.wavekey)}>{t('plan.toPrint')}</Link>
            <Link to={OUTBOUND_PATHS.waves}>{t('plan.toWaves')}</Link>
          </Bar>
        ) : null}
      </Outcome>
      {summary.count > 0 ? (
        <DataGrid aria-label={t('plan.candidates')} dataSource={source} columns={columns} height={gridHeight} settings={false} defaultPageSize={50} rowKey={(row) => row.id} />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('plan.create')}
        busy={creating}
        confirmLabel={t('plan.create')}
        onCancel={() => { setConfirming(false); }}
        onConfirm={() => { setConfirming(false); onCreate(); }}
      >
        {t('plan.confirm', { take: plan.take, qty: plan.qty })}
      </ConfirmDialog>
    </Panel>
  );
}
