import * as v from 'valibot';
import type { AnswerDecl } from '../answer';
import { anything, code, date, flag, id, list, num, obj, oneOf, open, opt, record, text, type Leaf } from '../leaves';

/**
 * A page's schema (CONTRACT.md §3): `list`, `pageNum` or `curpage`, `pageSize`, `total`, read into
 * `{ rows, page, pageSize, total }`. The summary row (`totalData`) is read from the envelope.
 */
function page<S extends v.GenericSchema>(row: S) {
  return v.pipe(
    open({ list: list(row), pageNum: opt(num), curpage: opt(num), pageSize: num, total: num }),
    v.forward(v.check((p) => p.pageNum !== undefined || p.curpage !== undefined, 'expected number (pageNum or curpage)'), ['pageNum']),
    v.metadata({ note: 'pageNum or curpage: one of them' }),
    v.transform((p) => ({ rows: p.list, page: p.pageNum ?? p.curpage ?? 1, pageSize: p.pageSize, total: p.total })),
  );
}

/** One page of rows, whatever envelope it came in. */
export type PageOf<T> = { rows: T[]; page: number; pageSize: number; total: number; summary?: Record<string, unknown> };

/**
 * The list page of a configured list path. Its rows are the list's records, their fields as the
 * list's columns configure them: each row must be an object; which fields it holds is checked
 * against the columns by `checkRowsAgainstColumns`.
 */
export const listPage = {
  name: 'listPage',
  description: 'The list query of a configured path (POST, {page} in the path): a page of rows — each an object whose fields the column configuration names, `id` its identity — and the summary row `totalData` when the list has totals.',
  at: 'page',
  schema: () => page(record),
} satisfies AnswerDecl;

/** The lookup popup's page (CONTRACT.md §7, §8). */
export const lookupPage = {
  name: 'lookupPage',
  description: "The lookup popup's call (POST its url, page number in the path): a page of rows, each an object.",
  at: 'page',
  schema: () => page(record),
} satisfies AnswerDecl;

/** A record: a detail, or the stored record of an insert or update. */
export const recordAnswer = {
  name: 'record',
  description: 'POST /{menuCode}/detail, /insert, /update: the record, every field, with its `id` and `version`.',
  at: 'bean',
  schema: () => v.pipe(open({ id: opt(id), version: opt(num) }), v.transform((r) => r)),
} satisfies AnswerDecl;

/** A document saved with its lines. */
export const savedLines = {
  name: 'savedLines',
  description: 'POST /asn/saveWithLines, /orders/saveWithLines: the stored header and every line of the document.',
  at: 'bean',
  schema: () => obj({ header: record, lines: list(record) }),
} satisfies AnswerDecl;

/** What an audit entry records. Named, so that the declarations say this name (an inferred union of literals prints in the order the compiler first met them, which differs between builds: the API report's check). */
export type AuditAction = 'insert' | 'update' | 'delete' | 'operation';
const auditAction = (): Leaf<AuditAction> => oneOf(['insert', 'update', 'delete', 'operation']);

/** One audit entry (CONTRACT.md, "Audit"). */
const auditEntry = () =>
  obj({
    id,
    time: date,
    userid: code,
    username: text,
    action: auditAction(),
    operation: text,
    call: v.string(),
    idemKey: text,
    changes: list(obj({ field: code, label: text, old: anything, new: anything })),
    menuCode: opt(code),
    entity: opt(code),
    recordid: opt(id),
  });

/** A page of audit entries. */
export const auditPage = {
  name: 'auditPage',
  description: "POST /audit/record/{page}, /audit/list/{page}: a page of audit entries, newest first, each { id, time, userid, username, action, operation, call, idemKey, changes: [{ field, label, old, new }] }.",
  at: 'page',
  schema: () => page(auditEntry()),
} satisfies AnswerDecl;

/** The books check. */
export const booksCheck = {
  name: 'booksCheck',
  description: "POST /books/check (administrators): whether the warehouse's books balance, and what does not.",
  at: 'bean',
  schema: () =>
    v.pipe(
      obj({ balanced: flag, count: opt(num), violations: list(obj({ kind: code, table: code, id, message: text })) }),
      v.transform((b) => ({ balanced: b.balanced, count: b.count ?? b.violations.length, violations: b.violations })),
    ),
} satisfies AnswerDecl;

