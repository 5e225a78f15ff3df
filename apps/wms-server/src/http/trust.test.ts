/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { message } from '../catalogue/messages';
import { startHarness, type Harness } from '../test-utils/harness';

/**
 * Issue 25, points 3–6 on the server: versions and the stale-write answer, the idempotency key on
 * every write, the audit log and its calls, the books check and its command.
 */

jest.setTimeout(240_000);

type Row = Record<string, unknown>;
let h: Harness;
let admin: string;
let shipper: string;
const db = () => h.server.db;
const one = (sql: string, ...args: (string | number)[]) => db().prepare(sql).get(...args) as Row;

/** A call with headers of our own (an Idempotency-Key). */
async function send(path: string, body: unknown, opts: { token?: string; key?: string; lang?: 'en' | 'zh_cn' } = {}) {
  const headers: Record<string, string> = { language: opts.lang ?? 'zh_cn', 'content-type': 'application/json', Authorization: opts.token ?? admin };
  if (opts.key) headers['Idempotency-Key'] = opts.key;
  const response = await fetch(`${h.server.url}/GT_WMS_APP${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Row };
}

const newReceipt = async (notes: string) => (await send('/asn/insert', { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-01', expectedreceiptdate: '2026-06-02', notes }, { key: randomUUID() })).body.bean as Row;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
  shipper = await h.login('shipper', 'shipper123');
});
afterAll(async () => h.stop());

describe('versions: no lost update', () => {
  test('every write raises the version; a write from a stale read is refused with the current record', async () => {
    const r = await newReceipt('v1');
    expect(r.version).toBe(1);
    const list = (await h.call('/asn/list/1', { receiptkey: r.receiptkey }, { token: admin })).body.page as { list: Row[] };
    expect(list.list[0]?.version).toBe(1);
    const first = await send('/asn/update', { ...r, notes: 'first' });
    expect(first.body).toMatchObject({ returnCode: '200', bean: { notes: 'first', version: 2 } });
    // The second person read version 1: refused, nothing written, the current record answered.
    const second = await send('/asn/update', { ...r, notes: 'second' }, { lang: 'en' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      returnCode: '409',
      returnMgr: message('en', 'staleVersion', `ASN / receipts ${String(r.receiptkey)}`, 'admin', String((first.body.bean as Row).editdate)),
      bean: { id: r.id, version: 2, editwho: 'admin', record: { notes: 'first', version: 2 } },
    });
    expect((await send('/asn/update', { ...r, notes: 'second' })).body.returnMgr).toBe(message('zh', 'staleVersion', `入库单 ${String(r.receiptkey)}`, 'admin', String((first.body.bean as Row).editdate)));
    expect(one('SELECT notes, version FROM receipt WHERE id = ?', Number(r.id))).toEqual({ notes: 'first', version: 2 });
    // No version named: accepted (older clients).
    expect((await send('/asn/update', { id: r.id, notes: 'old client' })).body).toMatchObject({ returnCode: '200', bean: { version: 3 } });
    // Delete and operations carry `versions`; stale ones are refused too.
    expect((await send('/asn/delete', { ids: [r.id], versions: { [String(r.id)]: 2 } })).status).toBe(409);
    expect((await send('/asn/op/cancel', { ids: [r.id], versions: { [String(r.id)]: 1 } }, { key: randomUUID() })).body.returnCode).toBe('409');
    expect(one('SELECT status FROM receipt WHERE id = ?', Number(r.id))).toEqual({ status: '0' });
    // An operation raises the version like any write.
    expect((await send('/asn/op/cancel', { ids: [r.id], versions: { [String(r.id)]: 3 } }, { key: randomUUID() })).body.returnCode).toBe('200');
    expect(one('SELECT status, version FROM receipt WHERE id = ?', Number(r.id))).toEqual({ status: '9', version: 4 });
  });

  test('save-with-lines checks the header\'s and each line\'s version; a ledger booking raises the stock row\'s', async () => {
    const sku = String(one("SELECT sku FROM sku WHERE storerkey = 'OW001' ORDER BY sku LIMIT 1").sku);
    const saved = (await send('/asn/saveWithLines', { header: { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-01', expectedreceiptdate: '2026-06-02' }, lines: [{ sku, qtyexpected: 5 }] })).body.bean as { header: Row; lines: Row[] };
    expect(saved.header.totalqtyexpected).toBe(5);
    const line = saved.lines[0] as Row;
    const again = await send('/asn/saveWithLines', { header: saved.header, lines: [{ ...line, qtyexpected: 6 }] });
    expect(again.body).toMatchObject({ returnCode: '200', bean: { header: { totalqtyexpected: 6 } } });
    const stale = await send('/asn/saveWithLines', { header: (again.body.bean as { header: Row }).header, lines: [{ ...line, qtyexpected: 7 }] });
    expect(stale.status).toBe(409);
    expect(one('SELECT qtyexpected FROM receiptdetail WHERE id = ?', Number(line.id))).toEqual({ qtyexpected: 6 });
    const stock = one("SELECT id, version FROM lotxlocxid WHERE whseid = 'WH01' AND qty > 0 ORDER BY id LIMIT 1");
    db().prepare('UPDATE lotxlocxid SET qty = qty WHERE id = ?').run(Number(stock.id));
    expect(one('SELECT version FROM lotxlocxid WHERE id = ?', Number(stock.id)).version).toBe(Number(stock.version) + 1);
  });
});

describe('idempotency: no doubled save', () => {
  test('a repeated key answers the stored answer and writes nothing; another body under the key is 422', async () => {
    const key = randomUUID();
    const body = { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-01', expectedreceiptdate: '2026-06-02', externreceiptkey: 'IDEM-1' };
    const first = await send('/asn/insert', body, { key });
    const retry = await send('/asn/insert', body, { key });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.body).toEqual(first.body);
    expect(one("SELECT COUNT(*) AS n FROM receipt WHERE externreceiptkey = 'IDEM-1'").n).toBe(1);
    const other = await send('/asn/insert', { ...body, externreceiptkey: 'IDEM-2' }, { key, lang: 'en' });
    expect(other).toMatchObject({ status: 422, body: { returnCode: '422', returnMgr: message('en', 'idempotencyKeyReused') } });
    // An update and a delete replayed: one write each, the same answer (not "not found").
    const id = Number((first.body.bean as Row).id);
    const updateKey = randomUUID();
    await send('/asn/update', { id, notes: 'once' }, { key: updateKey });
    const replayed = await send('/asn/update', { id, notes: 'once' }, { key: updateKey });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(one('SELECT version FROM receipt WHERE id = ?', id).version).toBe(2);
    const deleteKey = randomUUID();
    expect((await send('/asn/delete', { ids: [id] }, { key: deleteKey })).body.returnCode).toBe('200');
    expect((await send('/asn/delete', { ids: [id] }, { key: deleteKey })).body).toMatchObject({ returnCode: '200', bean: { deleted: 1 } });
    expect(one("SELECT COUNT(*) AS n FROM audit_log WHERE tablename = 'receipt' AND recordid = ?", id).n).toBe(3);
    // A refused write stores nothing: the same key may then carry the corrected request.
    const fixKey = randomUUID();
    expect((await send('/asn/insert', { ...body, storerkey: '' }, { key: fixKey })).body.returnCode).not.toBe('200');
    expect((await send('/asn/insert', { ...body, externreceiptkey: 'IDEM-4' }, { key: fixKey })).body.returnCode).toBe('200');
  });
});

describe('the audit log', () => {
  test('insert, update, operation and delete each leave a row with who, the call, the key and the changes; paged newest first', async () => {
    const key = randomUUID();
    const r = (await send('/asn/insert', { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-01', expectedreceiptdate: '2026-06-02', notes: 'before' }, { key })).body.bean as Row;
    await send('/asn/update', { ...r, notes: 'after' });
    await send('/asn/op/cancel', { ids: [r.id] }, { key: randomUUID() });
    const page = (await send('/audit/record/1', { menuCode: 'asn', id: r.id, pageSize: 2 }, { lang: 'en' })).body.page as { list: Row[]; total: number; pageSize: number };
    expect(page.total).toBe(3);
    expect(page.list.map((e) => [e.action, e.operation])).toEqual([['operation', 'cancel'], ['update', '']]);
    expect(page.list[0]).toMatchObject({ userid: 'admin', username: '系统管理员', call: '/asn/op/cancel', changes: [{ field: 'status', label: 'Status', old: '0', new: '9' }] });
    expect(page.list[1]).toMatchObject({ call: '/asn/update', changes: [{ field: 'notes', label: 'Notes', old: 'before', new: 'after' }] });
    const last = (await send('/audit/record/2', { menuCode: 'asn', id: r.id, pageSize: 2 })).body.page as { list: Row[] };
    expect(last.list).toHaveLength(1);
    expect(last.list[0]).toMatchObject({ action: 'insert', idemKey: key, call: '/asn/insert' });
    expect((last.list[0]?.changes as Row[]).find((c) => c.field === 'notes')).toEqual({ field: 'notes', label: '备注', old: null, new: 'before' });
    // Across documents, for administrators.
    const all = (await send('/audit/list/1', { menuCode: 'asn', recordId: Number(r.id), action: 'update' })).body.page as { list: Row[]; total: number };
    expect(all.total).toBe(1);
    expect(all.list[0]).toMatchObject({ entity: 'asn', menuCode: 'asn', recordid: r.id });
    expect((await send('/audit/list/1', {}, { token: shipper })).body.returnCode).toBe('403');
    // No call or statement changes the log.
    expect(() => db().prepare('UPDATE audit_log SET userid = ? WHERE id = ?').run('x', Number(all.list[0]?.id))).toThrow(/append-only/);
    expect(() => db().prepare('DELETE FROM audit_log').run()).toThrow(/append-only/);
    expect((await send('/audit_log/insert', {})).status).toBe(400);
  });
});

describe('the books check', () => {
  test('answers balanced for administrators, names a broken stock row, and the command checks a database file', async () => {
    expect((await send('/books/check', {})).body).toMatchObject({ returnCode: '200', bean: { balanced: true, count: 0, violations: [] } });
    expect((await send('/books/check', {}, { token: shipper })).body.returnCode).toBe('403');
    const script = resolve(__dirname, '../booksCheck.ts');
    const clean = spawnSync(process.execPath, ['--import', 'tsx', script, '--data', h.dataDir], { encoding: 'utf8' });
    expect([clean.status, clean.stdout]).toEqual([0, expect.stringContaining('books balanced')]);
    const stock = one("SELECT id FROM lotxlocxid WHERE whseid = 'WH01' AND qty > 0 ORDER BY id LIMIT 1");
    db().prepare('UPDATE lotxlocxid SET qty = qty + 1 WHERE id = ?').run(Number(stock.id));
    expect((await send('/books/check', {})).body.bean).toMatchObject({ balanced: false, count: 1, violations: [{ kind: 'onHandEqualsItrn', table: 'lotxlocxid', id: stock.id }] });
    const broken = spawnSync(process.execPath, ['--import', 'tsx', script, '--data', h.dataDir, '--whse', 'WH01'], { encoding: 'utf8' });
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain(`onHandEqualsItrn lotxlocxid id ${String(stock.id)}`);
    db().prepare('UPDATE lotxlocxid SET qty = qty - 1 WHERE id = ?').run(Number(stock.id));
  });
});
