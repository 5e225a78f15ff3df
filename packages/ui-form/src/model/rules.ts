import { isPositiveInteger } from '@wms/ui-core';

/**
 * Validation rules of the detail form and the base form (CONTRACT.md §5): required, pattern and
 * custom validators, each with a message; the numeric range rule. Failures are values: a
 * catalogued key (translated by the component) or a caller's text, never a thrown error.
 */

/** One rule of a field. */
export interface FormRule {
  /** The field must hold a value (a blank text, an empty list or an empty range does not count). */
  required?: boolean;
  /** The text value must match (an empty value is left to `required`). */
  pattern?: RegExp;
  /** A check of its own: a message (already translated) when the value is wrong, else undefined. */
  validator?: (value: unknown, values: Readonly<Record<string, unknown>>) => string | undefined;
  /** The message when `required` or `pattern` fails, already translated (default catalogued). */
  message?: string;
}

/** The rules of a form: field prop → its rules. */
export type FormRules = Readonly<Record<string, readonly FormRule[]>>;

/** Catalogued failures: keys of the form namespace's `rule.*`. */
export type RuleKey = 'required' | 'pattern' | 'positiveInteger' | 'rangeOrder';

/** Why a value failed: a catalogued key, or a caller's own text. */
export type RuleFailure = { key: RuleKey } | { text: string };

/** True for what a form treats as no value: undefined, null, blank text, [], a range of blanks. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0 || value.every((part) => isBlank(part));
  return false;
}

/** The first failure of a value against its rules, or undefined when it passes them all. */
export function checkRules(value: unknown, rules: readonly FormRule[] | undefined, values: Readonly<Record<string, unknown>> = {}): RuleFailure | undefined {
  for (const rule of rules ?? []) {
    if (rule.required && isBlank(value)) return rule.message ? { text: rule.message } : { key: 'required' };
    if (rule.pattern && !isBlank(value)) {
      const text = Array.isArray(value) ? value.map(String).join(',') : String(value);
      // A fresh RegExp: a /g pattern's lastIndex must not carry over between checks.
      if (!new RegExp(rule.pattern.source, rule.pattern.flags.replace('g', '')).test(text)) return rule.message ? { text: rule.message } : { key: 'pattern' };
    }
    if (rule.validator) {
      const text = rule.validator(value, values);
      if (text) return { text };
    }
  }
  return undefined;
}

/**
 * The numeric range rule (CONTRACT.md §5): each filled end is a positive integer without a
 * leading zero, and the start is not above the end. ['', ''] passes (no filter).
 */
export function checkNumberRange(range: readonly [string, string] | null | undefined): RuleFailure | undefined {
  if (!range) return undefined;
  const [from, to] = range;
  if ((from !== '' && !isPositiveInteger(from)) || (to !== '' && !isPositiveInteger(to))) return { key: 'positiveInteger' };
  if (from !== '' && to !== '' && Number(from) > Number(to)) return { key: 'rangeOrder' };
  return undefined;
}

/** One end of a numeric range: '' or a positive integer without a leading zero. */
export function checkPositiveInteger(text: string): RuleFailure | undefined {
  return text === '' || isPositiveInteger(text) ? undefined : { key: 'positiveInteger' };
}
