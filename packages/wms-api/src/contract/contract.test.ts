import fc from 'fast-check';
import { ANSWERS, checkAnswer, type AnswerName } from './catalogue';
import { checkRowsAgainstColumns } from './rows';
import { contractMarkdown } from './markdown';
import { ContractDrift, DriftRegistry, isContractDrift } from './drift';
import { createWmsApi } from '../client/calls';
import { createWmsClient } from '../client/createWmsClient';
import { startContractServer, type ContractServer } from '../test-utils/contractServer';

const call = { method: 'POST', path: '/asn/list/{page}' };

/** The drift a check throws (the test fails when it throws nothing, or something else). */
function driftOf(run: () => unknown): ContractDrift {
  try {
    run();
  } catch (error) {
    if (isContractDrift(error)) return error;
    throw error;
  }
  throw new Error('expected a ContractDrift, the answer passed');
}

const page = (content: Record<string, unknown>) => ({ returnCode: '200', returnMgr: 'SUCCESS', page: { list: [{ id: 1, qty: 3 }], pageNum: 1, pageSize: 20, total: 1, ...content } });

describe('tolerated variations are normalised, and named', () => {
  it.each<[string, AnswerName, unknown, unknown, { path: string; what: RegExp }]>([
    ['a number sent as a string', 'listPage', page({ total: '70' }), { total: 70 }, { path: '$.page.total', what: /number sent as a string/ }],
    ['returnCode as the number 200', 'listPage', { ...page({}), returnCode: 200 }, { total: 1 }, { path: '$.returnCode', what: /number 200/ }],
    ['the page under bean', 'listPage', { returnCode: '200', bean: { list: [], pageNum: 1, pageSize: 20, total: 0 } }, { rows: [] }, { path: '$.bean', what: /under bean/ }],
    ['the page under data', 'listPage', { returnCode: '200', data: { list: [], curpage: 2, pageSize: 20, total: 0 } }, { page: 2 }, { path: '$.data', what: /under data/ }],
    ['null for an empty list', 'listPage', page({ list: null, total: 0 }), { rows: [] }, { path: '$.page.list', what: /null for an empty list/ }],
    ['an extra envelope field', 'listPage', { ...page({}), traceId: 'x' }, { total: 1 }, { path: '$.traceId', what: /extra envelope field/ }],
    ['a code sent as a number', 'warehouses', { returnCode: '200', bean: [{ wmsId: 1, wms: 'WH01', name: '上海仓' }] }, [{ wmsId: '1' }], { path: '$.bean[0].wmsId', what: /code sent as a number/ }],
    ['options as a bare array', 'options', [{ code: 'A', description: 'a' }], [{ code: 'A' }], { path: '$', what: /bare array/ }],
    ['options in data (no list)', 'options', { returnCode: '200', data: [{ code: 7, description: 'b' }] }, [{ code: '7' }], { path: '$.data[0].code', what: /code sent as a number/ }],
    ['a flag as 1', 'permissionRoles', { returnCode: '200', bean: [{ roleid: 'R1', name: '管理员', canedit: 1 }] }, [{ canedit: true }], { path: '$.bean[0].canedit', what: /boolean sent as 1/ }],
    ['a date in ISO 8601 form', 'reportReceiving', { returnCode: '200', bean: [{ day: '2026-11-02T00:00:00', receipts: 1, lines: 2, expected: 3, received: 3 }] }, [{ day: '2026-11-02 00:00:00' }], { path: '$.bean[0].day', what: /ISO 8601/ }],
    ['null for an empty permission tree', 'permissionRoleTree', { returnCode: '200', bean: null }, [], { path: '$.bean', what: /null for an empty list/ }],
  ])('%s', (_name, answer, body, expected, tolerance) => {
    const { value, tolerated } = checkAnswer(answer, body, call);
    expect(value).toMatchObject(expected as object);
    expect(tolerated).toContainEqual({ path: tolerance.path, what: expect.stringMatching(tolerance.what) as string });
  });

  it('an answer as the contract shows it has nothing tolerated', () => {
    expect(checkAnswer('listPage', page({}), call)).toEqual({ value: { rows: [{ id: 1, qty: 3 }], page: 1, pageSize: 20, total: 1 }, tolerated: [] });
  });

  it('many items varied alike are one tolerance with a count', () => {
    const body = { returnCode: '200', data: { list: Array.from({ length: 30 }, (_, i) => ({ code: i, description: `d${String(i)}` })) } };
    expect(checkAnswer('options', body, { method: 'GET', path: '/options/storer' }).tolerated).toEqual([{ path: '$.data.list[*].code', what: 'code sent as a number (×30)' }]);
  });
});

describe('anything else is a ContractDrift naming the call, the path, what was expected and what came', () => {
  it.each<[string, AnswerName, unknown, { path: string; expected: RegExp; got: string }]>([
    ['the rows under another key', 'listPage', { returnCode: '200', page: { rows: [{ id: 1 }], pageNum: 1, pageSize: 20, total: 70 } }, { path: '$.page.list', expected: /list of object/, got: 'missing' }],
    ['a row that is no object', 'listPage', page({ list: [{ id: 1 }, { id: 2 }, { id: 3 }, 7] }), { path: '$.page.list[3]', expected: /object/, got: 'number 7' }],
    ['a total that is no number', 'listPage', page({ total: '12x' }), { path: '$.page.total', expected: /^number$/, got: 'string "12x"' }],
    ['no page at all', 'listPage', { returnCode: '200', bean: 'x' }, { path: '$.page', expected: /a page/, got: 'missing' }],
    ['an HTML page instead of JSON', 'columnConfig', '<html>502</html>', { path: '$', expected: /JSON envelope/, got: 'string "<html>502</html>"' }],
    ['no returnCode', 'login', { bean: {} }, { path: '$.returnCode', expected: /"200"/, got: 'missing' }],
    ['a missing column list', 'columnConfig', { returnCode: '200', bean: { tableDisplay: [], tableHiding: [], exportDisplay: [] } }, { path: '$.bean.exportHidden', expected: /list of object/, got: 'missing' }],
    ['an unknown rule kind', 'columnConfig', { returnCode: '200', bean: { tableDisplay: [], tableHiding: [], exportDisplay: [], exportHidden: [], fieldRules: { qty: [{ kind: 'between', message: 'x' }] } } }, { path: '$.bean.fieldRules.qty[0].kind', expected: /one of/, got: 'string "between"' }],
    ['an option without description', 'options', { returnCode: '200', data: { list: [{ code: 'A' }] } }, { path: '$.data.list[0].description', expected: /string/, got: 'missing' }],
    ['options under another key', 'options', { returnCode: '200', data: { rows: [] } }, { path: '$.data.list', expected: /list/, got: 'object { rows } without list' }],
    ['a permission flag that is neither "1" nor "0"', 'permission', { returnCode: '200', bean: true }, { path: '$.bean', expected: /"1" or "0"/, got: 'boolean true' }],
    ['a date in another format', 'auditPage', { returnCode: '200', page: { list: [{ id: 1, time: '02/11/2026', userid: 'u', username: 'U', action: 'update', operation: '', call: '/asn/update', idemKey: '', changes: [] }], pageNum: 1, pageSize: 20, total: 1 } }, { path: '$.page.list[0].time', expected: /date/, got: 'string "02/11/2026"' }],
    ['a station line that is no object', 'stationScan', { returnCode: '200', bean: { doc: { station: 'receive', key: 'A', title: 't', status: '0', statusName: 'new', blind: false, lines: [], totals: { done: 0 }, complete: false }, line: 'x', booked: 1 } }, { path: '$.bean.line', expected: /object/, got: 'string "x"' }],
    ['a live event of another kind', 'liveEvent', { id: 1, kind: 'merge', menus: [], ids: [], version: null, user: 'u', userName: 'U', time: '2026-01-01 00:00:00', groups: [] }, { path: '$.kind', expected: /one of "insert"/, got: 'string "merge"' }],
  ])('%s', (_name, answer, body, issue) => {
    const drift = driftOf(() => checkAnswer(answer, body, call));
    expect(drift.kind).toBe('drift');
    expect(drift.messageKey).toBe('contractDrift');
    expect(drift.call).toEqual({ answer: ANSWERS[answer].name, method: 'POST', path: '/asn/list/{page}' });
    expect(drift.issues).toContainEqual({ path: issue.path, expected: expect.stringMatching(issue.expected) as string, got: issue.got });
    expect(drift.message).toContain('POST /asn/list/{page}');
  });

  it('many rows drifting alike are named once, with how many more', () => {
    const drift = driftOf(() => checkAnswer('listPage', page({ list: [1, 2, 3, 4] }), call));
    expect(drift.issues).toEqual([{ path: '$.page.list[0]', expected: 'object (its fields as the list configures them)', got: 'number 1 (and 3 more like it)' }]);
  });
});

describe('checkRowsAgainstColumns', () => {
  const columns = [{ code: 'receiptkey', name: '入库单号', type: 10402 }, { code: 'qty', name: '数量', type: 10401 }, { code: 'adddate', name: '创建时间', type: 10403 }];

  it('passes rows holding the columns, with blanks, and names what was tolerated', () => {
    const rows = [{ receiptkey: 'R1', qty: 3, adddate: '2026-11-02 10:00:00' }, { receiptkey: 'R2', qty: '4', adddate: null }, { receiptkey: 'R3', adddate: '2026-11-02T10:00:00' }];
    expect(checkRowsAgainstColumns({ rows }, columns, call)).toEqual([
      { path: '$.page.list[*].qty', what: 'number sent as a string' },
      { path: '$.page.list[*].adddate', what: 'date in ISO 8601 form' },
    ]);
  });

  it('a shown column missing from every row of a non-empty page is drift on that column', () => {
    const drift = driftOf(() => checkRowsAgainstColumns({ rows: [{ receiptkey: 'R1', adddate: '' }, { receiptkey: 'R2' }] }, columns, call));
    expect(drift.call.answer).toBe('listPage');
    expect(drift.issues).toEqual([{ path: '$.page.list[*].qty', expected: 'field qty (column "数量") in the rows', got: 'missing from every row (2 rows)' }]);
  });

  it('an empty page says nothing about its columns', () => {
    expect(checkRowsAgainstColumns({ rows: [] }, columns, call)).toEqual([]);
  });

  it('a numeric column holding text is drift, with how many rows', () => {
    const rows = [{ receiptkey: 'R1', qty: 'many', adddate: '' }, { receiptkey: 'R2', qty: 'lots', adddate: '' }];
    expect(driftOf(() => checkRowsAgainstColumns({ rows }, columns, call)).issues).toEqual([{ path: '$.page.list[0].qty', expected: 'number (column "数量" is numeric)', got: 'string "many" (and 1 more rows like it)' }]);
  });

  it('reads the cells of a sample of rows only, unless asked for every row', () => {
    const rows = [...Array.from({ length: 60 }, (_, i) => ({ receiptkey: `R${String(i)}`, qty: i, adddate: '' })), { receiptkey: 'late', qty: 'bad', adddate: '' }];
    expect(checkRowsAgainstColumns({ rows }, columns, call)).toEqual([]);
    expect(driftOf(() => checkRowsAgainstColumns({ rows }, columns, call, { sample: Infinity })).first.path).toBe('$.page.list[60].qty');
  });
});

describe('property: any page the contract allows is read, whatever tolerated form it takes', () => {
  const numberish = (n: number) => fc.constantFrom(n, String(n));
  it('reads the same numbers and rows from page, bean or data, numbers or strings', () => {
    fc.assert(
      fc.property(
        fc.array(fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.oneof(fc.string(), fc.integer(), fc.constant(null))), { maxLength: 8 }),
        fc.nat(1000).chain((n) => numberish(n).map((raw) => [n, raw] as const)),
        fc.integer({ min: 1, max: 500 }).chain((n) => numberish(n).map((raw) => [n, raw] as const)),
        fc.constantFrom('page', 'bean', 'data'),
        fc.constantFrom('200', 200),
        fc.boolean(),
        (rows, [total, rawTotal], [size, rawSize], place, returnCode, nullWhenEmpty) => {
          const list = rows.length === 0 && nullWhenEmpty ? null : rows;
          const body = { returnCode, [place]: { list, pageNum: 1, pageSize: rawSize, total: rawTotal } };
          const { value, tolerated } = checkAnswer('listPage', body, call);
          expect(value).toEqual({ rows, page: 1, pageSize: size, total });
          const varied = place !== 'page' || returnCode === 200 || typeof rawTotal === 'string' || typeof rawSize === 'string' || list === null;
          expect(tolerated.length > 0).toBe(varied);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('any body at all gives a page of finite numbers or a ContractDrift whose paths start at $', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ returnCode: fc.constantFrom('200', 200), page: fc.anything() })), (body) => {
        try {
          const { value } = checkAnswer('listPage', body, call);
          for (const n of [value.page, value.pageSize, value.total]) expect(Number.isFinite(n)).toBe(true);
        } catch (error) {
          expect(isContractDrift(error)).toBe(true);
          for (const issue of (error as ContractDrift).issues) expect(issue.path.startsWith('$') || issue.path === '…').toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the drift registry', () => {
  it('counts drift per call and keeps the last example', () => {
    const registry = new DriftRegistry();
    const one = driftOf(() => checkAnswer('listPage', page({ total: 'x' }), call));
    const two = driftOf(() => checkAnswer('listPage', page({ total: 'y' }), call));
    const other = driftOf(() => checkAnswer('options', { returnCode: '200', data: 'x' }, { method: 'GET', path: '/options/zone' }));
    registry.record(one, 1000);
    registry.record(two, 2000);
    registry.record(other, 3000);
    const [first, second] = registry.snapshot();
    expect(first).toMatchObject({ key: 'POST /asn/list/{page}', count: 2, lastAt: 2000, last: [{ path: '$.page.total', expected: 'number', got: 'string "y"' }] });
    expect(second).toMatchObject({ key: 'GET /options/zone', count: 1 });
    expect(registry.report()).toContain('POST /asn/list/{page} (listPage): 2×');
  });
});

describe('every call of the client records the drift it rejects with', () => {
  let server: ContractServer;
  beforeAll(async () => {
    server = await startContractServer({
      'POST /GT_WMS_APP/asn/list/1': () => ({ body: { returnCode: '200', page: { rows: [{ id: 1 }], pageNum: 1, pageSize: 20, total: 70 } } }),
      'POST /GT_WMS_APP/console/today': () => ({ body: { returnCode: '200', bean: { receipts: [], orders: [], tasks: [], holds: { count: '2', qty: 5 }, shortAllocated: 0, locations: { total: 10, used: 'many' } } } }),
      'POST /GT_WMS_APP/permission/roleTree': () => ({ body: { returnCode: '200', bean: null } }),
      'POST /GT_WMS_APP/receiptdetailQuery/list/1': () => ({ body: { returnCode: '200', page: { list: [{ id: 7, receiptkey: 'R1' }], pageNum: 1, pageSize: 500, total: 1 } } }),
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('a list whose rows came under another key rejects with the drift, never an empty page, and counts it', async () => {
    const client = createWmsClient({ baseURL: server.baseURL, getToken: () => 't' });
    const api = createWmsApi(client);
    const query = { path: '/asn/list/{page}', pageNum: 1, pageSize: 20, filters: [] };
    await expect(api.queryList(query)).rejects.toMatchObject({ kind: 'drift', call: { answer: 'listPage', method: 'POST', path: '/asn/list/{page}' }, issues: [{ path: '$.page.list', got: 'missing' }] });
    await expect(api.queryList(query)).rejects.toBeInstanceOf(ContractDrift);
    expect(client.drift.snapshot()).toMatchObject([{ key: 'POST /asn/list/{page}', count: 2 }]);
    // The console: a count as a string is tolerated, a count that is no number is drift.
    await expect(api.consoleToday()).rejects.toMatchObject({ issues: [{ path: '$.bean.locations.used', expected: 'number', got: 'string "many"' }] });
    // null for an empty list: the role tree page gets [] (it once replaced the app: null.join).
    await expect(api.permissionRoleTree('R1')).resolves.toEqual([]);
    expect(client.drift.snapshot().map((r) => r.key)).toEqual(['POST /asn/list/{page}', 'POST /console/today']);
  });

  it('a list checked against its columns: a shown column missing from every row is drift', async () => {
    const client = createWmsClient({ baseURL: server.baseURL, getToken: () => 't' });
    const api = createWmsApi(client);
    const columns = [{ code: 'receiptkey', name: '入库单号', type: 10402 }, { code: 'sku', name: '货品', type: 10402 }];
    await expect(api.queryList({ path: '/receiptdetailQuery/list/{page}', pageNum: 1, pageSize: 500, filters: [], columns })).rejects.toMatchObject({ issues: [{ path: '$.page.list[*].sku', got: 'missing from every row (1 rows)' }] });
    expect(client.drift.snapshot()).toMatchObject([{ key: 'POST /receiptdetailQuery/list/{page}', count: 1 }]);
  });
});

describe('contractMarkdown', () => {
  it('names every answer with its fields and what is tolerated', () => {
    const text = contractMarkdown();
    for (const name of Object.keys(ANSWERS)) expect(text).toContain(`#### \`${name}\``);
    expect(text).toContain('| `$.page.total` | number | a number sent as a string ("12") |');
    expect(text).toContain('| `$.page.list` | list | null for an empty list |');
  });
});
