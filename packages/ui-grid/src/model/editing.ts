/**
 * The inline-editing state machine (CONTRACT.md §4 'Grid'): pure functions over one state.
 *
 * - A double click, Enter or F2 on a focused cell opens its editor ('open').
 * - A click elsewhere commits ('commit' without a move).
 * - Enter or Tab commits and opens the next editable cell by tab index, wrapping to the first
 *   editable column of the next row; Shift+Tab (and Shift+Enter) goes back the same way.
 * - Esc cancels: the draft is dropped, the cell keeps its value.
 * - An optional verify function can block closing: the editor stays open with its message.
 *
 * Cells are addressed by row key and column code, never by rendered position, so that an editor
 * survives scrolling, re-sorting and virtualisation: the draft lives here, not in the DOM.
 */

/** One cell: its row's key and its column's code. */
export interface CellRef {
  rowKey: string;
  column: string;
}

/** Nothing is being edited; a cell may hold the keyboard focus. */
export interface IdleState {
  mode: 'idle';
  focus: CellRef | null;
}

/** One cell's editor is open with a draft. */
export interface EditingCellState {
  mode: 'editing';
  cell: CellRef;
  /** The value as the editor holds it now. */
  draft: unknown;
  /** The value the cell had when the editor opened. */
  original: unknown;
  /** Set when verify refused the last attempt to close: its message, or true for none. */
  blocked?: string | true;
}

export type EditingState = IdleState | EditingCellState;

/** Where a commit moves the editor next. */
export type CommitMove = 'none' | 'next' | 'previous';

export type EditingEvent =
  | { type: 'focus'; cell: CellRef }
  | { type: 'open'; cell: CellRef; /** Replaces the value (typing on a focused cell). */ draft?: unknown }
  | { type: 'change'; draft: unknown }
  | { type: 'commit'; move?: CommitMove }
  | { type: 'cancel' };

/**
 * What a verify function answers before an editor closes: true lets it close; false or a
 * message keeps it open (the message is shown to the user).
 */
export type VerifyResult = boolean | string;

/** What the machine needs to know about the table. */
export interface EditingContext {
  /** Row keys in display order. */
  rowKeys: readonly string[];
  /** Editable column codes in tab order (see `tabOrder`). */
  tabColumns: readonly string[];
  /** The current value of a cell. */
  valueOf: (cell: CellRef) => unknown;
  /** Whether this cell may be edited (default: every cell of a tab column). */
  canEdit?: (cell: CellRef) => boolean;
  /** Blocks closing when it answers false or a message. */
  verify?: (cell: CellRef, draft: unknown) => VerifyResult;
}

/** A value to store: emitted when an editor closes by committing. */
export interface Commit {
  cell: CellRef;
  value: unknown;
  previous: unknown;
  changed: boolean;
}

export interface EditingResult {
  state: EditingState;
  /** The commit this event made, if any (validate and store it). */
  commit?: Commit;
}

/** The starting state: nothing focused, nothing open. */
export const IDLE: IdleState = { mode: 'idle', focus: null };

/** What tabOrder needs of a column. */
export interface TabColumn {
  code: string;
  editable?: boolean;
  /** Lower comes first; columns without one follow in their declared order. */
  tabIndex?: number;
}

/** The editable columns' codes in tab order: by tabIndex, then as declared. */
export function tabOrder(columns: readonly TabColumn[]): string[] {
  return columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.editable)
    .sort((a, b) => (a.column.tabIndex ?? Number.MAX_SAFE_INTEGER) - (b.column.tabIndex ?? Number.MAX_SAFE_INTEGER) || a.index - b.index)
    .map(({ column }) => column.code);
}

function editable(context: EditingContext, cell: CellRef): boolean {
  return context.rowKeys.includes(cell.rowKey) && context.tabColumns.includes(cell.column) && (context.canEdit?.(cell) ?? true);
}

/**
 * The next (or previous) editable cell in tab order, wrapping across rows; null past either
 * end of the table.
 */
export function adjacentCell(context: EditingContext, from: CellRef, direction: 1 | -1): CellRef | null {
  const { rowKeys, tabColumns } = context;
  if (tabColumns.length === 0) return null;
  let row = rowKeys.indexOf(from.rowKey);
  let column = tabColumns.indexOf(from.column);
  if (row < 0) return null;
  if (column < 0) column = direction === 1 ? -1 : tabColumns.length;
  // At most every cell once: skips cells that canEdit refuses.
  for (let step = 0; step < rowKeys.length * tabColumns.length; step += 1) {
    column += direction;
    if (column >= tabColumns.length) { column = 0; row += 1; }
    if (column < 0) { column = tabColumns.length - 1; row -= 1; }
    if (row < 0 || row >= rowKeys.length) return null;
    const cell = { rowKey: rowKeys[row] as string, column: tabColumns[column] as string };
    if (context.canEdit?.(cell) ?? true) return cell;
  }
  return null;
}

function verified(context: EditingContext, state: EditingCellState): true | string {
  if (!context.verify) return true;
  let answer: VerifyResult;
  try {
    answer = context.verify(state.cell, state.draft);
  } catch (error) {
    answer = error instanceof Error ? error.message : false;
  }
  if (answer === true) return true;
  return typeof answer === 'string' ? answer : '';
}

function openAt(context: EditingContext, cell: CellRef, draft?: unknown): EditingCellState {
  const original = context.valueOf(cell);
  return { mode: 'editing', cell, original, draft: draft === undefined ? original : draft };
}

/**
 * The editing machine's transition: the next state and the commit it made, if any.
 *
 * @example
 * let { state } = editingTransition(IDLE, { type: 'open', cell }, context);
 * ({ state } = editingTransition(state, { type: 'change', draft: 'B' }, context));
 * const { state: after, commit } = editingTransition(state, { type: 'commit', move: 'next' }, context);
 */
export function editingTransition(state: EditingState, event: EditingEvent, context: EditingContext): EditingResult {
  switch (event.type) {
    case 'focus':
      // Focus moves only between idle cells; a click elsewhere while editing is a 'commit'.
      return state.mode === 'idle' ? { state: { mode: 'idle', focus: event.cell } } : { state };
    case 'open': {
      if (state.mode === 'editing') {
        if (state.cell.rowKey === event.cell.rowKey && state.cell.column === event.cell.column) return { state };
        // Opening another cell first closes this one, through the same commit (and verify).
        const closed = editingTransition(state, { type: 'commit' }, context);
        if (closed.state.mode === 'editing') return closed;
        if (!editable(context, event.cell)) return { ...closed, state: { mode: 'idle', focus: event.cell } };
        return { ...closed, state: openAt(context, event.cell, event.draft) };
      }
      if (!editable(context, event.cell)) return { state: { mode: 'idle', focus: event.cell } };
      return { state: openAt(context, event.cell, event.draft) };
    }
    case 'change':
      if (state.mode !== 'editing') return { state };
      return { state: { mode: 'editing', cell: state.cell, original: state.original, draft: event.draft } };
    case 'cancel':
      return state.mode === 'editing' ? { state: { mode: 'idle', focus: state.cell } } : { state };
    case 'commit': {
      if (state.mode !== 'editing') return { state };
      const answer = verified(context, state);
      if (answer !== true) return { state: { ...state, blocked: answer || true } };
      const commit: Commit = { cell: state.cell, value: state.draft, previous: state.original, changed: !Object.is(state.draft, state.original) };
      const move = event.move ?? 'none';
      const next = move === 'none' ? null : adjacentCell(context, state.cell, move === 'next' ? 1 : -1);
      if (!next) return { state: { mode: 'idle', focus: state.cell }, commit };
      return { state: openAt(context, next), commit };
    }
  }
}

/** What a key press on the grid means to the editing machine (or to undo/redo). */
export type KeyIntent =
  | { type: 'open' }
  | { type: 'type'; text: string }
  | { type: 'commit'; move: CommitMove }
  | { type: 'cancel' }
  | { type: 'undo' }
  | { type: 'redo' };

/** The parts of a keyboard event the intent depends on. */
export interface IntentKeyInput {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * The intent of a key in the given mode, or null for keys the grid leaves alone (arrows while
 * editing move the caret; Ctrl+Z while editing is the editor's own text undo).
 */
export function keyIntent(input: IntentKeyInput, mode: EditingState['mode']): KeyIntent | null {
  const command = Boolean(input.ctrlKey || input.metaKey);
  const key = input.key;
  if (mode === 'editing') {
    if (key === 'Escape') return { type: 'cancel' };
    if (key === 'Tab' || key === 'Enter') return { type: 'commit', move: input.shiftKey ? 'previous' : 'next' };
    return null;
  }
  if (command && !input.altKey) {
    const lower = key.toLowerCase();
    if (lower === 'z') return input.shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (lower === 'y') return { type: 'redo' };
    return null;
  }
  if (key === 'Enter' || key === 'F2') return { type: 'open' };
  // A printable character starts editing with it, as in a spreadsheet.
  if (key.length === 1 && !input.altKey && key !== ' ') return { type: 'type', text: key };
  return null;
}
