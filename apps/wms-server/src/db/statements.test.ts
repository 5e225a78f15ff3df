import { DatabaseSync } from 'node:sqlite';
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
});
