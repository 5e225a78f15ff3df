import type { StationDoc } from '@wms/api';

/** Where a station keeps the document it has open, beside its queue (one key a station and owner). */
export const openDocKey = (queueKey: string) => `${queueKey}.doc`;

function isDoc(value: unknown): value is StationDoc {
  if (!value || typeof value !== 'object') return false;
  const doc = value as Partial<StationDoc>;
  return typeof doc.station === 'string' && typeof doc.key === 'string' && typeof doc.title === 'string' && Array.isArray(doc.lines)
    && typeof doc.totals === 'object';
}

/**
 * The document the station had open when the page was left (issue 26): a handheld that reloads
 * without a network comes back to it, so that its scans are queued against it rather than
 * refused for want of an open document. What it shows is the server's last answer; the next
 * booked scan (or the queue's sending) replaces it with the current one.
 */
export function readOpenDoc(storage: Pick<Storage, 'getItem'> | undefined, key: string): StationDoc | undefined {
  try {
    const text = storage?.getItem(key);
    if (!text) return undefined;
    const parsed: unknown = JSON.parse(text);
    return isDoc(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps (or, with none, forgets) the open document. Storage refused or full: kept in memory only. */
export function writeOpenDoc(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, key: string, doc: StationDoc | undefined): void {
  try {
    if (doc) storage?.setItem(key, JSON.stringify(doc));
    else storage?.removeItem(key);
  } catch {
    // Nothing to do: the document stays open for this page.
  }
}
