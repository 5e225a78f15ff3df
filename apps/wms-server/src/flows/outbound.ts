import type { SQLInputValue } from 'node:sqlite';
import type { Db } from '../db/database';
import { refuse } from '../engine/errors';
import { str, type Row } from '../engine/rules';
import { allocate, available, deposit, findStock, pick, ship, stockById, unallocate } from '../ledger/ledger';
import type { OpContext, OperationSpec } from './registry';

/**
 * Outbound flows (issue 15, CONTRACT.md §B4, §B5): allocation by strategy, unallocation,
 * release to picking, pick confirmation with short picks into pick variance handling, weighing,
 * shipping and cancelling; every stock change through the ledger (sourcetype ORDER).
 *
 * Order status (dictionary order_status): 0 new, 1 partly allocated, 2 allocated, 3 picking,
 * 4 picked, 5 shipped, 9 cancelled. Pick detail status (pick_status): 0 new (allocated),
 * 1 picking (released), 2 picked, 3 checked, 5 shipped, 9 cancelled.
 */

export type Ctx = Pick<OpContext, 'db' | 'scope' | 'userid' | 'now' | 'booking' | 'lang'>;

const ensured = new WeakSet<Db>();
/** The outbound station tables (re-check and packing counts), created on first use. */
export function ensureOutboundTables(db: Db): void {
  if (ensured.has(db)) return;
  db.exec(`
    CREATE TABLE IF NOT EXISTS outbound_check (id INTEGER PRIMARY KEY AUTOINCREMENT, whseid TEXT NOT NULL, orderkey TEXT NOT NULL, sku TEXT NOT NULL,
      qty NUMERIC NOT NULL, caseid TEXT NOT NULL DEFAULT '', station TEXT NOT NULL, addwho TEXT NOT NULL, adddate TEXT NOT NULL);
    CREATE INDEX IF NOT EXISTS ix_outbound_check ON outbound_check (whseid, orderkey);
    CREATE TABLE IF NOT EXISTS outbound_doc (docid TEXT PRIMARY KEY, whseid TEXT NOT NULL, wavekey TEXT NOT NULL, kind TEXT NOT NULL, printed INTEGER NOT NULL DEFAULT 0, printwho TEXT NOT NULL DEFAULT '', printdate TEXT NOT NULL DEFAULT '');
  `);
  ensured.add(db);
}

/** An order by number in the user's scope (a shipper user sees only its owners' orders). */
export function orderByKey(ctx: Ctx, orderkey: string): Row | undefined {
  const row = ctx.db.prepare('SELECT * FROM orders WHERE whseid = ? AND orderkey = ?').get(ctx.scope.whseid, orderkey) as Row | undefined;
  if (row && ctx.scope.owners && !ctx.scope.owners.includes(str(row.storerkey))) return undefined;
  return row;
}

export const orderLines = (ctx: Ctx, orderkey: string): Row[] =>
  ctx.db.prepare('SELECT * FROM orderdetail WHERE whseid = ? AND orderkey = ? ORDER BY orderlinenumber').all(ctx.scope.whseid, orderkey);

export const pickLines = (ctx: Ctx, orderkey: string): Row[] =>
  ctx.db.prepare('SELECT * FROM pickdetail WHERE whseid = ? AND orderkey = ? ORDER BY id').all(ctx.scope.whseid, orderkey);

/** The stock row a pick detail line draws on. */
function stockOfPick(ctx: Ctx, p: Row): number {
  const s = findStock(ctx.db, { whseid: ctx.scope.whseid, storerkey: str(p.storerkey), sku: str(p.sku), lot: str(p.lot), loc: str(p.loc), lpnid: str(p.lpnid) });
  if (!s) throw refuse('recordNotFound');
  return s.id;
}

/** Recomputes an order's line and header quantities and status from its pick detail. */
export function refreshOrder(ctx: Ctx, orderkey: string): void {
  const order = ctx.db.prepare('SELECT id, status FROM orders WHERE whseid = ? AND orderkey = ?').get(ctx.scope.whseid, orderkey) as { id: number; status: string } | undefined;
  if (!order) return;
  const picks = pickLines(ctx, orderkey);
  const lines = orderLines(ctx, orderkey);
  const sum = (line: string, statuses: readonly string[]) =>
    picks.filter((p) => str(p.orderlinenumber) === line && statuses.includes(str(p.status))).reduce((a, p) => a + Number(p.qty), 0);
  let ordered = 0, allocated = 0, picked = 0, shipped = 0;
  for (const l of lines) {
    const ln = str(l.orderlinenumber);
    const a = sum(ln, ['0', '1']), p = sum(ln, ['2', '3']), s = sum(ln, ['5']);
    ordered += Number(l.qtyordered); allocated += a; picked += p; shipped += s;
    ctx.db.prepare('UPDATE orderdetail SET qtyallocated = ?, qtypicked = ?, qtyshipped = ?, editwho = ?, editdate = ? WHERE id = ?').run(a, p, s, ctx.userid, ctx.now, Number(l.id));
  }
  let status = str(order.status);
  if (status !== '9' && status !== '5') {
    if (picks.some((p) => str(p.status) === '1')) status = '3';
    else if (picked > 0 && allocated === 0) status = '4';
    else if (allocated + picked >= ordered && ordered > 0) status = '2';
    else if (allocated + picked > 0) status = '1';
    else status = '0';
  }
  ctx.db.prepare('UPDATE orders SET qtyordered = ?, qtyallocated = ?, qtypicked = ?, qtyshipped = ?, status = ?, editwho = ?, editdate = ? WHERE id = ?')
    .run(ordered, allocated, picked, shipped, status, ctx.userid, ctx.now, order.id);
  ctx.db.prepare('UPDATE orderdetail SET status = ? WHERE whseid = ? AND orderkey = ?').run(status, ctx.scope.whseid, orderkey);
}

function nextKey(db: Db, table: 'pickdetail' | 'wave' | 'taskdetail' | 'shipment', column: string, prefix: string): string {
  const row = db.prepare(`SELECT COALESCE(MAX(id), 0) + 1 AS n FROM ${table}`).get() as { n: number };
  let n = row.n;
  for (;;) {
    const key = `${prefix}${String(n).padStart(10, '0')}`;
    if (!db.prepare(`SELECT 1 FROM ${table} WHERE ${column} = ?`).get(key)) return key;
    n++;
  }
}

/** Allocation strategy: lot order and pick-location preference. */
export type LotOrder = 'FIFO' | 'FEFO';

export interface Shortage {
  /** The order row's id (CONTRACT.md: shortages [{ id, sku, short }]). */
  id: number;
  orderkey: string;
  line: string;
  sku: string;
  ordered: number;
  allocated: number;
  short: number;
}

/**
 * Allocates what an order still needs, line by line, by the strategy: stock of the line's owner
 * and item (and lot when the line names one), status OK, not in the lost-box location, with
 * available (on-hand less allocated, picked and held) > 0, not in a held location (the hold
 * allocation matrix: held stock rows, lots and locations are skipped); pick locations first, then lots by
 * FIFO (manufactured date) or FEFO (expiry date); held stock is never allocated. Returns the
 * shortage of every line not fully allocated.
 */
export function allocateOrder(ctx: Ctx, order: Row, lotOrder: LotOrder = 'FIFO'): Shortage[] {
  const orderkey = str(order.orderkey);
  const b = ctx.booking('ORDER', orderkey);
  const shortages: Shortage[] = [];
  const lotSort = lotOrder === 'FEFO' ? "CASE WHEN s.lottable05 = '' THEN 1 ELSE 0 END, s.lottable05" : "CASE WHEN s.lottable04 = '' THEN 1 ELSE 0 END, s.lottable04, s.adddate";
  for (const line of orderLines(ctx, orderkey)) {
    const need = Number(line.qtyordered) - Number(line.qtyallocated) - Number(line.qtypicked) - Number(line.qtyshipped);
    if (need <= 0) continue;
    const args: SQLInputValue[] = [ctx.scope.whseid, str(line.storerkey), str(line.sku)];
    const lotClause = str(line.lot) ? 'AND s.lot = ?' : '';
    if (lotClause) args.push(str(line.lot));
    const candidates = ctx.db
      .prepare(
        `SELECT s.id FROM lotxlocxid s LEFT JOIN loc l ON l.whseid = s.whseid AND l.loc = s.loc
         WHERE s.whseid = ? AND s.storerkey = ? AND s.sku = ? ${lotClause} AND s.status = 'OK' AND COALESCE(l.loctype, '') <> 'LOST' AND COALESCE(l.status, 'OK') <> 'HOLD'
           AND s.qty - s.qtyallocated - s.qtypicked - s.qtyonhold > 0
         ORDER BY CASE WHEN l.loctype = 'PICK' THEN 0 ELSE 1 END, ${lotSort}, s.id`,
      )
      .all(...args) as { id: number }[];
    let rest = need;
    for (const c of candidates) {
      if (rest <= 0) break;
      const s = stockById(ctx.db, c.id);
      if (!s) continue;
      const take = Math.min(rest, available(s));
      if (take <= 0) continue;
      allocate(b, s.id, take);
      ctx.db
        .prepare(
          `INSERT INTO pickdetail (whseid, pickdetailkey, orderkey, orderlinenumber, wavekey, storerkey, sku, lot, loc, lpnid, toloc, qty, shortqty, status, pickmethod, caseid, dropid, seedwall, recheckstatus, addwho, adddate, editwho, editdate)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, 0, '0', 'RF', '', '', '', '0', ?, ?, ?, ?)`,
        )
        .run(ctx.scope.whseid, nextKey(ctx.db, 'pickdetail', 'pickdetailkey', 'PD'), orderkey, str(line.orderlinenumber), str(order.wavekey), s.storerkey, s.sku, s.lot, s.loc, s.lpnid, take, ctx.userid, ctx.now, ctx.userid, ctx.now);
      rest -= take;
    }
    if (rest > 0) shortages.push({ id: Number(order.id), orderkey, line: str(line.orderlinenumber), sku: str(line.sku), ordered: Number(line.qtyordered), allocated: need - rest + Number(line.qtyallocated) + Number(line.qtypicked), short: rest });
  }
  refreshOrder(ctx, orderkey);
  return shortages;
}

/** Gives back every allocated, not yet picked pick line of an order. Returns the quantity. */
export function unallocateOrder(ctx: Ctx, orderkey: string): number {
  const b = ctx.booking('ORDER', orderkey);
  let total = 0;
  for (const p of pickLines(ctx, orderkey)) {
    if (!['0', '1'].includes(str(p.status)) || !(Number(p.qty) > 0)) continue;
    unallocate(b, stockOfPick(ctx, p), Number(p.qty));
    total += Number(p.qty);
    ctx.db.prepare('DELETE FROM pickdetail WHERE id = ?').run(Number(p.id));
  }
  refreshOrder(ctx, orderkey);
  return total;
}

/** Releases an order's allocated pick lines to picking (status picking, one PK task a line). */
export function releaseOrder(ctx: Ctx, orderkey: string): number {
  let n = 0;
  for (const p of pickLines(ctx, orderkey)) {
    if (str(p.status) !== '0') continue;
    ctx.db.prepare(`UPDATE pickdetail SET status = '1', editwho = ?, editdate = ? WHERE id = ?`).run(ctx.userid, ctx.now, Number(p.id));
    ctx.db
      .prepare(
        `INSERT INTO taskdetail (whseid, taskdetailkey, tasktype, status, priority, storerkey, sku, lot, fromloc, fromid, toloc, qty, userkey, taskgroup, wavekey, orderkey, reasoncode, starttime, endtime, addwho, adddate, editwho, editdate)
         VALUES (?, ?, 'PK', '0', 5, ?, ?, ?, ?, ?, '', ?, '', ?, ?, ?, ?, '', '', ?, ?, ?, ?)`,
      )
      .run(ctx.scope.whseid, nextKey(ctx.db, 'taskdetail', 'taskdetailkey', 'TK'), str(p.storerkey), str(p.sku), str(p.lot), str(p.loc), str(p.lpnid), Number(p.qty), str(p.wavekey) || orderkey, str(p.wavekey), orderkey, str(p.pickdetailkey), ctx.userid, ctx.now, ctx.userid, ctx.now);
    n++;
  }
  refreshOrder(ctx, orderkey);
  return n;
}

/**
 * Confirms a pick line: `picked` of its qty moves allocated → picked through the ledger; a short
 * pick gives the rest back (unallocate) and records it as the line's short qty, which lists it
 * in pick variance handling (/app/pickmove).
 */
export function confirmPick(ctx: Ctx, p: Row, picked: number): { picked: number; short: number } {
  const qty = Number(p.qty);
  if (!Number.isFinite(picked) || picked < 0) throw refuse('ledgerQtyPositive');
  if (picked > qty) throw refuse('pickOverQty', str(p.sku), String(qty));
  const orderkey = str(p.orderkey);
  const b = ctx.booking('PICK', orderkey);
  const stock = stockOfPick(ctx, p);
  if (picked > 0) pick(b, stock, picked);
  const short = qty - picked;
  if (short > 0) unallocate(b, stock, short);
  ctx.db.prepare(`UPDATE pickdetail SET qty = ?, shortqty = shortqty + ?, status = '2', editwho = ?, editdate = ? WHERE id = ?`).run(picked, short, ctx.userid, ctx.now, Number(p.id));
  ctx.db.prepare(`UPDATE taskdetail SET status = '2', endtime = ?, editwho = ?, editdate = ? WHERE whseid = ? AND tasktype = 'PK' AND reasoncode = ? AND status IN ('0', '1')`).run(ctx.now, ctx.userid, ctx.now, ctx.scope.whseid, str(p.pickdetailkey));
  refreshOrder(ctx, orderkey);
  return { picked, short };
}

/** Ships an order: every picked line leaves through the ledger (WD of on-hand); once only. */
export function shipOrder(ctx: Ctx, order: Row): number {
  const orderkey = str(order.orderkey);
  if (str(order.status) === '5') throw refuse('orderAlreadyShipped', orderkey);
  const b = ctx.booking('ORDER', orderkey);
  const picks = pickLines(ctx, orderkey);
  if (picks.some((p) => ['0', '1'].includes(str(p.status)))) throw refuse('orderNotPicked', orderkey);
  let total = 0;
  for (const p of picks) {
    if (!['2', '3'].includes(str(p.status)) || !(Number(p.qty) > 0)) continue;
    ship(b, stockOfPick(ctx, p), Number(p.qty));
    total += Number(p.qty);
    ctx.db.prepare(`UPDATE pickdetail SET status = '5', editwho = ?, editdate = ? WHERE id = ?`).run(ctx.userid, ctx.now, Number(p.id));
  }
  if (total <= 0) throw refuse('orderNotPicked', orderkey);
  ctx.db.prepare(`UPDATE orders SET status = '5', editwho = ?, editdate = ? WHERE id = ?`).run(ctx.userid, ctx.now, Number(order.id));
  refreshOrder(ctx, orderkey);
  ctx.db
    .prepare(
      `INSERT INTO shipment (whseid, shipmentkey, orderkey, storerkey, carrierkey, trackingno, vehicle, driver, status, shipdate, stop, totalqty, totalweight, pallets, cartons, addwho, adddate, editwho, editdate)
       VALUES (?, ?, ?, ?, ?, '', '', '', '2', ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`,
    )
    .run(ctx.scope.whseid, nextKey(ctx.db, 'shipment', 'shipmentkey', 'SH'), orderkey, str(order.storerkey), str(order.carrierkey), ctx.now, str(order.stop), total, Number(order.totalweight) || 0,
      (ctx.db.prepare(`SELECT COUNT(DISTINCT caseid) AS n FROM pickdetail WHERE whseid = ? AND orderkey = ? AND caseid <> ''`).get(ctx.scope.whseid, orderkey) as { n: number }).n,
      ctx.userid, ctx.now, ctx.userid, ctx.now);
  return total;
}

/**
 * Cancels an order not yet shipped: allocated stock goes back (UA); picked stock is put back as
 * available where it was picked (the ledger's WD of the picked qty and DP of the same qty onto the
 * same stock row, sourcetype PICK), so on-hand is unchanged and nothing stays picked.
 */
export function cancelOrder(ctx: Ctx, order: Row): number {
  const orderkey = str(order.orderkey);
  const b = ctx.booking('PICK', orderkey);
  let back = 0;
  for (const p of pickLines(ctx, orderkey)) {
    if (!['2', '3'].includes(str(p.status)) || !(Number(p.qty) > 0)) continue;
    const stock = stockById(ctx.db, stockOfPick(ctx, p));
    if (!stock) throw refuse('recordNotFound');
    ship(b, stock.id, Number(p.qty));
    deposit(b, stock, Number(p.qty));
    back += Number(p.qty);
    ctx.db.prepare(`UPDATE pickdetail SET status = '9', editwho = ?, editdate = ? WHERE id = ?`).run(ctx.userid, ctx.now, Number(p.id));
  }
  back += unallocateOrder(ctx, orderkey);
  ctx.db.prepare(`UPDATE taskdetail SET status = '9', editwho = ?, editdate = ? WHERE whseid = ? AND tasktype = 'PK' AND orderkey = ? AND status IN ('0', '1')`).run(ctx.userid, ctx.now, ctx.scope.whseid, orderkey);
  ctx.db.prepare(`UPDATE orders SET status = '9', wavekey = '', qtyallocated = 0, qtypicked = 0, editwho = ?, editdate = ? WHERE id = ?`).run(ctx.userid, ctx.now, Number(order.id));
  ctx.db.prepare(`UPDATE orderdetail SET status = '9', qtyallocated = 0, qtypicked = 0 WHERE whseid = ? AND orderkey = ?`).run(ctx.scope.whseid, orderkey);
  return back;
}

/** The expected weight of an order (kg): item gross weight × picked qty. */
export function expectedWeight(ctx: Ctx, orderkey: string): number {
  const row = ctx.db
    .prepare(`SELECT COALESCE(SUM(p.qty * COALESCE(k.stdgrossweight, 0)), 0) AS w FROM pickdetail p LEFT JOIN sku k ON k.storerkey = p.storerkey AND k.sku = p.sku WHERE p.whseid = ? AND p.orderkey = ? AND p.status IN ('2', '3')`)
    .get(ctx.scope.whseid, orderkey) as { w: number };
  return row.w;
}

/** Weight tolerance against the expected weight (business constant): 10 %, at least 0.5 kg. */
export const WEIGHT_TOLERANCE = { ratio: 0.1, minKg: 0.5 } as const;

/** Records an order's weight: a valid non-negative number within tolerance of the expected weight. */
export function weighOrder(ctx: Ctx, order: Row, raw: unknown): { weight: number; expected: number } {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const weight = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(weight) || weight <= 0) throw refuse('weightNotNumber');
  const expected = expectedWeight(ctx, str(order.orderkey));
  if (expected > 0) {
    const allowed = Math.max(expected * WEIGHT_TOLERANCE.ratio, WEIGHT_TOLERANCE.minKg);
    if (Math.abs(weight - expected) > allowed) throw refuse('weightOutOfTolerance', text, expected.toFixed(2), allowed.toFixed(2));
  }
  ctx.db.prepare('UPDATE orders SET totalweight = ?, editwho = ?, editdate = ? WHERE id = ?').run(weight, ctx.userid, ctx.now, Number(order.id));
  return { weight, expected };
}

/** Every outbound order list the lifecycle operations appear on. */
const ORDER_MENUS = ['orders', 'orderRtx', 'orderSo', 'RTXB1RETURN'] as const;

const allocateOp: OperationSpec = {
  menus: ORDER_MENUS, code: 'allocate', zh: '分配', en: 'Allocate', statusField: 'status', fromStatuses: ['0', '1'], toStatus: '2', multi: true, confirm: false, shipper: false,
  fields: [{ code: 'lotOrder', zh: '批次顺序', en: 'Lot order', type: 'string', required: false, codeLike: true }],
  refusals: ['allocLotOrder'],
  run(ctx, { rows, fields }) {
    const lotOrder = (fields.lotOrder ?? 'FIFO') as string;
    if (lotOrder !== 'FIFO' && lotOrder !== 'FEFO') throw refuse('allocLotOrder');
    const shortages = rows.flatMap((r) => allocateOrder(ctx, orderByKey(ctx, str(r.orderkey)) ?? r, lotOrder));
    return { shortages };
  },
};

const unallocateOp: OperationSpec = {
  menus: ORDER_MENUS, code: 'unallocate', zh: '取消分配', en: 'Unallocate', statusField: 'status', fromStatuses: ['1', '2'], toStatus: '0', multi: true, confirm: true, fields: [],
  run(ctx, { rows }) {
    return { returned: rows.reduce((a, r) => a + unallocateOrder(ctx, str(r.orderkey)), 0) };
  },
};

const releaseOp: OperationSpec = {
  menus: ORDER_MENUS, code: 'release', zh: '下发拣货', en: 'Release to picking', statusField: 'status', fromStatuses: ['1', '2'], toStatus: '3', multi: true, confirm: false, fields: [],
  run(ctx, { rows }) {
    return { tasks: rows.reduce((a, r) => a + releaseOrder(ctx, str(r.orderkey)), 0) };
  },
};

const weighOp: OperationSpec = {
  menus: ORDER_MENUS, code: 'weigh', zh: '称重', en: 'Weigh', statusField: 'status', fromStatuses: ['4'], multi: false, confirm: false,
  fields: [{ code: 'weight', zh: '重量(kg)', en: 'Weight (kg)', type: 'string', required: true }],
  refusals: ['weightNotNumber', 'weightOutOfTolerance'],
  run(ctx, { rows, fields }) {
    return weighOrder(ctx, rows[0] as Row, fields.weight);
  },
};

const shipOp: OperationSpec = {
  menus: ORDER_MENUS, code: 'ship', zh: '发运', en: 'Ship', statusField: 'status', fromStatuses: ['4'], toStatus: '5', multi: true, confirm: true, fields: [],
  refusals: ['orderAlreadyShipped', 'orderNotPicked'],
  run(ctx, { rows }) {
    return { shipped: rows.reduce((a, r) => a + shipOrder(ctx, r), 0) };
  },
};

const cancelOp: OperationSpec = {
  menus: ORDER_MENUS, code: 'cancel', zh: '取消订单', en: 'Cancel order', statusField: 'status', fromStatuses: ['0', '1', '2', '3', '4'], toStatus: '9', multi: true, confirm: true, shipper: true, fields: [],
  run(ctx, { rows }) {
    return { returned: rows.reduce((a, r) => a + cancelOrder(ctx, r), 0) };
  },
};

const pickConfirmOp: OperationSpec = {
  menus: ['pick', 'PaperOrderPick', 'PaperOrderPickS1'], code: 'confirm', zh: '拣货确认', en: 'Confirm pick', statusField: 'status', fromStatuses: ['0', '1'], toStatus: '2', multi: true, confirm: false,
  fields: [{ code: 'qty', zh: '实拣数量', en: 'Picked qty', type: 'number', required: false, min: 0 }],
  refusals: ['pickOverQty', 'ledgerNotAllocated'],
  run(ctx, { rows, fields }) {
    if (fields.qty !== undefined && rows.length > 1) throw refuse('opOneRow');
    const results = rows.map((p) => ({ pickdetailkey: str(p.pickdetailkey), ...confirmPick(ctx, p, fields.qty === undefined ? Number(p.qty) : Number(fields.qty)) }));
    return { lines: results, short: results.reduce((a, r) => a + r.short, 0) };
  },
};

/** Pick variance handling: re-allocate a short pick elsewhere, or accept it (the order ships less). */
const pickmoveReallocate: OperationSpec = {
  menus: ['pickmove'], code: 'reallocate', zh: '重新分配', en: 'Re-allocate', statusField: 'status', fromStatuses: ['2'], multi: false, confirm: false, fields: [],
  run(ctx, { rows }) {
    const p = rows[0] as Row;
    const orderkey = str(p.orderkey);
    const order = orderByKey(ctx, orderkey);
    if (!order || !(Number(p.shortqty) > 0)) throw refuse('recordNotFound');
    if (['5', '9'].includes(str(order.status))) throw refuse('orderAlreadyShipped', orderkey);
    ctx.db.prepare('UPDATE pickdetail SET shortqty = 0, editwho = ?, editdate = ? WHERE id = ?').run(ctx.userid, ctx.now, Number(p.id));
    const shortages = allocateOrder(ctx, order);
    return { shortages };
  },
};

const pickmoveAccept: OperationSpec = {
  menus: ['pickmove'], code: 'acceptShort', zh: '确认短拣', en: 'Accept short pick', statusField: 'status', fromStatuses: ['2', '3'], multi: true, confirm: true, fields: [],
  run(ctx, { rows }) {
    for (const p of rows) {
      // The order line is reduced to what was picked; the short qty leaves the variance list.
      ctx.db.prepare('UPDATE orderdetail SET qtyordered = qtyordered - ? WHERE whseid = ? AND orderkey = ? AND orderlinenumber = ?').run(Number(p.shortqty), ctx.scope.whseid, str(p.orderkey), str(p.orderlinenumber));
      ctx.db.prepare('UPDATE pickdetail SET shortqty = 0, editwho = ?, editdate = ? WHERE id = ?').run(ctx.userid, ctx.now, Number(p.id));
      refreshOrder(ctx, str(p.orderkey));
    }
  },
};

export const ORDER_OPERATIONS: readonly OperationSpec[] = [allocateOp, unallocateOp, releaseOp, weighOp, shipOp, cancelOp, pickConfirmOp, pickmoveReallocate, pickmoveAccept];
