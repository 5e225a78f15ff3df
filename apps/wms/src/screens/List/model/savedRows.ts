import type { ListRecord } from '@wms/api';

/**
 * The page's rows with a record the user just saved in place of its row (matched by id), the
 * rest as they were; the same array when the page does not hold it. The list asks for its page
 * again after a save, but until that answer arrives a delete or an operation on the row must
 * send the version the save produced, not the one the page was loaded with: sent with the old
 * one, the user's own save would be refused as someone else's change (409).
 */
export function withSavedRecord(rows: readonly ListRecord[], saved: ListRecord): readonly ListRecord[] {
  const { id } = saved;
  if (id === undefined || id === '') return rows;
  const key = String(id);
  const at = rows.findIndex((row) => row.id !== undefined && String(row.id) === key);
  if (at < 0) return rows;
  const next = [...rows];
  next[at] = { ...rows[at], ...saved };
  return next;
}
