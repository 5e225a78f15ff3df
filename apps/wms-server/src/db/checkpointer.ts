import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db } from './database';
import { workerTraceFile } from '../trace';

/**
 * The write-ahead log checkpointed by a worker thread instead of by the commits of the main
 * thread (checkpoint.worker.mjs says why). The main connection's own automatic checkpoint is
 * raised from 1,000 pages to AUTO_CHECKPOINT_PAGES: a safety net, reached only if the worker
 * fell behind or stopped, so that the log never grows without bound.
 */
export const AUTO_CHECKPOINT_PAGES = 20_000;
/** How often the worker checkpoints. */
export const CHECKPOINT_MS = 500;

/** The folder of the server's sources (the worker file lives in db/). */
const SERVER_SRC = typeof __dirname === 'string' ? resolve(__dirname, '..') : resolve(process.cwd(), 'apps/wms-server/src');

export interface Checkpointer {
  stop: () => Promise<void>;
}

/** Starts checkpointing a database's log in a worker; `stop` before the database closes. */
export function startCheckpointer(db: Db, everyMs = CHECKPOINT_MS): Checkpointer {
  const file = db.location();
  // An in-memory database has no log to checkpoint.
  if (!file) return { stop: () => Promise.resolve() };
  db.exec(`PRAGMA wal_autocheckpoint = ${String(AUTO_CHECKPOINT_PAGES)}`);
  const worker = new Worker(resolve(SERVER_SRC, 'db/checkpoint.worker.mjs'), { workerData: { file, everyMs, trace: workerTraceFile('checkpoints') } });
  // Never what keeps the process alive, and a failed worker leaves the safety net.
  worker.unref();
  worker.on('error', () => undefined);
  const exited = new Promise<void>((done) => { worker.once('exit', () => { done(); }); });
  return {
    stop: async () => {
      // Held while it stops: an unreferenced worker and timer let a process with nothing else to
      // do exit in the middle of this await (seen: tests/e2e/seedOnce.ts ended with code 13,
      // "unsettled top-level await" at server.close(), and the e2e gate ran no test).
      worker.ref();
      worker.postMessage('stop');
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([exited, new Promise<void>((done) => { timer = setTimeout(done, 2000); })]);
      clearTimeout(timer);
      await worker.terminate();
    },
  };
}
