import { refuse } from '../engine/errors';
import { str, type Row } from '../engine/rules';
import { adjust, stockById } from '../ledger/ledger';
import type { OpContext, OperationSpec } from './registry';
import { itemByCode } from './itemCodes';
import type { StationContext, StationDoc, StationSpec } from './stations';

/**
 * Cycle count (CONTRACT.md §B5): generate count tasks (a parent task and one detail a stock
 * row of a zone or location), enter counts (variance = counted − on-hand now), review variances
 * (/app/ccexception lists the counted tasks with a variance), approve (a variance becomes a count
 * adjustment through the ledger) or send back for a recount. The `count` station counts a parent
 * task blind by scanning items.
 */

type Ctx = Pick<OpContext, 'db' | 'scope' | 'userid' | 'now' | 'booking' | 'lang'>;

function nextParent(ctx: Ctx): string {
  const n = (ctx.db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM cctask').get() as { n: number }).n;
  return `CC${String(n).padStart(10, '0')}`;
}

const generate: OperationSpec = {
  menus: ['ccparenttask'], code: 'generate', zh: '生成盘点任务', en: 'Generate count tasks', statusField: 'status', fromStatuses: [], multi: false, confirm: false, noRows: true,
  fields: [
    { code: 'zone', zh: '库区', en: 'Zone', type: 'string', required: false, searchData: '/options/zone' },
    { code: 'loc', zh: '库位', en: 'Location', type: 'string', required: false, searchData: '/options/loc' },
    { code: 'cctype', zh: '盘点类型', en: 'Count type', type: 'select', required: false, searchData: '/dictionary/options/cc_type' },
  ],
  refusals: ['cannotBeEmpty'],
  run(ctx, { fields }) {
    const zone = typeof fields.zone === 'string' ? fields.zone : '';
    const loc = typeof fields.loc === 'string' ? fields.loc : '';
    if (!zone && !loc) throw refuse('cannotBeEmpty', ctx.lang === 'en' ? 'Zone or location' : '库区或库位');
    const cctype = typeof fields.cctype === 'string' ? fields.cctype : 'CYCLE';
    if (!ctx.db.prepare(`SELECT 1 FROM dictionary WHERE dict_code = 'cc_type' AND code = ?`).get(cctype)) throw refuse('recordNotFound');
    const stocks = ctx.db
      .prepare(`SELECT s.id, s.storerkey, s.sku, s.lot, s.loc, s.qty FROM lotxlocxid s JOIN loc l ON l.whseid = s.whseid AND l.loc = s.loc
                WHERE s.whseid = ? AND s.qty > 0 AND (? = '' OR l.zone = ?) AND (? = '' OR s.loc = ?) ORDER BY s.loc, s.id LIMIT 500`)
      .all(ctx.scope.whseid, zone, zone, loc, loc) as Row[];
    if (stocks.length === 0) throw refuse('recordNotFound');
    const parent = nextParent(ctx);
    const insert = ctx.db.prepare(`INSERT INTO cctask (whseid, cckey, parentkey, cctype, status, loc, storerkey, sku, lot, sysqty, countqty, variance, counter, countdate, stockid, addwho, adddate, editwho, editdate)
                                   VALUES (?, ?, ?, ?, '0', ?, ?, ?, ?, ?, 0, 0, '', NULL, ?, ?, ?, ?, ?)`);
    insert.run(ctx.scope.whseid, parent, '', cctype, loc || zone, '', '', '', stocks.reduce((a, s) => a + Number(s.qty), 0), 0, ctx.userid, ctx.now, ctx.userid, ctx.now);
    stocks.forEach((s, i) => {
      insert.run(ctx.scope.whseid, `${parent}-${String(i + 1).padStart(3, '0')}`, parent, cctype, str(s.loc), str(s.storerkey), str(s.sku), str(s.lot), Number(s.qty), Number(s.id), ctx.userid, ctx.now, ctx.userid, ctx.now);
    });
    return { cckey: parent, tasks: stocks.length };
  },
};

/** Books a counted quantity on a detail task: variance against the on-hand now. */
export function enterCountQty(ctx: Ctx, task: Row, counted: number): void {
  if (!(counted >= 0) || !Number.isFinite(counted)) throw refuse('mustBePositive', ctx.lang === 'en' ? 'Counted qty' : '盘点数量');
  const stock = stockById(ctx.db, Number(task.stockid), ctx.scope.whseid);
  const onHand = stock ? stock.qty : 0;
  ctx.db.prepare(`UPDATE cctask SET countqty = ?, sysqty = ?, variance = ?, status = '1', counter = ?, countdate = ?, editwho = ?, editdate = ? WHERE id = ?`)
    .run(counted, onHand, counted - onHand, ctx.userid, ctx.now, ctx.userid, ctx.now, Number(task.id));
}

const enterCount: OperationSpec = {
  menus: ['cctaskdetail'], code: 'enterCount', zh: '录入盘点数量', en: 'Enter count', statusField: 'status', fromStatuses: ['0', '1'], toStatus: '1', multi: false, confirm: false,
  fields: [{ code: 'countqty', zh: '盘点数量', en: 'Counted qty', type: 'number', required: true, min: 0 }],
  run(ctx, { rows, fields }) {
    const task = rows[0] as Row;
    enterCountQty(ctx, task, Number(fields.countqty));
    return { variance: (ctx.db.prepare('SELECT variance FROM cctask WHERE id = ?').get(Number(task.id)) as { variance: number }).variance };
  },
};

const approve: OperationSpec = {
  menus: ['ccexception', 'cctaskdetail'], code: 'approve', zh: '审核差异', en: 'Approve variance', statusField: 'status', fromStatuses: ['1'], toStatus: '2', multi: true, confirm: true, fields: [],
  refusals: ['ledgerShort'],
  run(ctx, { rows }) {
    let adjusted = 0;
    for (const task of rows) {
      const variance = Number(task.variance);
      if (variance !== 0 && Number(task.stockid) > 0) {
        const stock = stockById(ctx.db, Number(task.stockid), ctx.scope.whseid);
        if (!stock) throw refuse('recordNotFound');
        const n = (ctx.db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM adjustment').get() as { n: number }).n;
        const key = `AJ${String(n).padStart(10, '0')}`;
        // the variance against the on-hand when counted; stock that moved since is recounted instead
        if (stock.qty !== Number(task.sysqty)) throw refuse('countStale', str(task.cckey));
        adjust(ctx.booking('COUNT', str(task.cckey)), stock.id, variance);
        ctx.db.prepare(`INSERT INTO adjustment (whseid, adjustmentkey, storerkey, sku, lot, loc, lpnid, qtybefore, qty, reasoncode, status, reviewstatus, reviewremark, addwho, adddate, editwho, editdate) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'CC', '1', '0', ?, ?, ?, ?, ?)`)
          .run(ctx.scope.whseid, key, stock.storerkey, stock.sku, stock.lot, stock.loc, stock.lpnid, stock.qty, variance, str(task.cckey), ctx.userid, ctx.now, ctx.userid, ctx.now);
        adjusted++;
      }
      ctx.db.prepare(`UPDATE cctask SET status = '2', editwho = ?, editdate = ? WHERE id = ?`).run(ctx.userid, ctx.now, Number(task.id));
    }
    return { adjusted };
  },
};

const recount: OperationSpec = {
  menus: ['ccexception', 'cctaskdetail'], code: 'recount', zh: '重新盘点', en: 'Recount', statusField: 'status', fromStatuses: ['1'], toStatus: '0', multi: true, confirm: false, fields: [],
  run(ctx, { rows }) {
    for (const task of rows) ctx.db.prepare(`UPDATE cctask SET status = '0', countqty = 0, variance = 0, editwho = ?, editdate = ? WHERE id = ?`).run(ctx.userid, ctx.now, Number(task.id));
  },
};

export const COUNT_OPERATIONS: readonly OperationSpec[] = [generate, enterCount, approve, recount];

/** The count station (/PHYSFRAME): open a parent count task, scan items (blind), close enters the counts. */
function parentTask(ctx: StationContext, code: string): Row {
  const row = ctx.db.prepare(`SELECT * FROM cctask WHERE whseid = ? AND cckey = ? AND parentkey = ''`).get(ctx.scope.whseid, code) as Row | undefined;
  if (!row) throw refuse('recordNotFound');
  return row;
}
/** Counted so far by the station, a task id → qty (kept on the task's countqty while status is 0). */
function countDoc(ctx: StationContext, parent: Row): StationDoc {
  const tasks = ctx.db.prepare('SELECT * FROM cctask WHERE whseid = ? AND parentkey = ? ORDER BY cckey').all(ctx.scope.whseid, str(parent.cckey)) as Row[];
  const lines = tasks.map((t) => ({ lineKey: str(t.cckey), sku: str(t.sku), descr: '', done: Number(t.countqty), slot: str(t.loc) }));
  const done = lines.reduce((a, l) => a + l.done, 0);
  const open = tasks.some((t) => str(t.status) === '0');
  const status = open ? '0' : '1';
  const name = ctx.db.prepare(`SELECT zh, en FROM dictionary WHERE dict_code = 'generic_status' AND code = ?`).get(status) as { zh: string; en: string } | undefined;
  return { station: ctx.station, key: str(parent.cckey), title: str(parent.cckey), status, statusName: name ? (ctx.lang === 'en' ? name.en : name.zh) : status, blind: true, lines, totals: { done }, complete: !open };
}
/**
 * The open detail task of a scanned code: the item number, else an item whose alternative code (a
 * GTIN of a GS1 label) it is, among the owners of the parent's tasks. A slot picks its location's
 * task; a GS1 batch prefers the task whose stock holds that batch (lottable02).
 */
function taskFor(ctx: StationContext, parent: Row, code: string, slot?: string, batch?: string): Row {
  const open = (sku: string) => ctx.db.prepare(`SELECT * FROM cctask WHERE whseid = ? AND parentkey = ? AND sku = ? AND status = '0' ORDER BY cckey`).all(ctx.scope.whseid, str(parent.cckey), sku) as Row[];
  let tasks = open(code);
  if (tasks.length === 0) {
    const owners = (ctx.db.prepare(`SELECT DISTINCT storerkey FROM cctask WHERE whseid = ? AND parentkey = ? AND status = '0' ORDER BY storerkey`).all(ctx.scope.whseid, str(parent.cckey)) as { storerkey: string }[]).map((r) => r.storerkey);
    const item = itemByCode(ctx, owners, code);
    if (item) tasks = open(item.sku).filter((t) => str(t.storerkey) === item.storerkey);
  }
  const ofBatch = batch
    ? tasks.filter((t) => str((ctx.db.prepare('SELECT lottable02 FROM lotxlocxid WHERE id = ?').get(Number(t.stockid)) as { lottable02: string } | undefined)?.lottable02) === batch)
    : [];
  const task = (slot ? (ofBatch.length ? ofBatch : tasks).find((t) => str(t.loc) === slot) : undefined) ?? ofBatch[0] ?? tasks[0];
  if (!task) throw refuse('stationUnknownItem', code);
  return task;
}

export const COUNT_STATION: StationSpec = {
  name: 'count',
  menuCode: 'cctaskdetail',
  open: (ctx, code) => countDoc(ctx, parentTask(ctx, code)),
  scan(ctx, body) {
    const parent = parentTask(ctx, body.key);
    const task = taskFor(ctx, parent, body.code.trim(), body.slot, body.gs1?.batch);
    const qty = body.qty ?? 1;
    if (!(qty > 0)) throw refuse('ledgerQtyPositive');
    ctx.db.prepare('UPDATE cctask SET countqty = countqty + ?, counter = ?, editwho = ?, editdate = ? WHERE id = ?').run(qty, ctx.userid, ctx.userid, ctx.now, Number(task.id));
    const doc = countDoc(ctx, parent);
    return { doc, line: doc.lines.find((l) => l.lineKey === str(task.cckey)) ?? null, booked: qty };
  },
  undo(ctx, body) {
    const parent = parentTask(ctx, body.key);
    const task = taskFor(ctx, parent, body.code.trim());
    const qty = Math.min(body.qty ?? 1, Number(task.countqty));
    if (!(qty > 0)) throw refuse('scanZeroRollback');
    ctx.db.prepare('UPDATE cctask SET countqty = countqty - ?, editwho = ?, editdate = ? WHERE id = ?').run(qty, ctx.userid, ctx.now, Number(task.id));
    const doc = countDoc(ctx, parent);
    return { doc, line: doc.lines.find((l) => l.lineKey === str(task.cckey)) ?? null, booked: -qty };
  },
  close(ctx, body) {
    const parent = parentTask(ctx, body.key);
    const tasks = ctx.db.prepare(`SELECT * FROM cctask WHERE whseid = ? AND parentkey = ? AND status = '0'`).all(ctx.scope.whseid, str(parent.cckey)) as Row[];
    for (const t of tasks) enterCountQty(ctx, t, Number(t.countqty));
    return countDoc(ctx, parent);
  },
};
