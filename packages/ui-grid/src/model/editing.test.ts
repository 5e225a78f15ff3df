/** @jest-environment node */
import { adjacentCell, editingTransition, IDLE, keyIntent, tabOrder, type CellRef, type EditingContext, type EditingEvent, type EditingState } from './editing';

const rows = ['r1', 'r2', 'r3'];
const values: Record<string, string> = {};
for (const r of rows) for (const c of ['sku', 'qty', 'note', 'lot']) values[`${r}.${c}`] = `${r}-${c}`;

function context(over: Partial<EditingContext> = {}): EditingContext {
  return {
    rowKeys: rows,
    // 'lot' is read-only; tab order puts 'note' before 'qty' (tabIndex).
    tabColumns: tabOrder([{ code: 'sku', editable: true, tabIndex: 1 }, { code: 'qty', editable: true, tabIndex: 3 }, { code: 'note', editable: true, tabIndex: 2 }, { code: 'lot' }]),
    valueOf: (cell) => values[`${cell.rowKey}.${cell.column}`],
    ...over,
  };
}
const at = (rowKey: string, column: string): CellRef => ({ rowKey, column });
const editing = (rowKey: string, column: string, draft?: string): EditingState => ({ mode: 'editing', cell: at(rowKey, column), original: values[`${rowKey}.${column}`], draft: draft ?? values[`${rowKey}.${column}`] });

describe('tabOrder', () => {
  it('orders editable columns by tab index, then as declared', () => {
    expect(tabOrder([{ code: 'a', editable: true }, { code: 'b', editable: true, tabIndex: 2 }, { code: 'c' }, { code: 'd', editable: true, tabIndex: 1 }, { code: 'e', editable: true }])).toEqual(['d', 'b', 'a', 'e']);
  });
});

describe('editingTransition', () => {
  it.each<[string, EditingState, EditingEvent, Partial<EditingContext>, EditingState, { value: unknown; changed: boolean } | undefined]>([
    ['double click / Enter / F2 opens an editable cell', IDLE, { type: 'open', cell: at('r1', 'sku') }, {}, editing('r1', 'sku'), undefined],
    ['typing opens with the typed text', IDLE, { type: 'open', cell: at('r1', 'sku'), draft: 'X' }, {}, editing('r1', 'sku', 'X'), undefined],
    ['a read-only column only takes focus', IDLE, { type: 'open', cell: at('r1', 'lot') }, {}, { mode: 'idle', focus: at('r1', 'lot') }, undefined],
    ['canEdit can refuse one cell', IDLE, { type: 'open', cell: at('r2', 'sku') }, { canEdit: (c) => c.rowKey !== 'r2' }, { mode: 'idle', focus: at('r2', 'sku') }, undefined],
    ['change keeps the draft', editing('r1', 'sku'), { type: 'change', draft: 'B' }, {}, editing('r1', 'sku', 'B'), undefined],
    ['change while idle is ignored', IDLE, { type: 'change', draft: 'B' }, {}, IDLE, undefined],
    ['Esc cancels: focus stays on the cell, nothing committed', editing('r1', 'sku', 'B'), { type: 'cancel' }, {}, { mode: 'idle', focus: at('r1', 'sku') }, undefined],
    ['a click elsewhere commits and closes', editing('r1', 'sku', 'B'), { type: 'commit' }, {}, { mode: 'idle', focus: at('r1', 'sku') }, { value: 'B', changed: true }],
    ['an unchanged commit says so', editing('r1', 'sku'), { type: 'commit' }, {}, { mode: 'idle', focus: at('r1', 'sku') }, { value: 'r1-sku', changed: false }],
    ['Enter/Tab moves to the next cell by tab index', editing('r1', 'sku', 'B'), { type: 'commit', move: 'next' }, {}, editing('r1', 'note'), { value: 'B', changed: true }],
    ['the last tab column wraps to the first of the next row', editing('r1', 'qty', '9'), { type: 'commit', move: 'next' }, {}, editing('r2', 'sku'), { value: '9', changed: true }],
    ['Shift+Tab goes back', editing('r2', 'note'), { type: 'commit', move: 'previous' }, {}, editing('r2', 'sku'), { value: 'r2-note', changed: false }],
    ['Shift+Tab on the first column wraps to the last of the row before', editing('r2', 'sku'), { type: 'commit', move: 'previous' }, {}, editing('r1', 'qty'), { value: 'r2-sku', changed: false }],
    ['past the last cell the editor closes', editing('r3', 'qty', '1'), { type: 'commit', move: 'next' }, {}, { mode: 'idle', focus: at('r3', 'qty') }, { value: '1', changed: true }],
    ['before the first cell the editor closes', editing('r1', 'sku'), { type: 'commit', move: 'previous' }, {}, { mode: 'idle', focus: at('r1', 'sku') }, { value: 'r1-sku', changed: false }],
    ['moving skips cells canEdit refuses', editing('r1', 'qty'), { type: 'commit', move: 'next' }, { canEdit: (c) => c.rowKey !== 'r2' }, editing('r3', 'sku'), { value: 'r1-qty', changed: false }],
    ['verify false blocks the close', editing('r1', 'sku', 'bad'), { type: 'commit' }, { verify: () => false }, { ...editing('r1', 'sku', 'bad'), blocked: true } as EditingState, undefined],
    ['verify with a message blocks with it', editing('r1', 'sku', 'bad'), { type: 'commit', move: 'next' }, { verify: (_c, d) => (d === 'bad' ? '库位不存在' : true) }, { ...editing('r1', 'sku', 'bad'), blocked: '库位不存在' } as EditingState, undefined],
    ['verify true lets it close', editing('r1', 'sku', 'ok'), { type: 'commit' }, { verify: (_c, d) => (d === 'bad' ? 'no' : true) }, { mode: 'idle', focus: at('r1', 'sku') }, { value: 'ok', changed: true }],
    ['a throwing verify blocks with its message', editing('r1', 'sku', 'x'), { type: 'commit' }, { verify: () => { throw new Error('offline'); } }, { ...editing('r1', 'sku', 'x'), blocked: 'offline' } as EditingState, undefined],
    ['Esc still cancels a blocked editor', { ...editing('r1', 'sku', 'bad'), blocked: 'no' } as EditingState, { type: 'cancel' }, {}, { mode: 'idle', focus: at('r1', 'sku') }, undefined],
    ['opening another cell commits this one first', editing('r1', 'sku', 'B'), { type: 'open', cell: at('r3', 'note') }, {}, editing('r3', 'note'), { value: 'B', changed: true }],
    ['opening another cell is refused while verify blocks', editing('r1', 'sku', 'bad'), { type: 'open', cell: at('r3', 'note') }, { verify: () => 'no' }, { ...editing('r1', 'sku', 'bad'), blocked: 'no' } as EditingState, undefined],
    ['opening the open cell again changes nothing', editing('r1', 'sku', 'B'), { type: 'open', cell: at('r1', 'sku') }, {}, editing('r1', 'sku', 'B'), undefined],
    ['focus moves between idle cells', IDLE, { type: 'focus', cell: at('r2', 'qty') }, {}, { mode: 'idle', focus: at('r2', 'qty') }, undefined],
    ['focus does not close an editor', editing('r1', 'sku', 'B'), { type: 'focus', cell: at('r2', 'qty') }, {}, editing('r1', 'sku', 'B'), undefined],
    ['commit while idle does nothing', IDLE, { type: 'commit', move: 'next' }, {}, IDLE, undefined],
  ])('%s', (_name, state, event, over, expected, commit) => {
    const result = editingTransition(state, event, context(over));
    expect(result.state).toEqual(expected);
    if (commit) expect(result.commit).toMatchObject(commit);
    else expect(result.commit).toBeUndefined();
  });
});

describe('adjacentCell', () => {
  it('returns null with no editable columns', () => {
    expect(adjacentCell(context({ tabColumns: [] }), at('r1', 'sku'), 1)).toBeNull();
  });
  it('starts at the first tab column from a read-only one', () => {
    expect(adjacentCell(context(), at('r1', 'lot'), 1)).toEqual(at('r1', 'sku'));
  });
  it('returns null for an unknown row', () => {
    expect(adjacentCell(context(), at('zz', 'sku'), 1)).toBeNull();
  });
});

describe('keyIntent', () => {
  it.each([
    ['Enter while idle opens', { key: 'Enter' }, 'idle', { type: 'open' }],
    ['F2 while idle opens', { key: 'F2' }, 'idle', { type: 'open' }],
    ['a letter while idle types', { key: 'a' }, 'idle', { type: 'type', text: 'a' }],
    ['Space while idle is left alone', { key: ' ' }, 'idle', null],
    ['Ctrl+Z undoes', { key: 'z', ctrlKey: true }, 'idle', { type: 'undo' }],
    ['Cmd+Z undoes', { key: 'z', metaKey: true }, 'idle', { type: 'undo' }],
    ['Ctrl+Y redoes', { key: 'y', ctrlKey: true }, 'idle', { type: 'redo' }],
    ['Ctrl+Shift+Z redoes', { key: 'Z', ctrlKey: true, shiftKey: true }, 'idle', { type: 'redo' }],
    ['Ctrl+C is left to the browser', { key: 'c', ctrlKey: true }, 'idle', null],
    ['an arrow while idle is navigation, not editing', { key: 'ArrowDown' }, 'idle', null],
    ['Enter while editing commits forward', { key: 'Enter' }, 'editing', { type: 'commit', move: 'next' }],
    ['Tab while editing commits forward', { key: 'Tab' }, 'editing', { type: 'commit', move: 'next' }],
    ['Shift+Tab while editing commits back', { key: 'Tab', shiftKey: true }, 'editing', { type: 'commit', move: 'previous' }],
    ['Shift+Enter while editing commits back', { key: 'Enter', shiftKey: true }, 'editing', { type: 'commit', move: 'previous' }],
    ['Esc while editing cancels', { key: 'Escape' }, 'editing', { type: 'cancel' }],
    ['Ctrl+Z while editing is the editor\'s own', { key: 'z', ctrlKey: true }, 'editing', null],
    ['a letter while editing is the editor\'s own', { key: 'a' }, 'editing', null],
  ] as const)('%s', (_name, input, mode, expected) => {
    expect(keyIntent(input, mode)).toEqual(expected);
  });
});
