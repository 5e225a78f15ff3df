/**
 * Latest-wins loading: each load gets a ticket; an answer is used only if its ticket is still
 * the newest, and starting a load aborts the one before.
 *
 * Timeline of the race it prevents:
 *   t0 load A (page 1) starts      t1 user searches: load B starts, A aborted
 *   t2 B answers → shown           t3 A answers late (server ignored the abort) → dropped
 */
export interface LoadTracker {
  /** Starts a load: the previous one is aborted. */
  start(): { ticket: number; signal: AbortSignal };
  /** True when the ticket is the newest load (its answer may be shown). */
  isCurrent(ticket: number): boolean;
  /** Aborts whatever is in flight (unmount). */
  abort(): void;
}

export function createLoadTracker(): LoadTracker {
  let current = 0;
  let controller: AbortController | undefined;
  return {
    start() {
      controller?.abort();
      controller = new AbortController();
      current += 1;
      return { ticket: current, signal: controller.signal };
    },
    isCurrent: (ticket) => ticket === current,
    abort() {
      controller?.abort();
      current += 1;
    },
  };
}

/** The message of a failed load: the server's returnMgr when there is one. */
export function loadErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return typeof error === 'string' && error ? error : undefined;
  const record = error as Record<string, unknown>;
  for (const key of ['serverMessage', 'returnMgr'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  const response = record.response;
  if (typeof response === 'object' && response !== null) {
    const returnMgr = (response as Record<string, unknown>).returnMgr;
    if (typeof returnMgr === 'string' && returnMgr.trim()) return returnMgr;
  }
  return undefined;
}

/** True for an abort (a superseded load), which is no failure to show. */
export function isAbort(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const record = error as Record<string, unknown>;
  return record.name === 'AbortError' || record.kind === 'aborted';
}
