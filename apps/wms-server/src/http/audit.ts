import type { FastifyInstance } from 'fastify';
import type { SQLInputValue } from 'node:sqlite';
import { ENTITIES } from '../catalogue/entities';
import type { Lang } from '../catalogue/messages';
import { listRouteByCode } from '../catalogue/routes';
import type { EntityDef } from '../catalogue/types';
import { findRow } from '../engine/crud';
import { Refusal, badInput } from '../engine/errors';
import { checkBooks } from '../ledger/books';
import { lang, ok, session, type ServerContext } from './context';
import { scopeOf, shapeFor } from './lists';
import { canAdminister } from './supervisor';

/**
 * The audit log's calls and the books check (issue 25, CONTRACT.md 'Audit' and 'Books check').
 * Read-only: no call inserts, updates or deletes audit rows (the table refuses it by trigger too).
 */

interface AuditRow {
  id: number;
  whseid: string;
  entity: string;
  tablename: string;
  recordid: number;
  action: string;
  operation: string;
  call: string;
  userid: string;
  time: string;
  idem_key: string;
  changes: string;
}

const ENTITY_BY_NAME = new Map(ENTITIES.map((e) => [e.name, e]));
const PAGE = { type: 'object', properties: { page: { type: 'string', pattern: '^[1-9][0-9]{0,6}$' } } } as const;
const PAGE_SIZE = { type: ['integer', 'string'], pattern: '^[0-9]{1,3}$' } as const;

function pageSizeOf(value: unknown): number {
  const n = value === undefined ? 20 : Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 200) throw badInput('badValue', 'pageSize');
  return n;
}

/** The menu a call was made through ('/asn/update' → 'asn'), when it is a list's. */
function menuOfCall(call: string): string {
  const first = call.split('/')[1] ?? '';
  return listRouteByCode(first) ? first : '';
}

/** An audit row as the contract answers it: field labels in the request's language. */
function entryOf(row: AuditRow, names: ReadonlyMap<string, string>, language: Lang, labels?: ReadonlyMap<string, readonly [string, string]>) {
  const entity: EntityDef | undefined = ENTITY_BY_NAME.get(row.entity);
  const byCode = new Map((entity?.fields ?? []).map((f) => [f.code, [f.zh, f.en] as const]));
  const changes = (JSON.parse(row.changes) as { field: string; old: unknown; new: unknown }[]).map((c) => {
    const label = labels?.get(c.field) ?? byCode.get(c.field);
    return { field: c.field, label: label ? label[language === 'en' ? 1 : 0] : c.field, old: c.old, new: c.new };
  });
  return {
    id: row.id,
    time: row.time,
    userid: row.userid,
    username: names.get(row.userid) ?? row.userid,
    action: row.action,
    operation: row.operation,
    call: row.call,
    idemKey: row.idem_key,
    entity: row.entity,
    menuCode: menuOfCall(row.call),
    recordid: row.recordid,
    changes,
  };
}

function userNames(ctx: ServerContext, rows: readonly AuditRow[]): Map<string, string> {
  const ids = [...new Set(rows.map((r) => r.userid))];
  if (ids.length === 0) return new Map();
  const found = ctx.db.prepare(`SELECT userid, fullname FROM users WHERE userid IN (${ids.map(() => '?').join(', ')})`).all(...ids) as { userid: string; fullname: string }[];
  return new Map(found.map((u) => [u.userid, u.fullname]));
}

export function registerAudit(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Params: { page: string }; Body: { menuCode: string; id: number | string; pageSize?: number | string } }>(
    '/audit/record/:page',
    {
      schema: {
        params: PAGE,
        body: {
          type: 'object', required: ['menuCode', 'id'], additionalProperties: false,
          properties: { menuCode: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,80}$' }, id: { type: ['integer', 'string'], pattern: '^[0-9]{1,12}$' }, pageSize: PAGE_SIZE },
        },
      },
    },
    (request) => {
      const s = session(request);
      const shape = shapeFor(ctx, s, request.body.menuCode);
      const id = Number(request.body.id);
      // The record must be one the user may see; a deleted one's history is an administrator's.
      try {
        findRow(ctx.db, shape, id, scopeOf(s));
      } catch (error) {
        if (!(error instanceof Refusal) || error.code !== '404' || s.owners || !canAdminister(ctx, s)) throw error;
      }
      const pageSize = pageSizeOf(request.body.pageSize);
      const pageNum = Number(request.params.page);
      const where = 'tablename = ? AND recordid = ?' + (shape.entity.scoped ? ' AND whseid = ?' : '');
      const args: SQLInputValue[] = shape.entity.scoped ? [shape.entity.table, id, s.whseid] : [shape.entity.table, id];
      const rows = ctx.db.prepare(`SELECT * FROM audit_log WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`).all(...args, pageSize, (pageNum - 1) * pageSize) as unknown as AuditRow[];
      const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM audit_log WHERE ${where}`).get(...args) as { n: number }).n;
      const labels = new Map(shape.fields.map((f) => [f.code, [f.zh, f.en] as const]));
      const names = userNames(ctx, rows);
      const language = lang(request);
      return ok(request, { page: { list: rows.map((r) => entryOf(r, names, language, labels)), pageNum, pageSize, total } });
    },
  );

  app.post<{ Params: { page: string }; Body: { userid?: string; menuCode?: string; recordId?: number | string; action?: string; from?: string; to?: string; pageSize?: number | string } | null }>(
    '/audit/list/:page',
    {
      schema: {
        params: PAGE,
        body: {
          type: ['object', 'null'], additionalProperties: false,
          properties: {
            userid: { type: 'string', maxLength: 60 },
            menuCode: { type: 'string', pattern: '^([A-Za-z][A-Za-z0-9_]{0,80})?$' },
            recordId: { type: ['integer', 'string'], pattern: '^[0-9]{0,12}$' },
            action: { type: 'string', enum: ['', 'insert', 'update', 'delete', 'operation'] },
            from: { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?)?$' },
            to: { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?)?$' },
            pageSize: PAGE_SIZE,
          },
        },
      },
    },
    (request) => {
      const s = session(request);
      if (s.owners || !canAdminister(ctx, s)) throw new Refusal('403', 'noAccess');
      const body = request.body ?? {};
      const conditions = [`whseid IN (?, '')`];
      const args: SQLInputValue[] = [s.whseid];
      if (body.userid) {
        conditions.push('userid = ?');
        args.push(body.userid);
      }
      if (body.menuCode) {
        const route = listRouteByCode(body.menuCode);
        const entity = route ? ENTITY_BY_NAME.get(route.entity) : undefined;
        if (!entity) throw badInput('unknownColumn', 'menuCode');
        conditions.push('tablename = ?');
        args.push(entity.table);
      }
      if (body.recordId !== undefined && body.recordId !== '') {
        conditions.push('recordid = ?');
        args.push(Number(body.recordId));
      }
      if (body.action) {
        conditions.push('action = ?');
        args.push(body.action);
      }
      if (body.from) {
        conditions.push('time >= ?');
        args.push(body.from.length === 10 ? `${body.from} 00:00:00` : body.from);
      }
      if (body.to) {
        conditions.push('time <= ?');
        args.push(body.to.length === 10 ? `${body.to} 23:59:59` : body.to);
      }
      const pageSize = pageSizeOf(body.pageSize);
      const pageNum = Number(request.params.page);
      const where = conditions.join(' AND ');
      const rows = ctx.db.prepare(`SELECT * FROM audit_log WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`).all(...args, pageSize, (pageNum - 1) * pageSize) as unknown as AuditRow[];
      const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM audit_log WHERE ${where}`).get(...args) as { n: number }).n;
      const names = userNames(ctx, rows);
      const language = lang(request);
      return ok(request, { page: { list: rows.map((r) => entryOf(r, names, language)), pageNum, pageSize, total } });
    },
  );

  app.post('/books/check', (request) => {
    const s = session(request);
    if (s.owners || !canAdminister(ctx, s)) throw new Refusal('403', 'noAccess');
    return ok(request, { bean: checkBooks(ctx.db, s.whseid) });
  });
}
