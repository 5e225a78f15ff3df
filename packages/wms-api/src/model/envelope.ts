/** The response envelope of the contract (CONTRACT.md §3). */
export interface Envelope<T = unknown> {
  /** "200" on success, "401" when the session is missing or expired, else a failure code. */
  returnCode?: string | number;
  returnMgr?: string;
  status?: string | number;
  /** A single value, or a page (some calls). */
  bean?: T;
  page?: unknown;
  data?: unknown;
}

/** A page as the server sends it: inside `page`, `bean` or `data`. */
export interface RawPage<T> {
  list?: T[] | null;
  curpage?: number | string;
  pageNum?: number | string;
  pageSize?: number | string;
  total?: number | string;
}

/** One page of rows, whatever envelope it came in. */
export interface PageResult<T> {
  rows: T[];
  page: number;
  pageSize: number;
  total: number;
  /** The summary row (`totalData`), when the list has totals. */
  summary?: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toNumber(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

/** True when the body says success: returnCode "200" (a string or a number). */
export function isSuccess(body: unknown): boolean {
  return isRecord(body) && String(body.returnCode) === '200';
}

/**
 * One `PageResult` from any of the contract's page shapes: `page` or `bean` (or `data`) holding
 * `list`, `curpage` or `pageNum`, `pageSize`, `total`; the summary row from `totalData`.
 * A body without a page gives an empty first page rather than throwing.
 *
 * @example normalizePage({ returnCode: '200', bean: { list: [a], pageNum: 2, pageSize: 20, total: 21 } })
 *   // { rows: [a], page: 2, pageSize: 20, total: 21 }
 */
export function normalizePage<T>(body: unknown, fallback: { page?: number; pageSize?: number } = {}): PageResult<T> {
  const envelope = isRecord(body) ? body : {};
  const candidate = [envelope.page, envelope.bean, envelope.data].find((v) => isRecord(v) && 'list' in v);
  const raw: Record<string, unknown> = isRecord(candidate) ? candidate : {};
  const rows = Array.isArray(raw.list) ? (raw.list as T[]) : [];
  const page = toNumber(raw.curpage ?? raw.pageNum, fallback.page ?? 1);
  const pageSize = toNumber(raw.pageSize, fallback.pageSize ?? rows.length);
  const total = toNumber(raw.total, rows.length);
  const summarySource = envelope.totalData ?? raw.totalData;
  const result: PageResult<T> = { rows, page, pageSize, total };
  if (isRecord(summarySource)) result.summary = summarySource;
  return result;
}
