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

type Figures = { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number; fullCollections: number; heapAfterFullCollection: number; rssAnon?: number; rssFile?: number; threads?: number };

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

it('tells what the resident set holds when asked for the detail: V8\'s resident heap by space, and the resident set by mapping', async () => {
  const answer = await h.call('/system/memory', { detail: true }, { token: await h.login() });
  expect(answer.body.returnCode).toBe('200');
  const m = answer.body.bean as Figures & { v8: { physical: number; malloced: number; spaces: Record<string, number> }; resident?: Record<string, number> };
  expect(m.v8.physical).toBeGreaterThan(0);
  expect(m.v8.physical).toBeLessThanOrEqual(m.heapTotal);
  expect(m.v8.spaces.code_space).toBeGreaterThan(0);
  if (process.platform === 'linux') {
    const split = m.resident ?? {};
    // Every page of the resident set is in one mapping: the mappings' sum is the RSS (read a moment apart).
    const sum = Object.values(split).reduce((a, b) => a + b, 0);
    expect(sum).toBeGreaterThan(m.rss * 0.9);
    expect(sum).toBeLessThan(m.rss * 1.1);
    expect(split.executable).toBeGreaterThan(0);
    expect(split.libraries).toBeGreaterThan(0);
    // V8's heap pages are anonymous mappings at its page size's boundary.
    expect(split.v8Pages).toBeGreaterThan(m.v8.physical * 0.5);
  }
});

it('tells the heap in use just after the latest full collection, and counts the collections', async () => {
  const token = await h.login();
  const before = (await h.call('/system/memory', undefined, { token })).body.bean as Figures;
  // Garbage enough for V8 to collect in full (a few hundred MiB in short-lived arrays, then some retained).
  const kept: number[][] = [];
  for (let round = 0; round < 400 && (((await h.call('/system/memory', undefined, { token })).body.bean as Figures).fullCollections === before.fullCollections); round++) {
    for (let i = 0; i < 200; i++) kept.push(new Array<number>(5000).fill(i));
    if (kept.length > 2000) kept.splice(0, 1000);
  }
  const after = (await h.call('/system/memory', undefined, { token })).body.bean as Figures;
  expect(after.fullCollections).toBeGreaterThan(before.fullCollections);
  expect(after.heapAfterFullCollection).toBeGreaterThan(0);
  expect(after.heapAfterFullCollection).toBeLessThanOrEqual(after.heapTotal);
});

it('refuses anyone else', async () => {
  const answer = await h.call('/system/memory', undefined, { token: await h.login('shipper', 'shipper123') });
  expect(answer.body.returnCode).toBe('403');
});
