import type { Lang, MessageKey } from '../catalogue/messages';
import { opFieldRules, type OpFieldShape } from '../catalogue/fieldRules';
import { servedValueRules, type ServedRule } from '../engine/fieldCheck';
import type { Db } from '../db/database';
import type { ListShape } from '../engine/columns';
import type { Scope } from '../engine/query';
import type { Row } from '../engine/rules';
import type { Booking } from '../ledger/ledger';

/**
 * One field an operation takes besides `ids` (CONTRACT.md, OperationDef.fields). Its rules follow
 * from these flags (catalogue/fieldRules.ts opFieldRules), served with the operation and checked
 * by the server before the operation runs.
 */
export interface OpField extends OpFieldShape {
  code: string;
  zh: string;
  en: string;
}

/** What an operation's function gets. */
export interface OpContext {
  db: Db;
  lang: Lang;
  scope: Scope;
  userid: string;
  now: string;
  /** The list the operation was called on. */
  shape: ListShape;
  menuCode: string;
  /** A booking for the ledger with this source document (sourcetype, sourcekey). */
  booking: (sourcetype: string, sourcekey: string) => Booking;
}

/** The input of an operation: the selected rows (already found in the user's scope and checked
 * for fromStatuses) and the validated fields. */
export interface OpInput {
  rows: Row[];
  fields: Readonly<Record<string, string | number | undefined>>;
}

/**
 * An operation as data (docs/architecture.md 'Warehouse flows'). The framework checks everything declared
 * here before `run` (button, idempotency key, ids found in scope, fromStatuses, fields) and runs
 * `run` in one SQLite transaction with the stored answer.
 */
export interface OperationSpec {
  /** The list menu codes it appears on (e.g. ['asn', 'verifyclose']). */
  menus: readonly string[];
  code: string;
  zh: string;
  en: string;
  statusField: string;
  fromStatuses: readonly string[];
  /** The status the rows are left in (documentation; `run` sets it). */
  toStatus?: string;
  /** Operates on several rows at once; else exactly one row. */
  multi: boolean;
  /** The client asks for confirmation first. */
  confirm: boolean;
  /** Also granted to the shipper role (on its own owners' rows). */
  shipper?: boolean;
  /** Needs no selected rows (e.g. generating count tasks); `ids` may be empty. */
  noRows?: boolean;
  fields: readonly OpField[];
  /** The message of a row whose status is not in fromStatuses (arg: the document number); default opStatusForbids. */
  statusRefusal?: MessageKey;
  /** Business checks that refuse, documented here (catalogue keys). */
  refusals?: readonly MessageKey[];
  run: (ctx: OpContext, input: OpInput) => Record<string, unknown> | undefined;
}

/** The OperationDef of the column configuration (CONTRACT.md). */
export interface OperationDef {
  code: string;
  name: string;
  button: string;
  statusField: string;
  fromStatuses: string[];
  /** Each field's rules, as a list's entered fields are served them (`fieldRules`): the dialog checks them as the server does. */
  fields?: { code: string; name: string; type: string; required: boolean; searchData?: string; rules: ServedRule[] }[];
  multi: boolean;
  confirm: boolean;
}

const OPERATIONS = new Map<string, OperationSpec>();

/** Adds operations (a flow file calls this from flows/index.ts). A menu's codes are unique. */
export function registerOperations(...specs: readonly OperationSpec[]): void {
  for (const spec of specs) {
    for (const menu of spec.menus) {
      const key = `${menu}:${spec.code}`;
      if (OPERATIONS.has(key)) throw new Error(`operation ${key} registered twice`);
      OPERATIONS.set(key, spec);
    }
  }
}

/** The operation of a list by code. */
export const operationOf = (menuCode: string, code: string): OperationSpec | undefined => OPERATIONS.get(`${menuCode}:${code}`);

/** Every (menu, operation) registered. */
export function allOperations(): { menu: string; spec: OperationSpec }[] {
  return [...OPERATIONS].map(([key, spec]) => ({ menu: key.slice(0, key.indexOf(':')), spec }));
}

/** The OperationDefs of a list in a language. */
export function operationDefs(menuCode: string, lang: Lang): OperationDef[] {
  return allOperations()
    .filter((o) => o.menu === menuCode)
    .map(({ spec }) => ({
      code: spec.code,
      name: lang === 'en' ? spec.en : spec.zh,
      button: `${menuCode}:${spec.code}`,
      statusField: spec.statusField,
      fromStatuses: [...spec.fromStatuses],
      ...(spec.fields.length
        ? { fields: spec.fields.map((f) => ({ code: f.code, name: lang === 'en' ? f.en : f.zh, type: f.type, required: f.required, ...(f.searchData ? { searchData: f.searchData } : {}), rules: servedValueRules(opFieldRules(f), f, lang) })) }
        : {}),
      multi: spec.multi,
      confirm: spec.confirm,
      ...(spec.noRows ? { noRows: true } : {}),
    }));
}

/** True when a button of a menu is an operation granted to shippers. */
export const isShipperOperation = (menuCode: string, button: string): boolean => operationOf(menuCode, button)?.shipper === true;
