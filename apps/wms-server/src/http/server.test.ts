/** @jest-environment node */
import * as XLSX from 'xlsx';
import { createWmsApi, createWmsClient, FilterType } from '@wms/api';
import { LIST_ROUTES } from '../catalogue/routes';
import { startHarness, type Harness } from '../test-utils/harness';

jest.setTimeout(180_000);

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
});
afterAll(async () => {
  await h.stop();
});

type Page = { list: Record<string, unknown>[]; pageNum: number; pageSize: number; total: number };
const pageOf = (body: Record<string, unknown>) => body.page as Page;
const list = async (menuCode: string, params: Record<string, unknown> = {}, page = 1, token = admin) => h.call(`/${menuCode}/list/${String(page)}`, { pageSize: 20, ...params }, { token });

describe('session', () => {
  it('logs in the demo users and refuses a wrong password', async () => {
    const answer = await h.call('/login', { username: 'shipper', password: 'shipper123' });
    expect(answer.body).toMatchObject({ returnCode: '200', bean: { userid: 'shipper', userType: 'shipper', wmsId: 'WH01' } });
    const wrong = await h.call('/login', { username: 'admin', password: 'nope' }, { lang: 'en' });
    expect(wrong.body).toMatchObject({ returnCode: '500', returnMgr: 'Wrong user name or password' });
  });

  it('answers 401 with returnMgr without a token, with an unknown one and after expiry', async () => {
    const missing = await h.call('/asn/list/1', {});
    expect(missing.body).toMatchObject({ returnCode: '401', returnMgr: '未登录或登录已失效，请重新登录' });
    const unknown = await h.call('/asn/list/1', {}, { token: 'deadbeef', lang: 'en' });
    expect(unknown.body.returnCode).toBe('401');
    expect(unknown.body.returnMgr).toMatch(/log in/);
    const token = await h.login();
    expect((await list('asn', {}, 1, token)).body.returnCode).toBe('200');
    h.clock.now += 9 * 3600_000; // past the 8-hour lifetime
    try {
      expect((await list('asn', {}, 1, token)).body.returnCode).toBe('401');
    } finally {
      h.clock.now -= 9 * 3600_000;
    }
    // Once expired the token is gone for good, even when the clock goes back.
    expect((await list('asn', {}, 1, token)).body.returnCode).toBe('401');
  });

  // An anonymous caller learns nothing of a call's shape: the 401 comes before the body's schema.
  it.each([
    ['a body of the wrong type', '/asn/insert', { storerkey: ['OW001'] }],
    ['a body with an unknown field', '/asn/insert', { storerkey: 'OW001', password_hash: 'x' }],
    ['a missing body', '/asn/delete', undefined],
    ['a malformed id list', '/asn/delete', { ids: ['1 OR 1=1'] }],
    ['a bad page number', '/asn/list/0', {}],
  ])('answers an anonymous request with %s with the catalogued 401', async (_, path, body) => {
    const answer = await h.call(path, body, { lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ returnCode: '401' });
    expect(String(answer.body.returnMgr)).toMatch(/log in/);
  });

  it.each([['/asn/list/1', true], ['/login', false], ['/no/such/call', false]])('sends the security headers on %s', async (path, withToken) => {
    const answer = await h.call(path, {}, withToken ? { token: await h.login() } : {});
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('same-origin');
    expect(answer.headers.get('server')).toBeNull();
  });

  it('logs out', async () => {
    const token = await h.login();
    expect((await h.call('/logout', undefined, { token })).body.returnCode).toBe('200');
    expect((await list('asn', {}, 1, token)).body.returnCode).toBe('401');
  });

  it('lists and switches warehouses, and reads the edit permission', async () => {
    const token = await h.login();
    const warehouses = await h.call('/warehouse/userWarehouses', undefined, { token, lang: 'en' });
    expect(warehouses.body.bean).toEqual([
      { wmsId: 'WH01', wms: 'WH01', name: 'Shanghai DC 1' },
      { wmsId: 'WH02', wms: 'WH02', name: 'Guangzhou DC 2' },
    ]);
    const before = pageOf((await list('asn', {}, 1, token)).body).total;
    expect((await h.call('/warehouse/switch', { wmsId: 'WH02' }, { token })).body.bean).toMatchObject({ wmsId: 'WH02' });
    const after = pageOf((await list('asn', {}, 1, token)).body).total;
    expect(after).toBeGreaterThan(0);
    expect(after).not.toBe(before);
    expect((await h.call('/warehouse/switch', { wmsId: 'WH09' }, { token })).body.returnCode).toBe('403');
    expect((await h.call('/permission/edit/WH01', undefined, { token, method: 'GET' })).body.bean).toBe('1');
    const shipper = await h.login('shipper', 'shipper123');
    expect((await h.call('/permission/edit/WH01', undefined, { token: shipper, method: 'GET' })).body.bean).toBe('0');
  });

  it('registers a valid code once', async () => {
    expect((await h.call('/license/register', { code: 'WMS-DEMO-2026-0001' }, { lang: 'en' })).body).toMatchObject({ returnCode: '200', returnMgr: 'Registration successful' });
    expect((await h.call('/license/register', { code: 'WMS-DEMO-2026-0001' })).body.returnCode).toBe('500');
  });
});

describe('menus and buttons', () => {
  it('gives the internal user every list route and the shipper only its areas', async () => {
    const menus = (await h.call('/menu/userMenus', undefined, { token: admin, lang: 'en' })).body.bean as { menuCode: string; name: string; children: { menuCode: string; kind: string; path: string }[] }[];
    const lists = menus.flatMap((a) => a.children).filter((c) => c.kind === 'list');
    expect(lists.map((c) => c.menuCode).sort()).toEqual(LIST_ROUTES.map((r) => r.menuCode).sort());
    expect(menus.find((a) => a.menuCode === 'inbound')?.name).toBe('Inbound');
    const shipper = await h.login('shipper', 'shipper123');
    const theirs = (await h.call('/menu/userMenus', undefined, { token: shipper })).body.bean as { menuCode: string }[];
    expect(theirs.map((a) => a.menuCode)).toEqual(['top', 'inbound', 'outbound', 'inventory']);
    const buttons = (await h.call('/permission/buttons', undefined, { token: shipper })).body.bean as { name: string; nodeList: string[] }[];
    expect(buttons.find((g) => g.name === 'asn')?.nodeList).toEqual(['asn:cancel', 'asn:export', 'asn:query']);
    expect((await list('currency', {}, 1, shipper)).body).toMatchObject({ returnCode: '403', returnMgr: '没有权限' });
  });

  it('shows a shipper user only the rows of their shippers', async () => {
    const shipper = await h.login('shipper', 'shipper123');
    const rows = pageOf((await list('orders', { pageSize: 200 }, 1, shipper)).body).list;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.storerkey))).toEqual(new Set(['OW001', 'OW002']));
  });
});

describe('list query', () => {
  it('answers every one of the 176 list routes with a page', async () => {
    for (const route of LIST_ROUTES) {
      const answer = await list(route.menuCode, { pageSize: 5 });
      expect([route.menuCode, answer.body.returnCode]).toEqual([route.menuCode, '200']);
      expect(pageOf(answer.body).total).toBeGreaterThan(0);
      expect(pageOf(answer.body).list[0]).toHaveProperty('id');
    }
  });

  it('filters text by contains, select by equals, multi-select by IN, dates and datetimes by range', async () => {
    const text = pageOf((await list('asn', { receiptkey: '00012', pageSize: 100 })).body);
    expect(text.total).toBeGreaterThan(0);
    expect(text.list.every((r) => String(r.receiptkey).includes('00012'))).toBe(true);

    const select = pageOf((await list('asn', { storerkey: 'OW003', pageSize: 100 })).body);
    expect(select.list.every((r) => r.storerkey === 'OW003')).toBe(true);

    const multi = pageOf((await list('asn', { statusstr: '0,1', pageSize: 500 })).body);
    expect(new Set(multi.list.map((r) => r.status))).toEqual(new Set(['0', '1']));

    const dateRange = pageOf((await list('asn', { receiptdateBegin: '2026-05-01', receiptdateEnd: '2026-05-31', pageSize: 500 })).body);
    expect(dateRange.total).toBeGreaterThan(0);
    expect(dateRange.list.every((r) => String(r.receiptdate) >= '2026-05-01 00:00:00' && String(r.receiptdate) <= '2026-05-31 23:59:59')).toBe(true);

    const timeRange = pageOf((await list('asn', { adddateTimeBegin: '2026-06-01 08:00:00', adddateTimeEnd: '2026-06-03 18:00:00', pageSize: 500 })).body);
    expect(timeRange.total).toBeGreaterThan(0);
    expect(timeRange.list.every((r) => String(r.adddate) >= '2026-06-01 08:00:00' && String(r.adddate) <= '2026-06-03 18:00:00')).toBe(true);

    const numeric = pageOf((await list('inventorySearch', { qty: 100, pageSize: 100 })).body);
    expect(numeric.list.every((r) => r.qty === 100)).toBe(true);

    // A lottable field's empty value is a single space: no filter.
    const all = pageOf((await list('receiptdetailQuery', {})).body).total;
    expect(pageOf((await list('receiptdetailQuery', { lottable01: ' ' })).body).total).toBe(all);
  });

  it('treats SQL metacharacters in filter values as text', async () => {
    const answer = await list('asn', { receiptkey: "' OR 1=1 --", notes: '%' });
    expect(answer.body.returnCode).toBe('200');
    expect(pageOf(answer.body).total).toBe(0);
    const underscore = pageOf((await list('sku', { sku: '_' })).body);
    expect(underscore.total).toBe(0);
  });

  it('sorts by allow-listed columns and pages', async () => {
    const asc = pageOf((await list('sku', { configureSorting: JSON.stringify([{ column_code: 'price', sort_type: 10201 }]), pageSize: 50 })).body);
    const prices = asc.list.map((r) => Number(r.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = pageOf((await list('sku', { configureSorting: JSON.stringify([{ column_code: 'price', sort_type: 10202 }]), pageSize: 50 })).body);
    expect(Number(desc.list[0]?.price)).toBeGreaterThanOrEqual(Number(asc.list[49]?.price));

    const first = pageOf((await list('sku', { pageSize: 20 }, 1)).body);
    const second = pageOf((await list('sku', { pageSize: 20 }, 2)).body);
    expect(second.pageNum).toBe(2);
    expect(first.total).toBe(3000);
    const ids = new Set(first.list.map((r) => r.id));
    expect(second.list.some((r) => ids.has(r.id))).toBe(false);
  });

  it('answers the summary row of a list with totals', async () => {
    const answer = await list('asn', { statusstr: '0' });
    const totalData = answer.body.totalData as Record<string, number>;
    const db = h.server.db;
    const expected = db.prepare(`SELECT SUM(totalqtyexpected) AS s FROM receipt WHERE whseid = 'WH01' AND status = '0'`).get() as { s: number };
    expect(totalData.totalqtyexpected).toBe(expected.s);
    expect(totalData).toHaveProperty('totalqtyreceived');
    expect(answer.body.totalData).toBeDefined();
    const only = await list('asn', { totalSqlText: 'totalqtyreceived' });
    expect(Object.keys(only.body.totalData as object)).toEqual(['totalqtyreceived']);
  });

  it.each([
    ['an unknown filter column', { nosuchcolumn: 'x' }],
    ['an injection in the sort column', { configureSorting: JSON.stringify([{ column_code: 'status; DROP TABLE receipt', sort_type: 10201 }]) }],
    ['a sort that is not JSON', { configureSorting: 'status desc' }],
    ['a bad sort type', { configureSorting: JSON.stringify([{ column_code: 'status', sort_type: 1 }]) }],
    ['an injection in a filter name', { 'status) OR (1=1': '0' }],
    ['a bad date', { receiptdateBegin: '2026-13-45 or 1=1' }],
    ['a summary column not summed', { totalSqlText: 'status' }],
    ['an object as a value', { status: { $gt: '' } }],
    ['a page size beyond 500', { pageSize: 100000 }],
  ])('refuses %s with a 400 envelope', async (_name, params) => {
    const answer = await h.call('/asn/list/1', params, { token: admin, lang: 'en' });
    expect(answer.status).toBe(400);
    expect(answer.body.returnCode).toBe('400');
    expect(typeof answer.body.returnMgr).toBe('string');
    expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts|stack|sqlite/i);
    expect((h.server.db.prepare('SELECT COUNT(*) AS n FROM receipt').get() as { n: number }).n).toBe(2000);
  });

  it('refuses a bad page, an unknown menu, malformed JSON and an oversized body', async () => {
    expect((await h.call('/asn/list/0', {}, { token: admin })).status).toBe(400);
    expect((await h.call('/nosuch/list/1', {}, { token: admin })).body.returnCode).toBe('400');
    const malformed = await h.call('/asn/list/1', undefined, { token: admin, rawBody: '{"pageSize": 20,' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.returnCode).toBe('400');
    const huge = await h.call('/asn/list/1', undefined, { token: admin, rawBody: JSON.stringify({ notes: 'x'.repeat(2_000_000) }), lang: 'en' });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ returnCode: '400', returnMgr: 'The request is too large' });
  });
});

describe('column configuration', () => {
  const key = { menu_code: 'asn', menu_list_code: 'asn_list', name: 'asn' };
  type Column = { code: string; name: string; width: string; type: number; issearch: number; searchData?: string };
  type Config = { tableDisplay: Column[]; tableHiding: Column[]; exportDisplay: Column[]; exportHidden: Column[]; configureSorting: string; totalSqlText: string };
  const config = async (token: string, lang: 'en' | 'zh_cn' = 'zh_cn') => (await h.call('/queryDisplayedOrExportedColumns', key, { token, lang })).body.bean as Config;

  it('gives the defaults with names in the request language, types, filters and searchData', async () => {
    const zh = await config(admin);
    const en = await config(admin, 'en');
    expect(zh.tableDisplay[0]).toMatchObject({ code: 'receiptkey', name: '入库单号', type: 10402, issearch: 1 });
    expect(en.tableDisplay[0]?.name).toBe('Receipt no.');
    const status = en.tableDisplay.find((c) => c.code === 'status');
    expect(status).toMatchObject({ issearch: 3, searchData: '/dictionary/options/asn_status' });
    const source = en.tableDisplay.find((c) => c.code === 'source');
    expect(JSON.parse(source?.searchData ?? '[]')).toEqual([{ code: '0', description: 'Internal creation' }, { code: '1', description: 'External import' }]);
    expect(en.tableHiding.map((c) => c.code)).toContain('trailer');
    expect(JSON.parse(en.configureSorting)).toEqual([{ column_code: 'adddate', menu_list_name: 'asn_list', sort_type: 10202 }]);
    expect(en.totalSqlText).toBe('totalqtyexpected,totalqtyreceived');
  });

  it('saves per user and per config type, and reset restores the defaults', async () => {
    const other = await h.login('zhangwei', 'x').catch(() => undefined);
    expect(other).toBeUndefined(); // operators have no password in the seed
    const shipper = await h.login('shipper', 'shipper123');
    const defaults = await config(admin);
    const chosen = [{ code: 'status', name: '状态', width: '150' }, { code: 'receiptkey', name: '入库单号', width: '200' }];
    const saved = await h.call('/saveDisplayedOrExportedColumns', { ...key, data_list_config: JSON.stringify(chosen), column_config_type: 10002 }, { token: admin, lang: 'en' });
    expect(saved.body).toMatchObject({ returnCode: '200', returnMgr: 'Display config saved' });
    const after = await config(admin);
    expect(after.tableDisplay.map((c) => [c.code, c.width])).toEqual([['status', '150'], ['receiptkey', '200']]);
    expect(after.tableHiding.length).toBe(defaults.tableDisplay.length + defaults.tableHiding.length - 2);
    expect(after.exportDisplay).toEqual(defaults.exportDisplay);
    expect((await config(shipper)).tableDisplay).toEqual(defaults.tableDisplay);

    const exportSaved = await h.call('/saveDisplayedOrExportedColumns', { ...key, data_list_config: JSON.stringify([{ code: 'storerkey', name: '货主', width: 120 }]), column_config_type: 10003 }, { token: admin });
    expect(exportSaved.body.returnMgr).toBe('导出配置已保存');
    expect((await config(admin)).exportDisplay.map((c) => c.code)).toEqual(['storerkey']);

    const reset = await h.call('/reDefaultConfig', { ...key, column_config_type: 10002 }, { token: admin, lang: 'en' });
    expect(reset.body).toMatchObject({ returnCode: '200', returnMgr: 'Display defaults restored' });
    expect((await config(admin)).tableDisplay).toEqual(defaults.tableDisplay);
    expect((await config(admin)).exportDisplay.map((c) => c.code)).toEqual(['storerkey']);
    await h.call('/reDefaultConfig', { ...key, column_config_type: 10003 }, { token: admin });
    expect((await config(admin)).exportDisplay).toEqual(defaults.exportDisplay);
  });

  it('refuses incomplete rows, duplicate codes, unknown columns and a wrong list code', async () => {
    const save = (rows: unknown[], lang: 'en' | 'zh_cn' = 'en') => h.call('/saveDisplayedOrExportedColumns', { ...key, data_list_config: JSON.stringify(rows), column_config_type: 10002 }, { token: admin, lang });
    expect((await save([{ code: 'status', name: 'S', width: '100' }, { code: 'receiptkey', name: '', width: '100' }])).body).toMatchObject({
      returnCode: '500',
      returnMgr: 'Please complete [Field code]/[field name]/field width in line [2]',
    });
    expect((await save([{ code: 'status', name: 'S', width: '100' }, { code: 'status', name: 'S', width: '100' }], 'zh_cn')).body).toMatchObject({ returnCode: '500', returnMgr: '行中有重复的字段代码' });
    expect((await save([{ code: 'password_hash', name: 'x', width: '100' }])).body.returnCode).toBe('400');
    expect((await h.call('/queryDisplayedOrExportedColumns', { menu_code: 'asn', menu_list_code: 'po_list' }, { token: admin })).body.returnCode).toBe('400');
    expect((await h.call('/reDefaultConfig', { ...key, column_config_type: 10009 }, { token: admin })).body.returnCode).toBe('400');
  });
});

describe('options and dictionaries', () => {
  it('answers the dictionary call keyed by code, without a token', async () => {
    const answer = await h.call('/dictionary/queryByCodes', ['asn_status', 'yes_no', 'nosuch'], { lang: 'en' });
    const bean = answer.body.bean as Record<string, { code: string; description: string }[]>;
    expect(bean.asn_status?.[0]).toEqual({ code: '0', description: 'New' });
    expect(bean.yes_no).toEqual([{ code: '1', description: 'Yes' }, { code: '0', description: 'No' }]);
    expect(bean.nosuch).toEqual([]);
    const path = await h.call('/dictionary/options/order_status', undefined, { token: admin, method: 'GET' });
    expect((path.body.data as { list: unknown[] }).list).toContainEqual({ code: '5', description: '已发运' });
  });

  it('answers option paths with key=value parameters', async () => {
    const owners = await h.call('/options/storer?type=1', undefined, { token: admin, method: 'GET' });
    const rows = (owners.body.data as { list: { code: string }[] }).list;
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.code.startsWith('OW'))).toBe(true);
    const skus = await h.call('/options/sku?storerkey=OW003', undefined, { token: admin, method: 'GET' });
    const skuRows = (skus.body.data as { list: { code: string }[] }).list;
    const owner = h.server.db.prepare(`SELECT COUNT(*) AS n FROM sku WHERE storerkey = 'OW003' AND active = '1'`).get() as { n: number };
    expect(skuRows).toHaveLength(owner.n);
    expect((await h.call('/options/sku?password=1', undefined, { token: admin, method: 'GET' })).body.returnCode).toBe('400');
    expect((await h.call('/options/nosuch', undefined, { token: admin, method: 'GET' })).body.returnCode).toBe('400');
  });

  it('answers lookups, autocomplete and remote select', async () => {
    const lookup = await h.call('/lookup/sku/2', { storerkey: 'OW001', pageSize: 10 }, { token: admin });
    expect(pageOf(lookup.body)).toMatchObject({ pageNum: 2, pageSize: 10 });
    expect(pageOf(lookup.body).list).toHaveLength(10);
    const auto = await h.call(`/autocomplete/storer/${encodeURIComponent('顺丰')}`, undefined, { token: admin });
    expect(auto.body.data).toEqual([{ code: 'CA001', description: '顺丰速运' }]);
    const remote = await h.call('/remoteSelect/loc', { params: 'LOST' }, { token: admin });
    expect((remote.body.data as { list: { code: string }[] }).list.map((r) => r.code)).toEqual(['LOST']);
  });
});

describe('records', () => {
  it('creates, reads, updates and deletes a record, and logs a button', async () => {
    const created = await h.call('/asn/insert', { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-10 08:00:00', expectedreceiptdate: '2026-06-12', notes: '测试' }, { token: admin });
    const bean = created.body.bean as Record<string, unknown>;
    expect(created.body.returnCode).toBe('200');
    expect(bean).toMatchObject({ status: '0', storerkey: 'OW001', expectedreceiptdate: '2026-06-12 00:00:00', addwho: 'admin' });
    expect(String(bean.receiptkey)).toMatch(/^ASN\d{10}$/);
    const read = await h.call('/asn/detail', { id: bean.id }, { token: admin });
    expect(read.body.bean).toEqual(bean);
    const updated = await h.call('/asn/update', { id: bean.id, notes: '已改' }, { token: admin });
    expect((updated.body.bean as Record<string, unknown>).notes).toBe('已改');
    expect((await h.call('/asn/delete', { ids: [bean.id] }, { token: admin })).body.returnCode).toBe('200');
    expect((await h.call('/asn/detail', { id: bean.id }, { token: admin, lang: 'en' })).body).toMatchObject({ returnCode: '404', returnMgr: 'The input value does not exist' });
    expect((await h.call('/buttonlog/insertLog', { buttonName: '新增', moduleName: 'inbound', menuName: 'asn' }, { token: admin })).body.returnCode).toBe('200');
    expect(h.server.db.prepare(`SELECT userid FROM button_log WHERE buttonName = '新增'`).get()).toEqual({ userid: 'admin' });
  });

  it('refuses wrong types and unknown fields on writes', async () => {
    expect((await h.call('/asn/insert', { storerkey: ['OW001'] }, { token: admin })).status).toBe(400);
    expect((await h.call('/asn/insert', { storerkey: 'OW001', password_hash: 'x' }, { token: admin })).body.returnCode).toBe('400');
    expect((await h.call('/asn/insert', { storerkey: 'OW001', orderdate: 'yesterday' }, { token: admin })).body.returnCode).toBe('400');
    expect((await h.call('/asn/delete', { ids: ['1 OR 1=1'] }, { token: admin })).status).toBe(400);
  });

  it('answers the system column define calls', async () => {
    const page = await h.call('/queryListOfDark3', { menu_id: 'asn', currentPage: 1, pageSize: 10 }, { token: admin });
    expect(pageOf(page.body).list).toEqual([expect.objectContaining({ menu_id: 'asn', menu_list_code: 'asn_list', menu_name: '入库单' })]);
    const id = pageOf(page.body).list[0]?.id;
    expect((await h.call('/querySysColumnDefineById', { id }, { token: admin })).body.bean).toMatchObject({ menu_list_code: 'asn_list' });
    const byName = await h.call('/queryMenuListByName', { menu_name: '入库' }, { token: admin });
    expect((byName.body.data as { list: unknown[] }).list.length).toBeGreaterThan(0);
    const saved = await h.call('/saveSysColumnDefine', { menu_id: 'custom', menu_list_code: 'custom_list', menu_name: '自定义' }, { token: admin });
    const savedId = (saved.body.bean as { id: number }).id;
    const updated = await h.call('/updateSysColumnDefine', { id: savedId, menu_name: '自定义列表' }, { token: admin });
    expect(updated.body.bean).toMatchObject({ menu_name: '自定义列表' });
    const init = await h.call('/dataListInit', { menu_code: 'po' }, { token: admin, lang: 'en' });
    expect(init.body.bean).toMatchObject({ menu_code: 'po', menu_list_code: 'po_list', name: 'Purchase orders', listPath: '/po/list/{page}' });
  });
});

describe('export', () => {
  it('answers a real spreadsheet whose header row is the export config, formula-safe', async () => {
    const created = await h.call('/inventoryholdcode/insert', { code: 'FX_01', description: '=HYPERLINK("http://evil")', description_en: '+1', remark: '@SUM(A1)' }, { token: admin });
    expect(created.body.returnCode).toBe('200');
    const key = { menu_code: 'inventoryholdcode', menu_list_code: 'inventoryholdcode_list' };
    const chosen = [{ code: 'code', name: '冻结代码', width: '120' }, { code: 'description', name: '冻结原因', width: '200' }, { code: 'description_en', name: 'x', width: '100' }, { code: 'active', name: 'y', width: '100' }];
    await h.call('/saveDisplayedOrExportedColumns', { ...key, data_list_config: JSON.stringify(chosen), column_config_type: 10003 }, { token: admin });
    const answer = await h.call('/listConfigExport/inventoryholdcode/inventoryholdcode_list/冻结代码', { code: 'FX_' }, { token: admin, lang: 'en' });
    expect(answer.headers.get('content-type')).toContain('application/vnd.ms-excel');
    expect(answer.headers.get('content-disposition')).toContain(encodeURIComponent('冻结代码.xls'));
    const book = XLSX.read(new Uint8Array(answer.raw), { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet ?? {}, { header: 1 });
    expect(rows[0]).toEqual(['Hold code', 'Hold reason', 'English description', 'Active']);
    expect(rows[1]).toEqual(['FX_01', `'=HYPERLINK("http://evil")`, "'+1", 'Yes']);
    expect(rows).toHaveLength(2);
  });

  it('answers an envelope, not a file, when the export is refused', async () => {
    const answer = await h.call('/listConfigExport/asn/po_list/x', {}, { token: admin });
    expect(answer.body.returnCode).toBe('400');
  });
});

describe('the @wms/api client against this server', () => {
  it('queries a list with filters, sorting and summary through createWmsApi', async () => {
    const token = await h.login();
    const notices: unknown[] = [];
    const client = createWmsClient({ baseURL: `${h.server.url}/GT_WMS_APP`, getToken: () => token, getLanguage: () => 'en', notify: (n) => notices.push(n), adapter: 'http' });
    const api = createWmsApi(client);
    const page = await api.queryList({
      path: '/orders/list/{page}',
      pageNum: 1,
      pageSize: 50,
      filters: [
        { code: 'status', filterType: FilterType.MultiSelect, value: ['5'] },
        { code: 'orderdate', filterType: FilterType.DateTimeRange, value: ['2026-03-01 00:00:00', '2026-05-31 23:59:59'] },
      ],
      configureSorting: JSON.stringify([{ column_code: 'orderdate', sort_type: 10201 }]),
    });
    expect(page.total).toBeGreaterThan(50);
    expect(page.rows).toHaveLength(50);
    expect(page.rows.every((r) => r.status === '5')).toBe(true);
    const dates = page.rows.map((r) => String(r.orderdate));
    expect(dates).toEqual([...dates].sort());
    expect(page.summary).toHaveProperty('qtyordered');
    const config = await api.getColumnConfig({ menu_code: 'orders', menu_list_code: 'orders_list' });
    expect(config.tableDisplay[0]?.name).toBe('Order no.');
    const dict = await api.dictionary(['order_status']);
    expect(dict.order_status?.[5]).toMatchObject({ code: '5', description: 'Shipped' });
    expect(notices).toEqual([]);
  });
});

describe('list query by GET and without a body', () => {
  it('answers the same page for GET with query parameters, and a POST without a body', async () => {
    const post = pageOf((await list('asn', { statusstr: '0,1', pageSize: 20 })).body);
    const get = await h.call('/asn/list/1?statusstr=0,1&pageSize=20', undefined, { token: admin, method: 'GET' });
    expect(pageOf(get.body)).toEqual(post);
    const bare = await h.call('/asn/list/1', undefined, { token: admin });
    expect(pageOf(bare.body).pageSize).toBe(20);
    expect((await h.call('/asn/list/1?nosuch=1', undefined, { token: admin, method: 'GET' })).body.returnCode).toBe('400');
  });
});
