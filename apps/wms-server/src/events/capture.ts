import type { Db } from '../db/database';
import { onTransaction } from '../db/database';
import { ENTITIES } from '../catalogue/entities';
import { LIST_ROUTES } from '../catalogue/routes';
import type { EventBus, ChangeKind, TableInfo, Touch } from './bus';

/** Who is writing: set around every route handler (see `registerEvents`). */
export interface Writer {
  userid: string;
  username: string;
  call: string;
  kind?: ChangeKind;
}

/** Entity tables, the list menus over each, and whether rows are per warehouse and per owner. */
export function tableInfo(): Map<string, TableInfo & { ownerField?: string }> {
  const map = new Map<string, TableInfo & { ownerField?: string }>();
  for (const entity of ENTITIES) {
    const menus = LIST_ROUTES.filter((r) => r.entity === entity.name).map((r) => r.menuCode);
    const had = map.get(entity.table);
    map.set(entity.table, {
      menus: [...new Set([...(had?.menus ?? []), ...menus])],
      scoped: entity.scoped,
      hasOwner: entity.ownerField !== undefined,
      ...(entity.ownerField ? { ownerField: entity.ownerField } : {}),
    });
  }
  return map;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Captures every committed row change of the entity tables and publishes one event per write.
 *
 * Temporary triggers (this connection only, never stored in the file, so a database opened by a
 * script or a test without the server is unaffected) call `wms_changed()` for each inserted,
 * updated or deleted row. The touches of a transaction are kept until it commits and dropped
 * when it rolls back (`onTransaction`); a write outside `transaction()` is one statement and is
 * committed when it returns. When the route handler returns, the touches it made are published
 * as one event: after every commit of the write, never before.
 */
export class ChangeCapture {
  private pending: Touch[] = [];
  /** Where each open transaction (and savepoint in it) began in `pending`. */
  private readonly marks: number[] = [];
  private writer: Writer | null = null;
  private scheduled = false;

  constructor(
    private readonly db: Db,
    readonly bus: EventBus,
    private readonly now: () => string,
  ) {
    const tables = tableInfo();
    db.function('wms_changed', { deterministic: false, directOnly: true, varargs: false }, (table, id, whseid, owner, op, version) => {
      this.pending.push({
        table: String(table),
        id: Number(id),
        whseid: typeof whseid === 'string' ? whseid : '',
        owner: typeof owner === 'string' ? owner : '',
        op: op === 'insert' || op === 'delete' ? op : 'update',
        version: typeof version === 'number' || typeof version === 'bigint' ? Number(version) : null,
      });
      // A write outside a route handler (none today) is published once its task is done.
      if (!this.writer && !this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.flush(null);
        });
      }
      return null;
    });
    for (const [table, info] of tables) {
      const columns = new Set((db.prepare(`PRAGMA table_info(${quote(table)})`).all() as { name: string }[]).map((c) => c.name));
      if (!columns.has('id')) continue;
      for (const [op, row] of [['insert', 'NEW'], ['update', 'NEW'], ['delete', 'OLD']] as const) {
        const col = (name: string | undefined) => (name && columns.has(name) ? `${row}.${quote(name)}` : `''`);
        const version = columns.has('version') ? `${row}.version` : 'NULL';
        db.exec(
          `DROP TRIGGER IF EXISTS temp.${quote(`wms_ev_${table}_${op}`)};
           CREATE TEMP TRIGGER ${quote(`wms_ev_${table}_${op}`)} AFTER ${op.toUpperCase()} ON main.${quote(table)} BEGIN
             SELECT wms_changed('${table.replace(/'/g, "''")}', ${row}.id, ${info.scoped ? col('whseid') : `''`}, ${col(info.ownerField)}, '${op}', ${version});
           END;`,
        );
      }
    }
    onTransaction(db, {
      begin: () => { this.marks.push(this.pending.length); },
      commit: () => { this.marks.pop(); },
      rollback: () => {
        const mark = this.marks.pop();
        if (mark !== undefined) this.pending.length = mark;
      },
    });
  }

  /**
   * Runs a route handler's synchronous part as `writer`; publishes what it committed when it
   * returns (or throws: a refusal after an earlier committed write still reports that write).
   */
  run<T>(writer: Writer, fn: () => T): T {
    const outer = this.writer;
    this.writer = writer;
    try {
      return fn();
    } finally {
      this.writer = outer;
      if (!outer) this.flush(writer);
    }
  }

  /** Publishes the committed touches as one event of `writer` (or of the system). */
  flush(writer: Writer | null = this.writer): void {
    if (this.marks.length > 0 || this.pending.length === 0) return;
    const touches = this.pending;
    this.pending = [];
    const w = writer ?? { userid: 'system', username: 'system', call: '' };
    this.bus.publish({ kind: w.kind ?? kindOf(touches), userid: w.userid, username: w.username, time: this.now(), call: w.call, touches });
  }
}

/** insert/update/delete when every touch is of that kind, else update. */
function kindOf(touches: readonly Touch[]): ChangeKind {
  const first = touches[0]?.op ?? 'update';
  return touches.every((t) => t.op === first) ? first : 'update';
}
