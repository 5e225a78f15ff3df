#!/usr/bin/env node
/**
 * `pnpm bench:grid`: mounts the same generated page in each grid of tests/bench/grid/cases/
 * in Debian's Chromium and reports them side by side (tests/bench/README.md).
 *
 *   1. Builds one page per case file with Vite (production React) into a temp dir, and serves it.
 *   2. Runs every case RUNS times, round-robin, each run in a fresh browser context: data-to-paint,
 *      p95 frame time while scrolling to the end and back, long tasks over 50 ms.
 *   3. Bundles each case file with esbuild (React, ReactDOM and styled-components external,
 *      minified) and gzips the JS and CSS: the library's weight as an app would ship it.
 *   4. Writes tests/bench/results/grid.json and grid.md (medians), and the report's table into
 *      packages/ui-grid/README.md between its bench markers.
 *
 * Options: --throttle N (Chromium's CPU throttling, N× slower, as slow warehouse hardware; the
 * results go to grid-cpu<N>x.json/.md and the README is left alone), --runs N (default 5), --filter A,B (case ids containing A or B), --steps N (scroll frames each
 * way, default 120), --no-readme, --keep (keep the temp dir), --profile CASE_ID (one run of that
 * case, unminified, with a CPU profile: prints the functions with the most self time and writes
 * the .cpuprofile next to the temp pages; no report is written). No timing is asserted here: the
 * bench reports, it does not pass or fail on speed.
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
const resultsDir = join(repo, 'tests/bench/results');
const readmePath = join(repo, 'packages/ui-grid/README.md');

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}
const RUNS = Number(option('runs', '5'));
const THROTTLE = Math.max(1, Number(option('throttle', '1')));
const SUFFIX = THROTTLE > 1 ? `-cpu${THROTTLE}x` : '';
const STEPS = Number(option('steps', '120'));
const FILTER = option('filter', '');
const WRITE_README = !process.argv.includes('--no-readme') && THROTTLE === 1;
const PROFILE = option('profile', '');
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

async function openPage(name) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1, locale: 'zh-CN' });
  const page = await context.newPage();
  if (THROTTLE > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  }
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}/${name}.html`);
  await page.waitForFunction(() => Array.isArray(window.__benchCases), null, { timeout: 30000 });
  return { context, page, errors };
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
  const { context, page } = await openPage(c.page);
  const cdp = await context.newCDPSession(page);
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
log(`${cases.length} cases: ${cases.map((c) => c.id).join(', ')}; ${RUNS} runs each, round-robin; Chromium ${version}`);

const runs = Object.fromEntries(cases.map((c) => [c.id, []]));
const failures = Object.fromEntries(cases.map((c) => [c.id, []]));
for (let run = 1; run <= RUNS; run += 1) {
  // Round-robin, in a rotating order, so that no case always runs first (or last) on a warm machine.
  const order = cases.map((_, i) => cases[(i + run - 1) % cases.length]);
  for (const c of order) {
    const { context, page, errors } = await openPage(c.page);
    try {
      const result = await page.evaluate(([id, steps]) => window.__benchRun(id, { scrollSteps: steps, settleMs: 300 }), [c.id, STEPS]);
      runs[c.id].push(result);
      log(`run ${run} ${c.id}: mount ${result.mountMs.toFixed(1)} ms, p95 frame ${result.p95FrameMs.toFixed(1)} ms, long tasks ${result.longTasksMount}+${result.longTasksScroll}${result.reachedEnd === false ? ', DID NOT reach the end' : ''}`);
    } catch (error) {
      failures[c.id].push(String(error).split('\n')[0]);
      log(`run ${run} ${c.id}: FAILED ${String(error).split('\n')[0]} ${errors.join(' | ')}`);
    } finally {
      await context.close();
    }
  }
}
await browser.close();
server.close();

// ---------------------------------------------------------------------------------------------
// 3. Sizes

const esbuild = await import('esbuild');
const sizes = {};
for (const file of [...new Set(cases.map((c) => c.file))]) {
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    conditions: ['@wms/source'],
    write: false,
    outdir: join(work, 'size'),
    metafile: true,
    external: EXTERNAL,
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.woff2': 'empty', '.woff': 'empty', '.svg': 'dataurl' },
    logLevel: 'error',
  });
  let min = 0;
  let gz = 0;
  for (const output of result.outputFiles) {
    if (!/\.(js|css)$/.test(output.path)) continue;
    min += output.contents.length;
    gz += gzipSync(output.contents, { level: 9 }).length;
  }
  // Where the (minified) bytes come from, by package: what a reader asks first.
  const byPackage = {};
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const match = input.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
      const pkg = match ? match[1] : input.startsWith('packages/') ? `@wms/${input.split('/')[1]}` : 'bench glue';
      byPackage[pkg] = (byPackage[pkg] ?? 0) + bytesInOutput;
    }
  }
  // The library's own code: what our packages import from npm is external (react-aria, i18next,
  // TanStack, react-window ...), so that @wms code is weighed alone. The peers import nothing but
  // React, so for them this equals the total.
  const own = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    conditions: ['@wms/source'],
    write: false,
    outdir: join(work, 'size-own'),
    external: EXTERNAL,
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.woff2': 'empty', '.woff': 'empty', '.svg': 'dataurl' },
    logLevel: 'error',
    plugins: [{
      name: 'deps-of-our-packages-external',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
          const fromOurs = args.importer.startsWith(join(repo, 'packages'));
          return fromOurs && !args.path.startsWith('@wms/') ? { path: args.path, external: true } : undefined;
        });
      },
    }],
  });
  let ownGz = 0;
  for (const output of own.outputFiles) if (/\.(js|css)$/.test(output.path)) ownGz += gzipSync(output.contents, { level: 9 }).length;
  sizes[file] = { minBytes: min, gzipBytes: gz, ownGzipBytes: ownGz, byPackage };
}

// ---------------------------------------------------------------------------------------------
// 4. Report

const median = (values) => {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const summary = cases.map((c) => {
  const r = runs[c.id];
  return {
    id: c.id,
    library: c.library,
    scenario: c.scenario,
    runs: r.length,
    failedRuns: failures[c.id],
    mountMs: median(r.map((x) => x.mountMs)),
    p95FrameMs: median(r.map((x) => x.p95FrameMs)),
    maxFrameMs: median(r.map((x) => x.maxFrameMs)),
    longTasksMount: median(r.map((x) => x.longTasksMount)),
    longTasksScroll: median(r.map((x) => x.longTasksScroll)),
    longTaskMs: median(r.map((x) => x.longTaskMs)),
    missedEnd: r.filter((x) => x.reachedEnd === false).length,
    size: { ...sizes[c.file] },
    raw: r,
  };
});

const env = {
  date: new Date().toISOString(),
  chromium: version,
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  node: process.version,
  runs: RUNS,
  scrollSteps: STEPS,
  headless: true,
  cpuThrottling: THROTTLE,
  loadAverageAtEnd: loadavg().map((l) => Math.round(l * 10) / 10),
  note: 'software rendering (--disable-gpu), shared 2-core machine: compare the columns of one run, not numbers across machines',
};
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, `grid${SUFFIX}.json`), `${JSON.stringify({ env, cases: summary }, null, 2)}\n`);

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (v) => (v === null ? 'n/a' : `${v.toFixed(1)} ms`);
// The median and, for honesty on a noisy machine, the spread of the runs.
const spread = (s, key) => {
  const values = s.raw.map((x) => x[key]);
  return values.length > 1 ? `${ms(s[key])} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})` : ms(s[key]);
};
const num = (v) => (v === null ? 'n/a' : String(Math.round(v * 10) / 10));
// One table a scenario, or a group of scenarios (the same grid on different data sizes).
const tableOf = (scenario) => scenario.group ?? { id: scenario.id, title: scenario.title };
const tables = [...new Map(summary.map((s) => [tableOf(s.scenario).id, tableOf(s.scenario)])).values()];
const lines = [];
for (const group of tables) {
  const rows = summary.filter((s) => tableOf(s.scenario).id === group.id);
  const grouped = rows.some((s) => s.scenario.group);
  const ag = rows.find((s) => s.id === 'ag-grid');
  const reference = ag ?? (grouped ? rows[0] : undefined);
  const versus = ag ? 'vs AG Grid' : `vs ${reference ? `${reference.library} ${reference.scenario.rows.toLocaleString('en')} rows` : 'AG Grid'}`;
  const scrolls = rows.some((s) => s.scenario.scroll !== false);
  lines.push(`### ${group.title}`, '');
  lines.push(`| library |${grouped ? ' data |' : ''} data-to-paint, median (min–max) | ${versus} |${scrolls ? ' p95 frame, scroll to end and back, median (min–max) | worst frame |' : ''} long tasks > 50 ms (mount${scrolls ? ' + scroll' : ''}) | min+gzip (React external) | own code min+gzip (npm deps external) | runs |`);
  lines.push(`| --- |${grouped ? ' ---: |' : ''} ---: | ---: |${scrolls ? ' ---: | ---: |' : ''} ---: | ---: | ---: | ---: |`);
  for (const s of rows) {
    const ratio = reference?.mountMs && s.mountMs !== null ? `${(s.mountMs / reference.mountMs).toFixed(2)}×` : 'n/a';
    const scroll = s.scenario.scroll === false ? 'not measured' : `${spread(s, 'p95FrameMs')}${s.missedEnd ? ` (last row not rendered at the bottom in ${String(s.missedEnd)} of ${String(s.runs)} runs)` : ''}`;
    const data = grouped ? ` ${s.scenario.rows.toLocaleString('en')} × ${String(s.scenario.columns)} |` : '';
    const frames = scrolls ? ` ${scroll} | ${s.scenario.scroll === false ? '' : ms(s.maxFrameMs)} |` : '';
    const tasks = s.scenario.scroll === false ? num(s.longTasksMount) : `${num(s.longTasksMount)} + ${num(s.longTasksScroll)}`;
    lines.push(`| ${s.library} |${data} ${spread(s, 'mountMs')} | ${ratio} |${frames} ${tasks} | ${kib(s.size.gzipBytes)} (${kib(s.size.minBytes)} min) | ${kib(s.size.ownGzipBytes)} | ${s.runs}${s.failedRuns.length ? `, ${s.failedRuns.length} failed` : ''} |`);
  }
  lines.push('');
}
const table = lines.join('\n');

const breakdown = summary
  .filter((s, i, all) => all.findIndex((o) => o.library === s.library) === i)
  .map((s) => {
    const parts = Object.entries(s.size.byPackage).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([pkg, bytes]) => `${pkg} ${kib(bytes)}`);
    return `- ${s.library}: ${parts.join(', ')}`;
  })
  .join('\n');

const md = `# Grid bench

Generated by \`pnpm bench:grid\` (tests/bench/grid/run.mjs) on ${env.date}. Chromium ${env.chromium}, headless, ${env.cpus} × ${env.cpuModel}, Node ${env.node}, ${env.cpuThrottling > 1 ? `CPU throttled ${env.cpuThrottling}× (Chromium's emulation of slow hardware), ` : ''}load average ${env.loadAverageAtEnd.join(' / ')} at the end. ${env.runs} runs per case (round-robin, fresh browser context each), medians shown; scroll, one step a frame: ${env.scrollSteps} steps down to the last row, ${Math.round(env.scrollSteps / 2)} across to the last column and back, ${env.scrollSteps} up.

${table}
What the columns mean:
- data-to-paint: from handing the generated rows to the grid (render call) until the first frame painted with the first row's first cell in the DOM.
- p95 frame: 95th percentile of requestAnimationFrame deltas while the scroll position moves one step a frame down to the last row, across to the last column and back (16.7 ms = 60 fps). 'last row not rendered' counts runs where the last row's first cell was not in the DOM within 5 s of reaching the bottom.
- long tasks: PerformanceObserver 'longtask' entries (main-thread tasks over 50 ms) during mount and during the scroll.
- min+gzip: the case file bundled by esbuild with react, react-dom and styled-components external, minified, JS + CSS gzipped (level 9). It is what the case imports, so it includes each library's own dependencies (for ui-grid: @wms/ui-core, react-aria, i18next ...).
- own code: the same bundle with the npm dependencies of our packages external, i.e. @wms/ui-grid and @wms/ui-core alone; the peers depend on nothing but React, so for them it equals the total.

Minified bytes by package (before gzip), largest first:
${breakdown}

Caveats: ${env.note}. Raw per-run numbers are in grid.json.
`;
writeFileSync(join(resultsDir, `grid${SUFFIX}.md`), md);
log(`wrote ${join(resultsDir, `grid${SUFFIX}.md`)} and grid${SUFFIX}.json`);

if (WRITE_README && existsSync(readmePath)) {
  const START = '<!-- bench:grid:start -->';
  const END = '<!-- bench:grid:end -->';
  const readme = readFileSync(readmePath, 'utf8');
  const block = `${START}\n_Last run: ${env.date.slice(0, 10)}, Chromium ${env.chromium}, ${env.runs} runs, medians. Full report: [tests/bench/results/grid.md](../../tests/bench/results/grid.md)._\n\n${table}${END}`;
  const at = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (at >= 0 && end > at) {
    writeFileSync(readmePath, readme.slice(0, at) + block + readme.slice(end + END.length));
    log('updated the bench table in packages/ui-grid/README.md');
  } else {
    log('packages/ui-grid/README.md has no bench markers; table not written there');
  }
}

if (!KEEP) rmSync(work, { recursive: true, force: true });
console.log(`\n${table}`);
