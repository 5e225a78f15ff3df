#!/usr/bin/env node
/**
 * `pnpm bench:grid`: mounts the same generated page in each grid of tests/bench/grid/cases/
 * in Debian's Chromium and reports them side by side (tests/bench/README.md).
 *
 *   1. Builds one page per case file with Vite (production React) into a temp dir, and serves it.
 *   2. Runs RUNS interleaved rounds. Each round runs every case once, in an order that rotates
 *      from round to round, each run in a fresh browser context: first the mounts (data-to-paint,
 *      unthrottled), then every scrolling case again under Chromium's CPU throttling (THROTTLE×,
 *      Emulation.setCPUThrottlingRate, as slow warehouse hardware): mount, then a scroll to the
 *      end and back with the p95 frame, the script, layout and style time per frame (Chromium's
 *      Performance.getMetrics before and after the scroll, ÷ frames) and the long tasks. The load
 *      average is sampled at the start and end of each round, and the ratios of our grids to
 *      their references are taken within each round (so both sides saw the same load); the report
 *      gives the median ratio with the spread of the rounds.
 *   3. Bundles each case file with Vite (Rollup; React, ReactDOM and styled-components external,
 *      minified, code splitting) and gzips each file: the first load (the entry chunk and the
 *      chunks it imports statically) apart from the lazy chunks (dynamic imports).
 *   4. Writes tests/bench/results/grid.json and grid.md, and the report's table into
 *      packages/ui-grid/README.md between its bench markers.
 *
 * Wall times and CPU come from separate runs: the mount's first paint and DOM ready from untraced
 * runs (mode 'plain'), its main-thread CPU from traced runs (mode 'cpu'), because the trace itself
 * stretches the wall time by more than the mount varies. The goal's pair (the DataGrid, the two
 * react-data-grid cases) runs --repeat times in each of those modes within a round, in the order
 * A B C C B A A B C …, and the round's figure of each is the median of its runs.
 *
 * Every run's page is left idle --settle ms (default 1000) after it loaded and generated its rows,
 * before the clock starts: for about half a second after a page is ready its renderer and the
 * browser are still busy, and a mount clocked then shared the two cores with them (README).
 *
 * Options: --runs N (rounds, default 15), --repeat N (the pair's runs per mode and round, default 3), --settle MS (default 1000), --quick (1 round, no README), --throttle N (the throttled
 * mode's rate, default 4; 1 leaves it out), --throttled-steps N (scroll frames down in the
 * throttled mode, default 80; across is half), --steps N with --scroll-unthrottled (the mounts
 * scroll too, unthrottled, N frames down; default off), --filter A,B (case ids containing A or
 * B), --no-readme, --results DIR (write grid.json and grid.md there), --keep (keep the temp dir), --profile CASE_ID (one run of that case,
 * unminified, with a CPU profile, throttled only when --throttle is given: prints the functions
 * with the most self time and writes the .cpuprofile next to the temp pages; no report is
 * written). No timing is asserted here: the bench reports, it does not pass or fail on speed.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync, existsSync, createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir, cpus, loadavg } from 'node:os';
import { basename, extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../setup/chromium.ts';

const repo = resolve(import.meta.dirname, '../../..');
const here = import.meta.dirname;
const casesDir = join(here, 'cases');
// --results DIR: another folder for grid.json and grid.md (a partial run beside the committed results).
const resultsDir = option('results', '') ? resolve(option('results', '')) : join(repo, 'tests/bench/results');
const readmePath = join(repo, 'packages/ui-grid/README.md');

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}
const QUICK = process.argv.includes('--quick');
const RUNS = QUICK ? 1 : Math.max(1, Number(option('runs', '15')));
const THROTTLE = Math.max(1, Number(option('throttle', '4')));
const THROTTLED_STEPS = Number(option('throttled-steps', '80'));
const SCROLL_PLAIN = process.argv.includes('--scroll-unthrottled');
const STEPS = Number(option('steps', '120'));
const REPEAT = QUICK ? 1 : Math.max(1, Number(option('repeat', '3')));
// The page left idle this long after it loaded, mounted the app's shell and generated the rows,
// before the clock starts (every case, every mode; tests/bench/README.md, "A settled page").
const SETTLE = Math.max(0, Number(option('settle', '1000')));
const FILTER = option('filter', '');
const PROFILE = option('profile', '');
const WRITE_README = !process.argv.includes('--no-readme') && !QUICK && !FILTER;
const KEEP = process.argv.includes('--keep') || Boolean(PROFILE);
const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'styled-components'];

const log = (...args) => { console.log('bench:grid:', ...args); };

// ---------------------------------------------------------------------------------------------
// 1. Case files and their pages

const caseFiles = readdirSync(casesDir).filter((f) => /\.(tsx|ts)$/.test(f)).sort().map((f) => join(casesDir, f));
if (caseFiles.length === 0) throw new Error(`no case files in ${casesDir}`);
const work = mkdtempSync(join(tmpdir(), 'wms-bench-grid-'));
const src = join(work, 'src');
const out = join(work, 'dist');
mkdirSync(src, { recursive: true });
const inputs = {};
for (const file of caseFiles) {
  const name = basename(file).replace(/\.(tsx|ts)$/, '');
  writeFileSync(join(src, `${name}.ts`), `import { exposeCases } from ${JSON.stringify(join(here, 'harness.ts'))};\nimport cases from ${JSON.stringify(file)};\nexposeCases(cases);\n`);
  writeFileSync(join(src, `${name}.html`), `<!doctype html><html lang="zh"><head><meta charset="utf-8"><title>${name}</title><style>html,body{margin:0}</style></head><body><div id="root"></div><script type="module" src="./${name}.ts"></script></body></html>`);
  inputs[name] = join(src, `${name}.html`);
}

log(`building ${caseFiles.length} pages with Vite into ${work}`);
const { build, defaultClientConditions } = await import('vite');
const { default: react } = await import('@vitejs/plugin-react');
await build({
  root: src,
  configFile: false,
  logLevel: 'warn',
  mode: 'production',
  plugins: [react()],
  // The packages from their sources (their exports' "@wms/source" condition), as in the app.
  resolve: { dedupe: ['react', 'react-dom', 'styled-components'], conditions: ['@wms/source', ...defaultClientConditions] },
  build: { outDir: out, emptyOutDir: true, minify: !PROFILE, reportCompressedSize: false, chunkSizeWarningLimit: 10000, rollupOptions: { input: inputs } },
});

// ---------------------------------------------------------------------------------------------
// 2. Serve and measure

const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(out, path);
  if (!file.startsWith(out) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
const version = browser.version();

/** A fresh context on a case file's page, CPU-throttled `rate`× (1: not throttled). */
async function openPage(name, rate = 1) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}/${name}.html`);
  await page.waitForFunction(() => Array.isArray(window.__benchCases), null, { timeout: 30000 });
  return { context, page, cdp, errors };
}

/** Chromium's cumulative main-thread times (seconds) of the page: script, layout, style, all tasks. */
async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const get = (name) => list.find((m) => m.name === name)?.value ?? 0;
  return { script: get('ScriptDuration'), layout: get('LayoutDuration'), style: get('RecalcStyleDuration'), task: get('TaskDuration') };
}

// The mount's main-thread CPU time from a Chromium trace: the thread time (`tdur`, CPU time the
// thread really ran, not wall time) of every task on the page's main thread between the
// harness's marks bench:mount:start and bench:mount:end, split by kind as DevTools does (self
// time of each event, given to the nearest event of a known kind). Thread time is what other
// processes on a loaded machine cannot stretch: a task preempted for 50 ms counts its CPU only.
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'];
const KIND = {
  FunctionCall: 'script', EvaluateScript: 'script', 'v8.evaluateModule': 'script', TimerFire: 'script', FireAnimationFrame: 'script', RunMicrotasks: 'script', EventDispatch: 'script', 'v8.compile': 'script', 'V8.CompileCode': 'script', MajorGC: 'script', MinorGC: 'script', 'V8.GC_SCAVENGER': 'script', 'BlinkGC.AtomicPhase': 'script',
  UpdateLayoutTree: 'style', RecalculateStyles: 'style', ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  Paint: 'paint', PrePaint: 'paint', Layerize: 'paint', UpdateLayer: 'paint', Commit: 'paint', 'LocalFrameView::RunPaintLifecyclePhase': 'paint',
};
function mountCpu(traceBuffer) {
  const events = JSON.parse(traceBuffer.toString()).traceEvents ?? [];
  const mark = (name) => events.find((e) => e.name === name && String(e.cat).includes('blink.user_timing'));
  const start = mark('bench:mount:start');
  const end = mark('bench:mount:end');
  if (!start || !end) return null;
  const onThread = events.filter((e) => e.ph === 'X' && e.pid === start.pid && e.tid === start.tid && typeof e.tdur === 'number').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = { cpu: 0, script: 0, style: 0, layout: 0, paint: 0, other: 0 };
  // Tasks that overlap the window count in proportion of their wall time inside it.
  const share = (e) => Math.max(0, Math.min(e.ts + e.dur, end.ts) - Math.max(e.ts, start.ts)) / Math.max(1, e.dur);
  const stack = [];
  const close = (upTo) => {
    while (stack.length && (upTo === undefined || stack.at(-1).end <= upTo)) {
      const done = stack.pop();
      const self = Math.max(0, done.e.tdur - done.children);
      totals[done.kind] += self * done.share;
      if (!stack.length) totals.cpu += done.e.tdur * done.share;
    }
  };
  for (const e of onThread) {
    close(e.ts);
    if (e.ts + e.dur < start.ts || e.ts > end.ts) continue;
    const parent = stack.at(-1);
    if (parent) parent.children += e.tdur;
    stack.push({ e, end: e.ts + e.dur, children: 0, kind: KIND[e.name] ?? parent?.kind ?? 'other', share: parent ? parent.share : share(e) });
  }
  close();
  return Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, v / 1000]));
}

/**
 * One run of one case in a fresh context: mount, then (when `steps` > 0 and the case scrolls)
 * the scroll to the end and back, with Chromium's metrics read around the scroll.
 */
async function runOnce(c, rate, steps, trace) {
  const { context, page, cdp, errors } = await openPage(c.page, rate);
  try {
    await cdp.send('Performance.enable');
    // The mount alone between two readings of Chromium's counters: the data is generated and a
    // frame has passed before the first, the mount's painted frame is the second.
    await page.evaluate((id) => window.__benchPrepare(id), c.id);
    // A settled page: what the fresh page, its context and the browser still had running after
    // the load (and the rows' generation) no longer shares the two cores with the mount. Mounted
    // at once, the same mount took 1.5x as long in wall time with twice the spread
    // (tests/bench/README.md, "A settled page").
    if (SETTLE > 0) await page.evaluate((ms) => window.__benchSettle(ms), SETTLE);
    const atMount = await metrics(cdp);
    // Traced or not: a trace costs the page's process time and the browser's to collect and
    // flush it, which stretches the wall time by more than the mount itself varies, so the wall
    // times come from untraced runs and the CPU from traced runs of their own.
    if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const mount = await page.evaluate((id) => window.__benchMount(id, { settleMs: 0 }), c.id);
    const cpu = trace ? mountCpu(await browser.stopTracing()) : null;
    const mounted = await metrics(cdp);
    const mountPart = (key) => (mounted[key] - atMount[key]) * 1000;
    await page.evaluate(() => window.__benchSettle(300));
    const before = await metrics(cdp);
    const scroll = await page.evaluate((scrollSteps) => window.__benchScroll({ scrollSteps }), steps);
    const after = await metrics(cdp);
    const perFrame = (key) => (scroll.frames > 0 ? ((after[key] - before[key]) * 1000) / scroll.frames : null);
    return {
      ...mount,
      ...scroll,
      mountScriptMs: mountPart('script'),
      mountLayoutMs: mountPart('layout'),
      mountStyleMs: mountPart('style'),
      mountTaskMs: mountPart('task'),
      mountCpuMs: cpu?.cpu ?? null,
      mountCpuScriptMs: cpu?.script ?? null,
      mountCpuStyleMs: cpu?.style ?? null,
      mountCpuLayoutMs: cpu?.layout ?? null,
      mountCpuPaintMs: cpu?.paint ?? null,
      scriptMsPerFrame: perFrame('script'),
      layoutMsPerFrame: perFrame('layout'),
      styleMsPerFrame: perFrame('style'),
      taskMsPerFrame: perFrame('task'),
    };
  } catch (error) {
    throw new Error(`${String(error).split('\n')[0]} ${errors.join(' | ')}`);
  } finally {
    await context.close();
  }
}

// The cases of each page.
const cases = [];
for (const file of caseFiles) {
  const name = basename(file).replace(/\.(tsx|ts)$/, '');
  const { context, page } = await openPage(name);
  const listed = await page.evaluate(() => window.__benchCases);
  await context.close();
  const wanted = (id) => !FILTER || FILTER.split(',').some((part) => id.includes(part.trim()));
  for (const c of listed) if (PROFILE ? c.id === PROFILE : wanted(c.id)) cases.push({ ...c, file, page: name });
}

if (PROFILE) {
  const [c] = cases;
  if (!c) throw new Error(`no case ${PROFILE}`);
  const { context, page, cdp } = await openPage(c.page, process.argv.includes('--throttle') ? THROTTLE : 1);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  const result = await page.evaluate(([id, steps]) => window.__benchRun(id, { scrollSteps: steps, settleMs: 300 }), [c.id, STEPS]);
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  await browser.close();
  server.close();
  writeFileSync(join(work, `${c.id}.cpuprofile`), JSON.stringify(profile));
  // Self time per function: samples × interval, attributed to the node that was on top.
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((nodeId, i) => {
    const node = byNode.get(nodeId);
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url ? `${basename(url)}:${lineNumber + 1}` : ''}`.trim();
    self.set(key, (self.get(key) ?? 0) + dt);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  log(`${c.id}: mount ${result.mountMs.toFixed(1)} ms, p95 frame ${result.p95FrameMs.toFixed(1)} ms; profile ${total.toFixed(0)} ms sampled; top self time:`);
  for (const [key, t] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${t.toFixed(1).padStart(9)} ms  ${key}`);
  log(`profile written to ${join(work, `${c.id}.cpuprofile`)}`);
  process.exit(0);
}
const scrolling = cases.filter((c) => c.scenario.scroll !== false);
log(`${String(cases.length)} cases: ${cases.map((c) => c.id).join(', ')}; ${String(RUNS)} interleaved rounds (each: every case mounted once${SCROLL_PLAIN ? ' and scrolled' : ''}, then ${THROTTLE > 1 ? `${scrolling.map((c) => c.id).join(', ')} mounted and scrolled at ${String(THROTTLE)}× CPU throttling` : 'no throttled mode'}); Chromium ${version}`);

const load = () => loadavg().map((l) => Math.round(l * 100) / 100);
const started = Date.now();
/** Every run, as { round, mode: 'plain' | 'cpu' | 'throttled', id, ...figures }. */
const results = [];
const failures = [];
const rounds = [];
for (let round = 1; round <= RUNS; round += 1) {
  // A rotating order, so that no case always runs first (or last) on a warm machine.
  // The DataGrid, react-data-grid doing a list screen's work (the goal's peer) and the bare
  // react-data-grid (the next goal's) run one right after the other (in turn forward and back),
  // so that both sides of a round's ratio see the same load.
  const pair = ['react-data-grid-list', 'react-data-grid', 'ui-grid'].map((id) => cases.find((c) => c.id === id)).filter(Boolean);
  const paired = pair.length >= 2 && pair.some((c) => c.id === 'ui-grid');
  const others = paired ? cases.filter((c) => !pair.includes(c)) : cases;
  const rotated = others.map((_, i) => others[(i + round - 1) % others.length]);
  const block = round % 2 ? pair : [...pair].reverse();
  const around = (middle) => [...rotated.slice(0, round % (others.length + 1)), ...middle, ...rotated.slice(round % (others.length + 1))];
  const order = paired ? around(block) : rotated;
  // The unthrottled modes run the pair's block REPEAT times, every other time reversed (A B C C B A A B C …).
  const repeated = paired ? around(Array.from({ length: REPEAT }, (_, i) => (i % 2 ? [...block].reverse() : block)).flat()) : rotated;
  const loadAtStart = load();
  const roundStarted = Date.now();
  const modes = [
    ['plain', 1, SCROLL_PLAIN ? STEPS : 0, repeated, false],
    ['cpu', 1, 0, repeated, true],
    ...(THROTTLE > 1 ? [['throttled', THROTTLE, THROTTLED_STEPS, order.filter((c) => c.scenario.scroll !== false), true]] : []),
  ];
  for (const [mode, rate, steps, list, trace] of modes) {
    for (const c of list) {
      try {
        const result = await runOnce(c, rate, steps, trace);
        results.push({ round, mode, id: c.id, ...result });
        const scroll = result.frames > 0 ? `, p95 frame ${result.p95FrameMs.toFixed(1)} ms, script ${result.scriptMsPerFrame.toFixed(1)} ms/frame, long tasks ${String(result.longTasksMount)}+${String(result.longTasksScroll)}${result.reachedEnd === false ? ', DID NOT reach the end' : ''}` : `, long tasks ${String(result.longTasksMount)}`;
        const cpuText = result.mountCpuMs === null ? 'no trace' : `main-thread CPU ${result.mountCpuMs.toFixed(1)} ms: script ${result.mountCpuScriptMs.toFixed(1)}, style ${result.mountCpuStyleMs.toFixed(1)}, layout ${result.mountCpuLayoutMs.toFixed(1)}, paint ${result.mountCpuPaintMs.toFixed(1)}`;
        log(`round ${String(round)} ${mode === 'throttled' ? `${String(rate)}× ` : mode === 'cpu' ? 'traced ' : ''}${c.id}: mount ${result.mountMs.toFixed(1)} ms (frames ${String(result.mountFrames)}, ${cpuText}; counters: script ${result.mountScriptMs.toFixed(1)}, style ${result.mountStyleMs.toFixed(1)}, layout ${result.mountLayoutMs.toFixed(1)} ms)${scroll}, load ${loadavg()[0].toFixed(2)}`);
      } catch (error) {
        failures.push({ round, mode, id: c.id, error: String(error).split('\n')[0] });
        log(`round ${String(round)} ${mode} ${c.id}: FAILED ${String(error).split('\n')[0]}`);
      }
    }
  }
  rounds.push({ round, order: order.map((c) => c.id), loadAtStart, loadAtEnd: load(), seconds: Math.round((Date.now() - roundStarted) / 1000) });
  log(`round ${String(round)}: ${String(rounds.at(-1).seconds)} s, load average ${loadAtStart.join(' / ')} → ${rounds.at(-1).loadAtEnd.join(' / ')}`);
}
await browser.close();
server.close();
const measureSeconds = Math.round((Date.now() - started) / 1000);

// ---------------------------------------------------------------------------------------------
// 3. Sizes

/** The package a bundled module belongs to (module ids are absolute paths). */
const packageOf = (id) => {
  const match = id.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (match) return match[1];
  const inRepo = id.startsWith(repo) ? id.slice(repo.length + 1) : id;
  return inRepo.startsWith('packages/') ? `@wms/${inRepo.split('/')[1]}` : 'bench glue';
};
/**
 * A case file bundled as an app would ship it: by Vite (Rollup), the app's own bundler, minified,
 * with code splitting, the peers external, each file gzipped on its own (level 9) as it is served.
 * The first load is the entry chunk, its CSS and every chunk it imports statically, transitively;
 * the lazy chunks are what only a dynamic import reaches (loaded on first use). `ownOnly`: the
 * npm dependencies of our packages external too, so that @wms code is weighed alone.
 *
 * Not esbuild: with code splitting, esbuild puts the code of a module that is imported lazily
 * and also reachable through a re-export (a barrel) into shared chunks that the entry imports
 * statically, so its first load counted the lazy controls (205 KiB for the DataGrid where Rollup
 * gives 49 KiB on the same sources, 2026-11-25).
 */
async function weigh(file, ownOnly) {
  const built = await build({
    root: repo,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    resolve: { conditions: ['@wms/source', ...defaultClientConditions] },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      cssCodeSplit: true,
      modulePreload: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: file,
        preserveEntrySignatures: 'strict',
        external: (id, importer) => {
          if (EXTERNAL.includes(id)) return true;
          // Own code: what our packages import from npm stays out.
          return ownOnly && Boolean(importer?.startsWith(join(repo, 'packages'))) && /^[^./]/.test(id) && !id.startsWith('@wms/') && !id.startsWith('\0');
        },
      },
    },
  });
  const output = (Array.isArray(built) ? built[0] : built).output;
  const byName = new Map(output.map((o) => [o.fileName, o]));
  const entry = output.find((o) => o.type === 'chunk' && o.isEntry);
  const first = new Set();
  const visit = (name) => {
    const chunk = byName.get(name);
    if (first.has(name) || !chunk) return;
    first.add(name);
    for (const css of chunk.viteMetadata?.importedCss ?? []) first.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (entry) visit(entry.fileName);
  const part = (files) => {
    const byPackage = {};
    let min = 0;
    let gz = 0;
    for (const o of files) {
      const bytes = Buffer.from(o.type === 'chunk' ? o.code : o.source);
      min += bytes.length;
      gz += gzipSync(bytes, { level: 9 }).length;
      if (o.type === 'chunk') for (const [id, { renderedLength }] of Object.entries(o.modules)) byPackage[packageOf(id)] = (byPackage[packageOf(id)] ?? 0) + renderedLength;
      else byPackage.css = (byPackage.css ?? 0) + bytes.length;
    }
    return { files: files.length, minBytes: min, gzipBytes: gz, byPackage };
  };
  const all = output.filter((o) => /\.(js|css)$/.test(o.fileName));
  return { firstLoad: part(all.filter((o) => first.has(o.fileName))), lazy: part(all.filter((o) => !first.has(o.fileName))) };
}
const sizes = {};
for (const file of [...new Set(cases.map((c) => c.file))]) {
  const [whole, own] = [await weigh(file, false), await weigh(file, true)];
  sizes[file] = {
    firstLoadMinBytes: whole.firstLoad.minBytes,
    firstLoadGzipBytes: whole.firstLoad.gzipBytes,
    lazyMinBytes: whole.lazy.minBytes,
    lazyGzipBytes: whole.lazy.gzipBytes,
    lazyChunks: whole.lazy.files,
    ownFirstLoadGzipBytes: own.firstLoad.gzipBytes,
    ownLazyGzipBytes: own.lazy.gzipBytes,
    byPackage: whole.firstLoad.byPackage,
    lazyByPackage: whole.lazy.byPackage,
  };
}

// ---------------------------------------------------------------------------------------------
// 4. Report

const median = (values) => {
  const s = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
/** Median, min, max and quartiles (the median of each half) of some numbers. */
const stats = (values) => {
  const s = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const half = Math.floor(s.length / 2);
  return { median: median(s), min: s[0], max: s.at(-1), q1: s.length > 1 ? median(s.slice(0, half)) : s[0], q3: s.length > 1 ? median(s.slice(s.length - half)) : s[0], n: s.length };
};
const runsOf = (id, mode) => results.filter((r) => r.id === id && r.mode === mode);
const METRICS = ['mountMs', 'mountDomMs', 'mountScriptMs', 'mountStyleMs', 'mountLayoutMs', 'mountTaskMs', 'mountCpuMs', 'mountCpuScriptMs', 'mountCpuStyleMs', 'mountCpuLayoutMs', 'mountCpuPaintMs', 'p95FrameMs', 'maxFrameMs', 'scriptMsPerFrame', 'layoutMsPerFrame', 'styleMsPerFrame', 'taskMsPerFrame', 'longTasksMount', 'longTasksScroll', 'longTaskMs'];
const figuresOf = (id, mode) => {
  const r = runsOf(id, mode);
  if (r.length === 0) return null;
  return { runs: r.length, missedEnd: r.filter((x) => x.reachedEnd === false).length, ...Object.fromEntries(METRICS.map((key) => [key, stats(r.map((x) => x[key]))])) };
};

// The reference of a table: react-data-grid (issue 20's peer) when it ran, else AG Grid, else the
// first case of a group (the same grid on less data).
const tableOf = (scenario) => scenario.group ?? { id: scenario.id, title: scenario.title };
const referenceOf = (c) => {
  const peers = cases.filter((o) => tableOf(o.scenario).id === tableOf(c.scenario).id);
  return peers.find((o) => o.id === 'react-data-grid') ?? peers.find((o) => o.id === 'ag-grid') ?? (c.scenario.group ? peers[0] : undefined);
};
/**
 * The ratio of `id` to `reference` on `key`, within each round (the median of each side's runs
 * in that round, when the pair ran several times), then its median and spread.
 */
const ratio = (id, reference, mode, key) => {
  const inRound = (round, which) => median(results.filter((r) => r.round === round && r.mode === mode && r.id === which).map((r) => r[key]));
  const perRound = rounds.map(({ round }) => {
    const mine = inRound(round, id);
    const theirs = inRound(round, reference);
    return typeof mine === 'number' && typeof theirs === 'number' && theirs > 0 ? mine / theirs : null;
  });
  return { of: id, to: reference, mode, key, ...(stats(perRound) ?? { median: null }), perRound };
};

const summary = cases.map((c) => {
  const reference = referenceOf(c);
  const throttled = THROTTLE > 1 && c.scenario.scroll !== false;
  return {
    id: c.id,
    library: c.library,
    scenario: c.scenario,
    reference: reference?.id ?? null,
    failedRuns: failures.filter((f) => f.id === c.id),
    plain: figuresOf(c.id, 'plain'),
    cpu: figuresOf(c.id, 'cpu'),
    throttled: throttled ? figuresOf(c.id, 'throttled') : null,
    ratios: reference && reference.id !== c.id
      ? {
          mount: ratio(c.id, reference.id, 'plain', 'mountMs'),
          mountCpu: ratio(c.id, reference.id, 'cpu', 'mountCpuMs'),
          ...(SCROLL_PLAIN && c.scenario.scroll !== false ? { p95Frame: ratio(c.id, reference.id, 'plain', 'p95FrameMs') } : {}),
          ...(throttled
            ? {
                throttledMount: ratio(c.id, reference.id, 'throttled', 'mountMs'),
                throttledP95Frame: ratio(c.id, reference.id, 'throttled', 'p95FrameMs'),
                throttledScriptPerFrame: ratio(c.id, reference.id, 'throttled', 'scriptMsPerFrame'),
              }
            : {}),
        }
      : null,
    size: sizes[c.file],
  };
});

// The figures issue 20's goal table reads (tests/bench/run.mjs): null when a case did not run.
const byId = (id) => summary.find((s) => s.id === id);
const ui = byId('ui-grid');
const rdg = byId('react-data-grid');
const rdgList = byId('react-data-grid-list');
const goals = {
  // Issue 37: the goal's peer does a list screen's work (filter row, selection, summary row,
  // pagination, an async load); the ratios to the bare react-data-grid stay as the next goal.
  listMountRatio: ui && rdgList ? ratio('ui-grid', 'react-data-grid-list', 'plain', 'mountMs') : null,
  listDomRatio: ui && rdgList ? ratio('ui-grid', 'react-data-grid-list', 'plain', 'mountDomMs') : null,
  listCpuRatio: ui && rdgList ? ratio('ui-grid', 'react-data-grid-list', 'cpu', 'mountCpuMs') : null,
  listThrottledMountRatio: ui && rdgList && THROTTLE > 1 ? ratio('ui-grid', 'react-data-grid-list', 'throttled', 'mountMs') : null,
  listThrottledScriptPerFrameRatio: ui && rdgList && THROTTLE > 1 ? ratio('ui-grid', 'react-data-grid-list', 'throttled', 'scriptMsPerFrame') : null,
  domRatio: ui && rdg ? ratio('ui-grid', 'react-data-grid', 'plain', 'mountDomMs') : null,
  mountRatio: ui && rdg ? ratio('ui-grid', 'react-data-grid', 'plain', 'mountMs') : null,
  // The mount's second figures: the same ratio at THROTTLE× CPU (the mount before the throttled
  // scroll), and the main-thread time Chromium counted in the mount (script, style, layout).
  throttledMountRatio: ui && rdg && THROTTLE > 1 ? ratio('ui-grid', 'react-data-grid', 'throttled', 'mountMs') : null,
  mountScriptRatio: ui && rdg ? ratio('ui-grid', 'react-data-grid', 'plain', 'mountScriptMs') : null,
  mountCpuRatio: ui && rdg ? ratio('ui-grid', 'react-data-grid', 'cpu', 'mountCpuMs') : null,
  throttledMountCpuRatio: ui && rdg && THROTTLE > 1 ? ratio('ui-grid', 'react-data-grid', 'throttled', 'mountCpuMs') : null,
  mountParts: ui && rdg
    ? Object.fromEntries(['ui-grid', 'react-data-grid-list', 'react-data-grid'].filter((id) => byId(id)).map((id) => {
        const f = byId(id).plain;
        const t = byId(id).cpu;
        return [id, { wallMs: f?.mountMs ?? null, domMs: f?.mountDomMs ?? null, scriptMs: f?.mountScriptMs ?? null, styleMs: f?.mountStyleMs ?? null, layoutMs: f?.mountLayoutMs ?? null, taskMs: f?.mountTaskMs ?? null, cpuMs: t?.mountCpuMs ?? null, cpuScriptMs: t?.mountCpuScriptMs ?? null, cpuStyleMs: t?.mountCpuStyleMs ?? null, cpuLayoutMs: t?.mountCpuLayoutMs ?? null, cpuPaintMs: t?.mountCpuPaintMs ?? null }];
      }))
    : null,
  throttledP95FrameRatio: ui && rdg && THROTTLE > 1 ? ratio('ui-grid', 'react-data-grid', 'throttled', 'p95FrameMs') : null,
  throttledScriptPerFrameRatio: ui && rdg && THROTTLE > 1 ? ratio('ui-grid', 'react-data-grid', 'throttled', 'scriptMsPerFrame') : null,
  throttledLongTasks: ui?.throttled ? { ours: ui.throttled.longTasksScroll, reference: rdg?.throttled?.longTasksScroll ?? null } : null,
  firstLoadGzipBytes: ui ? ui.size.firstLoadGzipBytes : null,
  lazyGzipBytes: ui ? ui.size.lazyGzipBytes : null,
  sheetRatio: byId('sheet-grid-100000') && byId('sheet-grid-1000') ? ratio('sheet-grid-100000', 'sheet-grid-1000', 'plain', 'mountMs') : null,
};

const env = {
  date: new Date().toISOString(),
  chromium: version,
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  node: process.version,
  rounds: RUNS,
  repeat: REPEAT,
  settleMs: SETTLE,
  quick: QUICK,
  cpuThrottling: THROTTLE,
  throttledScrollSteps: THROTTLED_STEPS,
  unthrottledScrollSteps: SCROLL_PLAIN ? STEPS : 0,
  headless: true,
  measureSeconds,
  loadAverageAtStart: rounds[0]?.loadAtStart ?? load(),
  loadAverageAtEnd: rounds.at(-1)?.loadAtEnd ?? load(),
  note: 'software rendering (--disable-gpu), shared 2-core machine: compare the columns of one run, not numbers across machines',
};
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'grid.json'), `${JSON.stringify({ env, goals, rounds, cases: summary, failures, runs: results }, null, 2)}\n`);

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const fix = (v, digits = 1) => (v === null || v === undefined ? 'n/a' : v.toFixed(digits));
/** A median with the spread of the runs (min–max) when there are several. */
const spread = (st, unit = ' ms', digits = 1) => (st ? `${fix(st.median, digits)}${unit}${st.n > 1 ? ` (${fix(st.min, 0)}–${fix(st.max, 0)})` : ''}` : 'n/a');
const times = (r) => (r && r.median !== null ? `${r.median.toFixed(2)}×${r.n > 1 ? ` (${r.min.toFixed(2)}–${r.max.toFixed(2)})` : ''}` : 'n/a');
const tables = [...new Map(summary.map((s) => [tableOf(s.scenario).id, tableOf(s.scenario)])).values()];
const lines = [];
for (const group of tables) {
  const rows = summary.filter((s) => tableOf(s.scenario).id === group.id);
  const grouped = rows.some((s) => s.scenario.group);
  const reference = rows.find((s) => s.reference)?.reference;
  const refName = reference ? (() => { const r = byId(reference); return grouped ? `${r.library} ${r.scenario.rows.toLocaleString('en')} rows` : r.library; })() : undefined;
  const throttled = rows.some((s) => s.throttled);
  lines.push(`### ${group.title}`, '');
  const head = [
    'library',
    ...(grouped ? ['data'] : []),
    'data-to-paint, median (min–max)',
    refName ? `vs ${refName}, median of the rounds' ratios (min–max)` : 'ratio',
    'mount: main-thread CPU (trace thread time), median (min–max)',
    'vs reference',
    ...(SCROLL_PLAIN && rows.some((s) => s.scenario.scroll !== false) ? ['p95 frame, unthrottled scroll'] : []),
    ...(throttled
      ? [
          `${String(THROTTLE)}× CPU: p95 frame, scroll to end and back`,
          'vs reference',
          `${String(THROTTLE)}× CPU: script per frame`,
          'vs reference',
          `${String(THROTTLE)}× CPU: layout + style per frame`,
          `${String(THROTTLE)}× CPU: long tasks in the scroll`,
        ]
      : []),
    'first load min+gzip (React external)',
    'lazy chunks min+gzip',
    'own code, first load',
    'runs',
  ];
  lines.push(`| ${head.join(' | ')} |`, `| --- |${' ---: |'.repeat(head.length - 1)}`);
  for (const s of rows) {
    const t = s.throttled;
    const cells = [
      s.library,
      ...(grouped ? [`${s.scenario.rows.toLocaleString('en')} × ${String(s.scenario.columns)}`] : []),
      spread(s.plain?.mountMs),
      s.ratios ? times(s.ratios.mount) : s.id === reference ? '1.00×' : 'n/a',
      spread(s.cpu?.mountCpuMs),
      s.ratios ? times(s.ratios.mountCpu) : s.id === reference ? '1.00×' : 'n/a',
      ...(SCROLL_PLAIN && rows.some((o) => o.scenario.scroll !== false) ? [s.scenario.scroll === false ? 'not measured' : spread(s.plain?.p95FrameMs)] : []),
      ...(throttled
        ? t
          ? [
              `${spread(t.p95FrameMs)}${t.missedEnd ? ` (last row not rendered at the bottom in ${String(t.missedEnd)} of ${String(t.runs)} runs)` : ''}`,
              s.ratios ? times(s.ratios.throttledP95Frame) : s.id === reference ? '1.00×' : 'n/a',
              spread(t.scriptMsPerFrame),
              s.ratios ? times(s.ratios.throttledScriptPerFrame) : s.id === reference ? '1.00×' : 'n/a',
              t.layoutMsPerFrame && t.styleMsPerFrame ? `${fix(t.layoutMsPerFrame.median + t.styleMsPerFrame.median)} ms` : 'n/a',
              spread(t.longTasksScroll, '', 0),
            ]
          : ['not measured', '', '', '', '', '']
        : []),
      `${kib(s.size.firstLoadGzipBytes)} (${kib(s.size.firstLoadMinBytes)} min)`,
      s.size.lazyChunks ? `${kib(s.size.lazyGzipBytes)} in ${String(s.size.lazyChunks)} files` : 'none',
      kib(s.size.ownFirstLoadGzipBytes),
      `${String(s.plain?.runs ?? 0)} + ${String(s.cpu?.runs ?? 0)} traced${t ? ` + ${String(t.runs)} throttled` : ''}${s.failedRuns.length ? `, ${String(s.failedRuns.length)} failed` : ''}`,
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  lines.push('');
}
const table = lines.join('\n');
const loads = (r) => `${r.loadAtStart.map((l) => l.toFixed(1)).join(' / ')} → ${r.loadAtEnd.map((l) => l.toFixed(1)).join(' / ')}`;
const perRound = (r) => (x) => (x ? fix(x.perRound[r.round - 1], 2) : 'n/a');
const roundTable = [
  `| round | order | load average 1 / 5 / 15 min, start → end | DataGrid ÷ react-data-grid as a list: mount, DOM ready, CPU | DataGrid ÷ react-data-grid: mount | mount at ${String(THROTTLE)}× | mount CPU (trace) | mount script | throttled p95 frame | throttled script/frame | SheetGrid 100k ÷ 1k | seconds |`,
  '| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rounds.map((r) => `| ${String(r.round)} | ${r.order.join(', ')} | ${loads(r)} | ${perRound(r)(goals.listMountRatio)}, ${perRound(r)(goals.listDomRatio)}, ${perRound(r)(goals.listCpuRatio)} | ${perRound(r)(goals.mountRatio)} | ${perRound(r)(goals.throttledMountRatio)} | ${perRound(r)(goals.mountCpuRatio)} | ${perRound(r)(goals.mountScriptRatio)} | ${perRound(r)(goals.throttledP95FrameRatio)} | ${perRound(r)(goals.throttledScriptPerFrameRatio)} | ${perRound(r)(goals.sheetRatio)} | ${String(r.seconds)} |`),
].join('\n');

const breakdown = summary
  .filter((s, i, all) => all.findIndex((o) => o.library === s.library) === i)
  .map((s) => {
    const top = (parts) => Object.entries(parts).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([pkg, bytes]) => `${pkg} ${kib(bytes)}`).join(', ');
    return `- ${s.library}: first load ${top(s.size.byPackage)}${s.size.lazyChunks && top(s.size.lazyByPackage) ? `; lazy ${top(s.size.lazyByPackage)}` : ''}`;
  })
  .join('\n');

const md = `# Grid bench

Generated by \`pnpm bench:grid\` (tests/bench/grid/run.mjs) on ${env.date}. Chromium ${env.chromium}, headless, ${String(env.cpus)} × ${env.cpuModel}, Node ${env.node}; load average ${env.loadAverageAtStart.join(' / ')} at the start, ${env.loadAverageAtEnd.join(' / ')} at the end. ${String(env.rounds)} interleaved round${env.rounds > 1 ? 's' : ''}${QUICK ? ' (--quick: a smoke check, not figures to read)' : ''}: each mounts every case once untraced (the wall times) and once traced (the main-thread CPU), in a rotating order, a fresh browser context each, the page left idle ${String(env.settleMs)} ms before each mount's clock starts; the DataGrid and the two react-data-grid cases ${String(env.repeat)} times each way, alternately forward and back, the round's figure being the median of those${THROTTLE > 1 ? `, then mounts and scrolls every scrolling case again at ${String(THROTTLE)}× CPU throttling (${String(THROTTLED_STEPS)} steps down to the last row, ${String(Math.round(THROTTLED_STEPS / 2))} across to the last column and back, ${String(THROTTLED_STEPS)} up, one a frame)` : ''}. Medians over the rounds; ratios are taken within each round and their median shown with the spread of the rounds. ${String(measureSeconds)} s of measuring.

## Issue 20's grid goals

| measure | this run | goal |
| --- | --- | --- |
| DataGrid mount ÷ react-data-grid doing a list screen's work (filter row, selection column, summary row, pagination bar, async load): first paint; DOM ready; main-thread CPU (trace), median of the rounds (min–max), IQR | ${times(goals.listMountRatio)}${goals.listMountRatio?.n > 1 ? `; IQR ${fix(goals.listMountRatio.q3 - goals.listMountRatio.q1, 2)}` : ''}; ${times(goals.listDomRatio)}${goals.listDomRatio?.n > 1 ? `; IQR ${fix(goals.listDomRatio.q3 - goals.listDomRatio.q1, 2)}` : ''}; ${times(goals.listCpuRatio)}${goals.listCpuRatio?.n > 1 ? `; IQR ${fix(goals.listCpuRatio.q3 - goals.listCpuRatio.q1, 2)}` : ''} | ≤ 1.0× each, IQR ≤ 0.3 |
| the same at ${String(THROTTLE)}× CPU: mount; scroll script per frame | ${times(goals.listThrottledMountRatio)}; ${times(goals.listThrottledScriptPerFrameRatio)} | — |
| DataGrid DOM ready ÷ bare react-data-grid (the next goal, with the first paint below) | ${times(goals.domRatio)}${goals.domRatio?.n > 1 ? `; IQR ${fix(goals.domRatio.q3 - goals.domRatio.q1, 2)}` : ''} | next: ≤ 1.0× |
| DataGrid mount ÷ bare react-data-grid (no filter row, selection, summary or pagination: the next goal), median of the rounds (min–max; quartiles, interquartile range) | ${times(goals.mountRatio)}${goals.mountRatio?.n > 1 ? `; quartiles ${fix(goals.mountRatio.q1, 2)}–${fix(goals.mountRatio.q3, 2)}, IQR ${fix(goals.mountRatio.q3 - goals.mountRatio.q1, 2)}` : ''} | next: ≤ 1.0×, IQR ≤ 0.3 |
| the same at ${String(THROTTLE)}× CPU (the mount before the throttled scroll) | ${times(goals.throttledMountRatio)}${goals.throttledMountRatio?.n > 1 ? `; IQR ${fix(goals.throttledMountRatio.q3 - goals.throttledMountRatio.q1, 2)}` : ''} | — |
| the mount's main-thread CPU time (trace thread time) ÷ react-data-grid's; at ${String(THROTTLE)}× | ${times(goals.mountCpuRatio)}${goals.mountCpuRatio?.n > 1 ? `; IQR ${fix(goals.mountCpuRatio.q3 - goals.mountCpuRatio.q1, 2)}` : ''}; ${times(goals.throttledMountCpuRatio)} | — |
| the mount's script time (Chromium's counters, wall) ÷ react-data-grid's | ${times(goals.mountScriptRatio)} | — |
| the mount, median ms: wall (first paint); DOM ready; trace CPU = script + style + layout + paint + other: DataGrid / react-data-grid as a list / bare react-data-grid | ${goals.mountParts ? Object.keys(goals.mountParts).map((id) => { const m = goals.mountParts[id]; return `${fix(m.wallMs?.median)}; ${fix(m.domMs?.median)}; ${fix(m.cpuMs?.median)} = ${fix(m.cpuScriptMs?.median)} + ${fix(m.cpuStyleMs?.median)} + ${fix(m.cpuLayoutMs?.median)} + ${fix(m.cpuPaintMs?.median)} + …`; }).join(' / ') : 'n/a'} | — |
| ${String(THROTTLE)}× CPU, scroll: p95 frame ÷ react-data-grid | ${times(goals.throttledP95FrameRatio)} | ≤ 1.0× |
| ${String(THROTTLE)}× CPU, scroll: script per frame ÷ react-data-grid | ${times(goals.throttledScriptPerFrameRatio)} | ≤ 1.0× |
| ${String(THROTTLE)}× CPU, scroll: DataGrid long tasks, median (min–max) | ${goals.throttledLongTasks ? `${spread(goals.throttledLongTasks.ours, '', 0)}; react-data-grid ${spread(goals.throttledLongTasks.reference, '', 0)}` : 'n/a'} | 0 |
| DataGrid first load, min+gzip (react, react-dom, styled-components external) | ${goals.firstLoadGzipBytes === null ? 'n/a' : `${kib(goals.firstLoadGzipBytes)} (lazy chunks ${kib(goals.lazyGzipBytes)})`} | ≤ 60 KiB |
| SheetGrid mount 100,000 rows ÷ 1,000 rows | ${times(goals.sheetRatio)} | ≤ 1.2 |

${table}
Each round (ratios of that round; the load average at its start and end):

${roundTable}

What the columns mean:
- data-to-paint: from handing the generated rows to the grid (render call) until the first frame painted with the first row's first cell in the DOM; unthrottled. Its script, style and layout time are Chromium's main-thread counters (Performance.getMetrics: ScriptDuration, RecalcStyleDuration, LayoutDuration, the same accounting as a trace's categories) read just before the render call (the data generated, a frame passed) and at the painted frame.
- ${String(THROTTLE)}× CPU: Chromium's CPU throttling (Emulation.setCPUThrottlingRate), the slow hardware of a warehouse PC or handheld. p95 frame: 95th percentile of requestAnimationFrame deltas while the scroll position moves one step a frame to the last row, across to the last column and back, and up again. Script, layout + style per frame: Chromium's ScriptDuration, LayoutDuration and RecalcStyleDuration (Performance.getMetrics) over the scroll, ÷ the frames. Long tasks: PerformanceObserver 'longtask' entries (main-thread tasks over 50 ms) during the scroll. 'last row not rendered' counts runs where the last row's first cell was not in the DOM within 5 s of reaching the bottom.
- first load: the case file bundled by Vite (Rollup, the app's bundler) with code splitting, react, react-dom and styled-components external, minified, each file gzipped (level 9): the entry chunk, its CSS and the chunks it imports statically. (Not esbuild: its code splitting puts a lazily imported module that a barrel also re-exports into chunks the entry imports statically, counting lazy code as first load.) Lazy chunks: what only a dynamic import reaches (loaded on first use, e.g. a dialog). It includes each library's own dependencies (for ui-grid: @wms/ui-core, i18next ...).
- own code: the first load with the npm dependencies of our packages external, i.e. @wms/ui-grid and @wms/ui-core alone; the peers depend on nothing but React, so for them it equals the first load.

Bytes by package as rendered into the chunks (before minifying and gzip), largest first:
${breakdown}

Caveats: ${env.note}. Every run's figures are in grid.json.
`;
writeFileSync(join(resultsDir, 'grid.md'), md);
log('wrote tests/bench/results/grid.md and grid.json');

if (WRITE_README && existsSync(readmePath)) {
  const START = '<!-- bench:grid:start -->';
  const END = '<!-- bench:grid:end -->';
  const readme = readFileSync(readmePath, 'utf8');
  const block = `${START}\n_Last run: ${env.date.slice(0, 16).replace('T', ' ')} UTC, Chromium ${env.chromium}, ${String(env.rounds)} interleaved rounds, medians, load average ${env.loadAverageAtStart.join(' / ')} → ${env.loadAverageAtEnd.join(' / ')}. Full report with every round: [tests/bench/results/grid.md](../../tests/bench/results/grid.md)._\n\n${table}${END}`;
  // The markers on lines of their own (the READMEs also name them in their prose).
  const at = readme.search(new RegExp(`^${START}$`, 'm'));
  const end = readme.search(new RegExp(`^${END}$`, 'm'));
  if (at >= 0 && end > at) {
    writeFileSync(readmePath, readme.slice(0, at) + block + readme.slice(end + END.length));
    log('updated the bench table in packages/ui-grid/README.md');
  } else {
    log('packages/ui-grid/README.md has no bench markers; table not written there');
  }
}

if (!KEEP) rmSync(work, { recursive: true, force: true });
console.log(`\n${table}`);
