/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createStationHandlers } from '../mock/stations';
import { isWmsError } from '../model/errors';
import { toColumnConfig } from '../model/columns';
import { isContractDrift } from '../contract/drift';
import { createWmsApi } from './calls';
import { createWmsClient } from './createWmsClient';
import { newIdempotencyKey, operationBlocked, operationsOf, type OperationDef } from './operations';

const BASE = 'http://wms.test/GT_WMS_APP';
const seen: { path: string; key: string | null; body: unknown }[] = [];
const server = setupServer(
  ...createStationHandlers({ base: BASE }),
  http.post(`${BASE}/:menu/op/:op`, async ({ request, params }) => {
    seen.push({ path: `${String(params.menu)}/${String(params.op)}`, key: request.headers.get('Idempotency-Key'), body: await request.json() });
    return params.op === 'settle'
      ? HttpResponse.json({ returnCode: '400', returnMgr: '入库单 R1 未收货，不能核销' })
      : HttpResponse.json({ returnCode: '200', bean: { done: 2, shortages: [] } });
  }),
);
beforeAll(() => { server.listen({ onUnhandledRequest: 'error' }); });
afterAll(() => { server.close(); });
const api = createWmsApi(createWmsClient({ baseURL: BASE, timeout: 1000, getToken: () => 't' }));

it('makes a fresh UUID idempotency key per action', () => {
  const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
  expect(keys.size).toBe(100);
  for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

it('sends a list operation with its key and fields; a refusal carries the server’s message', async () => {
  await expect(api.runOperation('asn', 'receiveAll', { ids: [1, 2], reason: 'x' }, 'k-1')).resolves.toEqual({ done: 2, shortages: [] });
  expect(seen.at(-1)).toEqual({ path: 'asn/receiveAll', key: 'k-1', body: { ids: [1, 2], reason: 'x' } });
  const refusal = await api.runOperation('asn', 'settle', { ids: [1] }, 'k-2').catch((e: unknown) => e);
  expect(isWmsError(refusal) && refusal.kind === 'refused' && refusal.serverMessage).toBe('入库单 R1 未收货，不能核销');
  await expect(api.runOperation('asn/../x', 'settle', { ids: [1] }, 'k-3')).rejects.toMatchObject({ kind: 'malformed' });
  await expect(api.runOperation('asn', 'settle', { ids: [1] }, '')).rejects.toMatchObject({ kind: 'malformed' });
});

it('books a station scan once for a key sent twice', async () => {
  const doc = await api.openStation('receive', 'ASN0001', newIdempotencyKey());
  expect(doc.totals).toEqual({ expected: 10, done: 0 });
  const first = await api.scanStation('receive', { key: 'ASN0001', code: '6901000000011' }, 'scan-1');
  const again = await api.scanStation('receive', { key: 'ASN0001', code: '6901000000011' }, 'scan-1');
  expect(again.doc.totals.done).toBe(1);
  expect(first.doc.totals.done).toBe(1);
  const next = await api.scanStation('receive', { key: 'ASN0001', code: '6901000000011' }, 'scan-2');
  expect(next.doc.totals.done).toBe(2);
  const undone = await api.undoStation('receive', { key: 'ASN0001', code: '6901000000011' }, 'undo-1');
  expect(undone.doc.totals.done).toBe(1);
  await expect(api.closeStation('weigh', { key: 'SO0001', weight: Number.NaN }, 'w-1')).rejects.toMatchObject({ kind: 'refused' });
});

it('reads the operations of a column configuration and says when one may run', () => {
  const cancel = { code: 'cancel', name: '取消', button: 'asn:cancel', statusField: 'status', fromStatuses: ['0'], multi: false, confirm: true };
  const lists = { tableDisplay: [], tableHiding: [], exportDisplay: [], exportHidden: [] };
  // A malformed operation is no longer left out in silence: the contract's drift names its fields.
  let drift: unknown;
  try {
    toColumnConfig({ returnCode: '200', bean: { ...lists, operations: [cancel, { code: 42 }] } });
  } catch (error) {
    drift = error;
  }
  expect(isContractDrift(drift) && drift.issues).toContainEqual({ path: '$.bean.operations[1].button', expected: 'string', got: 'missing' });
  const config = toColumnConfig({ returnCode: '200', bean: { ...lists, operations: [cancel] } });
  expect(config.operations).toHaveLength(1);
  const op = config.operations?.[0] as OperationDef;
  expect(operationBlocked(op, [])).toBe('none');
  expect(operationBlocked(op, [{ status: '0' }, { status: '0' }])).toBe('single');
  expect(operationBlocked(op, [{ status: '4' }])).toBe('status');
  expect(operationBlocked(op, [{ status: 0 }])).toBeUndefined();
  expect(operationsOf({})).toEqual([]);
  // One that needs no rows (generating count tasks) is never blocked by the selection.
  const [generate] = operationsOf({ operations: [{ code: 'generate', name: '生成盘点任务', button: 'ccparenttask:generate', statusField: 'status', fromStatuses: [], multi: false, confirm: false, noRows: true }] });
  expect(generate?.noRows).toBe(true);
  expect(generate && operationBlocked(generate, [])).toBeUndefined();
  expect(generate && operationBlocked(generate, [{ status: '9' }, { status: '1' }])).toBeUndefined();
});
