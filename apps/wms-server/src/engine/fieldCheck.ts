import type { SQLInputValue } from 'node:sqlite';
import { DICTIONARIES } from '../catalogue/dictionaries';
import { fieldRulesOf, PATTERNS, type FieldRuleDecl, type LookupDecl } from '../catalogue/fieldRules';
import { message, type Lang, type MessageKey } from '../catalogue/messages';
import type { FieldDef } from '../catalogue/types';
import type { Db } from '../db/database';
import { searchDataOf, type ListShape } from './columns';
import { str, type Row } from './rules';

/**
 * One rule of a field as the server serves it with a list's column configuration (`fieldRules`)
 * and checks it: the message is the catalogue's, in the request's language, with the list's label
 * of the field. The app's forms turn each into a form rule (apps/wms screens/List/model/formItems.ts
 * formRulesOf); a field's rules are checked in order and the first that fails is the answer.
 */
export type ServedRule =
  | { kind: 'required'; message: string }
  | { kind: 'maxLength'; max: number; message: string }
  | { kind: 'pattern'; source: string; message: string }
  /** A valid number: blank counts as 0 (what the server stores). */
  | { kind: 'number'; message: string }
  | { kind: 'range'; min: number; minExclusive: boolean; max: number; message: string }
  | { kind: 'scale'; scale: number; message: string }
  /** A real calendar day: yyyy-MM-dd, optionally HH:mm or HH:mm:ss. */
  | { kind: 'date'; message: string }
  | { kind: 'notBefore'; field: string; message: string }
  /**
   * A code that exists and is active: `options` is the field's searchData (the form checks the
   * value against those options); `server` when only the server can tell (items, locations).
   */
  | { kind: 'lookup'; checkedBy: 'options' | 'server'; options?: string; message: string };

/** The rules of a list's entered fields, by field code. */
export type ServedRules = Record<string, ServedRule[]>;

/** One field's refusal: the field, the catalogue key and its arguments, and the message. */
export interface FieldError {
  field: string;
  key: MessageKey;
  args: string[];
  message: string;
}

const label = (field: FieldDef, lang: Lang) => (lang === 'en' ? field.en : field.zh);

/** The rules of one field as served, in the order they are checked. */
function servedOf(decl: FieldRuleDecl, field: FieldDef, lang: Lang): { rule: ServedRule; key: MessageKey; args: string[] }[] {
  return servedRulesOf(decl, label(field, lang), decl.lookup?.kind === 'dict' || decl.lookup?.checkedBy === 'options' ? searchDataOf(field, lang) : undefined, lang);
}

/** The rules of a declaration for a field of that name (its options' path for a lookup the form checks). */
function servedRulesOf(decl: FieldRuleDecl, name: string, optionsPath: string | undefined, lang: Lang): { rule: ServedRule; key: MessageKey; args: string[] }[] {
  const out: { rule: ServedRule; key: MessageKey; args: string[] }[] = [];
  const add = (key: MessageKey, args: string[], make: (text: string) => ServedRule) => out.push({ rule: make(message(lang, key, ...args)), key, args });
  if (decl.required) add('cannotBeEmpty', [name], (m) => ({ kind: 'required', message: m }));
  if (decl.maxLength !== undefined) {
    const max = decl.maxLength;
    add('tooLong', [name, String(max)], (m) => ({ kind: 'maxLength', max, message: m }));
  }
  if (decl.pattern) {
    const source = PATTERNS[decl.pattern.kind];
    add(decl.pattern.message, [name], (m) => ({ kind: 'pattern', source, message: m }));
  }
  if (decl.number) {
    const { min, minExclusive, max, scale, notNumber } = decl.number;
    add(notNumber, [name], (m) => ({ kind: 'number', message: m }));
    if (min === 0 && minExclusive) add('mustBePositive', [name], (m) => ({ kind: 'range', min, minExclusive, max, message: m }));
    else add('numberRange', [name, String(min), String(max)], (m) => ({ kind: 'range', min, minExclusive, max, message: m }));
    add(scale === 0 ? 'mustBeInteger' : 'numberScale', scale === 0 ? [name] : [name, String(scale)], (m) => ({ kind: 'scale', scale, message: m }));
  }
  if (decl.date) add('badDate', [name], (m) => ({ kind: 'date', message: m }));
  if (decl.notBefore) {
    const other = decl.notBefore.field;
    add(decl.notBefore.message, [], (m) => ({ kind: 'notBefore', field: other, message: m }));
  }
  if (decl.lookup) {
    const lookup = decl.lookup;
    const checkedBy = lookup.kind === 'dict' ? 'options' : lookup.checkedBy;
    const options = checkedBy === 'options' ? optionsPath : undefined;
    add('lookupUnknown', [name], (m) => ({ kind: 'lookup', checkedBy, ...(options ? { options } : {}), message: m }));
  }
  return out;
}

/** The rules of a list's entered fields as served with its column configuration. */
export function servedRules(shape: ListShape, lang: Lang): ServedRules {
  const decls = fieldRulesOf(shape.entity);
  const out: ServedRules = {};
  for (const field of shape.fields) {
    const decl = decls.get(field.code);
    if (decl) out[field.code] = servedOf(decl, field, lang).map((r) => r.rule);
  }
  return out;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** True for a real calendar day (and time), as yyyy-MM-dd[ HH:mm[:ss]]. */
export function isRealDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && Number(m[4] ?? 0) < 24 && Number(m[5] ?? 0) < 60 && Number(m[6] ?? 0) < 60;
}

/** The number of decimals of a number's shortest text (1.5 → 1, 2 → 0). */
function decimalsOf(n: number): number {
  const text = String(n);
  if (text.includes('e')) {
    const [mantissa = '', exp = '0'] = text.split('e');
    return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exp));
  }
  return text.split('.')[1]?.length ?? 0;
}

/** The option sources a lookup may name: table, code column, warehouse-scoped, has `active`, parameter columns. */
const LOOKUP_SOURCES: Readonly<Record<string, { table: string; code: string; scoped: boolean; active: boolean; params: Readonly<Record<string, string>> }>> = {
  storer: { table: 'storer', code: 'storerkey', scoped: false, active: true, params: { type: 'type' } },
  sku: { table: 'sku', code: 'sku', scoped: false, active: true, params: { storerkey: 'storerkey' } },
  zone: { table: 'zone', code: 'zone', scoped: true, active: false, params: {} },
  area: { table: 'area', code: 'areakey', scoped: true, active: false, params: {} },
  loc: { table: 'loc', code: 'loc', scoped: true, active: false, params: {} },
  warehouse: { table: 'warehouse', code: 'whseid', scoped: false, active: true, params: {} },
  role: { table: 'role', code: 'roleid', scoped: false, active: false, params: {} },
  pack: { table: 'pack', code: 'packkey', scoped: false, active: false, params: {} },
  printer: { table: 'printer', code: 'printerkey', scoped: true, active: true, params: {} },
  basecode: { table: 'basecode', code: 'code', scoped: true, active: true, params: { category: 'category' } },
};

/** Whether a code of a lookup exists (and, when `active`, is active) for this record. */
function lookupFinds(db: Db, lookup: LookupDecl, code: string, record: Row, whseid: string, active: boolean): boolean {
  if (lookup.kind === 'dict') return (DICTIONARIES[lookup.dict] ?? []).some(([c]) => c === code);
  const source = LOOKUP_SOURCES[lookup.source];
  if (!source) throw new Error(`catalogue: no lookup source ${lookup.source}`);
  const where = [`"${source.code}" = ?`];
  const args: SQLInputValue[] = [code];
  if (source.scoped) {
    where.push('whseid = ?');
    args.push(whseid);
  }
  if (source.active && active) where.push(`active = '1'`);
  const params: [string, string][] = [...Object.entries(lookup.params ?? {}), ...Object.entries(lookup.fromRecord ?? {}).map(([param, field]): [string, string] => [param, str(record[field]).trim()])];
  for (const [param, value] of params) {
    const column = source.params[param];
    if (!column) throw new Error(`catalogue: lookup ${lookup.source} has no parameter ${param}`);
    where.push(`"${column}" = ?`);
    args.push(value);
  }
  return statement(db, `SELECT 1 AS found FROM "${source.table}" WHERE ${where.join(' AND ')} LIMIT 1`).get(...args) !== undefined;
}

/** The lookups' statements, prepared once a database (a few dozen shapes of SQL in all). */
const STATEMENTS = new WeakMap<Db, Map<string, ReturnType<Db['prepare']>>>();
function statement(db: Db, sql: string): ReturnType<Db['prepare']> {
  let cache = STATEMENTS.get(db);
  if (!cache) STATEMENTS.set(db, (cache = new Map<string, ReturnType<Db['prepare']>>()));
  let prepared = cache.get(sql);
  if (!prepared) cache.set(sql, (prepared = db.prepare(sql)));
  return prepared;
}

/** Each field's served rules of a list in a language, made once. */
const SERVED = new WeakMap<ListShape, Map<Lang, Map<string, ReturnType<typeof servedOf>>>>();
function servedByField(shape: ListShape, lang: Lang): Map<string, ReturnType<typeof servedOf>> {
  let byLang = SERVED.get(shape);
  if (!byLang) SERVED.set(shape, (byLang = new Map<Lang, Map<string, ReturnType<typeof servedOf>>>()));
  let out = byLang.get(lang);
  if (!out) {
    out = new Map();
    const decls = fieldRulesOf(shape.entity);
    for (const entityField of shape.entity.fields) {
      const decl = decls.get(entityField.code);
      // The list's own label, when it names the field differently.
      if (decl) out.set(entityField.code, servedOf(decl, shape.byCode.get(entityField.code) ?? entityField, lang));
    }
    byLang.set(lang, out);
  }
  return out;
}

/** Whether a value fails one served rule (the lookups are judged by the caller). */
function fails(rule: ServedRule, value: unknown, record: Row): boolean {
  const text = str(value).trim();
  switch (rule.kind) {
    case 'required':
      return text === '';
    case 'maxLength':
      return text.length > rule.max;
    case 'pattern':
      return text !== '' && !new RegExp(rule.source).test(text);
    case 'number':
      return !Number.isFinite(text === '' ? 0 : Number(text));
    case 'range': {
      const n = text === '' ? 0 : Number(text);
      return n > rule.max || (rule.minExclusive ? n <= rule.min : n < rule.min);
    }
    case 'scale':
      return decimalsOf(text === '' ? 0 : Number(text)) > rule.scale;
    case 'date':
      return text !== '' && !isRealDate(text);
    case 'notBefore': {
      const earlier = str(record[rule.field]).trim();
      return text !== '' && earlier !== '' && text < earlier;
    }
    case 'lookup':
      return false;
  }
}

export interface CheckContext {
  db: Db;
  lang: Lang;
  whseid: string;
}

/**
 * The server's check of a record's entered fields against the catalogue's declaration
 * (catalogue/fieldRules.ts): every field's first failing rule, as catalogued errors naming the
 * field. Every entered field of the list is checked in every mode (a record is saved whole, as
 * the drawer saves it). A lookup's code must exist and be active; on an update (`existing`, the
 * stored row) a code the record already held need only exist: an owner or a supplier made
 * inactive later stays valid on the documents that name it, and the drawer accepts the value it
 * opened with. Used by the generic insert and update (crud.ts validate), hence by
 * save-with-lines and the import; exported for the import job, which calls it with mode
 * 'import' for each row before writing (issue 38).
 */
export function checkRecord(ctx: CheckContext, shape: ListShape, record: Row, mode: 'insert' | 'update' | 'import' = 'insert', existing?: Row): FieldError[] {
  const stored = mode === 'update' ? existing : undefined;
  const decls = fieldRulesOf(shape.entity);
  const errors: FieldError[] = [];
  for (const [code, served] of servedByField(shape, ctx.lang)) {
    const decl = decls.get(code);
    if (!decl) continue;
    const field = { code };
    const value = record[code];
    for (const { rule, key, args } of served) {
      const code = str(value).trim();
      const failed = rule.kind === 'lookup'
        ? decl.lookup !== undefined && code !== '' && !lookupFinds(ctx.db, decl.lookup, code, record, ctx.whseid, !stored || str(stored[field.code]).trim() !== code)
        : fails(rule, value, record);
      if (failed) {
        errors.push({ field: field.code, key, args, message: rule.message });
        break;
      }
    }
  }
  return errors;
}

/** A value outside a list (an operation's input): its code, names and options path. */
export interface DeclaredValue {
  code: string;
  zh: string;
  en: string;
  searchData?: string;
}

/** The rules of a declared value as served (an operation's field in the column configuration). */
export function servedValueRules(decl: FieldRuleDecl, field: DeclaredValue, lang: Lang): ServedRule[] {
  return servedRulesOf(decl, lang === 'en' ? field.en : field.zh, field.searchData, lang).map((r) => r.rule);
}

/**
 * The server's check of a declared value (an operation's input) by the same rules it serves:
 * the first failing rule as a catalogued error, undefined when the value keeps them all. A value
 * left blank is not given: only `required` judges it (an operation's dialog does the same).
 */
export function checkValue(ctx: CheckContext, decl: FieldRuleDecl, field: DeclaredValue, value: unknown): FieldError | undefined {
  const served = servedRulesOf(decl, ctx.lang === 'en' ? field.en : field.zh, field.searchData, ctx.lang);
  const code = str(value).trim();
  if (code === '' && !decl.required) return undefined;
  for (const { rule, key, args } of served) {
    const failed = rule.kind === 'lookup' ? decl.lookup !== undefined && code !== '' && !lookupFinds(ctx.db, decl.lookup, code, {}, ctx.whseid, true) : fails(rule, value, {});
    if (failed) return { field: field.code, key, args, message: rule.message };
  }
  return undefined;
}
