import type { SQLInputValue } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import { badInput } from '../engine/errors';
import { lang, ok, session, type ServerContext, type Session } from './context';

/** An option source: a table read as { code, description }, with allow-listed key=value parameters. */
interface OptionSource {
  table: string;
  code: string;
  /** Description column in Chinese and in English. */
  zh: string;
  en: string;
  scoped: boolean;
  /** Parameter name → column (equality). */
  params: Readonly<Record<string, string>>;
  /** The column holding the owner, for shipper users. */
  owner?: string;
  active?: boolean;
}

export const OPTION_SOURCES: Readonly<Record<string, OptionSource>> = {
  storer: { table: 'storer', code: 'storerkey', zh: 'company', en: 'company_en', scoped: false, params: { type: 'type' }, active: true },
  sku: { table: 'sku', code: 'sku', zh: 'descr', en: 'descr_en', scoped: false, params: { storerkey: 'storerkey', skugroup: 'skugroup' }, owner: 'storerkey', active: true },
  zone: { table: 'zone', code: 'zone', zh: 'descr', en: 'descr', scoped: true, params: { area: 'area' } },
  area: { table: 'area', code: 'areakey', zh: 'descr', en: 'descr', scoped: true, params: {} },
  loc: { table: 'loc', code: 'loc', zh: 'loc', en: 'loc', scoped: true, params: { zone: 'zone', loctype: 'loctype' } },
  warehouse: { table: 'warehouse', code: 'whseid', zh: 'name', en: 'name_en', scoped: false, params: {}, active: true },
  role: { table: 'role', code: 'roleid', zh: 'name', en: 'name_en', scoped: false, params: {} },
  pack: { table: 'pack', code: 'packkey', zh: 'descr', en: 'descr', scoped: false, params: {} },
  printer: { table: 'printer', code: 'printerkey', zh: 'name', en: 'name', scoped: true, params: {}, active: true },
  basecode: { table: 'basecode', code: 'code', zh: 'description', en: 'description_en', scoped: true, params: { category: 'category' }, active: true },
};

const SOURCE_PARAM = { type: 'object', properties: { source: { type: 'string', pattern: '^[a-z]{2,20}$' } } } as const;

function sourceOf(name: string): OptionSource {
  const source = OPTION_SOURCES[name];
  if (!source) throw badInput('notFound');
  return source;
}

interface OptionQuery {
  text?: string;
  params: Readonly<Record<string, unknown>>;
  limit: number;
  offset?: number;
}

/** Rows { code, description } of a source for a user, filtered by parameters and typed text. */
export function optionRows(ctx: ServerContext, s: Session, en: boolean, source: OptionSource, query: OptionQuery): { list: { code: string; description: string }[]; total: number } {
  const where: string[] = [];
  const args: SQLInputValue[] = [];
  if (source.scoped) {
    where.push('whseid = ?');
    args.push(s.whseid);
  }
  if (source.active) where.push(`active = '1'`);
  if (source.owner && s.owners) {
    where.push(`"${source.owner}" IN (${s.owners.map(() => '?').join(', ') || "''"})`);
    args.push(...s.owners);
  }
  for (const [key, value] of Object.entries(query.params)) {
    const column = source.params[key];
    if (!column) throw badInput('unknownColumn', key);
    if (typeof value !== 'string' && typeof value !== 'number') throw badInput('badValue', key);
    if (String(value).trim() === '') continue;
    where.push(`"${column}" = ?`);
    args.push(String(value).trim());
  }
  const description = en ? `CASE WHEN "${source.en}" <> '' THEN "${source.en}" ELSE "${source.zh}" END` : `"${source.zh}"`;
  if (query.text) {
    where.push(`("${source.code}" LIKE ? ESCAPE '\\' OR ${description} LIKE ? ESCAPE '\\')`);
    const like = `%${query.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    args.push(like, like);
  }
  const sqlWhere = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const list = ctx.db
    .prepare(`SELECT DISTINCT "${source.code}" AS code, ${description} AS description FROM "${source.table}" ${sqlWhere} ORDER BY "${source.code}" LIMIT ? OFFSET ?`)
    .all(...args, query.limit, query.offset ?? 0) as { code: string; description: string }[];
  const total = (ctx.db.prepare(`SELECT COUNT(DISTINCT "${source.code}") AS n FROM "${source.table}" ${sqlWhere}`).get(...args) as { n: number }).n;
  return { list, total };
}

/** Option paths (GET /options/{source}?key=value), lookups, autocomplete and remote select. */
export function registerOptions(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { source: string }; Querystring: Record<string, string> }>(
    '/options/:source',
    { schema: { params: SOURCE_PARAM, querystring: { type: 'object', maxProperties: 10, additionalProperties: { type: 'string', maxLength: 200 } } } },
    (request) => {
      const source = sourceOf(request.params.source);
      const { q, ...params } = request.query;
      const { list } = optionRows(ctx, session(request), lang(request) === 'en', source, { text: q?.trim(), params, limit: 1000 });
      return ok(request, { data: { list } });
    },
  );

  app.post<{ Params: { source: string; page: string }; Body: Record<string, string | number | null> | undefined }>(
    '/lookup/:source/:page',
    {
      schema: {
        params: { type: 'object', properties: { source: SOURCE_PARAM.properties.source, page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } } },
        body: { type: 'object', maxProperties: 20, additionalProperties: { type: ['string', 'number', 'null'], maxLength: 200 } },
      },
    },
    (request) => {
      const source = sourceOf(request.params.source);
      const { pageSize: rawSize, q, code, description, ...rest } = request.body ?? {};
      const params = Object.fromEntries(Object.entries(rest).filter(([key]) => key !== 'pageNum'));
      const pageNum = Number(request.params.page);
      const pageSize = rawSize === undefined || rawSize === null ? 100 : Number(rawSize);
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 500) throw badInput('badValue', 'pageSize');
      const text = [q, code, description].find((v) => typeof v === 'string' && v.trim() !== '');
      const { list, total } = optionRows(ctx, session(request), lang(request) === 'en', source, {
        text: typeof text === 'string' ? text.trim() : undefined,
        params: Object.fromEntries(Object.entries(params).filter(([, v]) => v !== null)),
        limit: pageSize,
        offset: (pageNum - 1) * pageSize,
      });
      return ok(request, { page: { list, pageNum, pageSize, total } });
    },
  );

  app.post<{ Params: { source: string; text: string } }>(
    '/autocomplete/:source/:text',
    { schema: { params: { type: 'object', properties: { source: SOURCE_PARAM.properties.source, text: { type: 'string', minLength: 1, maxLength: 100 } } } } },
    (request) => {
      const source = sourceOf(request.params.source);
      const { list } = optionRows(ctx, session(request), lang(request) === 'en', source, { text: request.params.text.trim(), params: {}, limit: 20 });
      return ok(request, { data: list });
    },
  );

  app.post<{ Params: { source: string }; Body: { params: string } & Record<string, string | number> }>(
    '/remoteSelect/:source',
    {
      schema: {
        params: SOURCE_PARAM,
        body: { type: 'object', required: ['params'], maxProperties: 10, properties: { params: { type: 'string', minLength: 1, maxLength: 100 } }, additionalProperties: { type: ['string', 'number'], maxLength: 200 } },
      },
    },
    (request) => {
      const source = sourceOf(request.params.source);
      const { params: text, ...extra } = request.body;
      const { list } = optionRows(ctx, session(request), lang(request) === 'en', source, { text: text.trim(), params: extra, limit: 50 });
      return ok(request, { data: { list } });
    },
  );
}
