/** @jest-environment node */
import { startHarness, type Harness } from '../test-utils/harness';

/** The process's memory for the live soak (issue 50): the administrator's only. */

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

type Figures = { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number; rssAnon?: number; rssFile?: number; threads?: number };

it('tells the administrator the JS heap beside the resident set, and the resident set as the kernel splits it', async () => {
  const answer = await h.call('/system/memory', undefined, { token: await h.login() });
  expect(answer.body.returnCode).toBe('200');
  const m = answer.body.bean as Figures;
  // The harness runs inside Jest's process: its heap is Jest's too, so only the shape and the order of sizes are checked.
  expect(m.heapUsed).toBeGreaterThan(0);
  expect(m.heapUsed).toBeLessThanOrEqual(m.heapTotal);
  expect(m.heapTotal).toBeLessThan(m.rss);
  if (process.platform === 'linux') {
    expect((m.rssAnon ?? 0) + (m.rssFile ?? 0)).toBeGreaterThan(m.rss * 0.9);
    // The server's own threads, the log's checkpointer among them.
    expect(m.threads).toBeGreaterThan(1);
  }
});

it('refuses anyone else', async () => {
  const answer = await h.call('/system/memory', undefined, { token: await h.login('shipper', 'shipper123') });
  expect(answer.body.returnCode).toBe('403');
});
