/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { openDatabase, type Db } from '../migrations';
import { Refusal } from '../engine/errors';
import type { Row } from '../engine/rules';
import { checkInvariants, deposit, hold } from '../ledger/ledger';
import { ORDER_OPERATIONS, type Ctx } from './outbound';
import type { OperationSpec } from './registry';

/**
 * Random outbound sequences (allocate FIFO/FEFO, unallocate, release, pick with short picks,
 * ship, cancel, holds) through the operations' own code, each step in a savepoint as the
 * framework's transaction (a refusal books nothing), with the ledger's invariants checked after
 * every step: allocation never exceeds available stock, on-hand never below zero, no order
 * ships twice.
 */

jest.setTimeout(120_000);

const W = 'WH01';
let dir: string;
let db: Db;

const spec = (menu: string, code: string): OperationSpec => {
  const found = ORDER_OPERATIONS.find((s) => s.code === code && s.menus.includes(menu));
  if (!found) throw new Error(`no ${menu}:${code}`);
  return found;
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'wms-outbound-prop-'));
  db = openDatabase(dir);
  db.exec(`INSERT INTO loc (whseid, loc, zone, loctype, status) VALUES ('${W}', 'P-01', 'P', 'PICK', 'OK'), ('${W}', 'S-01', 'D', 'STORAGE', 'OK'), ('${W}', 'S-02', 'D', 'STORAGE', 'HOLD')`);
  db.exec(`INSERT INTO sku (storerkey, sku, descr, stdgrossweight) VALUES ('OW001', 'PA', 'A', 1), ('OW001', 'PB', 'B', 2)`);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const ctx = (): Ctx & { shape: never; menuCode: string } =>
  ({ db, scope: { whseid: W }, userid: 'prop', now: '2026-06-15 03:00:00', lang: 'zh', booking: (sourcetype: string, sourcekey: string) => ({ db, userid: 'prop', now: '2026-06-15 03:00:00', sourcetype, sourcekey }), shape: undefined as never, menuCode: 'orders' });

type Cmd =
  | { kind: 'allocate'; order: number; fefo: boolean }
  | { kind: 'unallocate' | 'release' | 'ship' | 'cancel'; order: number }
  | { kind: 'pick'; order: number; line: number; fraction: number }
  | { kind: 'pickAll'; order: number; fraction: number }
  | { kind: 'hold'; stock: number; qty: number };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('allocate' as const), order: fc.nat(1), fefo: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('unallocate' as const, 'release' as const, 'cancel' as const), order: fc.nat(1) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('ship' as const), order: fc.nat(1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pick' as const), order: fc.nat(1), line: fc.nat(3), fraction: fc.constantFrom(0, 0.5, 1, 1, 1) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pickAll' as const), order: fc.nat(1), fraction: fc.constantFrom(0.5, 1, 1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('hold' as const), stock: fc.nat(3), qty: fc.integer({ min: 1, max: 6 }) }) },
);

/** Runs an operation as the framework does: status check, then `run` in a savepoint. */
function runOp(menu: string, code: string, rows: Row[], fields: Record<string, string | number | undefined> = {}): boolean {
  const s = spec(menu, code);
  if (rows.length === 0 || !rows.every((r) => s.fromStatuses.includes(String(r[s.statusField])))) return false;
  return savepoint(() => s.run(ctx(), { rows, fields }));
}

function savepoint(fn: () => unknown): boolean {
  db.exec('SAVEPOINT step');
  try {
    fn();
    db.exec('RELEASE step');
    return true;
  } catch (e) {
    db.exec('ROLLBACK TO step');
    db.exec('RELEASE step');
    if (!(e instanceof Refusal)) throw e;
    return false;
  }
}

it('keeps the books balanced through 500 random outbound sequences', () => {
  let steps = 0;
  let shipped = 0;
  let refusals = 0;
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 4, maxLength: 4 }), fc.array(cmd, { minLength: 1, maxLength: 20 }), (stockQty, cmds) => {
      db.exec('BEGIN');
      try {
        const b = ctx().booking('ADJUST', 'PROP');
        const keys = [['PA', 'LA1', 'P-01', '2026-01-01'], ['PA', 'LA2', 'S-01', '2025-06-01'], ['PB', 'LB1', 'S-01', ''], ['PA', 'LA3', 'S-02', '']] as const;
        keys.forEach(([sku, lot, loc, made], i) => {
          const q = stockQty[i] ?? 0;
          if (q > 0) deposit(b, { whseid: W, storerkey: 'OW001', sku, lot, loc, lpnid: '' }, q, { lottable04: made, lottable05: made ? `2027-0${String(i + 1)}-01` : '' });
        });
        for (let o = 0; o < 4; o++) {
          const key = `SOP${String(o)}`;
          db.prepare(`INSERT INTO orders (whseid, orderkey, storerkey, ordertype, status, wavekey, qtyordered, orderdate) VALUES (?, ?, 'OW001', '0', '0', '', 0, '2026-06-14 00:00:00')`).run(W, key);
          db.prepare(`INSERT INTO orderdetail (whseid, orderkey, orderlinenumber, storerkey, sku, status, qtyordered) VALUES (?, ?, '00001', 'OW001', 'PA', '0', ?), (?, ?, '00002', 'OW001', 'PB', '0', ?)`).run(W, key, 2 + o * 2, W, key, o + 1);
        }
        const orderRow = (o: number) => db.prepare('SELECT * FROM orders WHERE whseid = ? AND orderkey = ?').get(W, `SOP${String(o)}`) as Row;
        for (const c of cmds) {
          let ok = true;
          if (c.kind === 'allocate') ok = runOp('orders', 'allocate', [orderRow(c.order)], { lotOrder: c.fefo ? 'FEFO' : 'FIFO' });
          else if (c.kind === 'pick') {
            const picks = db.prepare(`SELECT * FROM pickdetail WHERE orderkey = ? AND status IN ('0', '1') ORDER BY id`).all(`SOP${String(c.order)}`) as Row[];
            const p = picks[c.line % Math.max(1, picks.length)];
            ok = p ? runOp('pick', 'confirm', [p], { qty: Math.floor(Number(p.qty) * c.fraction) }) : false;
          } else if (c.kind === 'pickAll') {
            // every open pick line of the order, the last one short when fraction < 1
            const picks = db.prepare(`SELECT * FROM pickdetail WHERE orderkey = ? AND status IN ('0', '1') ORDER BY id`).all(`SOP${String(c.order)}`) as Row[];
            ok = picks.length > 0 && picks.every((p, i) => runOp('pick', 'confirm', [p], { qty: i === picks.length - 1 ? Math.floor(Number(p.qty) * c.fraction) : Number(p.qty) }));
          } else if (c.kind === 'hold') {
            const stock = db.prepare('SELECT id FROM lotxlocxid ORDER BY id LIMIT 1 OFFSET ?').get(c.stock) as { id: number } | undefined;
            ok = stock ? savepoint(() => hold(b, stock.id, c.qty)) : false;
          } else ok = runOp('orders', c.kind, [orderRow(c.order)]);
          if (ok && c.kind === 'ship') shipped++;
          if (!ok) refusals++;
          steps++;
          expect(checkInvariants(db, W)).toEqual([]);
          const twice = db.prepare('SELECT orderkey FROM shipment GROUP BY orderkey HAVING COUNT(*) > 1').all();
          expect(twice).toEqual([]);
          // what left through shipping never exceeds what was ordered
          const over = db.prepare(`SELECT o.orderkey FROM orders o WHERE o.qtyshipped > o.qtyordered`).all();
          expect(over).toEqual([]);
          // held stock is never allocated, and held locations never picked from
          expect(db.prepare(`SELECT COUNT(*) AS n FROM pickdetail WHERE loc = 'S-02'`).get()).toEqual({ n: 0 });
        }
      } finally {
        db.exec('ROLLBACK');
      }
    }),
    { numRuns: 500, seed: 20261125 },
  );
  // the sequences reached shipping and refusals alike
  expect(steps).toBeGreaterThan(2000);
  expect(shipped).toBeGreaterThan(10);
  expect(refusals).toBeGreaterThan(10);
});
