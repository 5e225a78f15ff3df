import type { AnswerOf } from '../contract/catalogue';

/**
 * The rules of a list's entered fields as the server declares, serves and checks them
 * (CONTRACT.md `fieldRules`): one declaration in the server's catalogue, sent with each list's
 * column configuration and each import template, so a form, a grid and an import preview judge
 * a value as the server will. Each message is the server's, in the request's language.
 */
export type FieldRule = NonNullable<AnswerOf<'columnConfig'>['fieldRules']>[string][number];

/** The rules of a list's entered fields by field code. */
export type FieldRules = Readonly<Record<string, readonly FieldRule[]>>;

const KINDS = new Set(['required', 'maxLength', 'pattern', 'number', 'range', 'scale', 'date', 'notBefore', 'lookup']);

/** The field rules of a body (absent or malformed entries are left out). */
export function toFieldRules(value: unknown): FieldRules | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const out: Record<string, FieldRule[]> = {};
  for (const [code, rules] of Object.entries(value as Record<string, unknown>)) {
    if (!Array.isArray(rules)) continue;
    out[code] = rules.filter((r): r is FieldRule => typeof r === 'object' && r !== null && KINDS.has(String((r as { kind?: unknown }).kind)) && typeof (r as { message?: unknown }).message === 'string');
  }
  return out;
}

/** What a value is judged with besides itself. */
export interface FieldRuleContext {
  /** The record's other values (text), for the order of dates. */
  values?: Readonly<Record<string, unknown>>;
  /** The codes a lookup may take (its loaded options); undefined: not known here, not checked. */
  codes?: ReadonlySet<string>;
  /** The value the record held when it was read: a lookup's code kept as it was need not be in the (active) options. */
  stored?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

function isRealDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && Number(m[4] ?? 0) < 24 && Number(m[5] ?? 0) < 60 && Number(m[6] ?? 0) < 60;
}

function decimals(n: number): number {
  const [mantissa = '', exp] = String(n).split('e');
  return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exp ?? 0));
}

/** Whether a value breaks one rule. */
export function breaksFieldRule(rule: FieldRule, value: unknown, context: FieldRuleContext = {}): boolean {
  const v = text(value);
  const n = v === '' ? 0 : Number(v);
  switch (rule.kind) {
    case 'required':
      return v === '';
    case 'maxLength':
      return v.length > rule.max;
    case 'pattern':
      return v !== '' && !new RegExp(rule.source).test(v);
    case 'number':
      return !Number.isFinite(n);
    case 'range':
      return n > rule.max || (rule.minExclusive ? n <= rule.min : n < rule.min);
    case 'scale':
      return decimals(n) > rule.scale;
    case 'date':
      return v !== '' && !isRealDate(v);
    case 'notBefore': {
      const earlier = text(context.values?.[rule.field]);
      return v !== '' && earlier !== '' && v < earlier;
    }
    case 'lookup':
      return v !== '' && rule.checkedBy === 'options' && context.codes !== undefined && !context.codes.has(v) && v !== text(context.stored);
  }
}

/** The message of the first rule a value breaks, or undefined when it keeps them all. */
export function fieldRuleFailure(rules: readonly FieldRule[] | undefined, value: unknown, context: FieldRuleContext = {}): string | undefined {
  for (const rule of rules ?? []) if (breaksFieldRule(rule, value, context)) return rule.message;
  return undefined;
}
