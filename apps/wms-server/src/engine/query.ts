import type { SQLInputValue } from 'node:sqlite';
import type { FieldDef } from '../catalogue/types';
import type { Db } from '../db/database';
import { prepareCached } from '../db/statements';
import type { ListShape } from './columns';
import { defaultSorting, summedCodes } from './columns';
import { badInput } from './errors';
import { keptTotals } from './totals';
import type { Params, Scope } from './scope';

export type { Params, Scope } from './scope';

/** Parameters that are not filters: paging, sorting, summary, and the list's identity. */
const RESERVED = new Set(['pageNum', 'pageSize', 'configureSorting', 'totalSqlText', 'menu_code', 'menu_list_code', 'menu_id', 'name', 'wmsId']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;
export const MAX_PAGE_SIZE = 500;

/** A WHERE clause and its parameters: every value bound, every identifier from the catalogue. */
export interface Where {
  sql: string;
  args: SQLInputValue[];
}

const quote = (code: string) => `"${code}"`;

function text(value: unknown, key: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw badInput('badValue', key);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function numberValue(value: string, key: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw badInput('badValue', key);
  return n;
}

function dateBound(value: string, key: string, end: boolean, dateOnly: boolean): string {
  if (DATE.test(value)) return `${value} ${end ? '23:59:59' : '00:00:00'}`;
  if (!dateOnly && DATETIME.test(value)) {
    const normal = value.replace('T', ' ');
    return normal.length === 16 ? `${normal}:${end ? '59' : '00'}` : normal;
  }
  throw badInput('badValue', key);
}

function fieldOf(shape: ListShape, code: string, key: string): FieldDef {
  const field = shape.byCode.get(code);
  if (!field) throw badInput('unknownColumn', key);
  return field;
}

/**
 * The WHERE of a list query from the parameters buildQueryParams sends (CONTRACT.md §3): a text
 * filter contains (numbers equal), a select equals, `<code>str` is a comma list (IN), a date
 * `<code>Begin`/`<code>End`, a datetime range `<code>TimeBegin`/`<code>TimeEnd`. Any other key
 * that is a column of the list is an exact condition; anything else is refused.
 */
export function buildWhere(shape: ListShape, params: Params, scope: Scope): Where {
  const parts: string[] = [];
  const args: SQLInputValue[] = [];
  const { entity, route } = shape;
  if (entity.scoped) {
    parts.push('whseid = ?');
    args.push(scope.whseid);
  }
  if (scope.owners && entity.ownerField) {
    parts.push(`${quote(entity.ownerField)} IN (${scope.owners.map(() => '?').join(', ') || "''"})`);
    args.push(...scope.owners);
  }
  for (const [code, value] of Object.entries(route.fixed ?? {})) {
    parts.push(`${quote(code)} = ?`);
    args.push(value);
  }
  if (route.where) parts.push(`(${route.where})`);

  for (const [key, raw] of Object.entries(params)) {
    if (RESERVED.has(key) || raw === undefined || raw === null) continue;
    const value = text(raw, key).trim();
    if (value === '') continue; // lottable fields send ' ' for empty
    const direct = shape.byCode.get(key);
    if (direct) {
      if (direct.type === 10401) {
        parts.push(`${quote(key)} = ?`);
        args.push(numberValue(value, key));
      } else if (direct.issearch === 1) {
        parts.push(`${quote(key)} LIKE ? ESCAPE '\\'`);
        args.push(`%${escapeLike(value)}%`);
      } else {
        parts.push(`${quote(key)} = ?`);
        args.push(value);
      }
      continue;
    }
    let match: RegExpExecArray | null;
    if ((match = /^(.+)str$/.exec(key)) && shape.byCode.has(match[1] ?? '')) {
      const field = fieldOf(shape, match[1] ?? '', key);
      const values = value.split(',').map((v) => v.trim()).filter(Boolean);
      if (values.length > 1000) throw badInput('badValue', key);
      parts.push(`${quote(field.code)} IN (${values.map(() => '?').join(', ')})`);
      args.push(...(field.type === 10401 ? values.map((v) => numberValue(v, key)) : values));
      continue;
    }
    if ((match = /^(.+)Time(Begin|End)$/.exec(key)) && shape.byCode.get(match[1] ?? '')?.type === 10403) {
      const end = match[2] === 'End';
      parts.push(`${quote(match[1] ?? '')} ${end ? '<=' : '>='} ?`);
      args.push(dateBound(value, key, end, false));
      continue;
    }
    if ((match = /^(.+)(Begin|End)$/.exec(key)) && shape.byCode.get(match[1] ?? '')?.type === 10403) {
      const end = match[2] === 'End';
      parts.push(`${quote(match[1] ?? '')} ${end ? '<=' : '>='} ?`);
      args.push(dateBound(value, key, end, false));
      continue;
    }
    throw badInput('unknownColumn', key);
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', args };
}

/** ORDER BY from configureSorting (a JSON array of { column_code, sort_type }), allow-listed. */
export function buildOrder(shape: ListShape, configureSorting: unknown): string {
  const source = configureSorting === undefined || configureSorting === null || configureSorting === '' ? defaultSorting(shape) : configureSorting;
  let parsed: unknown;
  try {
    parsed = typeof source === 'string' ? JSON.parse(source) : source;
  } catch {
    throw badInput('badSorting');
  }
  if (!Array.isArray(parsed) || parsed.length > 10) throw badInput('badSorting');
  const terms: string[] = [];
  for (const item of parsed as unknown[]) {
    if (typeof item !== 'object' || item === null) throw badInput('badSorting');
    const { column_code: code, sort_type: type } = item as { column_code?: unknown; sort_type?: unknown };
    if (typeof code !== 'string' || !shape.byCode.has(code)) throw badInput('badSorting');
    if (String(type) !== '10201' && String(type) !== '10202') throw badInput('badSorting');
    terms.push(`${quote(code)} ${String(type) === '10202' ? 'DESC' : 'ASC'}`);
  }
  terms.push('id DESC');
  return `ORDER BY ${terms.join(', ')}`;
}

/** The summed columns asked for: totalSqlText is a comma list of summed codes of the list. */
export function summaryCodes(shape: ListShape, totalSqlText: unknown): string[] {
  const allowed = summedCodes(shape);
  if (totalSqlText === undefined || totalSqlText === null || totalSqlText === '') return allowed;
  if (typeof totalSqlText !== 'string') throw badInput('badValue', 'totalSqlText');
  const asked = totalSqlText.split(',').map((s) => s.trim()).filter(Boolean);
  for (const code of asked) if (!allowed.includes(code)) throw badInput('unknownColumn', code);
  return asked;
}

function positiveInt(value: unknown, key: string, fallback: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw badInput('badValue', key);
  return n;
}

export interface ListResult {
  list: Record<string, unknown>[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalData?: Record<string, number>;
}

/** The columns a list row carries: its id and every field of the entity. */
export function selectColumns(shape: ListShape): string {
  return ['id', ...shape.entity.fields.map((f) => quote(f.code))].join(', ');
}

/** One page of a list: filtered, sorted, paged, with its summary row. */
export function queryList(db: Db, shape: ListShape, params: Params, scope: Scope): ListResult {
  const pageNum = positiveInt(params.pageNum, 'pageNum', 1, 1_000_000);
  const pageSize = positiveInt(params.pageSize, 'pageSize', 20, MAX_PAGE_SIZE);
  const where = buildWhere(shape, params, scope);
  const order = buildOrder(shape, params.configureSorting);
  const sums = summaryCodes(shape, params.totalSqlText);
  const table = quote(shape.entity.table);
  // A deferred join: the page's ids first (an index can often answer filter and order alone),
  // then only those rows in full.
  const ids = (prepareCached(db, `SELECT id FROM ${table} ${where.sql} ${order} LIMIT ? OFFSET ?`).all(...where.args, pageSize, (pageNum - 1) * pageSize) as { id: number }[]).map((r) => r.id);
  const rows = ids.length ? (prepareCached(db, `SELECT ${selectColumns(shape)} FROM ${table} WHERE id IN (${ids.map(() => '?').join(', ')})`).all(...ids) as Record<string, unknown>[]) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const list = ids.flatMap((id): Record<string, unknown>[] => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  let total: number;
  let totalData: Record<string, number> | undefined;
  // The large tables keep their count and sums per warehouse and owner (engine/totals.ts).
  const kept = keptTotals(db, shape, params, scope, sums);
  if (kept) {
    total = kept.total;
    if (sums.length) totalData = kept.totalData;
  } else if (sums.length) {
    const row = prepareCached(db, `SELECT COUNT(*) AS total__, ${sums.map((c) => `COALESCE(SUM(${quote(c)}), 0) AS ${quote(c)}`).join(', ')} FROM ${table} ${where.sql}`)
      .get(...where.args) as Record<string, number>;
    total = Number(row.total__);
    totalData = Object.fromEntries(sums.map((c) => [c, Math.round(Number(row[c]) * 1000) / 1000]));
  } else {
    const row = prepareCached(db, `SELECT COUNT(*) AS total FROM ${table} ${where.sql}`).get(...where.args) as { total: number };
    total = row.total;
  }
  const result: ListResult = { list, pageNum, pageSize, total };
  if (totalData) result.totalData = totalData;
  return result;
}

/** Every row of a query (for export), up to a limit; throws past the limit. */
export function queryAll(db: Db, shape: ListShape, params: Params, scope: Scope, limit: number): { rows: Record<string, unknown>[]; total: number } {
  const where = buildWhere(shape, params, scope);
  const order = buildOrder(shape, params.configureSorting);
  const table = quote(shape.entity.table);
  const rows = prepareCached(db, `SELECT ${selectColumns(shape)} FROM ${table} ${where.sql} ${order} LIMIT ?`).all(...where.args, limit + 1) as Record<string, unknown>[];
  return { rows, total: rows.length };
}
