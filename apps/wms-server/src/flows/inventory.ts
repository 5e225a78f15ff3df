import { badInput, refuse } from '../engine/errors';
import { str, type Row } from '../engine/rules';
import { adjust, available, checkLocation, hold, move, release, stockById, transferStock, type StockRow } from '../ledger/ledger';
import type { OpContext, OperationSpec } from './registry';

/**
 * Inventory flows (CONTRACT.md §B4, §B5): move, adjustment with reason, hold and release
 * (auto-release hours honoured), owner-to-owner and warehouse transfers. Each writes its document
 * row (movement, adjustment, inventoryhold, transfer) and books through the ledger.
 */

const STOCK_MENUS = ['inventorySearch'];
const STOCK_STATUSES = ['OK', 'QC', 'DMG', 'HOLD'];

function nextKey(ctx: OpContext, table: string, prefix: string): string {
  const n = (ctx.db.prepare(`SELECT COALESCE(MAX(id), 0) + 1 AS n FROM "${table}"`).get() as { n: number }).n;
  return `${prefix}${String(n).padStart(10, '0')}`;
}

function stockOf(ctx: OpContext, row: Row): StockRow {
  const s = stockById(ctx.db, Number(row.id), ctx.scope.whseid);
  if (!s) throw refuse('recordNotFound');
  return s;
}

const audit = (ctx: OpContext) => [ctx.userid, ctx.now, ctx.userid, ctx.now] as const;

/** Releases holds whose auto-release hours have passed (run before every operation). */
export function autoRelease(ctx: Pick<OpContext, 'db' | 'now' | 'userid'>): number {
  const due = ctx.db
    .prepare(`SELECT id, whseid, inventoryholdkey, stockid, heldqty FROM inventoryhold WHERE status = '1' AND autoreleasehours > 0 AND holddate IS NOT NULL
              AND datetime(holddate, '+' || CAST(autoreleasehours AS TEXT) || ' hours') <= datetime(?)`)
    .all(ctx.now) as { id: number; whseid: string; inventoryholdkey: string; stockid: number; heldqty: number }[];
  for (const h of due) {
    const b = { db: ctx.db, userid: 'system', now: ctx.now, sourcetype: 'HOLD', sourcekey: h.inventoryholdkey };
    const s = h.stockid > 0 ? stockById(ctx.db, h.stockid) : undefined;
    if (s && h.heldqty > 0) release(b, s.id, Math.min(h.heldqty, s.qtyonhold));
    ctx.db.prepare(`UPDATE inventoryhold SET status = '0', releasedate = ?, editwho = 'system', editdate = ? WHERE id = ?`).run(ctx.now, ctx.now, h.id);
  }
  return due.length;
}

const moveOp: OperationSpec = {
  menus: STOCK_MENUS, code: 'move', zh: '移库', en: 'Move', statusField: 'status', fromStatuses: ['OK', 'QC', 'DMG'], multi: false, confirm: false,
  fields: [
    { code: 'qty', zh: '移动数量', en: 'Move qty', type: 'number', required: true, min: 0.000001 },
    { code: 'toloc', zh: '目标库位', en: 'Destination location', type: 'string', required: true, searchData: '/options/loc' },
    { code: 'toid', zh: '目标托盘', en: 'To ID', type: 'string', required: false },
  ],
  refusals: ['lostLocation', 'locationNotFound', 'ledgerShort', 'ledgerSameLocation'],
  run(ctx, { rows, fields }) {
    const s = stockOf(ctx, rows[0] as Row);
    const movekey = nextKey(ctx, 'movement', 'MV');
    const toloc = String(fields.toloc);
    const toid = typeof fields.toid === 'string' ? fields.toid : s.lpnid;
    const booked = move(ctx.booking('MOVE', movekey), s.id, { loc: toloc, lpnid: toid }, Number(fields.qty));
    ctx.db.prepare(`INSERT INTO movement (whseid, movekey, storerkey, sku, lot, fromloc, fromid, toloc, toid, qty, status, reason, addwho, adddate, editwho, editdate) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '2', '', ?, ?, ?, ?)`)
      .run(ctx.scope.whseid, movekey, s.storerkey, s.sku, s.lot, s.loc, s.lpnid, toloc, toid, Number(fields.qty), ...audit(ctx));
    return { movekey, toStock: booked.stock.id };
  },
};

const adjustOp: OperationSpec = {
  menus: STOCK_MENUS, code: 'adjust', zh: '库存调整', en: 'Adjust', statusField: 'status', fromStatuses: STOCK_STATUSES, multi: false, confirm: true,
  fields: [
    { code: 'qty', zh: '调整数量', en: 'Adjusted by', type: 'number', required: true },
    { code: 'reasoncode', zh: '调整原因', en: 'Reason', type: 'select', required: true, searchData: '/dictionary/options/adjust_reason' },
  ],
  refusals: ['ledgerDeltaNonZero', 'ledgerShort'],
  run(ctx, { rows, fields }) {
    const reason = String(fields.reasoncode);
    if (!ctx.db.prepare(`SELECT 1 FROM dictionary WHERE dict_code = 'adjust_reason' AND code = ?`).get(reason)) throw badInput('badValue', 'reasoncode');
    const s = stockOf(ctx, rows[0] as Row);
    const key = nextKey(ctx, 'adjustment', 'AJ');
    adjust(ctx.booking('ADJUST', key), s.id, Number(fields.qty));
    ctx.db.prepare(`INSERT INTO adjustment (whseid, adjustmentkey, storerkey, sku, lot, loc, lpnid, qtybefore, qty, reasoncode, status, reviewstatus, reviewremark, addwho, adddate, editwho, editdate) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '1', '0', '', ?, ?, ?, ?)`)
      .run(ctx.scope.whseid, key, s.storerkey, s.sku, s.lot, s.loc, s.lpnid, s.qty, Number(fields.qty), reason, ...audit(ctx));
    return { adjustmentkey: key };
  },
};

const holdOp: OperationSpec = {
  menus: STOCK_MENUS, code: 'hold', zh: '冻结', en: 'Hold', statusField: 'status', fromStatuses: ['OK', 'QC', 'DMG', 'HOLD'], multi: false, confirm: false,
  fields: [
    { code: 'holdcode', zh: '冻结代码', en: 'Hold code', type: 'string', required: true, codeLike: true, searchData: '/options/basecode?category=inventoryholdcode' },
    { code: 'reason', zh: '冻结原因', en: 'Hold reason', type: 'string', required: true },
    { code: 'qty', zh: '冻结数量', en: 'Hold qty', type: 'number', required: false, min: 0.000001 },
    { code: 'autoreleasehours', zh: '自动释放(小时)', en: 'Auto release (h)', type: 'number', required: false, min: 0, max: 8760 },
  ],
  refusals: ['ledgerShort', 'codeNoChinese'],
  run(ctx, { rows, fields }) {
    const s = stockOf(ctx, rows[0] as Row);
    const qty = typeof fields.qty === 'number' ? fields.qty : available(s);
    const key = nextKey(ctx, 'inventoryhold', 'HD');
    hold(ctx.booking('HOLD', key), s.id, qty);
    ctx.db.prepare(`INSERT INTO inventoryhold (whseid, inventoryholdkey, storerkey, sku, lot, loc, lpnid, holdcode, reason, status, holddate, releasedate, autoreleasehours, stockid, heldqty, addwho, adddate, editwho, editdate)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, '1', ?, NULL, ?, ?, ?, ?, ?, ?, ?)`)
      .run(ctx.scope.whseid, key, s.storerkey, s.sku, s.lot, s.loc, s.lpnid, String(fields.holdcode), String(fields.reason), ctx.now, Number(fields.autoreleasehours ?? 0), s.id, qty, ...audit(ctx));
    return { inventoryholdkey: key, held: qty };
  },
};

const releaseOp: OperationSpec = {
  menus: ['inventoryhold'], code: 'release', zh: '释放', en: 'Release', statusField: 'status', fromStatuses: ['1'], toStatus: '0', multi: true, confirm: true, fields: [],
  run(ctx, { rows }) {
    for (const h of rows) {
      const s = Number(h.stockid) > 0 ? stockById(ctx.db, Number(h.stockid)) : undefined;
      if (s && Number(h.heldqty) > 0) release(ctx.booking('HOLD', str(h.inventoryholdkey)), s.id, Math.min(Number(h.heldqty), s.qtyonhold));
      ctx.db.prepare(`UPDATE inventoryhold SET status = '0', releasedate = ?, editwho = ?, editdate = ? WHERE id = ?`).run(ctx.now, ctx.userid, ctx.now, Number(h.id));
    }
  },
};

const transferOwner: OperationSpec = {
  menus: STOCK_MENUS, code: 'transferOwner', zh: '货权转移', en: 'Owner transfer', statusField: 'status', fromStatuses: ['OK'], multi: false, confirm: true,
  fields: [
    { code: 'tostorerkey', zh: '目标货主', en: 'To owner', type: 'select', required: true, searchData: '/options/storer?type=1' },
    { code: 'qty', zh: '数量', en: 'Qty', type: 'number', required: true, min: 0.000001 },
  ],
  run(ctx, { rows, fields }) {
    const s = stockOf(ctx, rows[0] as Row);
    const to = String(fields.tostorerkey);
    if (!ctx.db.prepare(`SELECT 1 FROM storer WHERE storerkey = ? AND type = '1'`).get(to) || to === s.storerkey) throw refuse('recordNotFound');
    if (!ctx.db.prepare('SELECT 1 FROM sku WHERE storerkey = ? AND sku = ?').get(to, s.sku)) {
      ctx.db.prepare(`INSERT INTO sku (storerkey, sku, descr) SELECT ?, sku, descr FROM sku WHERE storerkey = ? AND sku = ?`).run(to, s.storerkey, s.sku);
    }
    const key = nextKey(ctx, 'transfer', 'TF');
    transferStock(ctx.booking('TRANSFER', key), s.id, { ...s, storerkey: to }, Number(fields.qty));
    ctx.db.prepare(`INSERT INTO transfer (whseid, transferkey, transfertype, fromstorerkey, tostorerkey, fromsku, tosku, lot, qty, towhseid, status, addwho, adddate, editwho, editdate) VALUES (?, ?, 'OWNER', ?, ?, ?, ?, ?, ?, '', '2', ?, ?, ?, ?)`)
      .run(ctx.scope.whseid, key, s.storerkey, to, s.sku, s.sku, s.lot, Number(fields.qty), ...audit(ctx));
    return { transferkey: key };
  },
};

const transferWarehouse: OperationSpec = {
  menus: STOCK_MENUS, code: 'transferWarehouse', zh: '仓间调拨', en: 'Warehouse transfer', statusField: 'status', fromStatuses: ['OK'], multi: false, confirm: true,
  fields: [
    { code: 'towhseid', zh: '目标仓库', en: 'To warehouse', type: 'select', required: true, searchData: '/options/warehouse' },
    { code: 'toloc', zh: '目标库位', en: 'Destination location', type: 'string', required: true },
    { code: 'qty', zh: '数量', en: 'Qty', type: 'number', required: true, min: 0.000001 },
  ],
  run(ctx, { rows, fields }) {
    const s = stockOf(ctx, rows[0] as Row);
    const to = String(fields.towhseid);
    if (to === s.whseid || !ctx.db.prepare('SELECT 1 FROM warehouse WHERE whseid = ?').get(to)) throw refuse('warehouseNotAllowed');
    checkLocation(ctx.db, to, String(fields.toloc));
    const key = nextKey(ctx, 'transfer', 'TF');
    transferStock(ctx.booking('TRANSFER', key), s.id, { ...s, whseid: to, loc: String(fields.toloc) }, Number(fields.qty));
    ctx.db.prepare(`INSERT INTO transfer (whseid, transferkey, transfertype, fromstorerkey, tostorerkey, fromsku, tosku, lot, qty, towhseid, status, addwho, adddate, editwho, editdate) VALUES (?, ?, 'WAREHOUSE', ?, ?, ?, ?, ?, ?, ?, '2', ?, ?, ?, ?)`)
      .run(ctx.scope.whseid, key, s.storerkey, s.storerkey, s.sku, s.sku, s.lot, Number(fields.qty), to, ...audit(ctx));
    return { transferkey: key };
  },
};

export const INVENTORY_OPERATIONS: readonly OperationSpec[] = [moveOp, adjustOp, holdOp, releaseOp, transferOwner, transferWarehouse];
