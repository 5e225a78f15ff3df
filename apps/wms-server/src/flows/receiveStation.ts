import { parseScannedCode } from './codeParse';
import { refuse } from '../engine/errors';
import { str, type Row } from '../engine/rules';
import { findLine, receiptByKey, receiptLines, receiveQty, unreceiveQty } from './receipt';
import { gs1Lottables, itemByCode, serialIn, serialManaged, serialUndo } from './itemCodes';
import type { ScanBody, StationContext, StationDoc, StationLine, StationSpec, UndoBody } from './stations';

/** The receive station (/app/scanGather): open a receipt by its number, scan items to receive one piece (or qty) each. */

function dictName(ctx: StationContext, code: string, value: string): string {
  const row = ctx.db.prepare('SELECT zh, en FROM dictionary WHERE dict_code = ? AND code = ?').get(code, value) as { zh: string; en: string } | undefined;
  return row ? (ctx.lang === 'en' ? row.en : row.zh) : value;
}

function openReceipt(ctx: StationContext, code: string): Row {
  // a receipt number, its external number, or a delivery-note barcode linked to it (barcodeLink)
  const linked = ctx.db.prepare('SELECT receiptkey FROM receipt_barcode WHERE whseid = ? AND barcode = ?').get(ctx.scope.whseid, code) as { receiptkey: string } | undefined;
  const receipt = receiptByKey(ctx, linked?.receiptkey ?? code) ?? (ctx.db.prepare('SELECT * FROM receipt WHERE whseid = ? AND externreceiptkey = ? LIMIT 1').get(ctx.scope.whseid, code));
  if (!receipt || (ctx.scope.owners && !ctx.scope.owners.includes(str(receipt.storerkey)))) throw refuse('recordNotFound');
  return receipt;
}

/** The item of a scanned code on a receipt: a line's item number, else an item whose alternative code (a GTIN) it is. */
export function itemOf(ctx: StationContext, receipt: Row, code: string): string {
  const lines = receiptLines(ctx, str(receipt.receiptkey));
  const trimmed = code.trim();
  if (lines.some((l) => str(l.sku) === trimmed)) return trimmed;
  const item = itemByCode(ctx, [str(receipt.storerkey)], trimmed);
  if (item && lines.some((l) => str(l.sku) === item.sku)) return item.sku;
  throw refuse('stationUnknownItem', trimmed);
}

/**
 * The line a GS1 scan books on: with a batch, the item's line of that batch with room, else one
 * that has received nothing yet (it takes the batch); a line holding another batch is never mixed.
 */
function lineFor(ctx: StationContext, receipt: Row, sku: string, batch: string | undefined): Row {
  const line = findLine(ctx, str(receipt.receiptkey), { sku });
  if (!batch) return line;
  const ofItem = receiptLines(ctx, str(receipt.receiptkey)).filter((l) => str(l.sku) === sku);
  const same = ofItem.filter((l) => str(l.lottable02) === batch);
  const fresh = ofItem.filter((l) => Number(l.qtyreceived) <= 0 && Number(l.qtyreceived) < Number(l.qtyexpected));
  const found = same.find((l) => Number(l.qtyreceived) < Number(l.qtyexpected)) ?? fresh[0] ?? same[0];
  if (!found) throw refuse('gs1BatchMixed', sku, batch, str(line.lottable02));
  return found;
}

/** A receipt line as it is now (after a booking changed it). */
function receiptByKeyLine(ctx: StationContext, line: Row): Row {
  return (ctx.db.prepare('SELECT * FROM receiptdetail WHERE id = ?').get(Number(line.id)) as Row | undefined) ?? line;
}

export function receiptDoc(ctx: StationContext, receipt: Row): StationDoc {
  const fresh = receiptByKey(ctx, str(receipt.receiptkey)) ?? receipt;
  const lines: StationLine[] = receiptLines(ctx, str(fresh.receiptkey)).map((l) => ({
    lineKey: str(l.receiptlinenumber), sku: str(l.sku), descr: str(l.descr), expected: Number(l.qtyexpected), done: Number(l.qtyreceived), ...(str(l.toid) ? { carton: str(l.toid) } : {}),
  }));
  const expected = lines.reduce((a, l) => a + (l.expected ?? 0), 0);
  const done = lines.reduce((a, l) => a + l.done, 0);
  return {
    station: ctx.station, key: str(fresh.receiptkey), title: str(fresh.receiptkey), status: str(fresh.status), statusName: dictName(ctx, 'asn_status', str(fresh.status)),
    blind: false, lines, totals: { expected, done }, complete: lines.length > 0 && lines.every((l) => l.done >= (l.expected ?? 0)),
  };
}

/**
 * Books a scan on a receipt (the receive station and the return stations): the item of the code
 * (with `parseRules`, the warehouse's barcode parse rules read a code that is not GS1 first: an
 * item-and-count label gives its count); a GS1 label's batch and dates go on the line as its
 * lottables, and a serial-managed item books the label's serial with the piece.
 */
export function bookReceiptScan(ctx: StationContext, receipt: Row, body: ScanBody, options: { parseRules: boolean }): { line: Row; booked: number } {
  const parsed = body.gs1 || !options.parseRules ? { code: body.code.trim() } : parseScannedCode(ctx.db, ctx.scope.whseid, [str(receipt.storerkey)], body.code);
  const sku = itemOf(ctx, receipt, parsed.code);
  const lottables = gs1Lottables(body.gs1);
  const line = lineFor(ctx, receipt, sku, body.gs1?.batch);
  const qty = body.qty ?? parsed.qty ?? 1;
  const serial = body.gs1?.serial && serialManaged(ctx, str(line.storerkey), sku) ? body.gs1.serial : undefined;
  if (serial && qty !== 1) throw refuse('serialOnePiece', serial);
  receiveQty(ctx, receipt, line, { qty, ...(body.slot ? { toloc: body.slot } : {}), ...(body.carton ? { toid: body.carton } : {}), lottables });
  // After receiving: the line then has its lot and location.
  if (serial) serialIn(ctx, str(receipt.receiptkey), receiptByKeyLine(ctx, line), serial);
  return { line, booked: qty };
}

/** Takes a receipt scan back: the item's last line with something received, and the serial the scan booked. */
export function undoReceiptScan(ctx: StationContext, receipt: Row, body: UndoBody): { line: Row; booked: number } {
  const sku = itemOf(ctx, receipt, body.code.trim());
  const lines = receiptLines(ctx, str(receipt.receiptkey)).filter((l) => str(l.sku) === sku && Number(l.qtyreceived) > 0);
  const line = lines[lines.length - 1] ?? findLine(ctx, str(receipt.receiptkey), { sku });
  const taken = unreceiveQty(ctx, receipt, line, body.qty ?? 1);
  if (body.serial) serialUndo(ctx, str(receipt.receiptkey), sku, body.serial);
  return { line, booked: -taken };
}

export const RECEIVE_STATION: StationSpec = {
  name: 'receive',
  menuCode: 'asn',
  open: (ctx, code) => receiptDoc(ctx, openReceipt(ctx, code)),
  scan(ctx, body) {
    const receipt = openReceipt(ctx, body.key);
    const { line, booked } = bookReceiptScan(ctx, receipt, body, { parseRules: true });
    const doc = receiptDoc(ctx, receipt);
    return { doc, line: doc.lines.find((l) => l.lineKey === str(line.receiptlinenumber)) ?? null, booked };
  },
  undo(ctx, body) {
    const receipt = openReceipt(ctx, body.key);
    const { line, booked } = undoReceiptScan(ctx, receipt, body);
    const doc = receiptDoc(ctx, receipt);
    return { doc, line: doc.lines.find((l) => l.lineKey === str(line.receiptlinenumber)) ?? null, booked };
  },
  close(ctx, body) {
    const receipt = openReceipt(ctx, body.key);
    if (!['1', '2'].includes(str(receipt.status))) throw refuse('receiptNoScan', str(receipt.receiptkey));
    ctx.db.prepare(`UPDATE receipt SET status = '2', editwho = ?, editdate = ? WHERE id = ?`).run(ctx.userid, ctx.now, Number(receipt.id));
    return receiptDoc(ctx, receipt);
  },
};
