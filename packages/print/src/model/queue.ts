/**
 * The print queue as a state machine over plain data (no sockets, no timers). Each job goes
 *
 *   waiting ──takeBatch──► sent ──acknowledged──► done
 *      ▲                    │ ──refused by the plug-in──► failed
 *      └──── lost reply, time-out or disconnect ◄┘
 *
 * and `done` and `failed` are final, so a job is counted once however many acknowledgements
 * arrive. A job sent again after a lost acknowledgement keeps its id, and the plug-in prints a
 * given id once: that is what makes "none lost, none printed twice" hold across restarts.
 */
import { batchSizeFor } from './batching.ts';
import { isRetryableError, type CommandResult, type PrintCommand } from './protocol.ts';

/** One document or label to print; `id` makes it printed exactly once. */
export interface PrintJob {
  id: string;
  cmd: PrintCommand;
  data: unknown;
}

/** Where a job is in the queue. */
export type JobStatus = 'waiting' | 'sent' | 'done' | 'failed';

/** A job and its state. */
export interface JobEntry {
  readonly job: PrintJob;
  readonly status: JobStatus;
  /** How many times it has been sent. */
  readonly attempts: number;
  /** The plug-in's refusal, when failed. */
  readonly error?: string;
}

/** The whole queue: its jobs in the order they were added. */
export interface QueueState {
  readonly order: readonly string[];
  readonly entries: ReadonlyMap<string, JobEntry>;
}

/** The queue's progress, for a progress bar. */
export interface QueueProgress {
  total: number;
  /** Acknowledged by the plug-in. */
  done: number;
  /** Refused by the plug-in for a reason of its own (not a lost connection or reply). */
  failed: { id: string; error: string }[];
}

/** An empty queue, or one holding `jobs`. */
export function createQueue(jobs: readonly PrintJob[] = []): QueueState {
  return enqueue({ order: [], entries: new Map() }, jobs);
}

/** Adds jobs at the end; a job whose id is already in the queue is ignored (added once, printed once). */
export function enqueue(state: QueueState, jobs: readonly PrintJob[]): QueueState {
  const entries = new Map(state.entries);
  const order = [...state.order];
  for (const job of jobs) {
    if (entries.has(job.id)) continue;
    entries.set(job.id, { job, status: 'waiting', attempts: 0 });
    order.push(job.id);
  }
  return { order, entries };
}

/**
 * Takes the next batch: the first waiting job and the waiting jobs of the same command after it,
 * up to that command's batch size (labels 6, documents 10), in order; they become `sent`.
 */
export function takeBatch(state: QueueState): { state: QueueState; batch: PrintJob[] } {
  const waiting = state.order.map((id) => state.entries.get(id)).filter((e): e is JobEntry => e?.status === 'waiting');
  const first = waiting[0];
  if (!first) return { state, batch: [] };
  const batch = waiting.filter((e) => e.job.cmd === first.job.cmd).slice(0, batchSizeFor(first.job.cmd)).map((e) => e.job);
  const entries = new Map(state.entries);
  for (const job of batch) {
    const entry = entries.get(job.id);
    if (entry) entries.set(job.id, { ...entry, status: 'sent', attempts: entry.attempts + 1 });
  }
  return { state: { order: state.order, entries }, batch };
}

/**
 * Applies the plug-in's answer for a sent job: acknowledged → done; refused → failed; a lost
 * connection, lost reply or time-out → waiting again. A job already done or failed stays so.
 */
export function settleJob(state: QueueState, id: string, result: CommandResult): QueueState {
  const entry = state.entries.get(id);
  if (entry?.status !== 'sent') return state;
  const next: JobEntry = result.ok
    ? { job: entry.job, status: 'done', attempts: entry.attempts }
    : isRetryableError(result.error)
      ? { ...entry, status: 'waiting' }
      : { ...entry, status: 'failed', error: result.error };
  const entries = new Map(state.entries);
  entries.set(id, next);
  return { order: state.order, entries };
}

/** The connection dropped: every sent, unacknowledged job waits to be sent again. */
export function requeueSent(state: QueueState): QueueState {
  const entries = new Map(state.entries);
  for (const [id, entry] of entries) if (entry.status === 'sent') entries.set(id, { ...entry, status: 'waiting' });
  return { order: state.order, entries };
}

/** Whether no job waits or is under way. */
export function isSettled(state: QueueState): boolean {
  for (const entry of state.entries.values()) if (entry.status === 'waiting' || entry.status === 'sent') return false;
  return true;
}

/** The progress: total, done, and the refused jobs with the plug-in's reasons. */
export function queueProgress(state: QueueState): QueueProgress {
  const progress: QueueProgress = { total: state.order.length, done: 0, failed: [] };
  for (const id of state.order) {
    const entry = state.entries.get(id);
    if (entry?.status === 'done') progress.done += 1;
    if (entry?.status === 'failed') progress.failed.push({ id, error: entry.error ?? '' });
  }
  return progress;
}
