/** @jest-environment node */
import { tabOrder } from './editing';
import { dirtyCount, pendingChanges } from './sheetEdits';
import { initialSheetState, lazyRowIndex, sheetReducer, validateEditedRows, validateSheet, type SheetAction, type SheetColumnModel, type SheetEnv, type SheetRow, type SheetState } from './sheetState';
import { errorMapOf, type CellError } from './validation';

/** Generated lines: L1..Ln with a lot, a quantity and an SKU option. */
function lines(count: number): SheetRow[] {
  return Array.from({ length: count }, (_, i) => ({ id: `L${String(i + 1)}`, lot: `LOT${String(i + 1)}`, qty: String(i + 1), sku: `SKU ${String(i + 1)}`, skuObject: { code: `S${String(i + 1)}`, description: `SKU ${String(i + 1)}` }, flag: '0', locked: i === 2 }));
}

const columns: SheetColumnModel[] = [
  { code: 'lot', editor: { kind: 'text' }, rules: [{ pattern: /^[A-Z0-9]+$/, message: 'code' }] },
  { code: 'expected' },
  { code: 'qty', editor: { kind: 'text' }, rules: [{ required: true }, { validator: (v) => Number(v) > 0, message: '> 0' }], canEdit: (row) => !row.locked },
  { code: 'sku', editor: { kind: 'remote', lookup: () => Promise.resolve([]), objectField: 'skuObject' }, rules: [{ required: true }] },
  { code: 'flag', editor: { kind: 'switch' } },
];

function envOf(rows: SheetRow[], over: Partial<SheetEnv> = {}): SheetEnv {
  return {
    rowKeys: rows.map((r) => String(r.id)),
    rowByKey: lazyRowIndex(rows, (r) => String(r.id)),
    columns,
    tabColumns: tabOrder(columns.map((c) => ({ code: c.code, editable: Boolean(c.editor) }))),
    ...over,
  };
}

function run(actions: ((env: SheetEnv) => SheetAction)[], rows = lines(3), over: Partial<SheetEnv> = {}): SheetState {
  const env = envOf(rows, over);
  return actions.reduce((state, make) => sheetReducer(state, make(env)), initialSheetState(20));
}

const open = (rowKey: string, column: string) => (env: SheetEnv): SheetAction => ({ type: 'edit', event: { type: 'open', cell: { rowKey, column } }, env });
const change = (draft: unknown) => (env: SheetEnv): SheetAction => ({ type: 'edit', event: { type: 'change', draft }, env });
const commit = (move?: 'next' | 'previous') => (env: SheetEnv): SheetAction => ({ type: 'edit', event: { type: 'commit', ...(move ? { move } : {}) }, env });
const undo = () => (env: SheetEnv): SheetAction => ({ type: 'undo', env });
const redo = () => (env: SheetEnv): SheetAction => ({ type: 'redo', env });
const paste = (text: string, rowKey: string, column: string) => (env: SheetEnv): SheetAction => ({ type: 'paste', text, anchor: { rowKey, column }, env });

describe('sheetReducer', () => {
  it('a commit writes the overlay, validates, and records history', () => {
    const state = run([open('L1', 'qty'), change('0'), commit('next')]);
    expect(state.overlay.L1?.qty).toEqual({ value: '0', original: '1' });
    expect(state.errors.L1?.qty).toMatchObject({ code: 'custom', message: '> 0' });
    expect(state.history.past).toHaveLength(1);
    expect(state.editing).toMatchObject({ mode: 'editing', cell: { rowKey: 'L1', column: 'sku' } });
  });

  it('a remote select writes the label and the option; undo restores both', () => {
    const option = { code: 'S9', description: 'SKU 9' };
    let state = run([open('L1', 'sku'), change(option), commit()]);
    expect(pendingChanges(state.overlay)).toEqual([{ rowKey: 'L1', changes: { sku: 'SKU 9', skuObject: option } }]);
    state = sheetReducer(state, undo()(envOf(lines(3))));
    expect(dirtyCount(state.overlay)).toBe(0);
    state = sheetReducer(state, redo()(envOf(lines(3))));
    expect(state.overlay.L1?.sku?.value).toBe('SKU 9');
  });

  it('undo of an edit that fixed an error brings the error back', () => {
    const state = run([open('L1', 'lot'), change('bad'), commit(), open('L1', 'lot'), change('GOOD'), commit(), undo()]);
    expect(state.errors.L1?.lot?.code).toBe('pattern');
    expect(state.notice).toEqual({ kind: 'undone' });
  });

  it('undo is refused while an editor is open', () => {
    const before = run([open('L1', 'lot'), change('X'), commit(), open('L2', 'lot')]);
    expect(sheetReducer(before, undo()(envOf(lines(3))))).toBe(before);
  });

  it('a paste writes a block as one undoable action, validating and counting what it skipped', () => {
    const state = run([paste('A1\t9\r\nb2\t0\r\nC3\t5\r\nD4\t1\r\n', 'L1', 'lot')]);
    expect(pendingChanges(state.overlay)).toEqual([
      { rowKey: 'L1', changes: { lot: 'A1' } },
      { rowKey: 'L2', changes: { lot: 'b2' } },
      { rowKey: 'L3', changes: { lot: 'C3' } },
    ]);
    // The block's second column falls on 'expected' (read-only: 3 cells kept); its 4th row is past the end (2 clipped).
    expect(state.notice).toEqual({ kind: 'pasted', count: 3, skipped: 3, clipped: 2, invalid: 0 });
    expect(state.errors.L2?.lot?.code).toBe('pattern');
    const undone = sheetReducer(state, undo()(envOf(lines(3))));
    expect(dirtyCount(undone.overlay)).toBe(0);
  });

  it('a paste of 10,000 rows writes, validates and undoes every cell (the overlay is copied once, not once a cell: minutes before)', () => {
    const rows = lines(10_000);
    const text = rows.map((_, i) => (i % 4 === 0 ? 'bad lot' : `NEW${String(i)}`)).join('\r\n');
    const state = run([paste(text, 'L1', 'lot')], rows);
    expect(dirtyCount(state.overlay)).toBe(10_000);
    expect(state.overlay.L10000?.lot).toEqual({ value: 'NEW9999', original: 'LOT10000' });
    expect(Object.keys(state.errors)).toHaveLength(2_500);
    expect(state.errors.L1?.lot?.code).toBe('pattern');
    const undone = sheetReducer(state, undo()(envOf(rows)));
    expect(dirtyCount(undone.overlay)).toBe(0);
    expect(Object.keys(undone.errors)).toHaveLength(0);
  });

  it('pasted text an editor cannot read is flagged, not stored', () => {
    const state = run([paste('maybe\r\n1\r\n', 'L1', 'flag')]);
    expect(state.errors.L1?.flag).toMatchObject({ code: 'format', reason: 'switch', text: 'maybe' });
    expect(pendingChanges(state.overlay)).toEqual([{ rowKey: 'L2', changes: { flag: '1' } }]);
  });

  it('a verify refusal keeps the editor open with its message as the notice', () => {
    const state = run([open('L1', 'lot'), change('NO'), commit('next')], lines(3), { verify: (_c, d) => (d === 'NO' ? 'refused' : true) });
    expect(state.editing).toMatchObject({ mode: 'editing', blocked: 'refused' });
    expect(state.notice).toEqual({ kind: 'blocked', message: 'refused' });
  });

  it('a failed save keeps every edit; a successful one clears exactly what it saved', () => {
    const edited = run([open('L1', 'lot'), change('NEW'), commit()]);
    const snapshot = pendingChanges(edited.overlay);
    const failed = sheetReducer(sheetReducer(edited, { type: 'saving' }), { type: 'saveFailed', reason: 'busy' });
    expect(failed.overlay).toBe(edited.overlay);
    expect(failed.notice).toEqual({ kind: 'saveFailed', reason: 'busy' });
    const saved = sheetReducer(failed, { type: 'saved', snapshot });
    expect(dirtyCount(saved.overlay)).toBe(0);
    expect(saved.notice).toEqual({ kind: 'saved', count: 1 });
  });

  it('search goes back to page 1; a new page size too', () => {
    let state = sheetReducer(initialSheetState(20), { type: 'page', page: 3, pageSize: 20 });
    expect(state.page).toBe(3);
    state = sheetReducer(state, { type: 'page', page: 3, pageSize: 50 });
    expect(state.page).toBe(1);
    state = sheetReducer({ ...state, page: 2 }, { type: 'search', search: { keyword: 'x', dateEnabled: false, dateRange: null } });
    expect(state.page).toBe(1);
  });
});

describe('validateSheet', () => {
  it('returns every error with edits applied, and keeps refused pastes', () => {
    const rows = lines(3);
    rows[1] = { ...rows[1], sku: '', skuObject: null };
    const state = run([open('L1', 'qty'), change(''), commit(), paste('maybe', 'L3', 'flag')], rows);
    const { errors } = validateSheet(envOf(rows), state);
    expect(errors.map((e) => `${e.rowKey}.${e.column}.${e.code}`)).toEqual(['L1.qty.required', 'L2.sku.required', 'L3.flag.format']);
  });
});

describe('validateEditedRows (save with validateOnSave: edited)', () => {
  /** An error known up front (a checker's), on a cell whose value the grid's rules would pass. */
  const known = (rowKey: string, column: string): CellError => ({ rowKey, column, code: 'custom', message: 'known' });
  const from = (errors: CellError[]) => ({ ...initialSheetState(20, errorMapOf(errors)) });
  const keys = (errors: readonly CellError[]) => errors.map((e) => `${e.rowKey}.${e.column}.${e.code}`);

  it.each<{ name: string; known: CellError[]; actions: ((env: SheetEnv) => SheetAction)[]; rows?: SheetRow[]; expected: string[] }>([
    { name: 'an untouched row keeps its known error unjudged', known: [known('L2', 'lot')], actions: [open('L1', 'lot'), change('NEW'), commit()], expected: ['L2.lot.custom'] },
    { name: 'an edited row is judged again: its known error goes when its rules pass', known: [known('L1', 'sku')], actions: [open('L1', 'lot'), change('NEW'), commit()], expected: [] },
    { name: 'an edited row is judged again: a rule it fails is found', known: [], actions: [open('L1', 'qty'), change('0'), commit()], expected: ['L1.qty.custom'] },
    { name: 'the edit that fixes a cell clears the error recorded on it', known: [known('L1', 'lot')], actions: [open('L1', 'lot'), change('FIXED'), commit()], expected: [] },
    { name: 'a pasted row is an edited row', known: [known('L2', 'qty')], actions: [paste('9', 'L2', 'qty')], expected: [] },
    { name: 'text a paste refused stays on an edited row', known: [], actions: [open('L1', 'lot'), change('NEW'), commit(), paste('maybe', 'L1', 'flag')], expected: ['L1.flag.format'] },
    { name: 'a row undone back to its saved values is not judged: its error stays', known: [known('L2', 'lot')], actions: [open('L2', 'qty'), change('5'), commit(), undo()], expected: ['L2.lot.custom'] },
    { name: 'errors of rows no longer in the table are dropped', known: [known('L9', 'lot'), known('L3', 'lot')], actions: [], expected: ['L3.lot.custom'] },
  ])('$name', ({ known: errors, actions, rows = lines(3), expected }) => {
    const env = envOf(rows);
    const state = actions.reduce((current, make) => sheetReducer(current, make(env)), from(errors));
    const result = validateEditedRows(env, state);
    expect(keys(result.errors)).toEqual(expected);
    expect(keys(Object.values(result.map).flatMap((row) => Object.values(row)))).toEqual(expected);
  });

  it('judges no cell of a row without edits, and keeps its recorded errors as they were', () => {
    const rows = lines(1_000);
    const judged: string[] = [];
    const counted: SheetColumnModel[] = columns.map((column) => (column.code === 'lot' ? { ...column, rules: [{ validator: (_value: unknown, row: SheetRow) => { judged.push(String(row.id)); return true; } }] } : column));
    const env = envOf(rows, { columns: counted });
    const recorded = errorMapOf([known('L500', 'lot')]);
    let state = { ...initialSheetState(20, recorded) };
    for (const make of [open('L7', 'lot'), change('NEW'), commit()]) state = sheetReducer(state, make(env));
    judged.length = 0;
    const result = validateEditedRows(env, state);
    expect(judged).toEqual(['L7']);
    expect(result.map.L500).toBe(recorded.L500);
  });

  it('validateSheet, by contrast, judges every row and drops an error its rules do not find', () => {
    const rows = lines(3);
    expect(validateSheet(envOf(rows), from([known('L2', 'lot')])).errors).toEqual([]);
  });
});

it('lazyRowIndex builds nothing until asked', () => {
  let calls = 0;
  const index = lazyRowIndex(lines(5), (row) => { calls += 1; return String(row.id); });
  expect(calls).toBe(0);
  expect(index.get('L2')?.lot).toBe('LOT2');
  expect(calls).toBe(5);
  index.get('L3');
  expect(calls).toBe(5);
});
