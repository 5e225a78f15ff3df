/**
 * The sheet grid's state as one pure reducer: the editing machine, unsaved edits (the overlay),
 * recorded cell errors, undo/redo history, search, page and the status notice. Every action
 * carries the table it acts on (`SheetEnv`), so the reducer needs nothing else and two events of
 * one tick (a select's change, then the Enter that commits it) each see the other's result.
 */
import { parseClipboardText, planPaste } from './clipboard';
import { editingTransition, IDLE, type CellRef, type Commit, type EditingContext, type EditingEvent, type EditingState, type VerifyResult } from './editing';
import { coercePasted, editorValueOf, fieldNames, fieldsOf, type CellEditorConfig } from './editors';
import { EMPTY_HISTORY, pushHistory, redo, undo, type CellChange, type History } from './history';
import { clearSaved, editedValue, NO_EDITS, setFields, setFieldsInPlace, type EditedField, type EditOverlay, type RowChanges } from './sheetEdits';
import { EMPTY_SEARCH, type SheetSearch } from './sheetSearch';
import type { GridOption } from './types';
import { errorMapOf, listErrors, recordCellResult, recordCellResultInPlace, validateCell, type CellError, type CellRule, type ErrorMap } from './validation';

/** A row of a sheet: field → value. */
export type SheetRow = Record<string, unknown>;

/**
 * A field of a row. A sheet's row type may be any object type (an `interface` included, which
 * TypeScript does not let stand for `Record<string, unknown>`); its fields are read by name.
 */
export const fieldOf = (row: object, field: string): unknown => (row as Readonly<Record<string, unknown>>)[field];
const fieldOfRow = (row: object | undefined, field: string): unknown => (row === undefined ? undefined : fieldOf(row, field));

/** What the reducer needs to know of a column. */
export interface SheetColumnModel<Row extends object = SheetRow> {
  code: string;
  editor?: CellEditorConfig;
  rules?: readonly CellRule<Row>[];
  canEdit?: (row: Row) => boolean;
}

/** The table an action acts on. */
export interface SheetEnv<Row extends object = SheetRow> {
  /** Keys of the rows shown (this page), in order. */
  rowKeys: readonly string[];
  /** Every row by key (saved values); see `lazyRowIndex`. */
  rowByKey: RowIndex<Row>;
  /** Columns in display order. */
  columns: readonly SheetColumnModel<Row>[];
  /** Editable column codes in tab order. */
  tabColumns: readonly string[];
  verify?: (cell: { row: Row; column: string }, draft: unknown) => VerifyResult;
  /** Loaded options of dictionary / function selects by column (paste matches them). */
  knownOptions?: Readonly<Record<string, readonly GridOption[]>>;
}

/** Rows by key: only what the reducer reads of a Map. */
export type RowIndex<Row> = Pick<ReadonlyMap<string, Row>, 'get' | 'keys'>;

/**
 * Rows by key, indexed on first use: a sheet of 100,000 rows mounts without building the index
 * (only an edit, a paste or validate() needs it), so its mount costs what 1,000 rows cost.
 */
export function lazyRowIndex<Row>(rows: readonly Row[], keyOf: (row: Row) => string): RowIndex<Row> {
  let index: Map<string, Row> | null = null;
  const built = () => (index ??= new Map(rows.map((row) => [keyOf(row), row])));
  return { get: (key) => built().get(key), keys: () => built().keys() };
}

/** A status line the sheet shows (and announces). */
export type SheetNotice =
  | { kind: 'saved'; count: number }
  | { kind: 'saveFailed'; reason: string }
  | { kind: 'invalid'; count: number }
  | { kind: 'pasted'; count: number; skipped: number; clipped: number; invalid: number }
  | { kind: 'moved'; from: number; to: number }
  | { kind: 'undone' }
  | { kind: 'redone' }
  | { kind: 'blocked'; message: string };

export interface SheetState {
  editing: EditingState;
  overlay: EditOverlay;
  errors: ErrorMap;
  history: History;
  notice: SheetNotice | null;
  saving: boolean;
  search: SheetSearch;
  page: number;
  pageSize: number;
}

export type SheetAction<Row extends object = SheetRow> =
  | { type: 'edit'; event: EditingEvent; env: SheetEnv<Row> }
  | { type: 'undo' | 'redo'; env: SheetEnv<Row> }
  | { type: 'paste'; text: string; anchor: CellRef; env: SheetEnv<Row> }
  | { type: 'validated'; errors: ErrorMap; count: number }
  | { type: 'saving' }
  | { type: 'saved'; snapshot: readonly RowChanges[] }
  | { type: 'saveFailed'; reason: string }
  | { type: 'notice'; notice: SheetNotice | null }
  | { type: 'search'; search: SheetSearch }
  | { type: 'page'; page: number; pageSize: number };

/**
 * The first state of a sheet; `errors` are the errors known before the grid judged anything
 * (a checker that ran over the file elsewhere), recorded as a commit would record them.
 */
export function initialSheetState(pageSize: number, errors: ErrorMap = {}): SheetState {
  return { editing: IDLE, overlay: NO_EDITS, errors, history: EMPTY_HISTORY, notice: null, saving: false, search: EMPTY_SEARCH, page: 1, pageSize };
}

/** A field's value with the overlay's edits applied. */
export function readField<Row extends object>(env: Pick<SheetEnv<Row>, 'rowByKey'>, overlay: EditOverlay, rowKey: string, field: string): unknown {
  return editedValue(overlay, rowKey, field, fieldOfRow(env.rowByKey.get(rowKey), field));
}

/** A row with the overlay's edits applied. */
export function mergedRow<Row extends object>(env: Pick<SheetEnv<Row>, 'rowByKey'>, overlay: EditOverlay, rowKey: string): Row | undefined {
  const row = env.rowByKey.get(rowKey);
  const edits = overlay[rowKey];
  if (!row || !edits) return row;
  return { ...row, ...Object.fromEntries(Object.entries(edits).map(([field, edit]) => [field, edit.value])) };
}

function columnOf<Row extends object>(env: SheetEnv<Row>, code: string): SheetColumnModel<Row> | undefined {
  return env.columns.find((column) => column.code === code);
}

/** The editing machine's view of the table. */
export function editingContext<Row extends object>(env: SheetEnv<Row>, overlay: EditOverlay): EditingContext {
  const { verify } = env;
  return {
    rowKeys: env.rowKeys,
    tabColumns: env.tabColumns,
    valueOf: (cell) => editorValueOf(cell.column, columnOf(env, cell.column)?.editor, (field) => readField(env, overlay, cell.rowKey, field)),
    canEdit: (cell) => {
      const column = columnOf(env, cell.column);
      const row = mergedRow(env, overlay, cell.rowKey);
      return Boolean(column?.editor && row && (column.canEdit?.(row) ?? true));
    },
    ...(verify
      ? {
          verify: (cell: CellRef, draft: unknown) => {
            const row = mergedRow(env, overlay, cell.rowKey);
            return row ? verify({ row, column: cell.column }, draft) : true;
          },
        }
      : {}),
  };
}

/** Writes an editor value into a cell (all its fields), validates it, and returns the change. */
export function writeCell<Row extends object>(env: SheetEnv<Row>, state: Pick<SheetState, 'overlay' | 'errors'>, rowKey: string, code: string, value: unknown): { overlay: EditOverlay; errors: ErrorMap; change: CellChange } {
  const column = columnOf(env, code);
  const editor: CellEditorConfig = column?.editor ?? { kind: 'text' };
  const before = Object.fromEntries(fieldNames(code, editor).map((field) => [field, readField(env, state.overlay, rowKey, field)]));
  const after = fieldsOf(code, editor, value);
  const overlay = setFields(state.overlay, rowKey, after, (field) => fieldOfRow(env.rowByKey.get(rowKey), field));
  const row = mergedRow(env, overlay, rowKey) ?? ({} as Row);
  const errors = recordCellResult(state.errors, rowKey, code, validateCell(value, column?.rules, row, rowKey, code));
  return { overlay, errors, change: { rowKey, column: code, before, after } };
}

/**
 * The overlay and error map of one paste or undo, copied once and written in place: writing
 * cell by cell through writeCell copies both once a cell, which is quadratic over a paste of
 * thousands of rows.
 */
interface Batch {
  overlay: Record<string, Readonly<Record<string, EditedField>>>;
  errors: Record<string, Readonly<Record<string, CellError>>>;
}

const batchOf = (state: Pick<SheetState, 'overlay' | 'errors'>): Batch => ({ overlay: { ...state.overlay }, errors: { ...state.errors } });

/** writeCell into a batch. */
function writeCellInto<Row extends object>(env: SheetEnv<Row>, batch: Batch, rowKey: string, code: string, value: unknown): CellChange {
  const column = columnOf(env, code);
  const editor: CellEditorConfig = column?.editor ?? { kind: 'text' };
  const before = Object.fromEntries(fieldNames(code, editor).map((field) => [field, readField(env, batch.overlay, rowKey, field)]));
  const after = fieldsOf(code, editor, value);
  setFieldsInPlace(batch.overlay, rowKey, after, (field) => fieldOfRow(env.rowByKey.get(rowKey), field));
  const row = mergedRow(env, batch.overlay, rowKey) ?? ({} as Row);
  recordCellResultInPlace(batch.errors, rowKey, code, validateCell(value, column?.rules, row, rowKey, code));
  return { rowKey, column: code, before, after };
}

function applyCommit<Row extends object>(env: SheetEnv<Row>, state: SheetState, commit: Commit): Partial<SheetState> {
  const { overlay, errors, change } = writeCell(env, state, commit.cell.rowKey, commit.cell.column, commit.value);
  return { overlay, errors, history: commit.changed ? pushHistory(state.history, [change]) : state.history };
}

function edit<Row extends object>(state: SheetState, event: EditingEvent, env: SheetEnv<Row>): SheetState {
  const result = editingTransition(state.editing, event, editingContext(env, state.overlay));
  let next: SheetState = { ...state, editing: result.state };
  if (result.commit) next = { ...next, ...applyCommit(env, state, result.commit) };
  if (result.state.mode === 'editing' && result.state.blocked !== undefined) {
    next.notice = { kind: 'blocked', message: typeof result.state.blocked === 'string' ? result.state.blocked : '' };
  } else if (state.notice?.kind === 'blocked') {
    next.notice = null;
  }
  return next;
}

function travel<Row extends object>(state: SheetState, direction: 'undo' | 'redo', env: SheetEnv<Row>): SheetState {
  if (state.editing.mode === 'editing') return state;
  const step = direction === 'undo' ? undo(state.history) : redo(state.history);
  if (!step) return state;
  const batch = batchOf(state);
  for (const change of step.apply) {
    // The editor value rebuilt from the fields, then written as a commit writes it (validated).
    const value = editorValueOf(change.column, columnOf(env, change.column)?.editor, (field) => change.after[field]);
    writeCellInto(env, batch, change.rowKey, change.column, value);
  }
  const first = step.apply[0];
  return {
    ...state, overlay: batch.overlay, errors: batch.errors, history: step.history,
    notice: direction === 'undo' ? { kind: 'undone' } : { kind: 'redone' },
    editing: first ? { mode: 'idle', focus: { rowKey: first.rowKey, column: first.column } } : state.editing,
  };
}

function paste<Row extends object>(state: SheetState, text: string, anchor: CellRef, env: SheetEnv<Row>): SheetState {
  if (state.editing.mode === 'editing') return state;
  const plan = planPaste(parseClipboardText(text), anchor, env.rowKeys, env.columns.map((c) => ({ code: c.code, editable: Boolean(c.editor) })));
  const batch = batchOf(state);
  const changes: CellChange[] = [];
  let invalid = 0;
  let skipped = plan.skippedReadOnly;
  for (const target of plan.targets) {
    const column = columnOf(env, target.column);
    const row = mergedRow(env, batch.overlay, target.rowKey);
    if (!column || !row || !(column.canEdit?.(row) ?? true)) { skipped += 1; continue; }
    const coerced = coercePasted(target.text, column.editor, env.knownOptions?.[column.code]);
    if (!coerced.ok) {
      // The cell keeps its value and shows why the text was refused, as a typed error would.
      invalid += 1;
      recordCellResultInPlace(batch.errors, target.rowKey, target.column, { rowKey: target.rowKey, column: target.column, code: 'format', reason: coerced.reason, text: target.text });
      continue;
    }
    changes.push(writeCellInto(env, batch, target.rowKey, target.column, coerced.value));
  }
  return { ...state, overlay: batch.overlay, errors: batch.errors, history: pushHistory(state.history, changes), notice: { kind: 'pasted', count: changes.length, skipped, clipped: plan.clipped, invalid } };
}

/** The sheet's reducer. */
export function sheetReducer<Row extends object>(state: SheetState, action: SheetAction<Row>): SheetState {
  switch (action.type) {
    case 'edit': return edit(state, action.event, action.env);
    case 'undo':
    case 'redo': return travel(state, action.type, action.env);
    case 'paste': return paste(state, action.text, action.anchor, action.env);
    case 'validated': return { ...state, errors: action.errors, notice: action.count ? { kind: 'invalid', count: action.count } : state.notice };
    case 'saving': return { ...state, saving: true, notice: null };
    case 'saved': {
      const count = action.snapshot.reduce((n, row) => n + Object.keys(row.changes).length, 0);
      return { ...state, saving: false, overlay: clearSaved(state.overlay, action.snapshot), notice: { kind: 'saved', count } };
    }
    // The overlay is untouched: a failed save leaves every edit dirty, shown and sent again next time.
    case 'saveFailed': return { ...state, saving: false, notice: { kind: 'saveFailed', reason: action.reason } };
    case 'notice': return { ...state, notice: action.notice };
    case 'search': return { ...state, search: action.search, page: 1 };
    case 'page': return { ...state, page: action.pageSize === state.pageSize ? action.page : 1, pageSize: action.pageSize };
  }
}

/** Each rule of each column over one row (edits applied): its errors in column order. */
function judgeRow<Row extends object>(columns: readonly SheetColumnModel<Row>[], row: Row, rowKey: string): CellError[] {
  const errors: CellError[] = [];
  for (const column of columns) {
    if (!column.rules?.length) continue;
    const value = editorValueOf(column.code, column.editor, (field) => fieldOf(row, field));
    const error = validateCell(value, column.rules, row, rowKey, column.code);
    if (error) errors.push(error);
  }
  return errors;
}

/**
 * Every error of the table (the table-level validate()): each rule over every row with edits
 * applied, plus pasted text still refused; and the error map recording them.
 */
export function validateSheet<Row extends object>(env: Pick<SheetEnv<Row>, 'rowByKey' | 'columns'>, state: Pick<SheetState, 'overlay' | 'errors'>): { errors: CellError[]; map: ErrorMap } {
  const errors: CellError[] = [];
  for (const rowKey of env.rowByKey.keys()) {
    const row = mergedRow(env, state.overlay, rowKey);
    if (!row) continue;
    errors.push(...judgeRow(env.columns, row, rowKey));
  }
  const ruled = errorMapOf(errors);
  for (const error of listErrors(state.errors)) {
    if (error.code === 'format' && !ruled[error.rowKey]?.[error.column]) errors.push(error);
  }
  return { errors, map: errorMapOf(errors) };
}

/**
 * The errors of the table as a save with `validateOnSave: 'edited'` finds them: the rows with
 * unsaved edits (typed, pasted, undone or redone: every row of the overlay) are judged again as
 * validateSheet judges a row, and every other row keeps the errors recorded on it (known up
 * front, or recorded by its last commit) without its cells being judged. Errors of rows no
 * longer in the table are dropped: a deleted row cannot block a save. The cost is the edited
 * rows', not the table's.
 *
 * Rows that were not judged keep their error objects, so the rows shown for them need not
 * render again.
 */
export function validateEditedRows<Row extends object>(env: Pick<SheetEnv<Row>, 'rowByKey' | 'columns'>, state: Pick<SheetState, 'overlay' | 'errors'>): { errors: CellError[]; map: ErrorMap } {
  const map: Record<string, Readonly<Record<string, CellError>>> = {};
  for (const [rowKey, recorded] of Object.entries(state.errors)) {
    if (rowKey in state.overlay || env.rowByKey.get(rowKey) === undefined) continue;
    map[rowKey] = recorded;
  }
  for (const rowKey of Object.keys(state.overlay)) {
    const row = mergedRow(env, state.overlay, rowKey);
    if (!row) continue;
    const judged: Record<string, CellError> = {};
    for (const error of judgeRow(env.columns, row, rowKey)) judged[error.column] = error;
    // Pasted text still refused stays, as validateSheet keeps it, unless a rule speaks for the cell.
    for (const [code, error] of Object.entries(state.errors[rowKey] ?? {})) {
      if (error.code === 'format' && !judged[code]) judged[code] = error;
    }
    if (Object.keys(judged).length) map[rowKey] = judged;
  }
  return { errors: listErrors(map), map };
}
