import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createGridDataSource, type ListRecord } from '@wms/api';
import { useServices } from '../../../app/ServicesContext';
import { listIdentity } from '../../../routes/routeTable';
import type { ScreenProps } from '../../../routes/types';
import { useListLabels } from '../../hooks/useListLabels';
import { useOperation } from '../../hooks/useOperation';
import { useReferenceList } from '../../hooks/useReferenceList';
import { ensureOutboundCatalogue, OUTBOUND_NAMESPACE } from '../../i18n/catalogue';
import { failureText } from '../../model/errors';
import { withFixedFilter } from '../../model/localSource';
import { LIST_PATHS } from '../../model/paths';
import { limitsOf } from '../../model/wavePlan';
import type { OutcomeValue } from '../../shared/Outcome';
import { createdWaveOf, strategyOf, type CreatedWave } from '../plan/types';
import { OrderWaveView } from './OrderWaveView';

/** The list the orders come from: orders not in a wave (routes.spec.tsv /app/notinwave). */
const NOT_IN_WAVE = listIdentity('/app/notinwave');
/** The order status a wave takes (order_status 0, new). */
const NEW_ORDER = '0';

/**
 * /orderWaveCreation: ticks new orders not in a wave and makes one wave of them (the orders list's
 * `createWave` operation, `{ ids, strategy? }`, CONTRACT.md), within the chosen wave strategy's
 * order limits. The grid reloads after a wave is made, so the waved orders leave it.
 */
export default function OrderWaveCreationPage({ title }: ScreenProps) {
  const { api, i18n } = useServices();
  ensureOutboundCatalogue(i18n);
  const { t } = useTranslation(OUTBOUND_NAMESPACE);
  const operation = useOperation();
  const strategies = useReferenceList(LIST_PATHS.strategies, strategyOf);
  const [version, setVersion] = useState(0);
  const dataSource = useMemo(
    () => withFixedFilter(createGridDataSource<ListRecord>(api, { menu_code: NOT_IN_WAVE.menuCode, menu_list_code: NOT_IN_WAVE.listCode, path: NOT_IN_WAVE.listUrl }), 'status', NEW_ORDER),
    // A new source after a wave is made: the grid loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, version],
  );
  const renderCell = useListLabels(NOT_IN_WAVE.menuCode, dataSource);
  const [selection, setSelection] = useState<readonly string[]>([]);
  const [rows, setRows] = useState<readonly ListRecord[]>([]);
  const [strategy, setStrategy] = useState('');
  const [result, setResult] = useState<{ outcome: OutcomeValue; wave?: CreatedWave }>();
  const list = strategies.data ?? [];
  const limits = limitsOf(list.find((s) => s.plancode === strategy), '');
  const selected = rows.filter((row) => selection.includes(String(row.id)));
  const selectedQty = selected.reduce((a, row) => a + (Number(row.qtyordered) || 0), 0);

  const create = async () => {
    setResult(undefined);
    const answer = await operation.run('orders', 'createWave', { ids: selected.map((row) => Number(row.id)), ...(strategy ? { strategy } : {}) });
    if (!answer.ok) { setResult({ outcome: { kind: 'error', text: answer.message } }); return; }
    const wave = createdWaveOf(answer.result);
    setResult({ wave, outcome: { kind: 'success', text: t('plan.created', { wavekey: wave.wavekey, count: wave.orderkeys.length, orders: wave.orderkeys.join(t('plan.separator')) }) } });
    setSelection([]);
    setVersion((v) => v + 1);
  };

  return (
    <OrderWaveView
      title={title}
      dataSource={dataSource}
      renderCell={renderCell}
      selection={selection}
      onSelection={setSelection}
      selectedQty={selectedQty}
      strategies={list}
      strategy={strategy}
      onStrategy={setStrategy}
      limits={limits}
      onCreate={() => { void create(); }}
      creating={operation.running === 'createWave'}
      {...(result ? { outcome: result.outcome } : strategies.error ? { outcome: { kind: 'warning' as const, text: t('orders.strategiesFailed', { message: failureText(strategies.error, t) }), failure: strategies.error } } : {})}
      {...(result?.wave ? { created: result.wave } : {})}
      onPageLoaded={setRows}
    />
  );
}
