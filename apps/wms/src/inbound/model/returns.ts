/**
 * Return advance notices (/app/returnAdvance): a shipped order's items as POST
 * /returnAdvance/lines/{page} answers them, how much of each may still be announced, and the
 * `returnAdvance` operation body of an edited item (CONTRACT.md: `receiptreversal`
 * `returnAdvance` { orderkey, sku, qty >= 0, returnreason? } sets the item's quantity on the
 * order's open return receipt). Pure.
 */

/** One item of a shipped order with what its return receipts already expect. */
export interface ReturnLine {
  id: number | string;
  orderkey: string;
  orderlinenumber: string;
  storerkey: string;
  sku: string;
  descr: string;
  qtyshipped: number;
  /** On every return receipt of the order (not cancelled). */
  qtyadvised: number;
  /** On the open return receipt, the one the operation edits. */
  qtyopen: number;
  qtyreturned: number;
  /** The open return receipt, '' when there is none. */
  receiptkey: string;
  returnreason: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const num = (value: unknown): number => (Number.isFinite(Number(value)) ? Number(value) : 0);

export function toReturnLine(row: Readonly<Record<string, unknown>>): ReturnLine {
  return {
    id: (row.id as number | string | undefined) ?? text(row.sku), orderkey: text(row.orderkey), orderlinenumber: text(row.orderlinenumber), storerkey: text(row.storerkey),
    sku: text(row.sku), descr: text(row.descr), qtyshipped: num(row.qtyshipped), qtyadvised: num(row.qtyadvised), qtyopen: num(row.qtyopen), qtyreturned: num(row.qtyreturned),
    receiptkey: text(row.receiptkey), returnreason: text(row.returnreason),
  };
}

/** The sheet's entry columns: the quantity on the open return and its reason (they start at the open return's values). */
export const RETURN_QTY = 'rtnQty';
export const RETURN_REASON = 'rtnReason';

/** The most the open return may expect of an item: shipped, less what the order's other returns expect. */
export const maxReturn = (line: Pick<ReturnLine, 'qtyshipped' | 'qtyadvised' | 'qtyopen'>): number => Math.max(0, line.qtyshipped - (line.qtyadvised - line.qtyopen));

/** The sheet row of an item: its entry columns filled from the open return. */
export const toSheetRow = (line: ReturnLine): ReturnLine & Record<string, unknown> => ({ ...line, [RETURN_QTY]: String(line.qtyopen), [RETURN_REASON]: line.returnreason });

/** Why a typed return quantity is refused: not a whole number ≥ 0, or more than may be announced. */
export function returnQtyProblem(value: unknown, line: Pick<ReturnLine, 'qtyshipped' | 'qtyadvised' | 'qtyopen'>): 'number' | 'over' | undefined {
  const typed = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d{1,6})?$/.test(typed)) return 'number';
  return Number(typed) > maxReturn(line) ? 'over' : undefined;
}

/** The operation body of an edited item, or undefined when nothing of it changed. */
export function returnBody(line: ReturnLine, row: Readonly<Record<string, unknown>>): Record<string, string | number> | undefined {
  const qty = Number(text(row[RETURN_QTY]).trim());
  const reason = text(row[RETURN_REASON]);
  if (!Number.isFinite(qty) || (qty === line.qtyopen && reason === line.returnreason)) return undefined;
  return { orderkey: line.orderkey, sku: line.sku, qty, ...(reason ? { returnreason: reason } : {}) };
}

/** Totals of the items: shipped, announced on any return, on the open one, received back. */
export function returnTotals(lines: readonly ReturnLine[]) {
  return lines.reduce((t, l) => ({ shipped: t.shipped + l.qtyshipped, advised: t.advised + l.qtyadvised, open: t.open + l.qtyopen, returned: t.returned + l.qtyreturned }), { shipped: 0, advised: 0, open: 0, returned: 0 });
}
