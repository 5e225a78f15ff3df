import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DatePicker, Input, Select, type SelectOption } from '@wms/ui-core';
import { OUTBOUND_NAMESPACE } from '../../i18n/catalogue';
import { criteriaErrors, type PlanCriteria } from '../../model/filterText';
import { Bar, Choice, Note, Panel } from '../../shared/layout';
import type { SavedFilter, WaveStrategy } from './types';

/** Where the candidate orders come from. */
export type PlanSource = 'filter' | 'adhoc';

export interface PlanSourceFormProps {
  source: PlanSource;
  onSource: (source: PlanSource) => void;
  filters: readonly SavedFilter[];
  /** The chosen saved filter's row id ('' none). */
  filterId: string;
  onFilter: (id: string) => void;
  criteria: PlanCriteria;
  onCriteria: (criteria: PlanCriteria) => void;
  strategies: readonly WaveStrategy[];
  strategy: string;
  onStrategy: (plancode: string) => void;
  maxOrders: string;
  onMaxOrders: (text: string) => void;
  /** Options of the owner, carrier and order type criteria. */
  loadOwners: () => Promise<readonly SelectOption[]>;
  loadCarriers: () => Promise<readonly SelectOption[]>;
  loadOrderTypes: () => Promise<readonly SelectOption[]>;
  onShow: () => void;
  showing: boolean;
}

/**
 * The wave plan panel's question: a saved filter, or criteria typed here with a wave strategy
 * whose order limits the wave keeps. Enter in a text criterion shows the candidates.
 */
export function PlanSourceForm(props: PlanSourceFormProps) {
  const { source, onSource, filters, filterId, onFilter, criteria, onCriteria, strategies, strategy, onStrategy, maxOrders, onMaxOrders, onShow, showing } = props;
  const { t } = useTranslation(OUTBOUND_NAMESPACE);
  const headingId = useId();
  const errors = criteriaErrors(criteria);
  const errorOf = (field: keyof PlanCriteria) => (errors[field] ? t(`plan.criteriaErrors.${errors[field]}`) : undefined);
  const set = (field: keyof PlanCriteria) => (value: string | string[] | null) => { onCriteria({ ...criteria, [field]: typeof value === 'string' ? value : '' }); };
  const filter = filters.find((f) => f.id === filterId);
  const chosenStrategy = strategies.find((s) => s.plancode === strategy);
  const limitText = (limits: { maxorders?: number; minorders?: number } | undefined) =>
    t('plan.limits', { min: limits?.minorders && limits.minorders > 0 ? limits.minorders : 1, max: limits?.maxorders && limits.maxorders > 0 ? limits.maxorders : t('plan.noMax') });
  const blocked = source === 'filter' ? !filter : Object.keys(errors).length > 0;

  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>{t('plan.question')}</h3>
      <Choice>
        <legend>{t('plan.source')}</legend>
        <label><input type="radio" name="plan-source" checked={source === 'filter'} onChange={() => { onSource('filter'); }} />{t('plan.sourceFilter')}</label>
        <label><input type="radio" name="plan-source" checked={source === 'adhoc'} onChange={() => { onSource('adhoc'); }} />{t('plan.sourceAdhoc')}</label>
      </Choice>
      {source === 'filter' ? (
        filters.length === 0 ? <Note role="note">{t('plan.noFilters')}</Note> : (
          <>
            <Bar>
              <Select
                label={t('plan.filter')}
                width={320}
                options={filters.map((f) => ({ code: f.id, description: t('plan.filterOption', { name: f.planname, code: f.plancode }) }))}
                value={filterId}
                onChange={(v) => { onFilter(typeof v === 'string' ? v : ''); }}
                clearable={false}
              />
            </Bar>
            {filter ? <Note>{t('plan.filterSummary', { text: filter.filtertext || t('plan.allOrders'), limits: limitText(filter) })}</Note> : null}
          </>
        )
      ) : (
        <>
          <Bar>
            <Select label={t('plan.owner')} width={180} loadOptions={props.loadOwners} value={criteria.storerkey} onChange={set('storerkey')} />
            <Select label={t('plan.carrier')} width={180} loadOptions={props.loadCarriers} value={criteria.carrierkey} onChange={set('carrierkey')} />
            <Select label={t('plan.orderType')} width={180} loadOptions={props.loadOrderTypes} value={criteria.ordertype} onChange={set('ordertype')} />
            <Input label={t('plan.city')} width={160} value={criteria.city} onChange={set('city')} onSubmit={onShow} errorMessage={errorOf('city')} />
            <Input label={t('plan.externorderkey')} width={180} value={criteria.externorderkey} onChange={set('externorderkey')} onSubmit={onShow} errorMessage={errorOf('externorderkey')} />
            <DatePicker label={t('plan.dateFrom')} value={criteria.dateFrom || null} onChange={set('dateFrom')} shortcuts={false} errorMessage={errorOf('dateFrom')} />
            <DatePicker label={t('plan.dateTo')} value={criteria.dateTo || null} onChange={set('dateTo')} shortcuts={false} errorMessage={errorOf('dateTo')} />
          </Bar>
          <Bar>
            <Select
              label={t('plan.strategy')}
              width={320}
              options={[{ code: '', description: t('plan.noStrategy') }, ...strategies.map((s) => ({ code: s.plancode, description: t('plan.filterOption', { name: s.planname, code: s.plancode }) }))]}
              value={strategy}
              onChange={(v) => { onStrategy(typeof v === 'string' ? v : ''); }}
              clearable={false}
            />
            <Input label={t('plan.maxOrders')} width={140} value={maxOrders} onChange={(v) => { onMaxOrders(v.replace(/\D/g, '')); }} onSubmit={onShow} description={t('plan.maxHint')} />
          </Bar>
          <Note>{limitText(maxOrders ? { ...chosenStrategy, maxorders: Number(maxOrders) } : chosenStrategy)}</Note>
        </>
      )}
      <Bar>
        <Button variant="primary" loading={showing} disabled={blocked} onClick={onShow}>{t('plan.show')}</Button>
      </Bar>
    </Panel>
  );
}
