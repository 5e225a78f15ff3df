import { LIST_ROUTES } from '../catalogue/routes';
import { refuse } from '../engine/errors';
import { str, type Row } from '../engine/rules';
import { available, findStock, move } from '../ledger/ledger';
import type { Ctx } from './outbound';
import type { OperationSpec } from './registry';

/**
 * Tasks and replenishment (issue 15 point 3) and cargo collection (point 4): replenishment task
 * generation by min/max or by a wave's demand, confirmation (a ledger move), assignment and its
 * release, priority, manual scheduling; containers collected per carrier run.
 */

function nextTaskKey(ctx: Ctx): string {
  let n = (ctx.db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM taskdetail').get() as { n: number }).n;
  while (ctx.db.prepare('SELECT 1 FROM taskdetail WHERE taskdetailkey = ?').get(`TK${String(n).padStart(10, '0')}`)) n++;
  return `TK${String(n).padStart(10, '0')}`;
}

/** The first pick location of the warehouse (the replenishment destination when an item has none stocked). */
function pickLocationOf(ctx: Ctx, storerkey: string, sku: string): string | undefined {
  const stocked = ctx.db
    .prepare(`SELECT s.loc FROM lotxlocxid s JOIN loc l ON l.whseid = s.whseid AND l.loc = s.loc WHERE s.whseid = ? AND s.storerkey = ? AND s.sku = ? AND l.loctype = 'PICK' AND l.status = 'OK' ORDER BY s.id LIMIT 1`)
    .get(ctx.scope.whseid, storerkey, sku) as { loc: string } | undefined;
  if (stocked) return stocked.loc;
  return (ctx.db.prepare(`SELECT loc FROM loc WHERE whseid = ? AND loctype = 'PICK' AND status = 'OK' ORDER BY loc LIMIT 1`).get(ctx.scope.whseid) as { loc: string } | undefined)?.loc;
}

/** A replenishment task as `generate` answers it (the /app/repaTaskGen page lists them). */
export interface ReplenTask {
  taskdetailkey: string;
  tasktype: 'RP' | 'WR';
  storerkey: string;
  sku: string;
  lot: string;
  fromloc: string;
  toloc: string;
  qty: number;
  wavekey: string;
}

/** Creates replenishment tasks for `need` of an item from storage stock (FIFO), none beyond what is available. */
function replenish(ctx: Ctx, storerkey: string, sku: string, need: number, tasktype: 'RP' | 'WR', wavekey: string, made: ReplenTask[]): void {
  const toloc = pickLocationOf(ctx, storerkey, sku);
  if (!toloc || need <= 0) return;
  const sources = ctx.db
    .prepare(`SELECT s.id FROM lotxlocxid s JOIN loc l ON l.whseid = s.whseid AND l.loc = s.loc WHERE s.whseid = ? AND s.storerkey = ? AND s.sku = ? AND l.loctype = 'STORAGE' AND l.status = 'OK' AND s.status = 'OK'
              AND s.qty - s.qtyallocated - s.qtypicked - s.qtyonhold > 0 ORDER BY s.lottable04, s.id`)
    .all(ctx.scope.whseid, storerkey, sku) as { id: number }[];
  for (const src of sources) {
    if (need <= 0) break;
    const s = ctx.db.prepare('SELECT * FROM lotxlocxid WHERE id = ?').get(src.id) as Row;
    const open = (ctx.db.prepare(`SELECT COALESCE(SUM(qty), 0) AS q FROM taskdetail WHERE whseid = ? AND tasktype IN ('RP', 'WR') AND status IN ('0', '1') AND storerkey = ? AND sku = ? AND lot = ? AND fromloc = ? AND fromid = ?`)
      .get(ctx.scope.whseid, storerkey, sku, str(s.lot), str(s.loc), str(s.lpnid)) as { q: number }).q;
    const free = Number(s.qty) - Number(s.qtyallocated) - Number(s.qtypicked) - Number(s.qtyonhold) - open;
    const qty = Math.min(need, free);
    if (qty <= 0) continue;
    const taskdetailkey = nextTaskKey(ctx);
    ctx.db
      .prepare(
        `INSERT INTO taskdetail (whseid, taskdetailkey, tasktype, status, priority, storerkey, sku, lot, fromloc, fromid, toloc, qty, userkey, taskgroup, wavekey, orderkey, reasoncode, starttime, endtime, addwho, adddate, editwho, editdate)
         VALUES (?, ?, ?, '0', 5, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, '', '', '', '', ?, ?, ?, ?)`,
      )
      .run(ctx.scope.whseid, taskdetailkey, tasktype, storerkey, sku, str(s.lot), str(s.loc), str(s.lpnid), toloc, qty, wavekey || 'REPLEN', wavekey, ctx.userid, ctx.now, ctx.userid, ctx.now);
    made.push({ taskdetailkey, tasktype, storerkey, sku, lot: str(s.lot), fromloc: str(s.loc), toloc, qty, wavekey });
    need -= qty;
  }
}

const generate: OperationSpec = {
  menus: ['bhrwscQuery', 'bhclQuery'], code: 'generate', zh: '生成补货任务', en: 'Generate replenishment', statusField: 'status', fromStatuses: [], multi: true, confirm: true, noRows: true,
  fields: [
    { code: 'mode', zh: '补货方式', en: 'Mode', type: 'string', required: true, codeLike: true },
    { code: 'wavekey', zh: '波次号', en: 'Wave no.', type: 'string', required: false },
    { code: 'sku', zh: '商品', en: 'Item', type: 'string', required: false },
  ],
  refusals: ['replenMode'],
  run(ctx, { fields }) {
    const created: ReplenTask[] = [];
    if (fields.mode === 'MINMAX') {
      // items below their minimum at pick locations (counting open replenishment towards them), up to their maximum
      const args: (string | number)[] = [ctx.scope.whseid, ctx.scope.whseid];
      let where = 'k.replenmax > 0';
      if (ctx.scope.owners) {
        where += ` AND k.storerkey IN (${ctx.scope.owners.map(() => '?').join(', ')})`;
        args.push(...ctx.scope.owners);
      }
      if (typeof fields.sku === 'string') {
        where += ' AND k.sku = ?';
        args.push(fields.sku);
      }
      const items = ctx.db
        .prepare(
          `SELECT k.storerkey, k.sku, k.replenmin, k.replenmax, COALESCE(p.q, 0) + COALESCE(t.q, 0) AS have FROM sku k
           LEFT JOIN (SELECT s.storerkey, s.sku, SUM(s.qty - s.qtyallocated - s.qtypicked) AS q FROM lotxlocxid s JOIN loc l ON l.whseid = s.whseid AND l.loc = s.loc
                      WHERE s.whseid = ? AND l.loctype = 'PICK' GROUP BY s.storerkey, s.sku) p ON p.storerkey = k.storerkey AND p.sku = k.sku
           LEFT JOIN (SELECT storerkey, sku, SUM(qty) AS q FROM taskdetail WHERE whseid = ? AND tasktype IN ('RP', 'WR') AND status IN ('0', '1') GROUP BY storerkey, sku) t ON t.storerkey = k.storerkey AND t.sku = k.sku
           WHERE ${where} AND COALESCE(p.q, 0) + COALESCE(t.q, 0) < k.replenmin LIMIT 500`,
        )
        .all(...args) as { storerkey: string; sku: string; replenmin: number; replenmax: number; have: number }[];
      for (const it of items) replenish(ctx, it.storerkey, it.sku, it.replenmax - it.have, 'RP', '', created);
    } else if (fields.mode === 'WAVE') {
      const wavekey = String(fields.wavekey ?? '');
      if (!wavekey) throw refuse('cannotBeEmpty', ctx.lang === 'en' ? 'Wave no.' : '波次号');
      // the wave's demand not yet allocated: ordered less allocated, picked and shipped
      const demand = ctx.db
        .prepare(`SELECT d.storerkey, d.sku, SUM(d.qtyordered - d.qtyallocated - d.qtypicked - d.qtyshipped) AS need FROM orderdetail d JOIN orders o ON o.whseid = d.whseid AND o.orderkey = d.orderkey
                  WHERE o.whseid = ? AND o.wavekey = ? AND o.status NOT IN ('5', '9') GROUP BY d.storerkey, d.sku HAVING need > 0`)
        .all(ctx.scope.whseid, wavekey) as { storerkey: string; sku: string; need: number }[];
      // Open wave replenishment of the wave already covers part of its demand: generating again adds only the rest.
      const planned = ctx.db.prepare(`SELECT COALESCE(SUM(qty), 0) AS q FROM taskdetail WHERE whseid = ? AND tasktype = 'WR' AND status IN ('0', '1') AND wavekey = ? AND storerkey = ? AND sku = ?`);
      for (const d of demand) replenish(ctx, d.storerkey, d.sku, d.need - (planned.get(ctx.scope.whseid, wavekey, d.storerkey, d.sku) as { q: number }).q, 'WR', wavekey, created);
    } else throw refuse('replenMode');
    // `created` lists what was made (CONTRACT.md), so the page shows exactly these tasks.
    return { tasks: created.length, created };
  },
};

/** Confirms replenishment tasks: the stock moves from storage to the pick location (ledger MV). */
const confirmReplen: OperationSpec = {
  menus: ['bhclQuery', 'bhrwscQuery'], code: 'confirm', zh: '补货确认', en: 'Confirm replenishment', statusField: 'status', fromStatuses: ['0', '1'], toStatus: '2', multi: true, confirm: false, fields: [],
  refusals: ['ledgerShort'],
  run(ctx, { rows }) {
    let moved = 0;
    for (const t of rows) {
      if (!['RP', 'WR', 'RPK', 'SR'].includes(str(t.tasktype))) throw refuse('waveTaskTypes');
      const s = findStock(ctx.db, { whseid: ctx.scope.whseid, storerkey: str(t.storerkey), sku: str(t.sku), lot: str(t.lot), loc: str(t.fromloc), lpnid: str(t.fromid) });
      if (!s) throw refuse('ledgerShort', str(t.sku), '0');
      const qty = Math.min(Number(t.qty), available(s));
      if (qty <= 0) throw refuse('ledgerShort', str(t.sku), '0');
      move(ctx.booking('MOVE', str(t.taskdetailkey)), s.id, { loc: str(t.toloc) }, qty);
      ctx.db.prepare(`UPDATE taskdetail SET status = '2', qty = ?, endtime = ?, editwho = ?, editdate = ? WHERE id = ?`).run(qty, ctx.now, ctx.userid, ctx.now, Number(t.id));
      moved += qty;
    }
    return { moved };
  },
};

const TASK_MENUS = ['taskAllocRelease', 'taskArticficialSche', 'taskdetail', 'taskList'] as const;

/** Assigns tasks to a user (manual scheduling): new or processing tasks only. */
const assign: OperationSpec = {
  menus: TASK_MENUS, code: 'assign', zh: '分配任务', en: 'Assign', statusField: 'status', fromStatuses: ['0', '1'], toStatus: '1', multi: true, confirm: false,
  fields: [{ code: 'userkey', zh: '执行人', en: 'User', type: 'string', required: true, codeLike: true }],
  run(ctx, { rows, fields }) {
    const user = ctx.db.prepare('SELECT 1 FROM users WHERE userid = ?').get(String(fields.userkey));
    if (!user) throw refuse('recordNotFound');
    for (const t of rows) ctx.db.prepare(`UPDATE taskdetail SET userkey = ?, status = '1', starttime = CASE WHEN starttime = '' THEN ? ELSE starttime END, editwho = ?, editdate = ? WHERE id = ?`).run(String(fields.userkey), ctx.now, ctx.userid, ctx.now, Number(t.id));
  },
};

/** Task allocation release: the task goes back to the pool (new, no user). */
const releaseTask: OperationSpec = {
  menus: TASK_MENUS, code: 'releaseTask', zh: '释放任务', en: 'Release task', statusField: 'status', fromStatuses: ['1'], toStatus: '0', multi: true, confirm: true, fields: [],
  run(ctx, { rows }) {
    for (const t of rows) ctx.db.prepare(`UPDATE taskdetail SET userkey = '', status = '0', editwho = ?, editdate = ? WHERE id = ?`).run(ctx.userid, ctx.now, Number(t.id));
  },
};

const priority: OperationSpec = {
  menus: ['taskPriority', 'taskdetail', 'taskList'], code: 'setPriority', zh: '设置优先级', en: 'Set priority', statusField: 'status', fromStatuses: ['0', '1'], multi: true, confirm: false,
  fields: [{ code: 'priority', zh: '优先级', en: 'Priority', type: 'number', required: true, min: 1, max: 9 }],
  run(ctx, { rows, fields }) {
    if (!Number.isInteger(fields.priority)) throw refuse('mustBePositive', ctx.lang === 'en' ? 'Priority' : '优先级');
    for (const t of rows) ctx.db.prepare('UPDATE taskdetail SET priority = ?, editwho = ?, editdate = ? WHERE id = ?').run(Number(fields.priority), ctx.userid, ctx.now, Number(t.id));
  },
};

/** Cargo collection: containers collected on a carrier run, never beyond its maximum. */
const collect: OperationSpec = {
  menus: ['outorderbindding'], code: 'collect', zh: '集货', en: 'Collect', statusField: 'status', fromStatuses: ['0'], multi: false, confirm: false,
  fields: [{ code: 'count', zh: '箱数', en: 'Containers', type: 'number', required: true, min: 1, max: 10000 }],
  refusals: ['collectionFull'],
  run(ctx, { rows, fields }) {
    const c = rows[0] as Row;
    const count = Number(fields.count);
    if (!Number.isInteger(count)) throw refuse('mustBePositive', ctx.lang === 'en' ? 'Containers' : '箱数');
    const max = Number(c.maxcontainers);
    if (max > 0 && Number(c.containercount) + count > max) throw refuse('collectionFull', str(c.collectionkey), String(max));
    ctx.db.prepare('UPDATE collection SET containercount = containercount + ?, editwho = ?, editdate = ? WHERE id = ?').run(count, ctx.userid, ctx.now, Number(c.id));
    return { containercount: Number(c.containercount) + count };
  },
};

const seal: OperationSpec = {
  menus: ['outorderbindding'], code: 'seal', zh: '封箱', en: 'Close', statusField: 'status', fromStatuses: ['0'], toStatus: '1', multi: true, confirm: true, fields: [],
  run(ctx, { rows }) {
    for (const c of rows) ctx.db.prepare(`UPDATE collection SET status = '1', editwho = ?, editdate = ? WHERE id = ?`).run(ctx.userid, ctx.now, Number(c.id));
  },
};

/** Task types a wave takes: wave replenishment, replenishment picking, storage replenishment (§5). */
const WAVE_TASK_TYPES = new Set(['WR', 'RPK', 'SR']);

/**
 * Puts tasks into a wave (CONTRACT.md §B5; moved here from engine/operations.ts, issue 25):
 * wave number and task group required; the tasks must be of the wave task types and of that task
 * group. On every list over tasks; also answered at POST /{menuCode}/assignWave (flows/http.ts).
 */
const assignWave: OperationSpec = {
  menus: LIST_ROUTES.filter((r) => r.entity === 'task').map((r) => r.menuCode), code: 'assignWave', zh: '分配波次', en: 'Assign to wave',
  statusField: 'status', fromStatuses: ['0', '1', '2', '9'], multi: true, confirm: false,
  // Checked in run, with the catalogue's business messages (§5) rather than bad input.
  fields: [
    { code: 'wavekey', zh: '波次号', en: 'Wave no.', type: 'string', required: false },
    { code: 'taskgroup', zh: '任务组', en: 'Task group', type: 'string', required: false },
  ],
  refusals: ['cannotBeEmpty', 'waveTaskTypes', 'waveSameGroup'],
  run(ctx, { rows, fields }) {
    const wavekey = str(fields.wavekey).trim();
    const taskgroup = str(fields.taskgroup).trim();
    if (!wavekey) throw refuse('cannotBeEmpty', ctx.lang === 'en' ? 'Wave no.' : '波次号');
    if (!taskgroup) throw refuse('cannotBeEmpty', ctx.lang === 'en' ? 'Task group' : '任务组');
    if (rows.some((t) => !WAVE_TASK_TYPES.has(str(t.tasktype)))) throw refuse('waveTaskTypes');
    if (rows.some((t) => str(t.taskgroup) !== taskgroup)) throw refuse('waveSameGroup');
    for (const t of rows) ctx.db.prepare('UPDATE taskdetail SET wavekey = ?, editwho = ?, editdate = ? WHERE id = ?').run(wavekey, ctx.userid, ctx.now, Number(t.id));
    return { updated: rows.length };
  },
};

export const TASK_OPERATIONS: readonly OperationSpec[] = [generate, confirmReplen, assign, releaseTask, priority, collect, seal, assignWave];
