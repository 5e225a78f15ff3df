/**
 * The plug-in's commands (platform.md §7 'Print plug-in'). Each request carries an id; the reply
 * carries the same id, so concurrent commands never take each other's replies.
 */
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

export type Command = (typeof COMMANDS)[number];

/** The commands that print: they carry a job id, and the plug-in prints each job id once. */
export const PRINT_COMMANDS: readonly Command[] = ['printGraphic', 'printLabel', 'printPdf', 'printUrl', 'printReport'];

export interface Request {
  id: string;
  cmd: Command;
  data?: unknown;
  /** Print commands: the job's id, for exactly-once printing across restarts. */
  jobId?: string;
}

export type Reply = { id: string; ok: true; result?: unknown } | { id: string; ok: false; error: string };

/** What a command resolves to: the plug-in's result, or why there is none ('timeout 5s', ...). */
export type CommandResult<T = unknown> = { ok: true; result: T } | { ok: false; error: string };

export function isCommand(value: unknown): value is Command {
  return typeof value === 'string' && (COMMANDS as readonly string[]).includes(value);
}

/** Parses a reply frame; undefined for anything that is not one. */
export function parseReply(frame: string): Reply | undefined {
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.id !== 'string' || typeof record.ok !== 'boolean') return undefined;
  if (record.ok) return { id: record.id, ok: true, result: record.result };
  return { id: record.id, ok: false, error: typeof record.error === 'string' ? record.error : 'error' };
}

/** Splits items into batches of `size` (print batch 10, label batch 6). */
export function batches<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`batch size must be a positive integer, got ${String(size)}`);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
