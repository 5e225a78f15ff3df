import { checkDeclared } from '../contract/check';
import { listPage } from '../contract/answers/pages';

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

/** True when the body says success: returnCode "200" (a string or a number). */
export function isSuccess(body: unknown): boolean {
  return isRecord(body) && String(body.returnCode) === '200';
}

/**
 * One `PageResult` from any of the contract's page shapes, checked against the contract
 * (`ANSWERS.listPage`): `page` (tolerated: `bean`, `data`) holding `list`, `pageNum` or `curpage`,
 * `pageSize`, `total` (numbers sent as strings tolerated), the summary row from `totalData`. A
 * body without a page is a ContractDrift naming where the page should be — never an empty page.
 *
 * @example normalizePage({ returnCode: '200', bean: { list: [a], pageNum: 2, pageSize: 20, total: 21 } })
 *   // { rows: [a], page: 2, pageSize: 20, total: 21 }
 */
export function normalizePage<T>(body: unknown): PageResult<T> {
  return checkDeclared(listPage, body, { method: 'POST', path: '(a list path)' }).value as PageResult<T>;
}
