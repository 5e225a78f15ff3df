/**
 * Unsaved edits of a sheet grid, kept apart from the rows they change: per row key and field,
 * the edited value and the value it replaced. A cell is dirty while any of its fields is here.
 * Saving takes a snapshot; only a save that succeeds clears exactly what it saved, so an edit
 * made during the save, or a save that fails, stays dirty (nothing is silently lost).
 */

/** One edited field: its new value and the saved value it replaces. */
export interface EditedField {
  value: unknown;
  original: unknown;
}

/** Row key → field → edit. */
export type EditOverlay = Readonly<Record<string, Readonly<Record<string, EditedField>>>>;

export const NO_EDITS: EditOverlay = {};

/** Values equal for editing purposes: identical, or options with the same code. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if ((a === '' || a === null || a === undefined) && (b === '' || b === null || b === undefined)) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object' && 'code' in a && 'code' in b) {
    return a.code === b.code;
  }
  return false;
}

/** The overlay with one row replaced; null fields are dropped, and an empty row goes. */
function withRow(overlay: EditOverlay, rowKey: string, row: Readonly<Record<string, EditedField | null>>): EditOverlay {
  const kept = Object.entries(row).filter((entry): entry is [string, EditedField] => entry[1] !== null);
  const others = Object.entries(overlay).filter(([key]) => key !== rowKey);
  return Object.fromEntries(kept.length ? [...others, [rowKey, Object.fromEntries(kept)]] : others);
}

/**
 * The overlay with fields of a row set: `base` reads the saved value of a field. A field set
 * back to its saved value is no longer an edit.
 */
export function setFields(overlay: EditOverlay, rowKey: string, fields: Readonly<Record<string, unknown>>, base: (field: string) => unknown): EditOverlay {
  return withRow(overlay, rowKey, fieldsSet(overlay[rowKey], fields, base));
}

/** A row's edits with fields set (null: the field is back to its saved value). */
function fieldsSet(current: Readonly<Record<string, EditedField>> | undefined, fields: Readonly<Record<string, unknown>>, base: (field: string) => unknown): Record<string, EditedField | null> {
  const row: Record<string, EditedField | null> = { ...(current ?? {}) };
  for (const [field, value] of Object.entries(fields)) {
    const original = row[field] ? row[field].original : base(field);
    row[field] = { value, original };
    if (sameValue(value, original)) row[field] = null;
  }
  return row;
}

/**
 * setFields into an overlay the caller owns (a copy made for one paste or undo): the row is
 * replaced in place, so that writing many cells costs one copy of the overlay, not one a cell.
 */
export function setFieldsInPlace(overlay: Record<string, Readonly<Record<string, EditedField>>>, rowKey: string, fields: Readonly<Record<string, unknown>>, base: (field: string) => unknown): void {
  const kept = Object.entries(fieldsSet(overlay[rowKey], fields, base)).filter((entry): entry is [string, EditedField] => entry[1] !== null);
  if (kept.length) overlay[rowKey] = Object.fromEntries(kept);
  else Reflect.deleteProperty(overlay, rowKey);
}

/** A field's value with edits applied. */
export function editedValue(overlay: EditOverlay, rowKey: string, field: string, saved: unknown): unknown {
  const edit = overlay[rowKey]?.[field];
  return edit ? edit.value : saved;
}

/** Whether any of the fields is edited in that row. */
export function isDirty(overlay: EditOverlay, rowKey: string, fields: readonly string[]): boolean {
  const row = overlay[rowKey];
  return row ? fields.some((field) => field in row) : false;
}

/** How many fields are edited and unsaved. */
export function dirtyCount(overlay: EditOverlay): number {
  return Object.values(overlay).reduce((sum, row) => sum + Object.keys(row).length, 0);
}

/** One row's unsaved changes: field → new value. */
export interface RowChanges {
  rowKey: string;
  changes: Record<string, unknown>;
}

/** Every unsaved change, row by row: what a save sends. */
export function pendingChanges(overlay: EditOverlay): RowChanges[] {
  return Object.entries(overlay).map(([rowKey, row]) => ({
    rowKey,
    changes: Object.fromEntries(Object.entries(row).map(([field, edit]) => [field, edit.value])),
  }));
}

/**
 * The overlay after a save of `saved` succeeded: fields whose value is still the saved one are
 * cleared; a field edited again since (during the save) stays dirty, now against the saved value.
 */
export function clearSaved(overlay: EditOverlay, saved: readonly RowChanges[]): EditOverlay {
  let next = overlay;
  for (const { rowKey, changes } of saved) {
    const current = next[rowKey];
    if (!current) continue;
    const row: Record<string, EditedField | null> = { ...current };
    for (const [field, value] of Object.entries(changes)) {
      const edit = current[field];
      if (!edit) continue;
      row[field] = sameValue(edit.value, value) ? null : { value: edit.value, original: value };
    }
    next = withRow(next, rowKey, row);
  }
  return next;
}

/** Rows with their saved changes written in (what the caller's rows become after a save). */
export function applyChanges<Row extends object>(rows: readonly Row[], keyOf: (row: Row, index: number) => string, saved: readonly RowChanges[]): Row[] {
  const byKey = new Map(saved.map((entry) => [entry.rowKey, entry.changes]));
  return rows.map((row, index) => {
    const changes = byKey.get(keyOf(row, index));
    return changes ? { ...row, ...changes } : row;
  });
}
