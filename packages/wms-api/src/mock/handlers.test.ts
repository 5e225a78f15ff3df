/** @jest-environment node */
import { setupServer } from 'msw/node';
import { createWmsApi } from '../client/calls';
import { createWmsClient } from '../client/createWmsClient';
import { FilterType } from '../model/constants';
import { createHandlers, failures } from './handlers';
import { generateAsnRows } from './fixtures';

const BASE = 'http://wms.test/GT_WMS_APP';
const server = setupServer(...createHandlers({ base: BASE }));
beforeAll(() => { server.listen({ onUnhandledRequest: 'error' }); });
afterEach(() => { server.resetHandlers(); });
afterAll(() => { server.close(); });

function setup() {
  const notices: unknown[] = [];
  const onUnauthorized = jest.fn();
  const api = createWmsApi(createWmsClient({ baseURL: BASE, timeout: 100, getToken: () => 't', notify: (n) => notices.push(n), onUnauthorized, saveFile: () => undefined }));
  return { api, notices, onUnauthorized };
}

it('generates the same fixtures for the same seed', () => {
  expect(generateAsnRows(5, 9)).toEqual(generateAsnRows(5, 9));
  expect(generateAsnRows(5, 9)).not.toEqual(generateAsnRows(5, 10));
});

it('serves a filtered, paged fixture list with a summary', async () => {
  const { api } = setup();
  const page = await api.queryList({ path: '/mock/asn/list', pageNum: 2, pageSize: 10, filters: [{ code: 'status', filterType: FilterType.MultiSelect, value: ['10', '20'] }] });
  expect(page.rows).toHaveLength(10);
  expect(page.page).toBe(2);
  expect(page.rows.every((row) => ['10', '20'].includes(String(row.status)))).toBe(true);
  expect(page.summary).toHaveProperty('expectedQty');
});

it('serves options, dictionary, column config and exports', async () => {
  const { api } = setup();
  await expect(api.searchOptions('/mock/options/asnStatus')).resolves.toHaveLength(4);
  await expect(api.dictionary(['ASN_STATUS'])).resolves.toHaveProperty('ASN_STATUS');
  await expect(api.getColumnConfig({ menu_code: 'M', menu_list_code: 'L' })).resolves.toHaveProperty('tableDisplay');
  await expect(api.listConfigExport({ menuCode: 'M', menuListCode: 'L', name: 'asn', payload: {} })).resolves.toEqual({ filename: 'asn.xls', size: 4 });
});

it.each([
  ['unauthorized', failures.unauthorized(`${BASE}/mock/asn/list`), { kind: 'unauthorized' }],
  ['serverError', failures.serverError(`${BASE}/mock/asn/list`), { kind: 'http', status: 500 }],
  ['timeout', failures.timeout(`${BASE}/mock/asn/list`), { kind: 'timeout' }],
  // Not an envelope at all (a proxy's HTML page): the contract's drift, naming the call and `$`.
  ['malformed', failures.malformed(`${BASE}/mock/asn/list`), { kind: 'drift', messageKey: 'contractDrift', call: { answer: 'listPage', method: 'POST', path: '/mock/asn/list' }, issues: [{ path: '$', got: 'string "<html>gateway</html>"' }] }],
  ['refused', failures.refused(`${BASE}/mock/asn/list`), { kind: 'refused', serverMessage: '执行失败' }],
])('the %s failure handler makes the call fail as the client expects', async (_name, handler, expected) => {
  server.use(handler);
  const { api } = setup();
  await expect(api.queryList({ path: '/mock/asn/list', pageNum: 1, pageSize: 20, filters: [] })).rejects.toMatchObject(expected);
});
