import type { MessageKey } from './messages';
import { ownerOf } from './owners';
import type { EntityDef, FieldDef } from './types';

/**
 * The one declaration of what a person may enter in each field (issue 38): the server enforces
 * it on every write (engine/fieldCheck.ts checkRecord), and it is served with each list's column
 * configuration (`fieldRules`) so the drawer, the SheetGrid and the import preview judge a value
 * exactly as the server does. Only entered fields carry rules: the others are the server's.
 *
 * Derived from the field's flags (required, code, ASCII, greater than 0, options) and type, with
 * the few field-specific choices in FIELD_RULES below. Decisions where the server and the app
 * once disagreed (recorded here so they are made once):
 * - External numbers (externreceiptkey, externpokey, externorderkey) and tracking numbers are
 *   another system's numbers, not our codes (CONTRACT.md §B5 names codes: owner, item, area,
 *   hold codes). They may hold hyphens and slashes ("EPO-202604-00001"), so the app's "code" rule
 *   was wrong; they may not hold Chinese or spaces, so the server's "anything" was wrong too:
 *   letters, digits and English symbols (ASCII), at most 50 characters.
 * - A field with options (a dictionary or an option list) takes only a code that exists and is
 *   active; an item or a location typed on a document must exist (an item of the record's owner,
 *   active; a location of the warehouse). The server had accepted any text.
 * - Quantities and counts are whole numbers from 0 (or above 0 where the catalogue says so) up to
 *   999,999,999; weights take 3 decimals, volumes 4, prices and values 2; an adjustment's
 *   quantity may be negative (it is a difference).
 * - Text is at most 50 characters for codes and option values, 500 for notes and addresses, 200
 *   for other text (the server had only its 2,000-character guard).
 * - Dates must be real calendar days; the order between two dates stays where it was enforced
 *   (a receipt's and a purchase order's expected date not before the order date).
 */

/** What a text pattern allows. */
export type PatternKind = 'code' | 'ascii' | 'digits';

/** The regular expressions of the patterns, as sources (served as they are to the app). */
export const PATTERNS: Readonly<Record<PatternKind, string>> = {
  code: '^[A-Za-z0-9_]+$',
  ascii: '^[!-~]+$',
  digits: '^[0-9]+$',
};

/** Where a lookup's codes come from: a dictionary, or an option source of ours (http/options.ts). */
export type LookupDecl =
  | { kind: 'dict'; dict: string }
  | {
      kind: 'source';
      /** An option source (storer, sku, loc, zone, area, pack, printer, role, warehouse, basecode). */
      source: string;
      /** Fixed parameters (storer type, basecode category). */
      params?: Readonly<Record<string, string>>;
      /** Parameters taken from the record: parameter → field (an item of the record's owner). */
      fromRecord?: Readonly<Record<string, string>>;
      /**
       * Where the form finds the codes: 'options' when the field is a select over the option path
       * (checked in the form too), 'server' when the list is too large to load (items,
       * locations): the server's answer names the field.
       */
      checkedBy: 'options' | 'server';
    };

/** The rules of one entered field. */
export interface FieldRuleDecl {
  required: boolean;
  /** Text: at most this many characters (after trimming). */
  maxLength?: number;
  pattern?: { kind: PatternKind; message: MessageKey };
  /** Numbers: bounds (min exclusive when `minExclusive`), decimals allowed, the bad-number message. */
  number?: { min: number; minExclusive: boolean; max: number; scale: number; notNumber: MessageKey };
  /** Dates: a real calendar day (yyyy-MM-dd, optionally HH:mm(:ss)). */
  date?: true;
  /** Not earlier than another date field of the record. */
  notBefore?: { field: string; message: MessageKey };
  lookup?: LookupDecl;
}

/** What a field's own declaration may change of the derived rules. */
type Override = Partial<Omit<FieldRuleDecl, 'number'>> & { number?: Partial<NonNullable<FieldRuleDecl['number']>>; noLookup?: true };

const MAX_NUMBER = 999_999_999;
const TEXT_LONG = 500;
const TEXT_DEFAULT = 200;
const TEXT_CODE = 50;

const ascii = (message: MessageKey = 'textNoChinese') => ({ pattern: { kind: 'ascii', message } }) as const;
const decimals = (scale: number): Override => ({ number: { scale } });
const itemOf = (owner = 'storerkey'): Override => ({ lookup: { kind: 'source', source: 'sku', fromRecord: { storerkey: owner }, checkedBy: 'server' } });
const location: Override = { lookup: { kind: 'source', source: 'loc', checkedBy: 'server' } };
const long: Override = { maxLength: TEXT_LONG };

/** Field-specific rules, by entity and field (what the flags and types do not say). */
const FIELD_RULES: Readonly<Record<string, Readonly<Record<string, Override>>>> = {
  asn: {
    externreceiptkey: { ...ascii(), maxLength: TEXT_CODE },
    expectedreceiptdate: { notBefore: { field: 'orderdate', message: 'expectedBeforeOrder' } },
    notes: long,
  },
  receiptDetail: { sku: itemOf(), toloc: location, grossweight: decimals(3) },
  po: { externpokey: { ...ascii(), maxLength: TEXT_CODE }, expecteddate: { notBefore: { field: 'podate', message: 'expectedBeforeOrder' } }, notes: long },
  overcharge: { sku: itemOf() },
  orders: {
    externorderkey: { ...ascii(), maxLength: TEXT_CODE },
    stop: { pattern: { kind: 'digits', message: 'stopNotNumeric' } },
    c_address: long,
    b_address: long,
    notes: long,
  },
  orderDetail: { sku: itemOf() },
  shipment: { trackingno: { ...ascii(), maxLength: TEXT_CODE }, stop: { pattern: { kind: 'digits', message: 'stopNotNumeric' } }, totalweight: decimals(3) },
  wavePlan: { filtertext: long },
  hold: { sku: itemOf(), loc: location },
  move: { sku: itemOf(), fromloc: location, toloc: location },
  adjustment: { sku: itemOf(), loc: location, qty: { number: { min: -MAX_NUMBER } }, reviewremark: long },
  // The item stays the same goods: both codes are the from-owner's items (a change of owner keeps the code).
  transfer: { fromsku: itemOf('fromstorerkey'), tosku: itemOf('fromstorerkey') },
  serialDifference: { reviewremark: long },
  device: { repairnote: long },
  consumable: { unitprice: decimals(2) },
  codeParseRule: { pattern: long },
  sku: { stdgrossweight: decimals(3), stdcube: decimals(4), price: decimals(2) },
  pack: { weight: decimals(3) },
  loc: { cube: decimals(4) },
  storer: { address: long },
  warehouse: { address: long },
  // An alternative code of an item (a barcode, a replacement's code): the item is `sku`, so `altsku` is no lookup.
  altsku: { sku: itemOf() },
  basecode: { value: decimals(2), remark: long },
};

/** The lookup of a field's options (none for a field without them). */
function optionsLookup(field: FieldDef): LookupDecl | undefined {
  const source = field.options;
  if (!source) return undefined;
  return source.kind === 'dict' ? { kind: 'dict', dict: source.code } : pathLookup(source.path);
}

/** The rules of one entered field, from its flags and type and its own declaration. */
function declare(entity: EntityDef, field: FieldDef): FieldRuleDecl {
  const own = FIELD_RULES[entity.name]?.[field.code] ?? {};
  const rule: FieldRuleDecl = { required: field.required };
  if (field.type === 10402) {
    const lookup = optionsLookup(field);
    rule.maxLength = field.codeLike || field.asciiText || field.unique || lookup ? TEXT_CODE : TEXT_DEFAULT;
    if (field.codeLike) rule.pattern = { kind: 'code', message: 'codeNoChinese' };
    else if (field.asciiText) rule.pattern = { kind: 'ascii', message: 'textNoChinese' };
    if (lookup) rule.lookup = lookup;
  } else if (field.type === 10401) {
    rule.number = { min: 0, minExclusive: field.positive, max: MAX_NUMBER, scale: 0, notNumber: NUMBER_MESSAGES[field.code] ?? 'notNumber' };
  } else {
    rule.date = true;
  }
  const { number, noLookup, ...rest } = own;
  Object.assign(rule, rest);
  if (number && rule.number) rule.number = { ...rule.number, ...number };
  if (noLookup) delete rule.lookup;
  return rule;
}

/** What an operation's input declares of its rules (flows/registry.ts OpField adds its code and names). */
export interface OpFieldShape {
  /** 'string' text, 'number' a finite number, 'select' a code of searchData. */
  type: 'string' | 'number' | 'select';
  required: boolean;
  /** An option path or a dictionary path of the contract, for a select. */
  searchData?: string;
  /** Bounds of a number field (inclusive; a `min` of 0.000001 means greater than 0); strings: at most 200 characters (50 for a code or a lookup). */
  min?: number;
  max?: number;
  /** A string field must be a code (letters, digits, underscore; no Chinese). */
  codeLike?: boolean;
}

/** A number bound at most this close above 0 stands for "greater than 0" (an OpField's `min: 0.000001`). */
const POSITIVE_MIN = 0.000001;

/**
 * The rules of an operation's input, in the vocabulary of an entered field's (issue 38): served
 * with the operation in the column configuration (OperationDef.fields[].rules) and checked by the
 * server before the operation runs, so the operation's dialog and the server judge a value alike.
 * A number keeps up to 6 decimals; text up to 200 characters (50 for a code or a lookup's); a
 * select or an option path must name an existing code (a location's only the server can tell).
 */
export function opFieldRules(field: OpFieldShape): FieldRuleDecl {
  const rule: FieldRuleDecl = { required: field.required };
  if (field.type === 'number') {
    const positive = field.min !== undefined && field.min > 0 && field.min <= POSITIVE_MIN;
    rule.number = { min: positive ? 0 : field.min ?? -MAX_NUMBER, minExclusive: positive, max: field.max ?? MAX_NUMBER, scale: 6, notNumber: 'notNumber' };
    return rule;
  }
  const lookup = field.searchData ? pathLookup(field.searchData) : undefined;
  rule.maxLength = field.codeLike || lookup ? TEXT_CODE : TEXT_DEFAULT;
  if (field.codeLike) rule.pattern = { kind: 'code', message: 'codeNoChinese' };
  if (lookup) rule.lookup = lookup;
  return rule;
}

/** The lookup of an option path or a dictionary path (undefined: a path no lookup knows). */
function pathLookup(path: string): LookupDecl | undefined {
  const dict = /^\/dictionary\/options\/([A-Za-z0-9_]+)$/.exec(path);
  if (dict?.[1]) return { kind: 'dict', dict: dict[1] };
  const match = /^\/options\/([a-z]+)(?:\?(.*))?$/.exec(path);
  if (!match?.[1]) return undefined;
  const params = Object.fromEntries(new URLSearchParams(match[2] ?? ''));
  return { kind: 'source', source: match[1], ...(Object.keys(params).length ? { params } : {}), checkedBy: 'options' };
}

/** Fields whose bad number has its own message (CONTRACT.md §B5: "weight must be a valid number"). */
export const NUMBER_MESSAGES: Readonly<Record<string, MessageKey>> = {
  grossweight: 'weightNotNumber',
  totalweight: 'weightNotNumber',
  stdgrossweight: 'weightNotNumber',
  weight: 'weightNotNumber',
};

const CACHE = new WeakMap<EntityDef, ReadonlyMap<string, FieldRuleDecl>>();

/** The rules of every entered field of an entity, in the entity's field order. */
export function fieldRulesOf(entity: EntityDef): ReadonlyMap<string, FieldRuleDecl> {
  const cached = CACHE.get(entity);
  if (cached) return cached;
  const codes = new Set(entity.fields.map((f) => f.code));
  for (const code of Object.keys(FIELD_RULES[entity.name] ?? {})) {
    if (!codes.has(code) || ownerOf(entity, code) !== 'entered') throw new Error(`catalogue: a rule is declared for ${entity.name}.${code}, which is not an entered field`);
  }
  const map = new Map<string, FieldRuleDecl>();
  for (const field of entity.fields) {
    if (ownerOf(entity, field.code) === 'entered') map.set(field.code, declare(entity, field));
  }
  CACHE.set(entity, map);
  return map;
}
