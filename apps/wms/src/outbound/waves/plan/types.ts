import type { ListRecord } from '@wms/api';

/** A saved wave filter (/app/savefilter/list): its criteria as filter text and its order limits. */
export interface SavedFilter {
  /** The row id, as text (a select's code). */
  id: string;
  plancode: string;
  planname: string;
  filtertext: string;
  maxorders?: number;
  minorders?: number;
}

/** A wave strategy (/outWaveStrategyGroup): its code names it to the server, with its order limits. */
export interface WaveStrategy {
  plancode: string;
  planname: string;
  maxorders?: number;
  minorders?: number;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const count = (value: unknown): number | undefined => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** A saved filter of a list row. */
export function savedFilterOf(row: ListRecord): SavedFilter {
  const maxorders = count(row.maxorders);
  const minorders = count(row.minorders);
  return { id: text(row.id), plancode: text(row.plancode), planname: text(row.planname), filtertext: text(row.filtertext), ...(maxorders ? { maxorders } : {}), ...(minorders ? { minorders } : {}) };
}

/** A wave strategy of a list row. */
export function strategyOf(row: ListRecord): WaveStrategy {
  const maxorders = count(row.maxorders);
  const minorders = count(row.minorders);
  return { plancode: text(row.plancode), planname: text(row.planname), ...(maxorders ? { maxorders } : {}), ...(minorders ? { minorders } : {}) };
}

/** What creating a wave answered. */
export interface CreatedWave {
  wavekey: string;
  orderkeys: string[];
}

/** The created wave of an operation's answer. */
export function createdWaveOf(bean: Readonly<Record<string, unknown>>): CreatedWave {
  return { wavekey: text(bean.wavekey), orderkeys: Array.isArray(bean.orderkeys) ? (bean.orderkeys as unknown[]).map(text) : [] };
}
