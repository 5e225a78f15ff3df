import type { SQLInputValue } from 'node:sqlite';
import { badInput, refuse } from '../engine/errors';
import { str, type Row } from '../engine/rules';
import { checkLocation, deposit, move, movedSince, setStockStatus, stockById, withdraw, type Booking } from '../ledger/ledger';
import type { OpContext, OpField, OperationSpec } from './registry';

/**
 * Inbound flows (CONTRACT.md §B4, §B5): receive by line, cancel, verify and settle, reversal
 * (冲销), QC pass and fail, putaway tasks and their confirmation. The scan receiving of the
 * `receive` station and of POST /{menuCode}/scan books through `receiveQty` here.
 */

type Ctx = Pick<OpContext, 'db' | 'scope' | 'userid' | 'now' | 'booking' | 'lang'>;

/** The default receiving location of a warehouse: the first of the receiving zone (not the lost box). */
export function receivingLocation(ctx: Ctx): string {
  const row = ctx.db.prepare(`SELECT loc FROM loc WHERE whseid = ? AND zone = 'RCV' AND loctype <> 'LOST' ORDER BY loc LIMIT 1`).get(ctx.scope.whseid) as { loc: string } | undefined;
  return row?.loc ?? 'RCV';
}

export function receiptLines(ctx: Ctx, receiptkey: string): Row[] {
  return ctx.db.prepare('SELECT * FROM receiptdetail WHERE whseid = ? AND receiptkey = ? ORDER BY receiptlinenumber').all(ctx.scope.whseid, receiptkey);
}

export function receiptByKey(ctx: Ctx, receiptkey: string): Row | undefined {
  const owners = ctx.scope.owners;
  const row = ctx.db.prepare('SELECT * FROM receipt WHERE whseid = ? AND receiptkey = ?').get(ctx.scope.whseid, receiptkey) as Row | undefined;
  if (row && owners && !owners.includes(str(row.storerkey))) return undefined;
  return row;
}

/** The most of an item a receipt may receive: expected plus its over-receipt records (the over-receipt setting). */
export function receiveLimit(ctx: Ctx, receiptkey: string, sku: string, expected: number): number {
  const over = ctx.db.prepare('SELECT COALESCE(SUM(overchargeqty), 0) AS n FROM overcharge WHERE whseid = ? AND receiptkey = ? AND sku = ?').get(ctx.scope.whseid, receiptkey, sku) as { n: number };
  return expected + over.n;
}

/** Statuses a receipt receives in: new, receiving. */
export const RECEIVABLE = ['0', '1'] as const;
const NO_SCAN = new Set(['2', '3', '4', '9']);

export interface ReceiveInput {
  qty: number;
  toloc?: string;
  toid?: string;
  lottables?: Readonly<Record<string, string>>;
}

/** Recomputes a receipt's header: total received and status (receiving, or received when every line is full). */
function refreshReceipt(ctx: Ctx, receipt: Row): void {
  const lines = receiptLines(ctx, str(receipt.receiptkey));
  const received = lines.reduce((a, l) => a + Number(l.qtyreceived), 0);
  const full = lines.length > 0 && lines.every((l) => Number(l.qtyreceived) >= Number(l.qtyexpected));
  const status = received <= 0 ? '0' : full ? '2' : '1';
  ctx.db.prepare('UPDATE receipt SET totalqtyreceived = ?, status = ?, receiptdate = CASE WHEN ? > 0 THEN ? ELSE receiptdate END, editwho = ?, editdate = ? WHERE id = ?')
    .run(received, status, received, ctx.now, ctx.userid, ctx.now, Number(receipt.id));
}

/** Receives qty on one line through the ledger (DP to the line's lot, to-location and LPN). */
export function receiveQty(ctx: Ctx, receipt: Row, line: Row, input: ReceiveInput): void {
  const receiptkey = str(receipt.receiptkey);
  if (NO_SCAN.has(str(receipt.status))) throw refuse('receiptNoScan', receiptkey);
  if (!(input.qty > 0)) throw refuse('ledgerQtyPositive');
  const limit = receiveLimit(ctx, receiptkey, str(line.sku), Number(line.qtyexpected));
  if (Number(line.qtyreceived) + input.qty > limit) throw refuse('overReceipt', str(line.sku), String(limit));
  const toloc = (input.toloc ?? '').trim() || str(line.toloc) || receivingLocation(ctx);
  checkLocation(ctx.db, ctx.scope.whseid, toloc);
  const lot = str(line.lot) || `L${receiptkey}${str(line.receiptlinenumber)}`;
  const toid = (input.toid ?? '').trim() || str(line.toid);
  const lottables: Record<string, SQLInputValue> = {};
  // The stock row keeps lottables 01-06 (inventory's columns).
  for (let i = 1; i <= 6; i++) {
    const code = `lottable${String(i).padStart(2, '0')}`;
    const v = input.lottables?.[code] ?? str(line[code]);
    if (v) lottables[code] = v;
  }
  const b = ctx.booking('RECEIPT', receiptkey);
  deposit(b, { whseid: ctx.scope.whseid, storerkey: str(line.storerkey), sku: str(line.sku), lot, loc: toloc, lpnid: toid }, input.qty, { ...lottables, status: str(line.qcrequired) === '1' ? 'QC' : 'OK' });
  const sets = Object.keys(lottables).map((c) => `"${c}" = ?`);
  ctx.db.prepare(`UPDATE receiptdetail SET qtyreceived = qtyreceived + ?, lot = ?, toloc = ?, toid = ?, status = CASE WHEN qtyreceived + ? >= qtyexpected THEN '2' ELSE '1' END${sets.length ? `, ${sets.join(', ')}` : ''}, editwho = ?, editdate = ? WHERE id = ?`)
    .run(input.qty, lot, toloc, toid, input.qty, ...Object.values(lottables), ctx.userid, ctx.now, Number(line.id));
  refreshReceipt(ctx, receipt);
}

/** Takes back scanned qty of a line (scan roll-back): WD from the stock the receipt booked there. */
export function unreceiveQty(ctx: Ctx, receipt: Row, line: Row, qty: number): number {
  const receiptkey = str(receipt.receiptkey);
  if (NO_SCAN.has(str(receipt.status))) throw refuse('receiptNoScan', receiptkey);
  if (Number(line.qtyreceived) <= 0) throw refuse('scanZeroRollback');
  if (!(qty > 0)) throw refuse('ledgerQtyPositive');
  const take = Math.min(qty, Number(line.qtyreceived));
  const stock = ctx.db
    .prepare('SELECT id FROM lotxlocxid WHERE whseid = ? AND storerkey = ? AND sku = ? AND lot = ? AND loc = ? AND lpnid = ?')
    .get(ctx.scope.whseid, str(line.storerkey), str(line.sku), str(line.lot), str(line.toloc), str(line.toid)) as { id: number } | undefined;
  if (!stock) throw refuse('scanZeroRollback');
  withdraw(ctx.booking('RECEIPT', receiptkey), stock.id, take);
  ctx.db.prepare(`UPDATE receiptdetail SET qtyreceived = qtyreceived - ?, status = CASE WHEN qtyreceived - ? <= 0 THEN '0' ELSE '1' END, editwho = ?, editdate = ? WHERE id = ?`).run(take, take, ctx.userid, ctx.now, Number(line.id));
  refreshReceipt(ctx, receipt);
  return take;
}

/** The line of a receipt by line number, or by item (its first line of that item with room left, else its first). */
export function findLine(ctx: Ctx, receiptkey: string, by: { line?: string; sku?: string }): Row {
  const lines = receiptLines(ctx, receiptkey);
  let line: Row | undefined;
  if (by.line) line = lines.find((l) => str(l.receiptlinenumber) === by.line || String(Number(l.receiptlinenumber)) === by.line);
  else if (by.sku) {
    const bySku = lines.filter((l) => str(l.sku) === by.sku);
    line = bySku.find((l) => Number(l.qtyreceived) < Number(l.qtyexpected)) ?? bySku[0];
  }
  if (!line) throw refuse('stationUnknownItem', by.line ?? by.sku ?? '');
  return line;
}

const LOTTABLE_FIELDS: OpField[] = [1, 2, 3, 4, 5].map((i) => {
  const n = String(i).padStart(2, '0');
  return { code: `lottable${n}`, zh: `批属性${n}`, en: `Lottable${n}`, type: 'string', required: false };
});

const receive: OperationSpec = {
  menus: ['asn'], code: 'receive', zh: '按行收货', en: 'Receive line', statusField: 'status', fromStatuses: ['0', '1'], toStatus: '1',
  multi: false, confirm: false,
  fields: [
    { code: 'line', zh: '行号', en: 'Line', type: 'string', required: true },
    { code: 'qty', zh: '收货数量', en: 'Receive qty', type: 'number', required: true, min: 0.000001 },
    { code: 'toloc', zh: '收货库位', en: 'To location', type: 'string', required: false, searchData: '/options/loc' },
    { code: 'toid', zh: '托盘号(LPN)', en: 'LPN', type: 'string', required: false },
    ...LOTTABLE_FIELDS,
  ],
  refusals: ['overReceipt', 'lostLocation', 'locationNotFound', 'stationUnknownItem'],
  run(ctx, { rows, fields }) {
    const receipt = rows[0] as Row;
    const line = findLine(ctx, str(receipt.receiptkey), { line: String(fields.line) });
    const lottables: Record<string, string> = {};
    for (const f of LOTTABLE_FIELDS) if (typeof fields[f.code] === 'string') lottables[f.code] = String(fields[f.code]);
    receiveQty(ctx, receipt, line, { qty: Number(fields.qty), toloc: fields.toloc as string | undefined, toid: fields.toid as string | undefined, lottables });
    return { received: Number(fields.qty) };
  },
};

const receiveAll: OperationSpec = {
  menus: ['asn'], code: 'receiveAll', zh: '整单收货', en: 'Receive all', statusField: 'status', fromStatuses: ['0', '1'], toStatus: '2',
  multi: true, confirm: true,
  fields: [{ code: 'toloc', zh: '收货库位', en: 'To location', type: 'string', required: false, searchData: '/options/loc' }],
  run(ctx, { rows, fields }) {
    let received = 0;
    for (const receipt of rows) {
      for (const line of receiptLines(ctx, str(receipt.receiptkey))) {
        const rest = Number(line.qtyexpected) - Number(line.qtyreceived);
        if (rest <= 0) continue;
        receiveQty(ctx, receiptByKey(ctx, str(receipt.receiptkey)) ?? receipt, line, { qty: rest, toloc: fields.toloc as string | undefined });
        received += rest;
      }
    }
    return { received };
  },
};

const cancel: OperationSpec = {
  menus: ['asn'], code: 'cancel', zh: '取消', en: 'Cancel', statusField: 'status', fromStatuses: ['0'], toStatus: '9', multi: true, confirm: true, shipper: true, fields: [],
  run(ctx, { rows }) {
    for (const r of rows) {
      ctx.db.prepare(`UPDATE receipt SET status = '9', editwho = ?, editdate = ? WHERE id = ?`).run(ctx.userid, ctx.now, Number(r.id));
      ctx.db.prepare(`UPDATE receiptdetail SET status = '9', editwho = ?, editdate = ? WHERE whseid = ? AND receiptkey = ?`).run(ctx.userid, ctx.now, ctx.scope.whseid, str(r.receiptkey));
    }
  },
};

const settle: OperationSpec = {
  menus: ['asn', 'verifyclose'], code: 'settle', zh: '核销结算', en: 'Verify and settle', statusField: 'status', fromStatuses: ['1', '2', '3'], toStatus: '4', multi: true, confirm: true, fields: [],
  refusals: ['settleUnreceived'],
  run(ctx, { rows }) {
    const lines: { receiptkey: string; line: string; sku: string; expected: number; received: number; difference: number }[] = [];
    for (const r of rows) {
      if (!(Number(r.totalqtyreceived) > 0)) throw refuse('settleUnreceived', str(r.receiptkey));
      for (const l of receiptLines(ctx, str(r.receiptkey))) {
        lines.push({ receiptkey: str(r.receiptkey), line: str(l.receiptlinenumber), sku: str(l.sku), expected: Number(l.qtyexpected), received: Number(l.qtyreceived), difference: Number(l.qtyreceived) - Number(l.qtyexpected) });
      }
      ctx.db.prepare(`UPDATE receipt SET status = '4', editwho = ?, editdate = ? WHERE id = ?`).run(ctx.userid, ctx.now, Number(r.id));
      ctx.db.prepare(`UPDATE receiptdetail SET status = '4', editwho = ?, editdate = ? WHERE whseid = ? AND receiptkey = ?`).run(ctx.userid, ctx.now, ctx.scope.whseid, str(r.receiptkey));
    }
    return { lines };
  },
};

/** Net stock a receipt booked, by stock row, with the first itrn of each. */
function bookedByReceipt(ctx: Ctx, receiptkey: string): { stock: number; net: number; first: number }[] {
  return ctx.db
    .prepare(
      `SELECT stock, SUM(q) AS net, MIN(id) AS first FROM (
         SELECT id, tostock AS stock, qty AS q FROM itrn WHERE whseid = ? AND sourcetype IN ('RECEIPT', 'REVERSAL') AND sourcekey = ? AND bucket = 'qty' AND tostock > 0
         UNION ALL SELECT id, fromstock, -qty FROM itrn WHERE whseid = ? AND sourcetype IN ('RECEIPT', 'REVERSAL') AND sourcekey = ? AND bucket = 'qty' AND fromstock > 0)
       GROUP BY stock HAVING SUM(q) <> 0`,
    )
    .all(ctx.scope.whseid, receiptkey, ctx.scope.whseid, receiptkey) as { stock: number; net: number; first: number }[];
}

const reverse: OperationSpec = {
  menus: ['asn', 'receiptreversal'], code: 'reverse', zh: '冲销', en: 'Reverse receipt', statusField: 'status', fromStatuses: ['1', '2', '3'], toStatus: '0', multi: false, confirm: true, fields: [],
  refusals: ['reversalMoved'],
  run(ctx, { rows }) {
    const receipt = rows[0] as Row;
    const receiptkey = str(receipt.receiptkey);
    const booked = bookedByReceipt(ctx, receiptkey);
    for (const bk of booked) {
      if (movedSince(ctx.db, bk.stock, bk.first, [['RECEIPT', receiptkey], ['REVERSAL', receiptkey]])) throw refuse('reversalMoved', receiptkey);
      const s = stockById(ctx.db, bk.stock);
      if (!s || s.qtyallocated + s.qtypicked + s.qtyonhold > s.qty - bk.net) throw refuse('reversalMoved', receiptkey);
    }
    const b: Booking = ctx.booking('REVERSAL', receiptkey);
    let reversed = 0;
    for (const bk of booked) {
      withdraw(b, bk.stock, bk.net);
      reversed += bk.net;
    }
    ctx.db.prepare(`UPDATE receiptdetail SET qtyreceived = 0, status = '0', editwho = ?, editdate = ? WHERE whseid = ? AND receiptkey = ?`).run(ctx.userid, ctx.now, ctx.scope.whseid, receiptkey);
    ctx.db.prepare(`UPDATE receipt SET totalqtyreceived = 0, status = '0', editwho = ?, editdate = ? WHERE id = ?`).run(ctx.userid, ctx.now, Number(receipt.id));
    return { reversed };
  },
};

/** The stock rows a receipt line holds now (what its DP rows booked and still hold). */
function lineStock(ctx: Ctx, line: Row): number[] {
  const rows = ctx.db
    .prepare('SELECT id FROM lotxlocxid WHERE whseid = ? AND storerkey = ? AND sku = ? AND lot = ? AND qty > 0')
    .all(ctx.scope.whseid, str(line.storerkey), str(line.sku), str(line.lot)) as { id: number }[];
  return rows.map((r) => r.id);
}

const qc = (code: 'qcPass' | 'qcFail'): OperationSpec => ({
  menus: ['QC', 'receiptdetailQuery'], code, zh: code === 'qcPass' ? '质检合格' : '质检不合格', en: code === 'qcPass' ? 'QC pass' : 'QC fail',
  statusField: 'qcstatus', fromStatuses: ['0'], toStatus: code === 'qcPass' ? '1' : '2', multi: true, confirm: false,
  fields: code === 'qcFail' ? [{ code: 'disposition', zh: '处置方式', en: 'Disposition', type: 'select', required: true, searchData: '/dictionary/options/disposition' }] : [],
  run(ctx, { rows, fields }) {
    if (code === 'qcFail') {
      const ok = ctx.db.prepare(`SELECT 1 FROM dictionary WHERE dict_code = 'disposition' AND code = ?`).get(String(fields.disposition));
      if (!ok) throw badInput('badValue', 'disposition');
    }
    for (const line of rows) {
      if (!(Number(line.qtyreceived) > 0)) throw refuse('mustBePositive', ctx.lang === 'en' ? 'Qty received' : '已收数量');
      const b = ctx.booking('QC', str(line.receiptkey));
      for (const id of lineStock(ctx, line)) setStockStatus(b, id, code === 'qcPass' ? 'OK' : 'DMG');
      ctx.db.prepare('UPDATE receiptdetail SET qcstatus = ?, qcqty = qtyreceived, qcwho = ?, disposition = ?, editwho = ?, editdate = ? WHERE id = ?')
        .run(code === 'qcPass' ? '1' : '2', ctx.userid, code === 'qcFail' ? String(fields.disposition) : '', ctx.userid, ctx.now, Number(line.id));
    }
  },
});

/** The putaway setup: a storage location of the item's usual zone (where its stock already is), else the first storage location with no stock. */
export function suggestLocation(ctx: Ctx, storerkey: string, sku: string): string {
  const usual = ctx.db
    .prepare(`SELECT s.loc FROM lotxlocxid s JOIN loc l ON l.whseid = s.whseid AND l.loc = s.loc WHERE s.whseid = ? AND s.storerkey = ? AND s.sku = ? AND s.qty > 0 AND l.zone NOT IN ('RCV', 'SHIP') AND l.loctype <> 'LOST' ORDER BY s.qty DESC LIMIT 1`)
    .get(ctx.scope.whseid, storerkey, sku) as { loc: string } | undefined;
  if (usual) return usual.loc;
  const empty = ctx.db
    .prepare(`SELECT l.loc FROM loc l WHERE l.whseid = ? AND l.zone NOT IN ('RCV', 'SHIP') AND l.loctype NOT IN ('LOST', 'DOCK') AND NOT EXISTS (SELECT 1 FROM lotxlocxid s WHERE s.whseid = l.whseid AND s.loc = l.loc AND s.qty > 0) ORDER BY l.loc LIMIT 1`)
    .get(ctx.scope.whseid) as { loc: string } | undefined;
  return empty?.loc ?? '';
}

const putawayTasks: OperationSpec = {
  menus: ['asn'], code: 'putawayTasks', zh: '生成上架任务', en: 'Create putaway tasks', statusField: 'status', fromStatuses: ['1', '2', '3', '4'], multi: true, confirm: false, fields: [],
  run(ctx, { rows }) {
    let created = 0;
    for (const receipt of rows) {
      const receiptkey = str(receipt.receiptkey);
      const stocks = ctx.db
        .prepare(`SELECT s.* FROM lotxlocxid s JOIN loc l ON l.whseid = s.whseid AND l.loc = s.loc WHERE s.whseid = ? AND l.zone = 'RCV' AND s.qty - s.qtyallocated - s.qtypicked - s.qtyonhold > 0 AND s.status = 'OK'
                  AND s.id IN (SELECT tostock FROM itrn WHERE whseid = ? AND sourcetype = 'RECEIPT' AND sourcekey = ? AND trantype = 'DP')
                  AND NOT EXISTS (SELECT 1 FROM taskdetail t WHERE t.whseid = s.whseid AND t.tasktype = 'PA' AND t.status IN ('0', '1') AND t.fromloc = s.loc AND t.fromid = s.lpnid AND t.lot = s.lot AND t.sku = s.sku)`)
        .all(ctx.scope.whseid, ctx.scope.whseid, receiptkey) as Row[];
      for (const s of stocks) {
        const n = (ctx.db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM taskdetail').get() as { n: number }).n;
        ctx.db.prepare(`INSERT INTO taskdetail (whseid, taskdetailkey, tasktype, status, priority, storerkey, sku, lot, fromloc, fromid, toloc, qty, userkey, taskgroup, wavekey, orderkey, reasoncode, addwho, adddate, editwho, editdate)
                        VALUES (?, ?, 'PA', '0', 5, ?, ?, ?, ?, ?, ?, ?, '', ?, '', '', '', ?, ?, ?, ?)`)
          .run(ctx.scope.whseid, `TK${String(n).padStart(10, '0')}`, str(s.storerkey), str(s.sku), str(s.lot), str(s.loc), str(s.lpnid), suggestLocation(ctx, str(s.storerkey), str(s.sku)),
            Number(s.qty) - Number(s.qtyallocated) - Number(s.qtypicked) - Number(s.qtyonhold), receiptkey, ctx.userid, ctx.now, ctx.userid, ctx.now);
        created++;
      }
    }
    return { created };
  },
};

const putawayConfirm: OperationSpec = {
  menus: ['taskdetail'], code: 'putawayConfirm', zh: '确认上架', en: 'Confirm putaway', statusField: 'status', fromStatuses: ['0', '1'], toStatus: '2', multi: false, confirm: false,
  fields: [{ code: 'toloc', zh: '上架库位', en: 'Putaway location', type: 'string', required: false, searchData: '/options/loc' }],
  refusals: ['lostLocation', 'locationNotFound'],
  run(ctx, { rows, fields }) {
    const task = rows[0] as Row;
    if (str(task.tasktype) !== 'PA') throw refuse('recordNotFound');
    const toloc = (typeof fields.toloc === 'string' && fields.toloc) || str(task.toloc);
    checkLocation(ctx.db, ctx.scope.whseid, toloc);
    const stock = ctx.db.prepare('SELECT id FROM lotxlocxid WHERE whseid = ? AND storerkey = ? AND sku = ? AND lot = ? AND loc = ? AND lpnid = ?')
      .get(ctx.scope.whseid, str(task.storerkey), str(task.sku), str(task.lot), str(task.fromloc), str(task.fromid)) as { id: number } | undefined;
    if (!stock) throw refuse('recordNotFound');
    move(ctx.booking('PUTAWAY', str(task.taskdetailkey)), stock.id, { loc: toloc }, Number(task.qty));
    ctx.db.prepare(`UPDATE taskdetail SET status = '2', toloc = ?, endtime = ?, userkey = ?, editwho = ?, editdate = ? WHERE id = ?`).run(toloc, ctx.now, ctx.userid, ctx.userid, ctx.now, Number(task.id));
    return { toloc };
  },
};

export const RECEIPT_OPERATIONS: readonly OperationSpec[] = [receive, receiveAll, cancel, settle, reverse, qc('qcPass'), qc('qcFail'), putawayTasks, putawayConfirm];
