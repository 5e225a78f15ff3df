import type { SQLInputValue } from 'node:sqlite';
import { registerMigration, type Db } from '../db/database';
import { DICTIONARIES } from '../catalogue/dictionaries';
import type { MessageKey } from '../catalogue/messages';
import { refuse } from '../engine/errors';

/**
 * The ledger: the one module that changes stock (docs/architecture.md 'Warehouse flows').
 *
 * Stock rows live in `lotxlocxid`, one a (warehouse, owner, item, lot, location, LPN), with the
 * on-hand (`qty`), allocated, picked and held quantities. Every call below changes stock rows and
 * writes its `itrn` row in the caller's transaction (a flow runs all of it inside
 * `transaction()`), so a refusal thrown half-way books nothing.
 *
 * The `itrn` row of a movement names the stock rows it touched (`fromstock`, `tostock`) and the
 * quantity bucket it moved (`bucket`: qty, allocated, picked, onhold). The on-hand of a stock row
 * is, at every moment, the sum of its `qty` transactions: + qty where it is `tostock`, - qty where
 * it is `fromstock` (an adjustment books its signed delta on `tostock`).
 */

export interface StockKey {
  whseid: string;
  storerkey: string;
  sku: string;
  lot: string;
  loc: string;
  lpnid: string;
}

export interface StockRow extends StockKey {
  id: number;
  qty: number;
  qtyallocated: number;
  qtypicked: number;
  qtyonhold: number;
  status: string;
}

/** Who books and what document a movement belongs to. */
export interface Booking {
  db: Db;
  userid: string;
  /** 'yyyy-MM-dd HH:mm:ss' */
  now: string;
  /** Source type (dictionary source_type) and document number of the movement. */
  sourcetype: string;
  sourcekey: string;
}

/** Transaction types of the ledger (dictionary tran_type). */
export type TranType = 'DP' | 'WD' | 'MV' | 'AJ' | 'HD' | 'RL' | 'AL' | 'UA' | 'PK';
type Bucket = 'qty' | 'qtyallocated' | 'qtypicked' | 'qtyonhold';

const STOCK_COLUMNS = 'id, whseid, storerkey, sku, lot, loc, lpnid, qty, qtyallocated, qtypicked, qtyonhold, status';

/** Stock rows read as numbers (NUMERIC columns may come back as text-free numbers already). */
function asStock(row: Record<string, unknown> | undefined): StockRow | undefined {
  if (!row) return undefined;
  return {
    id: Number(row.id), whseid: String(row.whseid), storerkey: String(row.storerkey), sku: String(row.sku), lot: String(row.lot), loc: String(row.loc), lpnid: String(row.lpnid),
    qty: Number(row.qty), qtyallocated: Number(row.qtyallocated), qtypicked: Number(row.qtypicked), qtyonhold: Number(row.qtyonhold), status: String(row.status),
  };
}

/** The stock row of a key, if any. */
export function findStock(db: Db, key: StockKey): StockRow | undefined {
  return asStock(
    db.prepare(`SELECT ${STOCK_COLUMNS} FROM lotxlocxid WHERE whseid = ? AND storerkey = ? AND sku = ? AND lot = ? AND loc = ? AND lpnid = ? ORDER BY id LIMIT 1`)
      .get(key.whseid, key.storerkey, key.sku, key.lot, key.loc, key.lpnid),
  );
}

/** A stock row by id (within a warehouse when given). */
export function stockById(db: Db, id: number, whseid?: string): StockRow | undefined {
  const row = db.prepare(`SELECT ${STOCK_COLUMNS} FROM lotxlocxid WHERE id = ?`).get(id) as Record<string, unknown> | undefined;
  const stock = asStock(row);
  if (stock && whseid !== undefined && stock.whseid !== whseid) return undefined;
  return stock;
}

/** Available to allocate, hold or move: on-hand less allocated, picked and held. */
export const available = (s: StockRow): number => s.qty - s.qtyallocated - s.qtypicked - s.qtyonhold;

function mustBePositive(qty: number): void {
  if (!(Number.isFinite(qty) && qty > 0)) throw refuse('ledgerQtyPositive');
}

function stockOrRefuse(db: Db, id: number): StockRow {
  const s = stockById(db, id);
  if (!s) throw refuse('recordNotFound');
  return s;
}

/** Creates the stock row of a key (empty) or returns the existing one. */
function ensureStock(b: Booking, key: StockKey, extra: Record<string, SQLInputValue> = {}): StockRow {
  const found = findStock(b.db, key);
  if (found) return found;
  const loc = b.db.prepare('SELECT zone FROM loc WHERE whseid = ? AND loc = ?').get(key.whseid, key.loc) as { zone: string } | undefined;
  const skuRow = b.db.prepare('SELECT descr FROM sku WHERE storerkey = ? AND sku = ?').get(key.storerkey, key.sku) as { descr: string } | undefined;
  const values: Record<string, SQLInputValue> = {
    ...extra, whseid: key.whseid, storerkey: key.storerkey, sku: key.sku, lot: key.lot, loc: key.loc, lpnid: key.lpnid, descr: skuRow?.descr ?? '', zone: loc?.zone ?? '', qty: 0, qtyallocated: 0, qtypicked: 0, qtyonhold: 0,
    status: typeof extra.status === 'string' ? extra.status : 'OK', addwho: b.userid, adddate: b.now, editwho: b.userid, editdate: b.now,
  };
  const cols = Object.keys(values).filter((c) => /^[a-z0-9_]+$/.test(c));
  const result = b.db.prepare(`INSERT INTO lotxlocxid (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`).run(...cols.map((c) => values[c] ?? ''));
  return stockOrRefuse(b.db, Number(result.lastInsertRowid));
}

function setBucket(b: Booking, id: number, bucket: Bucket, delta: number, status?: string): void {
  b.db.prepare(`UPDATE lotxlocxid SET "${bucket}" = "${bucket}" + ?, status = COALESCE(?, status), editwho = ?, editdate = ? WHERE id = ?`).run(delta, status ?? null, b.userid, b.now, id);
}

interface ItrnInput {
  trantype: TranType;
  bucket: Bucket;
  from?: StockRow;
  to?: StockRow;
  qty: number;
}

/** Writes one itrn row; returns its id. */
function writeItrn(b: Booking, t: ItrnInput): number {
  const any = t.to ?? t.from;
  if (!any) throw new Error('itrn without stock');
  const result = b.db
    .prepare(
      `INSERT INTO itrn (whseid, itrnkey, trantype, storerkey, sku, lot, fromloc, toloc, fromid, toid, qty, sourcetype, sourcekey, fromstock, tostock, bucket, addwho, adddate, editwho, editdate)
       VALUES (?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(any.whseid, t.trantype, any.storerkey, any.sku, any.lot, t.from?.loc ?? '', t.to?.loc ?? '', t.from?.lpnid ?? '', t.to?.lpnid ?? '', t.qty, b.sourcetype, b.sourcekey, t.from?.id ?? 0, t.to?.id ?? 0, t.bucket, b.userid, b.now, b.userid, b.now);
  const id = Number(result.lastInsertRowid);
  b.db.prepare('UPDATE itrn SET itrnkey = ? WHERE id = ?').run(`IT${String(id).padStart(12, '0')}`, id);
  return id;
}

export interface Booked {
  stock: StockRow;
  itrnId: number;
}

/** Receives qty onto a stock key (created when new): trantype DP. `extra` sets lottables or status of a new row. */
export function deposit(b: Booking, key: StockKey, qty: number, extra: Record<string, SQLInputValue> = {}): Booked {
  mustBePositive(qty);
  const to = ensureStock(b, key, extra);
  setBucket(b, to.id, 'qty', qty);
  return { stock: stockOrRefuse(b.db, to.id), itrnId: writeItrn(b, { trantype: 'DP', bucket: 'qty', to, qty }) };
}

/** Takes available qty off a stock row (reversal, write-off): trantype WD. */
export function withdraw(b: Booking, stockId: number, qty: number): Booked {
  mustBePositive(qty);
  const from = stockOrRefuse(b.db, stockId);
  if (available(from) < qty) throw refuse('ledgerShort', from.sku, String(available(from)));
  setBucket(b, from.id, 'qty', -qty);
  return { stock: stockOrRefuse(b.db, from.id), itrnId: writeItrn(b, { trantype: 'WD', bucket: 'qty', from, qty }) };
}

/** Moves available qty to a location (and LPN) of the same owner, item and lot: trantype MV. */
export function move(b: Booking, stockId: number, to: { loc: string; lpnid?: string }, qty: number): Booked {
  mustBePositive(qty);
  const from = stockOrRefuse(b.db, stockId);
  checkLocation(b.db, from.whseid, to.loc);
  if (available(from) < qty) throw refuse('ledgerShort', from.sku, String(available(from)));
  const target = ensureStock(b, { ...from, loc: to.loc, lpnid: to.lpnid ?? from.lpnid });
  if (target.id === from.id) throw refuse('ledgerSameLocation');
  setBucket(b, from.id, 'qty', -qty);
  setBucket(b, target.id, 'qty', qty, target.qty === 0 ? 'OK' : undefined);
  return { stock: stockOrRefuse(b.db, target.id), itrnId: writeItrn(b, { trantype: 'MV', bucket: 'qty', from, to: target, qty }) };
}

/** Moves available qty to another stock key (owner, item, warehouse may differ): a WD and a DP pair. */
export function transferStock(b: Booking, stockId: number, toKey: StockKey, qty: number): Booked {
  mustBePositive(qty);
  const from = stockOrRefuse(b.db, stockId);
  if (available(from) < qty) throw refuse('ledgerShort', from.sku, String(available(from)));
  setBucket(b, from.id, 'qty', -qty);
  writeItrn(b, { trantype: 'WD', bucket: 'qty', from, qty });
  const to = ensureStock(b, toKey);
  setBucket(b, to.id, 'qty', qty);
  return { stock: stockOrRefuse(b.db, to.id), itrnId: writeItrn(b, { trantype: 'DP', bucket: 'qty', to, qty }) };
}

/** Adjusts on-hand by a signed delta (never below allocated + picked + held): trantype AJ. */
export function adjust(b: Booking, key: StockKey | number, delta: number): Booked {
  if (!Number.isFinite(delta) || delta === 0) throw refuse('ledgerDeltaNonZero');
  const row = typeof key === 'number' ? stockOrRefuse(b.db, key) : ensureStock(b, key);
  if (delta < 0 && available(row) < -delta) throw refuse('ledgerShort', row.sku, String(available(row)));
  setBucket(b, row.id, 'qty', delta);
  return { stock: stockOrRefuse(b.db, row.id), itrnId: writeItrn(b, { trantype: 'AJ', bucket: 'qty', to: row, qty: delta }) };
}

/** Holds available qty (held stock is not allocatable): trantype HD. */
export function hold(b: Booking, stockId: number, qty: number): Booked {
  mustBePositive(qty);
  const s = stockOrRefuse(b.db, stockId);
  if (available(s) < qty) throw refuse('ledgerShort', s.sku, String(available(s)));
  setBucket(b, s.id, 'qtyonhold', qty, 'HOLD');
  return { stock: stockOrRefuse(b.db, s.id), itrnId: writeItrn(b, { trantype: 'HD', bucket: 'qtyonhold', to: s, qty }) };
}

/** Releases held qty: trantype RL. */
export function release(b: Booking, stockId: number, qty: number): Booked {
  mustBePositive(qty);
  const s = stockOrRefuse(b.db, stockId);
  if (s.qtyonhold < qty) throw refuse('ledgerNotHeld', s.sku);
  setBucket(b, s.id, 'qtyonhold', -qty, s.qtyonhold - qty === 0 ? 'OK' : undefined);
  return { stock: stockOrRefuse(b.db, s.id), itrnId: writeItrn(b, { trantype: 'RL', bucket: 'qtyonhold', from: s, qty }) };
}

/** Allocates available qty to an order (held or QC stock refused): trantype AL. */
export function allocate(b: Booking, stockId: number, qty: number): Booked {
  mustBePositive(qty);
  const s = stockOrRefuse(b.db, stockId);
  if (s.status === 'HOLD' || s.status === 'QC' || (s.qtyonhold > 0 && available(s) < qty)) throw refuse('ledgerHeldNotAllocatable', s.sku);
  if (available(s) < qty) throw refuse('ledgerShort', s.sku, String(available(s)));
  setBucket(b, s.id, 'qtyallocated', qty);
  return { stock: stockOrRefuse(b.db, s.id), itrnId: writeItrn(b, { trantype: 'AL', bucket: 'qtyallocated', to: s, qty }) };
}

/** Gives allocated qty back: trantype UA. */
export function unallocate(b: Booking, stockId: number, qty: number): Booked {
  mustBePositive(qty);
  const s = stockOrRefuse(b.db, stockId);
  if (s.qtyallocated < qty) throw refuse('ledgerNotAllocated', s.sku);
  setBucket(b, s.id, 'qtyallocated', -qty);
  return { stock: stockOrRefuse(b.db, s.id), itrnId: writeItrn(b, { trantype: 'UA', bucket: 'qtyallocated', from: s, qty }) };
}

/** Picks allocated qty (allocated becomes picked): trantype PK. */
export function pick(b: Booking, stockId: number, qty: number): Booked {
  mustBePositive(qty);
  const s = stockOrRefuse(b.db, stockId);
  if (s.qtyallocated < qty) throw refuse('ledgerNotAllocated', s.sku);
  setBucket(b, s.id, 'qtyallocated', -qty);
  setBucket(b, s.id, 'qtypicked', qty);
  return { stock: stockOrRefuse(b.db, s.id), itrnId: writeItrn(b, { trantype: 'PK', bucket: 'qtypicked', to: s, qty }) };
}

/** Ships picked qty (leaves the warehouse): trantype WD on the picked bucket and on-hand. */
export function ship(b: Booking, stockId: number, qty: number): Booked {
  mustBePositive(qty);
  const s = stockOrRefuse(b.db, stockId);
  if (s.qtypicked < qty) throw refuse('ledgerNotPicked', s.sku);
  setBucket(b, s.id, 'qtypicked', -qty);
  setBucket(b, s.id, 'qty', -qty);
  return { stock: stockOrRefuse(b.db, s.id), itrnId: writeItrn(b, { trantype: 'WD', bucket: 'qty', from: s, qty }) };
}

/** The lost-box location type, refused as a destination (CONTRACT.md §B4). */
export const LOST_LOCTYPE = 'LOST';

/** A destination location must exist in the warehouse and not be the lost-box location. */
export function checkLocation(db: Db, whseid: string, loc: string): void {
  if (!loc.trim()) throw refuse('cannotBeEmpty', 'toloc');
  const row = db.prepare('SELECT loctype FROM loc WHERE whseid = ? AND loc = ?').get(whseid, loc) as { loctype: string } | undefined;
  if (!row) throw refuse('locationNotFound');
  if (row.loctype === LOST_LOCTYPE) throw refuse('lostLocation');
}

/**
 * True when a stock row has moved on after a given itrn: a withdrawal, move, allocation, pick,
 * hold or adjustment of it by any other source than the `own` (sourcetype, sourcekey) pairs.
 */
export function movedSince(db: Db, stockId: number, itrnId: number, own: readonly (readonly [string, string])[] = []): boolean {
  const rows = db
    .prepare(`SELECT sourcetype, sourcekey FROM itrn WHERE id > ? AND (fromstock = ? OR (tostock = ? AND (bucket <> 'qty' OR trantype = 'AJ')))`)
    .all(itrnId, stockId, stockId) as { sourcetype: string; sourcekey: string }[];
  return rows.some((r) => !own.some(([t, k]) => r.sourcetype === t && r.sourcekey === k));
}

/** Sets a stock row's status (OK, QC, DMG, HOLD): not a quantity, so no itrn row. */
export function setStockStatus(b: Booking, stockId: number, status: string): void {
  b.db.prepare('UPDATE lotxlocxid SET status = ?, editwho = ?, editdate = ? WHERE id = ?').run(status, b.userid, b.now, stockId);
}

export interface Violation {
  stockId: number;
  rule: 'onHandEqualsItrn' | 'notNegative' | 'allocatedPickedWithinOnHand' | 'heldNotAllocatable';
  detail: string;
}

/**
 * The ledger's invariants over every stock row: on-hand equals the sum of its qty transactions;
 * no quantity negative; allocated + picked <= on-hand; held stock is not allocated
 * (allocated + picked + held <= on-hand). Returns the violations (empty when the books balance).
 */
/** Which stock rows to check: a warehouse, and within it only some items (a test's working set). */
export interface InvariantScope {
  whseid?: string;
  skus?: readonly string[];
}

export function checkInvariants(db: Db, scopeOrWhseid?: string | InvariantScope): Violation[] {
  const out: Violation[] = [];
  const scopeIn: InvariantScope = typeof scopeOrWhseid === 'string' ? { whseid: scopeOrWhseid } : (scopeOrWhseid ?? {});
  const conditions: string[] = [];
  const args: SQLInputValue[] = [];
  if (scopeIn.whseid) {
    conditions.push('s.whseid = ?');
    args.push(scopeIn.whseid);
  }
  if (scopeIn.skus) {
    conditions.push(`s.sku IN (${scopeIn.skus.map(() => '?').join(', ') || "''"})`);
    args.push(...scopeIn.skus);
  }
  const scope = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  // Only the transactions of the stock rows in scope are summed.
  const itrnScope = conditions.length ? `AND stock IN (SELECT s.id FROM lotxlocxid s ${scope})` : '';
  const sums = db
    .prepare(
      `WITH t AS (SELECT tostock AS stock, qty AS q FROM itrn WHERE tostock > 0 AND bucket = 'qty'
                  UNION ALL SELECT fromstock, -qty FROM itrn WHERE fromstock > 0 AND bucket = 'qty'),
            s2 AS (SELECT stock, SUM(q) AS total FROM t WHERE 1 = 1 ${itrnScope} GROUP BY stock)
       SELECT s.id, s.qty, COALESCE(s2.total, 0) AS total FROM lotxlocxid s LEFT JOIN s2 ON s2.stock = s.id ${scope}`,
    )
    .all(...args, ...args) as { id: number; qty: number; total: number }[];
  for (const r of sums) if (Math.abs(r.qty - r.total) > 1e-9) out.push({ stockId: r.id, rule: 'onHandEqualsItrn', detail: `qty ${String(r.qty)} != itrn ${String(r.total)}` });
  const rows = db.prepare(`SELECT ${STOCK_COLUMNS} FROM lotxlocxid s ${scope}`).all(...args) as Record<string, unknown>[];
  for (const raw of rows) {
    const s = asStock(raw);
    if (!s) continue;
    if (s.qty < 0 || s.qtyallocated < 0 || s.qtypicked < 0 || s.qtyonhold < 0) out.push({ stockId: s.id, rule: 'notNegative', detail: JSON.stringify(s) });
    if (s.qtyallocated + s.qtypicked > s.qty) out.push({ stockId: s.id, rule: 'allocatedPickedWithinOnHand', detail: JSON.stringify(s) });
    if (s.qtyallocated + s.qtypicked + s.qtyonhold > s.qty) out.push({ stockId: s.id, rule: 'heldNotAllocatable', detail: JSON.stringify(s) });
  }
  return out;
}

/**
 * Opening balances: one DP itrn row a stock row whose on-hand is not yet explained by its
 * transactions (the seed's stock, a database from before the ledger). Idempotent.
 */
export function openingBalances(db: Db, now: string): number {
  const result = db
    .prepare(
      `INSERT INTO itrn (whseid, itrnkey, trantype, storerkey, sku, lot, fromloc, toloc, fromid, toid, qty, sourcetype, sourcekey, fromstock, tostock, bucket, addwho, adddate, editwho, editdate)
       SELECT s.whseid, '', 'DP', s.storerkey, s.sku, s.lot, '', s.loc, '', s.lpnid, s.qty - COALESCE(x.total, 0), 'OPENING', 'OPENING', 0, s.id, 'qty', 'system', ?, 'system', ?
       FROM lotxlocxid s LEFT JOIN (
         SELECT stock, SUM(q) AS total FROM (SELECT tostock AS stock, qty AS q FROM itrn WHERE tostock > 0 AND bucket = 'qty'
                                            UNION ALL SELECT fromstock, -qty FROM itrn WHERE fromstock > 0 AND bucket = 'qty') GROUP BY stock
       ) x ON x.stock = s.id
       WHERE s.qty <> COALESCE(x.total, 0)`,
    )
    .run(now, now);
  db.exec(`UPDATE itrn SET itrnkey = printf('IT%012d', id) WHERE itrnkey = ''`);
  return Number(result.changes);
}

/** Messages the ledger refuses with (catalogue keys). */
export const LEDGER_MESSAGES: readonly MessageKey[] = ['ledgerQtyPositive', 'ledgerShort', 'ledgerSameLocation', 'ledgerDeltaNonZero', 'ledgerNotHeld', 'ledgerHeldNotAllocatable', 'ledgerNotAllocated', 'ledgerNotPicked', 'lostLocation', 'locationNotFound'];

/** The ledger's own schema (registered here, so db/database.ts does not import the ledger). */
registerMigration({
  version: 3,
  name: 'the ledger: itrn rows name their stock rows and bucket; opening balances; idempotent answers',
  up(db) {
    const have = new Set((db.prepare('PRAGMA table_info(itrn)').all() as { name: string }[]).map((c) => c.name));
    if (!have.has('fromid')) db.exec(`ALTER TABLE itrn ADD COLUMN fromid TEXT NOT NULL DEFAULT ''`);
    if (!have.has('fromstock')) db.exec('ALTER TABLE itrn ADD COLUMN fromstock INTEGER NOT NULL DEFAULT 0');
    if (!have.has('tostock')) db.exec('ALTER TABLE itrn ADD COLUMN tostock INTEGER NOT NULL DEFAULT 0');
    if (!have.has('bucket')) db.exec(`ALTER TABLE itrn ADD COLUMN bucket TEXT NOT NULL DEFAULT ''`);
    db.exec(`
      CREATE INDEX IF NOT EXISTS ix_itrn_tostock ON itrn (tostock) WHERE tostock > 0;
      CREATE INDEX IF NOT EXISTS ix_itrn_fromstock ON itrn (fromstock) WHERE fromstock > 0;
      CREATE INDEX IF NOT EXISTS ix_lotxlocxid_key ON lotxlocxid (whseid, storerkey, sku, lot, loc, lpnid);
      CREATE TABLE IF NOT EXISTS idempotency (userid TEXT NOT NULL, idem_key TEXT NOT NULL, request TEXT NOT NULL, answer TEXT NOT NULL,
        saved_at TEXT NOT NULL, PRIMARY KEY (userid, idem_key));
      ALTER TABLE inventoryhold ADD COLUMN stockid INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE inventoryhold ADD COLUMN heldqty NUMERIC NOT NULL DEFAULT 0;
      UPDATE lotxlocxid SET qtyallocated = 0, qtypicked = 0 WHERE qtyonhold > 0 AND qtyallocated + qtypicked + qtyonhold > qty;
    `);
    // A seeded database gains the ledger's new dictionary codes (an empty one is seeded with them).
    if (db.prepare('SELECT 1 FROM dictionary LIMIT 1').get()) {
      const dict = db.prepare('INSERT OR IGNORE INTO dictionary (dict_code, code, zh, en, sortnum) VALUES (?, ?, ?, ?, ?)');
      for (const [code, entries] of Object.entries(DICTIONARIES)) entries.forEach(([c, zh, en], i) => dict.run(code, c, zh, en, i + 1));
    }
    openingBalances(db, new Date().toISOString().slice(0, 19).replace('T', ' '));
  },
});
