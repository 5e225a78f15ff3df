/**
 * Receipts and their lines as the inbound pages read them (the `asn` and `receiptdetailQuery`
 * lists of apps/wms-server/CONTRACT.md), and the rules the pages apply before asking the server:
 * which statuses allow which operation, and what a receive edit sends. Pure: no React, no i18n.
 */

/** Receipt status codes (dictionary `asn_status`): 0 new, 1 receiving, 2 received, 3 finished, 4 verified and settled, 9 cancelled. */
export const ReceiptStatus = { New: '0', Receiving: '1', Received: '2', Finished: '3', Settled: '4', Cancelled: '9' } as const;

/** Receipt type codes (dictionary `receipt_type`): 1 is a return receipt. */
export const RETURN_RECEIPT_TYPE = '1';

/** QC status codes (dictionary `qc_status`): 0 not inspected. */
export const QC_NOT_INSPECTED = '0';

/**
 * The statuses each receipt operation starts from (the server's `fromStatuses`, CONTRACT.md):
 * the pages grey an action out before the server would refuse it.
 */
export const OPERATION_STATUSES = {
  receive: ['0', '1'],
  receiveAll: ['0', '1'],
  barcodeLink: ['0', '1', '2', '3'],
  barcodeLabels: ['0', '1', '2'],
  reverse: ['1', '2', '3'],
} as const satisfies Record<string, readonly string[]>;
export type ReceiptOperation = keyof typeof OPERATION_STATUSES;

/** A receipt header (a row of the `asn` list). */
export interface Receipt {
  id: number | string;
  receiptkey: string;
  externreceiptkey?: string;
  storerkey?: string;
  receipttype?: string;
  status: string;
  suppliercode?: string;
  expectedreceiptdate?: string;
  receiptdate?: string;
  totalqtyexpected?: number;
  totalqtyreceived?: number;
  [field: string]: unknown;
}

/** A receipt line (a row of the `receiptdetailQuery` list). */
export interface ReceiptLine {
  id: number | string;
  receiptkey: string;
  receiptlinenumber: string;
  storerkey?: string;
  sku: string;
  descr?: string;
  status?: string;
  qtyexpected: number;
  qtyreceived: number;
  lot?: string;
  toloc?: string;
  toid?: string;
  qcrequired?: string;
  qcstatus?: string;
  disposition?: string;
  [field: string]: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const num = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(text(value));
  return Number.isFinite(n) ? n : 0;
};

/** The document number a user typed or scanned, as the lists store it (trimmed, upper case). */
export const normaliseKey = (typed: string): string => typed.trim().toUpperCase();

/**
 * The row whose field equals the key exactly (a list's text filter matches "contains", so
 * ASN1 would also find ASN10): case-insensitive, as scanners and people type.
 */
export function exactMatch<T extends Record<string, unknown>>(rows: readonly T[], field: string, key: string): T | undefined {
  const wanted = normaliseKey(key);
  return rows.find((row) => normaliseKey(text(row[field])) === wanted);
}

/** A receipt row of the list, with numbers as numbers. */
export function toReceipt(row: Record<string, unknown>): Receipt {
  return { ...row, id: row.id as number | string, receiptkey: text(row.receiptkey), status: text(row.status), totalqtyexpected: num(row.totalqtyexpected), totalqtyreceived: num(row.totalqtyreceived) };
}

/** The lines of one receipt (exact number), in line order, numbers as numbers. */
export function toLines(rows: readonly Record<string, unknown>[], receiptkey: string): ReceiptLine[] {
  const wanted = normaliseKey(receiptkey);
  return rows
    .filter((row) => normaliseKey(text(row.receiptkey)) === wanted)
    .map((row) => ({ ...row, id: row.id as number | string, receiptkey: text(row.receiptkey), receiptlinenumber: text(row.receiptlinenumber), sku: text(row.sku), qtyexpected: num(row.qtyexpected), qtyreceived: num(row.qtyreceived) }))
    .sort((a, b) => a.receiptlinenumber.localeCompare(b.receiptlinenumber));
}

/** What is still expected on a line (never below 0). */
export const openQty = (line: Pick<ReceiptLine, 'qtyexpected' | 'qtyreceived'>): number => Math.max(0, line.qtyexpected - line.qtyreceived);

/** Whether a receipt's status allows an operation (before the server is asked). */
export const statusAllows = (operation: ReceiptOperation, status: string): boolean => (OPERATION_STATUSES[operation] as readonly string[]).includes(status);

/** Why an action on a receipt cannot run now, or undefined when it can. */
export function blockedReason(operation: ReceiptOperation, receipt: Pick<Receipt, 'status'> | undefined, granted: ReadonlySet<string>, menuCode = 'asn'): 'permission' | 'status' | undefined {
  if (!granted.has(`${menuCode}:${operation}`)) return 'permission';
  if (!receipt || !statusAllows(operation, receipt.status)) return 'status';
  return undefined;
}

/** Whether a line waits for QC: it needs it, nothing was inspected yet, and something was received. */
export const awaitsQc = (line: ReceiptLine): boolean => line.qcrequired === '1' && (line.qcstatus ?? QC_NOT_INSPECTED) === QC_NOT_INSPECTED && line.qtyreceived > 0;
