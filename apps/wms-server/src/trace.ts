import { writeFileSync } from 'node:fs';
import { PerformanceObserver, performance } from 'node:perf_hooks';

/*
 * A timeline of the server's main thread, for finding what a slow answer waited for (issue 50):
 * with `WMS_SERVER_TRACE=<file>` the server keeps every request (arrival, handler, answer sent),
 * every garbage collection, every turn of the event loop that came 20 ms or more late (a stall:
 * something held the thread), and what the import job marks (its batches, the rows arriving from
 * its reader, the job row's writes), and writes them as JSON to the file when the process exits.
 * Times are milliseconds since the epoch (the high-resolution clock), so that a client's own
 * record of its requests lines up with them. Off (and free) without the variable.
 */

/** [kind, start, end, detail]: ms since the epoch. */
export type TraceMark = [kind: string, start: number, end: number, detail?: string | number];

const file = process.env.WMS_SERVER_TRACE;
const marks: TraceMark[] = [];

/** Whether the server keeps a trace. */
export const tracing = Boolean(file);

/** Now, in ms since the epoch (high resolution). */
export const traceNow = (): number => performance.timeOrigin + performance.now();

/** Keeps one mark (nothing without WMS_SERVER_TRACE). */
export function traceMark(kind: string, start: number, end: number, detail?: string | number): void {
  if (file) marks.push(detail === undefined ? [kind, start, end] : [kind, start, end, detail]);
}

/** The file a worker writes its own marks to (the checkpointer's), beside the main one. */
export const workerTraceFile = (name: string): string | undefined => (file ? `${file}.${name}` : undefined);

const GC_KINDS: Record<number, string> = { 1: 'scavenge', 2: 'minor-mark-sweep', 4: 'mark-compact', 8: 'incremental', 16: 'weak-callbacks' };

if (file) {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = ((entry as PerformanceEntry & { detail?: { kind?: number } }).detail)?.kind ?? 0;
      marks.push(['gc', performance.timeOrigin + entry.startTime, performance.timeOrigin + entry.startTime + entry.duration, GC_KINDS[kind] ?? String(kind)]);
    }
  }).observe({ entryTypes: ['gc'] });
  // A 5 ms timer: a turn that comes 20 ms or more after it was due is a stall of the thread.
  let due = traceNow() + 5;
  const timer = setInterval(() => {
    const at = traceNow();
    if (at - due >= 20) marks.push(['stall', due, at]);
    due = at + 5;
  }, 5);
  timer.unref();
  process.on('exit', () => {
    writeFileSync(file, JSON.stringify(marks));
  });
}
