// A worker thread of the server that does long background work (an import's workbook reader)
// gives way to the main thread, which answers requests (issue 50): on a machine with few cores, a
// reader busy for seconds took a core from the requests and from their clients, and the floor's
// worst answers during an import fell in those seconds (a traced run: 108 of 202 answers over
// 250 ms). Linux schedules threads on their own, so the calling thread alone gets a lower priority
// (a nice value, 0–19: the higher, the more it yields); elsewhere, or where it is refused, the
// thread keeps the process's priority. The log's checkpointer keeps the process's: lowered, it
// fell behind on a busy machine (its test saw the log pass 600 pages), and a log left to grow
// ends in a checkpoint on the main thread.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Lowers the calling thread's scheduling priority to `nice`; whether it could. */
export function lowerThisThread(nice) {
  try {
    // /proc/thread-self → "<pid>/task/<tid>".
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, nice);
    return true;
  } catch {
    return false;
  }
}
