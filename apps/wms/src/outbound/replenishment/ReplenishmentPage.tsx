import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/ServicesContext';
import type { ScreenProps } from '../../routes/types';
import { useOperation } from '../hooks/useOperation';
import { useReferenceList } from '../hooks/useReferenceList';
import { ensureOutboundCatalogue, OUTBOUND_NAMESPACE } from '../i18n/catalogue';
import { failureText } from '../model/errors';
import { LIST_PATHS } from '../model/paths';
import { createdTasksOf, generateBody, type ReplenMode, type ReplenTask } from '../model/replenishment';
import type { OutcomeValue } from '../shared/Outcome';
import { waveChoiceOf } from '../model/waveChoice';
import { ReplenishmentView } from './ReplenishmentView';

/** The list replenishment is generated on (routes.spec.tsv /app/bhrwscQuery/list, 补货任务生成). */
const REPLEN_MENU = 'bhrwscQuery';
/** Waves whose demand may still need stock: not shipped (wave_status 0–5). */
const OPEN_WAVES = { statusstr: '0,1,2,3,4,5' } as const;


/**
 * /app/repaTaskGen: replenishment task generation (the `generate` operation, CONTRACT.md) by
 * min/max or by a wave's demand; the answer lists the tasks made, shown here.
 */
export default function ReplenishmentPage({ title }: ScreenProps) {
  const { i18n } = useServices();
  ensureOutboundCatalogue(i18n);
  const { t } = useTranslation(OUTBOUND_NAMESPACE);
  const operation = useOperation();
  const waves = useReferenceList(LIST_PATHS.waves, waveChoiceOf, OPEN_WAVES, 100);
  const [mode, setMode] = useState<ReplenMode>('MINMAX');
  const [sku, setSku] = useState('');
  const [wavekey, setWavekey] = useState('');
  const [result, setResult] = useState<{ outcome: OutcomeValue; created?: ReplenTask[] }>();

  const generate = async () => {
    const body = generateBody(mode, sku, wavekey);
    if (!body.ok) return;
    setResult(undefined);
    const answer = await operation.run(REPLEN_MENU, 'generate', { ids: [], ...body.body });
    if (!answer.ok) { setResult({ outcome: { kind: 'error', text: answer.message } }); return; }
    const created = createdTasksOf(answer.result);
    setResult({ created, outcome: created.length ? { kind: 'success', text: t('replen.done', { count: created.length }) } : { kind: 'info', text: t('replen.nothing') } });
  };

  return (
    <ReplenishmentView
      title={title}
      mode={mode}
      onMode={(next) => { setMode(next); setResult(undefined); }}
      sku={sku}
      onSku={setSku}
      waves={waves.data ?? []}
      wavekey={wavekey}
      onWave={setWavekey}
      onGenerate={() => { void generate(); }}
      generating={operation.running === 'generate'}
      {...(result ? { outcome: result.outcome } : waves.error ? { outcome: { kind: 'warning' as const, text: t('replen.wavesFailed', { message: failureText(waves.error, t) }), failure: waves.error } } : {})}
      {...(result?.created ? { created: result.created } : {})}
    />
  );
}
