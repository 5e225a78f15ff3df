import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transaction } from '../db/database';
import { openDatabase, type Db } from '../migrations';
import { seedDatabase } from '../seed/seed';
import { adjust, allocate, checkInvariants, deposit, hold, move, pick, release, ship, stockById, unallocate, withdraw, type Booking } from './ledger';

let dir: string;
let db: Db;
const b = (): Booking => ({ db, userid: 'tester', now: '2026-06-15 10:00:00', sourcetype: 'ADJUST', sourcekey: 'T1' });
const key = { whseid: 'WH01', storerkey: 'OW001', sku: 'LEDGER1', lot: 'LT1', loc: 'A-01-01-1', lpnid: '' };
const refusal = (fn: () => unknown) => {
  try {
    transaction(db, fn);
  } catch (error) {
    return (error as { key?: string }).key;
  }
  return undefined;
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'wms-ledger-'));
  db = openDatabase(dir);
  seedDatabase(db, { anchor: Date.UTC(2026, 5, 15) });
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the seeded books balance: every stock row has its opening transactions', () => {
  expect(checkInvariants(db)).toEqual([]);
  expect((db.prepare(`SELECT COUNT(*) AS n FROM itrn WHERE sourcetype = 'OPENING'`).get() as { n: number }).n).toBeGreaterThan(1000);
});

test('every movement changes stock and writes its itrn in one transaction; the books balance after each', () => {
  const itrns = () => (db.prepare('SELECT COUNT(*) AS n FROM itrn').get() as { n: number }).n;
  const before = itrns();
  const { stock } = transaction(db, () => deposit(b(), key, 10));
  expect(stock).toMatchObject({ qty: 10, qtyallocated: 0 });
  transaction(db, () => allocate(b(), stock.id, 4));
  transaction(db, () => pick(b(), stock.id, 3));
  transaction(db, () => unallocate(b(), stock.id, 1));
  transaction(db, () => ship(b(), stock.id, 2));
  expect(stockById(db, stock.id)).toMatchObject({ qty: 8, qtyallocated: 0, qtypicked: 1 });
  transaction(db, () => hold(b(), stock.id, 5));
  expect(refusal(() => allocate(b(), stock.id, 1))).toBe('ledgerHeldNotAllocatable');
  transaction(db, () => release(b(), stock.id, 5));
  const moved = transaction(db, () => move(b(), stock.id, { loc: 'A-01-05-1' }, 3));
  expect(moved.stock).toMatchObject({ loc: 'A-01-05-1', qty: 3 });
  transaction(db, () => adjust(b(), moved.stock.id, -1));
  transaction(db, () => withdraw(b(), moved.stock.id, 2));
  expect(itrns() - before).toBe(10); // the refused allocation wrote none
  expect(checkInvariants(db)).toEqual([]);
});

test('refusals book nothing: short stock, the lost-box location, a zero adjustment', () => {
  const { stock } = transaction(db, () => deposit(b(), { ...key, lot: 'LT2' }, 2));
  const snapshot = JSON.stringify([stockById(db, stock.id), (db.prepare('SELECT COUNT(*) AS n FROM itrn').get() as { n: number }).n]);
  expect(refusal(() => move(b(), stock.id, { loc: 'A-01-05-1' }, 3))).toBe('ledgerShort');
  expect(refusal(() => move(b(), stock.id, { loc: 'LOST' }, 1))).toBe('lostLocation');
  expect(refusal(() => move(b(), stock.id, { loc: 'NOWHERE' }, 1))).toBe('locationNotFound');
  expect(refusal(() => adjust(b(), stock.id, 0))).toBe('ledgerDeltaNonZero');
  expect(refusal(() => withdraw(b(), stock.id, 5))).toBe('ledgerShort');
  expect(JSON.stringify([stockById(db, stock.id), (db.prepare('SELECT COUNT(*) AS n FROM itrn').get() as { n: number }).n])).toBe(snapshot);
});

test('checkInvariants names a stock row whose on-hand was changed outside the ledger', () => {
  const { stock } = transaction(db, () => deposit(b(), { ...key, lot: 'LT3' }, 5));
  db.prepare('UPDATE lotxlocxid SET qty = 7, qtyallocated = 9 WHERE id = ?').run(stock.id);
  const rules = checkInvariants(db).filter((v) => v.stockId === stock.id).map((v) => v.rule);
  expect(rules).toEqual(expect.arrayContaining(['onHandEqualsItrn', 'allocatedPickedWithinOnHand', 'heldNotAllocatable']));
  db.prepare('UPDATE lotxlocxid SET qty = 5, qtyallocated = 0 WHERE id = ?').run(stock.id);
  expect(checkInvariants(db)).toEqual([]);
});
