import type { PageResult } from '../model/envelope';
import type { WmsClient } from './createWmsClient';
import { pathSegment } from './operations';
import { readAnswer } from './answer';
import type { AnswerOf } from '../contract/catalogue';
import { auditPage, booksCheck as booksCheckAnswer, type AuditAction } from '../contract/answers/pages';

/** What kind of write an audit entry records. */
export type { AuditAction };

/** One audit entry (CONTRACT.md, "Audit"): who did what to a record, when, through which call; across documents (`auditList`) also the record's list, entity and id. */
export type AuditEntry = AnswerOf<'auditPage'>['rows'][number];

/** One field a write changed: its label in the request's language, the value before and after. */
export type AuditChange = AuditEntry['changes'][number];

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

/** The books check of the session's warehouse (the ledger's checkInvariants). */
export type BooksCheck = AnswerOf<'booksCheck'>;

/** One invariant of the books that does not hold. */
export type BooksViolation = BooksCheck['violations'][number];

/** The page size of a record's history. */
export const AUDIT_PAGE_SIZE = 20;

/** The audit calls and the books check (admins only, except a record's own history). */
export function createAuditCalls(client: WmsClient) {
  return {
    /** POST /audit/record/{page}: the history of one record, newest first, labels in the request's language. */
    auditRecord: async (input: { menuCode: string; id: string | number; page?: number; pageSize?: number; signal?: AbortSignal }): Promise<PageResult<AuditEntry>> => {
      const page = input.page ?? 1;
      const pageSize = input.pageSize ?? AUDIT_PAGE_SIZE;
      const body = await client.post(`/audit/record/${String(page)}`, { menuCode: pathSegment(input.menuCode), id: input.id, pageSize }, { signal: input.signal });
      return readAnswer(client, auditPage, body, { method: 'POST', path: '/audit/record/{page}' });
    },
    /** POST /audit/list/{page} (admins): entries across documents matching the filter, newest first. */
    auditList: async (filter: AuditFilter, page = 1, pageSize = AUDIT_PAGE_SIZE): Promise<PageResult<AuditEntry>> => {
      const clean = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
      const body = await client.post(`/audit/list/${String(page)}`, { ...clean, pageSize });
      return readAnswer(client, auditPage, body, { method: 'POST', path: '/audit/list/{page}' });
    },
    /** POST /books/check (admins): whether the session warehouse's books balance, and what does not. */
    booksCheck: async (): Promise<BooksCheck> => readAnswer(client, booksCheckAnswer, await client.post('/books/check'), { method: 'POST', path: '/books/check' }),
  };
}

export type AuditCalls = ReturnType<typeof createAuditCalls>;
