/**
 * @jest-environment node
 *
 * @wms/api's live feed against the real reference server: one connection shared by its
 * listeners, Last-Event-ID resumption across a forced reconnect, backoff after a drop, polling
 * when the server has no stream, the end of the feed on a 401.
 */
import { createLiveFeed, type LiveSignal } from '@wms/api';
import { join } from 'node:path';
import { startServer } from '../server';
import { ANCHOR, startHarness, type Harness } from '../test-utils/harness';

jest.setTimeout(600_000);
let h: Harness;
let admin: string;
const feeds: { close: () => void }[] = [];
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await wait(20);
  }
}
async function insertReceipt(): Promise<number> {
  const answer = await h.call('/asn/insert', { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-01', expectedreceiptdate: '2026-06-02' }, { token: admin });
  return (answer.body.bean as { id: number }).id;
}
function feed(options: Parameters<typeof createLiveFeed>[0] = {}) {
  const f = createLiveFeed({ baseURL: `${h.server.url}/GT_WMS_APP`, getToken: () => admin, backoff: { initialMs: 50, maxMs: 200 }, ...options });
  feeds.push(f);
  return f;
}

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
});
afterEach(() => { for (const f of feeds.splice(0)) f.close(); });
afterAll(async () => h.stop());

test('one connection for every listener of the tab; the last to leave closes it', async () => {
  const f = feed();
  const a: LiveSignal[] = [];
  const b: LiveSignal[] = [];
  const stopA = f.subscribe((s) => a.push(s));
  const stopB = f.subscribe((s) => b.push(s));
  await until(() => f.status() === 'live');
  expect(h.server.app.changeBus?.subscribers).toBe(1);
  const id = await insertReceipt();
  await until(() => a.length === 1 && b.length === 1);
  expect(a[0]).toMatchObject({ type: 'change', event: { kind: 'insert', ids: [id], user: 'admin' } });
  stopA();
  stopB();
  expect(f.status()).toBe('off');
  await until(() => h.server.app.changeBus?.subscribers === 0);
});

test('a forced reconnect loses nothing: the writes made while it was down arrive after it, in order, once', async () => {
  const f = feed();
  const got: number[] = [];
  f.subscribe((s) => { if (s.type === 'change') got.push(...s.event.ids); });
  await until(() => f.status() === 'live');
  const first = await insertReceipt();
  await until(() => got.length === 1);
  // Drop the connection (as a network change would) and write while it is down.
  f.reconnect();
  const during = [await insertReceipt(), await insertReceipt(), await insertReceipt()];
  await until(() => got.length === 4);
  await wait(200);
  expect(got).toEqual([first, ...during]);
});

test('a server without the stream (switched off) is polled: a poll signal every pollSeconds', async () => {
  // A second server over the same (seeded) data, started without the stream.
  const plain = await startServer({ port: 0, dataDir: h.dataDir, appDir: join(h.dataDir, 'no-app'), seedAnchor: ANCHOR, now: () => h.clock.now, events: false });
  try {
    const f = createLiveFeed({ baseURL: `${plain.url}/GT_WMS_APP`, getToken: () => admin, pollSeconds: 0.2 });
    feeds.push(f);
    const got: LiveSignal[] = [];
    f.subscribe((s) => got.push(s));
    // A machine shared by several jobs can take seconds to answer the first call.
    await until(() => f.status() === 'polling', 60_000);
    await until(() => got.length >= 2, 10_000);
    expect(got.every((s) => s.type === 'poll')).toBe(true);
  } finally {
    await plain.close();
  }
});

test('config can switch the stream off: no connection at all, polling', async () => {
  const f = feed({ events: false, pollSeconds: 0.1 });
  const got: LiveSignal[] = [];
  f.subscribe((s) => got.push(s));
  expect(f.status()).toBe('polling');
  await until(() => got.length >= 1);
  expect(h.server.app.changeBus?.subscribers).toBe(0);
});

test('a 401 ends the feed (no retries, no polling)', async () => {
  const f = feed({ getToken: () => 'not-a-token' });
  f.subscribe(() => undefined);
  await until(() => f.status() === 'off');
  await wait(300);
  expect(f.status()).toBe('off');
});

test('the stream is asked with the language header, as every call of the contract, in the language of each connect', async () => {
  const asked: (string | null)[] = [];
  let language: 'en' | 'zh_cn' = 'en';
  const f = feed({
    getLanguage: () => language,
    fetch: (input, init) => {
      asked.push(new Headers(init?.headers).get('language'));
      return fetch(input, init);
    },
  });
  const stop = f.subscribe(() => undefined);
  await until(() => f.status() === 'live');
  language = 'zh_cn';
  f.reconnect();
  await until(() => asked.length === 2 && f.status() === 'live');
  expect(asked).toEqual(['en', 'zh_cn']);
  stop();
});
