import { setFlagsFromString } from 'node:v8';

/*
 * When the server's full garbage collections start (issue 50, the import floor). A full
 * collection (mark-compact) marks the whole live heap, about 40–60 MiB here: mostly on V8's
 * background threads, but what they have not done when the old generation reaches its limit is
 * done on the main thread, the one that answers requests, and on a busy 2-core machine the
 * background threads get little CPU (a traced run: a 132 ms marking step, then a 34 ms compaction,
 * one stall of 217 ms in the middle of the floor's traffic).
 *
 * V8 starts that marking once the old generation's room left before its limit is smaller than the
 * young generation's capacity. The server's young generation grows to 64 MiB under traffic
 * (V8's default for this heap), more than the room a 40–60 MiB live heap gets (its limit is set
 * at 1.8–2.6× the live heap after each collection), so marking started again a few seconds after
 * every full collection, whatever the old generation grew: 6 full collections in the 24.5 s of a
 * 100,000-row import beside 20 clients (15:09 UTC, --trace-gc-nvp), every 4 s, with the old
 * generation grown by only 8–9 MiB between them. With the two triggers below, marking starts once half of
 * the room since the last full collection is used (a task), and at once past three quarters; a
 * quarter of the room is left for the background threads to finish marking before the limit:
 * 1 full collection in that import's 28.2 s (15:13 UTC). The limit itself is V8's, unchanged, so
 * the heap's peak is not higher.
 *
 * They are V8 flags read each time V8 decides whether to start marking, so they can be set once
 * the process runs (the CLI, src/cli.ts, sets them before it opens the database). A flag given on
 * the command line is left as given (`--incremental-marking-soft-trigger=0
 * --incremental-marking-hard-trigger=0`: V8's own rule, for a comparison).
 */

/** The triggers: per cent of the old generation's room since the last full collection. */
export const GC_TRIGGERS = { soft: 50, hard: 75 } as const;

const FLAGS: readonly [name: string, value: number][] = [
  ['--incremental-marking-soft-trigger', GC_TRIGGERS.soft],
  ['--incremental-marking-hard-trigger', GC_TRIGGERS.hard],
];

/**
 * Sets the triggers (each unless the command line gives it, `execArgv`); the flags set, as
 * `--name=value`.
 */
export function scheduleFullCollections(execArgv: readonly string[] = process.execArgv, set: (flag: string) => void = setFlagsFromString): string[] {
  const given = (name: string) => execArgv.some((arg) => arg === name || arg.startsWith(`${name}=`) || arg.replace(/_/g, '-').startsWith(`${name}=`));
  const applied: string[] = [];
  for (const [name, value] of FLAGS) {
    if (given(name)) continue;
    const flag = `${name}=${String(value)}`;
    set(flag);
    applied.push(flag);
  }
  return applied;
}
