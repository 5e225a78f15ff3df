import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { COLUMN_CONFIG_PATH, DICTIONARY_PATH, API_BASE_PATH } from '../model/constants';
import { ASN_COLUMN_CONFIG, ASN_STATUS_OPTIONS, OWNER_OPTIONS, generateAsnRows, type AsnRow } from './fixtures';

const success = (extra: Record<string, unknown> = {}) => HttpResponse.json({ returnCode: '200', returnMgr: 'SUCCESS', ...extra });

/**
 * MSW request handlers answering every call of the contract with fixtures, for stories and
 * tests. The fixture list is an ASN list at `${base}/mock/asn/list` filtered by asnNo, status
 * and owner, paged.
 */
export function createHandlers(options: { base?: string; rows?: AsnRow[] } = {}): HttpHandler[] {
  const base = options.base ?? API_BASE_PATH;
  const rows = options.rows ?? generateAsnRows(240);
  return [
    http.post(`${base}/dataListInit`, () => success({ bean: {} })),
    http.post(`${base}/queryListOfDark3`, () => success({ page: { list: [], curpage: 1, pageSize: 20, total: 0 } })),
    http.post(`${base}/querySysColumnDefineById`, () => success({ bean: { id: 1, menu_id: 1, menu_list_code: 'asn', menu_name: '入库单' } })),
    http.post(`${base}/queryMenuListByName`, () => success({ bean: [{ id: 1, menu_name: '入库单' }] })),
    http.post(`${base}/updateSysColumnDefine`, () => success()),
    http.post(`${base}/saveSysColumnDefine`, () => success()),
    http.get(`${base}/permission/edit/:wmsId`, () => success({ bean: '1' })),
    http.post(`${base}${COLUMN_CONFIG_PATH}`, () => success({ bean: ASN_COLUMN_CONFIG })),
    http.post(`${base}/saveDisplayedOrExportedColumns`, () => success()),
    http.post(`${base}/reDefaultConfig`, () => success()),
    http.post(`${base}/mock/asn/list`, async ({ request }) => {
      const params = (await request.json()) as Record<string, string | number>;
      const pageNum = Number(params.pageNum ?? 1);
      const pageSize = Number(params.pageSize ?? 20);
      const statuses = typeof params.statusstr === 'string' ? params.statusstr.split(',') : undefined;
      const matched = rows.filter((row) =>
        (!params.asnNo || row.asnNo.includes(String(params.asnNo))) &&
        (!params.ownerCode || row.ownerCode === params.ownerCode) &&
        (!statuses || statuses.includes(row.status)));
      const list = matched.slice((pageNum - 1) * pageSize, pageNum * pageSize);
      const totalData = { expectedQty: matched.reduce((n, r) => n + r.expectedQty, 0), receivedQty: matched.reduce((n, r) => n + r.receivedQty, 0) };
      return success({ bean: { list, pageNum, pageSize, total: matched.length }, totalData });
    }),
    http.get(`${base}/mock/options/asnStatus`, () => HttpResponse.json(ASN_STATUS_OPTIONS)),
    http.get(`${base}/mock/options/owner`, () => success({ data: { list: OWNER_OPTIONS } })),
    http.post(`${base}/mock/lookup/owner/:page`, ({ params }) => success({ data: { list: OWNER_OPTIONS, curpage: Number(params.page), pageSize: 100, total: OWNER_OPTIONS.length } })),
    http.post(`${base}/mock/autocomplete/owner/:text`, ({ params }) => success({ data: OWNER_OPTIONS.filter((o) => o.code.includes(String(params.text).toUpperCase())) })),
    http.post(`${base}/listConfigExport/:menu/:list/:name`, () => new HttpResponse(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]), { headers: { 'Content-Type': 'application/vnd.ms-excel' } })),
    http.post(`${base}/buttonlog/insertLog`, () => success()),
    http.post(`${base}${DICTIONARY_PATH}`, async ({ request }) => {
      const codes = (await request.json()) as string[];
      return success({ bean: Object.fromEntries(codes.map((code) => [code, code === 'ASN_STATUS' ? ASN_STATUS_OPTIONS : []])) });
    }),
  ];
}

/** Handlers that make one path fail in each way the client must handle. */
export const failures = {
  /** returnCode "401" with a server message. */
  unauthorized: (path: string, method: 'get' | 'post' = 'post') => http[method](path, () => HttpResponse.json({ returnCode: '401', returnMgr: '登录已过期，请重新登录' })),
  /** HTTP 500. */
  serverError: (path: string, method: 'get' | 'post' = 'post') => http[method](path, () => HttpResponse.json({ returnCode: '500', returnMgr: '系统错误' }, { status: 500 })),
  /** Never answers: the client's time-out fires. */
  timeout: (path: string, method: 'get' | 'post' = 'post') => http[method](path, async () => { await delay('infinite'); return HttpResponse.json({}); }),
  /** HTTP 200 with a body that is not an envelope. */
  malformed: (path: string, method: 'get' | 'post' = 'post') => http[method](path, () => new HttpResponse('<html>gateway</html>', { headers: { 'Content-Type': 'text/html' } })),
  /** A refusal: HTTP 200, returnCode 500, a message. */
  refused: (path: string, message = '执行失败', method: 'get' | 'post' = 'post') => http[method](path, () => HttpResponse.json({ returnCode: '500', returnMgr: message })),
};
