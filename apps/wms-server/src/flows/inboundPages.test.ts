/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { checkInvariants } from '../ledger/ledger';
import { startHarness, type Harness } from '../test-utils/harness';

/** What the inbound pages read and do beyond the lists: linked barcodes, a shipped order's return lines, the return advance notice. */
jest.setTimeout(120_000);

let h: Harness;
let admin: string;
let shipper: string;
type Body = Record<string, unknown>;
const db = () => h.server.db;
const one = (sql: string, ...args: (string | number)[]) => db().prepare(sql).get(...args) as Body | undefined;

async function post(path: string, body: Body, options: { lang?: 'en' | 'zh_cn'; token?: string } = {}): Promise<Body> {
  const response = await fetch(`${h.server.url}/GT_WMS_APP${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: options.lang ?? 'en', Authorization: options.token ?? admin, 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Body;
}
const page = (answer: Body) => answer.page as { list: Body[]; total: number; pageNum: number; pageSize: number };

/** A shipped order of WH01 (owner OW001 unless said) with at least two items shipped. */
function shippedOrder(owner = 'OW001'): string {
  const row = one(`SELECT o.orderkey FROM orders o WHERE o.whseid = 'WH01' AND o.status = '5' AND o.storerkey = ?
    AND (SELECT COUNT(DISTINCT sku) FROM orderdetail d WHERE d.whseid = o.whseid AND d.orderkey = o.orderkey AND d.qtyshipped > 0) >= 2
    AND NOT EXISTS (SELECT 1 FROM receipt r WHERE r.whseid = o.whseid AND r.externreceiptkey = o.orderkey) ORDER BY o.orderkey LIMIT 1`, owner);
  if (!row) throw new Error(`no shipped order of ${owner}`);
  return String(row.orderkey);
}

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
  shipper = await h.login('shipper', 'shipper123');
});
afterAll(async () => h.stop());

test('the barcodes linked to a receipt, newest first; an unknown receipt is refused', async () => {
  const receipt = one(`SELECT id, receiptkey FROM receipt WHERE whseid = 'WH01' AND status = '0' ORDER BY id LIMIT 1`) as Body;
  const key = String(receipt.receiptkey);
  expect(page(await post('/asn/barcodes/1', { receiptkey: key }))).toMatchObject({ list: [], total: 0 });
  expect((await post('/asn/op/barcodeLink', { ids: [Number(receipt.id)], barcode: 'DNPAGE1' })).returnCode).toBe('200');
  h.clock.now += 60_000;
  expect((await post('/asn/op/barcodeLink', { ids: [Number(receipt.id)], barcode: 'DNPAGE2' })).returnCode).toBe('200');
  const linked = page(await post('/asn/barcodes/1', { receiptkey: key, pageNum: 1, pageSize: 20 }));
  expect(linked.total).toBe(2);
  expect(linked.list.map((r) => [r.barcode, r.receiptkey, r.addwho])).toEqual([['DNPAGE2', key, 'admin'], ['DNPAGE1', key, 'admin']]);
  expect(await post('/asn/barcodes/1', { receiptkey: 'NO-SUCH' })).toMatchObject({ returnCode: '404', returnMgr: 'The input value does not exist' });
  expect((await post('/asn/barcodes/1', { receiptkey: key, sql: '1' })).returnCode).toBe('400');
  // another owner's receipt answers like an unknown one for the shipper
  const other = one(`SELECT receiptkey FROM receipt WHERE whseid = 'WH01' AND storerkey NOT IN ('OW001', 'OW002') ORDER BY id LIMIT 1`) as Body;
  expect((await post('/asn/barcodes/1', { receiptkey: String(other.receiptkey) }, { token: shipper })).returnCode).toMatch(/^(403|404)$/);
});

test('a return advance notice: items of the shipped order set on one open return receipt, never beyond what shipped', async () => {
  const orderkey = shippedOrder();
  const lines = page(await post('/returnAdvance/lines/1', { orderkey }));
  expect(lines.total).toBeGreaterThanOrEqual(2);
  const [first, second] = lines.list as [Body, Body];
  expect(first).toMatchObject({ orderkey, qtyadvised: 0, qtyopen: 0, qtyreturned: 0, receiptkey: '' });
  const shipped = Number(first.qtyshipped);

  const made = await post('/receiptreversal/op/returnAdvance', { ids: [], orderkey, sku: first.sku, qty: 1, returnreason: 'R01' });
  expect(made).toMatchObject({ returnCode: '200', bean: { done: 0, qty: 1, lines: 1 } });
  const receiptkey = String((made.bean as Body).receiptkey);
  expect(one('SELECT receipttype, status, externreceiptkey, storerkey, totalqtyexpected FROM receipt WHERE receiptkey = ?', receiptkey)).toEqual({ receipttype: '1', status: '0', externreceiptkey: orderkey, storerkey: 'OW001', totalqtyexpected: 1 });
  // The records it made have their history: who made them, by which operation, with their values.
  const receiptId = Number(one('SELECT id FROM receipt WHERE receiptkey = ?', receiptkey)?.id);
  const history = db().prepare(`SELECT entity, action, operation, userid, changes FROM audit_log WHERE tablename = 'receipt' AND recordid = ? ORDER BY id`).all(receiptId) as Body[];
  expect(history).toHaveLength(1);
  expect(history[0]).toMatchObject({ entity: 'asn', userid: 'admin' });
  expect(JSON.parse(String(history[0]?.changes))).toEqual(expect.arrayContaining([{ field: 'externreceiptkey', old: null, new: orderkey }]));
  expect(one(`SELECT COUNT(*) AS n FROM audit_log a JOIN receiptdetail d ON d.id = a.recordid AND a.tablename = 'receiptdetail' WHERE d.receiptkey = ?`, receiptkey)).toEqual({ n: 1 });
  // the same receipt takes the next item, and a changed quantity replaces the item's line
  expect((await post('/receiptreversal/op/returnAdvance', { ids: [], orderkey, sku: second.sku, qty: 1 })).bean).toMatchObject({ receiptkey, lines: 2 });
  expect((await post('/receiptreversal/op/returnAdvance', { ids: [], orderkey, sku: first.sku, qty: shipped, returnreason: 'R02' })).bean).toMatchObject({ receiptkey, qty: shipped, lines: 2 });
  expect(one('SELECT qtyexpected, returnreason FROM receiptdetail WHERE receiptkey = ? AND sku = ?', receiptkey, String(first.sku))).toEqual({ qtyexpected: shipped, returnreason: 'R02' });
  expect(one('SELECT totalqtyexpected FROM receipt WHERE receiptkey = ?', receiptkey)).toEqual({ totalqtyexpected: shipped + 1 });
  const after = page(await post('/returnAdvance/lines/1', { orderkey })).list.find((l) => l.sku === first.sku);
  expect(after).toMatchObject({ qtyadvised: shipped, qtyopen: shipped, receiptkey, returnreason: 'R02' });

  // beyond what shipped: refused with the catalogue's message, nothing changed
  expect(await post('/receiptreversal/op/returnAdvance', { ids: [], orderkey, sku: first.sku, qty: shipped + 1 })).toMatchObject({ returnCode: '500', returnMgr: `More of item ${String(first.sku)} returned than the ${String(shipped)} shipped` });
  expect(await post('/receiptreversal/op/returnAdvance', { ids: [], orderkey, sku: 'NOT-ON-IT', qty: 1 }, { lang: 'zh_cn' })).toMatchObject({ returnCode: '500', returnMgr: '单据中没有商品 NOT-ON-IT' });
  expect(one('SELECT qtyexpected FROM receiptdetail WHERE receiptkey = ? AND sku = ?', receiptkey, String(first.sku))).toEqual({ qtyexpected: shipped });

  // once the return is being received, the next advance notice is a new receipt that counts the first
  const id = Number((one('SELECT id FROM receipt WHERE receiptkey = ?', receiptkey) as Body).id);
  const line = String((one('SELECT receiptlinenumber FROM receiptdetail WHERE receiptkey = ? AND sku = ?', receiptkey, String(second.sku)) as Body).receiptlinenumber);
  expect((await post('/asn/op/receive', { ids: [id], line, qty: 1 })).returnCode).toBe('200');
  expect((await post('/receiptreversal/op/returnAdvance', { ids: [], orderkey, sku: first.sku, qty: 1 })).returnMgr).toMatch(/returned than the/);
  const next = await post('/receiptreversal/op/returnAdvance', { ids: [], orderkey, sku: second.sku, qty: Number(second.qtyshipped) - 1 });
  if (Number(second.qtyshipped) > 1) {
    expect((next.bean as Body).receiptkey).not.toBe(receiptkey);
    // zero takes the item off the open return; a return left empty is not kept
    expect((await post('/receiptreversal/op/returnAdvance', { ids: [], orderkey, sku: second.sku, qty: 0 })).bean).toMatchObject({ receiptkey: '', lines: 0 });
    expect(one('SELECT COUNT(*) AS n FROM receipt WHERE receiptkey = ?', String((next.bean as Body).receiptkey))).toEqual({ n: 0 });
  }
  expect(checkInvariants(db(), 'WH01')).toEqual([]);
});

test('bad input to the return advance notice: catalogued messages, nothing changed', async () => {
  const orderkey = shippedOrder();
  const sku = String(page(await post('/returnAdvance/lines/1', { orderkey })).list[0]?.sku);
  const receipts = one('SELECT COUNT(*) AS n FROM receipt');
  const refused = async (body: Body, code: string, text: RegExp, token = admin) => {
    const answer = await post('/receiptreversal/op/returnAdvance', { ids: [], orderkey, sku, qty: 1, ...body }, { token });
    expect([answer.returnCode, answer.returnMgr]).toEqual([code, expect.stringMatching(text)]);
  };
  await refused({ orderkey: undefined }, '400', /Original order no\.: cannot be empty/);
  await refused({ qty: 'two' }, '400', /^Qty to return must be a valid number$/);
  await refused({ qty: -1 }, '500', /^Qty to return must be between 0 and 999999999$/);
  await refused({ returnreason: 'BOGUS' }, '500', /^Return reason: no such code, or it is inactive$/);
  await refused({ orderkey: 'SO_NONE' }, '404', /Document SO_NONE does not exist/);
  const open = String((one(`SELECT orderkey FROM orders WHERE whseid = 'WH01' AND status = '0' AND storerkey = 'OW001' ORDER BY orderkey LIMIT 1`) as Body).orderkey);
  await refused({ orderkey: open }, '500', /is in status "New": "Return advance notice" is not allowed/);
  expect(await post('/returnAdvance/lines/1', { orderkey: open })).toMatchObject({ returnCode: '500' });
  await refused({ ids: [987_654_321] }, '404', /The input value does not exist/);
  // the shipper has no edit rights on the list: no access; nor does it see another owner's order
  await refused({}, '403', /Have no access/, shipper);
  const foreign = shippedOrder('OW003');
  expect((await post('/returnAdvance/lines/1', { orderkey: foreign }, { token: shipper })).returnMgr).toMatch(/does not exist|Have no access/);
  expect(one('SELECT COUNT(*) AS n FROM receipt')).toEqual(receipts);
});
