/**
 * The drift proxy's catalogue (issue 47, point 4): each way another GT_WMS_APP server plausibly
 * answers differently from ours, named, described in the spec's words, and written as one pure
 * function of an answer. The proxy (./proxy.ts) applies the chosen ones to what the reference
 * server answers; the expected verdicts (./expected.ts) apply the same functions to recorded
 * answers and run the contract's checkAnswer on them, so what "broken" means is computed, never
 * written by hand.
 */

/** An answer as it goes back to the app: its HTTP status and its parsed JSON body. */
export interface Answer {
  status: number;
  body: unknown;
  /** Set by a change that answers something else than JSON (a text body). */
  text?: string;
}

/** The request an answer belongs to (no API base, no query string in `path`). */
export interface AnswerRequest {
  method: string;
  path: string;
}

export interface DriftChange {
  name: string;
  /** What the other server does, as a server team would say it. */
  description: string;
  /** Where the spec's wording leaves room for it (platform.md, CONTRACT.md). */
  spec: string;
  apply: (request: AnswerRequest, answer: Answer) => Answer;
}

type Json = unknown;

/** Applies `leaf` to every value of a JSON tree (objects and arrays rebuilt), with each value's key. */
function mapDeep(value: Json, leaf: (value: Json, key: string | undefined) => Json, key?: string): Json {
  if (Array.isArray(value)) return value.map((item) => mapDeep(item, leaf, key));
  if (value && typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapDeep(v, leaf, k);
    return leaf(out, key);
  }
  return leaf(value, key);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The envelope's own keys: changes of values leave them to the changes of the envelope. */
const ENVELOPE_KEYS = new Set(['returnCode', 'returnMgr', 'status']);

/** The body with its envelope's keys kept and everything else mapped. */
function mapContent(body: Json, leaf: (value: Json, key: string | undefined) => Json): Json {
  if (!isRecord(body)) return mapDeep(body, leaf);
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(body)) out[k] = ENVELOPE_KEYS.has(k) ? v : mapDeep(v, leaf, k);
  return out;
}

/** A page's path: `POST /<menu>/list/<n>` (CONTRACT.md "List identity"), and the inbound pages' own paged reads. */
export const isListPath = (request: AnswerRequest) => request.method === 'POST' && /^\/[A-Za-z0-9_-]+\/(list|barcodes|lines)\/[0-9]+$/.test(request.path);
/** An option path or a dictionary as options (GET). */
export const isOptionPath = (request: AnswerRequest) => request.method === 'GET' && (/^\/options\//.test(request.path) || /^\/dictionary\/options\//.test(request.path));

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
/** The list whose path answers 404 in `listPath404`: the receipts (the example). */
export const MISSING_LIST = '/asn/list/';

function page(body: Json): Record<string, unknown> | undefined {
  if (!isRecord(body)) return undefined;
  for (const at of ['page', 'bean', 'data']) {
    const content = body[at];
    if (isRecord(content) && Array.isArray(content.list)) return content;
  }
  return undefined;
}

function withPage(body: Json, change: (page: Record<string, unknown>) => Record<string, unknown>): Json {
  if (!isRecord(body)) return body;
  for (const at of ['page', 'bean', 'data']) {
    const content = body[at];
    if (isRecord(content) && Array.isArray(content.list)) return { ...body, [at]: change(content) };
  }
  return body;
}

export const CHANGES: readonly DriftChange[] = [
  {
    name: 'numbersAsStrings',
    description: 'every number in an answer sent as a string ("2141" for 2141), the envelope aside',
    spec: 'platform.md: "width (a string when saved)"; a server that serialises every value as text',
    apply: (_request, answer) => ({ ...answer, body: mapContent(answer.body, (v) => (typeof v === 'number' ? String(v) : v)) }),
  },
  {
    name: 'codesAsNumbers',
    description: 'every code made of digits sent as a number (status 1 for "1", an option\'s code 0 for "0"), the envelope aside',
    spec: 'platform.md: "An option is { code, description }" without saying a code\'s type',
    apply: (_request, answer) => ({ ...answer, body: mapContent(answer.body, (v) => (typeof v === 'string' && /^[0-9]{1,6}$/.test(v) ? Number(v) : v)) }),
  },
  {
    name: 'nullForEmptyList',
    description: '`null` for every empty list',
    spec: 'platform.md: "Response shapes beyond those named are not shown"',
    apply: (_request, answer) => ({ ...answer, body: mapContent(answer.body, (v) => (Array.isArray(v) && v.length === 0 ? null : v)) }),
  },
  {
    name: 'rowsUnderOtherKey',
    description: "a page's rows under `rows` instead of `list`",
    spec: 'platform.md: "Paged list: either page with data, or bean, holding list, curpage (or pageNum), pageSize, total"',
    apply: (request, answer) => (isListPath(request) ? { ...answer, body: withPage(answer.body, ({ list, ...rest }) => ({ ...rest, rows: list })) } : answer),
  },
  {
    name: 'datesOtherFormat',
    description: 'dates as ISO 8601 (`2026-12-06T13:45:53+08:00`) instead of `yyyy-MM-dd HH:mm:ss`',
    spec: 'platform.md: "table date display yyyy-MM-dd HH:mm:ss"; a date field "stored as a timestamp"',
    apply: (_request, answer) => ({ ...answer, body: mapContent(answer.body, (v) => (typeof v === 'string' && DATE_TIME.test(v) ? v.replace(DATE_TIME, '$1-$2-$3T$4:$5:$6+08:00') : v)) }),
  },
  {
    name: 'extraEnvelopeField',
    description: 'the envelope carries fields of its own (`timestamp`, `traceId`)',
    spec: 'platform.md: "Top level: returnCode, returnMgr, status" (others not excluded)',
    apply: (_request, answer) => (isRecord(answer.body) && 'returnCode' in answer.body ? { ...answer, body: { ...answer.body, timestamp: 1765000000000, traceId: 'a1b2c3d4' } } : answer),
  },
  {
    name: 'returnCodeAsNumber',
    description: '`returnCode` as the number 200 instead of the string "200"',
    spec: 'platform.md: "returnCode is "200"" — in quotes once, without them in "returnCode 200" elsewhere',
    apply: (_request, answer) => (isRecord(answer.body) && typeof answer.body.returnCode === 'string' && /^[0-9]+$/.test(answer.body.returnCode) ? { ...answer, body: { ...answer.body, returnCode: Number(answer.body.returnCode) } } : answer),
  },
  {
    name: 'optionsBareArray',
    description: 'an option path answers a bare array of options, no envelope',
    spec: 'platform.md: "GET option path from a column\'s searchData: array or list"',
    apply: (request, answer) => {
      if (!isOptionPath(request) || !isRecord(answer.body)) return answer;
      const data = answer.body.data;
      const rows = isRecord(data) && Array.isArray(data.list) ? data.list : Array.isArray(data) ? data : undefined;
      return rows ? { ...answer, body: rows } : answer;
    },
  },
  {
    name: 'optionsUnderData',
    description: 'an option path answers its options in `data` itself, not in `data.list`',
    spec: 'platform.md: "dropdown option URLs: data.list, or data itself when no list"',
    apply: (request, answer) => {
      if (!isOptionPath(request) || !isRecord(answer.body) || !isRecord(answer.body.data) || !Array.isArray(answer.body.data.list)) return answer;
      return { ...answer, body: { ...answer.body, data: answer.body.data.list } };
    },
  },
  {
    name: 'listPath404',
    description: `the receipt list's path (POST ${MISSING_LIST}{page}) answers HTTP 404: the site's server names that list otherwise`,
    spec: 'platform.md: "configured path, may hold a {page} placeholder" — a list path is configuration, and configurations differ',
    apply: (request, answer) => (request.method === 'POST' && request.path.startsWith(MISSING_LIST) ? { status: 404, body: undefined, text: '<html><body><h1>404 Not Found</h1></body></html>' } : answer),
  },
  {
    name: 'fieldMissing',
    description: 'a field missing from every row of a list: the rows\' first field after `id` (`receiptkey` of the receipts), which the site\'s server does not send',
    spec: 'platform.md: a column definition\'s `code` names the field of the rows it shows',
    apply: (request, answer) => (isListPath(request) ? { ...answer, body: withPage(answer.body, (p) => {
      const rows = p.list as unknown[];
      const first = isRecord(rows[0]) ? Object.keys(rows[0]).find((k) => k !== 'id') : undefined;
      return first === undefined ? p : { ...p, list: rows.map((row) => (isRecord(row) ? Object.fromEntries(Object.entries(row).filter(([k]) => k !== first)) : row)) };
    }) } : answer),
  },
  {
    name: 'pageInBean',
    description: 'a page under `bean` instead of `page`',
    spec: 'platform.md: "Paged list: either page with data, or bean"',
    apply: (request, answer) => {
      if (!isListPath(request) || !isRecord(answer.body) || !isRecord(answer.body.page)) return answer;
      const { page: content, ...rest } = answer.body;
      return { ...answer, body: { ...rest, bean: content } };
    },
  },
  {
    name: 'curpageForPageNum',
    description: "a page's number as `curpage` instead of `pageNum`",
    spec: 'platform.md: "list, curpage (or pageNum), pageSize, total"',
    apply: (request, answer) => (isListPath(request) ? { ...answer, body: withPage(answer.body, ({ pageNum, ...rest }) => (pageNum === undefined ? rest : { ...rest, curpage: pageNum })) } : answer),
  },
  {
    name: 'totalMissing',
    description: "a page without its `total` (the server does not count)",
    spec: 'platform.md: "holding list, curpage (or pageNum), pageSize, total"',
    apply: (request, answer) => (isListPath(request) ? { ...answer, body: withPage(answer.body, (p) => Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'total'))) } : answer),
  },
  {
    name: 'searchDataAsArray',
    description: "a column's `searchData` list sent as a JSON array, not as the text of one",
    spec: 'platform.md: "searchData is either a JSON array string of options, or a path"',
    apply: (_request, answer) => ({ ...answer, body: mapContent(answer.body, (v, key) => (key === 'searchData' && typeof v === 'string' && v.trim().startsWith('[') ? (JSON.parse(v) as unknown) : v)) }),
  },
  {
    name: 'permissionBeanNumber',
    description: 'the permission flags\' bean as the number 1 instead of the string "1"',
    spec: 'platform.md: "returnCode is "200" and bean is "1""',
    apply: (request, answer) => (request.method === 'GET' && request.path.startsWith('/permission/edit/') && isRecord(answer.body) && typeof answer.body.bean === 'string' ? { ...answer, body: { ...answer.body, bean: Number(answer.body.bean) } } : answer),
  },
  {
    name: 'htmlInsteadOfJson',
    description: 'the report calls answer an HTML page with HTTP 200 (a gateway\'s sign-in page in front of them)',
    spec: 'CONTRACT.md §7: "Any other body is returned to the caller"',
    apply: (request, answer) => (request.path.startsWith('/report/') ? { status: 200, body: undefined, text: '<!doctype html><title>Sign in</title><form>…</form>' } : answer),
  },
];

/** A change by name. */
export function changeNamed(name: string): DriftChange {
  const change = CHANGES.find((c) => c.name === name);
  if (!change) throw new Error(`no drift change ${name}: one of ${CHANGES.map((c) => c.name).join(', ')}`);
  return change;
}

/** The changes applied one after another (the order of the catalogue). */
export function applyChanges(changes: readonly DriftChange[], request: AnswerRequest, answer: Answer): Answer {
  let out = answer;
  for (const change of CHANGES) if (changes.includes(change)) out = change.apply(request, out);
  return out;
}

/** Whether a page answer holds rows (a list answer as the reference server sends it). */
export function hasPage(body: unknown): boolean {
  return page(body) !== undefined;
}
