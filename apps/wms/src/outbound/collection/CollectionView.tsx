import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ConfirmDialog, NumberInput, Select } from '@wms/ui-core';
import { DataGrid } from '@wms/ui-grid';
import { OUTBOUND_NAMESPACE } from '../i18n/catalogue';
import { collectProblem, maximumProblem, OPEN_COLLECTION, room, type Collection } from '../model/collection';
import { column, localGridSource } from '../model/localSource';
import { Bar, Facts, Note, Page, Panel } from '../shared/layout';
import { Outcome, type OutcomeValue } from '../shared/Outcome';

const Meter = styled.div`
  display: grid;
  gap: 4px;
  meter { width: min(480px, 100%); height: 18px; }
  strong { font-size: 22px; font-variant-numeric: tabular-nums; }
`;

export interface CollectionViewProps {
  title: string;
  /** Every collection the user can choose (newest first). */
  collections: readonly Collection[];
  collectionkey: string;
  onCollection: (collectionkey: string) => void;
  /** The chosen collection as the server has it now. */
  collection?: Collection;
  /** The open collections of its carrier (its run), itself first. */
  run: readonly Collection[];
  /** Label of a tray_status code, in the user's language. */
  statusLabel: (code: string) => string;
  carrierLabel: (code: string) => string;
  onCollect: (count: number) => void;
  onMaximum: (max: number) => void;
  onClose: () => void;
  /** The action under way. */
  busy?: 'collect' | 'maximum' | 'close';
  outcome?: OutcomeValue;
  /** Why the collection could not be shown (not found, a list refused). */
  loadOutcome?: OutcomeValue;
  gridHeight?: number;
}

/**
 * /outorderbinddingDetail as the user sees it: a collection's door, carrier and count against its
 * maximum; containers collected (Enter books them), the maximum changed (never below the count
 * already collected), the collection closed; the other open collections of the carrier's run.
 */
export function CollectionView(props: CollectionViewProps) {
  const { title, collections, collectionkey, onCollection, collection, run, statusLabel, carrierLabel, onCollect, onMaximum, onClose, busy, outcome, loadOutcome, gridHeight = 200 } = props;
  const { t } = useTranslation(OUTBOUND_NAMESPACE);
  const detailId = useId();
  const runId = useId();
  const [count, setCount] = useState('1');
  const [max, setMax] = useState('');
  const [confirming, setConfirming] = useState(false);
  const columns = useMemo(() => [
    column('collectionkey', t('collection.columns.collectionkey'), { width: 150 }),
    column('door', t('collection.columns.door')),
    column('containercount', t('collection.columns.count'), { numeric: true }),
    column('maxcontainers', t('collection.columns.max'), { numeric: true }),
  ], [t]);
  const runSource = useMemo(() => localGridSource(run.map((c) => ({ ...c, maxcontainers: c.maxcontainers || t('plan.noMax') })), columns), [run, columns, t]);

  const open = collection?.status === OPEN_COLLECTION;
  const collectError = collection && count !== '' ? collectProblem(collection, count) : undefined;
  const maxError = collection && max !== '' ? maximumProblem(collection, max) : undefined;
  const left = collection ? room(collection) : undefined;
  const collect = () => { if (collection && !collectProblem(collection, count)) onCollect(Number(count)); };
  const setMaximum = () => { if (collection && !maximumProblem(collection, max)) onMaximum(Number(max)); };

  return (
    <Page aria-label={title} data-screen="collection">
      <h2>{title}</h2>
      <Bar>
        <Select
          label={t('collection.collection')}
          // Wide enough for a collection's whole line, its count included, in either language.
          width={520}
          options={collections.map((c) => ({ code: c.collectionkey, description: t('collection.option', { key: c.collectionkey, door: c.door, carrier: carrierLabel(c.carrierkey), count: c.containercount, max: c.maxcontainers || t('plan.noMax') }) }))}
          value={collectionkey}
          onChange={(v) => { onCollection(typeof v === 'string' ? v : ''); }}
          placeholder={t('collection.choose')}
        />
      </Bar>
      {collections.length === 0 && !collection ? <Note role="note">{t('collection.none')}</Note> : null}
      <Outcome outcome={loadOutcome} />
      {collection ? (
        <>
          <Panel aria-labelledby={detailId}>
            <h3 id={detailId}>{t('collection.detail', { key: collection.collectionkey })}</h3>
            <Facts>
              <dt>{t('collection.columns.door')}</dt><dd>{collection.door}</dd>
              <dt>{t('collection.carrier')}</dt><dd>{carrierLabel(collection.carrierkey)}</dd>
              <dt>{t('collection.status')}</dt><dd>{statusLabel(collection.status)}</dd>
              <dt>{t('collection.columns.max')}</dt><dd>{collection.maxcontainers || t('plan.noMax')}</dd>
            </Facts>
            <Meter>
              <span>{t('collection.collected')}</span>
              <strong data-count>{collection.maxcontainers ? t('collection.ofMax', { count: collection.containercount, max: collection.maxcontainers }) : collection.containercount}</strong>
              {collection.maxcontainers ? <meter min={0} max={collection.maxcontainers} value={collection.containercount} aria-label={t('collection.collected')} /> : null}
              <Note>{left === undefined ? t('collection.noMaximum') : t('collection.room', { count: left })}</Note>
            </Meter>
            {open ? (
              <>
                <Bar>
                  <NumberInput
                    label={t('collection.count')}
                    width={220}
                    mode="positiveInteger"
                    value={count}
                    onChange={setCount}
                    onSubmit={collect}
                    {...(collectError?.key === 'full' ? { errorMessage: t('collection.full', { room: collectError.room }) } : {})}
                  />
                  <Button variant="primary" loading={busy === 'collect'} disabled={Boolean(collectProblem(collection, count)) || busy !== undefined} onClick={collect}>{t('collection.collect')}</Button>
                </Bar>
                <Bar>
                  <NumberInput
                    label={t('collection.newMax')}
                    width={220}
                    mode="positiveInteger"
                    value={max}
                    onChange={setMax}
                    onSubmit={setMaximum}
                    {...(maxError?.key === 'belowCount' ? { errorMessage: t('collection.belowCount', { count: maxError.count }) } : {})}
                  />
                  <Button loading={busy === 'maximum'} disabled={max === '' || Boolean(maxError) || busy !== undefined} onClick={setMaximum}>{t('collection.setMax')}</Button>
                  <Button loading={busy === 'close'} disabled={busy !== undefined} onClick={() => { setConfirming(true); }}>{t('collection.close')}</Button>
                </Bar>
              </>
            ) : <Note role="note">{t('collection.notOpen', { status: statusLabel(collection.status) })}</Note>}
            <Outcome outcome={outcome} />
          </Panel>
          <Panel aria-labelledby={runId}>
            <h3 id={runId}>{t('collection.run', { carrier: carrierLabel(collection.carrierkey) })}</h3>
            <DataGrid
              aria-label={t('collection.run', { carrier: carrierLabel(collection.carrierkey) })}
              dataSource={runSource}
              columns={columns}
              height={gridHeight}
              settings={false}
              pagination={false}
              infoColumn
              onInfo={(row) => { onCollection(row.collectionkey); }}
              rowKey={(row) => row.id}
            />
          </Panel>
        </>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('collection.close')}
        confirmLabel={t('collection.close')}
        onCancel={() => { setConfirming(false); }}
        onConfirm={() => { setConfirming(false); onClose(); }}
      >
        {t('collection.closeQuestion', { key: collection?.collectionkey ?? '', count: collection?.containercount ?? 0 })}
      </ConfirmDialog>
    </Page>
  );
}
