import type { FormItem } from './types';
import { checkNumberRange, checkRules, isBlank, type FormRules, type RuleFailure } from './rules';

/**
 * The values of the detail form: what each item holds when empty, what a record fills in, what
 * is handed over on save (CONTRACT.md §2, §5), and whether anything changed.
 */

/** The form's values: item prop → value. */
export type FormValues = Record<string, unknown>;

/** What an item holds when nothing was entered. */
export function emptyValueOf(item: FormItem): unknown {
  switch (item.type) {
    case 'select':
      return item.multiple ? [] : '';
    case 'cascader':
      return [];
    case 'date':
    case 'dateTimeRange':
      return null;
    case 'checkbox':
      return 0;
    case 'switch':
      return '0';
    case 'inputSection':
      return ['', ''];
    case 'slot':
      return null;
    default:
      return '';
  }
}

/** Items that hold a value (a title does not; an item without a prop cannot). */
export function valueItems(items: readonly FormItem[]): (FormItem & { prop: string })[] {
  return items.filter((item): item is FormItem & { prop: string } => item.type !== 'title' && Boolean(item.prop));
}

/** The starting values: the record's value, else the item's default, else its empty value. */
export function initialValuesOf(items: readonly FormItem[], record?: Readonly<FormValues>): FormValues {
  const out: FormValues = {};
  for (const item of valueItems(items)) {
    const fromRecord = record?.[item.prop];
    out[item.prop] = fromRecord !== undefined ? fromRecord : item.defaultValue !== undefined ? item.defaultValue : emptyValueOf(item);
  }
  return out;
}

/**
 * The failures of every shown, enabled item: its rules, and the range rule of an inputSection.
 * Hidden and disabled items are not the user's to fix, so they are not checked.
 */
export function validateValues(items: readonly FormItem[], rules: FormRules, values: Readonly<FormValues>): Record<string, RuleFailure> {
  const out: Record<string, RuleFailure> = {};
  for (const item of valueItems(items)) {
    if (item.hidden || item.disabled || item.readOnly) continue;
    const value = values[item.prop];
    const failure = checkRules(value, rules[item.prop], values)
      ?? (item.type === 'inputSection' && item.props?.numeric !== false ? checkNumberRange(value as [string, string] | null) : undefined);
    if (failure) out[item.prop] = failure;
  }
  return out;
}

/**
 * The data handed over on save (CONTRACT.md §5): a select that has rules keeps what it holds (it
 * is never given a blank value); any other empty select becomes a single space. Dates are
 * already timestamps, checkboxes 1 or 0, switches "1" or "0". Titles hand over nothing.
 */
export function submitDataOf(items: readonly FormItem[], rules: FormRules, values: Readonly<FormValues>): FormValues {
  const out: FormValues = {};
  for (const item of valueItems(items)) {
    const value = values[item.prop];
    const hasRules = (rules[item.prop]?.length ?? 0) > 0;
    out[item.prop] = item.type === 'select' && !hasRules && isBlank(value) ? ' ' : value;
  }
  return out;
}

/** Deep equality of form values (plain data: primitives, arrays, plain objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((part, i) => sameValue(part, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const ak = Object.keys(a);
    const bk = Object.keys(b);
    return ak.length === bk.length && ak.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  return false;
}

/** True when the user changed something; changing it back makes the form clean again. */
export function isDirty(initial: Readonly<FormValues>, current: Readonly<FormValues>): boolean {
  return !sameValue(initial, current);
}

/** The text of a failed save: the error's own message when it has one, else undefined (generic). */
export function saveErrorText(error: unknown): string | undefined {
  if (typeof error === 'string' && error.trim()) return error;
  if (error instanceof Error && error.message.trim()) return error.message;
  if (error && typeof error === 'object' && 'returnMgr' in error) {
    const text = error.returnMgr;
    if (typeof text === 'string' && text.trim()) return text;
  }
  return undefined;
}
