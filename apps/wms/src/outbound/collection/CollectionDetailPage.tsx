import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import type { Option } from '@wms/api';
import { useServices } from '../../app/ServicesContext';
import { useSession } from '../../app/session';
import type { ScreenProps } from '../../routes/types';
import { useOperation } from '../hooks/useOperation';
import { useReferenceList } from '../hooks/useReferenceList';
import { ensureOutboundCatalogue, OUTBOUND_NAMESPACE } from '../i18n/catalogue';
import { carrierRun, collectionOf, type Collection } from '../model/collection';
import { failureText } from '../model/errors';
import { LIST_PATHS, OPTION_PATHS } from '../model/paths';
import type { OutcomeValue } from '../shared/Outcome';
import { CollectionView } from './CollectionView';

/** The list the collections live in (routes.spec.tsv /app/outorderbindding). */
const COLLECTION_MENU = 'outorderbindding';

/**
 * /outorderbinddingDetail: one cargo collection of a carrier run. Collecting is the list's
 * `collect` operation (never beyond the maximum: `collectionFull`), closing its `seal`; the
 * maximum is the record's field (the server refuses one below the count: `maxContainersBelowCount`).
 * The collection comes from `?collectionkey=` or the list of collections.
 */
export default function CollectionDetailPage({ title }: ScreenProps) {
  const { api, i18n } = useServices();
  ensureOutboundCatalogue(i18n);
  const { t } = useTranslation(OUTBOUND_NAMESPACE);
  const { session } = useSession();
  const [params, setParams] = useSearchParams();
  const operation = useOperation();
  const all = useReferenceList(LIST_PATHS.collections, collectionOf, undefined, 500);
  const list = all.data ?? [];
  const collectionkey = params.get('collectionkey') ?? list.find((c) => c.status === '0')?.collectionkey ?? '';
  // The chosen one as the server has it now (it may be older than the newest offered).
  const current = useSWR<Collection | null, Error>(collectionkey ? ['outbound:collection', session.wmsId, collectionkey] : null, async () => {
    const page = await api.queryList({ path: LIST_PATHS.collections, pageNum: 1, pageSize: 5, filters: [], extra: { collectionkey } });
    return page.rows.map(collectionOf).find((c) => c.collectionkey === collectionkey) ?? null;
  });
  const labels = useSWR<{ status: Option[]; carriers: Option[] }, Error>(['outbound:collectionLabels', session.wmsId, i18n.language], async () => ({
    status: await api.dropdownOptions(OPTION_PATHS.trayStatus),
    carriers: await api.dropdownOptions(OPTION_PATHS.carriers),
  }));
  const label = (options: readonly Option[] | undefined, code: string) => options?.find((o) => o.code === code)?.description ?? code;
  const [busy, setBusy] = useState<'collect' | 'maximum' | 'close'>();
  const [outcome, setOutcome] = useState<OutcomeValue>();
  const collection = current.data ?? undefined;

  const after = async (action: 'collect' | 'maximum' | 'close', work: () => Promise<OutcomeValue>) => {
    setBusy(action);
    setOutcome(undefined);
    const result = await work();
    setOutcome(result);
    setBusy(undefined);
    await Promise.all([current.mutate(), all.mutate()]);
  };

  const onCollect = (count: number) => {
    if (!collection) return;
    void after('collect', async () => {
      const answer = await operation.run(COLLECTION_MENU, 'collect', { ids: [Number(collection.id)], count });
      return answer.ok ? { kind: 'success', text: t('collection.collectedNow', { count, total: Number(answer.result.containercount) }) } : { kind: 'error', text: answer.message };
    });
  };
  const onMaximum = (max: number) => {
    if (!collection) return;
    void after('maximum', async () => {
      try {
        await api.updateRecord(COLLECTION_MENU, { id: Number(collection.id), maxcontainers: max });
        return { kind: 'success', text: t('collection.maxSaved', { max }) };
      } catch (error) {
        return { kind: 'error', text: failureText(error, t) };
      }
    });
  };
  const onClose = () => {
    if (!collection) return;
    void after('close', async () => {
      const answer = await operation.run(COLLECTION_MENU, 'seal', { ids: [Number(collection.id)] });
      return answer.ok ? { kind: 'success', text: t('collection.closed', { key: collection.collectionkey }) } : { kind: 'error', text: answer.message };
    });
  };

  const loadError = all.error ?? current.error;
  const loadOutcome: OutcomeValue | undefined = loadError
    ? { kind: 'error', text: failureText(loadError, t), failure: loadError }
    : collectionkey && current.data === null ? { kind: 'error', text: t('collection.notFound', { key: collectionkey }) } : undefined;

  return (
    <CollectionView
      title={title}
      collections={list}
      collectionkey={collectionkey}
      onCollection={(key) => { setOutcome(undefined); setParams(key ? { collectionkey: key } : {}); }}
      {...(collection ? { collection } : {})}
      run={collection ? carrierRun(list, collection) : []}
      statusLabel={(code) => label(labels.data?.status, code)}
      carrierLabel={(code) => label(labels.data?.carriers, code)}
      onCollect={onCollect}
      onMaximum={onMaximum}
      onClose={onClose}
      {...(busy ? { busy } : {})}
      {...(outcome ? { outcome } : {})}
      {...(loadOutcome ? { loadOutcome } : {})}
    />
  );
}
