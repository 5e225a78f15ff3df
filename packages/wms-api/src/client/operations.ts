import { isSuccess, type Envelope } from '../model/envelope';
import { WmsError } from '../model/errors';
import type { WmsClient } from './createWmsClient';

/** The header every operation and station write carries (CONTRACT.md, 'Operations and stations'). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A field an operation asks for before it runs (a reason, a location, a quantity...). */
export interface OperationField {
  code: string;
  name: string;
  type: string;
  required: boolean;
  /** The options path of a select field, when it has one. */
  searchData?: string;
}

/** One operation of a list, as the column configuration lists it. */
export interface OperationDef {
  code: string;
  name: string;
  /** `<menuCode>:<code>`, granted through /permission/buttons like the CRUD buttons. */
  button: string;
  /** The row field whose value must be in `fromStatuses`. */
  statusField: string;
  fromStatuses: string[];
  fields?: OperationField[];
  /** Several rows at once; otherwise exactly one row. */
  multi: boolean;
  /** Ask before sending. */
  confirm: boolean;
  /** Needs no selected rows (generating count or replenishment tasks): never blocked by the selection. */
  noRows?: boolean;
}

/** What an operation answers: how many rows it did, plus its own result (e.g. shortages). */
export type OperationResult = { done: number } & Record<string, unknown>;

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

/** The operations of a column configuration bean; malformed entries are left out. */
export function operationsOf(bean: unknown): OperationDef[] {
  const source = isRecord(bean) && isRecord(bean.bean) ? bean.bean : bean;
  if (!isRecord(source) || !Array.isArray(source.operations)) return [];
  const defs: OperationDef[] = [];
  for (const op of source.operations as unknown[]) {
    if (!isRecord(op) || typeof op.code !== 'string' || typeof op.button !== 'string' || typeof op.statusField !== 'string' || !Array.isArray(op.fromStatuses)) continue;
    const def: OperationDef = {
      code: op.code, name: typeof op.name === 'string' ? op.name : op.code, button: op.button, statusField: op.statusField,
      fromStatuses: op.fromStatuses.map((s) => statusText(s)), multi: op.multi === true, confirm: op.confirm === true,
    };
    if (Array.isArray(op.fields)) def.fields = (op.fields as unknown[]).filter((f): f is OperationField => isRecord(f) && typeof f.code === 'string');
    if (op.noRows === true) def.noRows = true;
    defs.push(def);
  }
  return defs;
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

/** The bean of a success, or a 'refused' WmsError carrying the server's catalogued message. */
export function beanOrRefusal<T>(body: Envelope<T>): T {
  if (!isSuccess(body)) {
    const text = typeof body.returnMgr === 'string' && body.returnMgr ? body.returnMgr : undefined;
    throw new WmsError({ kind: 'refused', status: 200, serverMessage: text, response: body });
  }
  return body.bean as T;
}

/** POSTs a write of our contract with its idempotency key and answers its bean. */
export async function postIdempotent<T>(client: WmsClient, path: string, body: unknown, idempotencyKey: string): Promise<T> {
  if (idempotencyKey.length < 1 || idempotencyKey.length > 100) throw new WmsError({ kind: 'malformed', response: idempotencyKey });
  const answer = await client.post<Envelope<T>>(path, body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
  return beanOrRefusal(answer);
}

/** The list-operation call: POST /{menuCode}/op/{operation} with the rows' ids and its fields. */
export function createOperationCalls(client: WmsClient) {
  return {
    /**
     * Runs a list operation on the selected rows, all or nothing. Pass the same key again to
     * retry the same user action: the server answers the stored answer and books nothing twice.
     */
    runOperation: async (menuCode: string, operation: string, body: { ids: readonly (string | number)[] } & Record<string, unknown>, idempotencyKey: string) =>
      postIdempotent<OperationResult>(client, `/${pathSegment(menuCode)}/op/${pathSegment(operation)}`, body, idempotencyKey),
  };
}

export type OperationCalls = ReturnType<typeof createOperationCalls>;
