import type { StatementSync } from 'node:sqlite';
import type { Db } from './database';

/** How many prepared statements each database keeps (least recently used go first). */
export const STATEMENT_CACHE_SIZE = 512;

const caches = new WeakMap<Db, Map<string, StatementSync>>();

/**
 * A prepared statement per query shape (the SQL text), kept per database: node:sqlite has no
 * statement cache of its own, and preparing is a large part of a small indexed query (the list
 * query runs up to three statements a request). The SQL must hold `?` placeholders for every
 * value, never a value itself, or the cache would grow with the data.
 */
export function prepareCached(db: Db, sql: string): StatementSync {
  // WMS_STATEMENT_CACHE=off prepares every time: the bench measures the cache side by side.
  if (process.env.WMS_STATEMENT_CACHE === 'off') return db.prepare(sql);
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const found = cache.get(sql);
  if (found) {
    // Most recently used last: a Map iterates in insertion order.
    cache.delete(sql);
    cache.set(sql, found);
    return found;
  }
  const statement = db.prepare(sql);
  cache.set(sql, statement);
  if (cache.size > STATEMENT_CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return statement;
}

/** The number of statements kept for a database (tests). */
export function cachedStatementCount(db: Db): number {
  return caches.get(db)?.size ?? 0;
}
