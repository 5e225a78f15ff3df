/** @jest-environment node */
import { createWmsClient } from './createWmsClient';
import { createWmsApi } from './calls';
import { ok, startContractServer, type ContractServer } from '../test-utils/contractServer';

let server: ContractServer;
const api = () => createWmsApi(createWmsClient({ baseURL: server.baseURL, getToken: () => 'tok' }));
const last = () => server.requests[server.requests.length - 1];

beforeEach(async () => {
  server = await startContractServer();
});
afterEach(async () => {
  await server.close();
});

describe('the calls of our own contract (CONTRACT.md)', () => {
  it.each([
    ['login', '/login', (a: ReturnType<typeof api>) => a.login({ username: 'admin', password: 'admin123' }), { username: 'admin', password: 'admin123' }, { token: 't', userid: 'admin', user: '管理员', userType: 'internal', wms: 'WH01', wmsId: 'WH01' }],
    ['userMenus', '/menu/userMenus', (a: ReturnType<typeof api>) => a.userMenus(), undefined, [{ id: 1, name: '入库' }]],
    ['buttonPermissions', '/permission/buttons', (a: ReturnType<typeof api>) => a.buttonPermissions(), undefined, [{ name: 'g', nodeList: ['asn:add'] }]],
    ['userWarehouses', '/warehouse/userWarehouses', (a: ReturnType<typeof api>) => a.userWarehouses(), undefined, [{ wmsId: 'W1', wms: 'SH', name: '上海仓' }]],
    ['switchWarehouse', '/warehouse/switch', (a: ReturnType<typeof api>) => a.switchWarehouse('W2'), { wmsId: 'W2' }, { wms: 'BJ', wmsId: 'W2' }],
    ['recordDetail', '/asn/detail', (a: ReturnType<typeof api>) => a.recordDetail('asn', 7), { id: 7 }, { id: 7, receiptkey: 'R7' }],
    ['insertRecord', '/asn/insert', (a: ReturnType<typeof api>) => a.insertRecord('asn', { receiptkey: 'R8' }), { receiptkey: 'R8' }, { id: 8, receiptkey: 'R8' }],
    ['updateRecord', '/system_serial/update', (a: ReturnType<typeof api>) => a.updateRecord('system_serial', { id: 3, prefix: 'A' }), { id: 3, prefix: 'A' }, { id: 3, prefix: 'A' }],
  ])('%s posts to %s and resolves to the bean', async (_name, path, call, payload, bean) => {
    server.route(`POST /GT_WMS_APP${path}`, () => ok({ bean }));
    await expect(call(api())).resolves.toEqual(bean);
    expect(last()).toMatchObject({ method: 'POST', path: `/GT_WMS_APP${path}`, body: payload });
  });

  it('deletes by ids and rejects a refusal with the server message', async () => {
    server.route('POST /GT_WMS_APP/asn/delete', () => ({ body: { returnCode: '500', returnMgr: '只有新建状态的数据才能删除' } }));
    await expect(api().deleteRecords('asn', [1, 2])).rejects.toMatchObject({ kind: 'refused', serverMessage: '只有新建状态的数据才能删除' });
    expect(last()?.body).toEqual({ ids: [1, 2] });
  });

  it('refuses a menu code that is not one path segment, without a request', async () => {
    await expect(api().recordDetail('../login', 1)).rejects.toMatchObject({ kind: 'malformed' });
    expect(server.requests).toHaveLength(0);
  });

  it('returns the registration message', async () => {
    server.route('POST /GT_WMS_APP/license/register', () => ok({ returnMgr: '注册成功' }));
    await expect(api().registerLicense('ABC-123')).resolves.toBe('注册成功');
    expect(last()?.body).toEqual({ code: 'ABC-123' });
  });
});
