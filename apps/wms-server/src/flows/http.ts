import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { transaction } from '../db/database';
import { findRow } from '../engine/crud';
import { Refusal, badInput, refuse } from '../engine/errors';
import { str, type Row } from '../engine/rules';
import { lang, nowText, ok, session, type ServerContext, type Session } from '../http/context';
import { scopeOf, shapeFor } from '../http/lists';
import { registerAsnSave } from './asnSave';
import { registerInboundPageRoutes } from './inboundPages';
import { autoRelease } from './inventory';
import { allOperations, operationOf, type OpContext, type OpField } from './registry';
import { stationOf, type StationContext } from './stations';

const MENU_CODE = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,80}$' } as const;
const CODE = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,60}$' } as const;
const CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/;

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

/** The Idempotency-Key of a write, or a 400. */
function idempotencyKey(request: FastifyRequest): string {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (typeof key !== 'string' || key.length < 1 || key.length > 100) throw badInput('opIdempotencyKey');
  return key;
}

/** The stored answer of (user, key), if this key has been answered. */
function storedAnswer(db: Db, userid: string, key: string): Record<string, unknown> | undefined {
  const row = db.prepare('SELECT answer FROM idempotency WHERE userid = ? AND idem_key = ?').get(userid, key) as { answer: string } | undefined;
  return row ? (JSON.parse(row.answer) as Record<string, unknown>) : undefined;
}

/**
 * Runs a write once per (user, key): a seen key answers its stored answer and books nothing; else
 * `fn` runs in one transaction with the answer's storage (a refusal stores nothing).
 */
export function once(db: Db, userid: string, key: string, request: string, now: string, fn: () => Record<string, unknown>): Record<string, unknown> {
  const seen = storedAnswer(db, userid, key);
  if (seen) return seen;
  return transaction(db, () => {
    const answer = fn();
    db.prepare('INSERT INTO idempotency (userid, idem_key, request, answer, saved_at) VALUES (?, ?, ?, ?, ?)').run(userid, key, request, JSON.stringify(answer), now);
    return answer;
  });
}

function checkField(f: OpField, value: unknown, label: string): string | number | undefined {
  if (value === undefined || value === null || value === '') {
    if (f.required) throw badInput('cannotBeEmpty', label);
    return undefined;
  }
  if (f.type === 'number') {
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (!Number.isFinite(n)) throw badInput('badValue', f.code);
    if ((f.min !== undefined && n < f.min) || (f.max !== undefined && n > f.max)) throw refuse('mustBePositive', label);
    return n;
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw badInput('badValue', f.code);
  const text = String(value).trim();
  if (text.length > 200) throw badInput('badValue', f.code);
  if (f.codeLike && (CHINESE.test(text) || !/^[A-Za-z0-9_]+$/.test(text))) throw refuse('codeNoChinese', label);
  return text;
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

/** The operation and station routes (CONTRACT.md 'Operations and stations'). */
export function registerFlowRoutes(app: FastifyInstance, ctx: ServerContext): void {
  grantOperationButtons(ctx.db);
  registerAsnSave(app, ctx);
  registerInboundPageRoutes(app, ctx);

  app.post<{ Params: { menuCode: string; operation: string }; Body: Record<string, unknown> | null | undefined }>(
    '/:menuCode/op/:operation',
    { schema: { params: { type: 'object', properties: { menuCode: MENU_CODE, operation: CODE } } } },
    (request) => {
      const s = session(request);
      const { menuCode, operation } = request.params;
      const shape = shapeFor(ctx, s, menuCode);
      const spec = operationOf(menuCode, operation);
      if (!spec) throw badInput('notFound');
      if (!hasButton(ctx.db, s, menuCode, spec.code, spec.shipper === true)) throw new Refusal('403', 'noAccess');
      const key = idempotencyKey(request);
      const seen = storedAnswer(ctx.db, s.userid, key);
      if (seen) return ok(request, seen);
      const body = request.body ?? {};
      if (typeof body !== 'object' || Array.isArray(body)) throw badInput('inputParameterError');
      const language = lang(request);
      const rawIds = body.ids ?? [];
      if (!Array.isArray(rawIds) || rawIds.length > 1000) throw badInput('badValue', 'ids');
      const ids = rawIds.map((id) => {
        if ((typeof id !== 'string' && typeof id !== 'number') || !/^[0-9]{1,12}$/.test(String(id))) throw badInput('badValue', 'ids');
        return Number(id);
      });
      if (!spec.noRows && ids.length === 0) throw refuse('opSelectRows');
      if (!spec.multi && ids.length > 1) throw refuse('opOneRow');
      const known = new Set(['ids', ...spec.fields.map((f) => f.code)]);
      for (const k of Object.keys(body)) if (!known.has(k)) throw badInput('unknownColumn', k);
      const fields: Record<string, string | number | undefined> = {};
      for (const f of spec.fields) fields[f.code] = checkField(f, body[f.code], language === 'en' ? f.en : f.zh);
      const opCtx = opContext(ctx, request, { shape, menuCode });
      const answer = once(ctx.db, s.userid, key, `${menuCode}/op/${operation} ${JSON.stringify(body)}`, opCtx.now, () => {
        autoRelease(opCtx);
        const rows: Row[] = ids.map((id) => findRow(ctx.db, shape, id, opCtx.scope));
        for (const row of rows) {
          const status = str(row[spec.statusField]);
          if (!spec.fromStatuses.includes(status)) {
            const options = shape.entity.fields.find((f) => f.code === spec.statusField)?.options;
            const name = options?.kind === 'dict' ? (ctx.db.prepare('SELECT zh, en FROM dictionary WHERE dict_code = ? AND code = ?').get(options.code, status) as { zh: string; en: string } | undefined) : undefined;
            const docKey = str(row[shape.entity.fields[0]?.code ?? 'id']) || String(row.id);
            throw refuse('opStatusForbids', docKey, name ? (language === 'en' ? name.en : name.zh) : status, language === 'en' ? spec.en : spec.zh);
          }
        }
        const result = spec.run(opCtx, { rows, fields }) ?? {};
        return { bean: { done: rows.length, ...result } };
      });
      return ok(request, answer);
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
    properties: { key: text(100), code: text(100), qty: { type: 'number' }, carton: { type: 'string', maxLength: 60 }, slot: { type: 'string', maxLength: 60 } },
  } as const;
  for (const action of ['scan', 'undo'] as const) {
    app.post<{ Params: { station: string }; Body: { key: string; code: string; qty?: number; carton?: string; slot?: string } }>(
      `/station/:station/${action}`,
      { schema: { params: stationParams, body: scanSchema } },
      (request) => {
        const { s, spec, stationCtx } = stationOrRefuse(request, true);
        const key = idempotencyKey(request);
        const answer = once(ctx.db, s.userid, key, `station/${spec.name}/${action} ${JSON.stringify(request.body)}`, stationCtx.now, () => ({
          bean: action === 'scan' ? spec.scan(stationCtx, request.body) : spec.undo(stationCtx, request.body),
        }));
        return ok(request, answer);
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
    (request) => {
      const { s, spec, stationCtx } = stationOrRefuse(request, true);
      const key = idempotencyKey(request);
      return ok(request, once(ctx.db, s.userid, key, `station/${spec.name}/close ${JSON.stringify(request.body)}`, stationCtx.now, () => ({ bean: spec.close(stationCtx, request.body) })));
    },
  );
}
