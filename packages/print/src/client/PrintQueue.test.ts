/** @jest-environment node */
import { WebSocket } from 'ws';
import { PluginSimulator } from '../simulator/PluginSimulator';
import { PrintClient, type SocketLike } from './PrintClient';
import { PrintQueue, type PrintJob, type QueueProgress } from './PrintQueue';

const createSocket = (url: string) => new WebSocket(url) as unknown as SocketLike;

it('prints 100 jobs through 3 plug-in restarts and dropped replies: none lost, none printed twice', async () => {
  const simulator = new PluginSimulator({ latencyMs: [2, 25], dropRate: 0.05, seed: 42 });
  await simulator.start();
  const printer = new PrintClient({ url: simulator.url, createSocket, reconnectPollMs: 40, replyTimeoutMs: 300, confirmReconnect: () => true });
  const queue = new PrintQueue(printer);
  const jobs: PrintJob[] = Array.from({ length: 100 }, (_, i) => ({
    id: `job-${String(i + 1).padStart(3, '0')}`,
    cmd: i % 3 === 0 ? 'printLabel' : 'printPdf',
    data: { page: i + 1 },
  }));
  const progress: QueueProgress[] = [];
  queue.onProgress((p) => progress.push(p));
  queue.add(jobs);
  const run = queue.run();

  // Three restarts while the queue works.
  for (let restart = 0; restart < 3; restart += 1) {
    await new Promise((resolve) => setTimeout(resolve, 120));
    await simulator.restart(80);
  }
  const final = await run;
  printer.close();
  await simulator.stop();

  expect(final).toEqual({ total: 100, done: 100, failed: [] });
  expect([...simulator.printed].sort()).toEqual(jobs.map((j) => j.id).sort());
  expect(new Set(simulator.printed).size).toBe(simulator.printed.length);
  // Some jobs really were sent more than once (lost acknowledgements), yet printed once.
  const sends = simulator.received.filter((r) => r.jobId).length;
  expect(sends).toBeGreaterThan(100);
  // Batches: labels at most 6 at a time, documents 10; progress only ever grows.
  const dones = progress.map((p) => p.done);
  expect(dones).toEqual([...dones].sort((a, b) => a - b));
}, 30_000);

it('does not retry a job the plug-in refuses for a reason of its own', async () => {
  const simulator = new PluginSimulator({ latencyMs: [1, 3] });
  await simulator.start();
  const printer = new PrintClient({ url: simulator.url, createSocket, reconnectPollMs: 40, confirmReconnect: () => true });
  const queue = new PrintQueue(printer);
  queue.add([{ id: 'a', cmd: 'printPdf', data: {} }, { id: 'b', cmd: 'bogus' as PrintJob['cmd'], data: {} }]);
  const final = await queue.run();
  expect(final.done).toBe(1);
  expect(final.failed).toEqual([{ id: 'b', error: 'unknown command bogus' }]);
  printer.close();
  await simulator.stop();
});
