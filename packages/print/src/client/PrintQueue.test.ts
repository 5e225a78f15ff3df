/** @jest-environment node */
import { PluginSimulator } from '../simulator';
import { PrintClient } from './PrintClient';
import { PrintQueue, type QueueTransport } from './PrintQueue';
import type { PrintJob, QueueProgress } from '../model/queue';
import { LABEL_BATCH, PRINT_BATCH } from '../model/constants';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** n jobs, every third a label. */
function makeJobs(count: number): PrintJob[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `job-${String(i + 1).padStart(3, '0')}`,
    cmd: i % 3 === 0 ? 'printLabel' : 'printPdf',
    data: { page: i + 1 },
  }));
}

/** Wraps the client to record how many sends of each command are in flight at once. */
function measured(client: PrintClient) {
  const inFlight = { printLabel: 0, printPdf: 0 } as Record<string, number>;
  const most = { printLabel: 0, printPdf: 0 } as Record<string, number>;
  const transport: QueueTransport = {
    get state() { return client.state; },
    connect: () => client.connect(),
    send: async (cmd, data, options) => {
      inFlight[cmd] = (inFlight[cmd] ?? 0) + 1;
      most[cmd] = Math.max(most[cmd] ?? 0, inFlight[cmd]);
      const otherKind = Object.entries(inFlight).some(([kind, n]) => kind !== cmd && n > 0);
      if (otherKind) throw new Error('a batch mixes commands');
      try {
        return await client.send(cmd, data, options);
      } finally {
        inFlight[cmd] = (inFlight[cmd] ?? 1) - 1;
      }
    },
  };
  return { transport, most };
}

it('prints 100 jobs through 3 plug-in restarts and dropped replies: none lost, none printed twice', async () => {
  const simulator = new PluginSimulator({ latencyMs: [2, 25], dropRate: 0.05, seed: 42 });
  await simulator.start();
  const printer = new PrintClient({ url: simulator.url, reconnectPollMs: 40, replyTimeoutMs: 300, confirmReconnect: () => false });
  const { transport, most } = measured(printer);
  const queue = new PrintQueue(transport);
  const jobs = makeJobs(100);
  const progress: QueueProgress[] = [];
  queue.onProgress((p) => progress.push(p));
  queue.add(jobs);
  const run = queue.run();

  const restartsWhileRunning: boolean[] = [];
  for (let restart = 0; restart < 3; restart += 1) {
    await sleep(120);
    restartsWhileRunning.push(queue.snapshot().done < 100);
    await simulator.restart(80);
  }
  const final = await run;
  printer.close();
  await simulator.stop();

  expect(restartsWhileRunning).toEqual([true, true, true]);
  expect(final).toEqual({ total: 100, done: 100, failed: [] });
  // None lost, none printed twice.
  expect([...simulator.printed].sort()).toEqual(jobs.map((j) => j.id));
  expect(new Set(simulator.printed).size).toBe(simulator.printed.length);
  // Some jobs really were sent more than once (lost acknowledgements), yet printed once.
  const sends = simulator.received.filter((r) => r.jobId !== undefined).length;
  expect(sends).toBeGreaterThan(100);
  // Batches: labels at most 6 at a time, documents 10, never mixed.
  expect(most.printLabel).toBe(LABEL_BATCH);
  expect(most.printPdf).toBe(PRINT_BATCH);
  // Progress only ever grows, and ends at 100.
  const dones = progress.map((p) => p.done);
  expect(dones).toEqual([...dones].sort((a, b) => a - b));
  expect(dones.at(-1)).toBe(100);
}, 30_000);

it('reports a job the plug-in refuses for a reason of its own, without sending it again', async () => {
  const simulator = new PluginSimulator({ latencyMs: [1, 3] });
  await simulator.start();
  const printer = new PrintClient({ url: simulator.url, reconnectPollMs: 40 });
  const queue = new PrintQueue(printer);
  simulator.refusePrints(1, 'printer offline');
  queue.add([{ id: 'a', cmd: 'printPdf', data: {} }, { id: 'b', cmd: 'printPdf', data: {} }]);
  const final = await queue.run();
  expect(final).toEqual({ total: 2, done: 1, failed: [{ id: 'a', error: 'printer offline' }] });
  expect(simulator.received.map((r) => r.jobId)).toEqual(['a', 'b']);
  printer.close();
  await simulator.stop();
});

it('waits for a plug-in that is not running yet, without asking the user', async () => {
  const simulator = new PluginSimulator({ latencyMs: [1, 3] });
  await simulator.start();
  await simulator.stop();
  const confirm = jest.fn(() => true);
  const printer = new PrintClient({ url: simulator.url, reconnectPollMs: 30, confirmReconnect: confirm });
  const queue = new PrintQueue(printer);
  queue.add(makeJobs(8));
  const run = queue.run();
  expect(queue.run()).toBe(run);
  await sleep(100);
  expect(queue.snapshot().done).toBe(0);
  await simulator.start();
  await expect(run).resolves.toEqual({ total: 8, done: 8, failed: [] });
  expect(confirm).not.toHaveBeenCalled();
  printer.close();
  await simulator.stop();
});
