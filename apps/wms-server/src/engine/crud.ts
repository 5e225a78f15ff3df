import type { SQLInputValue } from 'node:sqlite';
import type { Lang } from '../catalogue/messages';
import type { EntityDef, FieldDef } from '../catalogue/types';
import { isBooksEntity, ownerOf } from '../catalogue/owners';
import { changesOf, writeAudit, type AuditAction } from '../audit/audit';
import { transaction, type Db } from '../db/database';
import type { ListShape } from './columns';
import { Refusal, badInput, refuse, refusalWith } from './errors';
import { buildWhere, type Scope } from './query';
import { checkRecord } from './fieldCheck';
import { ENTITY_RULES, NUMBER_MESSAGES, str, type Row } from './rules';
import { prepareCached } from '../db/statements';

/** Key prefixes of generated document numbers. */
const KEY_PREFIX: Readonly<Record<string, string>> = {
  asn: 'ASN', po: 'PO', overcharge: 'OC', orders: 'SO', pickdetail: 'PD', shipment: 'SH', deliveryOrder: 'DO',
  collection: 'CL', wave: 'WV', task: 'TK', hold: 'HD', move: 'MV', adjustment: 'AJ', transfer: 'TF',
  cycleCount: 'CC', serialDifference: 'SD', consumableLog: 'CR', itrn: 'IT',
};

const DATETIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

export interface WriteContext {
  db: Db;
  lang: Lang;
  scope: Scope;
  userid: string;
  /** 'yyyy-MM-dd HH:mm:ss' now. */
  now: string;
  /** The call's path under the API base, for the audit log (e.g. '/asn/update'). */
  call?: string;
  /** The request's Idempotency-Key, for the audit log. */
  idemKey?: string;
}

const quote = (c: string) => `"${c}"`;
const label = (field: FieldDef, lang: Lang) => (lang === 'en' ? field.en : field.zh);

/** One row of the list by id, within its scope, or a refusal. */
export function findRow(db: Db, shape: ListShape, id: unknown, scope: Scope): Row {
  const n = typeof id === 'number' ? id : Number(id);
  if (!Number.isInteger(n) || n < 1) throw badInput('badValue', 'id');
  const where = buildWhere(shape, {}, scope);
  const sql = `SELECT * FROM ${quote(shape.entity.table)} ${where.sql ? `${where.sql} AND` : 'WHERE'} id = ?`;
  const row = prepareCached(db, sql).get(...where.args, n) as Row | undefined;
  if (!row) throw refuse('recordNotFound');
  return Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'password_hash' && key !== 'salt'));
}

/**
 * A client value of a field, checked for its type; undefined means "not given". An entered
 * field's text that is not a number or a date is kept as typed: the declaration's check
 * (fieldCheck.ts) refuses it with the field's catalogued message, as the form does.
 */
function coerce(field: FieldDef, value: unknown, entered = false): SQLInputValue | undefined {
  if (value === undefined) return undefined;
  if (field.type === 10401) {
    if (value === null || value === '') return 0;
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
    if (entered && typeof value === 'string' && value.length <= 2000 && (!Number.isFinite(n) || Math.abs(n) > 1e12)) return value.trim();
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
    if (!DATETIME.test(v)) {
      if (entered) return v;
      throw badInput('badValue', field.code);
    }
    return v.length === 10 ? `${v} 00:00:00` : v.length === 16 ? `${v}:00` : v;
  }
  return value.trim();
}

/** Two stored values of a field are the same (a drawer's echo: '12' and 12, null and ''). */
export function sameValue(field: FieldDef, a: unknown, b: unknown): boolean {
  if (field.type === 10401) return Number(a === null || a === undefined || a === '' ? 0 : a) === Number(b === null || b === undefined || b === '' ? 0 : b);
  return str(a ?? '').trim() === str(b ?? '').trim();
}

/**
 * The entered values of a body (coerced), and the others it names (coerced, to be compared with
 * what the server stores). Unknown keys are bad input; id, whseid and version are not values.
 */
function splitBody(entity: EntityDef, body: Row): { entered: Row; others: Row } {
  const byCode = new Map(entity.fields.map((f) => [f.code, f]));
  const entered: Row = {};
  const others: Row = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'id' || key === 'whseid' || key === 'version') continue;
    const field = byCode.get(key);
    if (!field) throw badInput('unknownColumn', key);
    const isEntered = ownerOf(entity, key) === 'entered';
    const v = coerce(field, value, isEntered);
    if (v === undefined) continue;
    if (isEntered) entered[key] = v;
    else others[key] = v;
  }
  return { entered, others };
}

/**
 * Refuses a body that changes a field the books, the operations or the server own (400, the
 * field named): its value must be what is stored (an echo), or empty on an insert.
 */
function refuseNonEntered(ctx: WriteContext, shape: ListShape, others: Row, stored: Row, inserting: boolean, recomputed?: Row): void {
  for (const [code, value] of Object.entries(others)) {
    const field = shape.byCode.get(code) ?? shape.entity.fields.find((f) => f.code === code);
    if (!field) continue;
    if (inserting && (value === '' || value === null)) continue;
    if (sameValue(field, value, stored[code]) || (recomputed && sameValue(field, value, recomputed[code]))) continue;
    if (shape.entity.status?.field === code) throw refuse('opStatusByOperation');
    throw badInput('fieldNotEntered', label(field, ctx.lang));
  }
}

/** The lists of the books take no generic write (HTTP 405, returnCode "403"). */
function refuseBooks(ctx: WriteContext, shape: ListShape): void {
  if (isBooksEntity(shape.entity)) {
    throw refusalWith(new Refusal('403', 'booksNoGenericWrite', ctx.lang === 'en' ? shape.route.en : shape.route.zh), 405);
  }
}

/** The version a client names (undefined when it names none: an old client). */
function versionOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isInteger(n) || n < 0) throw badInput('badValue', 'version');
  return n;
}

/** The document a message names: the list's name and the record's number. */
export function documentName(shape: ListShape, row: Row, lang: Lang): string {
  const first = shape.entity.fields[0]?.code ?? 'id';
  const key = str(row[first]) || String(row.id);
  return `${lang === 'en' ? shape.route.en : shape.route.zh} ${key}`;
}

/**
 * Refuses a write from a stale read: HTTP 409, returnCode "409", the current record as bean
 * (CONTRACT.md 'Versions'). A version of undefined (not named) is accepted.
 */
export function checkVersion(ctx: Pick<WriteContext, 'lang'>, shape: ListShape, current: Row, named: unknown): void {
  const version = versionOf(named);
  if (version === undefined || version === Number(current.version)) return;
  const refusal = new Refusal('409', 'staleVersion', documentName(shape, current, ctx.lang), str(current.editwho), str(current.editdate));
  throw refusalWith(refusal, 409, { id: current.id, version: Number(current.version), editwho: current.editwho, editdate: current.editdate, record: current });
}

/** Writes the audit row of a generic write (audit/audit.ts writeAudit). */
function audit(ctx: WriteContext, entity: EntityDef, action: AuditAction, before: Row | undefined, after: Row | undefined, operation = ''): void {
  const row = after ?? before ?? {};
  writeAudit(
    { db: ctx.db, userid: ctx.userid, now: ctx.now, call: ctx.call ?? '', idemKey: ctx.idemKey ?? '' },
    { whseid: entity.scoped ? str(row.whseid) : '', entity: entity.name, tablename: entity.table, recordid: Number(row.id), action, operation, changes: changesOf(before, after) },
  );
}

/** The item master's description of an owner's item ('' when there is none). */
function itemDescription(db: Db, storerkey: unknown, skuCode: unknown): string {
  const row = prepareCached(db, 'SELECT descr FROM sku WHERE storerkey = ? AND sku = ?').get(str(storerkey), str(skuCode)) as { descr: string } | undefined;
  return row?.descr ?? '';
}

/** Derived fields a generic write fills from what the server knows (an item's description). */
function fillDerived(ctx: WriteContext, entity: EntityDef, record: Row): void {
  if (entity.fields.some((f) => f.code === 'descr') && entity.fields.some((f) => f.code === 'sku') && ownerOf(entity, 'descr') === 'derived') {
    record.descr = itemDescription(ctx.db, record.storerkey, record.sku);
  }
  if (entity.name === 'overcharge') {
    const row = prepareCached(ctx.db, 'SELECT COALESCE(SUM(qtyexpected), 0) AS n FROM receiptdetail WHERE whseid = ? AND receiptkey = ? AND sku = ?').get(ctx.scope.whseid, str(record.receiptkey), str(record.sku)) as { n: number };
    record.qtyexpected = row.n;
  }
}

/** A document whose header total is the sum of its lines' quantity (derived). */
const LINE_TOTALS: Readonly<Record<string, { table: string; key: string; qty: string; total: string }>> = {
  receiptDetail: { table: 'receipt', key: 'receiptkey', qty: 'qtyexpected', total: 'totalqtyexpected' },
  orderDetail: { table: 'orders', key: 'orderkey', qty: 'qtyordered', total: 'qtyordered' },
};

/** Recomputes the header total of a line's document (after a line is written). */
export function refreshDocumentTotal(ctx: Pick<WriteContext, 'db' | 'scope'>, entity: EntityDef, documentKey: string): void {
  const spec = LINE_TOTALS[entity.name];
  if (!spec || !documentKey) return;
  const total = prepareCached(ctx.db, `SELECT COALESCE(SUM(${quote(spec.qty)}), 0) AS n FROM ${quote(entity.table)} WHERE whseid = ? AND ${quote(spec.key)} = ?`).get(ctx.scope.whseid, documentKey) as { n: number };
  prepareCached(ctx.db, `UPDATE ${quote(spec.table)} SET ${quote(spec.total)} = ? WHERE whseid = ? AND ${quote(spec.key)} = ? AND ${quote(spec.total)} <> ?`).run(total.n, ctx.scope.whseid, documentKey, total.n);
}

/**
 * The declaration's rules of every entered field (catalogue/fieldRules.ts, checked by
 * fieldCheck.ts checkRecord: the first refusal is the answer), uniqueness, then the entity's own
 * rules.
 */
function validate(ctx: WriteContext, shape: ListShape, record: Row, existing: Row | undefined): void {
  const { entity } = shape;
  const errors = checkRecord({ db: ctx.db, lang: ctx.lang, whseid: ctx.scope.whseid }, shape, record, existing ? 'update' : 'insert', existing);
  // A value that is not a number or a date at all is bad input (400), answered first, as before;
  // the others break a rule (500).
  const typeError = errors.find((e) => e.key === 'notNumber' || e.key === 'badDate');
  if (typeError) throw badInput(typeError.key, ...typeError.args);
  const [first] = errors;
  if (first) throw refuse(first.key, ...first.args);
  for (const entityField of entity.fields) {
    // Only entered fields are checked: the server fills the others.
    if (ownerOf(entity, entityField.code) !== 'entered') continue;
    // The list's own label, when it names the field differently.
    const field = shape.byCode.get(entityField.code) ?? entityField;
    const textValue = str(record[field.code]);
    if (field.unique && !field.readOnly && textValue !== '') {
      const conditions = [`${quote(field.code)} = ?`, 'id <> ?'];
      const args: SQLInputValue[] = [textValue, Number(existing?.id ?? 0)];
      if (entity.scoped) {
        conditions.push('whseid = ?');
        args.push(ctx.scope.whseid);
      }
      const clash = prepareCached(ctx.db, `SELECT id FROM ${quote(entity.table)} WHERE ${conditions.join(' AND ')}`).get(...args);
      if (clash) throw refuse('duplicateCode', `${label(field, ctx.lang)} ${textValue}`);
    }
  }
  if (entity.name === 'basecode' || entity.name === 'storer' || entity.name === 'sku') {
    // Codes of reference data are unique per category / type / owner.
    const keyField = entity.name === 'basecode' ? 'category' : entity.name === 'storer' ? 'type' : 'storerkey';
    const codeField = entity.name === 'basecode' ? 'code' : entity.name === 'storer' ? 'storerkey' : 'sku';
    const scopeSql = entity.scoped ? 'whseid = ? AND ' : '';
    const args: SQLInputValue[] = entity.scoped ? [ctx.scope.whseid] : [];
    const clash = prepareCached(ctx.db, `SELECT id FROM ${quote(entity.table)} WHERE ${scopeSql}${quote(keyField)} = ? AND ${quote(codeField)} = ? AND id <> ?`)
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
  const row = prepareCached(db, `SELECT COALESCE(MAX(id), 0) + 1 AS n FROM ${quote(entity.table)}`).get() as { n: number };
  return `${KEY_PREFIX[entity.name] ?? 'K'}${String(row.n).padStart(10, '0')}`;
}

function defaults(entity: EntityDef): Row {
  const out: Row = {};
  for (const f of entity.fields) out[f.code] = f.type === 10401 ? 0 : f.type === 10403 ? null : '';
  if (entity.status) out[entity.status.field] = entity.status.deletable[0] ?? '0';
  if (entity.fields.some((f) => f.code === 'active')) out.active = '1';
  // A document made here is an internal creation (source 0); the importer says external (1).
  if (entity.fields.some((f) => f.code === 'source' && f.options?.kind === 'dict' && f.options.code === 'source')) out.source = '0';
  // A new receipt line starts not inspected (qc_status 0), so QC can pass or fail it.
  if (entity.fields.some((f) => f.code === 'qcstatus')) out.qcstatus = '0';
  return out;
}

/**
 * Inserts a record through a list (its fixed values applied; `serverValues` are values of
 * non-entered fields the server itself sets, such as an import's source); returns the stored row.
 */
export function insertRecord(ctx: WriteContext, shape: ListShape, body: Row, serverValues: Row = {}): Row {
  refuseReadOnly(shape);
  refuseBooks(ctx, shape);
  const { entity } = shape;
  const { entered, others } = splitBody(entity, body);
  const record: Row = { ...defaults(entity), ...entered, ...shape.route.fixed, ...serverValues };
  const first = entity.fields[0];
  if (first?.readOnly && first.unique) record[first.code] = nextKey(ctx.db, entity);
  const line = entity.fields.find((f) => f.code.endsWith('linenumber'));
  const parent = entity.fields[0]?.code;
  if (line && parent) {
    const row = prepareCached(ctx.db, `SELECT COUNT(*) AS n FROM ${quote(entity.table)} WHERE ${quote(parent)} = ?`).get(str(record[parent])) as { n: number };
    record[line.code] = String(row.n + 1).padStart(5, '0');
  }
  if (entity.name === 'overcharge' && entered.unsettledqty === undefined) record.unsettledqty = record.overchargeqty;
  fillDerived(ctx, entity, record);
  record.addwho = ctx.userid;
  record.adddate = ctx.now;
  record.editwho = ctx.userid;
  record.editdate = ctx.now;
  record.version = 1;
  if (entity.scoped) record.whseid = ctx.scope.whseid;
  refuseNonEntered(ctx, shape, others, record, true);
  if (ctx.scope.owners && entity.ownerField && !ctx.scope.owners.includes(str(record[entity.ownerField]))) {
    throw new Refusal('403', 'noAccess');
  }
  validate(ctx, shape, record, undefined);
  const columns = Object.keys(record);
  return transaction(ctx.db, () => {
    const result = prepareCached(ctx.db, `INSERT INTO ${quote(entity.table)} (${columns.map(quote).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
      .run(...columns.map((c) => record[c] as SQLInputValue));
    const id = Number(result.lastInsertRowid);
    const spec = LINE_TOTALS[entity.name];
    if (spec) refreshDocumentTotal(ctx, entity, str(record[spec.key]));
    const stored = findRow(ctx.db, shape, id, ctx.scope);
    audit(ctx, entity, 'insert', undefined, stored);
    return stored;
  });
}

/**
 * Updates a record (only in an editable status, only its entered fields, only from its current
 * version when the body names one); returns the stored row.
 */
export function updateRecord(ctx: WriteContext, shape: ListShape, body: Row): Row {
  refuseReadOnly(shape);
  refuseBooks(ctx, shape);
  const { entity } = shape;
  const existing = findRow(ctx.db, shape, body.id, ctx.scope);
  checkVersion(ctx, shape, existing, body.version);
  const status = entity.status;
  if (status && !status.editable.includes(String(existing[status.field]))) throw refuse(status.updateMessage ?? 'onlyPendingModify');
  const fixed = shape.route.fixed ?? {};
  const { entered, others } = splitBody(entity, body);
  const values = Object.fromEntries(Object.entries(entered).filter(([code]) => !Object.hasOwn(fixed, code)));
  const record: Row = { ...existing, ...values, editwho: ctx.userid, editdate: ctx.now };
  fillDerived(ctx, entity, record);
  // A derived field the server recomputed from changed entered ones is written too.
  for (const code of ['descr', 'qtyexpected']) {
    if (Object.hasOwn(record, code) && !Object.hasOwn(values, code) && ownerOf(entity, code) === 'derived' && record[code] !== existing[code]) values[code] = record[code];
  }
  // Statuses move only through operations (docs/architecture.md 'Warehouse flows'); other non-entered fields
  // are the books' (issue 25): an echo is fine, a change is refused.
  refuseNonEntered(ctx, shape, others, existing, false, record);
  validate(ctx, shape, record, existing);
  const columns = [...Object.keys(values), 'editwho', 'editdate'];
  return transaction(ctx.db, () => {
    prepareCached(ctx.db, `UPDATE ${quote(entity.table)} SET ${columns.map((c) => `${quote(c)} = ?`).join(', ')} WHERE id = ?`)
      .run(...columns.map((c) => record[c] as SQLInputValue), Number(existing.id));
    const spec = LINE_TOTALS[entity.name];
    if (spec) {
      refreshDocumentTotal(ctx, entity, str(record[spec.key]));
      if (str(existing[spec.key]) !== str(record[spec.key])) refreshDocumentTotal(ctx, entity, str(existing[spec.key]));
    }
    const stored = findRow(ctx.db, shape, existing.id, ctx.scope);
    audit(ctx, entity, 'update', existing, stored);
    return stored;
  });
}

/** The versions a delete names per id (`versions: { "<id>": <version> }`). */
export type Versions = Readonly<Record<string, unknown>>;

/** Deletes records by id, all or none: only new ones, none with quantities above 0, none stale. */
export function deleteRecords(ctx: WriteContext, shape: ListShape, ids: readonly unknown[], versions: Versions = {}): number {
  refuseReadOnly(shape);
  refuseBooks(ctx, shape);
  if (ids.length === 0) throw refuse('selectAtLeastOne');
  const { entity } = shape;
  return transaction(ctx.db, () => {
    for (const id of ids) {
      const row = findRow(ctx.db, shape, id, ctx.scope);
      checkVersion(ctx, shape, row, versions[String(row.id)]);
      const status = entity.status;
      if (status && !status.deletable.includes(String(row[status.field]))) throw refuse(status.deleteMessage ?? 'onlyNewDelete');
      for (const code of entity.deleteBlockedBy ?? []) {
        if (Number(row[code]) > 0) {
          const field = entity.fields.find((f) => f.code === code);
          throw refuse('qtyAboveZeroDelete', field ? label(field, ctx.lang) : code);
        }
      }
      prepareCached(ctx.db, `DELETE FROM ${quote(entity.table)} WHERE id = ?`).run(Number(row.id));
      const spec = LINE_TOTALS[entity.name];
      if (spec) refreshDocumentTotal(ctx, entity, str(row[spec.key]));
      audit(ctx, entity, 'delete', row, undefined);
    }
    return ids.length;
  });
}

/** Clears the assigned user of tasks: only tasks with status at most processing (§4); an operation of the task lists. */
export function clearTaskUser(ctx: WriteContext, shape: ListShape, ids: readonly unknown[], versions: Versions = {}): number {
  refuseReadOnly(shape);
  if (shape.entity.name !== 'task') throw badInput('notFound');
  if (ids.length === 0) throw refuse('selectAtLeastOne');
  return transaction(ctx.db, () => {
    for (const id of ids) {
      const row = findRow(ctx.db, shape, id, ctx.scope);
      checkVersion(ctx, shape, row, versions[String(row.id)]);
      if (Number(row.status) > 1) throw refuse('clearUserStatus');
      prepareCached(ctx.db, `UPDATE taskdetail SET userkey = '', editwho = ?, editdate = ? WHERE id = ?`).run(ctx.userid, ctx.now, Number(row.id));
      audit(ctx, shape.entity, 'operation', row, findRow(ctx.db, shape, row.id, ctx.scope), 'clearUser');
    }
    return ids.length;
  });
}
