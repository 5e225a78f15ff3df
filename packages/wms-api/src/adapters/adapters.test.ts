/** @jest-environment node */
import { createWmsApi } from '../client/calls';
import { createWmsClient } from '../client/createWmsClient';
import { ColumnConfigType, COLUMN_CONFIG_PATH, FilterType } from '../model/constants';
import { ok, startContractServer, type ContractServer } from '../test-utils/contractServer';
import { createFormDataSource, createGridDataSource } from './adapters';

let server: ContractServer;
beforeEach(async () => { server = await startContractServer(); });
afterEach(async () => { await server.close(); });

const api = () => createWmsApi(createWmsClient({ baseURL: server.baseURL, getToken: () => 'tk', notify: () => undefined }));

it('a grid data source loads pages, options and columns of one list', async () => {
  server.route('POST /GT_WMS_APP/asn/list', () => ok({ bean: { list: [{ id: 1 }], pageNum: 1, pageSize: 20, total: 1 } }));
  server.route(`POST /GT_WMS_APP${COLUMN_CONFIG_PATH}`, () => ok({ bean: { tableDisplay: [], tableHiding: [], exportDisplay: [], exportHidden: [] } }));
  server.route('POST /GT_WMS_APP/saveDisplayedOrExportedColumns', () => ok());
  server.route('GET /GT_WMS_APP/opt/status', () => ({ body: [{ code: '1', description: 'a' }] }));
  const grid = createGridDataSource(api(), { menu_code: 'M', menu_list_code: 'L', path: '/asn/list', totalSqlText: 'sum' });
  await expect(grid.loadPage({ page: 1, pageSize: 20, filters: [{ code: 'no', filterType: FilterType.Text, value: 'A' }], sorting: 'id' })).resolves.toMatchObject({ rows: [{ id: 1 }] });
  expect(server.requests[0]?.body).toEqual({ no: 'A', pageNum: 1, pageSize: 20, configureSorting: 'id', totalSqlText: 'sum' });
  await expect(grid.loadColumns()).resolves.toMatchObject({ tableDisplay: [] });
  await grid.saveColumns(ColumnConfigType.Display, []);
  expect(server.requests[2]?.body).toMatchObject({ menu_code: 'M', menu_list_code: 'L', column_config_type: 10002 });
  await expect(grid.loadOptions('/opt/status?wh=1', { wh: 2 })).resolves.toEqual([{ code: '1', description: 'a' }]);
  expect(server.requests[3]?.url).toBe('/GT_WMS_APP/opt/status?wh=2');
});

it('a form data source looks up, autocompletes and loads options', async () => {
  server.route('POST /GT_WMS_APP/lk/1', () => ok({ data: { list: [{ code: 'A' }], curpage: 1, pageSize: 100, total: 1 } }));
  server.route('POST /GT_WMS_APP/ac/A', () => ok({ data: [{ code: 'A1' }] }));
  const form = createFormDataSource(api());
  await expect(form.lookup({ url: '/lk/', page: 1 })).resolves.toMatchObject({ rows: [{ code: 'A' }] });
  await expect(form.autocomplete('/ac', 'A')).resolves.toEqual([{ code: 'A1' }]);
});

it('a grid data source checks each page against the shown columns it loaded (issue 47)', async () => {
  server.route('POST /GT_WMS_APP/asn/list', () => ok({ page: { list: [{ id: 1, receiptkey: 'R1' }], pageNum: 1, pageSize: 20, total: 1 } }));
  const column = (code: string) => ({ code, name: code, width: 100, type: 10402, issearch: 1 });
  server.route(`POST /GT_WMS_APP${COLUMN_CONFIG_PATH}`, () => ok({ bean: { tableDisplay: [column('receiptkey'), column('storerkey')], tableHiding: [], exportDisplay: [], exportHidden: [] } }));
  const grid = createGridDataSource(api(), { menu_code: 'asn', menu_list_code: 'asn_list', path: '/asn/list' });
  // Before the columns are known, the page's rows are read as they come.
  await expect(grid.loadPage({ page: 1, pageSize: 20, filters: [] })).resolves.toMatchObject({ total: 1 });
  await grid.loadColumns();
  await expect(grid.loadPage({ page: 1, pageSize: 20, filters: [] })).rejects.toMatchObject({ kind: 'drift', issues: [{ path: '$.page.list[*].storerkey', got: 'missing from every row (1 rows)' }] });
});
