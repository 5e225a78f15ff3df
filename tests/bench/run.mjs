#!/usr/bin/env node
/**
 * `pnpm bench`: runs every bench suite, one folder each (tests/bench/<suite>/run.mjs), one after
 * the other, then prints the goal table (issue 27's goals, issue 26's Lighthouse figures, issue 20's) with this run's figures beside the goals, from the
 * suites' results (tests/bench/results/<suite>.json), with the load average at the start and end
 * of each suite. Writes tests/bench/results/summary.md and summary.json, and the table into
 * the root README, tests/bench/README.md and packages/ui-grid/README.md between `<!-- bench:summary:start -->` and
 * `<!-- bench:summary:end -->` (only on a full run: every suite, not --quick; or with --readme).
 * Not part of `./wms test`: a bench reports numbers, it does not pass or fail on speed.
 *
 * Options: --only grid,app,server (the suites to run; a goal whose suite did not run says so),
 * --quick (one run of each, for smoke-checking: not figures to read), --runs N (each suite's
 * repetitions), --readme / --no-readme, --report (run nothing: make the table again from the
 * last run's results); any other option goes to every suite.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { CHROMIUM_PATH } from '../setup/chromium.ts';

const here = import.meta.dirname;
const repo = resolve(here, '../..');
const resultsDir = join(here, 'results');
const args = process.argv.slice(2);
function option(name) {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}
// --report: no suite runs; the table is made again from the last run's results (the suites'
// states as summary.json recorded them), e.g. after a change to this report.
const REPORT = args.includes('--report');
const previous = REPORT ? JSON.parse(readFileSync(join(resultsDir, 'summary.json'), 'utf8')).env : undefined;
const QUICK = previous ? previous.quick : args.includes('--quick');
const ONLY = option('only')?.split(',').map((s) => s.trim()).filter(Boolean);
const all = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(here, entry.name, 'run.mjs')))
  .map((entry) => entry.name)
  .sort();
const unknown = (ONLY ?? []).filter((s) => !all.includes(s));
if (unknown.length) {
  console.error(`bench: no suite ${unknown.join(', ')} (suites: ${all.join(', ')})`);
  process.exit(2);
}
// The order of the goal table: the grid, the app, the server.
const ORDER = ['grid', 'app', 'server'];
const suites = all.filter((s) => !ONLY || ONLY.includes(s)).sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99));
const WRITE_README = !args.includes('--no-readme') && (args.includes('--readme') || (!QUICK && (previous ? all.every((s) => previous.suites[s]) : !ONLY)));

// What each suite is given: the options, less ours; --quick as each suite understands it.
const passed = args.filter((a, i) => !['--only', '--readme'].includes(a) && args[i - 1] !== '--only');
const suiteArgs = (suite) => {
  if (!QUICK) return passed;
  if (suite === 'app') return [...passed.filter((a) => a !== '--quick'), ...(option('runs') ? [] : ['--runs', '1']), '--lighthouse-runs', '1'];
  return passed;
};

const load = () => loadavg().map((l) => Math.round(l * 100) / 100);
const started = previous ? new Date(previous.startedAt) : new Date();
const ran = previous ? Object.fromEntries(Object.entries(previous.suites).filter(([, state]) => state)) : {};
for (const suite of REPORT ? [] : suites) {
  console.log(`bench: ${suite}`);
  const loadAtStart = load();
  const t0 = Date.now();
  const result = spawnSync(process.execPath, [join(here, suite, 'run.mjs'), ...suiteArgs(suite)], { stdio: 'inherit', cwd: repo });
  ran[suite] = { status: result.status, seconds: Math.round((Date.now() - t0) / 1000), loadAtStart, loadAtEnd: load(), startedAt: new Date(t0).toISOString() };
  console.log(`bench: ${suite} ${result.status === 0 ? 'done' : `FAILED (exit ${String(result.status)})`} in ${String(ran[suite].seconds)} s, load average ${loadAtStart.join(' / ')} → ${ran[suite].loadAtEnd.join(' / ')}`);
}

// ---------------------------------------------------------------------------------------------
// The goal table

/** A suite's results of this invocation, or why there are none. */
function resultsOf(suite) {
  const state = ran[suite];
  if (!state) return { missing: all.includes(suite) ? 'suite not run this time' : 'no such suite' };
  if (state.status !== 0) return { missing: `suite failed (exit ${String(state.status)})` };
  const file = join(resultsDir, `${suite}.json`);
  if (!existsSync(file)) return { missing: `no ${suite}.json` };
  const json = JSON.parse(readFileSync(file, 'utf8'));
  // Only what this invocation wrote: an older file is not this run's figure.
  if (!json.env?.date || json.env.date < state.startedAt) return { missing: `${suite}.json not written by this run` };
  return { json };
}
const grid = resultsOf('grid');
const app = resultsOf('app');
const server = resultsOf('server');

const fix = (v, d = 1) => (typeof v === 'number' && Number.isFinite(v) ? v.toFixed(d) : null);
const times = (r) => (r && typeof r.median === 'number' ? `${r.median.toFixed(2)}×${r.n > 1 ? ` (rounds ${r.min.toFixed(2)}–${r.max.toFixed(2)})` : ''}` : null);
const spread = (st) => (st && typeof st.median === 'number' ? `${fix(st.median, 0)}${st.n > 1 ? ` (rounds ${fix(st.min, 0)}–${fix(st.max, 0)})` : ''}` : null);
const kib = (bytes) => (typeof bytes === 'number' ? `${(bytes / 1024).toFixed(1)} KiB` : null);

/**
 * One row: what is measured, its figure and value (null when the suite did not give it), the
 * goal, whether the value meets it, and the suite (for its load). `cause`: why the goal is not
 * met, as the traces and profiles of the package's README found it (shown only when not met).
 */
function row(suite, source, measure, goal, pick, meets, cause) {
  if (source.missing) return { suite, measure, goal, today: source.missing, value: null, met: null };
  let picked;
  try {
    picked = pick(source.json);
  } catch {
    picked = null;
  }
  if (!picked || picked.value === undefined || picked.text === null || picked.text === undefined) return { suite, measure, goal, today: `not in ${suite}.json`, value: null, met: null };
  if (picked.value === null) return { suite, measure, goal, today: picked.text, value: null, met: null };
  // Ratios of equal figures come out as 0.99999999999998 or 1.00000000000001 (two grids held to
  // the same frame length): compared at six decimals, so floating-point noise decides nothing.
  const settle = (v) => (typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v);
  const judge = (v) => meets(settle(v), picked);
  // A median whose rounds fall on both sides of the goal says so: the verdict is the median's.
  const metOf = (v) => { const a = judge(v); return a !== null && typeof a === 'object' ? a.met : a; };
  const split = picked.range && picked.range.length === 2 && metOf(picked.range[0]) !== metOf(picked.range[1]);
  // `meets` answers true / false, or { met, why } where a goal has several parts.
  const answer = judge(picked.value);
  const met = answer !== null && typeof answer === 'object' ? answer.met : answer;
  const why = answer !== null && typeof answer === 'object' ? answer.why : undefined;
  return { suite, measure, goal, today: picked.text, value: Number.isNaN(picked.value) ? null : picked.value, met: met === null || met === undefined ? null : Boolean(met), why: met === false ? why : undefined, cause: met === false ? cause : undefined, split: split && met !== null };
}
const throttle = grid.json?.env?.cpuThrottling ?? 4;
const iqr = (r) => (r && typeof r.q1 === 'number' && typeof r.q3 === 'number' ? r.q3 - r.q1 : null);
const sec = (ms) => (typeof ms === 'number' ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
const mb = (bytes) => (typeof bytes === 'number' ? `${(bytes / 2 ** 20).toFixed(0)} MB` : 'n/a');
/** A scale case's row: its figures, or why it has none (the case records its own failure). */
const scaleCase = (j, key) => {
  const c = j.scale?.[key];
  if (!c) return null;
  return c;
};
/** A goal of several parts: met when all are, and why not when one is not. */
/** Why the DataGrid's mount is still slower than react-data-grid doing a list screen's work, where it is (packages/ui-grid/README.md). */
const LIST_CAUSE = 'see packages/ui-grid/README.md, "Against a peer that does a list screen\'s work"';
const parts = (...checks) => ({ met: checks.every(([ok]) => ok), why: checks.filter(([ok]) => !ok).map(([, text]) => text).join('; ') });
const rows = [
  // Issue 37: the goal's peer does a list screen's work; the bare react-data-grid is the next goal.
  row('grid', grid, `DataGrid mount, 500 × 60, ÷ react-data-grid doing a list screen's work (a filter row in its header, a selection column, a summary row, a pagination bar, an async load): first paint; DOM ready; main-thread CPU; median of ${String(grid.json?.env?.rounds ?? '≥ 15')} interleaved rounds and their interquartile range`, '≤ 1.0× each, IQR ≤ 0.3 each', (j) => {
    const [paint, dom, cpu] = [j.goals.listMountRatio, j.goals.listDomRatio, j.goals.listCpuRatio];
    if (!paint) return null;
    const one = (name, r) => `${name} ${times(r)}, IQR ${fix(iqr(r), 2)}`;
    return { value: Math.max(paint.median, dom?.median ?? 0, cpu?.median ?? 0), range: [paint.min, paint.max], text: [one('first paint', paint), one('DOM ready', dom), one('CPU', cpu)].join('; '), iqr: Math.max(iqr(paint) ?? 0, iqr(dom) ?? 0, iqr(cpu) ?? 0), medians: [paint.median, dom?.median, cpu?.median] };
  }, (v, p) => parts([(p?.medians?.[0] ?? Infinity) <= 1, `first paint ${fix(p?.medians?.[0], 2)}× > 1.0×`], [(p?.medians?.[1] ?? Infinity) <= 1, `DOM ready ${fix(p?.medians?.[1], 2)}× > 1.0×`], [(p?.medians?.[2] ?? Infinity) <= 1, `CPU ${fix(p?.medians?.[2], 2)}× > 1.0×`], [(p?.iqr ?? 0) <= 0.3, `an IQR ${fix(p?.iqr, 2)} > 0.3`]), LIST_CAUSE),
  // Issue 50: the same three figures against the bare react-data-grid, with the same rows and columns in the DOM.
  row('grid', grid, `DataGrid mount, 500 × 60, ÷ the bare react-data-grid (the same rows and columns, no filter row, selection, summary row or pagination): first paint; DOM ready (the viewport's rows and columns in the DOM); main-thread CPU; median of ${String(grid.json?.env?.rounds ?? '≥ 15')} interleaved rounds and their interquartile range`, '≤ 1.0× each, IQR ≤ 0.3 each', (j) => {
    const [paint, dom, cpu] = [j.goals.mountRatio, j.goals.domRatio, j.goals.mountCpuRatio];
    if (!paint) return null;
    const one = (name, r) => `${name} ${times(r)}, IQR ${fix(iqr(r), 2)}`;
    return { value: Math.max(paint.median, dom?.median ?? 0, cpu?.median ?? 0), range: [paint.min, paint.max], text: [one('first paint', paint), one('DOM ready', dom), one('CPU', cpu)].join('; '), iqr: Math.max(iqr(paint) ?? 0, iqr(dom) ?? 0, iqr(cpu) ?? 0), medians: [paint.median, dom?.median, cpu?.median] };
  }, (v, p) => parts([(p?.medians?.[0] ?? Infinity) <= 1, `first paint ${fix(p?.medians?.[0], 2)}× > 1.0×`], [(p?.medians?.[1] ?? Infinity) <= 1, `DOM ready ${fix(p?.medians?.[1], 2)}× > 1.0×`], [(p?.medians?.[2] ?? Infinity) <= 1, `CPU ${fix(p?.medians?.[2], 2)}× > 1.0×`], [(p?.iqr ?? 0) <= 0.3, `an IQR ${fix(p?.iqr, 2)} > 0.3`]), 'the bare react-data-grid draws the rows and nothing else; what the DataGrid pays for its search row, pagination bar and load cycle is measured in packages/ui-grid/README.md, "Against the bare react-data-grid"'),
  row('grid', grid, `the same mount's main-thread CPU time (trace thread time: what load cannot stretch) ÷ react-data-grid's; its wall time at ${String(throttle)}× CPU ÷ react-data-grid's`, 'second figures, beside the wall time', (j) => ({ value: j.goals.mountCpuRatio?.median ?? null, text: j.goals.mountCpuRatio ? `CPU ${times(j.goals.mountCpuRatio)}, IQR ${fix(iqr(j.goals.mountCpuRatio), 2)}; at ${String(throttle)}×: ${times(j.goals.throttledMountRatio) ?? 'n/a'}` : null }), () => null),
  row('grid', grid, `scroll to the end and back at ${String(throttle)}× CPU throttling: script time per frame ÷ react-data-grid`, '≤ 1.0×', (j) => ({ value: j.goals.throttledScriptPerFrameRatio?.median, range: [j.goals.throttledScriptPerFrameRatio?.min, j.goals.throttledScriptPerFrameRatio?.max], text: times(j.goals.throttledScriptPerFrameRatio) }), (v) => v <= 1, 'each frame renders the cells that come into view (memoised, about as many elements as react-data-grid\'s), and the rounds lie on both sides of 1.0: no single cost stands out in the traces (packages/ui-grid/README.md, "Mount and scroll")'),
  row('grid', grid, 'the same: long tasks (> 50 ms) of the DataGrid in the scroll (median, rounds min–max)', '0 in every round', (j) => ({ value: j.goals.throttledLongTasks?.ours?.max, text: j.goals.throttledLongTasks?.ours ? `${spread(j.goals.throttledLongTasks.ours)}; react-data-grid ${spread(j.goals.throttledLongTasks.reference) ?? 'n/a'}` : null }), (v) => v === 0, 'at 4× CPU a frame takes about 40 ms of main thread, a third of it paint and layerize on these software-rendering machines, so a frame with more new cells than most crosses 50 ms in some rounds (react-data-grid: more, up to 59)'),
  row('grid', grid, `the same: p95 frame ÷ react-data-grid`, '≤ 1.0×', (j) => ({ value: j.goals.throttledP95FrameRatio?.median, range: [j.goals.throttledP95FrameRatio?.min, j.goals.throttledP95FrameRatio?.max], text: times(j.goals.throttledP95FrameRatio) }), (v) => v <= 1),
  row('app', app, 'login route FCP, Lighthouse mobile: median and worst of the runs', 'median ≤ 1.0 s, worst ≤ 1.5 s', (j) => ({ value: j.lighthouse?.fcpMs, worst: j.lighthouse?.fcpWorstMs, text: j.lighthouse ? `median ${sec(j.lighthouse.fcpMs)}, worst ${sec(j.lighthouse.fcpWorstMs)} (${String(j.lighthouse.runs ?? j.lighthouseRuns?.length ?? '?')} runs: ${(j.lighthouse.fcpRunsMs ?? []).map((v) => (v / 1000).toFixed(2)).join(', ')})` : null }), (v, p) => parts([v <= 1000, `median ${sec(v)} > 1.0 s`], [(p?.worst ?? Infinity) <= 1500, `worst ${sec(p?.worst)} > 1.5 s`])),
  row('app', app, 'import of 100,000 rows × 20 columns: parse → preview shown; longest main-thread task; preview scroll p95 frame; peak JS heap (page); commit', 'parse ≤ 10 s, no task > 200 ms, scroll at the frame rate, heap ≤ 400 MB', (j) => {
    const c = scaleCase(j, 'import');
    if (!c) return null;
    if (c.notMeasured) return { value: null, text: `not measured: ${c.notMeasured}` };
    if (c.error) return { value: Number.NaN, text: `did not finish: ${c.error}`, failed: true };
    const figures = (f) => `parse ${sec(f.parseMs)}; longest task ${fix(f.longestTaskMs, 0)} ms (${String(f.tasksOver200)} over 200 ms); scroll p95 frame ${fix(f.scrollP95FrameMs, 1)} ms; peak heap ${mb(f.peakHeapBytes)}; commit ${f.commitMs === null ? `not measured (${String(f.commitNote)})` : sec(f.commitMs)}`;
    const hostile = `; hostile files: longest task ${fix(c.hostileLongestTaskMs, 0)} ms`;
    // A file over the screen's limits is refused before any preview: the figures then are the
    // refusal's, and the same measures at the limit (atLimit) say what the screen does take.
    if (c.refusal) return { value: Number.NaN, text: `refused by the screen in ${sec(c.refusedMs)}: "${String(c.refusal)}" (longest task ${fix(c.longestTaskMs, 0)} ms, peak heap ${mb(c.peakHeapBytes)})${c.atLimit ? `; at the screen's limit, ${Number(c.atLimit.rows).toLocaleString('en')} rows × ${String(c.atLimit.columns)}: ${c.atLimit.refusal ? `refused too: "${String(c.atLimit.refusal)}"` : figures(c.atLimit)}` : ''}${hostile}`, refused: c.refusal, c };
    return { value: c.parseMs, text: `${figures(c)}${hostile}`, c };
  }, (v, p) => (p?.refused ? { met: false, why: `the screen refuses a file of ${Number(p.c?.rows).toLocaleString('en')} rows ("${String(p.refused)}")` } : parts([!p?.failed, 'the case did not finish'], [v <= 10_000, 'parse > 10 s'], [p?.c?.tasksOver200 === 0, `${String(p?.c?.tasksOver200)} tasks > 200 ms`], [p?.c?.scrollP95FrameMs <= 34, 'preview scroll p95 frame > 2 frames'], [p?.c?.peakHeapBytes <= 400 * 2 ** 20, 'heap > 400 MB']))),
  row('app', app, 'wave plan panel over the candidate orders: open → list shown; build a wave of 500', '≤ 2 s; ≤ 5 s', (j) => {
    const c = scaleCase(j, 'wavePlan');
    if (!c) return null;
    if (c.notMeasured) return { value: null, text: `not measured: ${c.notMeasured}` };
    if (c.error) return { value: Number.NaN, text: `did not finish: ${c.error}`, failed: true };
    return { value: c.openMs, text: `${Number(c.candidates).toLocaleString('en')} candidates${typeof c.listed === 'number' && c.listed !== c.candidates ? ` (the panel lists ${c.listed.toLocaleString('en')})` : ''}: list shown ${sec(c.openMs)}; wave of ${String(c.waveOrders)} built ${sec(c.buildMs)}`, c };
  }, (v, p) => parts([!p?.failed, 'the case did not finish'], [v <= 2000, 'list > 2 s'], [p?.c?.buildMs <= 5000, 'build > 5 s'], [p?.c?.waveOrders >= 500, `wave of ${String(p?.c?.waveOrders)} orders, not 500`])),
  row('app', app, 'station queue of 500 scans made offline, replayed when back: time, booked once, station usable meanwhile', 'all booked once, ≤ 30 s, usable', (j) => {
    const c = scaleCase(j, 'stationQueue');
    if (!c) return null;
    if (c.notMeasured) return { value: null, text: `not measured: ${c.notMeasured}` };
    if (c.error) return { value: Number.NaN, text: `did not finish: ${c.error}`, failed: true };
    return { value: c.replayMs, text: `${String(c.scans)} scans: replayed in ${sec(c.replayMs)}; booked ${String(c.booked)} (${String(c.duplicates)} twice); while replaying, a scan typed was answered in ${fix(c.usableAnswerMs, 0)} ms, longest task ${fix(c.longestTaskMs, 0)} ms`, c };
  }, (v, p) => parts([!p?.failed, 'the case did not finish'], [v <= 30_000, 'replay > 30 s'], [p?.c?.booked === p?.c?.scans, `${String(p?.c?.booked)} of ${String(p?.c?.scans)} booked`], [p?.c?.duplicates === 0, 'some booked twice'], [p?.c?.usableAnswerMs <= 1000, 'a scan during the replay waited > 1 s'])),
  { suite: null, measure: '`./wms test` on a clean clone, quiet 2-core machine', goal: '≤ 9 min with every check it has today', today: 'not a bench figure: `./wms test` prints it at the end of its summary', value: null, met: null },
  // Issue 26's figures, measured here (they pass once its branches have landed).
  ...(app.json?.lighthouseRoutes ?? []).map((r) => row('app', app, `Lighthouse mobile, ${r.name} (${r.path}): accessibility, best practices, installable, performance`, 'accessibility 1.00, best practices 1.00, installable, performance ≥ 0.90', () => ({ value: r.performance, text: `${fix(r.accessibility, 2)}, ${fix(r.bestPractices, 2)}, ${r.installable ? 'installable' : `not installable (${r.installabilityErrors.join(', ')})`}, ${fix(r.performance, 2)}${r.performanceRuns ? ` (median of ${String(r.performanceRuns.length)}: ${r.performanceRuns.map((v) => fix(v, 2)).join(', ')}; total blocking time ${r.tbtRunsMs.map((v) => `${fix(v / 1000, 2)} s`).join(', ')})` : ''}${r.failedAudits && [...r.failedAudits.accessibility, ...r.failedAudits.bestPractices].length ? `; failing: ${[...r.failedAudits.accessibility, ...r.failedAudits.bestPractices].join(', ')}` : ''}` }), (v) => parts([r.accessibility === 1, 'accessibility < 1'], [r.bestPractices === 1, 'best practices < 1'], [r.installable, 'not installable'], [v >= 0.9, 'performance < 0.90']))),
  // Issue 20's goals, still held.
  row('grid', grid, 'DataGrid first load, min+gzip (react, react-dom, styled-components external)', '≤ 60 KiB, column dialog and editors loaded on first use', (j) => ({ value: j.goals.firstLoadGzipBytes, text: j.goals.firstLoadGzipBytes === null ? null : `${kib(j.goals.firstLoadGzipBytes)} (+ ${kib(j.goals.lazyGzipBytes)} lazy)` }), (v) => v <= 60 * 1024),
  row('grid', grid, 'SheetGrid mount 100,000 rows ÷ 1,000 rows', '≤ 1.2', (j) => ({ value: j.goals.sheetRatio?.median, range: [j.goals.sheetRatio?.min, j.goals.sheetRatio?.max], text: times(j.goals.sheetRatio) }), (v) => v <= 1.2),
  row('app', app, 'login route, JavaScript it loads (gzip)', '≤ 150 KiB', (j) => ({ value: j.login.jsLoadedGzipKiB, text: `${fix(j.login.jsLoadedGzipKiB)} KiB (requested before the first paint: ${fix(j.login.jsBeforePaintGzipKiB) ?? 'n/a'} KiB)` }), (v) => v <= 150, 'it grew with the merge of issue 26 (the responsive shell and the installable app): 144.5 KiB on 2026-11-25, 151.9 KiB after it. Issue 37 moved the service worker\'s registration and the strings of the screens inside the shell out of it: 148.2 KiB on 2026-11-28 by scripts/packages/login-route.mjs (the same count, and the packages gate\'s budget); an app suite run after that is the figure to read'),
  row('app', app, 'login route as served: bytes transferred', '≤ 200 KiB', (j) => ({ value: j.login.transferredKiB, text: `${fix(j.login.transferredKiB)} KiB` }), (v) => v <= 200),
  row('app', app, 'login route, Lighthouse (default mobile emulation): performance score, median', '≥ 0.95', (j) => ({ value: j.lighthouse?.score, text: fix(j.lighthouse?.score, 2) }), (v) => v >= 0.95),
  row('app', app, 'list route change → first data row painted, large list on the reference server', 'p95 ≤ 300 ms', (j) => ({ value: j.routeChange.p95Ms, text: `p95 ${fix(j.routeChange.p95Ms, 0)} ms (p50 ${fix(j.routeChange.p50Ms, 0)} ms, ${String(j.routeChange.runs?.length ?? '?')} run${j.routeChange.runs?.length === 1 ? '' : 's'}, ${Number(j.routeChange.rows).toLocaleString('en')} rows)` }), (v) => v <= 300),
  row('server', server, 'reference server list query, filtered + sorted, over HTTP (statement cache on)', 'p95 ≤ 50 ms', (j) => ({ value: j.summary.cacheOn.httpP95Ms, text: `p95 ${fix(j.summary.cacheOn.httpP95Ms)} ms (p50 ${fix(j.summary.cacheOn.httpP50Ms)} ms; cache off: p95 ${fix(j.summary.cacheOff.httpP95Ms) ?? 'n/a'} ms; ${((j.env.rows?.inventory ?? 0) + (j.env.rows?.itrn ?? 0)).toLocaleString('en')} rows)` }), (v) => v <= 50),
];

const chromium = (() => {
  const fromResults = grid.json?.env?.chromium ?? app.json?.env?.chromium;
  if (fromResults) return fromResults;
  const out = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  return out.stdout?.trim().replace(/^\D+/, '') || 'unknown';
})();
const env = {
  date: previous?.date ?? new Date().toISOString(),
  startedAt: started.toISOString(),
  machine: `${String(cpus().length)} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${String(Math.round(totalmem() / 2 ** 30))} GiB, ${type()} ${release()}`,
  chromium,
  node: process.version,
  quick: QUICK,
  suites: Object.fromEntries(all.map((s) => [s, ran[s] ?? null])),
};
const verdict = (r) => (r.met === null ? '—' : `${r.met ? 'met' : `not met${r.why ? `: ${r.why}` : ''}`}${r.split ? ' (by the median; the rounds fall on both sides)' : ''}${r.cause ? `. Why: ${r.cause}` : ''}`);
const loadOf = (suite) => {
  const s = ran[suite];
  return s ? `${s.loadAtStart[0].toFixed(1)} → ${s.loadAtEnd[0].toFixed(1)}` : '—';
};
const tableLines = [
  '| measure | today (this run) | goal | met / not met | load, 1-min average at the suite\'s start → end |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map((r) => `| ${r.measure} | ${r.today} | ${r.goal} | ${verdict(r)} | ${loadOf(r.suite)} |`),
];
const suiteLines = [...all].sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99)).map((s) => {
  const st = ran[s];
  return st
    ? `- ${s}: ${st.status === 0 ? 'ran' : `FAILED (exit ${String(st.status)})`}${st.startedAt ? ` ${st.startedAt.slice(0, 16).replace('T', ' ')} UTC,` : ''} in ${String(Math.round(st.seconds / 6) / 10)} min, load average (1 / 5 / 15 min) ${st.loadAtStart.join(' / ')} at its start, ${st.loadAtEnd.join(' / ')} at its end${st.status === 0 ? `; details in tests/bench/results/${s}.md` : ''}`
    : `- ${s}: not run this time`;
});
const heading = `${QUICK ? '`./wms pnpm bench --quick` (one run of each: a smoke check, not figures to read)' : '`./wms pnpm bench`'}, ${env.date.slice(0, 16).replace('T', ' ')} UTC. Machine: ${env.machine}; Chromium ${env.chromium}; Node ${env.node}. ${new Set(Object.values(ran).map((st) => st.startedAt?.slice(0, 10))).size > 1 ? 'The suites ran at different times (their dates and loads below): a table made again with --report after one suite ran alone; every figure is from the suite run listed below' : 'Every figure is from this run'}; the ratios to react-data-grid are taken within each interleaved round and their median shown with the spread of the rounds.`;
const block = (resultsLink) => `${heading}\n\n${tableLines.join('\n')}\n\nSuites:\n${suiteLines.join('\n')}\n\nFull summary: [tests/bench/results/summary.md](${resultsLink}).\n`;

mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'summary.json'), `${JSON.stringify({ env, rows }, null, 2)}\n`);
writeFileSync(join(resultsDir, 'summary.md'), `# Issues 27, 26 and 20's goals: this run\n\nGenerated by tests/bench/run.mjs. ${heading}\n\n${tableLines.join('\n')}\n\nSuites:\n${suiteLines.join('\n')}\n`);

if (WRITE_README) {
  const START = '<!-- bench:summary:start -->';
  const END = '<!-- bench:summary:end -->';
  for (const [path, link] of [['README.md', 'tests/bench/results/summary.md'], ['tests/bench/README.md', 'results/summary.md'], ['packages/ui-grid/README.md', '../../tests/bench/results/summary.md']]) {
    const file = join(repo, path);
    const text = readFileSync(file, 'utf8');
    // The markers on lines of their own (the READMEs also name them in their prose).
    const at = text.search(new RegExp(`^${START}$`, 'm'));
    const end = text.search(new RegExp(`^${END}$`, 'm'));
    if (at < 0 || end < at) {
      console.log(`bench: ${path} has no ${START} … ${END} block; the table is not written there`);
      continue;
    }
    writeFileSync(file, `${text.slice(0, at)}${START}\n${block(link)}${text.slice(end)}`);
    console.log(`bench: wrote the goal table into ${path}`);
  }
}

const minutes = Object.values(ran).reduce((sum, state) => sum + state.seconds, 0) / 60;
console.log(`\nThe performance goals, this run (${QUICK ? '--quick: a smoke check' : `${minutes.toFixed(1)} min`}):\n\n${tableLines.join('\n')}\n\n${suiteLines.join('\n')}\n`);
process.exit(Object.values(ran).some((s) => s.status !== 0) ? 1 : 0);
