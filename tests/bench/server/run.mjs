#!/usr/bin/env node
/**
 * The server suite of `pnpm bench`: the reference server's list bench (apps/wms-server/src/bench.ts:
 * filtered, sorted list queries over HTTP and in the process, on the large seed of 1.35 M rows),
 * run with the prepared-statement cache and without it (WMS_STATEMENT_CACHE=off), alternating, so
 * that both see the same machine. Numbers, not tests.
 *
 *   1. The large seed lives in a cached folder under the OS temp dir (default
 *      <tmp>/wms-bench-large-seed, or --data DIR). When it is missing it is seeded once (a few
 *      minutes; the time is printed) into a folder beside it that is renamed into place only when
 *      the seed finished, so an interrupted seed is never reused.
 *   2. --runs N rounds (default 2; --quick 1), each the bench with the cache on and then off (the
 *      order alternates between rounds), every one a fresh server process.
 *   3. Writes tests/bench/results/server.json (every run, with the load average at its start and
 *      end) and server.md (medians over the rounds).
 *
 * Options: --runs N (rounds), --queries N (queries per bench, at least 200; default 250), --quick,
 * --data DIR.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '../../..');
const resultsDir = join(repo, 'tests/bench/results');
function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}
const QUICK = process.argv.includes('--quick');
const QUERIES = Math.max(200, Number(option('queries', '250')) || 250);
const ROUNDS = QUICK ? 1 : Math.max(1, Number(option('runs', '2')) || 2);
const DATA = resolve(option('data', join(tmpdir(), 'wms-bench-large-seed')));
const log = (...args) => { console.log('bench:server:', ...args); };
const load = () => loadavg().map((l) => Math.round(l * 100) / 100);
const work = mkdtempSync(join(tmpdir(), 'wms-bench-server-'));

/** One bench process; its figures come back through --json. */
function bench(dataDir, cache) {
  const json = join(work, `run-${String(Date.now())}.json`);
  const loadAtStart = load();
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/wms-server/src/bench.ts', '--data', dataDir, '--runs', String(QUERIES), '--json', json], {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, WMS_STATEMENT_CACHE: cache ? 'on' : 'off' },
  });
  if (result.status !== 0 || !existsSync(json)) throw new Error(`the server bench failed (exit ${String(result.status)})`);
  return { ...JSON.parse(readFileSync(json, 'utf8')), loadAtStart, loadAtEnd: load(), wallMs: Date.now() - started };
}

// 1. The seed, made once.
let seeding = null;
const runs = [];
if (!existsSync(join(DATA, 'wms.sqlite'))) {
  const fresh = `${DATA}.seeding-${String(process.pid)}`;
  rmSync(fresh, { recursive: true, force: true });
  mkdirSync(fresh, { recursive: true });
  log(`no large seed in ${DATA}: seeding it once (a few minutes), then it is reused`);
  const first = bench(fresh, true);
  rmSync(DATA, { recursive: true, force: true });
  renameSync(fresh, DATA);
  seeding = first.seeded;
  if (seeding) log(`seeded ${seeding.rows.toLocaleString('en')} rows in ${(seeding.ms / 1000).toFixed(1)} s (load average ${load().join(' / ')})`);
  // A bench run on the database it has just written would read a cold, unoptimised file: the run
  // that seeded is left out of the figures.
} else {
  log(`reusing the large seed in ${DATA}`);
}

// 2. Cache on and off, alternating.
for (let round = 1; round <= ROUNDS; round += 1) {
  const order = round % 2 ? [true, false] : [false, true];
  for (const cache of order) {
    log(`round ${String(round)}: statement cache ${cache ? 'on' : 'off'}`);
    runs.push({ round, ...bench(DATA, cache) });
  }
}
rmSync(work, { recursive: true, force: true });

// 3. The report.
const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const summarise = (cache) => {
  const mine = runs.filter((r) => r.statementCache === cache);
  return {
    runs: mine.length,
    httpP50Ms: median(mine.map((r) => r.http.p50Ms)),
    httpP95Ms: median(mine.map((r) => r.http.p95Ms)),
    httpP95RangeMs: mine.length ? [Math.min(...mine.map((r) => r.http.p95Ms)), Math.max(...mine.map((r) => r.http.p95Ms))] : null,
    inProcessP50Ms: median(mine.map((r) => r.inProcess.p50Ms)),
    inProcessP95Ms: median(mine.map((r) => r.inProcess.p95Ms)),
  };
};
const env = {
  date: new Date().toISOString(),
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  node: process.version,
  data: DATA,
  rows: runs[0]?.rows ?? null,
  queriesPerRun: QUERIES,
  rounds: ROUNDS,
  quick: QUICK,
  seeding,
};
const summary = { cacheOn: summarise(true), cacheOff: summarise(false) };
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'server.json'), `${JSON.stringify({ env, summary, runs }, null, 2)}\n`);

const ms = (v) => (v === null || v === undefined ? 'n/a' : `${v.toFixed(1)} ms`);
const loads = (r) => `${r.loadAtStart.map((l) => l.toFixed(1)).join(' / ')} → ${r.loadAtEnd.map((l) => l.toFixed(1)).join(' / ')}`;
const rows = env.rows ? `${(env.rows.inventory + env.rows.itrn).toLocaleString('en')} rows (${env.rows.inventory.toLocaleString('en')} inventory, ${env.rows.itrn.toLocaleString('en')} transactions)` : 'the large seed';
const md = `# Server bench

Generated by \`pnpm bench\` (tests/bench/server/run.mjs, running apps/wms-server/src/bench.ts) on ${env.date}. ${String(env.cpus)} × ${env.cpuModel}, Node ${env.node}. ${rows}; ${String(QUERIES)} filtered, sorted list queries per run over HTTP (three shapes in turn: inventory of an owner newest first; inventory of an owner, item group and statuses by quantity, page 3 of 50; transactions of two types in a two-week window newest first; each with its count and summary row), then the same queries in the process. ${String(ROUNDS)} round${ROUNDS > 1 ? 's' : ''}, each with the prepared-statement cache on and off (\`WMS_STATEMENT_CACHE=off\`), a fresh server each run.${seeding ? ` The seed was made by this run: ${(seeding.ms / 1000).toFixed(1)} s.` : ''}

| statement cache | runs | HTTP p50 | HTTP p95, median (min–max) | in-process p50 | in-process p95 |
| --- | ---: | ---: | ---: | ---: | ---: |
${[['on', summary.cacheOn], ['off', summary.cacheOff]].map(([name, s]) => `| ${name} | ${String(s.runs)} | ${ms(s.httpP50Ms)} | ${ms(s.httpP95Ms)}${s.httpP95RangeMs && s.runs > 1 ? ` (${s.httpP95RangeMs[0].toFixed(1)}–${s.httpP95RangeMs[1].toFixed(1)})` : ''} | ${ms(s.inProcessP50Ms)} | ${ms(s.inProcessP95Ms)} |`).join('\n')}

Every run (load average 1 / 5 / 15 min at its start → end):

| round | cache | HTTP p50 | HTTP p95 | in-process p50 | in-process p95 | by shape, HTTP p95 | load |
| ---: | --- | ---: | ---: | ---: | ---: | --- | --- |
${runs.map((r) => `| ${String(r.round)} | ${r.statementCache ? 'on' : 'off'} | ${ms(r.http.p50Ms)} | ${ms(r.http.p95Ms)} | ${ms(r.inProcess.p50Ms)} | ${ms(r.inProcess.p95Ms)} | ${r.kinds.map((k) => ms(k.p95Ms)).join(', ')} | ${loads(r)} |`).join('\n')}
`;
writeFileSync(join(resultsDir, 'server.md'), md);
log('wrote tests/bench/results/server.md and server.json');
console.log(md);
