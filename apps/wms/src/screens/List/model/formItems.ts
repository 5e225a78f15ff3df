import { ColumnType, fieldRuleFailure, isEnteredColumn, type ColumnConfig, type ColumnDefinition, type FieldRules } from '@wms/api';
import type { FormItem, FormRule, FormRules } from '@wms/ui-form';
import { SERVER_KEYS } from '../../../areas';

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

/** Who wrote a record, when, and its version: shown in the drawer's History tab, not in the form. */
export const HISTORY_FIELDS: ReadonlySet<string> = new Set<string>([...SERVER_KEYS, 'version']);

/**
 * The drawer form's items from a list's column configuration (CONTRACT.md), following who owns
 * each field (issue 38): a new record asks only for what a person enters (its `entered`
 * columns); an existing one shows the fields the books, the operations or the server own
 * (derived, status, generated) as read-only text, and leaves who and when it was written and its
 * version to the History tab. A column with options (searchData: a JSON array, or a '/' path) is
 * a select, a datetime column a date, anything else an input (numeric ones with a numeric
 * keyboard); in info mode every input is disabled.
 */
export function formItemsOf(columns: readonly ColumnDefinition[], mode: DrawerMode): FormItem[] {
  const shown = columns.filter((column) => !HISTORY_FIELDS.has(column.code) && (mode !== 'create' || isEnteredColumn(column)));
  return shown.map((column): FormItem => {
    const readOnly = !isEnteredColumn(column);
    const disabled = mode === 'info' || readOnly;
    const base = { prop: column.code, label: column.name, disabled, ...(readOnly ? { readOnly } : {}) };
    const options = inlineOptions(column.searchData);
    if (options) return { ...base, type: 'select', options };
    if (column.searchData?.trim().startsWith('/')) return { ...base, type: 'select', url: column.searchData.trim() };
    if (column.type === ColumnType.DateTime) return { ...base, type: 'date' };
    if (column.type === ColumnType.Numeric) return { ...base, type: 'input', props: { inputMode: 'decimal' } };
    return { ...base, type: 'input' };
  });
}

/** What the form's rules need besides the server's declaration. */
export interface FormRulesContext {
  /** The options a select holds (inline or loaded), by field: a lookup's codes. */
  optionsOf?: (code: string) => readonly { code: string }[] | undefined;
  /** The record as it was read (an edit): a lookup's code it already held stays valid. */
  record?: Readonly<Record<string, unknown>>;
}

/** A form value as the server receives it: a date's timestamp as its text. */
function asSent(value: unknown, date: boolean): unknown {
  return date && typeof value === 'number' ? dateTimeText(value) : value;
}

/**
 * The form's rules: the server's declaration of each entered field (CONTRACT.md `fieldRules`),
 * only for columns the list has. A required field is marked so (the form's asterisk) with the
 * server's message; every other rule is judged by @wms/api's fieldRuleFailure, as the server
 * judges it, and answers the server's message.
 */
export function formRulesOf(columns: readonly ColumnDefinition[], fieldRules: FieldRules | undefined, context: FormRulesContext = {}): FormRules {
  const byCode = new Map(columns.map((c) => [c.code, c]));
  const dates = new Set(columns.filter((c) => c.type === ColumnType.DateTime).map((c) => c.code));
  const out: Record<string, FormRule[]> = {};
  for (const [code, rules] of Object.entries(fieldRules ?? {})) {
    if (!byCode.has(code) || rules.length === 0) continue;
    const own: FormRule[] = [];
    const required = rules.find((r) => r.kind === 'required');
    if (required) own.push({ required: true, message: required.message });
    const rest = rules.filter((r) => r.kind !== 'required');
    const options = context.optionsOf?.(code) ?? inlineOptions(byCode.get(code)?.searchData);
    const codes = options ? new Set(options.map((o) => o.code)) : undefined;
    if (rest.length > 0) {
      own.push({
        validator: (value, values) => {
          const sent = Object.fromEntries(Object.entries(values).map(([key, v]) => [key, asSent(v, dates.has(key))]));
          return fieldRuleFailure(rest, asSent(value, dates.has(code)), { values: sent, codes, stored: context.record?.[code] });
        },
      });
    }
    out[code] = own;
  }
  return out;
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
 * new record sends only its enabled items (the server assigns key, status, totals, ...);
 * an edit leaves out the fields no person owns (`notSent`: the books and operations write them)
 * and carries the version it was edited from.
 */
export function recordToSave(items: readonly FormItem[], data: Readonly<Record<string, unknown>>, id: string | number | undefined, edit: { version?: unknown; notSent?: ReadonlySet<string> } = {}): Record<string, unknown> {
  const dates = new Set(items.filter((i) => i.type === 'date').map((i) => i.prop));
  const assigned = new Set(id === undefined ? items.filter((i) => i.disabled).map((i) => i.prop) : [...(edit.notSent ?? [])]);
  // A new record sends what the form asked for: its enabled items (no field the server owns).
  const asked = new Set(items.filter((i) => !i.disabled).map((i) => i.prop));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (assigned.has(key) || (id === undefined && !asked.has(key))) continue;
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
