/**
 * What a column's cell editor is (CONTRACT.md §3 'Grid cell editors and renderers'), and how
 * an editor's value maps onto the row's fields and back. Pure: the React editors are in
 * components/editors.
 */
import type { GridOption } from './types';

/** Where a select editor's options come from. */
export type SelectSource =
  | { kind: 'list'; options: readonly GridOption[] }
  /** A dictionary, named by its code and display name; loaded through the grid's `loadDictionary`. */
  | { kind: 'dictionary'; dictionaryCode: string; dictionaryName: string }
  /** A supplied function returning the rows (called when the editor first opens). */
  | { kind: 'rows'; load: () => Promise<readonly GridOption[]> };

/** The extra parameters and lookup of a remote-select editor. */
export type RemoteLookup = (text: string, params: Readonly<Record<string, unknown>>, signal: AbortSignal) => Promise<readonly GridOption[]>;

export type CellEditorConfig =
  /** A string per column field. */
  | { kind: 'text' }
  | { kind: 'select'; source: SelectSource }
  /** 'yyyy-MM-dd'. */
  | { kind: 'date' }
  /** The strings "1" and "0". */
  | { kind: 'switch' }
  /**
   * Looks options up with the typed text (from `minLength`, default 1) plus `params`; stores the
   * chosen option's label (description) in the column's field and the whole option in `objectField`.
   */
  | { kind: 'remote'; lookup: RemoteLookup; objectField: string; params?: Readonly<Record<string, unknown>>; minLength?: number };

export type EditorKind = CellEditorConfig['kind'];

/** The fields of a row an editor's value writes (a remote select writes two). */
export function fieldsOf(column: string, editor: CellEditorConfig, value: unknown): Record<string, unknown> {
  if (editor.kind === 'remote') {
    const option = asOption(value);
    return { [column]: option?.description ?? '', [editor.objectField]: option };
  }
  return { [column]: value ?? '' };
}

/** The fields an editor reads and writes. */
export function fieldNames(column: string, editor: CellEditorConfig | undefined): string[] {
  return editor?.kind === 'remote' ? [column, editor.objectField] : [column];
}

function scalarText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function asOption(value: unknown): GridOption | null {
  if (value && typeof value === 'object' && 'code' in value && 'description' in value) {
    return { ...value, code: scalarText(value.code), description: scalarText(value.description) };
  }
  return null;
}

/**
 * The editor's value from a row: a remote select gets the whole option from its object field
 * (or, for a row saved before the object existed, an option made of the label alone).
 */
export function editorValueOf(column: string, editor: CellEditorConfig | undefined, read: (field: string) => unknown): unknown {
  if (editor?.kind === 'remote') {
    const option = asOption(read(editor.objectField));
    if (option) return option;
    const label = read(column);
    return typeof label === 'string' && label ? { code: label, description: label } : null;
  }
  return read(column);
}

/** What coercing pasted text gave: a value to store, or the reason it cannot be stored. */
export type PastedValue = { ok: true; value: unknown } | { ok: false; reason: 'switch' | 'date' | 'option' | 'lookup' };

const SWITCH_ON = new Set(['1', 'true', 'yes', 'y', 'on', '是', '开', '启用']);
const SWITCH_OFF = new Set(['0', 'false', 'no', 'n', 'off', '否', '关', '停用', '']);

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** 'yyyy-MM-dd' from the date forms a spreadsheet copies (2026-06-15, 2026/6/15, 2026.6.15, 20260615), or null. */
export function normaliseDateText(text: string): string | null {
  const trimmed = text.trim();
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(trimmed) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(trimmed);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The value pasted text gives a cell of this editor, before validation (which then runs as for
 * typed input). Select text matches an option's code or description; when a select's options
 * are not loaded yet (`knownOptions` undefined) the text is taken as the code. A remote select
 * cannot take pasted text: its option object comes only from a lookup.
 */
export function coercePasted(text: string, editor: CellEditorConfig | undefined, knownOptions?: readonly GridOption[]): PastedValue {
  const value = text.trim();
  switch (editor?.kind ?? 'text') {
    case 'text':
      // Text keeps inner spaces; only the trailing line break a spreadsheet adds is gone already.
      return { ok: true, value: text };
    case 'switch': {
      const lower = value.toLowerCase();
      if (SWITCH_ON.has(lower)) return { ok: true, value: '1' };
      if (SWITCH_OFF.has(lower)) return { ok: true, value: '0' };
      return { ok: false, reason: 'switch' };
    }
    case 'date': {
      if (value === '') return { ok: true, value: '' };
      const date = normaliseDateText(value);
      return date ? { ok: true, value: date } : { ok: false, reason: 'date' };
    }
    case 'select': {
      if (value === '') return { ok: true, value: '' };
      const options = editor?.kind === 'select' && editor.source.kind === 'list' ? editor.source.options : knownOptions;
      if (!options) return { ok: true, value };
      const lower = value.toLowerCase();
      const found = options.find((o) => o.code.toLowerCase() === lower) ?? options.find((o) => o.description.trim().toLowerCase() === lower);
      return found ? { ok: true, value: found.code } : { ok: false, reason: 'option' };
    }
    case 'remote':
      return { ok: false, reason: 'lookup' };
  }
}
