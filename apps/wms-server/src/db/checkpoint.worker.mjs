// Checkpoints the database's write-ahead log off the server's main thread (issue 50). SQLite's
// automatic checkpoint runs inside the COMMIT that takes the log past 1,000 pages, on the thread
// that commits: it copies the log into the database file and syncs both, and on the shared
// machine such a commit took 40–170 ms (against 0.04 ms for a plain one) — a stall of every
// request behind it, several times a second during an import. Here a connection of its own
// checkpoints every `everyMs` in PASSIVE mode: it copies what no reader still needs and never
// waits for the writer, who goes on committing meanwhile; SQLite restarts the log from its
// beginning at the next commit after a checkpoint that copied it all.
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

// trace: a file for the server's trace (trace.ts): each checkpoint's start, end, log and copied pages.
const { file, everyMs, trace } = workerData;
const db = new DatabaseSync(file);
db.exec('PRAGMA busy_timeout = 1000');
const marks = [];
const passive = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
const now = () => performance.timeOrigin + performance.now();
const checkpoint = () => {
  const start = now();
  try {
    const result = passive.get();
    if (trace) marks.push(['checkpoint', start, now(), `${String(result?.log)} ${String(result?.checkpointed)}`]);
  } catch {
    // Busy or closing: the next turn tries again.
  }
};
const timer = setInterval(checkpoint, everyMs);
parentPort.on('message', (m) => {
  if (m === 'stop') {
    clearInterval(timer);
    db.close();
    if (trace) writeFileSync(trace, JSON.stringify(marks));
    parentPort.close();
  }
});
