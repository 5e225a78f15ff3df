import { createQueue, enqueue, isSettled, queueProgress, requeueSent, settleJob, takeBatch, type PrintJob, type QueueProgress, type QueueState } from '../model/queue';
import type { CommandResult } from '../model/protocol';
import type { ConnectionState, SendOptions } from './PrintClient';

/** What the queue needs of the client: {@link PrintClient} satisfies it. */
export interface QueueTransport {
  readonly state: ConnectionState;
  connect(): Promise<void>;
  send(cmd: PrintJob['cmd'], data: unknown, options: SendOptions): Promise<CommandResult>;
}

/**
 * Sends print jobs to the plug-in in batches (labels 6, other documents 10) and survives
 * plug-in restarts: a job counts as done only when the plug-in acknowledges it; unacknowledged
 * jobs are sent again once the plug-in is back, with the same job id, and the plug-in prints a
 * given id once. The bookkeeping is the pure state machine of `model/queue.ts`.
 *
 * @example
 * const queue = new PrintQueue(printer);
 * queue.onProgress(({ done, total }) => setProgress(done / total));
 * queue.add(labels.map((label) => ({ id: label.no, cmd: 'printLabel', data: label })));
 * const { failed } = await queue.run();
 */
export class PrintQueue {
  private readonly client: QueueTransport;
  private queue: QueueState = createQueue();
  private readonly listeners = new Set<(progress: QueueProgress) => void>();
  private running: Promise<QueueProgress> | undefined;

  /** @param client the plug-in client to print through. */
  constructor(client: QueueTransport) {
    this.client = client;
  }

  /** Adds jobs (a job id already queued is ignored); call `run()` (again) to send them. */
  add(jobs: readonly PrintJob[]): void {
    this.queue = enqueue(this.queue, jobs);
    this.emit();
  }

  /** Calls `listener` with the progress after every change; returns the unsubscribe function. */
  onProgress(listener: (progress: QueueProgress) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  /** The progress so far. */
  snapshot(): QueueProgress {
    return queueProgress(this.queue);
  }

  /**
   * Sends every waiting job, waiting for the plug-in whenever it is away, and resolves when each
   * job is done or refused. Calling it while it runs returns the same promise.
   */
  run(): Promise<QueueProgress> {
    this.running ??= this.drain().finally(() => { this.running = undefined; });
    return this.running;
  }

  private async drain(): Promise<QueueProgress> {
    while (!isSettled(this.queue)) {
      if (this.client.state !== 'open') await this.client.connect();
      const taken = takeBatch(this.queue);
      this.queue = taken.state;
      if (taken.batch.length === 0) break;
      // Timeline of a batch across a restart: sends go out → the plug-in dies → each pending
      // send settles 'disconnected' → those jobs wait again → connect() → sent again, same ids.
      const results = await Promise.all(taken.batch.map((job) => this.client.send(job.cmd, job.data, { jobId: job.id, prompt: false })));
      taken.batch.forEach((job, i) => {
        const result = results[i];
        if (result) this.queue = settleJob(this.queue, job.id, result);
      });
      this.queue = requeueSent(this.queue);
      this.emit();
    }
    return this.snapshot();
  }

  private emit(): void {
    const snapshot = this.snapshot();
    for (const listener of this.listeners) listener(snapshot);
  }
}
