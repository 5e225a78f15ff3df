/**
 * The column settings dialog's state as pure functions (docs/style.md §2): the two lists of a tab
 * (hidden left, shown right), moving selected columns between them, reordering the shown list,
 * editing widths, the validation of CONTRACT.md §5 / CONTRACT.md §B5 and the columns that
 * are saved. No React, no DOM.
 */
import { DEFAULT_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './columns';
import { ColumnConfigType, type ColumnConfig, type ColumnConfigTypeCode, type ColumnDefinition } from './types';

/** The dialog's two tabs. */
export type ColumnSettingsTab = 'display' | 'export';

/** The configuration type each tab saves and resets (CONTRACT.md §4). */
export const TAB_CONFIG_TYPE: Record<ColumnSettingsTab, ColumnConfigTypeCode> = {
  display: ColumnConfigType.Display,
  export: ColumnConfigType.Export,
};

/** One column in the dialog: a stable id (codes may repeat or be missing), its definition, and the width as typed. */
export interface SettingsColumn {
  id: string;
  definition: ColumnDefinition;
  /** Digits as the user typed them; '' when cleared (refused on save). */
  width: string;
}

/** The two lists of one tab. */
export interface ColumnLists {
  hidden: SettingsColumn[];
  shown: SettingsColumn[];
}

/** Both tabs. */
export type ColumnSettingsState = Record<ColumnSettingsTab, ColumnLists>;

/** Why a tab cannot be saved; `line` is 1-based in the shown list, as the message says. */
export type ColumnSettingsError =
  | { kind: 'incomplete'; line: number; id: string; missing: readonly ('code' | 'name' | 'width')[] }
  | { kind: 'duplicate'; code: string; lines: readonly number[]; ids: readonly string[] }
  | { kind: 'tooNarrow'; line: number; id: string; min: number }
  | { kind: 'noneShown' };

/** A width as the input shows it: the definition's width when it is a positive number, else the default. */
export function initialWidthText(width: ColumnDefinition['width'] | undefined): string {
  const n = typeof width === 'string' ? Number.parseFloat(width) : width;
  if (n === undefined || !Number.isFinite(n) || n <= 0) return String(DEFAULT_COLUMN_WIDTH);
  return String(Math.max(MIN_COLUMN_WIDTH, Math.round(n)));
}

/** What the width input keeps of typed text: digits only. */
export function widthInput(text: string): string {
  return text.replace(/\D+/g, '');
}

/** The width when the input is left: never below the minimum; '' stays '' (so that it is reported). */
export function commitWidth(text: string): string {
  const digits = widthInput(text);
  if (digits === '') return '';
  return String(Math.max(MIN_COLUMN_WIDTH, Number.parseInt(digits, 10)));
}

function toColumns(definitions: readonly ColumnDefinition[], prefix: string): SettingsColumn[] {
  return definitions.map((definition, index) => ({
    id: `${prefix}${String(index)}:${definition.code}`,
    definition,
    width: initialWidthText(definition.width),
  }));
}

function bySortNum(definitions: readonly ColumnDefinition[]): ColumnDefinition[] {
  return definitions
    .map((definition, index) => ({ definition, index }))
    .sort((a, b) => (a.definition.sort_num ?? Number.MAX_SAFE_INTEGER) - (b.definition.sort_num ?? Number.MAX_SAFE_INTEGER) || a.index - b.index)
    .map(({ definition }) => definition);
}

/** One tab's lists from the server's configuration; the shown list in sort_num order. */
export function listsFromConfig(config: ColumnConfig, tab: ColumnSettingsTab): ColumnLists {
  const [hidden, shown] = tab === 'display' ? [config.tableHiding, config.tableDisplay] : [config.exportHidden, config.exportDisplay];
  return { hidden: toColumns(hidden, `${tab}-h`), shown: toColumns(bySortNum(shown), `${tab}-s`) };
}

/** Both tabs from the server's configuration. */
export function stateFromConfig(config: ColumnConfig): ColumnSettingsState {
  return { display: listsFromConfig(config, 'display'), export: listsFromConfig(config, 'export') };
}

/** Moves the selected hidden columns to the end of the shown list, in their order; an empty width becomes the default. */
export function showColumns(lists: ColumnLists, ids: readonly string[]): ColumnLists {
  const moving = new Set(ids);
  const picked = lists.hidden.filter((c) => moving.has(c.id)).map((c) => (c.width === '' ? { ...c, width: String(DEFAULT_COLUMN_WIDTH) } : c));
  if (picked.length === 0) return lists;
  return { hidden: lists.hidden.filter((c) => !moving.has(c.id)), shown: [...lists.shown, ...picked] };
}

/** Moves the selected shown columns to the end of the hidden list, in their order. */
export function hideColumns(lists: ColumnLists, ids: readonly string[]): ColumnLists {
  const moving = new Set(ids);
  const picked = lists.shown.filter((c) => moving.has(c.id));
  if (picked.length === 0) return lists;
  return { hidden: [...lists.hidden, ...picked], shown: lists.shown.filter((c) => !moving.has(c.id)) };
}

/**
 * The shown list in a new order (from drag and drop or the keyboard). Ids that are not in the
 * list are ignored and columns the order leaves out keep their place at the end, so a stale
 * order can never lose a column.
 */
export function reorderShown(lists: ColumnLists, orderedIds: readonly string[]): ColumnLists {
  const byId = new Map(lists.shown.map((c) => [c.id, c]));
  const ordered = [...new Set(orderedIds)].flatMap((id) => byId.get(id) ?? []);
  const placed = new Set(ordered.map((c) => c.id));
  return { ...lists, shown: [...ordered, ...lists.shown.filter((c) => !placed.has(c.id))] };
}

/** Sets one shown column's width text (digits only). */
export function setWidth(lists: ColumnLists, id: string, text: string): ColumnLists {
  return { ...lists, shown: lists.shown.map((c) => (c.id === id ? { ...c, width: widthInput(text) } : c)) };
}

/**
 * Checks the shown list before saving (CONTRACT.md §5): every row needs code, name and width
 * (the first incomplete row is reported), widths at least 100 px, codes unique, and at least
 * one column shown. Undefined when the list can be saved.
 */
export function validateShown(shown: readonly SettingsColumn[]): ColumnSettingsError | undefined {
  if (shown.length === 0) return { kind: 'noneShown' };
  for (const [index, column] of shown.entries()) {
    const missing: ('code' | 'name' | 'width')[] = [];
    if (!column.definition.code.trim()) missing.push('code');
    if (!column.definition.name.trim()) missing.push('name');
    if (widthInput(column.width) === '') missing.push('width');
    if (missing.length > 0) return { kind: 'incomplete', line: index + 1, id: column.id, missing };
  }
  // A width under the minimum is refused rather than silently widened: the operator sees why.
  const narrow = shown.findIndex((column) => Number.parseInt(widthInput(column.width), 10) < MIN_COLUMN_WIDTH);
  const narrowColumn = shown[narrow];
  if (narrowColumn) return { kind: 'tooNarrow', line: narrow + 1, id: narrowColumn.id, min: MIN_COLUMN_WIDTH };
  const seen = new Map<string, number[]>();
  shown.forEach((column, index) => {
    const code = column.definition.code.trim();
    seen.set(code, [...(seen.get(code) ?? []), index]);
  });
  for (const [code, indexes] of seen) {
    if (indexes.length > 1) {
      return { kind: 'duplicate', code, lines: indexes.map((i) => i + 1), ids: indexes.flatMap((i) => shown[i]?.id ?? []) };
    }
  }
  return undefined;
}

/** The ids of the rows an error points at (to mark them in the list). */
export function errorRowIds(error: ColumnSettingsError | undefined): string[] {
  if (!error) return [];
  if (error.kind === 'incomplete' || error.kind === 'tooNarrow') return [error.id];
  if (error.kind === 'duplicate') return [...error.ids];
  return [];
}

/** The columns to save: the shown list in order, sort_num from 1, width as a string of at least the minimum. */
export function columnsToSave(shown: readonly SettingsColumn[]): ColumnDefinition[] {
  return shown.map((column, index) => ({
    ...column.definition,
    width: commitWidth(column.width) || String(DEFAULT_COLUMN_WIDTH),
    sort_num: index + 1,
  }));
}

/** Whether a tab differs from what was loaded (order, membership or widths). */
export function listsChanged(current: ColumnLists, loaded: ColumnLists): boolean {
  const key = (lists: ColumnLists) =>
    JSON.stringify([lists.hidden.map((c) => c.id), lists.shown.map((c) => [c.id, commitWidth(c.width)])]);
  return key(current) !== key(loaded);
}

/** What to tell the user about a failed call: the server's own words, or a message key. */
export type FailureMessage = { text: string } | { key: string };

function textField(error: object, field: string): string | undefined {
  const value = (error as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * What a failed load, save or reset says (CONTRACT.md §8): the server's text when it sent one
 * (`serverMessage` of @wms/api's WmsError, or an envelope's `returnMgr`), else the error's
 * catalogue key (`messageKey`: timeout, network ...), else the generic system error. An Error's
 * bare `message` is not shown: it is written for developers ("timeout", a stack), not operators.
 */
export function failureMessage(error: unknown): FailureMessage {
  if (typeof error === 'object' && error !== null) {
    const text = textField(error, 'serverMessage') ?? textField(error, 'returnMgr');
    if (text) return { text };
    const key = textField(error, 'messageKey');
    if (key) return { key };
  }
  return { key: 'systemError' };
}
