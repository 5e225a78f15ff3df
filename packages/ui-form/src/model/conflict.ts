import type { FormItem } from './types';
import { initialValuesOf, sameValue, valueItems, type FormValues } from './values';
import { dateTextOf } from './dates';

/**
 * A save refused because the record changed underneath (a version conflict). The app throws it
 * from `onSubmit` with the record as it is now; the drawer then keeps every typed value and shows
 * the fields changed underneath beside the user's, to apply the user's changes to the latest
 * record or discard them.
 *
 * @example
 * catch (error) {
 *   if (isWmsConflict(error)) throw new FormConflict({ latest: error.conflict.record, who: error.conflict.editwho,
 *     when: error.conflict.editdate, message: error.serverMessage });
 * }
 */
export class FormConflict extends Error {
  /** The record as it is now (every field the form shows, and whatever the app needs to save on it, such as its version). */
  readonly latest: Readonly<FormValues>;
  /** Who changed it. */
  readonly who: string;
  /** When, as the server writes it. */
  readonly when: string;

  constructor(init: { latest: Readonly<FormValues>; who: string; when: string; message?: string }) {
    super(init.message ?? `${init.who} ${init.when}`);
    this.name = 'FormConflict';
    this.latest = init.latest;
    this.who = init.who;
    this.when = init.when;
  }
}

export function isFormConflict(value: unknown): value is FormConflict {
  return value instanceof FormConflict;
}

/** One field of a conflict: what it was, what it is now, what the user has. */
export interface ConflictRow {
  prop: string;
  label: string;
  base: unknown;
  theirs: unknown;
  mine: unknown;
  /** Changed underneath since the form opened. */
  changedByThem: boolean;
  /** Changed by the user in this form. */
  changedByMe: boolean;
}

/** The fields the user changed: each value that differs from the one the form started from. */
export function touchedValues(items: readonly FormItem[], base: Readonly<FormValues>, mine: Readonly<FormValues>): FormValues {
  const out: FormValues = {};
  for (const item of valueItems(items)) {
    if (item.disabled || item.readOnly) continue;
    if (!sameValue(base[item.prop], mine[item.prop])) out[item.prop] = mine[item.prop];
  }
  return out;
}

/**
 * The rows a conflict shows: every shown field changed underneath or by the user, in the
 * form's order. `base` and `mine` are form values; `latest` is the record as it is now.
 */
export function conflictRows(items: readonly FormItem[], base: Readonly<FormValues>, latest: Readonly<FormValues>, mine: Readonly<FormValues>): ConflictRow[] {
  const theirs = initialValuesOf(items, latest);
  const rows: ConflictRow[] = [];
  for (const item of valueItems(items)) {
    if (item.hidden || item.type === 'slot') continue;
    const changedByThem = !sameValue(base[item.prop], theirs[item.prop]);
    const changedByMe = !item.disabled && !item.readOnly && !sameValue(base[item.prop], mine[item.prop]);
    if (!changedByThem && !changedByMe) continue;
    rows.push({ prop: item.prop, label: item.label ?? item.prop, base: base[item.prop], theirs: theirs[item.prop], mine: mine[item.prop], changedByThem, changedByMe });
  }
  return rows;
}

/**
 * The user's changes re-applied onto the latest record: the latest record's values, with only
 * the fields the user touched replaced by the user's. What someone else changed in any other
 * field stays theirs.
 */
export function applyMine(items: readonly FormItem[], base: Readonly<FormValues>, latest: Readonly<FormValues>, mine: Readonly<FormValues>): FormValues {
  return { ...initialValuesOf(items, latest), ...touchedValues(items, base, mine) };
}

/** A value as the conflict panel reads it: an option's description, a date's text, a list joined. */
export function conflictValueText(item: FormItem | undefined, value: unknown, timeZone: string): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((part) => conflictValueText(item, part, timeZone)).filter(Boolean).join(', ');
  if (item?.type === 'date') return dateTextOf(value, timeZone) ?? '';
  const options = item?.options;
  if (options && (typeof value === 'string' || typeof value === 'number')) {
    const found = options.find((option) => option.code === String(value));
    if (found) return found.description;
  }
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
