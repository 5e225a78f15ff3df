import { refuse } from '../engine/errors';
import { str, type Row } from '../engine/rules';
import { bookReceiptScan, receiptDoc, undoReceiptScan } from './receiveStation';
import { findLine, receiptByKey, receiptLines } from './receipt';
import type { OperationSpec } from './registry';
import type { StationContext, StationSpec } from './stations';

/**
 * Inbound extras (CONTRACT.md §B4): delivery-note barcode association, receipt-barcode
 * pre-print data, serial numbers in / out, and the return stations (`returnIn`, `returnScan`)
 * over return receipts (receipt type 1).
 */

const ALL_OPEN = ['0', '1', '2', '3'];

const barcodeLink: OperationSpec = {
  menus: ['asn'], code: 'barcodeLink', zh: '关联送货单条码', en: 'Link delivery-note barcode', statusField: 'status', fromStatuses: ALL_OPEN, multi: false, confirm: false,
  fields: [{ code: 'barcode', zh: '送货单条码', en: 'Delivery-note barcode', type: 'string', required: true, codeLike: true }],
  refusals: ['barcodeTaken', 'codeNoChinese'],
  run(ctx, { rows, fields }) {
    const receipt = rows[0] as Row;
    const barcode = String(fields.barcode);
    const taken = ctx.db.prepare('SELECT receiptkey FROM receipt_barcode WHERE whseid = ? AND barcode = ?').get(ctx.scope.whseid, barcode) as { receiptkey: string } | undefined;
    if (taken && taken.receiptkey !== str(receipt.receiptkey)) throw refuse('barcodeTaken', barcode, taken.receiptkey);
    ctx.db.prepare('INSERT OR IGNORE INTO receipt_barcode (whseid, barcode, receiptkey, addwho, adddate) VALUES (?, ?, ?, ?, ?)').run(ctx.scope.whseid, barcode, str(receipt.receiptkey), ctx.userid, ctx.now);
    return { barcode, receiptkey: str(receipt.receiptkey) };
  },
};

/** One label to pre-print a receipt line with (the receive station reads `barcode` back as the item). */
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

const barcodeLabels: OperationSpec = {
  menus: ['asn'], code: 'barcodeLabels', zh: '预打收货条码', en: 'Pre-print receipt barcodes', statusField: 'status', fromStatuses: ['0', '1', '2'], multi: true, confirm: false,
  fields: [{ code: 'perUnit', zh: '每件一张', en: 'One label a unit', type: 'select', required: false, searchData: '/dictionary/options/yes_no' }],
  run(ctx, { rows, fields }) {
    const labels: ReceiptLabel[] = [];
    for (const receipt of rows) {
      for (const l of receiptLines(ctx, str(receipt.receiptkey))) {
        const qty = Number(l.qtyexpected) - Number(l.qtyreceived);
        if (qty <= 0) continue;
        labels.push({
          receiptkey: str(receipt.receiptkey), line: str(l.receiptlinenumber), storerkey: str(l.storerkey), sku: str(l.sku), descr: str(l.descr), qty,
          lot: str(l.lot), barcode: str(l.sku), copies: fields.perUnit === '1' ? Math.min(qty, 999) : 1,
        });
      }
    }
    return { labels };
  },
};

const serialIn: OperationSpec = {
  menus: ['asn'], code: 'serialIn', zh: '序列号入库', en: 'Serial numbers in', statusField: 'status', fromStatuses: ['1', '2', '3'], multi: false, confirm: false,
  fields: [
    { code: 'sku', zh: '商品编码', en: 'SKU', type: 'string', required: true },
    { code: 'serialnumber', zh: '序列号', en: 'Serial no.', type: 'string', required: true, codeLike: true },
  ],
  refusals: ['serialInStock', 'stationUnknownItem'],
  run(ctx, { rows, fields }) {
    const receipt = rows[0] as Row;
    const line = findLine(ctx, str(receipt.receiptkey), { sku: String(fields.sku) });
    const sn = String(fields.serialnumber);
    if (ctx.db.prepare(`SELECT 1 FROM serialnumber WHERE whseid = ? AND serialnumber = ? AND status = '1'`).get(ctx.scope.whseid, sn)) throw refuse('serialInStock', sn);
    const inStock = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM serialnumber WHERE whseid = ? AND receiptkey = ? AND sku = ? AND direction = 'IN'`).get(ctx.scope.whseid, str(receipt.receiptkey), str(line.sku)) as { n: number }).n;
    if (inStock >= Number(line.qtyreceived)) throw refuse('overReceipt', str(line.sku), String(line.qtyreceived));
    ctx.db.prepare(`INSERT INTO serialnumber (whseid, serialnumber, direction, storerkey, sku, lot, loc, lpnid, receiptkey, orderkey, status, addwho, adddate, editwho, editdate) VALUES (?, ?, 'IN', ?, ?, ?, ?, ?, ?, '', '1', ?, ?, ?, ?)`)
      .run(ctx.scope.whseid, sn, str(line.storerkey), str(line.sku), str(line.lot), str(line.toloc), str(line.toid), str(receipt.receiptkey), ctx.userid, ctx.now, ctx.userid, ctx.now);
    return { serialnumber: sn };
  },
};

const serialOut: OperationSpec = {
  menus: ['invSernumInventory'], code: 'serialOut', zh: '序列号出库', en: 'Serial numbers out', statusField: 'status', fromStatuses: ['1'], toStatus: '2', multi: true, confirm: true,
  fields: [{ code: 'orderkey', zh: '出库单号', en: 'Order no.', type: 'string', required: true }],
  run(ctx, { rows, fields }) {
    for (const r of rows) ctx.db.prepare(`UPDATE serialnumber SET status = '2', direction = 'OUT', orderkey = ?, loc = '', editwho = ?, editdate = ? WHERE id = ?`).run(String(fields.orderkey), ctx.userid, ctx.now, Number(r.id));
  },
};

export const INBOUND_EXTRA_OPERATIONS: readonly OperationSpec[] = [barcodeLink, barcodeLabels, serialIn, serialOut];

/** A return receipt (type 1) by number, external number or linked delivery-note barcode. */
export function openReturn(ctx: StationContext, code: string): Row {
  const linked = ctx.db.prepare('SELECT receiptkey FROM receipt_barcode WHERE whseid = ? AND barcode = ?').get(ctx.scope.whseid, code) as { receiptkey: string } | undefined;
  const receipt = receiptByKey(ctx, linked?.receiptkey ?? code) ?? (ctx.db.prepare('SELECT * FROM receipt WHERE whseid = ? AND externreceiptkey = ? LIMIT 1').get(ctx.scope.whseid, code));
  if (!receipt || (ctx.scope.owners && !ctx.scope.owners.includes(str(receipt.storerkey)))) throw refuse('recordNotFound');
  if (str(receipt.receipttype) !== '1') throw refuse('notReturnReceipt', str(receipt.receiptkey));
  return receipt;
}

function returnStation(name: 'returnIn' | 'returnScan'): StationSpec {
  const blind = name === 'returnScan';
  const doc = (ctx: StationContext, r: Row) => {
    const d = receiptDoc(ctx, r);
    return blind ? { ...d, blind: true, lines: d.lines.map((l) => ({ lineKey: l.lineKey, sku: l.sku, descr: l.descr, done: l.done, ...(l.carton ? { carton: l.carton } : {}) })), totals: { done: d.totals.done } } : d;
  };
  return {
    name,
    menuCode: 'receiptreversal',
    open: (ctx, code) => doc(ctx, openReturn(ctx, code)),
    scan(ctx, body) {
      const receipt = openReturn(ctx, body.key);
      // the item number, or an alternative code of it (a GTIN); a GS1 label's batch, dates and serial as at receiving
      const { line, booked } = bookReceiptScan(ctx, receipt, body, { parseRules: false });
      const d = doc(ctx, receipt);
      return { doc: d, line: d.lines.find((l) => l.lineKey === str(line.receiptlinenumber)) ?? null, booked };
    },
    undo(ctx, body) {
      const receipt = openReturn(ctx, body.key);
      const { line, booked } = undoReceiptScan(ctx, receipt, body);
      const d = doc(ctx, receipt);
      return { doc: d, line: d.lines.find((l) => l.lineKey === str(line.receiptlinenumber)) ?? null, booked };
    },
    close(ctx, body) {
      const receipt = openReturn(ctx, body.key);
      if (!['1', '2'].includes(str(receipt.status))) throw refuse('receiptNoScan', str(receipt.receiptkey));
      ctx.db.prepare(`UPDATE receipt SET status = '2', editwho = ?, editdate = ? WHERE id = ?`).run(ctx.userid, ctx.now, Number(receipt.id));
      return doc(ctx, receipt);
    },
  };
}

export const RETURN_STATIONS: readonly StationSpec[] = [returnStation('returnIn'), returnStation('returnScan')];
