import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { listRouteByCode } from '../catalogue/routes';
import { openDatabase, type Db } from '../migrations';
import { listShape } from './columns';
import { queryList, type Params, type Scope } from './query';
import { keptTotalsDdl, totalsTable } from './totals';

const SUMS = ['qty', 'qtyallocated', 'qtypicked', 'qtyonhold'] as const;

/** What the list's count and sums must be: counted over the rows themselves. */
function counted(db: Db, where: string, args: string[]) {
  const row = db.prepare(`SELECT COUNT(*) AS n, ${SUMS.map((c) => `COALESCE(SUM(${c}), 0) AS ${c}`).join(', ')} FROM lotxlocxid WHERE ${where}`).get(...args) as Record<string, number>;
  return { total: row.n, totalData: Object.fromEntries(SUMS.map((c) => [c, row[c]])) };
}

describe('kept totals of the large lists', () => {
  let dir: string;
  let db: Db;
  const shape = () => {
    const route = listRouteByCode('inventorySearch');
    if (!route) throw new Error('no inventorySearch');
    return listShape(route);
  };
  const page = (params: Params, scope: Scope = { whseid: 'WH01' }) => {
    const { total, totalData } = queryList(db, shape(), { pageSize: 5, ...params }, scope);
    return { total, totalData };
  };
  const insert = (whseid: string, storerkey: string, sku: string, qty: number, onhold = 0) => {
    db.prepare(`INSERT INTO lotxlocxid (whseid, storerkey, sku, qty, qtyallocated, qtypicked, qtyonhold, status, adddate) VALUES (?, ?, ?, ?, 1, 0, ?, 'OK', '2026-06-01 08:00:00')`)
      .run(whseid, storerkey, sku, qty, onhold);
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'wms-totals-'));
    db = openDatabase(dir);
    db.exec('DELETE FROM lotxlocxid');
    insert('WH01', 'OW1', 'A-1', 10, 2);
    insert('WH01', 'OW1', 'B-1', 5.5);
    insert('WH01', 'OW2', 'A-2', 7);
    insert('WH02', 'OW1', 'A-3', 100);
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the unfiltered, owner and shipper-user lists with the count and sums of their rows', () => {
    expect(page({})).toEqual(counted(db, "whseid = 'WH01'", []));
    expect(page({}).total).toBe(3);
    expect(page({ storerkey: 'OW1' })).toEqual(counted(db, "whseid = 'WH01' AND storerkey = 'OW1'", []));
    expect(page({ storerkeystr: 'OW1,OW2' })).toEqual(counted(db, "whseid = 'WH01'", []));
    expect(page({}, { whseid: 'WH01', owners: ['OW2'] })).toEqual(counted(db, "whseid = 'WH01' AND storerkey = 'OW2'", []));
    // The user's owners and the filter both hold.
    expect(page({ storerkey: 'OW1' }, { whseid: 'WH01', owners: ['OW2'] })).toEqual({ total: 0, totalData: { qty: 0, qtyallocated: 0, qtypicked: 0, qtyonhold: 0 } });
    expect(page({}, { whseid: 'WH02' })).toEqual(counted(db, "whseid = 'WH02'", []));
  });

  it('follows inserts, changed quantities, owners and warehouses, and deletes', () => {
    insert('WH01', 'OW2', 'C-1', 3);
    db.exec(`UPDATE lotxlocxid SET qty = qty + 1.25, qtypicked = 2 WHERE sku = 'A-1'`);
    db.exec(`UPDATE lotxlocxid SET storerkey = 'OW3' WHERE sku = 'A-2'`);
    db.exec(`UPDATE lotxlocxid SET whseid = 'WH01' WHERE sku = 'A-3'`);
    db.exec(`DELETE FROM lotxlocxid WHERE sku = 'B-1'`);
    expect(page({})).toEqual(counted(db, "whseid = 'WH01'", []));
    expect(page({}).total).toBe(4);
    for (const owner of ['OW1', 'OW2', 'OW3']) expect(page({ storerkey: owner })).toEqual(counted(db, "whseid = 'WH01' AND storerkey = ?", [owner]));
    expect(page({}, { whseid: 'WH02' }).total).toBe(0);
  });

  it('counts any other filter over the rows themselves', () => {
    expect(page({ sku: 'A-' })).toEqual(counted(db, "whseid = 'WH01' AND sku LIKE '%A-%'", []));
    expect(page({ sku: 'A-', storerkey: 'OW1' }).total).toBe(1);
  });

  it('fills the totals from the rows already there when the table is set up', () => {
    const mem = new DatabaseSync(':memory:');
    mem.exec(`CREATE TABLE stock (id INTEGER PRIMARY KEY, whseid TEXT NOT NULL, storerkey TEXT NOT NULL, qty NUMERIC)`);
    mem.exec(`INSERT INTO stock (whseid, storerkey, qty) VALUES ('WH01', 'OW1', 4), ('WH01', 'OW1', NULL), ('WH01', 'OW2', 1)`);
    mem.exec(keptTotalsDdl('stock', ['qty']));
    expect(mem.prepare(`SELECT whseid, storerkey, n, qty FROM ${totalsTable('stock')} ORDER BY storerkey`).all().map((r) => ({ ...r }))).toEqual([
      { whseid: 'WH01', storerkey: 'OW1', n: 2, qty: 4 },
      { whseid: 'WH01', storerkey: 'OW2', n: 1, qty: 1 },
    ]);
  });
});
