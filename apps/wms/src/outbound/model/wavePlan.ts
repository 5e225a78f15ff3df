/** One candidate order of the wave plan panel, as the server counts it. */
export interface CandidateOrder {
  orderkey: string;
  storerkey: string;
  lines: number;
  qty: number;
  /** Distinct items of the order. */
  skus: number;
}

/** The candidates of a filter: the new orders not in a wave, in the order a wave takes them. */
export interface CandidateSummary {
  orders: CandidateOrder[];
  count: number;
  lines: number;
  qty: number;
  /** Distinct items over all candidates: the wave's item spread. */
  skus: number;
}

/** A wave strategy's (or saved filter's) order limits; 0 or absent: none. */
export interface WaveLimits {
  maxorders?: number;
  minorders?: number;
}

const num = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : 0;
};
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The candidates of an operation's answer (`candidates`, `planCandidates`); anything malformed reads as none. */
export function summaryOf(bean: Readonly<Record<string, unknown>>): CandidateSummary {
  const orders = Array.isArray(bean.orders)
    ? (bean.orders as unknown[]).filter((o): o is Record<string, unknown> => typeof o === 'object' && o !== null).map((o) => ({
      orderkey: text(o.orderkey), storerkey: text(o.storerkey), lines: num(o.lines), qty: num(o.qty), skus: num(o.skus),
    }))
    : [];
  return { orders, count: num(bean.count), lines: num(bean.lines), qty: num(bean.qty), skus: num(bean.skus) };
}

/** The limits in force: a max typed on the panel wins over the strategy's (as the server does). */
export function limitsOf(strategy: WaveLimits | undefined, typedMax: string): WaveLimits {
  const typed = /^\d+$/.test(typedMax.trim()) ? Number(typedMax.trim()) : 0;
  const maxorders = typed > 0 ? typed : strategy?.maxorders && strategy.maxorders > 0 ? strategy.maxorders : undefined;
  const minorders = strategy?.minorders && strategy.minorders > 0 ? strategy.minorders : undefined;
  return { ...(maxorders ? { maxorders } : {}), ...(minorders ? { minorders } : {}) };
}

/** What creating a wave now would do: how many orders it takes, how many stay, and whether too few. */
export interface WavePlan {
  take: number;
  left: number;
  /** Fewer candidates than the minimum (the server would refuse). */
  tooFew: boolean;
  /** The wave's quantity and lines over the orders it takes. */
  qty: number;
  lines: number;
}

/** The wave the candidates would make within the limits: the first `maxorders` of them. */
export function planOf(summary: CandidateSummary, limits: WaveLimits): WavePlan {
  const take = limits.maxorders ? Math.min(limits.maxorders, summary.orders.length) : summary.orders.length;
  const taken = summary.orders.slice(0, take);
  return {
    take,
    left: summary.orders.length - take,
    tooFew: take === 0 || take < (limits.minorders ?? 1),
    qty: taken.reduce((a, o) => a + o.qty, 0),
    lines: taken.reduce((a, o) => a + o.lines, 0),
  };
}

/** The candidates as grid rows, marked in or out of the wave that would be made. */
export function candidateRows(summary: CandidateSummary, plan: WavePlan): (CandidateOrder & { id: string; place: 'in' | 'out' })[] {
  return summary.orders.map((o, i) => ({ ...o, id: o.orderkey, place: i < plan.take ? 'in' : 'out' }));
}

/** Why the ticked orders cannot make a wave under the strategy's limits (the server would refuse), or undefined. */
export function selectionBlock(count: number, limits: WaveLimits): 'none' | 'tooMany' | 'tooFew' | undefined {
  if (count === 0) return 'none';
  if (limits.maxorders && count > limits.maxorders) return 'tooMany';
  if (limits.minorders && count < limits.minorders) return 'tooFew';
  return undefined;
}
