import { DatabaseSync } from 'node:sqlite';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { cachedStatementCount, prepareCached, STATEMENT_CACHE_SIZE } from './statements';

describe('prepareCached', () => {
  it('hands back the same statement for the same SQL, and answers with the bound values', () => {
    const db = new DatabaseSync(':memory:');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
    db.exec(`INSERT INTO t (v) VALUES ('a'), ('b')`);
    const first = prepareCached(db, 'SELECT v FROM t WHERE id = ?');
    expect(prepareCached(db, 'SELECT v FROM t WHERE id = ?')).toBe(first);
    expect(prepareCached(db, 'SELECT v FROM t WHERE id = ?').get(2)).toEqual({ v: 'b' });
    expect(cachedStatementCount(db)).toBe(1);
  });

  it('keeps at most the cache size, dropping the least recently used', () => {
    const db = new DatabaseSync(':memory:');
    const keep = prepareCached(db, 'SELECT 0');
    for (let i = 1; i <= STATEMENT_CACHE_SIZE + 10; i++) {
      prepareCached(db, `SELECT ${String(i)}`);
      if (i % 100 === 0) prepareCached(db, 'SELECT 0'); // used again: stays
    }
    expect(cachedStatementCount(db)).toBe(STATEMENT_CACHE_SIZE);
    expect(prepareCached(db, 'SELECT 0')).toBe(keep);
    expect(prepareCached(db, 'SELECT 1')).not.toBe(prepareCached(db, 'SELECT 2'));
  });

  it('keeps one cache a database', () => {
    const a = new DatabaseSync(':memory:');
    const b = new DatabaseSync(':memory:');
    expect(prepareCached(a, 'SELECT 1')).not.toBe(prepareCached(b, 'SELECT 1'));
  });

  it("notes a use without rebuilding its table in V8's old generation (issue 50: a Map kept in order of use cost ~150 bytes of it a use)", () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const db = new DatabaseSync(':memory:');
    const shapes = Array.from({ length: 300 }, (_, i) => `SELECT ${String(i)} AS n`);
    for (const sql of shapes) prepareCached(db, sql);
    // Twice: the cache's table is old by now, as a running server's is.
    gc();
    gc();
    const old = () => getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')?.space_used_size ?? 0;
    const before = old();
    const kept = new Set<unknown>();
    for (let i = 0; i < 30_000; i++) kept.add(prepareCached(db, shapes[(i * 7) % shapes.length] ?? ''));
    expect(kept.size).toBe(300);
    expect((old() - before) / 30_000).toBeLessThan(4);
    expect(cachedStatementCount(db)).toBe(300);
  });
});
