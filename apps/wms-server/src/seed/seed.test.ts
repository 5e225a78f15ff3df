/** @jest-environment node */
import { DatabaseSync } from 'node:sqlite';
import { LIST_ROUTES } from '../catalogue/routes';
import { migrate } from '../migrations';
import { seedDatabase, type SeedReport } from './seed';

jest.setTimeout(180_000);

const anchor = Date.UTC(2026, 5, 15);

function seeded(seed: number): { db: DatabaseSync; report: SeedReport } {
  const db = new DatabaseSync(':memory:');
  migrate(db);
  return { db, report: seedDatabase(db, { seed, anchor }) };
}

/** A fingerprint of the business data (users carry random salts, so they are left out). */
function fingerprint(db: DatabaseSync): string {
  const parts = [
    'SELECT group_concat(receiptkey || status || totalqtyexpected || adddate, \'|\') AS v FROM receipt',
    'SELECT group_concat(orderkey || status || qtyordered || c_company, \'|\') AS v FROM orders',
    'SELECT group_concat(sku || qty || loc, \'|\') AS v FROM (SELECT * FROM lotxlocxid ORDER BY id LIMIT 5000)',
  ];
  return parts.map((sql) => (db.prepare(sql).get() as { v: string }).v).join('#');
}

let first: ReturnType<typeof seeded>;
beforeAll(() => {
  first = seeded(7);
});

it('generates the same data for the same seed', () => {
  const again = seeded(7);
  expect(fingerprint(again.db)).toBe(fingerprint(first.db));
  expect(again.report.byTable).toEqual(first.report.byTable);
  expect(fingerprint(first.db).length).toBeGreaterThan(100_000);
});

it('seeds every business area in volume, in both warehouses, with Chinese and English texts', () => {
  const { db, report } = first;
  expect(report.rows).toBeGreaterThan(150_000);
  expect(report.byTable.sku).toBe(3000);
  expect(report.byTable.loc).toBeGreaterThan(4000);
  expect(report.byTable.lotxlocxid).toBe(30_000);
  for (const table of ['receipt', 'receiptdetail', 'po', 'overcharge', 'orders', 'orderdetail', 'pickdetail', 'shipment', 'wave', 'waveplan', 'taskdetail', 'itrn', 'inventoryhold', 'movement', 'adjustment', 'transfer', 'cctask', 'serialnumber', 'device', 'consumable', 'printer', 'report', 'importtemplate', 'codeparserule', 'numberingrule', 'pack', 'zone', 'area', 'storer', 'altsku', 'strategy', 'users', 'role', 'menu', 'warehouse']) {
    expect([table, (report.byTable[table] ?? 0) > 0]).toEqual([table, true]);
  }
  const months = db.prepare(`SELECT COUNT(DISTINCT substr(adddate, 1, 7)) AS n FROM receipt`).get() as { n: number };
  expect(months.n).toBeGreaterThanOrEqual(6);
  expect(db.prepare(`SELECT COUNT(DISTINCT whseid) AS n FROM orders`).get()).toEqual({ n: 2 });
  const sku = db.prepare(`SELECT descr, descr_en FROM sku LIMIT 1`).get() as { descr: string; descr_en: string };
  expect(sku.descr).toMatch(/[\u4e00-\u9fff]/);
  expect(sku.descr_en).toMatch(/^[ -~×]+$/);
  // Every code-and-description list has rows of its own.
  for (const route of LIST_ROUTES.filter((r) => r.entity === 'basecode')) {
    const n = db.prepare('SELECT COUNT(*) AS n FROM basecode WHERE category = ?').get(route.menuCode) as { n: number };
    expect([route.menuCode, n.n > 0]).toEqual([route.menuCode, true]);
  }
  // Shipper users see only their shippers: they are assigned to some.
  expect(db.prepare(`SELECT owners FROM users WHERE userid = 'shipper'`).get()).toEqual({ owners: 'OW001,OW002' });
});
