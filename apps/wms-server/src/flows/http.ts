import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { Lang } from '../catalogue/messages';
import { transaction } from '../db/database';
import { ENTITIES } from '../catalogue/entities';
import { checkVersion, findRow } from '../engine/crud';
import { changesOf, writeAudit } from '../audit/audit';
import { Refusal, badInput, refuse } from '../engine/errors';
import { checkValue } from '../engine/fieldCheck';
import { opFieldRules } from '../catalogue/fieldRules';
import { str, type Row } from '../engine/rules';
import { lang, nowText, ok, session, type ServerContext, type Session } from '../http/context';
import { idempotencyKeyOf, idempotent, requiredIdempotencyKey } from '../http/idempotency';
import { callPath, scopeOf, shapeFor } from '../http/lists';
import { registerAsnSave } from './asnSave';
import { registerInboundPageRoutes } from './inboundPages';
import { autoRelease } from './inventory';
import { allOperations, operationOf, type OpContext, type OpField } from './registry';
import { stationOf, type ScanBody, type StationContext, type UndoBody } from './stations';

const MENU_CODE = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,80}$' } as const;
const CODE = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,60}$' } as const;

/**
 * Grants each operation's button once, when the operation is first seen (recorded in `meta` as
 * `opgrant:<menu>:<code>`): to every role that may edit its list, and shipper operations to the
 * roles that may query it without editing. A button revoked later (permission administration)
 * stays revoked across restarts.
 */
export function grantOperationButtons(db: Db): void {
  const grant = db.prepare('INSERT OR IGNORE INTO role_button (roleid, menucode, button) VALUES (?, ?, ?)');
  const readers = db.prepare(`SELECT rb.roleid, r.canedit FROM role_button rb JOIN role r ON r.roleid = rb.roleid WHERE rb.menucode = ? AND rb.button = 'query'`);
  const canEdit = db.prepare(`SELECT 1 FROM role_button WHERE roleid = ? AND menucode = ? AND button = 'edit'`);
  const seen = db.prepare('SELECT 1 FROM meta WHERE key = ?');
  const mark = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
  transaction(db, () => {
    for (const { menu, spec } of allOperations()) {
      const key = `opgrant:${menu}:${spec.code}`;
      if (seen.get(key)) continue;
      for (const row of readers.all(menu) as { roleid: string; canedit: string }[]) {
        const editor = row.canedit === '1' && canEdit.get(row.roleid, menu) !== undefined;
        if (editor || (row.canedit !== '1' && spec.shipper === true)) grant.run(row.roleid, menu, spec.code);
      }
      mark.run(key, '1');
    }
  });
}

/**
 * An operation's input checked by the rules it is served with (catalogue/fieldRules.ts
 * opFieldRules): the operation's dialog judges it by the same rules.
 */
export function checkOperationInput(db: Db, language: Lang, whseid: string, f: OpField, value: unknown): string | number | undefined {
  if (value !== undefined && value !== null && typeof value !== 'string' && typeof value !== 'number') throw badInput('badValue', f.code);
  const error = checkValue({ db, lang: language, whseid }, opFieldRules(f), f, value);
  // A missing or non-numeric input is bad input (400), as the contract has answered it; a rule broken, a refusal (500).
  if (error) throw error.key === 'cannotBeEmpty' || error.key === 'notNumber' ? badInput(error.key, ...error.args) : refuse(error.key, ...error.args);
  if (value === undefined || value === null || String(value).trim() === '') return undefined;
  return f.type === 'number' ? Number(value) : String(value).trim();
}

function hasButton(db: Db, s: Session, menuCode: string, button: string, shipperOk: boolean): boolean {
  if (!s.canedit && !shipperOk) return false;
  return db.prepare('SELECT 1 FROM role_button WHERE roleid = ? AND menucode = ? AND button = ?').get(s.roleid, menuCode, button) !== undefined;
}

function opContext(ctx: ServerContext, request: FastifyRequest, base: Omit<OpContext, 'booking' | 'db' | 'lang' | 'scope' | 'userid' | 'now'>): OpContext {
  const s = session(request);
  const now = nowText(ctx);
  return { db: ctx.db, lang: lang(request), scope: scopeOf(s), userid: s.userid, now, ...base, booking: (sourcetype, sourcekey) => ({ db: ctx.db, userid: s.userid, now, sourcetype, sourcekey }) };
}

/** Each documented table (its first entity names it in the audit) → that entity and its last id now. */
function lastIdsOf(db: Db): Map<string, { entity: string; lastId: number }> {
  const out = new Map<string, { entity: string; lastId: number }>();
  for (const entity of ENTITIES) {
    if (out.has(entity.table)) continue;
    // The table names are the catalogue's own (allow-listed), never input.
    const last = db.prepare(`SELECT COALESCE(MAX(id), 0) AS id FROM "${entity.table}"`).get() as { id: number } | undefined;
    out.set(entity.table, { entity: entity.name, lastId: last?.id ?? 0 });
  }
  return out;
}

/**
 * Runs an operation of a list (CONTRACT.md 'List operations'): the button, the key (required for
 * `/op/` calls), ids found in the user's scope, their versions, fromStatuses and fields checked,
 * then `run`, one audit row a selected record (and, for an operation on no rows, one a record it
 * made), and the answer stored with the key, all in one transaction.
 */
function runOperation(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply, menuCode: string, operation: string, raw: unknown, keyRequired: boolean): Record<string, unknown> {
  const s = session(request);
  const shape = shapeFor(ctx, s, menuCode);
  const spec = operationOf(menuCode, operation);
  if (!spec) throw badInput('notFound');
  if (!hasButton(ctx.db, s, menuCode, spec.code, spec.shipper === true)) throw new Refusal('403', 'noAccess');
  const key = keyRequired ? requiredIdempotencyKey(request) : idempotencyKeyOf(request);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badInput('inputParameterError');
  const body = raw as Record<string, unknown>;
  const language = lang(request);
  const rawIds = body.ids ?? [];
  if (!Array.isArray(rawIds) || rawIds.length > 1000) throw badInput('badValue', 'ids');
  const ids = rawIds.map((id) => {
    if ((typeof id !== 'string' && typeof id !== 'number') || !/^[0-9]{1,12}$/.test(String(id))) throw badInput('badValue', 'ids');
    return Number(id);
  });
  if (!spec.noRows && ids.length === 0) throw refuse('opSelectRows');
  if (!spec.multi && ids.length > 1) throw refuse('opOneRow');
  // The versions the client read: `versions: { "<id>": <version> }`, or `version` of one row.
  const versions: unknown = body.versions ?? {};
  if (typeof versions !== 'object' || versions === null || Array.isArray(versions)) throw badInput('badValue', 'versions');
  const versionOf = (id: number): unknown => (versions as Record<string, unknown>)[String(id)] ?? (ids.length === 1 ? body.version : undefined);
  const known = new Set(['ids', 'versions', 'version', ...spec.fields.map((f) => f.code)]);
  for (const k of Object.keys(body)) if (!known.has(k)) throw badInput('unknownColumn', k);
  const fields: Record<string, string | number | undefined> = {};
  const opCtx = opContext(ctx, request, { shape, menuCode });
  for (const f of spec.fields) fields[f.code] = checkOperationInput(ctx.db, language, opCtx.scope.whseid, f, body[f.code]);
  const write = () => {
    autoRelease(opCtx);
    const rows: Row[] = ids.map((id) => findRow(ctx.db, shape, id, opCtx.scope));
    for (const row of rows) checkVersion(opCtx, shape, row, versionOf(Number(row.id)));
    for (const row of rows) {
      const status = str(row[spec.statusField]);
      if (!spec.fromStatuses.includes(status)) {
        const docKey = str(row[shape.entity.fields[0]?.code ?? 'id']) || String(row.id);
        if (spec.statusRefusal) throw refuse(spec.statusRefusal, docKey);
        const options = shape.entity.fields.find((f) => f.code === spec.statusField)?.options;
        const name = options?.kind === 'dict' ? (ctx.db.prepare('SELECT zh, en FROM dictionary WHERE dict_code = ? AND code = ?').get(options.code, status) as { zh: string; en: string } | undefined) : undefined;
        throw refuse('opStatusForbids', docKey, name ? (language === 'en' ? name.en : name.zh) : status, language === 'en' ? spec.en : spec.zh);
      }
    }
    // An operation run on no rows (generate count tasks, announce a return) makes records: those
    // are audited too, found as the rows past each documented table's last id before it ran.
    const lastIds = spec.noRows ? lastIdsOf(ctx.db) : undefined;
    const result = spec.run(opCtx, { rows, fields }) ?? {};
    // One audit row a selected record: what the operation changed on it (audit/audit.ts).
    const source = { db: ctx.db, userid: s.userid, now: opCtx.now, call: callPath(request), idemKey: key ?? '' };
    if (lastIds) {
      const audited = ctx.db.prepare('SELECT 1 FROM audit_log WHERE tablename = ? AND recordid = ? LIMIT 1');
      for (const [table, { entity, lastId }] of lastIds) {
        const made = ctx.db.prepare(`SELECT * FROM "${table}" WHERE id > ? ORDER BY id`).all(lastId) as Row[];
        for (const row of made) {
          // A record the operation made through a write that audits itself (an insert) has its row.
          if (audited.get(table, Number(row.id)) !== undefined) continue;
          writeAudit(source, { whseid: str(row.whseid), entity, tablename: table, recordid: Number(row.id), action: 'operation', operation: spec.code, changes: changesOf(undefined, row) });
        }
      }
    }
    for (const before of rows) {
      const after = ctx.db.prepare(`SELECT * FROM "${shape.entity.table}" WHERE id = ?`).get(Number(before.id)) as Row | undefined;
      writeAudit(source, {
        whseid: str(before.whseid), entity: shape.entity.name, tablename: shape.entity.table, recordid: Number(before.id),
        action: 'operation', operation: spec.code, changes: changesOf(before, after),
      });
    }
    return ok(request, { bean: { done: rows.length, ...result } });
  };
  return key ? idempotent(ctx, request, reply, write, { key }) : transaction(ctx.db, write);
}

/**
 * Runs a station write and audits it on its document (the row of the station's list whose number
 * is `key`; a station whose key is not such a row, a wave's seeding, is audited by its own
 * operations only): action 'operation', operation '<station>.<scan|undo|close>'.
 */
function audited<T>(ctx: ServerContext, request: FastifyRequest, menuCode: string, key: string, operation: string, write: () => T): T {
  const s = session(request);
  const shape = shapeFor(ctx, s, menuCode);
  const keyField = shape.entity.fields[0]?.code ?? 'id';
  const table = `"${shape.entity.table}"`;
  const find = shape.entity.scoped
    ? () => ctx.db.prepare(`SELECT * FROM ${table} WHERE whseid = ? AND "${keyField}" = ?`).get(s.whseid, key) as Row | undefined
    : () => ctx.db.prepare(`SELECT * FROM ${table} WHERE "${keyField}" = ?`).get(key) as Row | undefined;
  const before = find();
  const result = write();
  if (before) {
    const after = ctx.db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(Number(before.id)) as Row | undefined;
    writeAudit(
      { db: ctx.db, userid: s.userid, now: nowText(ctx), call: callPath(request), idemKey: idempotencyKeyOf(request) ?? '' },
      { whseid: str(before.whseid), entity: shape.entity.name, tablename: shape.entity.table, recordid: Number(before.id), action: 'operation', operation, changes: changesOf(before, after) },
    );
  }
  return result;
}

/** The operation and station routes (CONTRACT.md 'Operations and stations'). */
export function registerFlowRoutes(app: FastifyInstance, ctx: ServerContext): void {
  grantOperationButtons(ctx.db);
  registerAsnSave(app, ctx);
  registerInboundPageRoutes(app, ctx);

  app.post<{ Params: { menuCode: string; operation: string }; Body: Record<string, unknown> | null | undefined }>(
    '/:menuCode/op/:operation',
    { schema: { params: { type: 'object', properties: { menuCode: MENU_CODE, operation: CODE } } } },
    (request, reply) => runOperation(ctx, request, reply, request.params.menuCode, request.params.operation, request.body ?? {}, true),
  );

  // The older paths of three operations (CONTRACT.md 'Scan receiving', 'Tasks'): the same
  // operation specs (flows/receiptScan.ts, flows/tasks.ts), their bodies and answers as before.
  const legacyParams = { type: 'object', properties: { menuCode: MENU_CODE } } as const;
  const scanBody = {
    type: 'object', required: ['id', 'sku', 'qty'], additionalProperties: false,
    properties: { id: { type: ['integer', 'string'], pattern: '^[0-9]{1,12}$' }, sku: { type: 'string', minLength: 1, maxLength: 60 }, qty: { type: 'number' }, toloc: { type: 'string', maxLength: 60 }, version: { type: ['integer', 'string'] } },
  } as const;
  for (const code of ['scan', 'scanRollback'] as const) {
    app.post<{ Params: { menuCode: string }; Body: { id: number | string; sku: string; qty: number; toloc?: string; version?: number | string } }>(
      `/:menuCode/${code}`,
      { schema: { params: legacyParams, body: scanBody } },
      (request, reply) => {
        const { id, ...fields } = request.body;
        const answer = runOperation(ctx, request, reply, request.params.menuCode, code, { ids: [id], ...fields }, false);
        const bean = answer.bean as { receipt?: unknown } | undefined;
        return bean?.receipt ? { ...answer, bean: bean.receipt } : answer;
      },
    );
  }
  app.post<{ Params: { menuCode: string }; Body: { ids: (number | string)[]; wavekey: string; taskgroup: string; versions?: Record<string, number | string> } }>(
    '/:menuCode/assignWave',
    {
      schema: {
        params: legacyParams,
        body: {
          type: 'object', required: ['ids', 'wavekey', 'taskgroup'], additionalProperties: false,
          properties: { ids: { type: 'array', maxItems: 1000, items: { type: ['integer', 'string'], pattern: '^[0-9]{1,12}$' } }, wavekey: { type: 'string', maxLength: 40 }, taskgroup: { type: 'string', maxLength: 40 }, versions: { type: 'object' } },
        },
      },
    },
    (request, reply) => {
      const answer = runOperation(ctx, request, reply, request.params.menuCode, 'assignWave', request.body, false);
      const bean = answer.bean as { updated?: number } | undefined;
      return answer.returnCode === '200' ? { ...ok(request, {}, 'assigned'), bean: { updated: bean?.updated ?? 0 } } : answer;
    },
  );

  const stationParams = { type: 'object', properties: { station: CODE } } as const;
  const stationOrRefuse = (request: FastifyRequest<{ Params: { station: string } }>, write: boolean) => {
    const s = session(request);
    const spec = stationOf(request.params.station);
    if (!spec) throw badInput('stationUnknown', request.params.station);
    shapeFor(ctx, s, spec.menuCode);
    if (write && !hasButton(ctx.db, s, spec.menuCode, 'edit', false)) throw new Refusal('403', 'noAccess');
    const base = opContext(ctx, request, { shape: shapeFor(ctx, s, spec.menuCode), menuCode: spec.menuCode });
    const stationCtx: StationContext = { db: base.db, lang: base.lang, scope: base.scope, userid: base.userid, now: base.now, booking: base.booking, station: spec.name };
    return { s, spec, stationCtx };
  };
  const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
  /** GS1 character set 82 (batch and serial numbers). */
  const gs1Text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '^[!"%&\'()*+,\\-./0-9:;<=>?A-Z_a-z]+$' }) as const;
  app.post<{ Params: { station: string }; Body: { code: string } }>(
    '/station/:station/open',
    { schema: { params: stationParams, body: { type: 'object', required: ['code'], additionalProperties: false, properties: { code: text(100) } } } },
    (request) => {
      const { spec, stationCtx } = stationOrRefuse(request, false);
      return ok(request, { bean: spec.open(stationCtx, request.body.code.trim()) });
    },
  );
  const scanSchema = {
    type: 'object', required: ['key', 'code'], additionalProperties: false,
    properties: {
      key: text(100), code: text(100), qty: { type: 'number' }, carton: { type: 'string', maxLength: 60 }, slot: { type: 'string', maxLength: 60 },
      // What a GS1 label carries besides its GTIN (scan), and the serial an undo takes back.
      gs1: {
        type: 'object', additionalProperties: false,
        properties: { batch: gs1Text(20), serial: gs1Text(20), expiry: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, produced: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } },
      },
      serial: gs1Text(20),
    },
  } as const;
  for (const action of ['scan', 'undo'] as const) {
    app.post<{ Params: { station: string }; Body: ScanBody & UndoBody }>(
      `/station/:station/${action}`,
      { schema: { params: stationParams, body: scanSchema } },
      (request, reply) => {
        const { spec, stationCtx } = stationOrRefuse(request, true);
        return idempotent(ctx, request, reply, () => ok(request, {
          bean: audited(ctx, request, spec.menuCode, request.body.key, `${spec.name}.${action}`, () => (action === 'scan' ? spec.scan(stationCtx, request.body) : spec.undo(stationCtx, request.body))),
        }), { required: true });
      },
    );
  }
  app.post<{ Params: { station: string }; Body: { key: string; weight?: number; carton?: string } }>(
    '/station/:station/close',
    {
      schema: {
        params: stationParams,
        body: { type: 'object', required: ['key'], additionalProperties: false, properties: { key: text(100), weight: { type: 'number' }, carton: { type: 'string', maxLength: 60 } } },
      },
    },
    (request, reply) => {
      const { spec, stationCtx } = stationOrRefuse(request, true);
      return idempotent(ctx, request, reply, () => ok(request, { bean: audited(ctx, request, spec.menuCode, request.body.key, `${spec.name}.close`, () => spec.close(stationCtx, request.body)) }), { required: true });
    },
  );
}
