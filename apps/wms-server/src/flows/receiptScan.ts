import { LIST_ROUTES } from '../catalogue/routes';
import { findRow } from '../engine/crud';
import { refuse } from '../engine/errors';
import { str, type Row } from '../engine/rules';
import { findLine, receiptLines, receiveQty, unreceiveQty } from './receipt';
import type { OpContext, OperationSpec } from './registry';

/**
 * Single-piece scan receiving on a receipt (CONTRACT.md §B4), as operations of every receipt
 * list (moved here from engine/operations.ts, issue 25): refused on received, finished,
 * verified-and-settled and cancelled receipts with the catalogue's own message (receiptNoScan);
 * the quantity must be above 0. Also answered at the older paths POST /{menuCode}/scan and
 * /scanRollback (flows/http.ts).
 */

/** Every list over receipts. */
const RECEIPT_MENUS = LIST_ROUTES.filter((r) => r.entity === 'asn').map((r) => r.menuCode);
/** Receipt statuses that may be scanned: new and receiving. */
const SCANNABLE = ['0', '1'] as const;

const words = (ctx: Pick<OpContext, 'lang'>, zh: string, en: string) => (ctx.lang === 'en' ? en : zh);

const fields = [
  { code: 'sku', zh: '商品编码', en: 'SKU', type: 'string', required: true },
  { code: 'qty', zh: '数量', en: 'Quantity', type: 'number', required: true },
] as const;

/** Books a scanned quantity: a deposit on the item's first line with room (its lot, location and LPN). */
const scan: OperationSpec = {
  menus: RECEIPT_MENUS, code: 'scan', zh: '扫描收货', en: 'Scan receive', statusField: 'status', fromStatuses: SCANNABLE, toStatus: '1', multi: false, confirm: false,
  statusRefusal: 'receiptNoScan',
  fields: [...fields, { code: 'toloc', zh: '收货库位', en: 'To location', type: 'string', required: false }],
  refusals: ['receiptNoScan', 'mustBePositive', 'stationUnknownItem', 'overReceipt'],
  run(ctx, { rows, fields: input }) {
    const receipt = rows[0] as Row;
    const qty = Number(input.qty);
    if (!(qty > 0)) throw refuse('mustBePositive', words(ctx, '扫描数量', 'Scan quantity'));
    const line = findLine(ctx, str(receipt.receiptkey), { sku: str(input.sku) });
    receiveQty(ctx, receipt, line, { qty, ...(input.toloc ? { toloc: str(input.toloc) } : {}) });
    return { receipt: findRow(ctx.db, ctx.shape, receipt.id, ctx.scope) };
  },
};

/** Takes back scanned quantity of an item (its last line with something received). */
const scanRollback: OperationSpec = {
  menus: RECEIPT_MENUS, code: 'scanRollback', zh: '扫描回退', en: 'Scan rollback', statusField: 'status', fromStatuses: SCANNABLE, multi: false, confirm: true,
  statusRefusal: 'receiptNoScan',
  fields,
  refusals: ['receiptNoScan', 'scanZeroRollback', 'mustBePositive'],
  run(ctx, { rows, fields: input }) {
    const receipt = rows[0] as Row;
    const lines = receiptLines(ctx, str(receipt.receiptkey)).filter((l) => str(l.sku) === str(input.sku));
    if (lines.length === 0) throw refuse('recordNotFound');
    const line = lines.filter((l) => Number(l.qtyreceived) > 0).pop() ?? lines[0];
    if (!line || Number(line.qtyreceived) <= 0) throw refuse('scanZeroRollback');
    if (!(Number(input.qty) > 0)) throw refuse('mustBePositive', words(ctx, '回退数量', 'Rollback quantity'));
    unreceiveQty(ctx, receipt, line, Number(input.qty));
    return { receipt: findRow(ctx.db, ctx.shape, receipt.id, ctx.scope) };
  },
};

export const RECEIPT_SCAN_OPERATIONS: readonly OperationSpec[] = [scan, scanRollback];
