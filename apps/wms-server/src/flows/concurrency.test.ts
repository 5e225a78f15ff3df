/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { checkInvariants } from '../ledger/ledger';
import { startHarness, type Harness } from '../test-utils/harness';

/**
 * Overlapping operation requests at a running server (real HTTP on 127.0.0.1): every
 * acknowledged write is present afterwards, replays with one key book once, and the books balance.
 */
jest.setTimeout(120_000);

let h: Harness;
let token: string;
type Body = Record<string, unknown>;

beforeAll(async () => {
  h = await startHarness();
  token = await h.login();
});
afterAll(async () => h.stop());

async function post(path: string, body: Body, key: string = randomUUID()): Promise<Body> {
  const response = await fetch(`${h.server.url}/GT_WMS_APP${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', language: 'en', Authorization: token, 'Idempotency-Key': key }, body: JSON.stringify(body),
  });
  return (await response.json()) as Body;
}

test('240 overlapping operation requests: every acknowledged write is present, replays book once, the books balance', async () => {
  expect(h.server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const db = h.server.db;
  const sku = String((db.prepare(`SELECT sku FROM sku WHERE storerkey = 'OW001' ORDER BY sku LIMIT 1`).get() as Body).sku);
  const receipts: { id: number; receiptkey: string }[] = [];
  for (let i = 0; i < 8; i++) {
    const head = (await post('/asn/insert', { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-01', expectedreceiptdate: '2026-06-02' })).bean as Body;
    await post('/receiptdetailQuery/insert', { receiptkey: head.receiptkey, storerkey: 'OW001', sku, qtyexpected: 1000 });
    receipts.push({ id: Number(head.id), receiptkey: String(head.receiptkey) });
  }
  const stocks = (db.prepare(`SELECT id FROM lotxlocxid WHERE whseid = 'WH01' AND status = 'OK' AND qtyonhold = 0 AND qty - qtyallocated - qtypicked >= 200 ORDER BY id LIMIT 6`).all() as { id: number }[]).map((r) => r.id);
  expect(stocks.length).toBe(6);

  type Sent = { kind: 'receive'; receipt: number; qty: number; key: string } | { kind: 'adjust' | 'move'; key: string };
  const sent: Sent[] = [];
  for (let i = 0; i < 120; i++) sent.push({ kind: 'receive', receipt: i % receipts.length, qty: (i % 3) + 1, key: randomUUID() });
  for (let i = 0; i < 60; i++) sent.push({ kind: 'adjust', key: randomUUID() });
  for (let i = 0; i < 40; i++) sent.push({ kind: 'move', key: randomUUID() });
  // 20 replays of receives already in the burst (same key, same body)
  const replays = sent.filter((s) => s.kind === 'receive').slice(0, 20);
  const calls = [...sent, ...replays].map((s, i) => {
    if (s.kind === 'receive') {
      const r = receipts[s.receipt];
      return post('/asn/op/receive', { ids: [r?.id ?? 0], line: '00001', qty: s.qty, toloc: 'RCV-01-01-1' }, s.key).then((a) => ({ s, a }));
    }
    const stock = stocks[i % stocks.length] ?? 0;
    if (s.kind === 'adjust') return post('/inventorySearch/op/adjust', { ids: [stock], qty: 1, reasoncode: 'FOUND' }, s.key).then((a) => ({ s, a }));
    return post('/inventorySearch/op/move', { ids: [stock], qty: 1, toloc: 'A-01-05-1' }, s.key).then((a) => ({ s, a }));
  });
  expect(calls.length).toBeGreaterThanOrEqual(200);
  const answers = await Promise.all(calls);
  const failed = answers.filter(({ a }) => a.returnCode !== '200');
  expect(failed.map(({ a }) => a.returnMgr)).toEqual([]);

  // every acknowledged receive counted once per key: the receipts hold exactly their sum
  const byReceipt = new Map<number, number>();
  const seenKeys = new Set<string>();
  for (const { s } of answers) {
    if (s.kind !== 'receive' || seenKeys.has(s.key)) continue;
    seenKeys.add(s.key);
    byReceipt.set(s.receipt, (byReceipt.get(s.receipt) ?? 0) + s.qty);
  }
  receipts.forEach((r, i) => {
    expect(db.prepare('SELECT totalqtyreceived FROM receipt WHERE id = ?').get(r.id)).toEqual({ totalqtyreceived: byReceipt.get(i) ?? 0 });
    expect(db.prepare(`SELECT COALESCE(SUM(qty), 0) AS n FROM itrn WHERE sourcetype = 'RECEIPT' AND sourcekey = ? AND trantype = 'DP' AND bucket = 'qty'`).get(r.receiptkey)).toEqual({ n: byReceipt.get(i) ?? 0 });
  });
  // every acknowledged adjustment and move is there, with its transaction
  for (const { s, a } of answers) {
    const bean = a.bean as Body;
    if (s.kind === 'adjust') {
      expect(db.prepare('SELECT qty FROM adjustment WHERE adjustmentkey = ?').get(String(bean.adjustmentkey))).toEqual({ qty: 1 });
      expect(db.prepare(`SELECT COUNT(*) AS n FROM itrn WHERE sourcetype = 'ADJUST' AND sourcekey = ? AND bucket = 'qty'`).get(String(bean.adjustmentkey))).toEqual({ n: 1 });
    }
    if (s.kind === 'move') {
      expect(db.prepare(`SELECT COUNT(*) AS n FROM itrn WHERE sourcetype = 'MOVE' AND sourcekey = ? AND trantype = 'MV' AND bucket = 'qty'`).get(String(bean.movekey))).toEqual({ n: 1 });
    }
  }
  expect(new Set(answers.filter(({ s }) => s.kind === 'adjust').map(({ a }) => (a.bean as Body).adjustmentkey)).size).toBe(60);
  expect(new Set(answers.filter(({ s }) => s.kind === 'move').map(({ a }) => (a.bean as Body).movekey)).size).toBe(40);
  expect(checkInvariants(db)).toEqual([]);
});
