import type { StatementSync } from 'node:sqlite';
import type { Db } from './database';

/** How many prepared statements each database keeps (least recently used go first). */
export const STATEMENT_CACHE_SIZE = 512;

/** A kept statement and when it was last used (the cache's own count of uses). */
interface Kept {
  statement: StatementSync;
  used: number;
}

interface Cache {
  kept: Map<string, Kept>;
  uses: number;
}

const caches = new WeakMap<Db, Cache>();

/** Uses are renumbered from 1 before they leave V8's small integers (2^30). */
const MAX_USES = 2 ** 30 - 1;

/**
 * A prepared statement per query shape (the SQL text), kept per database: node:sqlite has no
 * statement cache of its own, and preparing is a large part of a small indexed query (the list
 * query runs up to three statements a request). The SQL must hold `?` placeholders for every
 * value, never a value itself, or the cache would grow with the data.
 *
 * A use only notes its count; the least recently used statement is looked for when one more is
 * kept than the cache holds. It was a Map kept in order of use (each use a delete and a set):
 * a long-lived Map's table lives in V8's old generation, and its deletions make it rebuild the
 * table there every few hundred uses, about 150 bytes of old generation a use — garbage for a
 * full collection, at ten uses an imported row and several a request (issue 50).
 */
export function prepareCached(db: Db, sql: string): StatementSync {
  // WMS_STATEMENT_CACHE=off prepares every time: the bench measures the cache side by side.
  if (process.env.WMS_STATEMENT_CACHE === 'off') return db.prepare(sql);
  let cache = caches.get(db);
  if (!cache) {
    cache = { kept: new Map(), uses: 0 };
    caches.set(db, cache);
  }
  if (cache.uses >= MAX_USES) {
    // Renumbered in order of use.
    let n = 0;
    for (const kept of [...cache.kept.values()].sort((a, b) => a.used - b.used)) kept.used = ++n;
    cache.uses = n;
  }
  const found = cache.kept.get(sql);
  if (found) {
    found.used = ++cache.uses;
    return found.statement;
  }
  const statement = db.prepare(sql);
  cache.kept.set(sql, { statement, used: ++cache.uses });
  if (cache.kept.size > STATEMENT_CACHE_SIZE) {
    let oldest: string | undefined;
    let least = Infinity;
    for (const [key, kept] of cache.kept) {
      if (kept.used < least) {
        least = kept.used;
        oldest = key;
      }
    }
    if (oldest !== undefined) cache.kept.delete(oldest);
  }
  return statement;
}

/** The number of statements kept for a database (tests). */
export function cachedStatementCount(db: Db): number {
  return caches.get(db)?.kept.size ?? 0;
}
