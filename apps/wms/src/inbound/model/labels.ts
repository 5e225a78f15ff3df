/**
 * Receipt-barcode pre-print (/app/barcodeprint): the label data the `barcodeLabels` operation
 * answers (CONTRACT.md: `{ labels: [{ receiptkey, line, storerkey, sku, descr, qty, lot, barcode,
 * copies }] }`) and the documents sent to the print path. Pure.
 */

/** One label to pre-print a receipt line with; `barcode` is what the receive station reads back as the item. */
export interface ReceiptLabel {
  receiptkey: string;
  line: string;
  storerkey: string;
  sku: string;
  descr: string;
  qty: number;
  lot: string;
  barcode: string;
  copies: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The labels of an operation answer; malformed entries are left out. */
export function labelsOf(result: Readonly<Record<string, unknown>>): ReceiptLabel[] {
  const list = Array.isArray(result.labels) ? (result.labels as unknown[]) : [];
  return list.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const l = entry as Record<string, unknown>;
    if (!text(l.receiptkey) || !text(l.line)) return [];
    const copies = Math.max(1, Math.floor(Number(l.copies) || 1));
    return [{ receiptkey: text(l.receiptkey), line: text(l.line), storerkey: text(l.storerkey), sku: text(l.sku), descr: text(l.descr), qty: Number(l.qty) || 0, lot: text(l.lot), barcode: text(l.barcode), copies }];
  });
}

/**
 * The documents printed for the labels: one a label copy, `<receipt>-<line>-<n>` (n from 1 to the
 * label's copies). Each names one physical label, so the plug-in's per-job de-duplication never
 * drops a copy, and the label template finds the line (item, barcode, lot) by it.
 *
 * @example labelDocuments([{ receiptkey: 'ASN1', line: '00001', copies: 2, ... }]) // ['ASN1-00001-1', 'ASN1-00001-2']
 */
export function labelDocuments(labels: readonly Pick<ReceiptLabel, 'receiptkey' | 'line' | 'copies'>[]): string[] {
  return labels.flatMap((label) => Array.from({ length: label.copies }, (_, i) => `${label.receiptkey}-${label.line}-${String(i + 1)}`));
}

/** How many labels (lines) and physical copies a set holds. */
export function labelTotals(labels: readonly Pick<ReceiptLabel, 'copies'>[]): { labels: number; copies: number } {
  return { labels: labels.length, copies: labels.reduce((n, l) => n + l.copies, 0) };
}

/** The receipt numbers of a text, one a line or separated by commas, spaces or semicolons (repeats dropped, order kept). */
export function receiptNumbers(typed: string): string[] {
  return [...new Set(typed.split(/[\s,;，；]+/).map((s) => s.trim().toUpperCase()).filter(Boolean))];
}
