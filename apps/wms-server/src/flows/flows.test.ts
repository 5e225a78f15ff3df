import { randomUUID } from 'node:crypto';
import { checkInvariants } from '../ledger/ledger';
import { startHarness, type Harness } from '../test-utils/harness';

let h: Harness;
let admin: string;
let shipper: string;
type Row = Record<string, unknown>;
const db = () => h.server.db;
const one = (sql: string, ...args: (string | number)[]) => db().prepare(sql).get(...args) as Row;

/** Calls an operation with a fresh (or given) idempotency key. */
async function op(menu: string, code: string, body: Row, opts: { token?: string; key?: string; lang?: 'en' | 'zh_cn' } = {}) {
  const headers: Record<string, string> = { language: opts.lang ?? 'zh_cn', 'content-type': 'application/json', Authorization: opts.token ?? admin };
  if (opts.key !== '') headers['Idempotency-Key'] = opts.key ?? randomUUID();
  const response = await fetch(`${h.server.url}/GT_WMS_APP/${menu}/op/${code}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Row };
}

/** A new receipt of OW001 with lines, made through the generic insert. */
async function newReceipt(lines: [string, number][], storerkey = 'OW001'): Promise<{ id: number; receiptkey: string }> {
  const head = (await h.call('/asn/insert', { storerkey, receipttype: '0', orderdate: '2026-06-01', expectedreceiptdate: '2026-06-02' }, { token: admin })).body.bean as Row;
  for (const [sku, qty] of lines) {
    const line = await h.call('/receiptdetailQuery/insert', { receiptkey: head.receiptkey, storerkey, sku, qtyexpected: qty }, { token: admin });
    expect(line.body.returnCode).toBe('200');
  }
  return { id: Number(head.id), receiptkey: String(head.receiptkey) };
}
const skuOf = (storerkey: string, n = 0) => String((db().prepare('SELECT sku FROM sku WHERE storerkey = ? ORDER BY sku LIMIT 1 OFFSET ?').get(storerkey, n) as Row).sku);
const books = () => { expect(checkInvariants(db())).toEqual([]); };

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
  shipper = await h.login('shipper', 'shipper123');
});
afterAll(async () => h.stop());

test('the column configuration lists a list\'s operations and the buttons grant them', async () => {
  const cfg = (await h.call('/queryDisplayedOrExportedColumns', { menu_code: 'asn', menu_list_code: 'asn_list' }, { token: admin, lang: 'en' })).body.bean as { operations: Row[] };
  expect(cfg.operations.map((o) => o.code)).toEqual(expect.arrayContaining(['receive', 'cancel', 'settle', 'reverse']));
  expect(cfg.operations.find((o) => o.code === 'cancel')).toMatchObject({ name: 'Cancel', button: 'asn:cancel', statusField: 'status', fromStatuses: ['0'], multi: true, confirm: true });
  const buttons = (await h.call('/permission/buttons', undefined, { token: admin })).body.bean as { name: string; nodeList: string[] }[];
  expect(buttons.find((g) => g.name === 'asn')?.nodeList).toEqual(expect.arrayContaining(['asn:receive', 'asn:reverse', 'asn:settle']));
});

test('an inbound day: receive partly and fully, put away, settle; reversal refused once the stock moved', async () => {
  const sku = skuOf('OW001');
  const sku2 = skuOf('OW001', 1);
  const r = await newReceipt([[sku, 10], [sku2, 5]]);
  const partial = await op('asn', 'receive', { ids: [r.id], line: '00001', qty: 4, toloc: 'RCV-01-01-1', toid: 'LPNT1', lottable01: 'B1' });
  expect(partial.body).toMatchObject({ returnCode: '200', bean: { done: 1, received: 4 } });
  expect(one('SELECT status, totalqtyreceived FROM receipt WHERE id = ?', r.id)).toEqual({ status: '1', totalqtyreceived: 4 });
  const over = await op('asn', 'receive', { ids: [r.id], line: '00001', qty: 7 }, { lang: 'en' });
  expect(over.body).toMatchObject({ returnCode: '500', returnMgr: `Receiving more of item ${sku} than expected (over-receipt limit 10)` });
  const lost = await op('asn', 'receive', { ids: [r.id], line: '00001', qty: 1, toloc: 'LOST' });
  expect(lost.body).toMatchObject({ returnCode: '500', returnMgr: '库位不能是丢失箱位' });
  expect((await op('asn', 'receiveAll', { ids: [r.id], toloc: 'RCV-01-01-1' })).body).toMatchObject({ returnCode: '200', bean: { received: 11 } });
  expect(one('SELECT status, totalqtyreceived FROM receipt WHERE id = ?', r.id)).toEqual({ status: '2', totalqtyreceived: 15 });
  books();
  // a scan on a received receipt is refused (§4)
  const scan = await h.call('/asn/scan', { id: r.id, sku, qty: 1 }, { token: admin });
  expect(scan.body.returnMgr).toContain('不允许扫描收货');
  const tasks = await op('asn', 'putawayTasks', { ids: [r.id] });
  expect(tasks.body).toMatchObject({ returnCode: '200' });
  expect(Number((tasks.body.bean as Row).created)).toBeGreaterThan(0);
  const task = one(`SELECT id, toloc, qty FROM taskdetail WHERE tasktype = 'PA' AND taskgroup = ? ORDER BY id LIMIT 1`, r.receiptkey);
  expect(String(task.toloc)).not.toBe('');
  const lostPut = await op('taskdetail', 'putawayConfirm', { ids: [Number(task.id)], toloc: 'LOST' });
  expect(lostPut.body.returnMgr).toBe('库位不能是丢失箱位');
  expect((await op('taskdetail', 'putawayConfirm', { ids: [Number(task.id)] })).body).toMatchObject({ returnCode: '200' });
  books();
  const reversal = await op('asn', 'reverse', { ids: [r.id] });
  expect(reversal.body).toMatchObject({ returnCode: '500', returnMgr: `入库单 ${r.receiptkey} 的库存已移动或分配，不能冲销` });
  const settled = await op('asn', 'settle', { ids: [r.id] });
  expect(settled.body).toMatchObject({ returnCode: '200', bean: { done: 1 } });
  expect(((settled.body.bean as Row).lines as Row[]).map((l) => l.difference)).toEqual([0, 0]);
  expect(one('SELECT status FROM receipt WHERE id = ?', r.id)).toEqual({ status: '4' });
  books();
});

test('a reversal before the stock moved takes back what the receipt booked', async () => {
  const sku = skuOf('OW001', 2);
  const r = await newReceipt([[sku, 6]]);
  await op('asn', 'receive', { ids: [r.id], line: '00001', qty: 6, toloc: 'RCV-01-01-1' });
  const before = one(`SELECT COUNT(*) AS n FROM itrn WHERE sourcekey = ?`, r.receiptkey);
  const answer = await op('asn', 'reverse', { ids: [r.id] });
  expect(answer.body).toMatchObject({ returnCode: '200', bean: { reversed: 6 } });
  expect(one('SELECT status, totalqtyreceived FROM receipt WHERE id = ?', r.id)).toEqual({ status: '0', totalqtyreceived: 0 });
  expect(Number(one(`SELECT COUNT(*) AS n FROM itrn WHERE sourcekey = ?`, r.receiptkey).n)).toBe(Number(before.n) + 1);
  books();
});

test('the same request with the same Idempotency-Key books once and answers the same', async () => {
  const sku = skuOf('OW001', 3);
  const r = await newReceipt([[sku, 9]]);
  const key = randomUUID();
  const first = await op('asn', 'receive', { ids: [r.id], line: '00001', qty: 2 }, { key });
  const second = await op('asn', 'receive', { ids: [r.id], line: '00001', qty: 2 }, { key });
  expect(second.body).toEqual(first.body);
  expect(one('SELECT totalqtyreceived FROM receipt WHERE id = ?', r.id)).toEqual({ totalqtyreceived: 2 });
  const missing = await op('asn', 'receive', { ids: [r.id], line: '00001', qty: 2 }, { key: '' });
  expect(missing).toMatchObject({ status: 400, body: { returnCode: '400' } });
});

test('the generic save refuses a changed status', async () => {
  const r = await newReceipt([[skuOf('OW001', 4), 1]]);
  const answer = await h.call('/asn/update', { id: r.id, status: '4' }, { token: admin, lang: 'en' });
  expect(answer.body).toMatchObject({ returnCode: '500', returnMgr: 'A status changes only through its operation, never by editing' });
  expect((await h.call('/asn/update', { id: r.id, notes: 'fine', status: '0' }, { token: admin })).body.returnCode).toBe('200');
});

test('inventory: move, adjust, hold (allocation refused), release, transfers; the books balance', async () => {
  const stock = one(`SELECT id, qty, sku, storerkey FROM lotxlocxid WHERE whseid = 'WH01' AND storerkey = 'OW001' AND status = 'OK' AND qtyallocated = 0 AND qtypicked = 0 AND qtyonhold = 0 AND qty >= 20 ORDER BY id LIMIT 1`);
  const id = Number(stock.id);
  expect((await op('inventorySearch', 'move', { ids: [id], qty: 0, toloc: 'A-01-05-1' })).body.returnCode).toBe('500');
  expect((await op('inventorySearch', 'move', { ids: [id], qty: 2 })).body).toMatchObject({ returnCode: '400' });
  expect((await op('inventorySearch', 'move', { ids: [id], qty: 2, toloc: 'LOST' })).body.returnMgr).toBe('库位不能是丢失箱位');
  expect((await op('inventorySearch', 'move', { ids: [id], qty: 2, toloc: 'A-01-05-1' })).body).toMatchObject({ returnCode: '200' });
  expect((await op('inventorySearch', 'adjust', { ids: [id], qty: -1, reasoncode: 'DMG' })).body).toMatchObject({ returnCode: '200' });
  expect((await op('inventorySearch', 'hold', { ids: [id], holdcode: '质量', reason: 'x' })).body.returnMgr).toContain('不能包含中文');
  expect((await op('inventorySearch', 'hold', { ids: [id], holdcode: 'QC' }, { lang: 'en' })).body).toMatchObject({ returnCode: '400', returnMgr: 'Hold reason: cannot be empty' });
  // a hold code must be one of the code list's (an operation's input judged by the rules it is served with)
  const unknownHold = (await op('inventorySearch', 'hold', { ids: [id], holdcode: 'QA', reason: 'x' }, { lang: 'en' })).body;
  expect([unknownHold.returnCode, unknownHold.returnMgr]).toEqual(['500', 'Hold code: no such code, or it is inactive']);
  const held = await op('inventorySearch', 'hold', { ids: [id], holdcode: 'QC', reason: 'inspection', autoreleasehours: 2 });
  expect(held.body).toMatchObject({ returnCode: '200' });
  expect(one('SELECT status, qtyonhold FROM lotxlocxid WHERE id = ?', id)).toMatchObject({ status: 'HOLD' });
  const holdRow = one('SELECT id FROM inventoryhold WHERE inventoryholdkey = ?', String((held.body.bean as Row).inventoryholdkey));
  // the auto-release hours are honoured at the next operation after they pass
  h.clock.now += 3 * 3600_000;
  expect((await op('inventorySearch', 'adjust', { ids: [id], qty: 1, reasoncode: 'FOUND' })).body.returnCode).toBe('200');
  expect(one('SELECT status FROM inventoryhold WHERE id = ?', Number(holdRow.id))).toEqual({ status: '0' });
  expect(one('SELECT qtyonhold FROM lotxlocxid WHERE id = ?', id)).toEqual({ qtyonhold: 0 });
  const again = await op('inventorySearch', 'hold', { ids: [id], holdcode: 'QC', reason: 'again' });
  const holdId = Number(one('SELECT id FROM inventoryhold WHERE inventoryholdkey = ?', String((again.body.bean as Row).inventoryholdkey)).id);
  expect((await op('inventoryhold', 'release', { ids: [holdId] })).body).toMatchObject({ returnCode: '200' });
  expect((await op('inventoryhold', 'release', { ids: [holdId] })).body.returnCode).toBe('500');
  expect((await op('inventorySearch', 'transferOwner', { ids: [id], tostorerkey: 'OW002', qty: 1 })).body).toMatchObject({ returnCode: '200' });
  expect((await op('inventorySearch', 'transferWarehouse', { ids: [id], towhseid: 'WH02', toloc: 'A-01-05-1', qty: 1 })).body).toMatchObject({ returnCode: '200' });
  books();
});

test('the shipper: another owner\'s document answers like an unknown one; its own may be cancelled', async () => {
  const other = await newReceipt([[skuOf('OW003'), 3]], 'OW003');
  const mine = await newReceipt([[skuOf('OW001', 5), 3]]);
  const foreign = await op('asn', 'cancel', { ids: [other.id] }, { token: shipper });
  const unknown = await op('asn', 'cancel', { ids: [999_999_999] }, { token: shipper });
  expect(foreign.body).toEqual(unknown.body);
  expect(foreign.body).toMatchObject({ returnCode: '404', returnMgr: '输入的值不存在' });
  expect((await op('asn', 'receive', { ids: [mine.id], line: '00001', qty: 1 }, { token: shipper })).body.returnCode).toBe('403');
  expect((await op('asn', 'cancel', { ids: [mine.id] }, { token: shipper })).body).toMatchObject({ returnCode: '200' });
  expect(one('SELECT status FROM receipt WHERE id = ?', mine.id)).toEqual({ status: '9' });
});

test('the receive station: open, scan, undo, close; refusals keep the scans booked', async () => {
  const sku = skuOf('OW001', 6);
  const r = await newReceipt([[sku, 3]]);
  const call = async (action: string, body: Row, lang: 'en' | 'zh_cn' = 'zh_cn') => {
    const response = await fetch(`${h.server.url}/GT_WMS_APP/station/receive/${action}`, {
      method: 'POST', headers: { language: lang, 'content-type': 'application/json', Authorization: admin, 'Idempotency-Key': randomUUID() }, body: JSON.stringify(body),
    });
    return (await response.json()) as Row;
  };
  expect((await call('open', { code: r.receiptkey })).bean).toMatchObject({ station: 'receive', key: r.receiptkey, blind: false, totals: { expected: 3, done: 0 }, complete: false });
  expect((await call('scan', { key: r.receiptkey, code: sku })).bean).toMatchObject({ booked: 1, line: { sku, done: 1 } });
  expect((await call('scan', { key: r.receiptkey, code: 'NOPE' }, 'en')).returnMgr).toBe('Item NOPE is not on this document');
  expect((await call('undo', { key: r.receiptkey, code: sku })).bean).toMatchObject({ booked: -1, doc: { totals: { done: 0 } } });
  expect((await call('undo', { key: r.receiptkey, code: sku }, 'en')).returnMgr).toBe('Scan quantity 0 cannot be rolled back');
  expect((await call('scan', { key: r.receiptkey, code: sku, qty: 2 })).bean).toMatchObject({ doc: { complete: false, totals: { done: 2 } } });
  expect((await call('close', { key: r.receiptkey })).bean).toMatchObject({ status: '2' });
  expect((await call('scan', { key: r.receiptkey, code: sku }, 'en')).returnMgr).toContain('does not allow scanning');
  books();
});
