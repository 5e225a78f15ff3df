import type { ReceiptLine } from './receipt';
import type { ReturnLine } from './returns';

/** A receipt line for logic tests: a new line of 10 expected, overridden as a case needs. */
export function lineOf(overrides: Partial<ReceiptLine> = {}, n = 1): ReceiptLine {
  return { id: n, receiptkey: 'ASN1', receiptlinenumber: String(n).padStart(5, '0'), sku: `SKU-${String(n)}`, qtyexpected: 10, qtyreceived: 0, qcrequired: '0', qcstatus: '0', ...overrides };
}

/** A shipped order's item for logic tests: 6 shipped, nothing announced back yet. */
export function returnLineOf(overrides: Partial<ReturnLine> = {}): ReturnLine {
  return { id: 1, orderkey: 'SO1', orderlinenumber: '00001', storerkey: 'OW001', sku: 'SKU-1', descr: '', qtyshipped: 6, qtyadvised: 0, qtyopen: 0, qtyreturned: 0, receiptkey: '', returnreason: '', ...overrides };
}
