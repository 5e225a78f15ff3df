/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { openDatabase } from '../migrations';
import { makeRowsHere, rowsMadeHere } from './rows';

/*
 * The server's rows are made in JavaScript (rows.ts, issue 50): the same rows node:sqlite makes,
 * without the 72 bytes of old generation node:sqlite's row objects cost each.
 */

function table(db: DatabaseSync): DatabaseSync {
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, qty NUMERIC, price REAL, note TEXT, data BLOB)');
  const insert = db.prepare('INSERT INTO t (name, qty, price, note, data) VALUES (?, ?, ?, ?, ?)');
  insert.run('a', 3, 1.5, null, new Uint8Array([1, 2]));
  insert.run('b', 42, 0.25, 'x', null);
  insert.run('中文', 0, -2, '', new Uint8Array(0));
  return db;
}

const QUERIES: [string, unknown[]][] = [
  ['SELECT * FROM t ORDER BY id', []],
  ['SELECT * FROM t WHERE id = ?', [2]],
  ['SELECT * FROM t WHERE id = ?', [99]],
  ['SELECT name AS a, qty AS a, 7, id AS "1" FROM t ORDER BY id', []],
  ['SELECT COUNT(*) AS n FROM t WHERE name = :name', [{ name: 'a' }]],
  ['SELECT id FROM t WHERE id > ? ORDER BY id', [1]],
];

describe('rows made here', () => {
  it('answers get, all and iterate exactly as node:sqlite does: values, column order, a name given twice, null prototype', () => {
    const native = table(new DatabaseSync(':memory:'));
    const made = table(makeRowsHere(new DatabaseSync(':memory:')));
    for (const [sql, args] of QUERIES) {
      const a = native.prepare(sql);
      const b = made.prepare(sql);
      expect(b.get(...(args as never[]))).toStrictEqual(a.get(...(args as never[])));
      expect(b.all(...(args as never[]))).toStrictEqual(a.all(...(args as never[])));
      expect([...b.iterate(...(args as never[]))]).toStrictEqual([...a.iterate(...(args as never[]))]);
      for (const row of b.all(...(args as never[]))) {
        expect(Object.getPrototypeOf(row)).toBeNull();
        expect(Object.keys(row)).toEqual(Object.keys(a.all(...(args as never[]))[0] ?? {}));
      }
    }
    const big = made.prepare('SELECT 9007199254740993 AS big, qty FROM t WHERE id = 2');
    big.setReadBigInts(true);
    expect(big.get()).toStrictEqual({ __proto__: null, big: 9007199254740993n, qty: 42n });
    // A write answers as before.
    expect(made.prepare('UPDATE t SET note = ? WHERE id = 1').run('y')).toStrictEqual(native.prepare('UPDATE t SET note = ? WHERE id = 1').run('y'));
  });

  it('follows a schema change under a prepared SELECT *, and gives node:sqlite its methods back when asked for arrays', () => {
    const db = makeRowsHere(new DatabaseSync(':memory:'));
    db.exec(`CREATE TABLE s (id INTEGER PRIMARY KEY, a TEXT); INSERT INTO s (a) VALUES ('x')`);
    const all = db.prepare('SELECT * FROM s');
    expect(all.get()).toStrictEqual({ __proto__: null, id: 1, a: 'x' });
    db.exec(`ALTER TABLE s ADD COLUMN b TEXT NOT NULL DEFAULT 'y'`);
    expect(all.get()).toStrictEqual({ __proto__: null, id: 1, a: 'x', b: 'y' });
    all.setReturnArrays(true);
    expect(all.get()).toEqual([1, 'x', 'y']);
    all.setReturnArrays(false);
    expect(all.get()).toStrictEqual({ __proto__: null, id: 1, a: 'x', b: 'y' });
    const own = rowsMadeHere(new DatabaseSync(':memory:').prepare('SELECT 1 AS one'));
    expect(own.get()).toStrictEqual({ __proto__: null, one: 1 });
  });

  it("costs the server's connection no old generation a row (node:sqlite's own rows: 72 bytes each)", () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const dir = mkdtempSync(join(tmpdir(), 'wms-rows-'));
    const db = openDatabase(dir);
    try {
      db.exec('CREATE TABLE r (id INTEGER PRIMARY KEY, a TEXT, b TEXT, c INTEGER)');
      const insert = db.prepare('INSERT INTO r (a, b, c) VALUES (?, ?, ?)');
      for (let i = 0; i < 200; i++) insert.run(`a${String(i)}`, `b${String(i)}`, i);
      const page = db.prepare('SELECT * FROM r WHERE id > ? ORDER BY id LIMIT 20');
      const one = db.prepare('SELECT a FROM r WHERE id = ?');
      const read = (times: number) => {
        let n = 0;
        for (let i = 0; i < times; i++) {
          n += page.all(i % 150).length;
          if (one.get((i % 150) + 1) !== undefined) n++;
        }
        return n;
      };
      read(500);
      gc();
      const old = () => getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')?.space_used_size ?? 0;
      const before = old();
      const rows = read(2000);
      const perRow = (old() - before) / rows;
      expect(rows).toBe(42_000);
      // Within 8 bytes a row (a scavenge during the loop promotes the rows alive at that moment).
      expect(perRow).toBeLessThan(8);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
