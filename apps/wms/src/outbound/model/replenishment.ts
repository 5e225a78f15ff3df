/** How replenishment is generated (CONTRACT.md `generate`): up to the items' maximum, or a wave's demand. */
export type ReplenMode = 'MINMAX' | 'WAVE';

/** A replenishment task as `generate` answers it. */
export interface ReplenTask {
  taskdetailkey: string;
  tasktype: string;
  storerkey: string;
  sku: string;
  lot: string;
  fromloc: string;
  toloc: string;
  qty: number;
  wavekey: string;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The tasks of the answer; malformed entries are left out. */
export function createdTasksOf(bean: Readonly<Record<string, unknown>>): ReplenTask[] {
  if (!Array.isArray(bean.created)) return [];
  return (bean.created as unknown[]).flatMap((c) => {
    if (typeof c !== 'object' || c === null) return [];
    const t = c as Record<string, unknown>;
    if (!text(t.taskdetailkey)) return [];
    return [{ taskdetailkey: text(t.taskdetailkey), tasktype: text(t.tasktype), storerkey: text(t.storerkey), sku: text(t.sku), lot: text(t.lot), fromloc: text(t.fromloc), toloc: text(t.toloc), qty: Number(t.qty) || 0, wavekey: text(t.wavekey) }];
  });
}

/** The generate call's fields, or why it cannot be sent ('wave': by wave demand, a wave must be chosen). */
export function generateBody(mode: ReplenMode, sku: string, wavekey: string): { ok: true; body: Record<string, string> } | { ok: false; problem: 'wave' } {
  if (mode === 'WAVE') return wavekey.trim() ? { ok: true, body: { mode, wavekey: wavekey.trim() } } : { ok: false, problem: 'wave' };
  return { ok: true, body: sku.trim() ? { mode, sku: sku.trim() } : { mode } };
}

/** The figures of what was generated: tasks, quantity and distinct items. */
export function replenFigures(tasks: readonly ReplenTask[]): { tasks: number; qty: number; items: number } {
  return { tasks: tasks.length, qty: tasks.reduce((a, t) => a + t.qty, 0), items: new Set(tasks.map((t) => `${t.storerkey}\u0000${t.sku}`)).size };
}
