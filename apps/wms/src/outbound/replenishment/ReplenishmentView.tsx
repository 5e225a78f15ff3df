import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ConfirmDialog, Input, Select } from '@wms/ui-core';
import { DataGrid } from '@wms/ui-grid';
import { OUTBOUND_NAMESPACE } from '../i18n/catalogue';
import { column, localGridSource } from '../model/localSource';
import { OUTBOUND_PATHS } from '../model/paths';
import { generateBody, replenFigures, type ReplenMode, type ReplenTask } from '../model/replenishment';
import { Bar, Choice, Figures, Note, Page, Panel } from '../shared/layout';
import { Outcome, type OutcomeValue } from '../shared/Outcome';
import type { WaveChoice } from '../model/waveChoice';

export interface ReplenishmentViewProps {
  title: string;
  mode: ReplenMode;
  onMode: (mode: ReplenMode) => void;
  sku: string;
  onSku: (sku: string) => void;
  /** The waves whose demand can be replenished (not shipped). */
  waves: readonly WaveChoice[];
  wavekey: string;
  onWave: (wavekey: string) => void;
  onGenerate: () => void;
  generating: boolean;
  outcome?: OutcomeValue;
  /** The tasks the last generation made. */
  created?: readonly ReplenTask[];
  gridHeight?: number;
}

/**
 * /app/repaTaskGen as the user sees it: replenishment by min/max (items below their minimum at
 * the pick face, up to their maximum; one item or all) or by a wave's demand not yet allocated,
 * generated after a question, and the tasks it made with a way to their handling.
 */
export function ReplenishmentView(props: ReplenishmentViewProps) {
  const { title, mode, onMode, sku, onSku, waves, wavekey, onWave, onGenerate, generating, outcome, created, gridHeight = 260 } = props;
  const { t } = useTranslation(OUTBOUND_NAMESPACE);
  const formId = useId();
  const resultId = useId();
  const [confirming, setConfirming] = useState(false);
  const columns = useMemo(() => [
    column('taskdetailkey', t('replen.columns.task'), { width: 140, search: 1 }),
    column('typeText', t('replen.columns.type'), { width: 150 }),
    column('sku', t('replen.columns.sku'), { width: 120, search: 1 }),
    column('lot', t('replen.columns.lot'), { width: 130 }),
    column('fromloc', t('replen.columns.fromloc'), { width: 120 }),
    column('toloc', t('replen.columns.toloc'), { width: 120 }),
    column('qty', t('replen.columns.qty'), { numeric: true }),
    column('wavekey', t('replen.columns.wavekey'), { width: 140 }),
  ], [t]);
  const rows = useMemo(() => (created ?? []).map((task) => ({ ...task, id: task.taskdetailkey, typeText: t(`replen.type.${task.tasktype === 'WR' ? 'WR' : 'RP'}`) })), [created, t]);
  const source = useMemo(() => localGridSource(rows, columns), [rows, columns]);
  const body = generateBody(mode, sku, wavekey);
  const figures = replenFigures(created ?? []);

  return (
    <Page aria-label={title} data-screen="replenishment">
      <h2>{title}</h2>
      <Panel aria-labelledby={formId}>
        <h3 id={formId}>{t('replen.how')}</h3>
        <Choice>
          <legend>{t('replen.mode')}</legend>
          <label><input type="radio" name="replen-mode" checked={mode === 'MINMAX'} onChange={() => { onMode('MINMAX'); }} />{t('replen.minmax')}</label>
          <label><input type="radio" name="replen-mode" checked={mode === 'WAVE'} onChange={() => { onMode('WAVE'); }} />{t('replen.wave')}</label>
        </Choice>
        {mode === 'MINMAX' ? (
          <>
            <Bar><Input label={t('replen.sku')} width={220} value={sku} onChange={onSku} onSubmit={() => { setConfirming(true); }} description={t('replen.skuHint')} /></Bar>
            <Note>{t('replen.minmaxHint')}</Note>
          </>
        ) : (
          <>
            <Bar>
              <Select
                label={t('replen.waveLabel')}
                width={320}
                options={waves.map((w) => ({ code: w.wavekey, description: t('docs.waveOption', { wavekey: w.wavekey, count: w.ordercount }) }))}
                value={wavekey}
                onChange={(v) => { onWave(typeof v === 'string' ? v : ''); }}
                placeholder={t('docs.chooseWave')}
              />
            </Bar>
            <Note>{body.ok ? t('replen.waveHint') : t('replen.needWave')}</Note>
          </>
        )}
        <Bar>
          <Button variant="primary" disabled={!body.ok} loading={generating} onClick={() => { setConfirming(true); }}>{t('replen.generate')}</Button>
        </Bar>
        <Outcome outcome={outcome}>
          {created && created.length > 0 ? <Link to={OUTBOUND_PATHS.replenishmentTasks}>{t('replen.toHandling')}</Link> : null}
        </Outcome>
      </Panel>
      {created && created.length > 0 ? (
        <Panel aria-labelledby={resultId}>
          <h3 id={resultId}>{t('replen.created')}</h3>
          <Figures>
            <div><dt>{t('replen.figures.tasks')}</dt><dd>{figures.tasks}</dd></div>
            <div><dt>{t('replen.figures.qty')}</dt><dd>{figures.qty}</dd></div>
            <div><dt>{t('replen.figures.items')}</dt><dd>{figures.items}</dd></div>
          </Figures>
          <DataGrid aria-label={t('replen.created')} dataSource={source} columns={columns} height={gridHeight} settings={false} indexAction="none" defaultPageSize={50} rowKey={(row) => row.id} />
        </Panel>
      ) : null}
      <ConfirmDialog
        open={confirming && body.ok}
        title={t('replen.generate')}
        confirmLabel={t('replen.generate')}
        busy={generating}
        onCancel={() => { setConfirming(false); }}
        onConfirm={() => { setConfirming(false); onGenerate(); }}
      >
        {mode === 'WAVE' ? t('replen.confirmWave', { wavekey }) : sku.trim() ? t('replen.confirmSku', { sku: sku.trim() }) : t('replen.confirmAll')}
      </ConfirmDialog>
    </Page>
  );
}
