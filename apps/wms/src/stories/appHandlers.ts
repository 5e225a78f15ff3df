/**
 * MSW request handlers that answer exactly the calls the app's screens make (login, registration,
 * the shell's menus and warehouses, the ASN list and drawer, the console, a station), with the
 * shapes of apps/wms-server/CONTRACT.md and the bilingual fixtures of ./appFixtures. A call that
 * no handler answers fails loudly (404 envelope and a console error), so a screen that starts
 * making a new call shows up in its story instead of silently rendering half.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_PATH, DICTIONARY_PATH, COLUMN_CONFIG_PATH, LANGUAGE_HEADER, LOGIN_PATH } from '@wms/api';
import { createStationHandlers } from '@wms/api/mock';
import {
  BUTTON_GROUPS, DICTIONARIES, FIXTURE_LICENCE, FIXTURE_USER, PRINT_REPORTS, SERVER_MESSAGES, STORERS, WAREHOUSES,
  asnColumnConfig, consoleToday, generateAsnRecords, userMenus, type AsnRecord, type Lang,
} from './appFixtures';

const langOf = (request: Request): Lang => (request.headers.get(LANGUAGE_HEADER) === 'en' ? 'en' : 'zh');
const ok = (request: Request, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ returnCode: '200', returnMgr: SERVER_MESSAGES.success[langOf(request)], status: 'SUCCESS', ...extra });
const refuse = (request: Request, code: string, message: keyof typeof SERVER_MESSAGES) =>
  HttpResponse.json({ returnCode: code, returnMgr: SERVER_MESSAGES[message][langOf(request)], status: 'FAIL' });

type Body = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The ASN list query of CONTRACT.md ('List query body'), over the fixture rows. */
function queryAsn(rows: readonly AsnRecord[], params: Body) {
  const matches = (row: AsnRecord) => Object.entries(params).every(([key, value]) => {
    const wanted = text(value);
    if (wanted === '') return true;
    if (key === 'receiptkey' || key === 'externreceiptkey') return text(row[key]).includes(wanted);
    if (key.endsWith('str')) return wanted.split(',').includes(text(row[key.slice(0, -3)]));
    if (key.endsWith('Begin')) return text(row[key.slice(0, -5)]).slice(0, wanted.length) >= wanted;
    if (key.endsWith('End')) return text(row[key.slice(0, -3)]).slice(0, wanted.length) <= wanted;
    if (key in row) return text(row[key]) === wanted;
    return true;
  });
  const pageNum = Number(params.pageNum ?? 1);
  const pageSize = Number(params.pageSize ?? 20);
  const matched = rows.filter(matches).sort((a, b) => text(b.adddate).localeCompare(text(a.adddate)));
  const sum = (code: string) => matched.reduce((n, row) => n + Number(row[code] ?? 0), 0);
  return {
    page: { list: matched.slice((pageNum - 1) * pageSize, pageNum * pageSize), pageNum, pageSize, total: matched.length },
    totalData: { totalqtyexpected: sum('totalqtyexpected'), totalqtyreceived: sum('totalqtyreceived') },
  };
}

export interface AppHandlerOptions {
  base?: string;
  /** The ASN headers the list and the drawer serve (default: 57 generated ones). */
  asn?: AsnRecord[];
}

/** One fixture server: each call of this makes fresh state (records saved in one story stay there). */
export function createAppHandlers(options: AppHandlerOptions = {}): HttpHandler[] {
  const base = options.base ?? API_BASE_PATH;
  const asn = (options.asn ?? generateAsnRecords()).map((row) => ({ ...row }));
  const body = async (request: Request): Promise<Body> => {
    const parsed: unknown = await request.json().catch(() => ({}));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Body) : {};
  };
  return [
    http.post(`${base}${LOGIN_PATH}`, async ({ request }) => {
      const { username, password } = await body(request);
      if (username !== FIXTURE_USER.username || password !== FIXTURE_USER.password) return refuse(request, '500', 'badLogin');
      const { userid, user, wms, wmsId } = FIXTURE_USER;
      return ok(request, { bean: { token: 'story-token', userid, user, userType: 'internal', wms, wmsId, expiresAt: '2026-06-15T20:00:00.000Z' } });
    }),
    http.post(`${base}/logout`, ({ request }) => ok(request)),
    http.post(`${base}/license/register`, async ({ request }) => {
      const { code } = await body(request);
      return code === FIXTURE_LICENCE ? HttpResponse.json({ returnCode: '200', returnMgr: SERVER_MESSAGES.registered[langOf(request)], status: 'SUCCESS' }) : refuse(request, '500', 'badRegistration');
    }),
    http.post(`${base}/menu/userMenus`, ({ request }) => ok(request, { bean: userMenus(langOf(request)) })),
    http.post(`${base}/permission/buttons`, ({ request }) => ok(request, { bean: BUTTON_GROUPS })),
    http.get(`${base}/permission/edit/:wmsId`, ({ request }) => ok(request, { bean: '1' })),
    http.post(`${base}/warehouse/userWarehouses`, ({ request }) => ok(request, { bean: WAREHOUSES[langOf(request)] })),
    http.post(`${base}/warehouse/switch`, async ({ request }) => {
      const wmsId = text((await body(request)).wmsId);
      return ok(request, { bean: { wms: wmsId, wmsId } });
    }),
    http.post(`${base}/console/today`, ({ request }) => ok(request, { bean: consoleToday(langOf(request)) })),
    http.post(`${base}/print/reports`, ({ request }) => ok(request, { bean: PRINT_REPORTS[langOf(request)] })),
    http.post(`${base}/buttonlog/insertLog`, ({ request }) => ok(request)),
    http.post(`${base}${DICTIONARY_PATH}`, async ({ request }) => {
      const parsed: unknown = await request.json().catch(() => []);
      const codes = Array.isArray(parsed) ? parsed.map(text) : [];
      return ok(request, { bean: Object.fromEntries(codes.map((code) => [code, DICTIONARIES[code]?.[langOf(request)] ?? []])) });
    }),
    http.get(`${base}/dictionary/options/:code`, ({ request, params }) => ok(request, { data: { list: DICTIONARIES[text(params.code)]?.[langOf(request)] ?? [] } })),
    http.get(`${base}/options/storer`, ({ request }) => ok(request, { data: { list: STORERS[new URL(request.url).searchParams.get('type') ?? '']?.[langOf(request)] ?? [] } })),
    http.post(`${base}${COLUMN_CONFIG_PATH}`, async ({ request }) => {
      const { menu_list_code: list } = await body(request);
      return list === 'asn_list' ? ok(request, { bean: asnColumnConfig(langOf(request)) }) : refuse(request, '404', 'recordNotFound');
    }),
    http.post(`${base}/asn/list/:page`, async ({ request }) => ok(request, queryAsn(asn, await body(request)))),
    http.post(`${base}/asn/detail`, async ({ request }) => {
      const id = text((await body(request)).id);
      const record = asn.find((row) => String(row.id) === id);
      return record ? ok(request, { bean: record }) : refuse(request, '404', 'recordNotFound');
    }),
    http.post(`${base}/asn/update`, async ({ request }) => {
      const changes = await body(request);
      const record = asn.find((row) => String(row.id) === text(changes.id));
      if (!record) return refuse(request, '404', 'recordNotFound');
      for (const [key, value] of Object.entries(changes)) if (key !== 'id' && key in record && (typeof value === 'string' || typeof value === 'number')) record[key] = value;
      return ok(request, { bean: record });
    }),
    // The active import templates: the lists that import show their Import action.
    http.post(`${base}/excelImportTemplates`, ({ request }) => ok(request, { bean: [
      { templatecode: 'IMP_ASN', name: langOf(request) === 'en' ? 'ASN import' : '入库单导入', targettable: 'receipt', sheettype: '2' },
      { templatecode: 'IMP_SKU', name: langOf(request) === 'en' ? 'Item import' : '商品导入', targettable: 'sku', sheettype: '1' },
    ] })),
    // The lines of a receipt (the ASN drawer edits them below its header): three a receipt,
    // derived from its number so they are the same on every render.
    http.post(`${base}/receiptdetailQuery/list/:page`, async ({ request }) => {
      const receiptkey = text((await body(request)).receiptkey);
      const record = asn.find((row) => row.receiptkey === receiptkey);
      const list = record ? [1, 2, 3].map((n) => ({
        id: record.id * 10 + n, receiptkey, receiptlinenumber: String(n).padStart(5, '0'), storerkey: record.storerkey,
        sku: `AP00010${String(n)}`, qtyexpected: n * 4, qtyreceived: n === 1 ? 4 : 0, lottable02: n === 2 ? 'L2026' : '', toloc: '', toid: '',
      })) : [];
      return ok(request, { page: { list, pageNum: 1, pageSize: 500, total: list.length } });
    }),
    ...createStationHandlers({ base }),
    // Last: any other call of the contract has no fixture. Say so, rather than render half a screen.
    http.all(`${base}/*`, ({ request }) => {
      console.error(`appHandlers: no fixture for ${request.method} ${new URL(request.url).pathname}`);
      return HttpResponse.json({ returnCode: '404', returnMgr: `no fixture for ${request.method} ${new URL(request.url).pathname}` }, { status: 404 });
    }),
  ];
}
