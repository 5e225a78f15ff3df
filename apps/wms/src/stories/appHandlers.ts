/**
 * MSW request handlers that answer exactly the calls the app's screens make (login, registration,
 * the shell's menus and warehouses, the ASN list and drawer, the console, a station), with the
 * shapes of apps/wms-server/CONTRACT.md and the bilingual fixtures of ./appFixtures. A call that
 * no handler answers fails loudly (404 envelope and a console error), so a screen that starts
 * making a new call shows up in its story instead of silently rendering half.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_PATH, DICTIONARY_PATH, COLUMN_CONFIG_PATH, LANGUAGE_HEADER, LOGIN_PATH } from '@wms/api';
import { booksCheckFixture, createAuditHandlers, createStationHandlers, generateAuditEntries, type AuditEntry, type BooksCheck } from '@wms/api/mock';
import {
  BUTTON_GROUPS, DICTIONARIES, FIXTURE_LICENCE, FIXTURE_USER, PRINT_REPORTS, SERVER_MESSAGES, STORERS, WAREHOUSES,
  asnColumnConfig, consoleToday, generateAsnRecords, userMenus, type AsnRecord, type Lang,
} from './appFixtures';
import { NO_FIXTURE_EVENT } from './noFixture';

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
  /** The books check of the console (default: balanced). */
  books?: BooksCheck;
  /** A record's history: its entries (default: the four of a receipt's life), or never answered, or a 500. */
  history?: { entries?: (lang: Lang) => AuditEntry[]; state?: 'loading' | 'error' };
  /**
   * Someone else (wang) saves these header fields just before the story's first save of a
   * receipt: that save, from the version read before, is refused as a conflict.
   */
  changedUnderneath?: Partial<AsnRecord>;
}

/** When wang's change is stamped (the conflict's "at"). */
const UNDERNEATH_AT = '2026-06-15 11:58:04';

/** One fixture server: each call of this makes fresh state (records saved in one story stay there). */
export function createAppHandlers(options: AppHandlerOptions = {}): HttpHandler[] {
  const base = options.base ?? API_BASE_PATH;
  const asn: AsnRecord[] = (options.asn ?? generateAsnRecords()).map((row) => ({ ...row, version: row.version ?? 1 }));
  let underneath = options.changedUnderneath;
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
    // The ASN drawer saves a receipt with its lines: a stale header version is a conflict (HTTP 409
    // with the record as it is now), as CONTRACT.md says; otherwise the header's entered fields
    // are written and its version raised.
    http.post(`${base}/asn/saveWithLines`, async ({ request }) => {
      const { header } = await body(request);
      const changes = (typeof header === 'object' && header !== null ? header : {}) as Body;
      const record = asn.find((row) => String(row.id) === text(changes.id));
      if (!record) return refuse(request, '404', 'recordNotFound');
      if (underneath) {
        Object.assign(record, underneath, { version: Number(record.version) + 1, editwho: 'wang', editdate: UNDERNEATH_AT });
        underneath = undefined;
      }
      if (changes.version !== undefined && Number(changes.version) !== Number(record.version)) {
        const message = SERVER_MESSAGES.changed[langOf(request)].replace('{{user}}', 'wang').replace('{{time}}', UNDERNEATH_AT);
        return HttpResponse.json({ returnCode: '409', returnMgr: message, status: 'FAIL', bean: { id: record.id, version: record.version, editwho: 'wang', editdate: UNDERNEATH_AT, record } }, { status: 409 });
      }
      for (const [key, value] of Object.entries(changes)) if (key !== 'id' && key !== 'version' && key in record && (typeof value === 'string' || typeof value === 'number')) record[key] = value;
      record.version = Number(record.version) + 1;
      return ok(request, { bean: { header: record, lines: [] } });
    }),
    // The console's books check, and the audit: a record's history and the admins' search.
    ...createAuditHandlers({ base, books: options.books ?? booksCheckFixture(0), entries: options.history?.entries ?? receiptLife, ...(options.history?.state ? { state: options.history.state } : {}) }),
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
    // Last: any other call of the contract has no fixture. Say so, rather than render half a screen:
    // in the console, and as the NO_FIXTURE_EVENT event, on which the story pass fails the story
    // (tests/visual/run.mjs), since its screen then shows the server's error instead of itself.
    http.all(`${base}/*`, ({ request }) => {
      const call = `${request.method} ${new URL(request.url).pathname}`;
      console.error(`appHandlers: no fixture for ${call}`);
      window.dispatchEvent(new CustomEvent(NO_FIXTURE_EVENT, { detail: call }));
      return HttpResponse.json({ returnCode: '404', returnMgr: `no fixture for ${request.method} ${new URL(request.url).pathname}` }, { status: 404 });
    }),
  ];
}

/** The four entries of a receipt's life, newest first: created, edited, received, settled. */
export function receiptLife(lang: Lang): AuditEntry[] {
  const en = lang === 'en';
  // The record, as the server names it in every entry (CONTRACT.md; the audit search shows it).
  const of = { entity: 'receipt', menuCode: 'asn', recordid: 1 };
  return [
    { ...of, id: 4, time: '2026-06-15 11:40:12', userid: 'li', username: '李强', action: 'operation', operation: en ? 'Verify and settle' : '核销结算', call: '/asn/op/settle', idemKey: 'k4', changes: [{ field: 'status', label: en ? 'Status' : '状态', old: '3', new: '9' }] },
    { ...of, id: 3, time: '2026-06-15 10:05:47', userid: 'wang', username: '王芳', action: 'operation', operation: en ? 'Receive all' : '整单收货', call: '/asn/op/receiveAll', idemKey: 'k3', changes: [{ field: 'status', label: en ? 'Status' : '状态', old: '0', new: '3' }, { field: 'totalqtyreceived', label: en ? 'Qty received' : '已收数量', old: 0, new: 12 }] },
    { ...of, id: 2, time: '2026-06-15 09:31:02', userid: 'admin', username: '系统管理员', action: 'update', operation: '', call: '/asn/saveWithLines', idemKey: 'k2', changes: [{ field: 'door', label: en ? 'Door' : '月台', old: 'DOOR01', new: 'DOOR03' }, { field: 'notes', label: en ? 'Notes' : '备注', old: '', new: en ? 'call before unloading' : '卸货前电话联系' }] },
    { ...of, id: 1, time: '2026-06-15 09:12:55', userid: 'admin', username: '系统管理员', action: 'insert', operation: '', call: '/asn/saveWithLines', idemKey: 'k1', changes: [{ field: 'externreceiptkey', label: en ? 'External no.' : '外部单号', old: null, new: 'E000123456' }, { field: 'door', label: en ? 'Door' : '月台', old: null, new: 'DOOR01' }] },
  ];
}

/** Many entries of one record, for the paged history. */
export function longHistory(lang: Lang): AuditEntry[] {
  return generateAuditEntries(45, { language: lang });
}
