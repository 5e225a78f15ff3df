import { isSuccess, normalizePage, type Envelope, type PageResult } from '../model/envelope';
import { WmsError } from '../model/errors';
import type { WmsClient } from './createWmsClient';
import { beanOrRefusal, pathSegment } from './operations';

/** What kind of write an audit entry records. */
export type AuditAction = 'insert' | 'update' | 'delete' | 'operation';

/** One field a write changed: its label in the request's language, the value before and after. */
export interface AuditChange {
  field: string;
  label: string;
  old: unknown;
  new: unknown;
}

/** One audit entry (CONTRACT.md, "Audit"): who did what to a record, when, through which call. */
export interface AuditEntry {
  id: string | number;
  /** When, as the server writes dates. */
  time: string;
  userid: string;
  username: string;
  action: AuditAction;
  /** The operation's name for an `operation` entry, else ''. */
  operation: string;
  /** The call's path. */
  call: string;
  idemKey: string;
  changes: AuditChange[];
  /** Across documents (`auditList`): the record's list, entity and id. */
  menuCode?: string;
  entity?: string;
  recordid?: string | number;
}

/** The filters of the admins' audit search; each one left out matches everything. */
export interface AuditFilter {
  userid?: string;
  menuCode?: string;
  recordId?: string | number;
  action?: AuditAction;
  /** Dates or times as the server writes them (yyyy-MM-dd or yyyy-MM-dd HH:mm:ss), inclusive. */
  from?: string;
  to?: string;
}

/** One invariant of the books that does not hold. */
export interface BooksViolation {
  kind: string;
  table: string;
  id: string | number;
  message: string;
}

/** The books check of the session's warehouse (the ledger's checkInvariants). */
export interface BooksCheck {
  balanced: boolean;
  count: number;
  violations: BooksViolation[];
}

/** The page size of a record's history. */
export const AUDIT_PAGE_SIZE = 20;

function pageOf(body: Envelope, page: number, pageSize: number): PageResult<AuditEntry> {
  if (!isSuccess(body)) beanOrRefusal(body);
  return normalizePage<AuditEntry>(body, { page, pageSize });
}

/** The audit calls and the books check (admins only, except a record's own history). */
export function createAuditCalls(client: WmsClient) {
  return {
    /** POST /audit/record/{page}: the history of one record, newest first, labels in the request's language. */
    auditRecord: async (input: { menuCode: string; id: string | number; page?: number; pageSize?: number; signal?: AbortSignal }): Promise<PageResult<AuditEntry>> => {
      const page = input.page ?? 1;
      const pageSize = input.pageSize ?? AUDIT_PAGE_SIZE;
      const body = await client.post<Envelope>(`/audit/record/${String(page)}`, { menuCode: pathSegment(input.menuCode), id: input.id, pageSize }, { signal: input.signal });
      return pageOf(body, page, pageSize);
    },
    /** POST /audit/list/{page} (admins): entries across documents matching the filter, newest first. */
    auditList: async (filter: AuditFilter, page = 1, pageSize = AUDIT_PAGE_SIZE): Promise<PageResult<AuditEntry>> => {
      const clean = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
      const body = await client.post<Envelope>(`/audit/list/${String(page)}`, { ...clean, pageSize });
      return pageOf(body, page, pageSize);
    },
    /** POST /books/check (admins): whether the session warehouse's books balance, and what does not. */
    booksCheck: async (): Promise<BooksCheck> => {
      const bean = beanOrRefusal(await client.post<Envelope<BooksCheck>>('/books/check'));
      if (typeof bean !== 'object' || typeof bean.balanced !== 'boolean') throw new WmsError({ kind: 'malformed', response: bean });
      const violations = Array.isArray(bean.violations) ? bean.violations : [];
      // A server that leaves the count out still says how many it listed.
      const count: unknown = bean.count;
      return { balanced: bean.balanced, count: typeof count === 'number' ? count : violations.length, violations };
    },
  };
}

export type AuditCalls = ReturnType<typeof createAuditCalls>;
