import { ColumnType, isEnteredColumn, type ColumnConfig, type ColumnDefinition } from '@wms/api';
import type { FormItem, FormRule, FormRules } from '@wms/ui-form';
import type { FieldRule, FormOverrides } from '../../../areas';

/** What the drawer is doing. */
export type DrawerMode = 'create' | 'edit' | 'info';

/** Every column of a list's configuration (shown, then hidden), each once, in order. */
export function allColumns(config: Pick<ColumnConfig, 'tableDisplay' | 'tableHiding'>): ColumnDefinition[] {
  const seen = new Set<string>();
  const out: ColumnDefinition[] = [];
  for (const column of [...config.tableDisplay, ...config.tableHiding]) {
    if (seen.has(column.code)) continue;
    seen.add(column.code);
    out.push(column);
  }
  return out;
}

/** A searchData JSON array of options, or undefined (a path, or not options at all). */
function inlineOptions(searchData: string | undefined): { code: string; description: string }[] | undefined {
  const text = searchData?.trim();
  if (!text?.startsWith('[')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return undefined;
    return parsed
      .filter((o): o is { code: unknown; description: unknown } => typeof o === 'object' && o !== null && 'code' in o)
      .map((o) => ({ code: String(o.code), description: typeof o.description === 'string' ? o.description : String(o.code) }));
  } catch {
    return undefined;
  }
}

/**
 * The drawer form's items from a list's column configuration (CONTRACT.md): all columns; a
 * column with options (searchData: a JSON array, or a '/' path) is a select, a datetime column a
 * date, anything else an input (numeric ones with a numeric keyboard). Read-only keys, fields
 * a person does not own (owner other than `entered`: derived, status, generated), and every item
 * in info mode, are disabled.
 */
export function formItemsOf(columns: readonly ColumnDefinition[], overrides: Required<FormOverrides>, mode: DrawerMode): FormItem[] {
  const readOnly = new Set(overrides.readOnly);
  return columns.map((column): FormItem => {
    const disabled = mode === 'info' || readOnly.has(column.code) || !isEnteredColumn(column);
    const base = { prop: column.code, label: column.name, disabled };
    const options = inlineOptions(column.searchData);
    if (options) return { ...base, type: 'select', options };
    if (column.searchData?.trim().startsWith('/')) return { ...base, type: 'select', url: column.searchData.trim() };
    if (column.type === ColumnType.DateTime) return { ...base, type: 'date' };
    if (column.type === ColumnType.Numeric) return { ...base, type: 'input', props: { inputMode: 'decimal' } };
    return { ...base, type: 'input' };
  });
}

/** The form's rules: required fields and the area's rules, messages translated by `t`. */
export function formRulesOf(columns: readonly ColumnDefinition[], overrides: Required<FormOverrides>, t: (key: string) => string): FormRules {
  const codes = new Set(columns.map((c) => c.code));
  const out: Record<string, FormRule[]> = {};
  const add = (code: string, rule: FormRule) => {
    if (!codes.has(code)) return;
    (out[code] ??= []).push(rule);
  };
  for (const code of overrides.required) add(code, { required: true });
  for (const [code, rules] of Object.entries(overrides.rules)) for (const rule of rules) add(code, toFormRule(rule, t));
  return out;
}

function toFormRule(rule: FieldRule, t: (key: string) => string): FormRule {
  const message = t(rule.message);
  if (rule.pattern) return { pattern: rule.pattern, message };
  const least = rule.greaterThan;
  return {
    validator: (value) => {
      if (least === undefined || value === '' || value === null || value === undefined) return undefined;
      const n = Number(value);
      return Number.isFinite(n) && n > least ? undefined : message;
    },
  };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A stored date (timestamp) as the table's date text, yyyy-MM-dd HH:mm:ss (CONTRACT.md §9). */
export function dateTimeText(timestamp: number): string {
  const d = new Date(timestamp);
  return `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * The record to send: the form's data with dates as text and the record's id when editing. A
 * new record leaves out the read-only items, whose values the server assigns (key, status, ...);
 * an edit leaves out the fields no person owns (`notSent`: the books and operations write them)
 * and carries the version it was edited from.
 */
export function recordToSave(items: readonly FormItem[], data: Readonly<Record<string, unknown>>, id: string | number | undefined, edit: { version?: unknown; notSent?: ReadonlySet<string> } = {}): Record<string, unknown> {
  const dates = new Set(items.filter((i) => i.type === 'date').map((i) => i.prop));
  const assigned = new Set(id === undefined ? items.filter((i) => i.disabled).map((i) => i.prop) : [...(edit.notSent ?? [])]);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (assigned.has(key)) continue;
    if (dates.has(key) && typeof value === 'number') out[key] = dateTimeText(value);
    else if (dates.has(key) && value === null) out[key] = '';
    else out[key] = value;
  }
  if (id !== undefined) {
    out.id = id;
    if (typeof edit.version === 'number' || (typeof edit.version === 'string' && edit.version !== '')) out.version = Number(edit.version);
  } else {
    delete out.id;
    delete out.version;
  }
  return out;
}
