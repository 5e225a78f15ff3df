import { createdTasksOf, generateBody, replenFigures, type ReplenTask } from './replenishment';

/** A task generated: item `sku`, `qty` from storage to the pick face. */
const task = (n: number, sku: string, qty: number): ReplenTask => ({ taskdetailkey: `TK${String(n)}`, tasktype: 'RP', storerkey: 'OW001', sku, lot: 'L1', fromloc: 'S-01', toloc: 'P-01', qty, wavekey: '' });

describe('replenishment generation', () => {
  it.each<[string, 'MINMAX' | 'WAVE', string, string, unknown]>([
    ['min/max for every item', 'MINMAX', '', '', { ok: true, body: { mode: 'MINMAX' } }],
    ['min/max for one item', 'MINMAX', ' SKU1 ', 'WV1', { ok: true, body: { mode: 'MINMAX', sku: 'SKU1' } }],
    ['wave demand of a wave', 'WAVE', 'SKU1', 'WV1', { ok: true, body: { mode: 'WAVE', wavekey: 'WV1' } }],
    ['wave demand without a wave', 'WAVE', '', ' ', { ok: false, problem: 'wave' }],
  ])('%s', (_name, mode, sku, wave, expected) => {
    expect(generateBody(mode, sku, wave)).toEqual(expected);
  });

  it('reads the created tasks and counts them, their quantity and items', () => {
    const tasks = createdTasksOf({ created: [task(1, 'A', 5), task(2, 'A', 3), task(3, 'B', 1), { tasktype: 'RP' }, null] });
    expect(tasks.map((t) => t.taskdetailkey)).toEqual(['TK1', 'TK2', 'TK3']);
    expect(replenFigures(tasks)).toEqual({ tasks: 3, qty: 9, items: 2 });
    expect(createdTasksOf({ tasks: 2 })).toEqual([]);
  });
});
