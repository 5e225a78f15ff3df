import type { WorkerReply, WorkerRequest } from './protocol';

export type WorkerResult = Exclude<WorkerReply, { kind: 'progress' }>;

/**
 * Runs a job in a fresh import worker and ends it; `onProgress` gets the parse's progress. A
 * worker that dies (out of memory on a hostile file) answers 'failed' instead of hanging the page.
 * Where no Worker exists (tests in a DOM emulation) the job runs in place (SheetJS loaded then).
 */
export function runInWorker(request: WorkerRequest, onProgress?: (done: number, total: number) => void): Promise<WorkerResult> {
  if (typeof Worker === 'undefined') {
    return import('./handle').then(({ handle }) => new Promise((resolve) => {
      handle(request, (message) => { if (message.kind === 'progress') onProgress?.(message.done, message.total); else resolve(message); });
    }));
  }
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module', name: 'wms-import' });
    const finish = (result: WorkerResult) => { worker.terminate(); resolve(result); };
    worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
      const message = event.data;
      if (message.kind === 'progress') onProgress?.(message.done, message.total);
      else finish(message);
    });
    worker.addEventListener('error', (event) => { event.preventDefault(); finish({ kind: 'failed' }); });
    worker.addEventListener('messageerror', () => { finish({ kind: 'failed' }); });
    worker.postMessage(request, request.kind === 'parse' ? [request.bytes] : []);
  });
}
