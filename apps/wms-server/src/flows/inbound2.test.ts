/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { checkInvariants } from '../ledger/ledger';
import { startHarness, type Harness } from '../test-utils/harness';

/** ASN with lines in one save, cycle count, barcodes and labels, serial numbers, the return and count stations. */
jest.setTimeout(120_000);

let h: Harness;
let admin: string;
type Body = Record<string, unknown>;
const db = () => h.server.db;
const one = (sql: string, ...args: (string | number)[]) => db().prepare(sql).get(...args) as Body;

async function post(path: string, body: Body, lang: 'en' | 'zh_cn' = 'en'): Promise<Body> {
  const response = await fetch(`${h.server.url}/GT_WMS_APP${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', language: lang, Authorization: admin, 'Idempotency-Key': randomUUID() }, body: JSON.stringify(body),
  });
  return (await response.json()) as Body;
}
const skuOf = (n: number) => String(one('SELECT sku FROM sku WHERE storerkey = ? ORDER BY sku LIMIT 1 OFFSET ?', 'OW001', n).sku);

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
});
afterAll(async () => h.stop());

test('an ASN with three lines in one save; a bad line keeps none of it', async () => {
  const header = { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-01', expectedreceiptdate: '2026-06-02' };
  const saved = await post('/asn/saveWithLines', { header, lines: [{ sku: skuOf(0), qtyexpected: 5 }, { sku: skuOf(1), qtyexpected: 7 }, { sku: skuOf(2), qtyexpected: 1 }] });
  expect(saved.returnCode).toBe('200');
  const bean = saved.bean as { header: Body; lines: Body[] };
  expect(bean.lines.map((l) => [l.receiptlinenumber, l.qtyexpected])).toEqual([['00001', 5], ['00002', 7], ['00003', 1]]);
  expect(bean.header.totalqtyexpected).toBe(13);
  const receipts = one('SELECT COUNT(*) AS n FROM receipt');
  const bad = await post('/asn/saveWithLines', { header, lines: [{ sku: skuOf(0), qtyexpected: 5 }, { sku: skuOf(1), qtyexpected: 0 }] });
  expect(bad).toMatchObject({ returnCode: '500', returnMgr: 'Row 2: Qty expected must be greater than 0' });
  expect(one('SELECT COUNT(*) AS n FROM receipt')).toEqual(receipts);
});

test('an outbound order with its lines in one save, edited later; a bad line keeps none of it', async () => {
  const header = { storerkey: 'OW001', ordertype: '0', orderdate: '2026-06-01 10:00:00' };
  const saved = await post('/orders/saveWithLines', { header, lines: [{ sku: skuOf(0), qtyordered: 3 }, { sku: skuOf(1), qtyordered: 2 }] });
  expect(saved.returnCode).toBe('200');
  const bean = saved.bean as { header: Body; lines: Body[] };
  expect(bean.lines.map((l) => [l.orderlinenumber, l.sku, l.qtyordered, l.orderkey])).toEqual([['00001', skuOf(0), 3, bean.header.orderkey], ['00002', skuOf(1), 2, bean.header.orderkey]]);
  expect(one('SELECT qtyordered FROM orders WHERE id = ?', bean.header.id as number)).toEqual({ qtyordered: 5 });
  // Edited: one line changed, one added, the other kept.
  const first = bean.lines[0] as Body;
  const edited = await post('/orders/saveWithLines', { header: { ...header, id: bean.header.id as number }, lines: [{ id: first.id as number, sku: skuOf(0), qtyordered: 4 }, { sku: skuOf(2), qtyordered: 1 }] });
  expect((edited.bean as { lines: Body[] }).lines.map((l) => [l.orderlinenumber, l.qtyordered])).toEqual([['00001', 4], ['00002', 2], ['00003', 1]]);
  // The header's ordered quantity is its lines' sum from the first save, not only once allocated.
  expect(one('SELECT qtyordered FROM orders WHERE id = ?', bean.header.id as number)).toEqual({ qtyordered: 7 });
  const orders = one('SELECT COUNT(*) AS n FROM orders');
  const bad = await post('/orders/saveWithLines', { header, lines: [{ sku: skuOf(0), qtyordered: 1 }, { sku: skuOf(1), qtyordered: -2 }] }, 'zh_cn');
  expect(bad.returnCode).toBe('500');
  expect(bad.returnMgr).toMatch(/^第 2 行：/);
  expect(one('SELECT COUNT(*) AS n FROM orders')).toEqual(orders);
});

test('cycle count: generate, count, variance in the exceptions, approval adjusts through the ledger', async () => {
  const loc = String(one(`SELECT loc FROM lotxlocxid WHERE whseid = 'WH01' AND qty > 5 AND qtyallocated = 0 AND qtypicked = 0 AND qtyonhold = 0 AND status = 'OK' ORDER BY id LIMIT 1`).loc);
  const generated = await post('/ccparenttask/op/generate', { ids: [], loc });
  expect(generated).toMatchObject({ returnCode: '200' });
  const cckey = String((generated.bean as Body).cckey);
  const task = one(`SELECT id, stockid, sysqty FROM cctask WHERE parentkey = ? ORDER BY cckey LIMIT 1`, cckey);
  // Each count task it made has its history: made by the generate operation.
  expect(one(`SELECT a.entity, a.action, a.operation FROM audit_log a WHERE a.tablename = 'cctask' AND a.recordid = ?`, Number(task.id))).toMatchObject({ action: 'operation', operation: 'generate' });
  expect((await post('/cctaskdetail/op/enterCount', { ids: [Number(task.id)], countqty: Number(task.sysqty) - 2 })).bean).toMatchObject({ variance: -2 });
  const exceptions = await post('/ccexception/list/1', { cckey: `${cckey}-001` });
  expect((exceptions.page as { total: number }).total).toBe(1);
  const before = Number(one('SELECT qty FROM lotxlocxid WHERE id = ?', Number(task.stockid)).qty);
  expect((await post('/ccexception/op/approve', { ids: [Number(task.id)] })).bean).toMatchObject({ adjusted: 1 });
  expect(Number(one('SELECT qty FROM lotxlocxid WHERE id = ?', Number(task.stockid)).qty)).toBe(before - 2);
  expect(one(`SELECT reasoncode, qty FROM adjustment WHERE reviewremark = ?`, `${cckey}-001`)).toEqual({ reasoncode: 'CC', qty: -2 });
  expect((await post('/ccexception/op/approve', { ids: [Number(task.id)] })).returnMgr).toMatch(/is in status/);
  expect((await post('/ccparenttask/op/generate', { ids: [] })).returnMgr).toBe('Zone or location: cannot be empty');
  expect(checkInvariants(db(), 'WH01')).toEqual([]);
});

test('the count station counts blind and its close enters the counts', async () => {
  const stock = one(`SELECT loc, sku FROM lotxlocxid WHERE whseid = 'WH01' AND qty > 0 ORDER BY id DESC LIMIT 1`);
  const cckey = String(((await post('/ccparenttask/op/generate', { ids: [], loc: String(stock.loc) })).bean as Body).cckey);
  const open = (await post('/station/count/open', { code: cckey })).bean as Body;
  expect(open).toMatchObject({ station: 'count', blind: true, totals: { done: 0 } });
  expect((open.lines as Body[])[0]).not.toHaveProperty('expected');
  expect((await post('/station/count/scan', { key: cckey, code: String(stock.sku), qty: 3 })).bean).toMatchObject({ booked: 3, doc: { totals: { done: 3 } } });
  expect((await post('/station/count/close', { key: cckey })).bean).toMatchObject({ complete: true });
  expect(one(`SELECT status, countqty FROM cctask WHERE parentkey = ? AND sku = ? ORDER BY cckey LIMIT 1`, cckey, String(stock.sku))).toEqual({ status: '1', countqty: 3 });
});

test('delivery-note barcodes, label data, serial numbers in and out', async () => {
  const saved = (await post('/asn/saveWithLines', { header: { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-01', expectedreceiptdate: '2026-06-02' }, lines: [{ sku: skuOf(3), qtyexpected: 2 }] })).bean as { header: Body };
  const id = Number(saved.header.id);
  const other = (await post('/asn/saveWithLines', { header: { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-01', expectedreceiptdate: '2026-06-02' }, lines: [{ sku: skuOf(3), qtyexpected: 1 }] })).bean as { header: Body };
  expect((await post('/asn/op/barcodeLink', { ids: [id], barcode: 'DN0001' })).returnCode).toBe('200');
  expect((await post('/asn/op/barcodeLink', { ids: [Number(other.header.id)], barcode: 'DN0001' })).returnMgr).toBe(`Barcode DN0001 is already linked to receipt ${String(saved.header.receiptkey)}`);
  const labels = (await post('/asn/op/barcodeLabels', { ids: [id], perUnit: '1' })).bean as { labels: Body[] };
  expect(labels.labels).toEqual([expect.objectContaining({ receiptkey: saved.header.receiptkey, line: '00001', sku: skuOf(3), qty: 2, copies: 2, barcode: skuOf(3) })]);
  expect((await post('/asn/op/serialIn', { ids: [id], sku: skuOf(3), serialnumber: 'SNX1' })).returnMgr).toMatch(/is in status/);
  await post('/asn/op/receive', { ids: [id], line: '00001', qty: 1 });
  expect((await post('/asn/op/serialIn', { ids: [id], sku: skuOf(3), serialnumber: 'SNX1' })).returnCode).toBe('200');
  expect((await post('/asn/op/serialIn', { ids: [id], sku: skuOf(3), serialnumber: 'SNX1' })).returnMgr).toBe('Serial number SNX1 is already in stock');
  const sn = Number(one(`SELECT id FROM serialnumber WHERE serialnumber = 'SNX1'`).id);
  expect((await post('/invSernumInventory/op/serialOut', { ids: [sn], orderkey: 'SO1' })).returnCode).toBe('200');
  expect(one('SELECT status, direction, orderkey FROM serialnumber WHERE id = ?', sn)).toEqual({ status: '2', direction: 'OUT', orderkey: 'SO1' });
});

test('the return stations take return receipts only; returnScan is blind', async () => {
  const ret = (await post('/asn/saveWithLines', { header: { storerkey: 'OW001', receipttype: '1', orderdate: '2026-06-01', expectedreceiptdate: '2026-06-02' }, lines: [{ sku: skuOf(4), qtyexpected: 2 }] })).bean as { header: Body };
  const normal = (await post('/asn/saveWithLines', { header: { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-01', expectedreceiptdate: '2026-06-02' }, lines: [{ sku: skuOf(4), qtyexpected: 2 }] })).bean as { header: Body };
  const key = String(ret.header.receiptkey);
  expect((await post('/station/returnIn/open', { code: String(normal.header.receiptkey) })).returnMgr).toBe(`Receipt ${String(normal.header.receiptkey)} is not a return receipt`);
  expect((await post('/station/returnIn/open', { code: key })).bean).toMatchObject({ blind: false, totals: { expected: 2, done: 0 } });
  const blind = (await post('/station/returnScan/open', { code: key })).bean as Body;
  expect(blind).toMatchObject({ blind: true });
  expect((blind.lines as Body[])[0]).not.toHaveProperty('expected');
  expect((await post('/station/returnScan/scan', { key, code: skuOf(4) })).bean).toMatchObject({ booked: 1 });
  expect(one('SELECT totalqtyreceived FROM receipt WHERE receiptkey = ?', key)).toEqual({ totalqtyreceived: 1 });
  expect(checkInvariants(db(), 'WH01')).toEqual([]);
});
