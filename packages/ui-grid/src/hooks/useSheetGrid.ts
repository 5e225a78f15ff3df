import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { useControllableState } from '@wms/ui-core';
import { tabOrder, type CellRef, type EditingEvent, type VerifyResult } from '../model/editing';
import { fieldNames, type CellEditorConfig } from '../model/editors';
import { moveRow as moveInList } from '../model/rowOrder';
import { applyChanges, dirtyCount, editedValue, isDirty, pendingChanges } from '../model/sheetEdits';
import { isSearchActive, matchesSearch, type SheetSearch } from '../model/sheetSearch';
import { editingContext, fieldOf, initialSheetState, lazyRowIndex, readField, sheetReducer, validateEditedRows, validateSheet, type SheetEnv, type SheetRow } from '../model/sheetState';
import { sortRows } from '../model/sortColumns';
import type { GridSort } from '../model/sorting';
import type { GridOption } from '../model/types';
import { errorMapOf, listErrors, type CellError, type CellRule, type ErrorMap } from '../model/validation';

export type { SheetRow } from '../model/sheetState';

/** One column of a sheet grid. */
export interface SheetColumn<Row extends object = SheetRow> {
  /** The field the column shows and edits. */
  code: string;
  /** Header text (already in the user's language: server column names usually are). */
  name: string;
  /** px (default and minimum 100, CONTRACT.md §9). */
  width?: number;
  align?: 'start' | 'end';
  /** The cell editor; a column without one is read-only. */
  editor?: CellEditorConfig;
  /** Order of Enter/Tab moves among editable columns (lower first; default declared order). */
  tabIndex?: number;
  /** Validation rules, judged on every commit and by validate(). */
  rules?: readonly CellRule<Row>[];
  /** Refuses editing one row's cell (a completed receipt line). */
  canEdit?: (row: Row) => boolean;
  /** Display text of a value (default: a list option's description, or the value as text). */
  format?: (value: unknown, row: Row) => string;
}

/** One row's changes as onSave receives them: the row with edits applied, and the edited fields. */
export interface SheetSaveChange<Row extends object = SheetRow> {
  rowKey: string;
  row: Row;
  changes: Record<string, unknown>;
}

export interface UseSheetGridOptions<Row extends object> {
  columns: readonly SheetColumn<Row>[];
  /** Controlled rows (in their order). */
  rows?: Row[];
  /** Initial rows when uncontrolled. */
  defaultRows?: Row[];
  /** Rows after a reorder or a successful save. */
  onRowsChange?: (rows: Row[]) => void;
  /** A row's stable key (default `String(row.id)`). */
  rowKey?: (row: Row) => string;
  /** Can block an editor from closing: false or a message keeps it open. */
  verify?: (cell: { row: Row; column: string }, draft: unknown) => VerifyResult;
  /** Saves the unsaved edits; a rejection keeps them dirty (its message is shown). */
  onSave?: (changes: SheetSaveChange<Row>[]) => Promise<void>;
  /** Sort state (e.g. sort-column definitions through fromConfigureSorting). */
  sort?: readonly GridSort[];
  /** Rows a page (false: one scrolling page, for large sheets). Default 20. */
  pageSize?: number | false;
  /** The field the date-range checkbox filter reads. */
  dateField?: string;
  /** Options of dictionary and function-backed selects, once loaded (paste matches them). */
  knownOptions?: Readonly<Record<string, readonly GridOption[]>>;
  /**
   * Every error the grid has recorded on its cells, after each change of them: a commit, a
   * paste, undo or redo, validate(). A host that shows the errors (a count, a list) follows them
   * here instead of calling validate() again, which judges every cell.
   */
  onErrorsChange?: (errors: CellError[]) => void;
  /**
   * Errors already known when the grid mounts (a checker ran over the rows elsewhere, e.g. in a
   * web worker), recorded on their cells as a commit or validate() records them: the cell is
   * marked and its message shown, save() refuses while they remain, and onErrorsChange reports
   * them at mount. With them a host need not call validate(), which judges every cell, to show
   * a large sheet's errors.
   *
   * Read once, at mount, as `defaultRows` is: later changes (a new array, new `rows`) do not
   * replace the errors the grid has recorded since, which follow the user's edits. Rows with new
   * errors of their own (another file, another sheet) are a new grid: give it a new `key`.
   *
   * @example
   * <SheetGrid key={sheetIndex} rows={rows} columns={columns} defaultErrors={workerErrors} validateOnSave="edited" />
   */
  defaultErrors?: readonly CellError[];
  /**
   * What save() judges before it saves. 'all' (the default): every cell of every row, as
   * validate() does. 'edited': only the rows with unsaved edits (typed, pasted, undone or
   * redone), every rule of each; every other row keeps the errors recorded on it
   * (`defaultErrors`, or its last commit) unjudged. Either way save() refuses while any recorded
   * error remains. 'edited' is for large sheets whose errors are known up front: a save costs
   * the edited rows, not 100,000 rows × every rule.
   */
  validateOnSave?: 'all' | 'edited';
}

function defaultKey(row: SheetRow): string {
  const id = row.id;
  return typeof id === 'string' ? id : typeof id === 'number' ? String(id) : '';
}

function displayText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && 'description' in value && typeof value.description === 'string') return value.description;
  return '';
}

/** A cell's display text from its value. */
export function cellDisplayText<Row extends object>(column: SheetColumn<Row>, row: Row, value: unknown): string {
  if (column.format) return column.format(value, row);
  if (column.editor?.kind === 'select' && column.editor.source.kind === 'list') {
    return column.editor.source.options.find((option) => option.code === value)?.description ?? displayText(value);
  }
  if (column.editor?.kind === 'switch') return value === '1' ? '✓' : '';
  return displayText(value);
}

/**
 * The behaviour of a sheet grid on top of the pure reducer (model/sheetState.ts): rows
 * (controlled or not), the editing machine, unsaved edits with dirty markers, validation,
 * undo/redo, Excel paste, row reorder, search, pages and save. The component renders it.
 */
export function useSheetGrid<Row extends object>(options: UseSheetGridOptions<Row>) {
  const { columns, verify, onSave, sort, dateField, knownOptions, validateOnSave = 'all' } = options;
  const keyOf = useMemo(() => options.rowKey ?? (defaultKey as (row: Row) => string), [options.rowKey]);
  const [rows, setRows] = useControllableState<Row[]>({ value: options.rows, defaultValue: options.defaultRows ?? [], onChange: options.onRowsChange });
  const [state, send] = useReducer(sheetReducer<Row>, undefined, () => initialSheetState(
    options.pageSize === false ? Number.MAX_SAFE_INTEGER : options.pageSize ?? 20,
    options.defaultErrors?.length ? errorMapOf(options.defaultErrors) : {},
  ));

  const rowByKey = useMemo(() => lazyRowIndex(rows, keyOf), [rows, keyOf]);
  const sorted = useMemo(() => (sort?.length ? sortRows(rows, sort) : rows), [rows, sort]);
  const filtered = useMemo(() => {
    if (!isSearchActive(state.search)) return sorted;
    return sorted.filter((row) => {
      const key = keyOf(row);
      const read = (field: string) => editedValue(state.overlay, key, field, fieldOf(row, field));
      return matchesSearch(columns.map((c) => cellDisplayText(c, row, read(c.code))), dateField ? read(dateField) : undefined, state.search);
    });
  }, [sorted, state.search, state.overlay, columns, dateField, keyOf]);
  const pageSize = state.pageSize;
  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const page = Math.min(state.page, pageCount);
  const pageRows = useMemo(() => (filtered.length <= pageSize ? filtered : filtered.slice((page - 1) * pageSize, page * pageSize)), [filtered, page, pageSize]);
  const rowKeys = useMemo(() => pageRows.map(keyOf), [pageRows, keyOf]);
  // A row's place on the page by key, built on first use (a focused row's place is asked on
  // every render, and indexOf over 100,000 keys each time was a scroll frame's cost).
  const indexOfKey = useMemo(() => {
    let index: Map<string, number> | null = null;
    return (rowKey: string): number => {
      index ??= new Map(rowKeys.map((key, i) => [key, i]));
      return index.get(rowKey) ?? -1;
    };
  }, [rowKeys]);
  const tabColumns = useMemo(() => tabOrder(columns.map((c) => ({ code: c.code, editable: Boolean(c.editor), ...(c.tabIndex === undefined ? {} : { tabIndex: c.tabIndex }) }))), [columns]);

  const env = useMemo<SheetEnv<Row>>(() => ({
    rowKeys, rowByKey, columns, tabColumns,
    ...(verify ? { verify } : {}),
    ...(knownOptions ? { knownOptions } : {}),
  }), [rowKeys, rowByKey, columns, tabColumns, verify, knownOptions]);

  const dispatch = useCallback((event: EditingEvent) => { send({ type: 'edit', event, env }); }, [env]);

  // The recorded errors, reported when they change (the callback may change every render).
  const onErrorsChange = useRef(options.onErrorsChange);
  useLayoutEffect(() => { onErrorsChange.current = options.onErrorsChange; });
  const reported = useRef<ErrorMap | undefined>(undefined);
  useEffect(() => {
    if (reported.current === state.errors) return;
    // Nothing recorded yet is no news at mount.
    if (reported.current === undefined && Object.keys(state.errors).length === 0) { reported.current = state.errors; return; }
    reported.current = state.errors;
    onErrorsChange.current?.(listErrors(state.errors));
  }, [state.errors]);

  /** Every error of the table, recorded on its cells (the table-level validate()). */
  const validate = useCallback((): CellError[] => {
    const { errors, map } = validateSheet(env, state);
    send({ type: 'validated', errors: map, count: errors.length });
    return errors;
  }, [env, state]);

  /** The errors save() finds: every cell judged, or only the edited rows' (validateOnSave). */
  const validateForSave = useCallback((): CellError[] => {
    if (validateOnSave === 'all') return validate();
    const { errors, map } = validateEditedRows(env, state);
    send({ type: 'validated', errors: map, count: errors.length });
    return errors;
  }, [validateOnSave, validate, env, state]);

  /** Validates and saves the unsaved edits; true when nothing is left unsaved. */
  const save = useCallback(async (): Promise<boolean> => {
    // An open editor is committed by the pointer-down that reached the save button; one that
    // verify keeps open is not saved behind the user's back.
    if (state.editing.mode === 'editing') return false;
    if (validateForSave().length > 0) return false;
    const snapshot = pendingChanges(state.overlay);
    if (snapshot.length === 0) return true;
    if (!onSave) return false;
    send({ type: 'saving' });
    try {
      await onSave(snapshot.map(({ rowKey, changes }) => ({ rowKey, changes, row: { ...(rowByKey.get(rowKey) ?? ({} as Row)), ...changes } })));
    } catch (error) {
      send({ type: 'saveFailed', reason: error instanceof Error ? error.message : typeof error === 'string' ? error : '' });
      return false;
    }
    setRows(applyChanges(rows, keyOf, snapshot));
    send({ type: 'saved', snapshot });
    return true;
  }, [state, validateForSave, onSave, rowByKey, setRows, rows, keyOf]);

  /** Moves a row (by key) to where another row is, in the full list; announced. */
  const moveRow = useCallback((rowKey: string, targetKey: string) => {
    const from = rows.findIndex((row) => keyOf(row) === rowKey);
    const to = rows.findIndex((row) => keyOf(row) === targetKey);
    if (from < 0 || to < 0 || from === to) return;
    setRows(moveInList(rows, from, to));
    const offset = (page - 1) * pageSize;
    send({ type: 'notice', notice: { kind: 'moved', from: indexOfKey(rowKey) + 1 + offset, to: indexOfKey(targetKey) + 1 + offset } });
  }, [rows, keyOf, setRows, indexOfKey, page, pageSize]);

  const columnByCode = useMemo(() => new Map(columns.map((c) => [c.code, c])), [columns]);
  const context = useMemo(() => editingContext(env, state.overlay), [env, state.overlay]);
  const unsaved = useMemo(() => dirtyCount(state.overlay), [state.overlay]);

  // Stable across renders (the toolbar and the rows are memoised on them).
  const undoStep = useCallback(() => { send({ type: 'undo', env }); }, [env]);
  const redoStep = useCallback(() => { send({ type: 'redo', env }); }, [env]);
  const paste = useCallback((text: string, anchor: CellRef) => { send({ type: 'paste', text, anchor, env }); }, [env]);
  const setSearch = useCallback((search: SheetSearch) => { send({ type: 'search', search }); }, []);
  const setPage = useCallback((next: number, size: number) => { send({ type: 'page', page: next, pageSize: size }); }, []);
  const dismissNotice = useCallback(() => { send({ type: 'notice', notice: null }); }, []);

  return {
    rows,
    pageRows,
    rowKeys,
    /** A row's index on the page by key, -1 when it is not there (no scan of the keys). */
    indexOfKey,
    keyOf,
    columns,
    editing: state.editing,
    notice: state.notice,
    saving: state.saving,
    search: state.search,
    page,
    pageSize,
    total: filtered.length,
    dirtyCount: unsaved,
    /** Unsaved edits by row key (a row's entry keeps its identity while that row is unchanged). */
    overlay: state.overlay,
    /** Recorded errors by row key, then column (likewise). */
    errors: state.errors,
    canUndo: state.history.past.length > 0,
    canRedo: state.history.future.length > 0,
    /** Reorder is off while sorted (the order shown is the sort's, not the rows'). */
    canReorder: !sort?.length,
    dispatch,
    /** A field's value with unsaved edits applied. */
    valueOf: (rowKey: string, field: string) => readField(env, state.overlay, rowKey, field),
    /** The value an editor of that cell starts from. */
    editorValueOf: (cell: CellRef) => context.valueOf(cell),
    /** A cell's display text, edits applied. */
    textOf: (row: Row, column: SheetColumn<Row>) => cellDisplayText(column, row, editedValue(state.overlay, keyOf(row), column.code, fieldOf(row, column.code))),
    isDirty: (rowKey: string, code: string) => isDirty(state.overlay, rowKey, fieldNames(code, columnByCode.get(code)?.editor)),
    errorOf: (rowKey: string, code: string): CellError | undefined => state.errors[rowKey]?.[code],
    canEditCell: (cell: CellRef) => context.canEdit?.(cell) ?? false,
    /** Whether a shown row's cell can be edited (no index lookup: the row is at hand). */
    canEditRowCell: (row: Row, column: SheetColumn<Row>): boolean => {
      if (!column.editor) return false;
      if (!column.canEdit) return true;
      const edits = state.overlay[keyOf(row)];
      return column.canEdit(edits ? { ...row, ...Object.fromEntries(Object.entries(edits).map(([f, e]) => [f, e.value])) } : row);
    },
    undo: undoStep,
    redo: redoStep,
    paste,
    validate,
    save,
    moveRow,
    setSearch,
    setPage,
    dismissNotice,
  };
}

/** What useSheetGrid returns (the SheetGrid renders it). */
export type SheetGridController<Row extends object> = ReturnType<typeof useSheetGrid<Row>>;
