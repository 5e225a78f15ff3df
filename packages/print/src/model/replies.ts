import { CLIENT_ERRORS, replyResult, type CommandResult, type Reply } from './protocol.ts';

/** The timers a {@link ReplyBook} uses; injectable so that tests need not wait. */
export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The real timers. */
export const realScheduler: Scheduler = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => { clearTimeout(handle as ReturnType<typeof setTimeout>); },
};

interface Entry {
  resolve: (result: CommandResult) => void;
  timer: unknown;
}

/**
 * The requests awaiting a reply, keyed by request id. A reply settles only the request with its
 * id, so concurrent commands never cross; a reply for an unknown id (late, after the time-out,
 * or a duplicate) is ignored. Each request settles exactly once:
 *
 *   register(id) ──reply(id)──► its result
 *        │────── timeoutMs ────► 'timeout 5s'
 *        └────── failAll(e) ───► e   (the connection dropped)
 */
export class ReplyBook {
  private readonly entries = new Map<string, Entry>();
  private readonly scheduler: Scheduler;

  /** @param scheduler the timers to use; default the real ones. */
  constructor(scheduler: Scheduler = realScheduler) {
    this.scheduler = scheduler;
  }

  /** How many requests await a reply. */
  get size(): number {
    return this.entries.size;
  }

  /** Awaits the reply to request `id` for up to `timeoutMs`, then gives 'timeout 5s'. */
  register(id: string, timeoutMs: number): Promise<CommandResult> {
    if (this.entries.has(id)) throw new Error(`request id ${id} is already awaiting a reply`);
    return new Promise((resolve) => {
      const timer = this.scheduler.setTimeout(() => { this.settle(id, { ok: false, error: CLIENT_ERRORS.timeout }); }, timeoutMs);
      this.entries.set(id, { resolve, timer });
    });
  }

  /** Settles the request the reply answers; false when no request awaits that id. */
  reply(reply: Reply): boolean {
    return this.settle(reply.id, replyResult(reply));
  }

  /** Settles request `id` with `result` now (for example when it could not be sent). */
  settle(id: string, result: CommandResult): boolean {
    const entry = this.entries.get(id);
    if (!entry) return false;
    this.entries.delete(id);
    this.scheduler.clearTimeout(entry.timer);
    entry.resolve(result);
    return true;
  }

  /** Settles every waiting request with `error`. */
  failAll(error: string): void {
    for (const id of [...this.entries.keys()]) this.settle(id, { ok: false, error });
  }
}
