/** @jest-environment node */
import { ok, startContractServer, type ContractServer, type RecordedRequest, type Reply } from '../test-utils/contractServer';
import { isWmsConflict } from '../model/conflict';
import { createWmsApi } from './calls';
import { createWmsClient } from './createWmsClient';

let server: ContractServer;
beforeEach(async () => { server = await startContractServer(); });
afterEach(async () => { await server.close(); });

const api = () => createWmsApi(createWmsClient({ baseURL: server.baseURL, getToken: () => 't', timeout: 2000 }));
const keyOf = (request: RecordedRequest) => request.headers['idempotency-key'];
const writes = () => server.requests.filter((r) => r.method === 'POST' && !r.path.endsWith('/list/1') && !r.path.endsWith('/detail'));

/**
 * A route that commits every request but drops the answer of the first `drops` of them (the
 * connection is closed after the write), and answers a repeated key with the stored answer.
 */
function committingRoute(answer: (request: RecordedRequest) => Reply, drops = 1) {
  const stored = new Map<string, Reply>();
  let committed = 0;
  let dropped = 0;
  return {
    get committed() { return committed; },
    route: (request: RecordedRequest): Reply => {
      const key = String(keyOf(request));
      const replay = stored.get(key);
      if (replay) return { ...replay, headers: { 'Idempotent-Replayed': 'true' } };
      committed++;
      const reply = answer(request);
      stored.set(key, reply);
      if (dropped < drops) {
        dropped++;
        return { destroy: true };
      }
      return reply;
    },
  };
}

describe('every write carries an Idempotency-Key', () => {
  it.each([
    ['insert', (a: ReturnType<typeof api>) => a.insertRecord('asn', { notes: 'x' }), 'POST /GT_WMS_APP/asn/insert'],
    ['update', (a: ReturnType<typeof api>) => a.updateRecord('asn', { id: 1, notes: 'x' }), 'POST /GT_WMS_APP/asn/update'],
    ['delete', (a: ReturnType<typeof api>) => a.deleteRecords('asn', [1]), 'POST /GT_WMS_APP/asn/delete'],
    ['save with lines', (a: ReturnType<typeof api>) => a.saveWithLines('asn', { header: { id: 1 }, lines: [] }), 'POST /GT_WMS_APP/asn/saveWithLines'],
    ['operation', (a: ReturnType<typeof api>) => a.runOperation('asn', 'receiveAll', { ids: [1] }, 'op-key-1'), 'POST /GT_WMS_APP/asn/op/receiveAll'],
    ['import', (a: ReturnType<typeof api>) => a.importWorkbook('T1', new Uint8Array([1, 2, 3])), 'POST /GT_WMS_APP/excelImport/T1'],
  ])('%s: one key per call, a new one for the next call', async (_name, call, route) => {
    server.route(route, () => ok({ bean: { id: 1, version: 2, header: { id: 1 }, lines: [], done: 1, rows: 1, batch: 'B1' } }));
    const client = api();
    await call(client);
    await call(client);
    const [first, second] = writes();
    // An operation's key is its user action's (the caller's); the others make one per call.
    if (_name === 'operation') expect(keyOf(first as RecordedRequest)).toBe('op-key-1');
    else {
      expect(keyOf(first as RecordedRequest)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4/);
      expect(keyOf(first as RecordedRequest)).not.toBe(keyOf(second as RecordedRequest));
    }
  });
});

describe('a lost answer is retried with the same key and books once', () => {
  it.each([
    ['insert', 'POST /GT_WMS_APP/asn/insert', (a: ReturnType<typeof api>) => a.insertRecord('asn', { notes: 'x' })],
    ['update', 'POST /GT_WMS_APP/asn/update', (a: ReturnType<typeof api>) => a.updateRecord('asn', { id: 1, version: 3, notes: 'x' })],
    ['save with lines', 'POST /GT_WMS_APP/asn/saveWithLines', (a: ReturnType<typeof api>) => a.saveWithLines('asn', { header: { id: 1, version: 3 }, lines: [{ id: 7, version: 1, sku: 'A' }] })],
    ['operation', 'POST /GT_WMS_APP/asn/op/receiveAll', (a: ReturnType<typeof api>) => a.runOperation('asn', 'receiveAll', { ids: [1] }, 'op-key-2')],
    ['import', 'POST /GT_WMS_APP/excelImport/T1', (a: ReturnType<typeof api>) => a.importWorkbook('T1', new Uint8Array([1, 2, 3]))],
  ])('%s', async (_name, route, call) => {
    const committing = committingRoute(() => ok({ bean: { id: 1, version: 4, header: { id: 1, version: 4 }, lines: [], done: 1, rows: 3, batch: 'B1' } }));
    server.route(route, committing.route);
    await expect(call(api())).resolves.toBeDefined();
    const sent = writes();
    expect(sent).toHaveLength(2);
    expect(keyOf(sent[0] as RecordedRequest)).toBe(keyOf(sent[1] as RecordedRequest));
    expect(sent[0]?.rawBody).toBe(sent[1]?.rawBody);
    expect(committing.committed).toBe(1);
  });

  it('gives up after two retries, and does not retry a refusal', async () => {
    server.route('POST /GT_WMS_APP/asn/insert', () => ({ destroy: true }));
    await expect(api().insertRecord('asn', { notes: 'x' })).rejects.toMatchObject({ kind: 'network' });
    expect(writes()).toHaveLength(3);
    server.requests.length = 0;
    server.route('POST /GT_WMS_APP/asn/update', () => ({ status: 400, body: { returnCode: '400', returnMgr: '收货数量由业务操作维护，不能直接修改' } }));
    await expect(api().updateRecord('asn', { id: 1, qtyreceived: 5 })).rejects.toMatchObject({ kind: 'http', status: 400, serverMessage: '收货数量由业务操作维护，不能直接修改' });
    expect(writes()).toHaveLength(1);
  });
});

describe('the version read goes back without the caller passing it', () => {
  it('update, delete, save with lines and operations send the versions of the list and detail reads', async () => {
    server.route('POST /GT_WMS_APP/asn/list/1', () => ok({ page: { list: [{ id: 1, version: 3 }, { id: 2, version: 9 }], pageNum: 1, pageSize: 20, total: 2 } }));
    server.route('POST /GT_WMS_APP/receiptdetailQuery/list/1', () => ok({ page: { list: [{ id: 7, version: 5, receiptkey: 'R1', receiptlinenumber: '00001' }], pageNum: 1, pageSize: 500, total: 1 } }));
    server.route('POST /GT_WMS_APP/asn/detail', () => ok({ bean: { id: 2, version: 10 } }));
    for (const path of ['update', 'delete', 'saveWithLines', 'op/close']) server.route(`POST /GT_WMS_APP/asn/${path}`, () => ok({ bean: { id: 1, version: 4, done: 1, header: { id: 1, version: 4 }, lines: [] } }));
    const client = api();
    await client.queryList({ path: '/asn/list/{page}', pageNum: 1, pageSize: 20, filters: [] });
    await client.recordDetail('asn', 2);
    await client.documentLines('asn', 'R1');
    await client.updateRecord('asn', { id: 1, notes: 'n' });
    await client.deleteRecords('asn', [2, 3]);
    await client.runOperation('asn', 'close', { ids: [2] }, 'k-close');
    await client.saveWithLines('asn', { header: { id: 2 }, lines: [{ id: 7, sku: 'A' }, { sku: 'B' }] });
    const bodies = Object.fromEntries(writes().map((r) => [r.path.replace('/GT_WMS_APP/asn/', ''), r.body]));
    expect(bodies.update).toEqual({ id: 1, notes: 'n', version: 3 });
    expect(bodies.delete).toEqual({ ids: [2, 3], versions: { 2: 10 } });
    expect(bodies['op/close']).toEqual({ ids: [2], versions: { 2: 10 } });
    expect(bodies.saveWithLines).toEqual({ header: { id: 2, version: 10 }, lines: [{ id: 7, sku: 'A', version: 5 }, { sku: 'B' }] });
  });

  it('a version the caller gives wins over the one read', async () => {
    server.route('POST /GT_WMS_APP/asn/detail', () => ok({ bean: { id: 1, version: 8 } }));
    server.route('POST /GT_WMS_APP/asn/update', () => ok({ bean: { id: 1, version: 6 } }));
    server.route('POST /GT_WMS_APP/asn/delete', () => ok());
    const client = api();
    await client.recordDetail('asn', 1);
    await client.updateRecord('asn', { id: 1, version: 5 });
    await client.deleteRecords('asn', [1], { versions: { 1: 6 } });
    expect(writes().map((r) => r.body)).toEqual([{ id: 1, version: 5 }, { ids: [1], versions: { 1: 6 } }]);
  });
});

describe('a stale version is a typed conflict', () => {
  const record = { id: 1, version: 4, notes: 'theirs', editwho: 'wang', editdate: '2026-11-26 15:00:00' };
  it.each([
    ['HTTP 409', { status: 409, body: { returnCode: '409', returnMgr: '入库单已被wang于2026-11-26 15:00:00修改', bean: { id: 1, version: 4, editwho: 'wang', editdate: '2026-11-26 15:00:00', record } } }],
    ['returnCode 409 in a 200', { body: { returnCode: '409', returnMgr: '入库单已被wang于2026-11-26 15:00:00修改', bean: { id: 1, version: 4, editwho: 'wang', editdate: '2026-11-26 15:00:00', record } } }],
  ])('%s carries the current record, who and when', async (_name, reply) => {
    server.route('POST /GT_WMS_APP/asn/update', () => reply);
    const error = await api().updateRecord('asn', { id: 1, version: 3, notes: 'mine' }).catch((e: unknown) => e);
    expect(isWmsConflict(error)).toBe(true);
    if (!isWmsConflict(error)) return;
    expect(error.kind).toBe('conflict');
    expect(error.serverMessage).toBe('入库单已被wang于2026-11-26 15:00:00修改');
    expect(error.conflict).toEqual({ id: 1, version: 4, editwho: 'wang', editdate: '2026-11-26 15:00:00', record });
    expect(writes()).toHaveLength(1);
  });
});

describe('audit and books calls', () => {
  it('reads a record’s history, the audit search and the books check', async () => {
    const entry = { id: 9, time: '2026-11-26 15:00:00', userid: 'wang', username: '王', action: 'update', operation: '', call: '/asn/update', idemKey: 'k', changes: [{ field: 'notes', label: '备注', old: 'a', new: 'b' }] };
    server.route('POST /GT_WMS_APP/audit/record/2', () => ok({ page: { list: [entry], pageNum: 2, pageSize: 1, total: 3 } }));
    server.route('POST /GT_WMS_APP/audit/list/1', () => ok({ page: { list: [{ ...entry, menuCode: 'asn', recordid: 1 }], pageNum: 1, pageSize: 20, total: 1 } }));
    server.route('POST /GT_WMS_APP/books/check', () => ok({ bean: { balanced: false, count: 1, violations: [{ kind: 'onhand', table: 'lotxlocxid', id: 4, message: 'on-hand 5 ≠ transactions 4' }] } }));
    const client = api();
    await expect(client.auditRecord({ menuCode: 'asn', id: 1, page: 2, pageSize: 1 })).resolves.toEqual({ rows: [entry], page: 2, pageSize: 1, total: 3 });
    await expect(client.auditList({ userid: 'wang', action: 'update', from: '' })).resolves.toMatchObject({ total: 1 });
    await expect(client.booksCheck()).resolves.toEqual({ balanced: false, count: 1, violations: [{ kind: 'onhand', table: 'lotxlocxid', id: 4, message: 'on-hand 5 ≠ transactions 4' }] });
    expect(server.requests.map((r) => r.body)).toEqual([{ menuCode: 'asn', id: 1, pageSize: 1 }, { userid: 'wang', action: 'update', pageSize: 20 }, undefined]);
    await expect(client.auditRecord({ menuCode: '../x', id: 1 })).rejects.toMatchObject({ kind: 'malformed' });
  });
});
