import { LABEL_BATCH, PRINT_BATCH } from '../model/constants';
import { batches, type Command } from '../model/protocol';
import type { PrintClient } from './PrintClient';

/** One document or label to print; `id` makes it printed exactly once. */
export interface PrintJob {
  id: string;
  cmd: Extract<Command, 'printGraphic' | 'printLabel' | 'printPdf' | 'printUrl' | 'printReport'>;
  data: unknown;
}

export interface QueueProgress {
  total: number;
  /** Acknowledged by the plug-in. */
  done: number;
  /** Refused by the plug-in for a reason of its own (not a lost connection). */
  failed: { id: string; error: string }[];
}

/** Errors that mean "try again when connected", not "this job is bad". */
const RETRYABLE = new Set(['disconnected', 'not connected', 'timeout 5s']);

/**
 * Sends print jobs in batches (labels 6, others 10) and survives plug-in restarts: a job counts
 * as done only when the plug-in acknowledges it; unacknowledged jobs are sent again once the
 * plug-in is back. A job is sent with its id, and the plug-in prints a given id once, so a job
 * whose acknowledgement was lost is not printed twice when it is sent again.
 */
export class PrintQueue {
  private readonly client: PrintClient;
  private readonly waiting: PrintJob[] = [];
  private readonly progress: QueueProgress = { total: 0, done: 0, failed: [] };
  private readonly listeners = new Set<(progress: QueueProgress) => void>();
  private running: Promise<QueueProgress> | undefined;

  constructor(client: PrintClient) {
    this.client = client;
  }

  /** Adds jobs; call `run()` (again) to send them. */
  add(jobs: readonly PrintJob[]): void {
    this.waiting.push(...jobs);
    this.progress.total += jobs.length;
    this.emit();
  }

  /** Calls `listener` with the progress after every change; returns the unsubscribe function. */
  onProgress(listener: (progress: QueueProgress) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  /** The progress so far. */
  snapshot(): QueueProgress {
    return { ...this.progress, failed: [...this.progress.failed] };
  }

  /** Sends every waiting job, waiting for the plug-in whenever it is away. */
  run(): Promise<QueueProgress> {
    this.running ??= this.drain().finally(() => { this.running = undefined; });
    return this.running;
  }

  private async drain(): Promise<QueueProgress> {
    while (this.waiting.length > 0) {
      const first = this.waiting[0];
      if (!first) break;
      const size = first.cmd === 'printLabel' ? LABEL_BATCH : PRINT_BATCH;
      // One batch of jobs of the same command, in order.
      const sameKind = this.waiting.filter((job) => job.cmd === first.cmd);
      const [batch = []] = batches(sameKind, size);
      if (this.client.state !== 'open') await this.client.connect();
      const results = await Promise.all(batch.map((job) => this.client.send(job.cmd, job.data, { jobId: job.id })));
      results.forEach((result, i) => {
        const job = batch[i];
        if (!job) return;
        if (result.ok) {
          this.remove(job);
          this.progress.done += 1;
        } else if (!RETRYABLE.has(result.error)) {
          this.remove(job);
          this.progress.failed.push({ id: job.id, error: result.error });
        }
      });
      this.emit();
    }
    return this.snapshot();
  }

  private remove(job: PrintJob): void {
    const index = this.waiting.indexOf(job);
    if (index >= 0) this.waiting.splice(index, 1);
  }

  private emit(): void {
    const snapshot = this.snapshot();
    for (const listener of this.listeners) listener(snapshot);
  }
}
