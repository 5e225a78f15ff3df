/**
 * Reordering rows by the drag handle (mouse) or by the keyboard (Alt+↑ / Alt+↓ on the handle,
 * or picking a row up with Space, moving it with the arrows and dropping it with Enter).
 * Pure: moves over arrays, and where a pointer drops a row.
 */

/** The list with the item at `from` moved to `to` (both clamped; the same list when equal). */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  const out = [...rows];
  if (from < 0 || from >= rows.length) return out;
  const target = Math.max(0, Math.min(rows.length - 1, to));
  if (target === from) return out;
  const [item] = out.splice(from, 1);
  out.splice(target, 0, item as T);
  return out;
}

/** The index a row moved by the keyboard goes to: one up or down, held at the ends. */
export function keyboardTarget(from: number, direction: -1 | 1, count: number): number {
  return Math.max(0, Math.min(count - 1, from + direction));
}

/**
 * The index a dragged row lands on when the pointer is released at `offsetY` px from the top of
 * the first row (scroll included): the slot under the pointer, held within the table.
 */
export function dropIndex(offsetY: number, rowHeight: number, count: number): number {
  if (count === 0) return 0;
  return Math.max(0, Math.min(count - 1, Math.floor(offsetY / rowHeight)));
}

/** Keyboard moves of a picked-up row: the index it is held over after a key, or null for other keys. */
export function pickedMove(key: string, over: number, count: number): number | null {
  switch (key) {
    case 'ArrowUp': return keyboardTarget(over, -1, count);
    case 'ArrowDown': return keyboardTarget(over, 1, count);
    case 'Home': return 0;
    case 'End': return Math.max(0, count - 1);
    default: return null;
  }
}
