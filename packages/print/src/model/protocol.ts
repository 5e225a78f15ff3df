/**
 * The plug-in's wire protocol (CONTRACT.md §7 'Print plug-in'): JSON requests that carry an id,
 * and replies that carry the same id, so concurrent commands never take each other's replies.
 * Pure: no sockets, no timers.
 */
import { TIMEOUT_RESULT } from './constants.ts';

/** The commands of the spec, in its order. */
export const COMMANDS = [
  'setWarehouse',
  'getWeight',
  'printerList',
  'config',
  'printGraphic',
  'printLabel',
  'printPdf',
  'printUrl',
  'printReport',
  'preview',
  'log',
  'cameraTakePicture',
  'startVideo',
  'endVideo',
  'setOverlayText',
] as const;

/** One command of the plug-in. */
export type Command = (typeof COMMANDS)[number];

/** The commands that print: they carry a job id, and the plug-in prints each job id once. */
export const PRINT_COMMANDS = ['printGraphic', 'printLabel', 'printPdf', 'printUrl', 'printReport'] as const;

/** A command that prints a document or label. */
export type PrintCommand = (typeof PRINT_COMMANDS)[number];

/** One request frame as sent to the plug-in. */
export interface Request {
  /** Unique per client; the reply carries it back. */
  id: string;
  cmd: Command;
  /** The command's payload; the spec does not fix its shape, so it is passed on as given. */
  data?: unknown;
  /** Print commands only: the job's id, for exactly-once printing across restarts. */
  jobId?: string;
}

/** One reply frame of the plug-in. */
export type Reply = { id: string; ok: true; result?: unknown } | { id: string; ok: false; error: string };

/**
 * Why a command has no result, besides the plug-in's own refusals (which are passed on as the
 * plug-in words them).
 */
export const CLIENT_ERRORS = {
  /** No reply within the reply time-out (§8 'plug-in no reply'). */
  timeout: TIMEOUT_RESULT,
  /** The user declined to reconnect, or the client was asked not to wait. */
  notConnected: 'not connected',
  /** The connection dropped before the reply came. */
  disconnected: 'disconnected',
} as const;

/** One of the client's own errors. */
export type ClientError = (typeof CLIENT_ERRORS)[keyof typeof CLIENT_ERRORS];

/** What a command resolves to: the plug-in's result, or why there is none ('timeout 5s', ...). */
export type CommandResult<T = unknown> = { ok: true; result: T } | { ok: false; error: string };

/** Whether `value` names a command of the spec. */
export function isCommand(value: unknown): value is Command {
  return typeof value === 'string' && (COMMANDS as readonly string[]).includes(value);
}

/** Whether `cmd` prints (and so carries a job id). */
export function isPrintCommand(cmd: unknown): cmd is PrintCommand {
  return typeof cmd === 'string' && (PRINT_COMMANDS as readonly string[]).includes(cmd);
}

/**
 * Whether an error means "try again once connected" rather than "this job is bad": a job that
 * failed this way may still be printed by sending it again with the same job id.
 */
export function isRetryableError(error: string): error is ClientError {
  return (Object.values(CLIENT_ERRORS) as string[]).includes(error);
}

/**
 * Builds a request frame. A print command always carries a job id (the request id when the
 * caller gives none); other commands never do.
 *
 * @example
 * buildRequest('r1', 'printLabel', { sku: 'A-1' }, 'job-7');
 * // { id: 'r1', cmd: 'printLabel', data: { sku: 'A-1' }, jobId: 'job-7' }
 */
export function buildRequest(id: string, cmd: Command, data?: unknown, jobId?: string): Request {
  const request: Request = { id, cmd };
  if (data !== undefined) request.data = data;
  if (isPrintCommand(cmd)) request.jobId = jobId ?? id;
  return request;
}

/** Serialises a request for the socket. */
export function encodeRequest(request: Request): string {
  return JSON.stringify(request);
}

/** Parses a request frame (the simulator's side); undefined for anything that is not one. */
export function parseRequest(frame: string): (Omit<Request, 'cmd'> & { cmd: string }) | undefined {
  const record = parseObject(frame);
  if (!record || typeof record.id !== 'string' || typeof record.cmd !== 'string') return undefined;
  const request: Omit<Request, 'cmd'> & { cmd: string } = { id: record.id, cmd: record.cmd };
  if ('data' in record) request.data = record.data;
  if (typeof record.jobId === 'string') request.jobId = record.jobId;
  return request;
}

/** Parses a reply frame; undefined for anything that is not one. */
export function parseReply(frame: string): Reply | undefined {
  const record = parseObject(frame);
  if (!record || typeof record.id !== 'string' || typeof record.ok !== 'boolean') return undefined;
  if (record.ok) return { id: record.id, ok: true, result: record.result };
  return { id: record.id, ok: false, error: typeof record.error === 'string' ? record.error : 'error' };
}

/** The result a reply gives its command. */
export function replyResult(reply: Reply): CommandResult {
  return reply.ok ? { ok: true, result: reply.result } : { ok: false, error: reply.error };
}

/** Makes request ids unique per client: a prefix and a counter. */
export function createRequestIds(prefix = 'r'): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}${String(next)}`;
  };
}

function parseObject(frame: string): Record<string, unknown> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return undefined;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
