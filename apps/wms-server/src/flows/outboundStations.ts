import { refuse } from '../engine/errors';
import { str, type Row } from '../engine/rules';
import { deposit, findStock, withdraw } from '../ledger/ledger';
import { ensureOutboundTables, orderByKey, shipOrder, weighOrder, type Ctx } from './outbound';
import { receivingLocation } from './receipt';
import { parseScannedCode } from './codeParse';
import type { StationContext, StationDoc, StationLine, StationSpec } from './stations';
import { waveOrders } from './waves';
import { itemByCode } from './itemCodes';

/**
 * Outbound stations (CONTRACT.md names): re-check by order and by item with blind variants,
 * packing into cartons, seeding a wave into orders, weighing, shipping, a read-only order query.
 * Counts of a re-check, pack or seed live in outbound_check (one row a booked scan); stock does
 * not move at these stations — shipping does, through the ledger.
 */

type Kind = 'check' | 'pack' | 'seed' | 'weigh' | 'ship' | 'query' | 'return';

interface Config {
  name: string;
  kind: Kind;
  blind: boolean;
  /** The menu whose access and edit button the station needs. */
  menuCode: string;
}

const ORDER_STATUS: Record<string, [string, string]> = {
  '0': ['新建', 'New'], '1': ['部分分配', 'Partly allocated'], '2': ['已分配', 'Allocated'], '3': ['拣货中', 'Picking'], '4': ['已拣货', 'Picked'], '5': ['已发运', 'Shipped'], '9': ['已取消', 'Cancelled'],
};

/** An item by code: the item number or one of its alternative codes (altsku), of the given owners. */
function skuOfCode(ctx: Ctx, code: string, owners: readonly string[]): string | undefined {
  // a GTIN of a GS1 label matches its EAN-13/UPC-A/EAN-8 form too (flows/itemCodes.ts)
  return itemByCode(ctx, owners, code)?.sku;
}

/** The picked items of orders (expected) and what this station group has booked (done). */
function linesOf(ctx: Ctx, orderkeys: readonly string[], group: string, bySlot: boolean): StationLine[] {
  const lines: StationLine[] = [];
  for (const orderkey of orderkeys) {
    const rows = ctx.db
      .prepare(`SELECT p.sku, MAX(COALESCE(k.descr, '')) AS descr, SUM(p.qty) AS qty, MAX(p.caseid) AS caseid FROM pickdetail p LEFT JOIN sku k ON k.storerkey = p.storerkey AND k.sku = p.sku
                WHERE p.whseid = ? AND p.orderkey = ? AND p.status IN ('2', '3', '5') AND p.qty > 0 GROUP BY p.sku ORDER BY p.sku`)
      .all(ctx.scope.whseid, orderkey) as { sku: string; descr: string; qty: number; caseid: string }[];
    for (const r of rows) {
      const done = ctx.db.prepare('SELECT COALESCE(SUM(qty), 0) AS n FROM outbound_check WHERE whseid = ? AND orderkey = ? AND sku = ? AND station = ?').get(ctx.scope.whseid, orderkey, r.sku, group) as { n: number };
      lines.push({ lineKey: `${orderkey}:${r.sku}`, sku: r.sku, descr: r.descr, expected: r.qty, done: done.n, ...(bySlot ? { slot: orderkey } : {}), ...(r.caseid ? { carton: r.caseid } : {}) });
    }
  }
  return lines;
}

/**
 * A B2C return scanned back (returnOneScan): the item goes back on-hand at the receiving location
 * in the lot it shipped from (ledger DP; an undo withdraws it again), never more than shipped.
 */
function returnStock(ctx: Ctx, orderkey: string, sku: string, qty: number, sign: 1 | -1): void {
  const shippedLine = ctx.db.prepare(`SELECT storerkey, lot FROM pickdetail WHERE whseid = ? AND orderkey = ? AND sku = ? AND status = '5' ORDER BY id LIMIT 1`).get(ctx.scope.whseid, orderkey, sku) as { storerkey: string; lot: string } | undefined;
  if (!shippedLine) throw refuse('returnOverShipped', sku, '0');
  const key = { whseid: ctx.scope.whseid, storerkey: shippedLine.storerkey, sku, lot: shippedLine.lot, loc: receivingLocation(ctx), lpnid: '' };
  const b = ctx.booking('ORDER', orderkey);
  if (sign > 0) deposit(b, key, qty);
  else {
    const s = findStock(ctx.db, key);
    if (!s) throw refuse('scanZeroRollback');
    withdraw(b, s.id, qty);
  }
}

/**
 * Re-check by item (checkItem): the first picked order, not yet checked, holding the scanned item
 * (item number or alternative code) in the user's scope.
 */
function orderOfItem(ctx: Ctx, code: string): Row | undefined {
  const rows = ctx.db
    .prepare(`SELECT DISTINCT p.orderkey FROM pickdetail p JOIN orders o ON o.whseid = p.whseid AND o.orderkey = p.orderkey LEFT JOIN altsku a ON a.storerkey = p.storerkey AND a.sku = p.sku
              WHERE p.whseid = ? AND o.status = '4' AND p.status = '2' AND p.qty > 0 AND (p.sku = ? OR a.altsku = ?) ORDER BY p.orderkey LIMIT 50`)
    .all(ctx.scope.whseid, code, code) as { orderkey: string }[];
  for (const r of rows) {
    const order = orderByKey(ctx, r.orderkey);
    if (order) return order;
  }
  return undefined;
}

function group(kind: Kind): string {
  return kind === 'pack' ? 'pack' : kind === 'seed' ? 'seed' : kind === 'return' ? 'return' : 'check';
}

function makeStation(cfg: Config): StationSpec {
  const statuses = cfg.kind === 'query' ? ['0', '1', '2', '3', '4', '5', '9'] : cfg.kind === 'return' ? ['5'] : ['4'];
  const orderKeysOf = (ctx: Ctx, key: string): { key: string; title: string; status: string; orderkeys: string[]; owners: string[] } => {
    if (cfg.kind === 'seed') {
      const orders = waveOrders(ctx, key).filter((o) => str(o.status) === '4');
      if (orders.length === 0) throw refuse('stationDocNotFound', key);
      return { key, title: key, status: '4', orderkeys: orders.map((o) => str(o.orderkey)), owners: [...new Set(orders.map((o) => str(o.storerkey)))] };
    }
    const order = orderByKey(ctx, key) ?? (cfg.name === 'checkItem' ? orderOfItem(ctx, key) : undefined);
    if (!order) throw refuse('stationDocNotFound', key);
    const status = str(order.status);
    if (!statuses.includes(status)) {
      const [zh, en] = ORDER_STATUS[status] ?? [status, status];
      throw refuse('stationOrderStatus', key, ctx.lang === 'en' ? en : zh);
    }
    const orderkey = str(order.orderkey);
    return { key: orderkey, title: orderkey, status, orderkeys: [orderkey], owners: [str(order.storerkey)] };
  };
  const doc = (ctx: Ctx, key: string): StationDoc => {
    ensureOutboundTables(ctx.db);
    const d = orderKeysOf(ctx, key);
    const lines = cfg.kind === 'weigh' || cfg.kind === 'ship' || cfg.kind === 'query' ? linesOf(ctx, d.orderkeys, 'check', false) : linesOf(ctx, d.orderkeys, group(cfg.kind), cfg.kind === 'seed');
    const shown = cfg.blind ? lines.map((l) => Object.fromEntries(Object.entries(l).filter(([k]) => k !== 'expected')) as unknown as StationLine) : lines;
    const expected = lines.reduce((a, l) => a + (l.expected ?? 0), 0);
    const done = lines.reduce((a, l) => a + l.done, 0);
    const [zh, en] = ORDER_STATUS[d.status] ?? [d.status, d.status];
    return {
      station: cfg.name, key: d.key, title: d.title, status: d.status, statusName: ctx.lang === 'en' ? en : zh, blind: cfg.blind, lines: shown,
      totals: cfg.blind ? { done } : { expected, done }, complete: lines.length > 0 && lines.every((l) => l.done >= (l.expected ?? 0)),
    };
  };
  const readOnly = (): never => {
    throw refuse('stationReadOnly', cfg.name);
  };
  const book = (ctx: StationContext, key: string, code: string, qty: number, carton: string | undefined, sign: 1 | -1) => {
    if (cfg.kind === 'query' || cfg.kind === 'weigh' || cfg.kind === 'ship') return readOnly();
    if (!Number.isFinite(qty) || qty <= 0 || !Number.isInteger(qty)) throw refuse('ledgerQtyPositive');
    doc(ctx, key); // refuses a document the station cannot handle
    const d = orderKeysOf(ctx, key);
    const sku = skuOfCode(ctx, code.trim(), d.owners);
    const full = linesOf(ctx, d.orderkeys, group(cfg.kind), cfg.kind === 'seed');
    const candidates = full.filter((l) => l.sku === sku);
    if (!sku || candidates.length === 0) throw refuse('stationUnknownItem', code);
    if (cfg.kind === 'pack' && sign > 0 && !carton?.trim()) throw refuse('packCartonRequired');
    const line = sign > 0 ? candidates.find((l) => l.done + qty <= (l.expected ?? 0)) : candidates.find((l) => l.done >= qty);
    if (!line) throw sign > 0 ? refuse(cfg.kind === 'return' ? 'returnOverShipped' : 'checkOverQty', sku, String(candidates.reduce((a, l) => a + (l.expected ?? 0), 0))) : refuse('scanZeroRollback');
    const orderkey = line.lineKey.slice(0, line.lineKey.lastIndexOf(':'));
    ctx.db.prepare('INSERT INTO outbound_check (whseid, orderkey, sku, qty, caseid, station, addwho, adddate) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(ctx.scope.whseid, orderkey, sku, sign * qty, carton?.trim() ?? '', group(cfg.kind), ctx.userid, ctx.now);
    if (cfg.kind === 'pack' && sign > 0) {
      ctx.db.prepare(`UPDATE pickdetail SET caseid = ?, editwho = ?, editdate = ? WHERE whseid = ? AND orderkey = ? AND sku = ? AND status IN ('2', '3')`).run(carton?.trim() ?? '', ctx.userid, ctx.now, ctx.scope.whseid, orderkey, sku);
    }
    if (cfg.kind === 'return') returnStock(ctx, orderkey, sku, qty, sign);
    if (cfg.kind === 'seed' && sign > 0) {
      ctx.db.prepare(`UPDATE pickdetail SET seedwall = ?, editwho = ?, editdate = ? WHERE whseid = ? AND orderkey = ? AND sku = ? AND status IN ('2', '3')`).run(orderkey, ctx.userid, ctx.now, ctx.scope.whseid, orderkey, sku);
    }
    const after = doc(ctx, key);
    const shownLine = after.lines.find((l) => l.lineKey === line.lineKey) ?? null;
    return { doc: after, line: shownLine, booked: sign * qty };
  };
  return {
    name: cfg.name,
    menuCode: cfg.menuCode,
    open: (ctx, code) => doc(ctx, code),
    scan: (ctx, body) => {
      // The warehouse's barcode parse rules read the code first (an item-and-count label gives its count).
      const parsed = parseScannedCode(ctx.db, ctx.scope.whseid, orderKeysOf(ctx, body.key).owners, body.code);
      return book(ctx, body.key, parsed.code, body.qty ?? parsed.qty ?? 1, body.carton, 1);
    },
    undo: (ctx, body) => book(ctx, body.key, body.code, body.qty ?? 1, undefined, -1),
    close(ctx, body) {
      ensureOutboundTables(ctx.db);
      if (cfg.kind === 'query') return readOnly();
      const d = doc(ctx, body.key);
      if (cfg.kind === 'weigh') {
        const order = orderByKey(ctx, body.key) as Row;
        weighOrder(ctx, order, body.weight);
        return doc(ctx, body.key);
      }
      if (cfg.kind === 'ship') {
        shipOrder(ctx, orderByKey(ctx, body.key) as Row);
        return { ...d, status: '5', statusName: ctx.lang === 'en' ? 'Shipped' : '已发运' };
      }
      if (cfg.kind === 'return') return d;
      if (!d.complete) throw refuse('checkIncomplete', body.key);
      if (cfg.kind === 'check') {
        ctx.db.prepare(`UPDATE pickdetail SET status = '3', recheckstatus = '2', editwho = ?, editdate = ? WHERE whseid = ? AND orderkey = ? AND status = '2'`).run(ctx.userid, ctx.now, ctx.scope.whseid, body.key);
      }
      return doc(ctx, body.key);
    },
  };
}

const CONFIGS: readonly Config[] = [
  { name: 'check', kind: 'check', blind: false, menuCode: 'orders' },
  { name: 'checkMulti', kind: 'check', blind: false, menuCode: 'orders' },
  { name: 'checkItem', kind: 'check', blind: false, menuCode: 'orders' },
  { name: 'blindSingle', kind: 'check', blind: true, menuCode: 'orders' },
  { name: 'blindMulti', kind: 'check', blind: true, menuCode: 'orders' },
  { name: 'storeCheck', kind: 'check', blind: false, menuCode: 'orders' },
  { name: 'storeBlindCheck', kind: 'check', blind: true, menuCode: 'orders' },
  { name: 'pack', kind: 'pack', blind: false, menuCode: 'orders' },
  { name: 'seed', kind: 'seed', blind: false, menuCode: 'wavemgmt' },
  { name: 'weigh', kind: 'weigh', blind: false, menuCode: 'orders' },
  { name: 'orderQuery', kind: 'query', blind: false, menuCode: 'orders' },
  { name: 'returnOneScan', kind: 'return', blind: false, menuCode: 'orderRtx' },
  { name: 'shipExpress', kind: 'ship', blind: false, menuCode: 'orders' },
  { name: 'shipFreight', kind: 'ship', blind: false, menuCode: 'orders' },
];

export const OUTBOUND_STATIONS: readonly StationSpec[] = CONFIGS.map(makeStation);
