import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from '../test-utils/harness';
import type { WireEvent } from './bus';
import { openStream, type SseStream } from './sseClient';

jest.setTimeout(600_000);
let h: Harness;
let admin: string;
let shipper: string;
type Row = Record<string, unknown>;
const open: SseStream[] = [];

async function stream(token: string | undefined, lastId?: string): Promise<SseStream> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = token;
  if (lastId) headers['Last-Event-ID'] = lastId;
  const s = await openStream(`${h.server.url}/GT_WMS_APP/events`, headers);
  open.push(s);
  return s;
}
const change = (m: { data: string }) => JSON.parse(m.data) as WireEvent;
const isChange = (m: { event: string }) => m.event === 'change';

async function op(menu: string, code: string, body: Row, token = admin) {
  const response = await fetch(`${h.server.url}/GT_WMS_APP/${menu}/op/${code}`, {
    method: 'POST', headers: { language: 'en', 'content-type': 'application/json', Authorization: token, 'Idempotency-Key': randomUUID() }, body: JSON.stringify(body),
  });
  return (await response.json()) as Row;
}
async function newReceipt(storerkey: string): Promise<Row> {
  const answer = await h.call('/asn/insert', { storerkey, receipttype: '0', orderdate: '2026-06-01', expectedreceiptdate: '2026-06-02' }, { token: admin });
  expect(answer.body.returnCode).toBe('200');
  return answer.body.bean as Row;
}

beforeAll(async () => {
  h = await startHarness({ events: { heartbeatMs: 200 } });
  admin = await h.login();
  shipper = await h.login('shipper', 'shipper123');
});
afterEach(() => { for (const s of open.splice(0)) s.close(); });
afterAll(async () => h.stop());

test('without a token the stream is refused with the 401 envelope; the token is never taken from the URL', async () => {
  const anonymous = await stream(undefined);
  expect(anonymous.contentType).toContain('json');
  expect(JSON.parse(anonymous.body ?? '{}')).toMatchObject({ returnCode: '401' });
  const inUrl = await openStream(`${h.server.url}/GT_WMS_APP/events?token=${encodeURIComponent(admin)}`, {});
  expect(JSON.parse(inUrl.body ?? '{}')).toMatchObject({ returnCode: '401' });
});

test('a generic insert, update and delete each publish one event after the commit, with menus, ids, user and kind', async () => {
  const s = await stream(admin);
  const row = await newReceipt('OW001');
  const inserted = change(await s.next(isChange));
  expect(inserted).toMatchObject({ kind: 'insert', user: 'admin', userName: '系统管理员', ids: [Number(row.id)] });
  expect(inserted.menus).toEqual(expect.arrayContaining(['asn', 'receiptPreflight']));
  // Committed before it was published: the record is there for whoever refetches on the event.
  expect(h.server.db.prepare('SELECT id FROM receipt WHERE id = ?').get(Number(row.id))).toBeDefined();
  expect((await h.call('/asn/update', { id: row.id, notes: 'changed' }, { token: admin })).body.returnCode).toBe('200');
  const updated = change(await s.next(isChange));
  expect(updated).toMatchObject({ kind: 'update', ids: [Number(row.id)] });
  // The version the write left (issue 25's version column), the same the detail answers.
  const stored = (await h.call('/asn/detail', { id: row.id }, { token: admin })).body.bean as Row;
  expect(updated.version).toBe(stored.version);
  expect(updated.version).toBe(Number(row.version) + 1);
  expect((await h.call('/asn/delete', { ids: [row.id] }, { token: admin })).body.returnCode).toBe('200');
  const deleted = change(await s.next(isChange));
  expect(deleted).toMatchObject({ kind: 'delete', ids: [Number(row.id)] });
  expect(deleted.groups[0]?.deleted).toEqual([Number(row.id)]);
  expect(s.messages.filter(isChange)).toHaveLength(3);
});

test('a refused write publishes nothing (its rows were rolled back)', async () => {
  const s = await stream(admin);
  const row = await newReceipt('OW001');
  await s.next(isChange);
  // Deleting a known record with an unknown one is all or none: refused, nothing deleted.
  const refused = await h.call('/asn/delete', { ids: [row.id, 999_999_999] }, { token: admin });
  expect(refused.body.returnCode).not.toBe('200');
  await h.call('/asn/update', { id: row.id, notes: 'after the refusal' }, { token: admin });
  const next = change(await s.next(isChange));
  expect(next).toMatchObject({ kind: 'update', ids: [Number(row.id)] });
});

test('operations and station bookings publish one event each, of their kind, naming every list they touch', async () => {
  const row = await newReceipt('OW001');
  const s = await stream(admin);
  expect((await op('asn', 'cancel', { ids: [row.id] })).returnCode).toBe('200');
  const cancelled = change(await s.next(isChange));
  expect(cancelled.kind).toBe('operation');
  // The first operation of the day also releases the holds that are due (their rows are in it too).
  expect(cancelled.groups.find((g) => g.menus.includes('asn'))?.ids).toEqual([Number(row.id)]);
  expect(cancelled.version === null || typeof cancelled.version === 'number').toBe(true);
  expect(s.messages.filter(isChange)).toHaveLength(1);
  const sku = String((h.server.db.prepare(`SELECT sku FROM sku WHERE storerkey = 'OW001' ORDER BY sku LIMIT 1 OFFSET 7`).get() as Row).sku);
  const receipt = await newReceipt('OW001');
  await s.next(isChange);
  expect((await h.call('/receiptdetailQuery/insert', { receiptkey: receipt.receiptkey, storerkey: 'OW001', sku, qtyexpected: 2 }, { token: admin })).body.returnCode).toBe('200');
  await s.next(isChange);
  const station = await fetch(`${h.server.url}/GT_WMS_APP/station/receive/scan`, {
    method: 'POST', headers: { language: 'en', 'content-type': 'application/json', Authorization: admin, 'Idempotency-Key': randomUUID() }, body: JSON.stringify({ key: receipt.receiptkey, code: sku }),
  });
  expect(((await station.json()) as Row).returnCode).toBe('200');
  const booked = change(await s.next(isChange));
  expect(booked.kind).toBe('booking');
  expect(booked.menus).toEqual(expect.arrayContaining(['asn', 'receiptdetailQuery', 'inventorySearch', 'itrn']));
  expect(booked.groups.find((g) => g.menus.includes('asn'))?.ids).toEqual([Number(receipt.id)]);
});

test('the shipper hears of its own owners\' records only, in its warehouse (tested at the stream)', async () => {
  const theirs = await stream(shipper);
  const all = await stream(admin);
  const foreign = await newReceipt('OW003');
  const own = await newReceipt('OW001');
  // The admin hears both, in order; the shipper only the second.
  expect(change(await all.next(isChange)).ids).toEqual([Number(foreign.id)]);
  expect(change(await all.next(isChange)).ids).toEqual([Number(own.id)]);
  expect(change(await theirs.next(isChange)).ids).toEqual([Number(own.id)]);
  await op('asn', 'cancel', { ids: [foreign.id] });
  await all.next(isChange);
  await new Promise((r) => setTimeout(r, 100));
  for (const m of theirs.messages.filter(isChange)) expect(change(m).ids).not.toContain(Number(foreign.id));
  expect(theirs.messages.filter(isChange)).toHaveLength(1);
});

test('a stream of another warehouse hears nothing of WH01; a switch of warehouse ends the stream with a reset', async () => {
  const token = await h.login();
  expect((await h.call('/warehouse/switch', { wmsId: 'WH02' }, { token })).body.returnCode).toBe('200');
  const wh02 = await stream(token);
  const wh01 = await stream(admin);
  const row = await newReceipt('OW001');
  expect(change(await wh01.next(isChange)).ids).toEqual([Number(row.id)]);
  await new Promise((r) => setTimeout(r, 100));
  expect(wh02.messages.filter(isChange)).toHaveLength(0);
  expect((await h.call('/warehouse/switch', { wmsId: 'WH01' }, { token })).body.returnCode).toBe('200');
  await wh02.next((m) => m.event === 'reset', 2000);
  await wh02.ended;
});

test('Last-Event-ID resumes after a reconnect: the missed events in order, none twice; an id past the ring answers reset', async () => {
  const first = await stream(admin);
  await newReceipt('OW001');
  const seen = await first.next(isChange);
  first.close();
  const missed = [await newReceipt('OW001'), await newReceipt('OW002'), await newReceipt('OW001')];
  const again = await stream(admin, seen.id);
  for (const row of missed) expect(change(await again.next(isChange)).ids).toEqual([Number(row.id)]);
  expect(again.messages.filter(isChange)).toHaveLength(3);
  const stale = await stream(admin, '1');
  expect((await stale.next((m) => m.event === 'reset')).event).toBe('reset');
});

test('a heartbeat comment keeps the stream alive; a logout ends it', async () => {
  const token = await h.login();
  const s = await stream(token);
  await new Promise((r) => setTimeout(r, 500));
  expect(s.comments.filter((c) => c === 'heartbeat').length).toBeGreaterThanOrEqual(1);
  await h.call('/logout', {}, { token });
  await s.next((m) => m.event === 'expired', 2000);
  await s.ended;
});
