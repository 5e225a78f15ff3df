/**
 * The reads of the inbound pages, over the app's typed client (@wms/api): the lists of the
 * contract (`asn`, `receiptdetailQuery`, `receiptreversal`) and the two reads the reference server
 * answers for these pages in the list envelope (`/asn/barcodes/{page}`, `/returnAdvance/lines/{page}`;
 * apps/wms-server/CONTRACT.md). No React.
 */
import type { WmsApi } from '@wms/api';
import { exactMatch, normaliseKey, toLines, toReceipt, type Receipt, type ReceiptLine } from '../model/receipt';
import { toReturnLine, type ReturnLine } from '../model/returns';

/** What the inbound pages call: lists, operations, dictionaries, button permissions, print reports. */
export type InboundApi = Pick<WmsApi, 'queryList' | 'runOperation' | 'dictionary' | 'buttonPermissions' | 'printReports'>;

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The most lines of one document read at once (the server's page size limit). */
const ALL = 500;

const list = (api: InboundApi, path: string, extra: Record<string, unknown>, pageSize = ALL) =>
  api.queryList({ path, filters: [], pageNum: 1, pageSize, extra });

/**
 * A receipt by its number, else by its external number (both typed or scanned); undefined when
 * neither matches exactly.
 */
export async function findReceipt(api: InboundApi, typed: string): Promise<Receipt | undefined> {
  const key = normaliseKey(typed);
  if (!key) return undefined;
  for (const field of ['receiptkey', 'externreceiptkey']) {
    const page = await list(api, '/asn/list/{page}', { [field]: key }, 50);
    const row = exactMatch(page.rows, field, key);
    if (row) return toReceipt(row);
  }
  return undefined;
}

/** Every line of a receipt, in line order. */
export async function receiptLines(api: InboundApi, receiptkey: string): Promise<ReceiptLine[]> {
  const page = await list(api, '/receiptdetailQuery/list/{page}', { receiptkey });
  return toLines(page.rows, receiptkey);
}

/** The newest receipts in some statuses (newest first, the list's default sort). */
export async function recentReceipts(api: InboundApi, statuses: readonly string[], size: number): Promise<Receipt[]> {
  const page = await list(api, '/asn/list/{page}', { statusstr: statuses.join(',') }, size);
  return page.rows.map(toReceipt);
}

/** A delivery-note barcode linked to a receipt. */
export interface LinkedBarcode {
  barcode: string;
  receiptkey: string;
  addwho: string;
  adddate: string;
}

/** The delivery-note barcodes linked to a receipt, newest first. */
export async function linkedBarcodes(api: InboundApi, receiptkey: string): Promise<LinkedBarcode[]> {
  const page = await list(api, '/asn/barcodes/{page}', { receiptkey }, 200);
  return page.rows.map((r) => ({ barcode: text(r.barcode), receiptkey: text(r.receiptkey), addwho: text(r.addwho), adddate: text(r.adddate) }));
}

/** A shipped order's items with what its return receipts expect (refused when the order is unknown or not shipped). */
export async function returnLines(api: InboundApi, orderkey: string): Promise<ReturnLine[]> {
  const page = await list(api, '/returnAdvance/lines/{page}', { orderkey: normaliseKey(orderkey) }, 200);
  return page.rows.map(toReturnLine);
}

/** The return receipts made for an order (the `receiptreversal` list: return receipts only). */
export async function returnReceipts(api: InboundApi, orderkey: string): Promise<Receipt[]> {
  const page = await list(api, '/receiptreversal/list/{page}', { externreceiptkey: normaliseKey(orderkey) }, 50);
  return page.rows.filter((r) => normaliseKey(text(r.externreceiptkey)) === normaliseKey(orderkey)).map(toReceipt);
}
