/**
 * Ad hoc criteria of the wave plan panel, written as the server's filter text (CONTRACT.md,
 * 'Saved filters'): `column op value` terms joined by ';', over the allow-listed order columns.
 * The same text a saved filter holds, so a panel query can be saved as one.
 */
export interface PlanCriteria {
  /** Owner (storerkey), exact. */
  storerkey: string;
  /** Carrier (carrierkey), exact. */
  carrierkey: string;
  /** Order type (ordertype: 0 B2B, 1 B2C), exact. */
  ordertype: string;
  /** Consignee city (c_city), contains. */
  city: string;
  /** External order number (externorderkey), contains. */
  externorderkey: string;
  /** Order dates, yyyy-MM-dd, inclusive. */
  dateFrom: string;
  dateTo: string;
}

export const EMPTY_CRITERIA: PlanCriteria = { storerkey: '', carrierkey: '', ordertype: '', city: '', externorderkey: '', dateFrom: '', dateTo: '' };

/** Why a criterion cannot be sent (keys of the outbound namespace's `criteria.errors`). */
export type CriteriaError = 'separator' | 'date' | 'dateOrder';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The criteria that cannot be sent, by field: a ';' would split a term; dates as yyyy-MM-dd, from ≤ to. */
export function criteriaErrors(criteria: PlanCriteria): Partial<Record<keyof PlanCriteria, CriteriaError>> {
  const errors: Partial<Record<keyof PlanCriteria, CriteriaError>> = {};
  for (const [field, value] of Object.entries(criteria) as [keyof PlanCriteria, string][]) {
    if (value.includes(';')) errors[field] = 'separator';
  }
  for (const field of ['dateFrom', 'dateTo'] as const) {
    if (criteria[field] && !errors[field] && !DATE.test(criteria[field].trim())) errors[field] = 'date';
  }
  if (!errors.dateFrom && !errors.dateTo && criteria.dateFrom && criteria.dateTo && criteria.dateFrom.trim() > criteria.dateTo.trim()) errors.dateTo = 'dateOrder';
  return errors;
}

/**
 * The filter text of the criteria; empty criteria are left out (no criteria at all: every new
 * order not in a wave).
 *
 * @example
 * filterTextOf({ ...EMPTY_CRITERIA, carrierkey: 'SF', city: '上海' }) // 'carrierkey=SF;c_city~上海'
 */
export function filterTextOf(criteria: PlanCriteria): string {
  const terms: string[] = [];
  const add = (column: string, op: string, value: string) => {
    const text = value.trim();
    if (text) terms.push(`${column}${op}${text}`);
  };
  add('storerkey', '=', criteria.storerkey);
  add('carrierkey', '=', criteria.carrierkey);
  add('ordertype', '=', criteria.ordertype);
  add('c_city', '~', criteria.city);
  add('externorderkey', '~', criteria.externorderkey);
  if (criteria.dateFrom.trim()) add('orderdate', '>=', `${criteria.dateFrom.trim()} 00:00:00`);
  if (criteria.dateTo.trim()) add('orderdate', '<=', `${criteria.dateTo.trim()} 23:59:59`);
  return terms.join(';');
}
