import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/ServicesContext';
import type { ScreenProps } from '../../../routes/types';
import { useOperation } from '../../hooks/useOperation';
import { useReferenceList } from '../../hooks/useReferenceList';
import { ensureOutboundCatalogue, OUTBOUND_NAMESPACE } from '../../i18n/catalogue';
import { failureText } from '../../model/errors';
import { EMPTY_CRITERIA, filterTextOf, type PlanCriteria } from '../../model/filterText';
import { LIST_PATHS, OPTION_PATHS } from '../../model/paths';
import { limitsOf, planOf, summaryOf, type CandidateSummary, type WaveLimits } from '../../model/wavePlan';
import type { OutcomeValue } from '../../shared/Outcome';
import { createdWaveOf, savedFilterOf, strategyOf, type CreatedWave } from './types';
import type { PlanSource } from './PlanSourceForm';
import { WavePlanView } from './WavePlanView';

/**
 * /waveplanpanel: the candidate orders of a saved filter (/app/savefilter/list) or of criteria
 * typed here, their counts, lines, quantity and item spread, and a wave of them within the order
 * limits (the filter's, or the chosen wave strategy's). Operations: savefilter `candidates` and
 * `createWave`; wavemgmt `planCandidates` and `planCreate` (CONTRACT.md, 'Saved filters').
 */
export default function WavePlanPanelPage({ title }: ScreenProps) {
  const { api, i18n } = useServices();
  ensureOutboundCatalogue(i18n);
  const { t } = useTranslation(OUTBOUND_NAMESPACE);
  const operation = useOperation();
  const filters = useReferenceList(LIST_PATHS.savedFilters, savedFilterOf);
  const strategies = useReferenceList(LIST_PATHS.strategies, strategyOf);
  const [source, setSource] = useState<PlanSource>('filter');
  const [chosenFilter, setFilterId] = useState('');
  const [criteria, setCriteria] = useState<PlanCriteria>(EMPTY_CRITERIA);
  const [strategy, setStrategy] = useState('');
  const [maxOrders, setMaxOrders] = useState('');
  const [shown, setShown] = useState<{ question: string; summary: CandidateSummary; limits: WaveLimits }>();
  const [queryOutcome, setQueryOutcome] = useState<OutcomeValue>();
  const [created, setCreated] = useState<{ outcome: OutcomeValue; wave?: CreatedWave }>();
  const job = useRef(0);

  const filterList = filters.data ?? [];
  const filterId = filterList.some((f) => f.id === chosenFilter) ? chosenFilter : filterList[0]?.id ?? '';
  const filter = filterList.find((f) => f.id === filterId);
  const strategyList = strategies.data ?? [];
  const filterText = filterTextOf(criteria);
  const limits = source === 'filter' ? limitsOf(filter, '') : limitsOf(strategyList.find((s) => s.plancode === strategy), maxOrders);
  // What is asked now: candidates shown for another question are not offered for creation.
  const question = JSON.stringify(source === 'filter' ? [source, filterId] : [source, filterText, strategy, maxOrders]);

  const show = async (quiet = false) => {
    const id = ++job.current;
    if (!quiet) setQueryOutcome(undefined);
    const answer = source === 'filter'
      ? await operation.run('savefilter', 'candidates', { ids: [Number(filterId)] })
      : await operation.run('wavemgmt', 'planCandidates', { ids: [], filter: filterText });
    if (job.current !== id) return;
    if (answer.ok) setShown({ question, summary: summaryOf(answer.result), limits });
    else {
      setShown(undefined);
      setQueryOutcome({ kind: 'error', text: answer.message });
    }
  };

  const create = async () => {
    setCreated(undefined);
    const typedMax = /^\d+$/.test(maxOrders) && Number(maxOrders) > 0 ? { maxorders: Number(maxOrders) } : {};
    const answer = source === 'filter'
      ? await operation.run('savefilter', 'createWave', { ids: [Number(filterId)] })
      : await operation.run('wavemgmt', 'planCreate', { ids: [], filter: filterText, ...typedMax, ...(strategy ? { strategy } : {}) });
    if (!answer.ok) { setCreated({ outcome: { kind: 'error', text: answer.message } }); return; }
    const wave = createdWaveOf(answer.result);
    setCreated({ wave, outcome: { kind: 'success', text: t('plan.created', { wavekey: wave.wavekey, count: wave.orderkeys.length, orders: wave.orderkeys.join(t('plan.separator')) }) } });
    // The orders taken are candidates no more: show what is left.
    await show(true);
  };

  const loadOptions = (path: string) => () => api.dropdownOptions(path);
  const listError = filters.error ?? strategies.error;
  const candidates = shown?.question === question ? { summary: shown.summary, limits: shown.limits, plan: planOf(shown.summary, shown.limits) } : undefined;

  return (
    <WavePlanView
      title={title}
      source={source}
      onSource={setSource}
      filters={filterList}
      filterId={filterId}
      onFilter={setFilterId}
      criteria={criteria}
      onCriteria={setCriteria}
      strategies={strategyList}
      strategy={strategy}
      onStrategy={setStrategy}
      maxOrders={maxOrders}
      onMaxOrders={setMaxOrders}
      loadOwners={loadOptions(OPTION_PATHS.owners)}
      loadCarriers={loadOptions(OPTION_PATHS.carriers)}
      loadOrderTypes={loadOptions(OPTION_PATHS.orderTypes)}
      onShow={() => { void show(); }}
      showing={operation.running === 'candidates' || operation.running === 'planCandidates'}
      {...(queryOutcome ?? listError ? { queryOutcome: queryOutcome ?? { kind: 'warning', text: t('plan.listsFailed', { message: failureText(listError, t) }), failure: listError } } : {})}
      {...(candidates ? { candidates } : {})}
      onCreate={() => { void create(); }}
      creating={operation.running === 'createWave' || operation.running === 'planCreate'}
      {...(created ? { createOutcome: created.outcome } : {})}
      {...(created?.wave ? { created: created.wave } : {})}
    />
  );
}
