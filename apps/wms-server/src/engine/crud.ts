import type { SQLInputValue } from 'node:sqlite';
import type { Lang } from '../catalogue/messages';
import type { EntityDef, FieldDef } from '../catalogue/types';
import { transaction, type Db } from '../db/database';
import type { ListShape } from './columns';
import { Refusal, badInput, refuse } from './errors';
import { buildWhere, type Scope } from './query';
import { ENTITY_RULES, NUMBER_MESSAGES, str, type Row } from './rules';

/** Key prefixes of generated document numbers. */
const KEY_PREFIX: Readonly<Record<string, string>> = {
  asn: 'ASN', po: 'PO', overcharge: 'OC', orders: 'SO', pickdetail: 'PD', shipment: 'SH', deliveryOrder: 'DO',
  collection: 'CL', wave: 'WV', task: 'TK', hold: 'HD', move: 'MV', adjustment: 'AJ', transfer: 'TF',
  cycleCount: 'CC', serialDifference: 'SD', consumableLog: 'CR', itrn: 'IT',
};

const CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/;
const CODE = /^[A-Za-z0-9_]+$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

export interface WriteContext {
  db: Db;
  lang: Lang;
  scope: Scope;
  userid: string;
  /** 'yyyy-MM-dd HH:mm:ss' now. */
  now: string;
}

const quote = (c: string) => `"${c}"`;
const label = (field: FieldDef, lang: Lang) => (lang === 'en' ? field.en : field.zh);

/** One row of the list by id, within its scope, or a refusal. */
export function findRow(db: Db, shape: ListShape, id: unknown, scope: Scope): Row {
  const n = typeof id === 'number' ? id : Number(id);
  if (!Number.isInteger(n) || n < 1) throw badInput('badValue', 'id');
  const where = buildWhere(shape, {}, scope);
  const sql = `SELECT * FROM ${quote(shape.entity.table)} ${where.sql ? `${where.sql} AND` : 'WHERE'} id = ?`;
  const row = db.prepare(sql).get(...where.args, n) as Row | undefined;
  if (!row) throw refuse('recordNotFound');
  return Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'password_hash' && key !== 'salt'));
}

/** A client value of a field, checked for its type; undefined means "not given". */
function coerce(field: FieldDef, value: unknown): SQLInputValue | undefined {
  if (value === undefined) return undefined;
  if (field.type === 10401) {
    if (value === null || value === '') return 0;
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
    if (!Number.isFinite(n) || Math.abs(n) > 1e12) {
      const special = NUMBER_MESSAGES[field.code];
      throw special ? refuse(special) : badInput('badValue', field.code);
    }
    return n;
  }
  if (value === null) return field.type === 10403 ? null : '';
  if (typeof value === 'number' && field.type === 10402) return String(value);
  if (typeof value !== 'string') throw badInput('badValue', field.code);
  if (value.length > 2000) throw badInput('badValue', field.code);
  if (field.type === 10403) {
    const v = value.trim();
    if (v === '') return null;
    if (!DATETIME.test(v)) throw badInput('badValue', field.code);
    return v.length === 10 ? `${v} 00:00:00` : v.length === 16 ? `${v}:00` : v;
  }
  return value.trim();
}

/** The writable values of a body: known fields only, id and read-only fields ignored. */
function writableValues(entity: EntityDef, body: Row): Row {
  const byCode = new Map(entity.fields.map((f) => [f.code, f]));
  const out: Row = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'id' || key === 'whseid') continue;
    const field = byCode.get(key);
    if (!field) throw badInput('unknownColumn', key);
    if (field.readOnly) continue;
    const v = coerce(field, value);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** Generic checks of the catalogue's flags, then the entity's own rules. */
function validate(ctx: WriteContext, shape: ListShape, record: Row, existing: Row | undefined): void {
  const { entity } = shape;
  for (const entityField of entity.fields) {
    // The list's own label, when it names the field differently.
    const field = shape.byCode.get(entityField.code) ?? entityField;
    const value = record[field.code];
    const textValue = str(value);
    if (field.required && !field.readOnly && textValue.trim() === '') throw refuse('cannotBeEmpty', label(field, ctx.lang));
    if (field.asciiText && textValue !== '' && !/^[!-~]+$/.test(textValue)) throw refuse('textNoChinese', label(field, ctx.lang));
    if (field.codeLike && textValue !== '' && (CHINESE.test(textValue) || !CODE.test(textValue))) throw refuse('codeNoChinese', label(field, ctx.lang));
    if (field.positive && !field.readOnly && !(Number(value) > 0)) throw refuse('mustBePositive', label(field, ctx.lang));
    if (field.unique && !field.readOnly && textValue !== '') {
      const conditions = [`${quote(field.code)} = ?`, 'id <> ?'];
      const args: SQLInputValue[] = [textValue, Number(existing?.id ?? 0)];
      if (entity.scoped) {
        conditions.push('whseid = ?');
        args.push(ctx.scope.whseid);
      }
      const clash = ctx.db.prepare(`SELECT id FROM ${quote(entity.table)} WHERE ${conditions.join(' AND ')}`).get(...args);
      if (clash) throw refuse('duplicateCode', `${label(field, ctx.lang)} ${textValue}`);
    }
  }
  if (entity.name === 'basecode' || entity.name === 'storer' || entity.name === 'sku') {
    // Codes of reference data are unique per category / type / owner.
    const keyField = entity.name === 'basecode' ? 'category' : entity.name === 'storer' ? 'type' : 'storerkey';
    const codeField = entity.name === 'basecode' ? 'code' : entity.name === 'storer' ? 'storerkey' : 'sku';
    const scopeSql = entity.scoped ? 'whseid = ? AND ' : '';
    const args: SQLInputValue[] = entity.scoped ? [ctx.scope.whseid] : [];
    const clash = ctx.db
      .prepare(`SELECT id FROM ${quote(entity.table)} WHERE ${scopeSql}${quote(keyField)} = ? AND ${quote(codeField)} = ? AND id <> ?`)
      .get(...args, str(record[keyField]), str(record[codeField]), Number(existing?.id ?? 0));
    if (clash) {
      const field = entity.fields.find((f) => f.code === codeField);
      throw refuse('duplicateCode', `${field ? label(field, ctx.lang) : codeField} ${str(record[codeField])}`);
    }
  }
  for (const rule of ENTITY_RULES[entity.name] ?? []) {
    const refusal = rule({ db: ctx.db, lang: ctx.lang, record, existing, whseid: ctx.scope.whseid });
    if (refusal) throw refusal;
  }
}

function refuseReadOnly(shape: ListShape): void {
  if (shape.route.readOnly) throw refuse('readOnlyList');
}

/** The next document number of an entity. */
function nextKey(db: Db, entity: EntityDef): string {
  const row = db.prepare(`SELECT COALESCE(MAX(id), 0) + 1 AS n FROM ${quote(entity.table)}`).get() as { n: number };
  return `${KEY_PREFIX[entity.name] ?? 'K'}${String(row.n).padStart(10, '0')}`;
}

function defaults(entity: EntityDef): Row {
  const out: Row = {};
  for (const f of entity.fields) out[f.code] = f.type === 10401 ? 0 : f.type === 10403 ? null : '';
  if (entity.status) out[entity.status.field] = entity.status.deletable[0] ?? '0';
  if (entity.fields.some((f) => f.code === 'active')) out.active = '1';
  // A new receipt line starts not inspected (qc_status 0), so QC can pass or fail it.
  if (entity.fields.some((f) => f.code === 'qcstatus')) out.qcstatus = '0';
  return out;
}

/** Inserts a record through a list (its fixed values applied); returns the stored row. */
export function insertRecord(ctx: WriteContext, shape: ListShape, body: Row): Row {
  refuseReadOnly(shape);
  const { entity } = shape;
  const values = writableValues(entity, body);
  const record: Row = { ...defaults(entity), ...values, ...shape.route.fixed };
  const first = entity.fields[0];
  if (first?.readOnly && first.unique) record[first.code] = nextKey(ctx.db, entity);
  const line = entity.fields.find((f) => f.code.endsWith('linenumber'));
  const parent = entity.fields[0]?.code;
  if (line && parent) {
    const row = ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${quote(entity.table)} WHERE ${quote(parent)} = ?`).get(str(record[parent])) as { n: number };
    record[line.code] = String(row.n + 1).padStart(5, '0');
  }
  if (entity.name === 'overcharge' && values.unsettledqty === undefined) record.unsettledqty = record.overchargeqty;
  record.addwho = ctx.userid;
  record.adddate = ctx.now;
  record.editwho = ctx.userid;
  record.editdate = ctx.now;
  if (entity.scoped) record.whseid = ctx.scope.whseid;
  if (ctx.scope.owners && entity.ownerField && !ctx.scope.owners.includes(str(record[entity.ownerField]))) {
    throw new Refusal('403', 'noAccess');
  }
  validate(ctx, shape, record, undefined);
  const columns = Object.keys(record);
  const result = ctx.db
    .prepare(`INSERT INTO ${quote(entity.table)} (${columns.map(quote).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
    .run(...columns.map((c) => record[c] as SQLInputValue));
  return findRow(ctx.db, shape, Number(result.lastInsertRowid), ctx.scope);
}

/** Updates a record (only in an editable status); returns the stored row. */
export function updateRecord(ctx: WriteContext, shape: ListShape, body: Row): Row {
  refuseReadOnly(shape);
  const { entity } = shape;
  const existing = findRow(ctx.db, shape, body.id, ctx.scope);
  const status = entity.status;
  if (status && !status.editable.includes(String(existing[status.field]))) throw refuse(status.updateMessage ?? 'onlyPendingModify');
  const fixed = shape.route.fixed ?? {};
  const values = Object.fromEntries(Object.entries(writableValues(entity, body)).filter(([code]) => !Object.hasOwn(fixed, code)));
  // Statuses move only through operations (DESIGN.md 'Warehouse flows').
  if (status && values[status.field] !== undefined && str(values[status.field]) !== str(existing[status.field])) throw refuse('opStatusByOperation');
  const record: Row = { ...existing, ...values, editwho: ctx.userid, editdate: ctx.now };
  validate(ctx, shape, record, existing);
  const columns = [...Object.keys(values), 'editwho', 'editdate'];
  ctx.db
    .prepare(`UPDATE ${quote(entity.table)} SET ${columns.map((c) => `${quote(c)} = ?`).join(', ')} WHERE id = ?`)
    .run(...columns.map((c) => record[c] as SQLInputValue), Number(existing.id));
  return findRow(ctx.db, shape, existing.id, ctx.scope);
}

/** Deletes records by id, all or none: only new ones, none with quantities above 0. */
export function deleteRecords(ctx: WriteContext, shape: ListShape, ids: readonly unknown[]): number {
  refuseReadOnly(shape);
  if (ids.length === 0) throw refuse('selectAtLeastOne');
  const { entity } = shape;
  return transaction(ctx.db, () => {
    for (const id of ids) {
      const row = findRow(ctx.db, shape, id, ctx.scope);
      const status = entity.status;
      if (status && !status.deletable.includes(String(row[status.field]))) throw refuse(status.deleteMessage ?? 'onlyNewDelete');
      for (const code of entity.deleteBlockedBy ?? []) {
        if (Number(row[code]) > 0) {
          const field = entity.fields.find((f) => f.code === code);
          throw refuse('qtyAboveZeroDelete', field ? label(field, ctx.lang) : code);
        }
      }
      ctx.db.prepare(`DELETE FROM ${quote(entity.table)} WHERE id = ?`).run(Number(row.id));
    }
    return ids.length;
  });
}

/** Clears the assigned user of tasks: only tasks with status at most processing (§4). */
export function clearTaskUser(ctx: WriteContext, shape: ListShape, ids: readonly unknown[]): number {
  refuseReadOnly(shape);
  if (shape.entity.name !== 'task') throw badInput('notFound');
  if (ids.length === 0) throw refuse('selectAtLeastOne');
  return transaction(ctx.db, () => {
    for (const id of ids) {
      const row = findRow(ctx.db, shape, id, ctx.scope);
      if (Number(row.status) > 1) throw refuse('clearUserStatus');
      ctx.db.prepare(`UPDATE taskdetail SET userkey = '', editwho = ?, editdate = ? WHERE id = ?`).run(ctx.userid, ctx.now, Number(row.id));
    }
    return ids.length;
  });
}
