import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteGenericInterface } from 'fastify';
import { documentLinesOf, listRouteByCode } from '../catalogue/routes';
import { columnConfig, configType, resetColumnConfig, saveColumnConfig, DISPLAY } from '../engine/columnConfig';
import { listShape, type ListShape } from '../engine/columns';
import { clearTaskUser, deleteRecords, findRow, insertRecord, updateRecord, type WriteContext } from '../engine/crud';
import { Refusal, badInput, refuse } from '../engine/errors';
import { exportWorkbook } from '../engine/export';
import { servedRules } from '../engine/fieldCheck';
import { importTemplateInfo, recordImportResult } from '../engine/importer';
import { cancelImportJob, importJobByKey, importJobOf, importJobStarting, runningImportJob, startImportJob } from '../engine/importJob';
import { message } from '../catalogue/messages';
import { queryAll, queryList, type Scope } from '../engine/query';
import { operationDefs } from '../flows/registry';
import { lang, nowText, ok, session, type ServerContext, type Session } from './context';
import { fingerprintOf, idempotencyKeyOf, idempotent } from './idempotency';

const MENU_CODE = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,80}$' } as const;
/** A list query body: filter values are strings or numbers (buildQueryParams sends nothing else). */
const QUERY_BODY = {
  type: ['object', 'null'],
  maxProperties: 200,
  propertyNames: { pattern: '^[A-Za-z_][A-Za-z0-9_]{0,80}$' },
  additionalProperties: { type: ['string', 'number', 'null'], maxLength: 4000 },
} as const;
const LIST_KEY = {
  type: 'object',
  required: ['menu_code', 'menu_list_code'],
  properties: { menu_code: MENU_CODE, menu_list_code: { type: 'string', maxLength: 90 }, name: { type: 'string', maxLength: 200 }, menu_id: { type: ['string', 'number'] } },
} as const;
const RECORD_BODY = { type: 'object', maxProperties: 120, additionalProperties: { type: ['string', 'number', 'null'], maxLength: 4000 } } as const;
/** The versions a write read, per id (CONTRACT.md 'Versions'). */
const VERSIONS = { type: 'object', maxProperties: 1000, propertyNames: { pattern: '^[0-9]{1,12}$' }, additionalProperties: { type: ['integer', 'string'], pattern: '^[0-9]{1,12}$' } } as const;
const IDS_BODY = {
  type: 'object',
  required: ['ids'],
  additionalProperties: false,
  properties: { ids: { type: 'array', maxItems: 1000, items: { type: ['integer', 'string'], pattern: '^[0-9]{1,12}$' } }, versions: VERSIONS },
} as const;
/** Most rows an export holds (an .xls sheet holds 65,536). */
export const EXPORT_LIMIT = 65_000;

/** The list behind a menu code the user may open, or a refusal. */
export function shapeFor(ctx: ServerContext, s: Session, menuCode: string): ListShape {
  const route = listRouteByCode(menuCode);
  if (!route) throw badInput('notFound');
  const allowed = ctx.db.prepare('SELECT 1 FROM role_menu WHERE roleid = ? AND menucode = ?').get(s.roleid, menuCode);
  if (!allowed) throw new Refusal('403', 'noAccess');
  return listShape(route);
}

function requireButton(ctx: ServerContext, s: Session, menuCode: string, button: string): void {
  const allowed = s.canedit && ctx.db.prepare('SELECT 1 FROM role_button WHERE roleid = ? AND menucode = ? AND button = ?').get(s.roleid, menuCode, button);
  if (!allowed) throw new Refusal('403', 'noAccess');
}

export const scopeOf = (s: Session): Scope => (s.owners ? { whseid: s.whseid, owners: s.owners } : { whseid: s.whseid });

function checkListCode(menuCode: string, menuListCode: string): void {
  if (menuListCode !== `${menuCode}_list`) throw badInput('unknownColumn', 'menu_list_code');
}

/** The call's path under the API base ('/asn/update'), for the audit log. */
export function callPath(request: FastifyRequest): string {
  return (request.url.split('?')[0] ?? '').replace(/^\/GT_WMS_APP/, '');
}

/** The request's Idempotency-Key header ('' when none). */
export function idemKeyOf(request: FastifyRequest): string {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  return typeof key === 'string' ? key : '';
}

export function writeContext(ctx: ServerContext, request: FastifyRequest): WriteContext {
  const s = session(request);
  return { db: ctx.db, lang: lang(request), scope: scopeOf(s), userid: s.userid, now: nowText(ctx), call: callPath(request), idemKey: idemKeyOf(request) };
}

/** One route of the list calls: method, path, schema and its handler. */
interface ListCall<T extends RouteGenericInterface> {
  method: 'GET' | 'POST';
  url: string;
  schema?: FastifySchema;
  handle: (ctx: ServerContext, request: FastifyRequest<T>, reply: FastifyReply) => unknown;
}
/** A route of the table, its request's shape kept for its handler. */
const call = <T extends RouteGenericInterface>(route: ListCall<T>) => route as unknown as ListCall<RouteGenericInterface>;

type MenuParams = { Params: { menuCode: string } };
type Ids = { ids: (number | string)[]; versions?: Record<string, number | string> };
const LIST_PARAMS = { type: 'object', properties: { menuCode: MENU_CODE, page: { type: 'string', pattern: '^[1-9][0-9]{0,6}$' } } } as const;
const MENU_PARAMS = { type: 'object', properties: { menuCode: MENU_CODE } } as const;
const TEMPLATE_PARAMS = { type: 'object', properties: { templateCode: { type: 'string', pattern: '^[A-Za-z0-9_]{1,40}$' } } } as const;
const JOB_PARAMS = { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]{1,12}$' } } } as const;
const CONFIG_TYPE_BODY = {
  type: 'object', required: ['menu_code', 'menu_list_code', 'column_config_type'], properties: { ...LIST_KEY.properties, column_config_type: { type: ['integer', 'string'] } },
} as const;

function answerList(ctx: ServerContext, request: FastifyRequest<{ Params: { menuCode: string; page: string } }>, params: Readonly<Record<string, unknown>>) {
  const s = session(request);
  const shape = shapeFor(ctx, s, request.params.menuCode);
  const { totalData, ...page } = queryList(ctx.db, shape, { ...params, pageNum: request.params.page }, scopeOf(s));
  return ok(request, totalData ? { page, totalData } : { page });
}

/** The list's shape after its menu, and the button a write needs, were checked. */
function writableShape(ctx: ServerContext, request: FastifyRequest<MenuParams>, button: string): ListShape {
  const s = session(request);
  const shape = shapeFor(ctx, s, request.params.menuCode);
  requireButton(ctx, s, request.params.menuCode, button);
  return shape;
}

/**
 * The list query, column configuration, export, CRUD and import of every list menu, as a table
 * (issue 25: one route an entry). Every write runs through `idempotent` (http/idempotency.ts) and
 * the generic writes of engine/crud.ts, which check owners and versions and write the audit log.
 */
const LIST_CALLS: readonly ListCall<RouteGenericInterface>[] = [
  call<{ Params: { menuCode: string; page: string }; Body: Record<string, string | number | null> | null | undefined }>({
    method: 'POST', url: '/:menuCode/list/:page', schema: { params: LIST_PARAMS, body: QUERY_BODY },
    handle: (ctx, request) => answerList(ctx, request, request.body ?? {}),
  }),
  // The list query "by property": a GET sends the same parameters in the query string.
  call<{ Params: { menuCode: string; page: string }; Querystring: Record<string, string> }>({
    method: 'GET', url: '/:menuCode/list/:page', schema: { params: LIST_PARAMS, querystring: { ...QUERY_BODY, type: 'object', additionalProperties: { type: 'string', maxLength: 4000 } } },
    handle: (ctx, request) => answerList(ctx, request, request.query),
  }),
  call<{ Body: { menu_code: string; menu_list_code: string } }>({
    method: 'POST', url: '/queryDisplayedOrExportedColumns', schema: { body: LIST_KEY },
    handle: (ctx, request) => {
      const s = session(request);
      checkListCode(request.body.menu_code, request.body.menu_list_code);
      const shape = shapeFor(ctx, s, request.body.menu_code);
      // A document saved with its lines: the lines' field rules too (issue 38), for the drawer's line editor.
      const linesList = documentLinesOf(request.body.menu_code);
      const linesRoute = linesList ? listRouteByCode(linesList) : undefined;
      const lineFieldRules = linesRoute ? { lineFieldRules: servedRules(listShape(linesRoute), lang(request)) } : {};
      return { ...ok(request), returnMgr: 'SUCCESS', bean: { ...columnConfig(ctx.db, s.userid, shape, lang(request)), ...lineFieldRules, operations: operationDefs(request.body.menu_code, lang(request)) } };
    },
  }),
  call<{ Body: { menu_code: string; menu_list_code: string; data_list_config: string; column_config_type: number | string } }>({
    method: 'POST', url: '/saveDisplayedOrExportedColumns',
    schema: {
      body: {
        type: 'object', required: ['menu_code', 'menu_list_code', 'data_list_config', 'column_config_type'],
        properties: { ...LIST_KEY.properties, data_list_config: { type: 'string', maxLength: 200_000 }, column_config_type: { type: ['integer', 'string'] } },
      },
    },
    handle: (ctx, request) => {
      const s = session(request);
      checkListCode(request.body.menu_code, request.body.menu_list_code);
      const shape = shapeFor(ctx, s, request.body.menu_code);
      const type = configType(request.body.column_config_type);
      saveColumnConfig(ctx.db, s.userid, shape, type, request.body.data_list_config, nowText(ctx));
      return ok(request, {}, type === DISPLAY ? 'displaySaved' : 'exportSaved');
    },
  }),
  call<{ Body: { menu_code: string; menu_list_code: string; column_config_type: number | string } }>({
    method: 'POST', url: '/reDefaultConfig', schema: { body: CONFIG_TYPE_BODY },
    handle: (ctx, request) => {
      const s = session(request);
      checkListCode(request.body.menu_code, request.body.menu_list_code);
      const shape = shapeFor(ctx, s, request.body.menu_code);
      const type = configType(request.body.column_config_type);
      resetColumnConfig(ctx.db, s.userid, shape, type);
      return ok(request, {}, type === DISPLAY ? 'displayReset' : 'exportReset');
    },
  }),
  call<{ Params: { menuCode: string; menuListCode: string; name: string }; Body: Record<string, string | number | null> | undefined }>({
    method: 'POST', url: '/listConfigExport/:menuCode/:menuListCode/:name',
    schema: { params: { type: 'object', properties: { menuCode: MENU_CODE, menuListCode: { type: 'string', maxLength: 90 }, name: { type: 'string', minLength: 1, maxLength: 120 } } }, body: QUERY_BODY },
    handle: (ctx, request, reply) => {
      const s = session(request);
      checkListCode(request.params.menuCode, request.params.menuListCode);
      const shape = shapeFor(ctx, s, request.params.menuCode);
      requireButton(ctx, s, request.params.menuCode, 'export');
      const language = lang(request);
      const columns = columnConfig(ctx.db, s.userid, shape, language).exportDisplay;
      const { rows } = queryAll(ctx.db, shape, request.body ?? {}, scopeOf(s), EXPORT_LIMIT);
      if (rows.length > EXPORT_LIMIT) throw refuse('exportTooLarge', String(EXPORT_LIMIT));
      const file = exportWorkbook(shape, columns, rows, language, request.params.name);
      const filename = `${request.params.name}.xls`;
      return reply
        .type('application/vnd.ms-excel')
        .header('Content-Disposition', `attachment; filename="export.xls"; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .send(file);
    },
  }),
  call<MenuParams & { Body: { id: number | string } }>({
    method: 'POST', url: '/:menuCode/detail',
    schema: { params: MENU_PARAMS, body: { type: 'object', required: ['id'], properties: { id: { type: ['integer', 'string'], pattern: '^[0-9]{1,12}$' } } } },
    handle: (ctx, request) => {
      const s = session(request);
      return ok(request, { bean: findRow(ctx.db, shapeFor(ctx, s, request.params.menuCode), request.body.id, scopeOf(s)) });
    },
  }),
  call<MenuParams & { Body: Record<string, unknown> }>({
    method: 'POST', url: '/:menuCode/insert', schema: { params: MENU_PARAMS, body: RECORD_BODY },
    handle: (ctx, request, reply) => {
      const shape = writableShape(ctx, request, 'add');
      return idempotent(ctx, request, reply, () => ok(request, { bean: insertRecord(writeContext(ctx, request), shape, request.body) }));
    },
  }),
  call<MenuParams & { Body: Record<string, unknown> }>({
    method: 'POST', url: '/:menuCode/update', schema: { params: MENU_PARAMS, body: { ...RECORD_BODY, required: ['id'] } },
    handle: (ctx, request, reply) => {
      const shape = writableShape(ctx, request, 'edit');
      return idempotent(ctx, request, reply, () => ok(request, { bean: updateRecord(writeContext(ctx, request), shape, request.body) }));
    },
  }),
  call<MenuParams & { Body: Ids }>({
    method: 'POST', url: '/:menuCode/delete', schema: { params: MENU_PARAMS, body: IDS_BODY },
    handle: (ctx, request, reply) => {
      const shape = writableShape(ctx, request, 'delete');
      return idempotent(ctx, request, reply, () => ok(request, { bean: { deleted: deleteRecords(writeContext(ctx, request), shape, request.body.ids, request.body.versions) } }));
    },
  }),
  // Clears the assigned user of tasks (CONTRACT.md §B4).
  call<MenuParams & { Body: Ids }>({
    method: 'POST', url: '/:menuCode/clearUser', schema: { params: MENU_PARAMS, body: IDS_BODY },
    handle: (ctx, request, reply) => {
      const shape = writableShape(ctx, request, 'edit');
      return idempotent(ctx, request, reply, () => ok(request, { bean: { updated: clearTaskUser(writeContext(ctx, request), shape, request.body.ids, request.body.versions) } }));
    },
  }),
  call<{ Params: { templateCode: string }; Body: Buffer }>({
    method: 'POST', url: '/excelImport/:templateCode', schema: { params: TEMPLATE_PARAMS },
    // An import is a job (engine/importJob.ts, issue 38): written in batches between other
    // requests, its progress on the user's live feed, cancellable; the answer comes when it ends.
    handle: async (ctx, request, reply) => {
      const s = session(request);
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw refuse('excelOnly');
      const menus = new Set((ctx.db.prepare(`SELECT menucode FROM role_button WHERE roleid = ? AND button = 'import'`).all(s.roleid) as { menucode: string }[]).map((r) => r.menucode));
      if (!s.canedit) throw new Refusal('403', 'noAccess');
      const key = idempotencyKeyOf(request);
      const fingerprint = fingerprintOf(request);
      if (key) {
        // The same key again: the job it started, never a second one (one still reading its file is waited for).
        await importJobStarting(ctx.db, s.userid, key);
        const seen = importJobByKey(ctx.db, s.userid, key);
        if (seen) {
          if (seen.fingerprint !== fingerprint) throw new Refusal('422', 'idempotencyKeyReused');
          const answer = seen.answer ?? await runningImportJob(ctx.db, seen.id);
          void reply.header('Idempotent-Replayed', 'true');
          if (answer) return reply.code(answer.status).send(answer.body);
          return ok(request, { bean: importJobOf(ctx.db, s.userid, seen.id) });
        }
      }
      const write = writeContext(ctx, request);
      let started: Awaited<ReturnType<typeof startImportJob>>;
      try {
        started = await startImportJob(ctx.db, { userid: s.userid, username: s.fullname || s.userid, scope: scopeOf(s), importMenus: menus, lang: lang(request), key, fingerprint }, request.params.templateCode, body);
      } catch (error) {
        // A refused file leaves its result too (not for an unknown template or a missing right).
        if (error instanceof Refusal && error.code !== '403' && error.key !== 'recordNotFound' && error.code !== '422') {
          recordImportResult(write, request.params.templateCode, { rows: 0, ok: false, zh: message('zh', error.key, ...error.args), en: message('en', error.key, ...error.args) });
        }
        throw error;
      }
      const answer = await started.answer;
      return reply.code(answer.status).send(answer.body);
    },
  }),
  // A job's progress, and its cancel (the user's own jobs only; another's answers as a missing one).
  call<{ Params: { id: string } }>({
    method: 'POST', url: '/excelImport/jobs/:id', schema: { params: JOB_PARAMS },
    handle: (ctx, request) => {
      const job = importJobOf(ctx.db, session(request).userid, Number(request.params.id));
      if (!job) throw refuse('recordNotFound');
      return ok(request, { bean: job });
    },
  }),
  call<{ Params: { id: string } }>({
    method: 'POST', url: '/excelImport/jobs/:id/cancel', schema: { params: JOB_PARAMS },
    handle: (ctx, request) => {
      const job = cancelImportJob(ctx.db, session(request).userid, Number(request.params.id));
      if (!job) throw refuse('recordNotFound');
      return ok(request, { bean: job });
    },
  }),
  call<RouteGenericInterface>({
    method: 'POST', url: '/excelImportTemplates',
    handle: (ctx, request) => {
      const s = session(request);
      const rows = ctx.db.prepare(`SELECT templatecode, name, targettable, sheettype FROM importtemplate WHERE whseid = ? AND active = '1' ORDER BY templatecode`).all(s.whseid);
      return ok(request, { bean: rows });
    },
  }),
  call<{ Params: { templateCode: string } }>({
    method: 'POST', url: '/excelImport/:templateCode/template', schema: { params: TEMPLATE_PARAMS },
    handle: (ctx, request) => {
      session(request);
      return ok(request, { bean: importTemplateInfo(writeContext(ctx, request), request.params.templateCode) });
    },
  }),
];

/** Registers the list calls of the table. */
export function registerLists(app: FastifyInstance, ctx: ServerContext): void {
  for (const route of LIST_CALLS) {
    app.route({ method: route.method, url: route.url, ...(route.schema ? { schema: route.schema } : {}), handler: (request, reply) => route.handle(ctx, request, reply) });
  }
}
