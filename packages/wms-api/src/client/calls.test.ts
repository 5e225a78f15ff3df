/** @jest-environment node */
import { createWmsClient, type Notice } from './createWmsClient';
import { createWmsApi, EMPTY_LOOKUP_PAGE } from './calls';
import { ok, startContractServer, type ContractServer } from '../test-utils/contractServer';
import { COLUMN_CONFIG_PATH, ColumnConfigType, DICTIONARY_PATH, FilterType } from '../model/constants';

const TOKEN = 'tok-77aa-secret';
let server: ContractServer;
let notices: Notice[];
let saved: { blob: Blob; filename: string }[];

function api() {
  return createWmsApi(createWmsClient({
    baseURL: server.baseURL,
    getToken: () => TOKEN,
    notify: (n) => notices.push(n),
    saveFile: (blob, filename) => saved.push({ blob, filename }),
  }));
}
const last = () => server.requests[server.requests.length - 1];

beforeEach(async () => {
  server = await startContractServer();
  notices = [];
  saved = [];
});
afterEach(async () => {
  for (const request of server.requests) expect(request.url).not.toContain(TOKEN);
  await server.close();
});

describe('the simple POST calls of CONTRACT.md §7', () => {
  it.each([
    ['dataListInit', '/dataListInit', (a: ReturnType<typeof api>) => a.dataListInit({ menu: 'asn' }), { menu: 'asn' }],
    ['queryListOfDark3', '/queryListOfDark3', (a: ReturnType<typeof api>) => a.queryListOfDark3({ menu_id: 7, menu_list_code: 'L1', currentPage: 2, pageSize: 20 }), { menu_id: 7, menu_list_code: 'L1', currentPage: 2, pageSize: 20 }],
    ['querySysColumnDefineById', '/querySysColumnDefineById', (a: ReturnType<typeof api>) => a.querySysColumnDefineById(42), { id: 42 }],
    ['queryMenuListByName', '/queryMenuListByName', (a: ReturnType<typeof api>) => a.queryMenuListByName('入库'), { menu_name: '入库' }],
    ['updateSysColumnDefine', '/updateSysColumnDefine', (a: ReturnType<typeof api>) => a.updateSysColumnDefine({ id: 1, menu_name: 'x' }), { id: 1, menu_name: 'x' }],
    ['saveSysColumnDefine', '/saveSysColumnDefine', (a: ReturnType<typeof api>) => a.saveSysColumnDefine({ menu_id: 3 }), { menu_id: 3 }],
    ['insertButtonLog', '/buttonlog/insertLog', (a: ReturnType<typeof api>) => a.insertButtonLog({ buttonName: '保存', moduleName: 'm', menuName: 'n' }), { buttonName: '保存', moduleName: 'm', menuName: 'n' }],
  ])('%s posts its payload to %s and returns the body', async (_name, path, call, payload) => {
    server.route(`POST /GT_WMS_APP${path}`, () => ok({ bean: 'done' }));
    await expect(call(api())).resolves.toMatchObject({ returnCode: '200', bean: 'done' });
    expect(last()).toMatchObject({ method: 'POST', path: `/GT_WMS_APP${path}`, body: payload });
  });
});

describe('getEditPermission (CONTRACT.md §6)', () => {
  it('turns permission on for bean "1"', async () => {
    server.route('GET /GT_WMS_APP/permission/edit/W1', () => ok({ bean: '1' }));
    await expect(api().getEditPermission('W1')).resolves.toEqual({
      permissionStatus: true, saveDisabled: false, deleteDisabled: false, newDisabled: true, addDisabled: true, deleteRoleDisabled: true,
    });
    expect(last()?.method).toBe('GET');
  });

  it.each([
    ['bean "0"', { body: { returnCode: '200', bean: '0' } }],
    ['a refusal', { body: { returnCode: '500', bean: '1' } }],
  ])('turns it off and disables every action for %s', async (_name, reply) => {
    server.route('GET /GT_WMS_APP/permission/edit/W1', () => reply);
    const flags = await api().getEditPermission('W1');
    expect(flags).toEqual({ permissionStatus: false, saveDisabled: true, deleteDisabled: true, newDisabled: true, addDisabled: true, deleteRoleDisabled: true });
    expect(notices).toEqual([]);
  });

  it('shows a request error as a message and turns permission off', async () => {
    server.route('GET /GT_WMS_APP/permission/edit/W1', () => ({ status: 502, body: 'bad gateway' }));
    const flags = await api().getEditPermission('W1');
    expect(flags.permissionStatus).toBe(false);
    expect(notices).toEqual([{ kind: 'error', key: 'systemError' }]);
  });
});

describe('a call that failed with an HTTP status', () => {
  it('names the call and the status in its message when the server said nothing (a list path answering 404)', async () => {
    server.route('POST /GT_WMS_APP/asn/list/1', () => ({ status: 404, body: 'Not Found' }));
    await expect(api().queryList({ path: '/asn/list/{page}', pageNum: 1, pageSize: 20, filters: [] })).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect(notices).toEqual([{ kind: 'error', key: 'callFailed', values: { call: 'POST /asn/list/1', status: '404' } }]);
  });
});

describe('column configuration', () => {
  const column = { code: 'skuCode', name: '商品编码', width: 120, type: 10402, issearch: 1 };
  it('fetches it from the named path', async () => {
    server.route(`POST /GT_WMS_APP${COLUMN_CONFIG_PATH}`, () => ok({ bean: { tableDisplay: [column], tableHiding: [], exportDisplay: [], exportHidden: [], totalSqlText: 'sum(qty)' } }));
    const config = await api().getColumnConfig({ menu_code: 'M1', menu_list_code: 'L1', name: 'asn' });
    expect(config.tableDisplay).toEqual([column]);
    expect(config.totalSqlText).toBe('sum(qty)');
    expect(last()?.body).toEqual({ menu_code: 'M1', menu_list_code: 'L1', name: 'asn' });
  });

  it('saves shown columns as a JSON string with string widths, per config type', async () => {
    server.route('POST /GT_WMS_APP/saveDisplayedOrExportedColumns', () => ok());
    await api().saveColumns({ menu_code: 'M1', menu_list_code: 'L1', columns: [column], column_config_type: ColumnConfigType.Export });
    const body = last()?.body as Record<string, unknown>;
    expect(body.column_config_type).toBe(10003);
    expect(JSON.parse(body.data_list_config as string)).toEqual([{ ...column, width: '120' }]);
  });

  it('resets to defaults, and a refusal rejects with returnMgr', async () => {
    server.route('POST /GT_WMS_APP/reDefaultConfig', () => ({ body: { returnCode: '500', returnMgr: '执行失败' } }));
    await expect(api().resetColumns({ menu_code: 'M1', menu_list_code: 'L1', column_config_type: ColumnConfigType.Display })).rejects.toMatchObject({ kind: 'refused', serverMessage: '执行失败' });
    expect(last()?.body).toEqual({ menu_code: 'M1', menu_list_code: 'L1', column_config_type: 10002 });
  });
});

describe('queryList', () => {
  const page = { list: [{ id: 1 }], pageNum: 3, pageSize: 20, total: 41 };
  it('posts the built filters to the configured path with the page in its placeholder', async () => {
    server.route('POST /GT_WMS_APP/asn/list/3', () => ok({ page, totalData: { qty: 9 } }));
    const result = await api().queryList({
      path: '/asn/list/{page}', pageNum: 3, pageSize: 20, configureSorting: 'id desc',
      filters: [{ code: 'status', filterType: FilterType.MultiSelect, value: ['10', ' 20 '] }, { code: 'lottable01', filterType: FilterType.Text, value: '' }],
    });
    expect(result).toEqual({ rows: [{ id: 1 }], page: 3, pageSize: 20, total: 41, summary: { qty: 9 } });
    expect(last()?.body).toEqual({ statusstr: '10,20', lottable01: ' ', pageNum: 3, pageSize: 20, configureSorting: 'id desc' });
  });

  it('uses GET with query parameters when the property says so', async () => {
    server.route('GET /GT_WMS_APP/sku/list', () => ok({ bean: page }));
    await api().queryList({ path: '/sku/list', method: 'GET', pageNum: 1, pageSize: 50, filters: [{ code: 'skuCode', filterType: FilterType.Text, value: 'A' }] });
    expect(last()?.query).toEqual({ skuCode: 'A', pageNum: '1', pageSize: '50' });
  });

  it('shows returnMgr when the server refuses, and rejects', async () => {
    server.route('POST /GT_WMS_APP/asn/list', () => ({ body: { returnCode: '500', returnMgr: '查询失败' } }));
    await expect(api().queryList({ path: '/asn/list', pageNum: 1, pageSize: 20, filters: [] })).rejects.toMatchObject({ kind: 'refused' });
    expect(notices).toEqual([{ kind: 'error', text: '查询失败' }]);
  });

  it('refuses a configured absolute address without sending anything', async () => {
    await expect(api().queryList({ path: 'http://evil.example/x', pageNum: 1, pageSize: 20, filters: [] })).rejects.toMatchObject({ kind: 'malformed' });
    expect(server.requests).toHaveLength(0);
  });
});

describe('options', () => {
  it('loads searchData options with key=value parameters rewritten from other filters', async () => {
    server.route('GET /GT_WMS_APP/option/sku', () => ({ body: [{ code: 'A', description: 'Apple' }] }));
    const options = await api().searchOptions('/option/sku?ownerId=1&type=x', { ownerId: 'O 7' });
    expect(options).toEqual([{ code: 'A', description: 'Apple' }]);
    expect(last()?.query).toEqual({ ownerId: 'O 7', type: 'x' });
  });

  it('reads dropdowns from data.list or data, de-duplicates by code and caches per URL', async () => {
    server.route('GET /GT_WMS_APP/dd/list', () => ok({ data: { list: [{ code: '1', description: '新建' }, { code: '1', description: 'dup' }, { code: '2', description: '完成' }] } }));
    server.route('GET /GT_WMS_APP/dd/plain', () => ok({ data: [{ code: 'X', description: 'x' }] }));
    const client = api();
    const [first, second] = await Promise.all([client.dropdownOptions('/dd/list'), client.dropdownOptions('/dd/list')]);
    expect(first).toEqual([{ code: '1', description: '新建' }, { code: '2', description: '完成' }]);
    expect(second).toBe(first);
    await client.dropdownOptions('/dd/list');
    expect(server.requests.filter((r) => r.path === '/GT_WMS_APP/dd/list')).toHaveLength(1);
    await expect(client.dropdownOptions('/dd/plain')).resolves.toEqual([{ code: 'X', description: 'x' }]);
  });

  it('forgets a failed load so the next one tries again', async () => {
    let calls = 0;
    server.route('GET /GT_WMS_APP/dd/flaky', () => {
      calls += 1;
      return calls === 1 ? { status: 500, body: {} } : ok({ data: [{ code: 'A', description: 'a' }] });
    });
    const client = api();
    await expect(client.dropdownOptions('/dd/flaky')).rejects.toMatchObject({ kind: 'http' });
    await expect(client.dropdownOptions('/dd/flaky')).resolves.toHaveLength(1);
  });

  it('reads the dictionary keyed by code', async () => {
    server.route(`POST /GT_WMS_APP${DICTIONARY_PATH}`, () => ok({ bean: { ASN_STATUS: [{ code: '10', description: '新建' }] } }));
    await expect(api().dictionary(['ASN_STATUS', 'NONE'])).resolves.toEqual({ ASN_STATUS: [{ code: '10', description: '新建' }], NONE: [] });
    expect(last()?.body).toEqual(['ASN_STATUS', 'NONE']);
  });
});

describe('lookup, autocomplete, remote select', () => {
  it.each([
    ['/lookup/sku/{page}', '/GT_WMS_APP/lookup/sku/2'],
    ['/lookup/sku/', '/GT_WMS_APP/lookup/sku/2'],
  ])('puts the page into %s', async (url, path) => {
    server.route(`POST ${path}`, () => ok({ data: { list: [{ code: 'A' }], curpage: 2, pageSize: 100, total: 101 } }));
    const page = await api().lookupPage({ url, page: 2, search: { skuCode: 'A' }, extra: { ownerId: 1 } });
    expect(page).toEqual({ rows: [{ code: 'A' }], page: 2, pageSize: 100, total: 101 });
    expect(last()?.body).toEqual({ skuCode: 'A', ownerId: 1, pageNum: 2, pageSize: 100 });
  });

  it('empties the lookup on a failure, with page 1 and size and total 1, and shows the error', async () => {
    server.route('POST /GT_WMS_APP/lookup/sku', () => ({ body: { returnCode: '500', returnMgr: '输入值不存在' } }));
    await expect(api().lookupPage({ url: '/lookup/sku', page: 1 })).resolves.toEqual(EMPTY_LOOKUP_PAGE);
    expect(notices).toEqual([{ kind: 'error', text: '输入值不存在' }]);
  });

  it('autocompletes with the typed text as the last path segment', async () => {
    server.route('POST /GT_WMS_APP/auto/sku/A%2F1%20x', () => ok({ data: [{ code: 'A/1 x' }] }));
    await expect(api().autocomplete('/auto/sku', 'A/1 x')).resolves.toEqual([{ code: 'A/1 x' }]);
  });

  it('queries a remote select from the first character, never before', async () => {
    server.route('POST /GT_WMS_APP/remote/sku', () => ok({ data: { list: [{ code: 'S1' }] } }));
    const client = api();
    await expect(client.remoteSelect({ path: '/remote/sku', text: '  ' })).resolves.toEqual([]);
    expect(server.requests).toHaveLength(0);
    await expect(client.remoteSelect({ path: '/remote/sku', text: 'S', extra: { ownerId: 2 } })).resolves.toEqual([{ code: 'S1' }]);
    expect(last()?.body).toEqual({ ownerId: 2, params: 'S' });
  });
});

describe('listConfigExport', () => {
  it('saves an Excel answer as <name>.xls', async () => {
    server.route('POST /GT_WMS_APP/listConfigExport/M1/L1/%E5%85%A5%E5%BA%93%E5%8D%95', () => ({ headers: { 'Content-Type': 'application/vnd.ms-excel' }, body: Buffer.from('xls-bytes') }));
    await expect(api().listConfigExport({ menuCode: 'M1', menuListCode: 'L1', name: '入库单', payload: { ids: [1] } })).resolves.toEqual({ filename: '入库单.xls', size: 9 });
    expect(saved[0]?.filename).toBe('入库单.xls');
    expect(last()?.body).toEqual({ ids: [1] });
  });

  it('fails with export failed when the answer is not a spreadsheet', async () => {
    server.route('POST /GT_WMS_APP/listConfigExport/M1/L1/x', () => ok());
    await expect(api().listConfigExport({ menuCode: 'M1', menuListCode: 'L1', name: 'x', payload: {} })).rejects.toMatchObject({ kind: 'export', messageKey: 'exportFailed' });
    expect(notices).toEqual([{ kind: 'error', key: 'exportFailed' }]);
    expect(saved).toHaveLength(0);
  });
});
