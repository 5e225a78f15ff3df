import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ConfirmDialog, Select } from '@wms/ui-core';
import { DataGrid, type GridDataSource, type RenderCell } from '@wms/ui-grid';
import type { ListRecord } from '@wms/api';
import { OUTBOUND_NAMESPACE } from '../../i18n/catalogue';
import { OUTBOUND_PATHS, waveDocPrintPath } from '../../model/paths';
import { selectionBlock, type WaveLimits } from '../../model/wavePlan';
import { Bar, Figures, Note, Page, Panel } from '../../shared/layout';
import { Outcome, type OutcomeValue } from '../../shared/Outcome';
import type { CreatedWave, WaveStrategy } from '../plan/types';

export interface OrderWaveViewProps {
  title: string;
  /** The new orders not in a wave (the /app/notinwave list, held to status new). */
  dataSource: GridDataSource<ListRecord>;
  /** Labels of coded cells (the list's option lists); default the codes. */
  renderCell?: RenderCell<ListRecord>;
  selection: readonly string[];
  onSelection: (keys: readonly string[]) => void;
  /** The ticked orders' total quantity. */
  selectedQty: number;
  strategies: readonly WaveStrategy[];
  strategy: string;
  onStrategy: (plancode: string) => void;
  limits: WaveLimits;
  onCreate: () => void;
  creating: boolean;
  outcome?: OutcomeValue;
  created?: CreatedWave;
  onPageLoaded?: (rows: readonly ListRecord[]) => void;
  gridHeight?: number;
  /** Stories: a fixed clock for the grid's date filters. */
  now?: number;
  timeZone?: string;
}

/**
 * /orderWaveCreation as the user sees it: the orders that can join a wave, ticked in the grid
 * (Space on the row's box), and one wave made of them under a wave strategy's limits.
 */
export function OrderWaveView(props: OrderWaveViewProps) {
  const { title, dataSource, renderCell, selection, onSelection, selectedQty, strategies, strategy, onStrategy, limits, onCreate, creating, outcome, created, onPageLoaded, gridHeight, now, timeZone } = props;
  const { t } = useTranslation(OUTBOUND_NAMESPACE);
  const actionId = useId();
  const gridId = useId();
  const [confirming, setConfirming] = useState(false);
  const block = selectionBlock(selection.length, limits);
  const limitText = t('plan.limits', { min: limits.minorders ?? 1, max: limits.maxorders ?? t('plan.noMax') });

  return (
    <Page aria-label={title} data-screen="order-wave">
      <h2>{title}</h2>
      <Panel aria-labelledby={actionId}>
        <h3 id={actionId}>{t('orders.action')}</h3>
        <Figures>
          <div><dt>{t('orders.selected')}</dt><dd>{selection.length}</dd></div>
          <div><dt>{t('plan.figures.qty')}</dt><dd>{selectedQty}</dd></div>
        </Figures>
        <Bar>
          <Select
            label={t('plan.strategy')}
            width={320}
            options={[{ code: '', description: t('plan.noStrategy') }, ...strategies.map((s) => ({ code: s.plancode, description: t('plan.filterOption', { name: s.planname, code: s.plancode }) }))]}
            value={strategy}
            onChange={(v) => { onStrategy(typeof v === 'string' ? v : ''); }}
            clearable={false}
          />
          <Button variant="primary" disabled={block !== undefined} loading={creating} onClick={() => { setConfirming(true); }}>{t('plan.create')}</Button>
        </Bar>
        <Note>{block ? t(`orders.block.${block}`, { count: selection.length, max: limits.maxorders, min: limits.minorders }) : limitText}</Note>
        <Outcome outcome={outcome}>
          {created ? (
            <Bar>
              <Link to={waveDocPrintPath(created.wavekey)}>{t('plan.toPrint')}</Link>
              <Link to={OUTBOUND_PATHS.waves}>{t('plan.toWaves')}</Link>
            </Bar>
          ) : null}
        </Outcome>
      </Panel>
      <Panel aria-labelledby={gridId}>
        <h3 id={gridId}>{t('orders.grid')}</h3>
        <Note>{t('orders.hint')}</Note>
        <DataGrid<ListRecord>
          aria-label={t('orders.grid')}
          dataSource={dataSource}
          {...(renderCell ? { renderCell } : {})}
          selectable
          selection={selection}
          onSelectionChange={onSelection}
          settings={false}
          indexAction="none"
          // Orders wait for a wave however old they are: no date range starts ticked.
          dateRangesOn={false}
          {...(onPageLoaded ? { onPageLoaded: (page) => { onPageLoaded(page.rows); } } : {})}
          {...(gridHeight ? { height: gridHeight } : { heightOffset: 420 })}
          {...(now ? { now } : {})}
          {...(timeZone ? { timeZone } : {})}
        />
      </Panel>
      <ConfirmDialog
        open={confirming}
        title={t('plan.create')}
        busy={creating}
        confirmLabel={t('plan.create')}
        onCancel={() => { setConfirming(false); }}
        onConfirm={() => { setConfirming(false); onCreate(); }}
      >
        {t('plan.confirm', { take: selection.length, qty: selectedQty })}
      </ConfirmDialog>
    </Page>
  );
}
