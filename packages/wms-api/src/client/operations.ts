import type { AxiosRequestConfig } from 'axios';
import { versionBookOf } from '../cache/versionBook';
import { WmsError, isWmsError } from '../model/errors';
import type { WmsClient } from './createWmsClient';
import type { AnswerDecl, OutputOf } from '../contract/answer';
import type { AnswerOf } from '../contract/catalogue';
import type { ColumnConfig } from '../model/columns';
import { checkDeclared } from '../contract/check';
import { operationSchema } from '../contract/answers/columns';
import { operationResult } from '../contract/answers/operations';
import { list, obj } from '../contract/leaves';
import { COLUMN_CONFIG_PATH } from '../model/constants';
import { readAnswer } from './answer';

/** The header every operation and station write carries (CONTRACT.md, 'Operations and stations'). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** One operation of a list, as the column configuration lists it (its schema: contract/answers/columns.ts). */
export type OperationDef = NonNullable<ColumnConfig['operations']>[number];

/** A field an operation asks for before it runs (a reason, a location, a quantity...), with the server's rules. */
export type OperationField = NonNullable<OperationDef['fields']>[number];

/** What an operation answers: how many rows it did, plus its own result (e.g. shortages). */
export type OperationResult = AnswerOf<'operationResult'>;

/** A new idempotency key: one per user action, reused for every retry or replay of it. */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto as Crypto | undefined;
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (crypto && typeof crypto.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const statusText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The operations of a column configuration (its bean, or the answer), checked as the contract says. */
const operationsOnly = {
  name: 'columnConfig',
  description: 'The operations of a column configuration.',
  at: 'message',
  schema: () => obj({ operations: list(operationSchema()) }),
} satisfies AnswerDecl;

/**
 * The operations of a column configuration bean (or of the whole answer): none when it lists
 * none; a malformed operation is a ContractDrift naming its field.
 */
export function operationsOf(bean: unknown): OperationDef[] {
  const source = isRecord(bean) && isRecord(bean.bean) ? bean.bean : bean;
  if (!isRecord(source) || source.operations === undefined) return [];
  return checkDeclared(operationsOnly, { operations: source.operations }, { method: 'POST', path: COLUMN_CONFIG_PATH }).value.operations;
}

/**
 * Whether an operation may run on the selected rows: every row's status is one it starts from,
 * and exactly one row unless it takes several. Returns why not, or undefined when it may.
 */
export function operationBlocked(op: OperationDef, rows: readonly Record<string, unknown>[]): 'none' | 'single' | 'status' | undefined {
  if (op.noRows) return undefined;
  if (rows.length === 0) return 'none';
  if (!op.multi && rows.length !== 1) return 'single';
  const from = new Set(op.fromStatuses.map(String));
  if (!rows.every((row) => from.has(statusText(row[op.statusField])))) return 'status';
  return undefined;
}

/** A path segment of our own contract (menu code, operation, station); anything else is refused. */
export function pathSegment(value: string): string {
  if (!/^[A-Za-z0-9_]+$/.test(value)) throw new WmsError({ kind: 'malformed', response: value });
  return value;
}

/**
 * How long a write waits before each retry when its answer was lost (ms). Two retries: a
 * dropped answer or a restarting server is usually over within two seconds; longer outages are
 * reported and the user's action (with its key) can be tried again.
 */
export const WRITE_RETRY_DELAYS_MS: readonly number[] = [400, 1500];

/**
 * Whether a failed write may have been committed without its answer reaching us: no answer
 * (network, time-out) or a gateway that lost it (502, 503, 504). Such a write is retried with
 * the same key; the server answers a committed one with its stored answer.
 */
export function isLostAnswer(error: unknown): boolean {
  if (!isWmsError(error)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && [502, 503, 504].includes(error.status ?? 0));
}

/** How a write is sent: its key (one per user action) and its retries. */
export interface WriteOptions {
  /** The user action's idempotency key; default a new one for this call (then reused on its retries). */
  idempotencyKey?: string;
  /** Waits before each retry after a lost answer (ms); default WRITE_RETRY_DELAYS_MS, [] for none. */
  retryDelays?: readonly number[];
}

const wait = (ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms); });

/**
 * Sends one write with its `Idempotency-Key` and answers the raw body. A lost answer is retried
 * with the same key and the same body, so the server books it at most once (CONTRACT.md,
 * "Idempotency"); any other failure, or the last lost answer, rejects.
 *
 * Timeline of a dropped answer: send (key K) → server commits, answer lost → network error →
 * wait 400 ms → send (key K) → server finds K with the same fingerprint → stored answer,
 * `Idempotent-Replayed: true` → resolved once.
 */
export async function sendWrite<T>(client: WmsClient, config: AxiosRequestConfig, options: WriteOptions = {}): Promise<T> {
  const key = options.idempotencyKey ?? newIdempotencyKey();
  if (key.length < 1 || key.length > 100) throw new WmsError({ kind: 'malformed', response: key });
  const delays = options.retryDelays ?? WRITE_RETRY_DELAYS_MS;
  const headers = { ...(config.headers as Record<string, string> | undefined), [IDEMPOTENCY_HEADER]: key };
  for (let attempt = 0; ; attempt++) {
    try {
      return await client.request<T>({ method: 'POST', ...config, headers });
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !isLostAnswer(error)) throw error;
      await wait(delay);
    }
  }
}

/**
 * POSTs a write of our contract with its idempotency key (retried on a lost answer) and reads its
 * answer through the contract: a refusal (a stale version: the typed conflict) rejects, a drift
 * is recorded and rejects.
 */
export async function postIdempotent<D extends AnswerDecl>(client: WmsClient, decl: D, path: string, body: unknown, idempotencyKey: string, retryDelays?: readonly number[]): Promise<OutputOf<D>> {
  const answer = await sendWrite(client, { url: path, data: body }, { idempotencyKey, retryDelays });
  return readAnswer(client, decl, answer, { method: 'POST', path });
}

/** The operation body as sent: the versions read of its rows, unless the caller gave them. */
function withVersions(client: WmsClient, menuCode: string, body: { ids?: readonly (string | number)[] } & Record<string, unknown>): Record<string, unknown> {
  if (body.versions !== undefined || !Array.isArray(body.ids) || body.ids.length === 0) return body;
  const versions = versionBookOf(client).versionsOf(menuCode, body.ids);
  return Object.keys(versions).length > 0 ? { ...body, versions } : body;
}

/** The list-operation call: POST /{menuCode}/op/{operation} with the rows' ids and its fields. */
export function createOperationCalls(client: WmsClient) {
  return {
    /**
     * Runs a list operation on the selected rows, all or nothing. Pass the same key again to
     * retry the same user action: the server answers the stored answer and books nothing twice.
     * `versions` (`{ "<id>": version }`) defaults to the versions this client read of those ids;
     * a stale one rejects with a WmsConflictError.
     */
    runOperation: async (menuCode: string, operation: string, body: { ids: readonly (string | number)[]; versions?: Readonly<Record<string, number>> } & Record<string, unknown>, idempotencyKey: string) =>
      postIdempotent(client, operationResult, `/${pathSegment(menuCode)}/op/${pathSegment(operation)}`, withVersions(client, pathSegment(menuCode), body), idempotencyKey),
  };
}

export type OperationCalls = ReturnType<typeof createOperationCalls>;
