import { PartsAssembler, ROWS_PER_PART } from './parts';
import type { WorkerReply, WorkerRequest } from './protocol';

export type WorkerResult = Exclude<WorkerReply, { kind: 'progress' } | { kind: 'rows' }>;

/**
 * Runs a job in a fresh import worker and ends it; `onProgress` gets the parse's progress. A
 * worker that dies (out of memory on a hostile file) answers 'failed' instead of hanging the page.
 * Where no Worker exists (tests in a DOM emulation) the job runs in place (SheetJS loaded then).
 */
export function runInWorker(request: Exclude<WorkerRequest, { kind: 'rows' }>, onProgress?: (done: number, total: number) => void): Promise<WorkerResult> {
  if (typeof Worker === 'undefined') {
    return import('./handle').then(({ handle }) => new Promise((resolve) => {
      const parts = new PartsAssembler();
      handle(request, (message) => {
        if (message.kind === 'progress') onProgress?.(message.done, message.total);
        else if (message.kind === 'rows') parts.add(message);
        else resolve(message.kind === 'parsed' ? { kind: 'parsed', result: parts.result(message.result) } : message);
      });
    }));
  }
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module', name: 'wms-import' });
    const finish = (result: WorkerResult) => { worker.terminate(); resolve(result); };
    const parts = new PartsAssembler();
    worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
      const message = event.data;
      if (message.kind === 'progress') onProgress?.(message.done, message.total);
      else if (message.kind === 'rows') parts.add(message);
      else finish(message.kind === 'parsed' ? { kind: 'parsed', result: parts.result(message.result) } : message);
    });
    worker.addEventListener('error', (event) => { event.preventDefault(); finish({ kind: 'failed' }); });
    worker.addEventListener('messageerror', () => { finish({ kind: 'failed' }); });
    if (request.kind !== 'write') {
      worker.postMessage(request, request.kind === 'parse' ? [request.bytes] : []);
      return;
    }
    // The rows go in parts, a yield between them: one message of 100,000 rows is one long task
    // of the page (its structured-clone writing).
    void (async () => {
      for (const [sheet, parsed] of request.sheets.entries()) {
        for (let from = 0; from < parsed.rows.length; from += ROWS_PER_PART) {
          worker.postMessage({ kind: 'rows', sheet, rows: parsed.rows.slice(from, from + ROWS_PER_PART) } satisfies WorkerRequest);
          await new Promise<void>((resolve) => { setTimeout(resolve, 0); });
        }
      }
      worker.postMessage({ ...request, sheets: request.sheets.map((s) => ({ ...s, rows: [] })) } satisfies WorkerRequest);
    })();
  });
}
