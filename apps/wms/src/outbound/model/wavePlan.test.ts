import { criteriaErrors, EMPTY_CRITERIA, filterTextOf, type PlanCriteria } from './filterText';
import { candidateRows, limitsOf, planOf, selectionBlock, summaryOf, type CandidateSummary } from './wavePlan';

/** Candidates generated: order i has i lines of 2 each, items i. */
function candidates(count: number): CandidateSummary {
  const orders = Array.from({ length: count }, (_, i) => ({ orderkey: `SO${String(i + 1).padStart(4, '0')}`, storerkey: 'OW001', lines: i + 1, qty: (i + 1) * 2, skus: i + 1 }));
  return { orders, count, lines: orders.reduce((a, o) => a + o.lines, 0), qty: orders.reduce((a, o) => a + o.qty, 0), skus: count };
}

describe('filter text of the ad hoc criteria', () => {
  it.each<[string, Partial<PlanCriteria>, string]>([
    ['nothing: every candidate', {}, ''],
    ['exact owner and carrier', { storerkey: 'OW001', carrierkey: ' SF ' }, 'storerkey=OW001;carrierkey=SF'],
    ['order type', { ordertype: '1' }, 'ordertype=1'],
    ['city and external number contain', { city: '上海', externorderkey: 'E2E-' }, 'c_city~上海;externorderkey~E2E-'],
    ['a date range covers whole days', { dateFrom: '2026-06-01', dateTo: '2026-06-15' }, 'orderdate>=2026-06-01 00:00:00;orderdate<=2026-06-15 23:59:59'],
  ])('%s', (_name, given, text) => {
    expect(filterTextOf({ ...EMPTY_CRITERIA, ...given })).toBe(text);
  });

  it.each<[string, Partial<PlanCriteria>, Record<string, string>]>([
    ['a ; would split a term', { city: 'a;b' }, { city: 'separator' }],
    ['a date not yyyy-MM-dd', { dateFrom: '2026/06/01' }, { dateFrom: 'date' }],
    ['from after to', { dateFrom: '2026-06-16', dateTo: '2026-06-15' }, { dateTo: 'dateOrder' }],
    ['all fine', { city: '上海', dateFrom: '2026-06-01', dateTo: '2026-06-01' }, {}],
  ])('refuses %s', (_name, given, errors) => {
    expect(criteriaErrors({ ...EMPTY_CRITERIA, ...given })).toEqual(errors);
  });
});

describe('the wave a plan would make', () => {
  it.each<[string, number, string, { maxorders?: number; minorders?: number } | undefined, { take: number; left: number; tooFew: boolean }]>([
    ['no limits: all', 5, '', undefined, { take: 5, left: 0, tooFew: false }],
    ['the strategy max', 5, '', { maxorders: 3 }, { take: 3, left: 2, tooFew: false }],
    ['a typed max wins', 5, '2', { maxorders: 3 }, { take: 2, left: 3, tooFew: false }],
    ['fewer than the minimum', 2, '', { minorders: 3 }, { take: 2, left: 0, tooFew: true }],
    ['a max below the minimum', 5, '2', { minorders: 3 }, { take: 2, left: 3, tooFew: true }],
    ['no candidates', 0, '', undefined, { take: 0, left: 0, tooFew: true }],
  ])('%s', (_name, count, typed, strategy, expected) => {
    expect(planOf(candidates(count), limitsOf(strategy, typed))).toMatchObject(expected);
  });

  it('counts the quantity and lines of the orders taken only, and marks the rest out', () => {
    const summary = candidates(4);
    const plan = planOf(summary, { maxorders: 2 });
    expect(plan).toMatchObject({ qty: 2 + 4, lines: 1 + 2 });
    expect(candidateRows(summary, plan).map((r) => r.place)).toEqual(['in', 'in', 'out', 'out']);
  });

  it('reads an answer defensively', () => {
    expect(summaryOf({ orders: [{ orderkey: 'SO1', storerkey: 'OW001', lines: '2', qty: 5, skus: 1 }, null, 'x'], count: 1, lines: 2, qty: 5, skus: 1 }))
      .toEqual({ orders: [{ orderkey: 'SO1', storerkey: 'OW001', lines: 2, qty: 5, skus: 1 }], count: 1, lines: 2, qty: 5, skus: 1 });
    expect(summaryOf({})).toEqual({ orders: [], count: 0, lines: 0, qty: 0, skus: 0 });
  });
});

describe('a wave of ticked orders under a strategy', () => {
  it.each<[number, { maxorders?: number; minorders?: number }, string | undefined]>([
    [0, {}, 'none'],
    [3, {}, undefined],
    [3, { maxorders: 2 }, 'tooMany'],
    [2, { maxorders: 2, minorders: 2 }, undefined],
    [1, { minorders: 2 }, 'tooFew'],
  ])('%i orders with %j: %s', (count, limits, block) => {
    expect(selectionBlock(count, limits)).toBe(block);
  });
});
