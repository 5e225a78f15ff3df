import type { FastifyInstance } from 'fastify';
import { listRouteByCode } from '../catalogue/routes';
import type { Lang } from '../catalogue/messages';
import type { Db } from '../db/database';
import { listShape } from '../engine/columns';
import { insertRecord, type WriteContext } from '../engine/crud';
import { badInput, refuse } from '../engine/errors';
import type { Scope } from '../engine/query';
import { str, type Row } from '../engine/rules';
import { lang, ok, session, type ServerContext } from '../http/context';
import { scopeOf, shapeFor } from '../http/lists';
import type { OpContext, OperationSpec } from './registry';

/**
 * What the inbound pages of the app need beyond the list calls and the operations of
 * receipt.ts / inboundExtras.ts (issue 14, point 4):
 * - POST /asn/barcodes/{page} { receiptkey }: the delivery-note barcodes linked to a receipt
 *   (/app/barcode shows them before and after linking);
 * - POST /returnAdvance/lines/{page} { orderkey }: a shipped order's items with what its return
 *   receipts already expect (/app/returnAdvance);
 * - the `returnAdvance` operation on `receiptreversal`: sets how much of an item of a shipped
 *   order is expected back on the order's open return receipt (made when there is none).
 * Both reads answer the list envelope (`page`), so the app reads them with its list call.
 */

type Ctx = Pick<OpContext, 'db' | 'scope' | 'userid' | 'now' | 'lang'>;

function dictName(db: Db, language: Lang, dict: string, code: string): string {
  const row = db.prepare('SELECT zh, en FROM dictionary WHERE dict_code = ? AND code = ?').get(dict, code) as { zh: string; en: string } | undefined;
  return row ? (language === 'en' ? row.en : row.zh) : code;
}

/** An outbound order of the user's warehouse and owners by number, or undefined. */
function orderByKey(db: Db, scope: Scope, orderkey: string): Row | undefined {
  const row = db.prepare('SELECT * FROM orders WHERE whseid = ? AND orderkey = ?').get(scope.whseid, orderkey) as Row | undefined;
  if (row && scope.owners && !scope.owners.includes(str(row.storerkey))) return undefined;
  return row;
}

/** A receipt of the user's warehouse and owners by number, or undefined. */
function receiptInScope(db: Db, scope: Scope, receiptkey: string): Row | undefined {
  const row = db.prepare('SELECT * FROM receipt WHERE whseid = ? AND receiptkey = ?').get(scope.whseid, receiptkey) as Row | undefined;
  if (row && scope.owners && !scope.owners.includes(str(row.storerkey))) return undefined;
  return row;
}

/** The return receipts (type 1) made for an order, cancelled ones left out. */
function returnsOf(db: Db, whseid: string, orderkey: string): Row[] {
  return db.prepare(`SELECT * FROM receipt WHERE whseid = ? AND receipttype = '1' AND externreceiptkey = ? AND status <> '9' ORDER BY id`).all(whseid, orderkey);
}

/** Per item: what the order shipped, what its return receipts expect, and what the open (new) one expects. */
export interface ReturnAdvanceLine {
  id: number;
  orderkey: string;
  orderlinenumber: string;
  storerkey: string;
  sku: string;
  descr: string;
  qtyshipped: number;
  /** Expected back on every return receipt of the order (not cancelled). */
  qtyadvised: number;
  /** Expected back on the open return receipt (status new), the one `returnAdvance` edits. */
  qtyopen: number;
  /** Received on the order's return receipts. */
  qtyreturned: number;
  /** The open return receipt, '' when there is none. */
  receiptkey: string;
  returnreason: string;
}

/** The items of a shipped order (one row an item, its first order line's number and id). */
export function returnAdvanceLines(ctx: Ctx, order: Row): ReturnAdvanceLine[] {
  const orderkey = str(order.orderkey);
  const items = ctx.db
    .prepare(`SELECT MIN(id) AS id, MIN(orderlinenumber) AS orderlinenumber, storerkey, sku, MAX(descr) AS descr, SUM(qtyshipped) AS qtyshipped
              FROM orderdetail WHERE whseid = ? AND orderkey = ? GROUP BY storerkey, sku HAVING SUM(qtyshipped) > 0 ORDER BY MIN(orderlinenumber)`)
    .all(ctx.scope.whseid, orderkey) as Row[];
  const returns = returnsOf(ctx.db, ctx.scope.whseid, orderkey);
  const open = returns.find((r) => str(r.status) === '0');
  const lines = returns.length
    ? (ctx.db.prepare(`SELECT receiptkey, sku, qtyexpected, qtyreceived, returnreason FROM receiptdetail WHERE whseid = ? AND receiptkey IN (${returns.map(() => '?').join(', ')})`)
      .all(ctx.scope.whseid, ...returns.map((r) => str(r.receiptkey))) as Row[])
    : [];
  return items.map((item) => {
    const mine = lines.filter((l) => str(l.sku) === str(item.sku));
    const openLine = open ? mine.find((l) => str(l.receiptkey) === str(open.receiptkey)) : undefined;
    return {
      id: Number(item.id), orderkey, orderlinenumber: str(item.orderlinenumber), storerkey: str(item.storerkey), sku: str(item.sku), descr: str(item.descr),
      qtyshipped: Number(item.qtyshipped),
      qtyadvised: mine.reduce((n, l) => n + Number(l.qtyexpected), 0),
      qtyopen: openLine ? Number(openLine.qtyexpected) : 0,
      qtyreturned: mine.reduce((n, l) => n + Number(l.qtyreceived), 0),
      receiptkey: open ? str(open.receiptkey) : '',
      returnreason: openLine ? str(openLine.returnreason) : '',
    };
  });
}

const OP_NAME = { zh: '退货预约', en: 'Return advance notice' } as const;

/** A shipped order of the user's scope, or the catalogue's refusal. */
function shippedOrder(ctx: Ctx, orderkey: string): Row {
  const order = orderByKey(ctx.db, ctx.scope, orderkey);
  if (!order) throw refuse('stationDocNotFound', orderkey);
  if (str(order.status) !== '5') throw refuse('opStatusForbids', orderkey, dictName(ctx.db, ctx.lang, 'order_status', str(order.status)), OP_NAME[ctx.lang]);
  return order;
}

const returnAdvance: OperationSpec = {
  menus: ['receiptreversal'], code: 'returnAdvance', zh: OP_NAME.zh, en: OP_NAME.en, statusField: 'status', fromStatuses: [], multi: false, confirm: false, noRows: true,
  fields: [
    { code: 'orderkey', zh: '原出库单号', en: 'Original order no.', type: 'string', required: true, codeLike: true },
    { code: 'sku', zh: '商品编码', en: 'SKU', type: 'string', required: true },
    { code: 'qty', zh: '退货数量', en: 'Qty to return', type: 'number', required: true, min: 0 },
    { code: 'returnreason', zh: '退货原因', en: 'Return reason', type: 'select', required: false, searchData: '/dictionary/options/return_reason' },
  ],
  refusals: ['stationDocNotFound', 'opStatusForbids', 'stationUnknownItem', 'returnOverShipped'],
  run(ctx, { fields }) {
    const orderkey = String(fields.orderkey);
    const sku = String(fields.sku);
    const qty = Number(fields.qty);
    const reason = typeof fields.returnreason === 'string' ? fields.returnreason : '';
    if (reason && !ctx.db.prepare(`SELECT 1 FROM dictionary WHERE dict_code = 'return_reason' AND code = ?`).get(reason)) throw badInput('badValue', 'returnreason');
    const order = shippedOrder(ctx, orderkey);
    const line = returnAdvanceLines(ctx, order).find((l) => l.sku === sku);
    if (!line) throw refuse('stationUnknownItem', sku);
    // What the other (received, closed) return receipts already expect counts against the shipped quantity.
    if (qty + line.qtyadvised - line.qtyopen > line.qtyshipped) throw refuse('returnOverShipped', sku, String(line.qtyshipped));
    const w: WriteContext = { db: ctx.db, lang: ctx.lang, scope: ctx.scope, userid: ctx.userid, now: ctx.now };
    let receiptkey = line.receiptkey;
    if (!receiptkey) {
      if (qty === 0) return { receiptkey: '', qty: 0, lines: 0 };
      const head = insertRecord(w, ctx.shape, {
        storerkey: str(order.storerkey), externreceiptkey: orderkey, source: '0', orderdate: ctx.now, expectedreceiptdate: ctx.now, returnreason: reason,
        notes: ctx.lang === 'en' ? `Return of order ${orderkey}` : `出库单 ${orderkey} 退货`,
      });
      receiptkey = str(head.receiptkey);
    }
    const route = listRouteByCode('receiptdetailQuery');
    if (!route) throw badInput('notFound');
    const existing = ctx.db.prepare('SELECT id FROM receiptdetail WHERE whseid = ? AND receiptkey = ? AND sku = ?').get(ctx.scope.whseid, receiptkey, sku) as { id: number } | undefined;
    if (existing && qty === 0) ctx.db.prepare('DELETE FROM receiptdetail WHERE id = ?').run(existing.id);
    else if (existing) ctx.db.prepare('UPDATE receiptdetail SET qtyexpected = ?, returnreason = ?, editwho = ?, editdate = ? WHERE id = ?').run(qty, reason, ctx.userid, ctx.now, existing.id);
    else if (qty > 0) insertRecord(w, listShape(route), { receiptkey, storerkey: line.storerkey, sku, qtyexpected: qty, uom: 'EA', returnreason: reason });
    const left = ctx.db.prepare('SELECT COUNT(*) AS n, COALESCE(SUM(qtyexpected), 0) AS q FROM receiptdetail WHERE whseid = ? AND receiptkey = ?').get(ctx.scope.whseid, receiptkey) as { n: number; q: number };
    // An open return left without lines is not kept: nothing was received on it (it is new).
    if (left.n === 0) {
      ctx.db.prepare(`DELETE FROM receipt WHERE whseid = ? AND receiptkey = ? AND status = '0'`).run(ctx.scope.whseid, receiptkey);
      return { receiptkey: '', qty: 0, lines: 0 };
    }
    ctx.db.prepare('UPDATE receipt SET totalqtyexpected = ?, editwho = ?, editdate = ? WHERE whseid = ? AND receiptkey = ?').run(left.q, ctx.userid, ctx.now, ctx.scope.whseid, receiptkey);
    return { receiptkey, qty, lines: left.n };
  },
};

export const INBOUND_PAGE_OPERATIONS: readonly OperationSpec[] = [returnAdvance];

const KEY = { type: 'string', minLength: 1, maxLength: 60 } as const;
const PAGING = { pageNum: { type: ['integer', 'string'], pattern: '^[0-9]{1,6}$' }, pageSize: { type: ['integer', 'string'], pattern: '^[0-9]{1,3}$' } } as const;
const pageParams = { type: 'object', properties: { page: { type: 'string', pattern: '^[0-9]{1,6}$' } } } as const;

/** One page of rows in the list envelope (CONTRACT.md, 'List identity'). */
function paged<T>(rows: readonly T[], page: number, size: number) {
  const pageSize = Math.min(500, Math.max(1, size || 20));
  const pageNum = Math.max(1, page || 1);
  return { page: { list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), pageNum, pageSize, total: rows.length } };
}

/** The two reads of the inbound pages (see the top of this file). */
export function registerInboundPageRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Params: { page: string }; Body: { receiptkey: string; pageNum?: number | string; pageSize?: number | string } }>(
    '/asn/barcodes/:page',
    { schema: { params: pageParams, body: { type: 'object', required: ['receiptkey'], additionalProperties: false, properties: { receiptkey: KEY, ...PAGING } } } },
    (request) => {
      const s = session(request);
      shapeFor(ctx, s, 'asn');
      const scope = scopeOf(s);
      const receipt = receiptInScope(ctx.db, scope, request.body.receiptkey.trim());
      if (!receipt) throw refuse('recordNotFound');
      const rows = ctx.db.prepare('SELECT rowid AS id, barcode, receiptkey, addwho, adddate FROM receipt_barcode WHERE whseid = ? AND receiptkey = ? ORDER BY adddate DESC, barcode')
        .all(scope.whseid, str(receipt.receiptkey));
      return ok(request, paged(rows, Number(request.body.pageNum ?? request.params.page), Number(request.body.pageSize ?? 20)));
    },
  );
  app.post<{ Params: { page: string }; Body: { orderkey: string; pageNum?: number | string; pageSize?: number | string } }>(
    '/returnAdvance/lines/:page',
    { schema: { params: pageParams, body: { type: 'object', required: ['orderkey'], additionalProperties: false, properties: { orderkey: KEY, ...PAGING } } } },
    (request) => {
      const s = session(request);
      shapeFor(ctx, s, 'receiptreversal');
      const c: Ctx = { db: ctx.db, scope: scopeOf(s), userid: s.userid, now: '', lang: lang(request) };
      const order = shippedOrder(c, request.body.orderkey.trim());
      return ok(request, paged(returnAdvanceLines(c, order), Number(request.body.pageNum ?? request.params.page), Number(request.body.pageSize ?? 100)));
    },
  );
}
