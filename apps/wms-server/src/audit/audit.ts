import { registerMigration, type Db } from '../db/database';
import { prepareCached } from '../db/statements';

/**
 * The audit log (issue 25): every generic insert, update and delete and every operation writes
 * its rows here, in the write's own transaction, through `writeAudit` — the one function every
 * write path calls (a post-commit hook, such as publishing change events, belongs there). The
 * table refuses UPDATE and DELETE by trigger, and no call of the contract inserts into it.
 */

export type AuditAction = 'insert' | 'update' | 'delete' | 'operation';

/** One field's change: old and new as stored ('' / 0 / null for none). */
export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

/** Who writes, and through which call. */
export interface AuditSource {
  db: Db;
  userid: string;
  /** 'yyyy-MM-dd HH:mm:ss' */
  now: string;
  /** The call's path under the API base, e.g. '/asn/update' ('' when not from a call). */
  call?: string;
  /** The request's Idempotency-Key ('' when none). */
  idemKey?: string;
}

/** What was written. */
export interface AuditEntry {
  whseid: string;
  /** The catalogue entity's name (e.g. 'asn'). */
  entity: string;
  tablename: string;
  recordid: number;
  action: AuditAction;
  /** The operation's code for action 'operation', else ''. */
  operation?: string;
  changes: readonly FieldChange[];
}

/** Fields whose change is the write itself, not news: who/when and the version. */
const BOOKKEEPING = new Set(['id', 'whseid', 'addwho', 'adddate', 'editwho', 'editdate', 'version', 'password_hash', 'salt']);

const empty = (v: unknown) => v === undefined || v === null || v === '';

function same(a: unknown, b: unknown): boolean {
  if (empty(a) && empty(b)) return true;
  if (typeof a === 'number' || typeof b === 'number') return Number(a ?? 0) === Number(b ?? 0);
  return JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
}

/** The field changes from one state of a row to another (undefined: the row did not exist). */
export function changesOf(before: Readonly<Record<string, unknown>> | undefined, after: Readonly<Record<string, unknown>> | undefined): FieldChange[] {
  const codes = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const out: FieldChange[] = [];
  for (const field of codes) {
    if (BOOKKEEPING.has(field)) continue;
    const old = before ? (before[field] ?? null) : null;
    const now = after ? (after[field] ?? null) : null;
    if (!before && (empty(now) || now === 0)) continue;
    if (!after && (empty(old) || old === 0)) continue;
    if (before && after && same(old, now)) continue;
    out.push({ field, old, new: now });
  }
  return out;
}

/**
 * Writes one audit row in the caller's transaction. Every write path of the server calls this
 * (engine/crud.ts for insert, update, delete; flows/http.ts for operations and station bookings).
 */
export function writeAudit(source: AuditSource, entry: AuditEntry): void {
  prepareCached(
    source.db,
    `INSERT INTO audit_log (whseid, entity, tablename, recordid, action, operation, call, userid, time, idem_key, changes)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    entry.whseid,
    entry.entity,
    entry.tablename,
    entry.recordid,
    entry.action,
    entry.operation ?? '',
    source.call ?? '',
    source.userid,
    source.now,
    source.idemKey ?? '',
    JSON.stringify(entry.changes),
  );
}

registerMigration({
  version: 7,
  name: 'audit log: append-only, one row a written record (issue 25)',
  up(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS audit_log (id INTEGER PRIMARY KEY, whseid TEXT NOT NULL, entity TEXT NOT NULL, tablename TEXT NOT NULL,
        recordid INTEGER NOT NULL, action TEXT NOT NULL, operation TEXT NOT NULL DEFAULT '', call TEXT NOT NULL DEFAULT '',
        userid TEXT NOT NULL, time TEXT NOT NULL, idem_key TEXT NOT NULL DEFAULT '', changes TEXT NOT NULL DEFAULT '[]');
      CREATE INDEX IF NOT EXISTS ix_audit_log_record ON audit_log (tablename, recordid, id);
      CREATE INDEX IF NOT EXISTS ix_audit_log_time ON audit_log (whseid, time);
      CREATE INDEX IF NOT EXISTS ix_audit_log_user ON audit_log (userid, time);
      CREATE TRIGGER IF NOT EXISTS audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
      CREATE TRIGGER IF NOT EXISTS audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
    `);
  },
});
