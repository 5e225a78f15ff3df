/**
 * Undo and redo of cell edits (Ctrl+Z; Ctrl+Y or Ctrl+Shift+Z). One entry is one user action:
 * a typed commit, or a whole pasted block. Each change records the fields it wrote before and
 * after (a remote select writes two: the label and the option object). Pure and immutable.
 */

/** One cell's change: the fields it set, with their values before and after. */
export interface CellChange {
  rowKey: string;
  column: string;
  before: Readonly<Record<string, unknown>>;
  after: Readonly<Record<string, unknown>>;
}

/** A user action: one or more cell changes undone together. */
export type HistoryEntry = readonly CellChange[];

export interface History {
  past: readonly HistoryEntry[];
  future: readonly HistoryEntry[];
}

/** How many actions undo reaches back (older ones drop off). */
export const HISTORY_LIMIT = 100;

export const EMPTY_HISTORY: History = { past: [], future: [] };

/** The history after a new action: it goes on the past, and the redo future is dropped. */
export function pushHistory(history: History, entry: HistoryEntry, limit = HISTORY_LIMIT): History {
  if (entry.length === 0) return history;
  const past = [...history.past, entry];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, future: [] };
}

/** An action undone: the changes to apply (each change's `after` is the value it restores). */
export function undo(history: History): { history: History; apply: CellChange[] } | null {
  const entry = history.past[history.past.length - 1];
  if (!entry) return null;
  return {
    history: { past: history.past.slice(0, -1), future: [entry, ...history.future] },
    // Reversed, so that two changes of one cell in an action unwind in order.
    apply: [...entry].reverse().map((change) => ({ ...change, before: change.after, after: change.before })),
  };
}

/** An undone action redone: the changes to apply again. */
export function redo(history: History): { history: History; apply: CellChange[] } | null {
  const [entry, ...future] = history.future;
  if (!entry) return null;
  return { history: { past: [...history.past, entry], future }, apply: [...entry] };
}

export const canUndo = (history: History): boolean => history.past.length > 0;
export const canRedo = (history: History): boolean => history.future.length > 0;
