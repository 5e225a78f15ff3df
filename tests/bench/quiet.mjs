/**
 * Waits until the machine is quiet: the CPUs' idle share over one window at least `idle`, or
 * `maxMs` has passed. Lighthouse's simulated throttling multiplies the main-thread time it
 * observes, so a run made while something else works (the reference server answering the console's
 * queries over the large seed after a sign-in, a service worker filling its cache) counts that
 * work's slowdown as the page's: the issue-26 routes scored 0.61–0.76 in a full bench at load
 * 2.3–4.0 (each run started right after the last), and 0.91–1.00 in runs of the same code started
 * on a quiet machine, the lowest of them the first run after the sign-in (its first paint at 3.8 s
 * while the server answered the console). The idle share and the wait are returned, to be
 * printed beside the run's figures.
 * @param {{ idle?: number, windowMs?: number, maxMs?: number }} [options]
 * @returns {Promise<{ idle: number, waitedMs: number }>}
 */
import { cpus } from 'node:os';

const sample = () => cpus().reduce((sum, cpu) => {
  const t = cpu.times;
  return { idle: sum.idle + t.idle, total: sum.total + t.idle + t.user + t.nice + t.sys + t.irq };
}, { idle: 0, total: 0 });

export async function waitForQuiet({ idle = 0.85, windowMs = 1000, maxMs = 60_000 } = {}) {
  const started = Date.now();
  let share = 0;
  for (;;) {
    const before = sample();
    await new Promise((done) => setTimeout(done, windowMs));
    const after = sample();
    share = (after.idle - before.idle) / Math.max(1, after.total - before.total);
    if (share >= idle || Date.now() - started >= maxMs) return { idle: share, waitedMs: Date.now() - started };
  }
}
