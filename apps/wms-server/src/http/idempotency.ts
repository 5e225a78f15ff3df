import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { registerMigration, transaction, type Db } from '../db/database';
import { Refusal, badInput } from '../engine/errors';
import { formatTime } from '../seed/random';
import { session, type ServerContext } from './context';

/**
 * Idempotent writes (issue 25, CONTRACT.md 'Idempotency'): every write may carry the header
 * `Idempotency-Key` (operations and stations must). The server keeps per (user, key) the request's
 * fingerprint (method, path, a hash of the body) and its answer (HTTP status and body) for 24
 * hours, stored in the write's own transaction. A repeat with the same fingerprint answers the
 * stored answer with `Idempotent-Replayed: true` and writes nothing; the same key with another
 * fingerprint is refused (HTTP 422). A refused write stores nothing (it wrote nothing).
 */

/** How long an answer is kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

/** The request's key: undefined when there is none; bad input when it is not 1–100 characters. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || key === '') return undefined;
  if (typeof key !== 'string' || key.length > 100) throw badInput('badValue', 'Idempotency-Key');
  return key;
}

/** The key of an operation or a station write, which must have one. */
export function requiredIdempotencyKey(request: FastifyRequest): string {
  const key = idempotencyKeyOf(request);
  if (!key) throw badInput('opIdempotencyKey');
  return key;
}

/** method, path and a SHA-256 of the body: what makes two requests "the same". */
export function fingerprintOf(request: FastifyRequest): string {
  const body: unknown = request.body;
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body === undefined || body === null ? '' : JSON.stringify(body));
  const path = request.url.split('?')[0] ?? '';
  return `${request.method} ${path} ${createHash('sha256').update(bytes).digest('hex')}`;
}

interface Stored {
  request: string;
  answer: string;
  status: number;
  saved_at: string;
}

function stored(db: Db, userid: string, key: string, oldest: string): Stored | undefined {
  return db.prepare('SELECT request, answer, status, saved_at FROM idempotency WHERE userid = ? AND idem_key = ? AND saved_at >= ?').get(userid, key, oldest) as Stored | undefined;
}

/**
 * Runs a write once per (user, key). Without a key (`required` false) it simply runs `write`.
 * `write` returns the answer's body (the envelope); it runs in one transaction with the storage
 * of its answer.
 */
export function idempotent<T extends Record<string, unknown>>(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  write: () => T,
  options: { required?: boolean; key?: string } = {},
): T | Record<string, unknown> {
  const key = options.key ?? (options.required ? requiredIdempotencyKey(request) : idempotencyKeyOf(request));
  if (!key) return write();
  const s = session(request);
  const now = ctx.now();
  const oldest = formatTime(now - IDEMPOTENCY_TTL_MS);
  const fingerprint = fingerprintOf(request);
  const seen = stored(ctx.db, s.userid, key, oldest);
  if (seen) {
    if (seen.request !== fingerprint) throw new Refusal('422', 'idempotencyKeyReused');
    void reply.header('Idempotent-Replayed', 'true').code(seen.status);
    return JSON.parse(seen.answer) as Record<string, unknown>;
  }
  return transaction(ctx.db, () => {
    const answer = write();
    const savedAt = formatTime(now);
    ctx.db.prepare('DELETE FROM idempotency WHERE saved_at < ?').run(oldest);
    ctx.db
      .prepare('INSERT OR REPLACE INTO idempotency (userid, idem_key, request, answer, saved_at, status) VALUES (?, ?, ?, ?, ?, ?)')
      .run(s.userid, key, fingerprint, JSON.stringify(answer), savedAt, reply.statusCode || 200);
    return answer;
  });
}

registerMigration({
  version: 8,
  name: 'idempotency: every write; the answer with its HTTP status, kept 24 hours (issue 25)',
  up(db) {
    const have = new Set((db.prepare('PRAGMA table_info(idempotency)').all() as { name: string }[]).map((c) => c.name));
    if (!have.has('status')) db.exec('ALTER TABLE idempotency ADD COLUMN status INTEGER NOT NULL DEFAULT 200');
    db.exec('CREATE INDEX IF NOT EXISTS ix_idempotency_saved ON idempotency (saved_at)');
  },
});
