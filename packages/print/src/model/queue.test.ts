import { createQueue, enqueue, isSettled, queueProgress, requeueSent, settleJob, takeBatch, type PrintJob, type QueueState } from './queue';

/** n jobs of a command, ids `<prefix>-1` … */
function jobs(count: number, cmd: PrintJob['cmd'], prefix: string = cmd): PrintJob[] {
  return Array.from({ length: count }, (_, i) => ({ id: `${prefix}-${String(i + 1)}`, cmd, data: { n: i + 1 } }));
}
const status = (state: QueueState) => Object.fromEntries([...state.entries].map(([id, e]) => [id, e.status]));

describe('print queue state machine', () => {
  it('takes batches of one command in order: documents 10, labels 6', () => {
    let state = createQueue([...jobs(13, 'printPdf'), ...jobs(8, 'printLabel')]);
    const sizes: [string, number][] = [];
    for (;;) {
      const taken = takeBatch(state);
      if (taken.batch.length === 0) break;
      sizes.push([taken.batch[0]?.cmd ?? '', taken.batch.length]);
      state = taken.state;
      for (const job of taken.batch) state = settleJob(state, job.id, { ok: true, result: null });
    }
    expect(sizes).toEqual([['printPdf', 10], ['printPdf', 3], ['printLabel', 6], ['printLabel', 2]]);
    expect(queueProgress(state)).toEqual({ total: 21, done: 21, failed: [] });
    expect(isSettled(state)).toBe(true);
  });

  it.each([
    ['acknowledged', { ok: true, result: null }, 'done'],
    ['refused by the plug-in', { ok: false, error: 'printer offline' }, 'failed'],
    ['timed out', { ok: false, error: 'timeout 5s' }, 'waiting'],
    ['cut off', { ok: false, error: 'disconnected' }, 'waiting'],
    ['not connected', { ok: false, error: 'not connected' }, 'waiting'],
  ] as const)('a sent job %s becomes %s', (_, result, expected) => {
    const { state } = takeBatch(createQueue(jobs(1, 'printPdf', 'j')));
    expect(status(settleJob(state, 'j-1', result))).toEqual({ 'j-1': expected });
  });

  it('counts a job once however many acknowledgements come, and only when it was sent', () => {
    let state = createQueue(jobs(1, 'printPdf', 'j'));
    state = settleJob(state, 'j-1', { ok: true, result: null });
    expect(status(state)).toEqual({ 'j-1': 'waiting' });
    state = takeBatch(state).state;
    state = settleJob(state, 'j-1', { ok: true, result: null });
    state = settleJob(state, 'j-1', { ok: true, result: null });
    state = settleJob(state, 'j-1', { ok: false, error: 'printer offline' });
    expect(queueProgress(state)).toEqual({ total: 1, done: 1, failed: [] });
  });

  it('sends unacknowledged jobs again after a disconnect, counting attempts', () => {
    let state = takeBatch(createQueue(jobs(3, 'printLabel', 'l'))).state;
    state = settleJob(state, 'l-1', { ok: true, result: null });
    state = requeueSent(state);
    expect(status(state)).toEqual({ 'l-1': 'done', 'l-2': 'waiting', 'l-3': 'waiting' });
    const again = takeBatch(state);
    expect(again.batch.map((j) => j.id)).toEqual(['l-2', 'l-3']);
    expect(again.state.entries.get('l-2')?.attempts).toBe(2);
  });

  it('adds a job id once', () => {
    const state = enqueue(createQueue(jobs(2, 'printPdf', 'j')), jobs(3, 'printPdf', 'j'));
    expect(state.order).toEqual(['j-1', 'j-2', 'j-3']);
  });

  it('reports refused jobs with their reasons', () => {
    let state = takeBatch(createQueue(jobs(2, 'printUrl', 'u'))).state;
    state = settleJob(state, 'u-1', { ok: false, error: 'printer offline' });
    state = settleJob(state, 'u-2', { ok: true, result: null });
    expect(queueProgress(state)).toEqual({ total: 2, done: 1, failed: [{ id: 'u-1', error: 'printer offline' }] });
  });
});
