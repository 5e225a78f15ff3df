import type { SQLInputValue } from 'node:sqlite';
import type { Db } from '../db/database';
import { refuse } from '../engine/errors';
import { str, type Row } from '../engine/rules';
import { allocateOrder, ensureOutboundTables, orderByKey, releaseOrder, shipOrder, type Ctx, type Shortage } from './outbound';
import type { OperationSpec } from './registry';

/**
 * Waves (issue 15 point 2): saved filters evaluated into a candidate-order query (allow-listed
 * columns and operators, parameterised SQL), the wave plan panel's candidates, wave creation with
 * the strategy's order limits, wave allocation, task sending, shipping and document data.
 *
 * A saved filter's text (waveplan.filtertext) is `column op value` terms joined by ';', e.g.
 * `ordertype=0;carrierkey=SF;c_city~Shanghai`. Operators: = != > >= < <= ~ (contains).
 */

/** Order columns a filter may name. */
export const FILTER_COLUMNS = ['orderkey', 'externorderkey', 'storerkey', 'ordertype', 'consigneekey', 'c_company', 'c_city', 'carrierkey', 'route', 'stop', 'shipgroup', 'orderdate', 'requestedshipdate', 'source'] as const;
const OPERATORS = ['>=', '<=', '!=', '=', '>', '<', '~'] as const;
type Operator = (typeof OPERATORS)[number];

export interface FilterTerm {
  column: (typeof FILTER_COLUMNS)[number];
  op: Operator;
  value: string;
}

/** Parses a filter text; refuses an unknown column, operator or an over-long text. */
export function parseFilter(text: string): FilterTerm[] {
  if (text.length > 1000) throw refuse('filterInvalid', text.slice(0, 40));
  const terms: FilterTerm[] = [];
  for (const part of text.split(';').map((p) => p.trim()).filter(Boolean)) {
    const m = /^([a-z_0-9]+)\s*(>=|<=|!=|=|>|<|~)\s*(.*)$/.exec(part);
    if (!m) throw refuse('filterInvalid', part);
    const column = FILTER_COLUMNS.find((c) => c === m[1]);
    const op = OPERATORS.find((o) => o === m[2]);
    if (!column || !op) throw refuse('filterInvalid', part);
    terms.push({ column, op, value: (m[3] ?? '').trim() });
  }
  return terms;
}

/** The candidate orders of a filter: new, not in a wave, not cancelled, in the user's scope. */
export function candidateOrders(ctx: Ctx, terms: readonly FilterTerm[], limit = 2000): Row[] {
  const where = [`whseid = ?`, `status = '0'`, `wavekey = ''`];
  const args: SQLInputValue[] = [ctx.scope.whseid];
  if (ctx.scope.owners) {
    where.push(`storerkey IN (${ctx.scope.owners.map(() => '?').join(', ') || "''"})`);
    args.push(...ctx.scope.owners);
  }
  for (const t of terms) {
    // column and op come from the allow-lists above; the value is always a parameter.
    if (t.op === '~') {
      where.push(`"${t.column}" LIKE ? ESCAPE '\\'`);
      args.push(`%${t.value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    } else {
      where.push(`"${t.column}" ${t.op} ?`);
      args.push(t.value);
    }
  }
  return ctx.db.prepare(`SELECT * FROM orders WHERE ${where.join(' AND ')} ORDER BY orderdate, id LIMIT ?`).all(...args, limit);
}

export interface CandidateSummary {
  orders: { orderkey: string; storerkey: string; lines: number; qty: number; skus: number }[];
  count: number;
  lines: number;
  qty: number;
  /** Distinct items over all candidate orders (the item spread). */
  skus: number;
}

/** The wave plan panel's numbers for a set of candidate orders. */
export function summarise(ctx: Ctx, orders: readonly Row[]): CandidateSummary {
  const perOrder = ctx.db.prepare('SELECT COUNT(*) AS lines, COALESCE(SUM(qtyordered), 0) AS qty, COUNT(DISTINCT sku) AS skus FROM orderdetail WHERE whseid = ? AND orderkey = ?');
  const allSkus = new Set<string>();
  const skuOf = ctx.db.prepare('SELECT DISTINCT sku FROM orderdetail WHERE whseid = ? AND orderkey = ?');
  const out = orders.map((o) => {
    const r = perOrder.get(ctx.scope.whseid, str(o.orderkey)) as { lines: number; qty: number; skus: number };
    for (const s of skuOf.all(ctx.scope.whseid, str(o.orderkey)) as { sku: string }[]) allSkus.add(s.sku);
    return { orderkey: str(o.orderkey), storerkey: str(o.storerkey), lines: r.lines, qty: r.qty, skus: r.skus };
  });
  return { orders: out, count: out.length, lines: out.reduce((a, o) => a + o.lines, 0), qty: out.reduce((a, o) => a + o.qty, 0), skus: allSkus.size };
}

function nextWaveKey(db: Db): string {
  const row = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM wave').get() as { n: number };
  let n = row.n;
  while (db.prepare('SELECT 1 FROM wave WHERE wavekey = ?').get(`WV${String(n).padStart(10, '0')}`)) n++;
  return `WV${String(n).padStart(10, '0')}`;
}

/**
 * Creates a wave of orders within the order limits (max and min orders of the plan, when given).
 * The existing wave-assignment rules: only new orders not in a wave; one wave an order.
 */
export function createWave(ctx: Ctx, orders: readonly Row[], limits: { maxorders?: number; minorders?: number; strategykey?: string; descr?: string }): { wavekey: string; orderkeys: string[] } {
  const fresh = orders.filter((o) => str(o.status) === '0' && str(o.wavekey) === '');
  if (orders.some((o) => str(o.wavekey) !== '')) throw refuse('waveOrderInWave', str(orders.find((o) => str(o.wavekey) !== '')?.orderkey));
  if (orders.some((o) => str(o.status) !== '0')) throw refuse('waveOrderNotNew', str(orders.find((o) => str(o.status) !== '0')?.orderkey));
  const max = limits.maxorders && limits.maxorders > 0 ? limits.maxorders : Infinity;
  const chosen = fresh.slice(0, max === Infinity ? fresh.length : max);
  if (chosen.length === 0 || chosen.length < (limits.minorders ?? 0)) throw refuse('waveTooFewOrders', String(chosen.length), String(limits.minorders ?? 1));
  const wavekey = nextWaveKey(ctx.db);
  const qty = chosen.reduce((a, o) => a + Number(o.qtyordered), 0);
  const types = new Set(chosen.map((o) => str(o.ordertype)));
  ctx.db
    .prepare(`INSERT INTO wave (whseid, wavekey, descr, wavetype, status, strategykey, ordercount, totalqty, releasedate, addwho, adddate, editwho, editdate) VALUES (?, ?, ?, ?, '0', ?, ?, ?, '', ?, ?, ?, ?)`)
    .run(ctx.scope.whseid, wavekey, limits.descr ?? '', types.size === 1 && types.has('1') ? 'B2C' : 'B2B', limits.strategykey ?? '', chosen.length, qty, ctx.userid, ctx.now, ctx.userid, ctx.now);
  for (const o of chosen) {
    ctx.db.prepare('UPDATE orders SET wavekey = ?, editwho = ?, editdate = ? WHERE id = ?').run(wavekey, ctx.userid, ctx.now, Number(o.id));
    ctx.db.prepare('UPDATE pickdetail SET wavekey = ? WHERE whseid = ? AND orderkey = ?').run(wavekey, ctx.scope.whseid, str(o.orderkey));
  }
  return { wavekey, orderkeys: chosen.map((o) => str(o.orderkey)) };
}

export const waveOrders = (ctx: Ctx, wavekey: string): Row[] =>
  (ctx.db.prepare('SELECT * FROM orders WHERE whseid = ? AND wavekey = ? ORDER BY orderkey').all(ctx.scope.whseid, wavekey) as Row[]).filter((o) => !ctx.scope.owners || ctx.scope.owners.includes(str(o.storerkey)));

/** A wave's status from its orders (wave_status): 0 not allocated … 2 allocated, 4 sent, 6 shipped. */
function refreshWave(ctx: Ctx, wavekey: string, sent = false): void {
  const orders = waveOrders(ctx, wavekey).filter((o) => str(o.status) !== '9');
  const st = orders.map((o) => str(o.status));
  let status = '0';
  if (st.length && st.every((s) => s === '5')) status = '6';
  else if (st.length && st.every((s) => s === '4' || s === '5')) status = '5';
  else if (sent || st.some((s) => s === '3')) status = '4';
  else if (st.length && st.every((s) => s === '2')) status = '2';
  else if (st.some((s) => s === '1' || s === '2')) status = '1';
  ctx.db.prepare(`UPDATE wave SET status = ?, ordercount = ?, totalqty = ?, releasedate = CASE WHEN ? THEN ? ELSE releasedate END, editwho = ?, editdate = ? WHERE whseid = ? AND wavekey = ?`)
    .run(status, orders.length, orders.reduce((a, o) => a + Number(o.qtyordered), 0), sent ? 1 : 0, ctx.now, ctx.userid, ctx.now, ctx.scope.whseid, wavekey);
}

/** Printable documents of a wave: one pick list a wave and one label an order, each with a stable id. */
export function waveDocuments(ctx: Ctx, wavekey: string): { docid: string; kind: 'picklist' | 'label'; orderkey?: string; printed: boolean; lines: { orderkey: string; sku: string; loc: string; lot: string; qty: number }[] }[] {
  ensureOutboundTables(ctx.db);
  const orders = waveOrders(ctx, wavekey);
  const picks = ctx.db.prepare(`SELECT orderkey, sku, loc, lot, qty FROM pickdetail WHERE whseid = ? AND wavekey = ? AND qty > 0 ORDER BY loc, sku`).all(ctx.scope.whseid, wavekey) as { orderkey: string; sku: string; loc: string; lot: string; qty: number }[];
  const printed = (docid: string) => (ctx.db.prepare('SELECT printed FROM outbound_doc WHERE docid = ?').get(docid) as { printed: number } | undefined)?.printed === 1;
  const docs: ReturnType<typeof waveDocuments> = [{ docid: `${wavekey}-PL`, kind: 'picklist', printed: printed(`${wavekey}-PL`), lines: picks.map((p) => ({ ...p })) }];
  for (const o of orders) {
    const docid = `${wavekey}-LB-${str(o.orderkey)}`;
    docs.push({ docid, kind: 'label', orderkey: str(o.orderkey), printed: printed(docid), lines: picks.filter((p) => p.orderkey === str(o.orderkey)).map((p) => ({ ...p })) });
  }
  return docs;
}

const waveFromRow = (ctx: Ctx, r: Row): string => str(r.wavekey);

const savefilterCandidates: OperationSpec = {
  menus: ['savefilter', 'querybuilderSavefilter'], code: 'candidates', zh: '查询候选订单', en: 'Candidate orders', statusField: 'plantype', fromStatuses: ['FILTER', 'QUERY'], multi: false, confirm: false, fields: [],
  refusals: ['filterInvalid'],
  run(ctx, { rows }) {
    return { ...summarise(ctx, candidateOrders(ctx, parseFilter(str((rows[0] as Row).filtertext)))) };
  },
};

const savefilterCreateWave: OperationSpec = {
  menus: ['savefilter', 'querybuilderSavefilter'], code: 'createWave', zh: '按条件建波次', en: 'Create wave from filter', statusField: 'plantype', fromStatuses: ['FILTER', 'QUERY'], multi: false, confirm: true,
  fields: [{ code: 'maxorders', zh: '最大订单数', en: 'Max orders', type: 'number', required: false, min: 1, max: 10000 }],
  refusals: ['filterInvalid', 'waveTooFewOrders'],
  run(ctx, { rows, fields }) {
    const plan = rows[0] as Row;
    const candidates = candidateOrders(ctx, parseFilter(str(plan.filtertext)));
    const maxorders = typeof fields.maxorders === 'number' ? fields.maxorders : Number(plan.maxorders) || undefined;
    return createWave(ctx, candidates, { maxorders, minorders: Number(plan.minorders) || undefined, strategykey: str(plan.plancode), descr: str(plan.planname) });
  },
};

/** /orderWaveCreation and the orders lists: a wave of the selected orders (ad hoc). */
const ordersCreateWave: OperationSpec = {
  menus: ['orders', 'orderRtx', 'orderSo'], code: 'createWave', zh: '建波次', en: 'Create wave', statusField: 'status', fromStatuses: ['0'], multi: true, confirm: true,
  fields: [{ code: 'strategy', zh: '波次策略', en: 'Wave strategy', type: 'string', required: false }],
  refusals: ['waveOrderInWave', 'waveOrderNotNew', 'waveTooFewOrders'],
  run(ctx, { rows, fields }) {
    let limits: { maxorders?: number; minorders?: number; strategykey?: string } = {};
    if (typeof fields.strategy === 'string') {
      const plan = ctx.db.prepare(`SELECT * FROM waveplan WHERE whseid = ? AND plancode = ?`).get(ctx.scope.whseid, fields.strategy) as Row | undefined;
      if (!plan) throw refuse('recordNotFound');
      limits = { maxorders: Number(plan.maxorders) || undefined, minorders: Number(plan.minorders) || undefined, strategykey: str(plan.plancode) };
      if (limits.maxorders !== undefined && rows.length > limits.maxorders) throw refuse('waveTooManyOrders', String(rows.length), String(limits.maxorders));
    }
    return createWave(ctx, rows, limits);
  },
};

const waveAllocate: OperationSpec = {
  menus: ['wavemgmt'], code: 'allocate', zh: '波次库存分配', en: 'Allocate wave', statusField: 'status', fromStatuses: ['0', '1'], multi: true, confirm: false, fields: [],
  run(ctx, { rows }) {
    const shortages: Shortage[] = [];
    for (const w of rows) {
      for (const o of waveOrders(ctx, waveFromRow(ctx, w))) if (['0', '1'].includes(str(o.status))) shortages.push(...allocateOrder(ctx, o));
      refreshWave(ctx, waveFromRow(ctx, w));
    }
    return { shortages };
  },
};

const waveSend: OperationSpec = {
  menus: ['wavemgmt'], code: 'sendTasks', zh: '波次下发任务', en: 'Send wave tasks', statusField: 'status', fromStatuses: ['1', '2', '3'], multi: true, confirm: true, fields: [],
  run(ctx, { rows }) {
    let tasks = 0;
    for (const w of rows) {
      for (const o of waveOrders(ctx, waveFromRow(ctx, w))) if (['1', '2'].includes(str(o.status))) tasks += releaseOrder(ctx, str(o.orderkey));
      refreshWave(ctx, waveFromRow(ctx, w), true);
    }
    return { tasks };
  },
};

const waveShip: OperationSpec = {
  menus: ['wavemgmt', 'waveship'], code: 'ship', zh: '波次发运', en: 'Ship wave', statusField: 'status', fromStatuses: ['4', '5'], multi: true, confirm: true, fields: [],
  refusals: ['orderNotPicked'],
  run(ctx, { rows }) {
    let shipped = 0;
    for (const w of rows) {
      for (const o of waveOrders(ctx, waveFromRow(ctx, w))) if (str(o.status) === '4') shipped += shipOrder(ctx, orderByKey(ctx, str(o.orderkey)) ?? o);
      refreshWave(ctx, waveFromRow(ctx, w));
    }
    return { shipped };
  },
};

const waveDocs: OperationSpec = {
  menus: ['wavemgmt'], code: 'documents', zh: '波次单据', en: 'Wave documents', statusField: 'status', fromStatuses: ['1', '2', '3', '4', '5', '6'], multi: false, confirm: false, fields: [],
  run(ctx, { rows }) {
    return { documents: waveDocuments(ctx, waveFromRow(ctx, rows[0] as Row)) };
  },
};

/** Marks wave documents printed (the client sends the ids the printer confirmed); a second mark is a no-op. */
const waveDocsPrinted: OperationSpec = {
  menus: ['wavemgmt'], code: 'documentsPrinted', zh: '标记已打印', en: 'Mark printed', statusField: 'status', fromStatuses: ['1', '2', '3', '4', '5', '6'], multi: false, confirm: false,
  fields: [{ code: 'docids', zh: '单据号', en: 'Document ids', type: 'string', required: true }],
  run(ctx, { rows, fields }) {
    ensureOutboundTables(ctx.db);
    const wavekey = waveFromRow(ctx, rows[0] as Row);
    const valid = new Set(waveDocuments(ctx, wavekey).map((d) => d.docid));
    let marked = 0;
    for (const id of String(fields.docids).split(',').map((s) => s.trim()).filter(Boolean)) {
      if (!valid.has(id)) throw refuse('recordNotFound');
      const r = ctx.db.prepare(`INSERT INTO outbound_doc (docid, whseid, wavekey, kind, printed, printwho, printdate) VALUES (?, ?, ?, ?, 1, ?, ?) ON CONFLICT(docid) DO NOTHING`)
        .run(id, ctx.scope.whseid, wavekey, id.includes('-LB-') ? 'label' : 'picklist', ctx.userid, ctx.now);
      marked += Number(r.changes);
    }
    return { marked };
  },
};

/** The wave plan panel with ad hoc criteria (the same filter text as a saved filter). */
const FILTER_FIELD = { code: 'filter', zh: '筛选条件', en: 'Filter', type: 'string', required: false } as const;
const planCandidates: OperationSpec = {
  menus: ['wavemgmt'], code: 'planCandidates', zh: '波次计划候选订单', en: 'Wave plan candidates', statusField: 'status', fromStatuses: [], multi: true, confirm: false, noRows: true,
  fields: [FILTER_FIELD],
  refusals: ['filterInvalid'],
  run(ctx, { fields }) {
    return { ...summarise(ctx, candidateOrders(ctx, parseFilter(String(fields.filter ?? '')))) };
  },
};
const planCreate: OperationSpec = {
  menus: ['wavemgmt'], code: 'planCreate', zh: '按计划建波次', en: 'Create wave from plan', statusField: 'status', fromStatuses: [], multi: true, confirm: true, noRows: true,
  fields: [FILTER_FIELD, { code: 'maxorders', zh: '最大订单数', en: 'Max orders', type: 'number', required: false, min: 1, max: 10000 }, { code: 'strategy', zh: '波次策略', en: 'Wave strategy', type: 'string', required: false }],
  refusals: ['filterInvalid', 'waveTooFewOrders'],
  run(ctx, { fields }) {
    const plan = typeof fields.strategy === 'string' ? (ctx.db.prepare('SELECT * FROM waveplan WHERE whseid = ? AND plancode = ?').get(ctx.scope.whseid, fields.strategy) as Row | undefined) : undefined;
    if (typeof fields.strategy === 'string' && !plan) throw refuse('recordNotFound');
    const maxorders = typeof fields.maxorders === 'number' ? fields.maxorders : plan ? Number(plan.maxorders) || undefined : undefined;
    return createWave(ctx, candidateOrders(ctx, parseFilter(String(fields.filter ?? ''))), { maxorders, minorders: plan ? Number(plan.minorders) || undefined : undefined, strategykey: plan ? str(plan.plancode) : '' });
  },
};

/** Dissolves a wave not yet allocated: its orders are free for another wave. */
const dissolve: OperationSpec = {
  menus: ['wavemgmt'], code: 'dissolve', zh: '取消波次', en: 'Dissolve wave', statusField: 'status', fromStatuses: ['0'], multi: true, confirm: true, fields: [],
  refusals: ['waveOrderNotNew'],
  run(ctx, { rows }) {
    for (const w of rows) {
      const wavekey = str(w.wavekey);
      const busy = waveOrders(ctx, wavekey).find((o) => !['0', '9'].includes(str(o.status)));
      if (busy) throw refuse('waveOrderNotNew', str(busy.orderkey));
      ctx.db.prepare(`UPDATE orders SET wavekey = '', editwho = ?, editdate = ? WHERE whseid = ? AND wavekey = ?`).run(ctx.userid, ctx.now, ctx.scope.whseid, wavekey);
      ctx.db.prepare('DELETE FROM wave WHERE id = ?').run(Number(w.id));
    }
  },
};

export const WAVE_OPERATIONS: readonly OperationSpec[] = [dissolve, planCandidates, planCreate, savefilterCandidates, savefilterCreateWave, ordersCreateWave, waveAllocate, waveSend, waveShip, waveDocs, waveDocsPrinted];
