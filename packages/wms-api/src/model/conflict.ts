import { WmsError } from './errors';
import { scalarText } from './text';

/**
 * What the server says about a write from a stale read (CONTRACT.md, "Version"): HTTP 409,
 * returnCode "409", returnMgr "{document} was changed by {user} at {time}" in the request's
 * language, and the record as it is now.
 */
export interface ConflictInfo<T extends Record<string, unknown> = Record<string, unknown>> {
  /** The record's id. */
  id: string | number;
  /** Its current version (the one to send with a retried write). */
  version: number;
  /** Who changed it last. */
  editwho: string;
  /** When, as the server writes dates. */
  editdate: string;
  /** The current record, every field. */
  record: T;
}

/**
 * A write refused because the record changed since it was read. `conflict` carries the current
 * record, who changed it and when; `serverMessage` the catalogued sentence to show.
 */
export class WmsConflictError extends WmsError {
  readonly conflict: ConflictInfo;

  constructor(init: { conflict: ConflictInfo; status?: number; serverMessage?: string; response?: unknown; cause?: unknown }) {
    super({ kind: 'conflict', status: init.status, serverMessage: init.serverMessage, response: init.response, cause: init.cause });
    this.name = 'WmsConflictError';
    this.conflict = init.conflict;
  }
}

/** Whether a failed call is a version conflict (and so carries the current record). */
export function isWmsConflict(value: unknown): value is WmsConflictError {
  return value instanceof WmsConflictError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The conflict of an answer: returnCode "409" with a bean holding the current record. Anything
 * else (another code, no record) gives undefined and is handled as an ordinary refusal.
 */
export function conflictOf(body: unknown): ConflictInfo | undefined {
  if (!isRecord(body) || scalarText(body.returnCode) !== '409' || !isRecord(body.bean)) return undefined;
  const bean = body.bean;
  const record = isRecord(bean.record) ? bean.record : undefined;
  if (!record) return undefined;
  const id = typeof bean.id === 'string' || typeof bean.id === 'number' ? bean.id : (record.id as string | number | undefined);
  const version = Number(bean.version ?? record.version);
  if (id === undefined || !Number.isFinite(version)) return undefined;
  return {
    id,
    version,
    editwho: scalarText(bean.editwho ?? record.editwho) ?? '',
    editdate: scalarText(bean.editdate ?? record.editdate) ?? '',
    record,
  };
}

/** A WmsConflictError for a 409 answer, or undefined when the body is no conflict. */
export function conflictError(body: unknown, status: number, cause?: unknown): WmsConflictError | undefined {
  const conflict = conflictOf(body);
  if (!conflict) return undefined;
  const text = isRecord(body) && typeof body.returnMgr === 'string' && body.returnMgr.trim() ? body.returnMgr : undefined;
  return new WmsConflictError({ conflict, status, serverMessage: text, response: body, cause });
}
