#!/usr/bin/env node
/**
 * `pnpm bench:app`: the app as an operator meets it, measured in Debian's Chromium against the
 * reference server over the large seed (1.35 M stock and transaction rows). Numbers, not tests.
 *
 *   1. Builds the app (Vite, production) into a temp dir, unless --app DIR names a build.
 *   2. Starts the reference server on it (`--data`, default apps/wms-server/data/large, seeded
 *      with the large seed on first use: several minutes).
 *   3. Login route, cold (fresh context, no cache), RUNS times: the JavaScript requested before
 *      the first contentful paint (each file's .gz and .br size as the build wrote them, i.e.
 *      what a gzip-only or a brotli client downloads), all bytes transferred by the time the
 *      page is idle (as served: brotli), and the first contentful paint.
 *   4. Lighthouse (its default mobile emulation, simulated throttling) on the login route,
 *      LIGHTHOUSE_RUNS times: performance score and first contentful paint.
 *   5. Route change → first data row painted on a 1 M-row list: signed in on a small inventory
 *      list, a click on the menu entry of the inventory search (1.35 M rows) until its first
 *      data row is in a painted frame; each run in a fresh context so no answer is cached.
 *   6. Scale on the browser side: the receive station's offline queue of --scans scans, the
 *      spreadsheet import of a generated 100,000 × 20 workbook (and the 24 hostile files of the
 *      e2e), the wave plan panel over 5,000 candidate orders made through the server's API.
 *   7. Writes tests/bench/results/app.json and app.md.
 *
 * Options: --runs N (default 7), --lighthouse-runs N (default 5; the login route),
 * --route-lighthouse-runs N (default 5; each signed-in route, median kept), --app DIR, --data DIR,
 * --no-lighthouse, --no-scale (leaves out 6), --scale-only (6 alone: no login runs, routes,
 * Lighthouse or route change; prints the scale figures as JSON and writes no result file),
 * --scale-cases stationQueue,import,wavePlan (the scale cases to run, default all), --scans N
 * (default 500), --import-rows N (default 100000), --commit-timeout MS (default 240000),
 * --wave-candidates N (default 5000), --wave-orders N (the wave's size, default 500).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../setup/chromium.ts';
import { waitForQuiet } from '../quiet.mjs';

const repo = resolve(import.meta.dirname, '../../..');
const resultsDir = join(repo, 'tests/bench/results');
function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}
const RUNS = Number(option('runs', '7'));
// --scale-only: section 6 alone (steps 3 to 5 run zero times).
const SCALE_ONLY = process.argv.includes('--scale-only');
const LIGHTHOUSE_RUNS = process.argv.includes('--no-lighthouse') || SCALE_ONLY ? 0 : Number(option('lighthouse-runs', '5'));
// Lighthouse runs on each signed-in route of issue 26 (the median is kept).
const ROUTE_LIGHTHOUSE_RUNS = Math.max(1, Number(option('route-lighthouse-runs', '5')));
const DATA = resolve(option('data', join(repo, 'apps/wms-server/data/large')));
const KIB = 1024;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : Number.NaN;
};
const percentile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : Number.NaN;
};
const freePort = () => new Promise((done, fail) => {
  const server = createServer();
  server.once('error', fail);
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    server.close(() => { done(typeof address === 'object' && address ? address.port : 0); });
  });
});

// 1. The build.
let appDir = option('app', undefined);
let work;
if (!appDir) {
  work = mkdtempSync(join(tmpdir(), 'wms-bench-app-'));
  appDir = join(work, 'dist');
  console.log('bench:app: building the app');
  const built = spawnSync('pnpm', ['--filter', '@wms/app', 'exec', 'vite', 'build', '--outDir', appDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: repo, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
appDir = resolve(appDir);

// 2. The server.
const port = await freePort();
console.log(`bench:app: starting the reference server on ${DATA} (the large seed is made on first use)`);
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/wms-server/src/cli.ts', '--port', String(port), '--host', '127.0.0.1', '--data', DATA, '--large', '--app', appDir], { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((done, fail) => {
  let out = '';
  server.stdout.on('data', (chunk) => {
    out += String(chunk);
    if (out.includes('ready')) done(undefined);
  });
  server.once('exit', (code) => { fail(new Error(`the server stopped (${String(code)}): ${out}`)); });
});
const origin = `http://127.0.0.1:${String(port)}`;
const base = `${origin}/ris-wms/`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });

/** Size of a built file and of its precompressed forms, by its URL path. */
function builtSizes(url) {
  const path = new URL(url).pathname.replace(/^\/ris-wms\//, '');
  const file = join(appDir, path);
  const size = (f) => (existsSync(f) ? statSync(f).size : undefined);
  return { raw: size(file) ?? 0, gzip: size(`${file}.gz`) ?? size(file) ?? 0, brotli: size(`${file}.br`) ?? size(file) ?? 0 };
}

// 3. The login route, cold.
const login = [];
for (let i = 0; i < (SCALE_ONLY ? 0 : RUNS); i++) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto(base, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /^(登录|Log in)$/ }).waitFor();
  const figures = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const nav = performance.getEntriesByType('navigation')[0];
    const resources = performance.getEntriesByType('resource');
    return {
      fcp,
      transferred: (nav?.transferSize ?? 0) + resources.reduce((sum, r) => sum + r.transferSize, 0),
      scripts: resources.filter((r) => r.name.endsWith('.js') && r.startTime < fcp).map((r) => r.name),
      allScripts: resources.filter((r) => r.name.endsWith('.js')).map((r) => r.name),
    };
  });
  const sizes = figures.scripts.map(builtSizes);
  login.push({
    fcp: figures.fcp,
    transferred: figures.transferred,
    files: figures.scripts.map((u) => new URL(u).pathname.split('/').pop()),
    jsGzip: sizes.reduce((s, x) => s + x.gzip, 0),
    jsBrotli: sizes.reduce((s, x) => s + x.brotli, 0),
    jsRaw: sizes.reduce((s, x) => s + x.raw, 0),
    jsAllGzip: figures.allScripts.map(builtSizes).reduce((s, x) => s + x.gzip, 0),
  });
  await context.close();
}
const loginFigures = {
  fcpMs: median(login.map((r) => r.fcp)),
  jsBeforePaintGzipKiB: median(login.map((r) => r.jsGzip)) / KIB,
  jsBeforePaintBrotliKiB: median(login.map((r) => r.jsBrotli)) / KIB,
  jsBeforePaintRawKiB: median(login.map((r) => r.jsRaw)) / KIB,
  jsLoadedGzipKiB: median(login.map((r) => r.jsAllGzip)) / KIB,
  transferredKiB: median(login.map((r) => r.transferred)) / KIB,
  files: login[0]?.files ?? [],
};
if (!SCALE_ONLY) console.log(`login route: JS loaded ${loginFigures.jsLoadedGzipKiB.toFixed(1)} KiB gzip; JS before first paint ${loginFigures.jsBeforePaintGzipKiB.toFixed(1)} KiB gzip / ${loginFigures.jsBeforePaintBrotliKiB.toFixed(1)} KiB brotli (${loginFigures.files.join(', ')}); transferred ${loginFigures.transferredKiB.toFixed(1)} KiB; FCP ${loginFigures.fcpMs.toFixed(0)} ms`);

// 3b. JavaScript per route: each route opened cold (fresh context, the session restored), every
// script it loads until its screen settles, at the sizes the build wrote (.gz).
const signIn = await browser.newContext();
{
  const page = await signIn.newPage();
  await page.goto(base);
  await page.getByLabel(/用户名|User name/).fill('admin');
  await page.getByLabel(/密码|Password/).fill('admin123');
  await page.getByRole('button', { name: /^(登录|Log in)$/ }).click();
  await page.waitForURL(/home1/);
}
const session = await signIn.storageState();
await signIn.close();
const ROUTES = [
  { name: 'console', path: 'index/home1', settled: '[data-menu-name] h2, [data-menu-name] h3' },
  { name: 'list (ASN)', path: 'app/asn/list', settled: '[data-screen="list"] [role="grid"] [role="row"]:nth-child(3)' },
  { name: 'drawer (new ASN)', path: 'asnDeawer?mode=create', settled: '[role="dialog"]' },
  { name: 'station (scan receiving)', path: 'app/scanGather', settled: '[data-screen="station"]' },
  { name: 'charts (receiving report)', path: 'index/static', settled: 'svg, table' },
];
const perRoute = [];
for (const route of SCALE_ONLY ? [] : ROUTES) {
  const gz = [];
  for (let i = 0; i < Math.min(RUNS, 3); i++) {
    const context = await browser.newContext({ storageState: session, viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(new URL(route.path, base).href);
    const settled = await page.locator(route.settled).first().waitFor({ timeout: 30_000 }).then(() => true, () => false);
    await page.waitForTimeout(300);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js')).map((r) => r.name));
    gz.push(settled ? scripts.map(builtSizes).reduce((sum, x) => sum + x.gzip, 0) : Number.NaN);
    await context.close();
  }
  perRoute.push({ name: route.name, path: `/${route.path}`, jsGzipKiB: median(gz) / KIB });
}
for (const r of perRoute) console.log(`route ${r.path}: ${r.jsGzipKiB.toFixed(1)} KiB JavaScript (gzip)`);

// 4. Lighthouse, default mobile emulation (simulated throttling).
//   a. The login route, LIGHTHOUSE_RUNS times, each in a fresh Chromium: score and first
//      contentful paint, with what explains a slow one: the paint Chromium really made
//      (observed FCP) and the scripts it evaluated before it (Lighthouse's simulation counts the
//      download and run of every script evaluated before the observed paint into FCP).
//   b. Signed in, once each (issue 26's figures): a station route and the receipt list, with
//      the accessibility, best-practices and performance categories, and the installability
//      check Chromium makes (Page.getInstallabilityErrors: Lighthouse 12 and later have no
//      installability audit of their own).
const lighthouse = [];
const lighthouseRoutes = [];
/** A headless Chromium for Lighthouse on a port of its own; `close` removes its profile. */
async function lighthouseChromium() {
  const debugPort = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'wms-lh-'));
  const chrome = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, '--headless=new', `--remote-debugging-port=${String(debugPort)}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  for (let tries = 0; tries < 100; tries++) {
    const up = await fetch(`http://127.0.0.1:${String(debugPort)}/json/version`).then((r) => r.ok, () => false);
    if (up) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  const close = async () => {
    // The profile is removed once Chromium has exited (it writes there until then: removing it
    // at once failed with ENOTEMPTY and stopped the whole bench), retrying a busy directory.
    const exited = new Promise((done) => {
      if (chrome.exitCode !== null || chrome.signalCode !== null) done(undefined);
      else chrome.once('exit', () => { done(undefined); });
    });
    chrome.kill();
    await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      console.warn(`bench:app: could not remove the Lighthouse profile ${profile}: ${String(error)}`);
    }
  };
  return { debugPort, close };
}
/** What explains a Lighthouse FCP: the observed paint and what ran and loaded before it. */
function fcpCauses(lhr) {
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const observed = metrics.observedFirstContentfulPaint;
  const tasks = lhr.audits['main-thread-tasks']?.details?.items ?? [];
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const before = (t) => typeof observed === 'number' && t < observed;
  return {
    observedFcpMs: observed,
    observedDclMs: metrics.observedDomContentLoaded,
    mainThreadBeforeFcpMs: tasks.filter((t) => before(t.startTime)).reduce((sum, t) => sum + t.duration, 0),
    scriptsFinishedBeforeFcp: requests.filter((r) => r.resourceType === 'Script' && before(r.networkEndTime)).map((r) => r.url.split('/').pop()),
    documentMs: requests.find((r) => r.resourceType === 'Document')?.networkEndTime,
  };
}
const signInThere = async (debugPort) => {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${String(debugPort)}`);
  const page = await cdp.contexts()[0].newPage();
  await page.goto(base);
  await page.getByLabel(/用户名|User name/).fill('admin');
  await page.getByLabel(/密码|Password/).fill('admin123');
  await page.getByRole('button', { name: /^(登录|Log in)$/ }).click();
  await page.waitForURL(/home1/);
  return { cdp, page };
};
const MOBILE_ROUTES = [
  { name: 'station (scan receiving)', path: 'app/scanGather' },
  { name: 'receipt list (ASN)', path: 'app/asn/list' },
];
if (LIGHTHOUSE_RUNS > 0) {
  const { default: run } = await import('lighthouse');
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const { debugPort, close } = await lighthouseChromium();
    try {
      const quiet = await waitForQuiet();
      const lhr = (await run(base, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }))?.lhr;
      if (lhr) {
        const figures = {
          idleBefore: quiet.idle,
          score: lhr.categories.performance.score,
          fcpMs: lhr.audits['first-contentful-paint']?.numericValue,
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue,
          bytes: lhr.audits['total-byte-weight']?.numericValue,
          ...fcpCauses(lhr),
        };
        lighthouse.push(figures);
        console.log(`lighthouse (mobile) login run ${String(i + 1)}: FCP ${(figures.fcpMs / 1000).toFixed(2)} s (observed ${String(Math.round(figures.observedFcpMs))} ms; main thread before it ${String(Math.round(figures.mainThreadBeforeFcpMs))} ms; scripts loaded before it: ${figures.scriptsFinishedBeforeFcp.join(', ') || 'none'}), score ${figures.score.toFixed(2)}, load ${loadavg()[0].toFixed(1)}, CPU idle before it ${(figures.idleBefore * 100).toFixed(0)} %`);
      }
    } finally {
      await close();
    }
  }
  const { debugPort, close } = await lighthouseChromium();
  try {
    const { cdp, page } = await signInThere(debugPort);
    for (const route of MOBILE_ROUTES) {
      const url = new URL(route.path, base).href;
      // Lighthouse keeps the session (its default clears storage before loading). Several runs,
      // the median kept (Lighthouse's own advice on variance): the first load of a route in the
      // browser compiles its scripts cold, the next ones use Chromium's code cache.
      const lhrs = [];
      const idleBefore = [];
      for (let i = 0; i < ROUTE_LIGHTHOUSE_RUNS; i++) {
        // Each run on a quiet machine (see ../quiet.mjs): after the sign-in the server is still
        // answering the console's queries over the large seed.
        idleBefore.push((await waitForQuiet()).idle);
        const one = (await run(url, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], disableStorageReset: true }))?.lhr;
        if (one) lhrs.push(one);
      }
      const runsOf = (pick) => lhrs.map(pick).filter((v) => typeof v === 'number');
      const scores = runsOf((l) => l.categories.performance?.score);
      // The run whose performance is the median stands for the route (its metrics and audits).
      const lhr = lhrs.find((l) => l.categories.performance?.score === median(scores)) ?? lhrs[0];
      // Installability as Chromium judges it, on the route loaded in a page of the same browser
      // (the manifest and service worker of issue 26 register there).
      await page.goto(url);
      await page.waitForTimeout(1500);
      const session = await page.context().newCDPSession(page);
      const installability = await session.send('Page.getInstallabilityErrors').then((r) => r.installabilityErrors.map((e) => e.errorId), (error) => [`not asked: ${String(error).split('\n')[0]}`]);
      const manifest = await session.send('Page.getAppManifest').then((r) => r.url || null, () => null);
      await session.detach();
      const category = (id) => lhr?.categories[id]?.score ?? null;
      const failed = (id) => Object.values(lhr?.categories[id]?.auditRefs ?? []).map((ref) => lhr.audits[ref.id]).filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id);
      const figures = {
        name: route.name,
        path: `/${route.path}`,
        finalUrl: lhr?.finalDisplayedUrl,
        performance: category('performance'),
        accessibility: category('accessibility'),
        bestPractices: category('best-practices'),
        installable: installability.length === 0,
        installabilityErrors: installability,
        manifest,
        fcpMs: lhr?.audits['first-contentful-paint']?.numericValue,
        lcpMs: lhr?.audits['largest-contentful-paint']?.numericValue,
        tbtMs: lhr?.audits['total-blocking-time']?.numericValue,
        speedIndexMs: lhr?.audits['speed-index']?.numericValue,
        runs: lhrs.length,
        performanceRuns: scores,
        tbtRunsMs: runsOf((l) => l.audits['total-blocking-time']?.numericValue),
        idleBefore,
        failedAudits: { accessibility: failed('accessibility'), bestPractices: failed('best-practices') },
      };
      lighthouseRoutes.push(figures);
      console.log(`lighthouse (mobile) ${figures.path} → ${String(figures.finalUrl)}: performance ${String(figures.performance)} (median of ${String(figures.runs)}: ${scores.join(', ')}; total blocking time ${figures.tbtRunsMs.map((v) => Math.round(v)).join(', ')} ms; CPU idle before each ${idleBefore.map((v) => `${(v * 100).toFixed(0)} %`).join(', ')}), accessibility ${String(figures.accessibility)} (${figures.failedAudits.accessibility.join(', ') || 'no audit failed'}), best practices ${String(figures.bestPractices)} (${figures.failedAudits.bestPractices.join(', ') || 'no audit failed'}), installable ${figures.installable ? 'yes' : `no (${installability.join(', ')})`}`);
    }
    await cdp.close();
  } finally {
    await close();
  }
}
const worst = (xs) => Math.max(...xs);
const lighthouseFigures = lighthouse.length
  ? {
      runs: lighthouse.length,
      score: median(lighthouse.map((r) => r.score)),
      fcpMs: median(lighthouse.map((r) => r.fcpMs)),
      fcpWorstMs: worst(lighthouse.map((r) => r.fcpMs)),
      fcpRunsMs: lighthouse.map((r) => r.fcpMs),
      observedFcpMs: median(lighthouse.map((r) => r.observedFcpMs)),
      lcpMs: median(lighthouse.map((r) => r.lcpMs)),
      tbtMs: median(lighthouse.map((r) => r.tbtMs)),
      bytesKiB: median(lighthouse.map((r) => r.bytes)) / KIB,
    }
  : undefined;
if (lighthouseFigures) console.log(`lighthouse (mobile), login route, ${String(lighthouse.length)} runs: score ${lighthouseFigures.score.toFixed(2)}, FCP median ${(lighthouseFigures.fcpMs / 1000).toFixed(2)} s, worst ${(lighthouseFigures.fcpWorstMs / 1000).toFixed(2)} s (runs ${lighthouseFigures.fcpRunsMs.map((v) => (v / 1000).toFixed(2)).join(', ')}), LCP ${(lighthouseFigures.lcpMs / 1000).toFixed(2)} s, TBT ${lighthouseFigures.tbtMs.toFixed(0)} ms, ${lighthouseFigures.bytesKiB.toFixed(0)} KiB`);

// 5. Route change → first data row on the 1.35 M-row inventory search.
const rows = await (async () => {
  const probe = await fetch(`${base.replace('/ris-wms/', '')}/GT_WMS_APP/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) }).then((r) => r.json());
  const token = probe.bean?.token;
  const count = await fetch(`${base.replace('/ris-wms/', '')}/GT_WMS_APP/inventorySearch/list/1`, { method: 'POST', headers: { 'content-type': 'application/json', Authorization: token }, body: JSON.stringify({ pageSize: 1 }) }).then((r) => r.json());
  return count.page?.total ?? Number.NaN;
})();
const routeChange = [];
for (let i = 0; i < (SCALE_ONLY ? 0 : RUNS); i++) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  await page.goto(base);
  await page.getByLabel(/用户名|User name/).fill('admin');
  await page.getByLabel(/密码|Password/).fill('admin123');
  await page.getByRole('button', { name: /^(登录|Log in)$/ }).click();
  await page.waitForURL(/home1/);
  // A small list of the same area: the menu opens with the area expanded.
  await page.goto(new URL('app/inventoryhold', base).href);
  await page.locator('[data-screen="list"] [role="row"]').nth(1).waitFor({ timeout: 60_000 });
  const entry = page.getByRole('treegrid').getByRole('row', { name: /^(库存查询|Inventory search)$/ }).first();
  await entry.waitFor();
  // The watch is armed first; it starts its clock on the click (capture phase) and stops at the
  // frame after the first data row of the inventory search is in the DOM.
  await page.evaluate(() => {
    window.__firstRow = new Promise((done) => {
      const found = () => {
        for (const host of document.querySelectorAll('[data-menu-name="库存查询"], [data-menu-name="Inventory search"]')) {
          const row = host.querySelectorAll('[data-screen="list"] [role="row"]')[2];
          if (row && /\d/.test(row.textContent ?? '')) return true;
        }
        return false;
      };
      document.addEventListener('click', () => {
        const started = performance.now();
        const check = () => {
          if (found()) {
            requestAnimationFrame(() => { setTimeout(() => { done(performance.now() - started); }, 0); });
            return;
          }
          requestAnimationFrame(check);
        };
        check();
      }, { once: true, capture: true });
    });
  });
  await entry.click();
  const measured = [await page.evaluate(() => window.__firstRow)];
  routeChange.push(measured[0]);
  await context.close();
}
const routeFigures = { rows, p50Ms: percentile(routeChange, 0.5), p95Ms: percentile(routeChange, 0.95), runs: routeChange };
if (!SCALE_ONLY) console.log(`route change → first data row, inventory search (${rows.toLocaleString('en')} rows): p50 ${routeFigures.p50Ms.toFixed(0)} ms, p95 ${routeFigures.p95Ms.toFixed(0)} ms`);

// 6. Scale on the browser side (issue 27 point 3), over the large seed.
//   Station queue: the receive station (/app/scanGather) opens a receipt online, then the
//   browser goes offline (Playwright's context.setOffline: every request fails as with a pulled
//   cable) and SCANS item scans are made, each queued in the station's own queue (localStorage);
//   back online, the station replays them in order (its 'online' listener). Measured: from
//   going online until no scan waits; the quantity the server booked on the receipt (read from
//   its database before and after: every scan once, none twice); a scan typed while the replay
//   runs, until the station answers it; the longest main-thread task meanwhile.
//   The spreadsheet import and the wave plan: below, at importCase and wavePlanCase.
const SCANS = Number(option('scans', '500'));
const SCALE_CASES = (option('scale-cases', 'stationQueue,import,wavePlan') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const scale = {};
async function stationQueueCase() {
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(join(DATA, 'wms.sqlite'), { readOnly: true });
  const received = (receiptkey) => Number(db.prepare("SELECT COALESCE(SUM(qtyreceived), 0) AS n FROM receiptdetail WHERE whseid = 'WH01' AND receiptkey = ?").get(receiptkey).n);
  try {
    // The open receipt with the most left to receive (pieces still expected, line by line).
    const lines = db.prepare(`SELECT d.receiptkey, d.sku, d.qtyexpected - d.qtyreceived AS left
      FROM receiptdetail d JOIN receipt r ON r.whseid = d.whseid AND r.receiptkey = d.receiptkey
      WHERE d.whseid = 'WH01' AND r.status NOT IN ('2', '3', '4', '9') AND d.qtyexpected > d.qtyreceived`).all();
    const byReceipt = new Map();
    for (const l of lines) byReceipt.set(l.receiptkey, [...(byReceipt.get(l.receiptkey) ?? []), l]);
    const [receiptkey, its] = [...byReceipt.entries()].sort((a, b) => b[1].reduce((n, l) => n + Number(l.left), 0) - a[1].reduce((n, l) => n + Number(l.left), 0))[0] ?? [];
    if (!receiptkey) return { error: 'no open receipt with quantity left in the seed' };
    // SCANS scans (or as many pieces as the receipt has left), spread over its lines, and one more
    // typed during the replay, of another item than the last offline scan when there is one.
    const plan = [];
    for (const l of its) for (let i = 0; i < Number(l.left) && plan.length < SCANS + 1; i++) plan.push(String(l.sku));
    const extra = plan.pop();
    const before = received(receiptkey);

    const context = await browser.newContext({ storageState: session, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(new URL('app/scanGather', base).href);
    const input = page.locator('[data-screen="station"] input').first();
    await input.waitFor({ timeout: 60_000 });
    const answerCount = async () => page.locator('[data-screen="station"] [data-result]').count();
    await input.fill(receiptkey);
    await input.press('Enter');
    await page.locator('[data-screen="station"] [data-result="ok"]').waitFor({ timeout: 60_000 });
    void answerCount;

    await context.setOffline(true);
    // The queue's heading counts the scans waiting: '待发送的扫描（N）' (full-width brackets in
    // zh), 'Scans waiting to be sent (N)' in en.
    const offlineStarted = Date.now();
    const pendingCount = () => page.evaluate(() => {
      const heading = document.querySelector('[data-screen="station"] section[aria-label] h3, [data-screen="station"] [aria-label] > h3');
      const match = heading?.textContent?.match(/[(（](\d+)[)）]/);
      return match ? Number(match[1]) : 0;
    });
    for (const code of plan) {
      await input.fill(code);
      await input.press('Enter');
    }
    await page.waitForFunction((n) => {
      const heading = [...document.querySelectorAll('[data-screen="station"] h3')].find((h) => /[(（]\d+[)）]/.test(h.textContent ?? ''));
      return Number(heading?.textContent?.match(/[(（](\d+)[)）]/)?.[1] ?? 0) >= n;
    }, plan.length, { timeout: 600_000 });
    const queueMs = Date.now() - offlineStarted;

    // Back online: the replay, a scan typed while it runs, the longest task meanwhile.
    await page.evaluate(() => {
      window.__longest = 0;
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration); }).observe({ type: 'longtask' });
    });
    const online = Date.now();
    await context.setOffline(false);
    await page.evaluate(() => { window.dispatchEvent(new Event('online')); });
    await page.waitForTimeout(1000);
    const typed = Date.now();
    await input.fill(extra);
    await input.press('Enter');
    await page.waitForFunction((code) => {
      const result = document.querySelector('[data-screen="station"] [data-result]');
      return Boolean(result?.textContent?.includes(code)) && result?.getAttribute('data-result') !== 'refused';
    }, extra, { timeout: 120_000, polling: 20 }).catch(() => undefined);
    const usableAnswerMs = Date.now() - typed;
    await page.waitForFunction(() => ![...document.querySelectorAll('[data-screen="station"] h3')].some((h) => /[(（]\d+[)）]/.test(h.textContent ?? '')), null, { timeout: 600_000, polling: 50 });
    const replayMs = Date.now() - online;
    const longestTaskMs = await page.evaluate(() => window.__longest);
    const left = await pendingCount();
    await context.close();
    const booked = received(receiptkey) - before;
    const scans = plan.length + 1;
    return { receiptkey, scans, queueMs, replayMs, booked, duplicates: Math.max(0, booked - scans), missing: Math.max(0, scans - booked), left, usableAnswerMs, longestTaskMs };
  } finally {
    db.close();
  }
}
// Spreadsheet import (/app/customimport?template=IMP_SKU). The workbook is made here with the
// app's SheetJS: the IMP_SKU template as the screen downloads it, IMPORT_ROWS rows of valid items
// in 20 of its columns. Measured in the page: from the file input's change event until the
// preview grid's first row is in a painted frame (or the screen's refusal is shown); every
// main-thread long task meanwhile (PerformanceObserver 'longtask', from an init script); the
// preview scrolled one step a frame to its last row and back (requestAnimationFrame deltas); the
// page's JS heap (CDP Performance.getMetrics, JSHeapUsedSize, every 100 ms); the commit (the
// Import button until the screen says done, or what it says instead). The screen refuses files
// over its limits (apps/wms/src/import/model/checks.ts, LIMITS): then the refusal is the
// 100,000-row figure and the same measures are taken at the limit (LIMITS.rows rows).
// The 24 hostile files of the e2e (hostileFile(seeded(20261125), n)) are chosen one by one too:
// the longest main-thread task over them.
const IMPORT_ROWS = Number(option('import-rows', '100000'));
const IMPORT_COLUMNS = 20;
const COMMIT_TIMEOUT_MS = Number(option('commit-timeout', '240000'));
const LONG_TASKS_SCRIPT = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });
};
/** The page's JS heap, sampled through CDP every 100 ms; `peak()` since the last `reset()`. */
async function heapSampler(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const sample = await cdp.send('Performance.getMetrics').then((r) => r.metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0, () => 0);
      peak = Math.max(peak, sample);
      await new Promise((done) => setTimeout(done, 100));
    }
  })();
  return {
    peak: () => peak,
    reset: () => { peak = 0; },
    stop: async () => { running = false; await loop; await cdp.detach().catch(() => undefined); return peak; },
  };
}
async function importCase() {
  const XLSX = await import('xlsx');
  const { hostileFile, seeded } = await import('../../../apps/wms/src/import/model/hostileFiles.ts');
  const { LIMITS } = await import('../../../apps/wms/src/import/model/checks.ts');
  const { DatabaseSync } = await import('node:sqlite');
  const api = async (path, body) => {
    const login = await fetch(`${origin}/GT_WMS_APP/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) }).then((r) => r.json());
    return fetch(`${origin}/GT_WMS_APP${path}`, { method: 'POST', headers: { 'content-type': 'application/json', Authorization: login.bean?.token, language: 'zh_cn' }, body: JSON.stringify(body) }).then((r) => r.json());
  };
  const info = (await api('/excelImport/IMP_SKU/template', {})).bean;
  const fields = info?.sheets?.[0]?.fields;
  if (!fields?.length) return { error: 'the server has no IMP_SKU template' };

  const context = await browser.newContext({ storageState: session, viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  await context.addInitScript(LONG_TASKS_SCRIPT);
  const files = mkdtempSync(join(tmpdir(), 'wms-bench-import-'));
  const page = await context.newPage();
  const heap = await heapSampler(page);
  const screen = page.locator('[data-screen="custom-import"]');
  const open = async () => {
    await page.goto(new URL('app/customimport?template=IMP_SKU', base).href);
    await screen.getByRole('button', { name: /^(下载模板|Download template)$/ }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(500);
  };
  /** Chooses a file; resolves with how it ended (preview or refusal) and the time from the change event, in the page. */
  const choose = async (name, bytes) => {
    await page.evaluate(() => {
      window.__outcome = new Promise((done) => {
        document.addEventListener('change', (event) => {
          if (!(event.target instanceof HTMLInputElement) || event.target.type !== 'file') return;
          const started = performance.now();
          window.__chosenAt = started;
          // The last file's refusal may still be shown (React reuses its node for the next
          // message): the outcome counts once the screen has been busy reading and is no longer.
          const root = document.querySelector('[data-screen="custom-import"]');
          let sawBusy = false;
          const busy = () => root?.getAttribute('aria-busy') === 'true';
          const watch = new MutationObserver(() => { sawBusy ||= busy(); });
          if (root) watch.observe(root, { attributes: true, attributeFilter: ['aria-busy'] });
          const check = () => {
            sawBusy ||= busy();
            const row = document.querySelector('[data-import-preview] [role="grid"] [role="row"][data-row-key]');
            const alert = sawBusy && !busy() ? document.querySelector('[data-screen="custom-import"] [role="alert"]') : null;
            if ((sawBusy && !busy() && row) || alert) {
              watch.disconnect();
              requestAnimationFrame(() => { setTimeout(() => { done({ ms: performance.now() - started, preview: Boolean(row), text: (alert?.textContent ?? '').trim() }); }, 0); });
              return;
            }
            requestAnimationFrame(check);
          };
          check();
        }, { once: true, capture: true });
      });
    });
    // From a file on disk: Chromium reads it itself (a buffer would pass through the page's heap).
    const path = join(files, name);
    writeFileSync(path, bytes);
    await screen.locator('input[type="file"]').setInputFiles(path);
    let timer;
    const late = new Promise((_done, fail) => { timer = setTimeout(() => { fail(new Error(`${name}: neither a preview nor a message within 180 s`)); }, 180_000); });
    return Promise.race([page.evaluate(() => window.__outcome), late]).finally(() => { clearTimeout(timer); });
  };
  const tasksSince = (from) => page.evaluate((t) => window.__longTasks.filter((e) => e.start >= t).map((e) => e.duration), from);
  const reset = async () => {
    if (await screen.locator('[data-import-preview]').count()) await screen.getByRole('button', { name: /^(重新选择文件|Choose another file)$/ }).click();
  };

  try {
    // The hostile files first, each after the last one ended.
    await open();
    const random = seeded(20261125);
    let hostileLongestTaskMs = 0;
    for (let n = 0; n < 24; n++) {
      const file = hostileFile(random, n);
      const from = await page.evaluate(() => performance.now());
      await choose(`hostile-${String(n)}.xlsx`, file.bytes);
      await page.waitForTimeout(250); // long-task entries are delivered after the task
      hostileLongestTaskMs = Math.max(hostileLongestTaskMs, ...(await tasksSince(from)));
      await reset();
    }

    // The template as the screen downloads it: its header row names the columns.
    const [download] = await Promise.all([page.waitForEvent('download'), screen.getByRole('button', { name: /^(下载模板|Download template)$/ }).click()]);
    const template = XLSX.read(await readFile(await download.path()), { type: 'buffer' });
    const header = XLSX.utils.sheet_to_json(template.Sheets[template.SheetNames[0] ?? ''] ?? {}, { header: 1 })[0] ?? [];
    const byName = new Map(fields.flatMap((f) => [[f.zh, f], [f.en, f], [f.code, f]]));
    const templateFields = header.map((h) => byName.get(String(h))).filter(Boolean);
    // 20 columns: the required fields, then the others in the template's order.
    const chosen = [...templateFields.filter((f) => f.required), ...templateFields.filter((f) => !f.required)].slice(0, IMPORT_COLUMNS);
    const db = new DatabaseSync(join(DATA, 'wms.sqlite'), { readOnly: true });
    const packkey = db.prepare('SELECT packkey FROM pack ORDER BY packkey LIMIT 1').get()?.packkey ?? '';
    const storerkey = db.prepare("SELECT storerkey FROM storer WHERE storerkey = 'OW001' UNION ALL SELECT storerkey FROM storer LIMIT 1").get()?.storerkey ?? 'OW001';
    db.close();
    const run = String(Date.now() % 1e7).padStart(7, '0');
    const skuPrefix = `BI${run}`;
    // Valid values, as the seed makes them (apps/wms-server/src/seed/seed.ts).
    const VALUES = {
      storerkey: () => storerkey, sku: (n) => `${skuPrefix}${String(n).padStart(6, '0')}`, descr: (n) => `基准导入商品 ${String(n)}`, descr_en: (n) => `Bench import item ${String(n)}`,
      packkey: () => packkey, skugroup: (n) => ['FOOD', 'ELEC', 'APPAREL', 'HOME'][n % 4], abc: (n) => 'ABC'[n % 3], stdgrossweight: (n) => (n % 5000) / 1000, stdcube: (n) => (n % 20) / 1000,
      shelflife: (n) => [0, 180, 365][n % 3], serialflag: () => '0', lotvalidation: () => 'LV_STD', hazmatcode: () => '', freightclass: (n) => ['50', '70', '85', '100'][n % 4], holdonreceipt: () => '0',
      weighship: () => '0', putawayzone: (n) => 'ABCD'[n % 4], cyclecountfreq: (n) => [30, 60, 90][n % 3], replenmin: (n) => 5 + (n % 15), replenmax: (n) => 50 + (n % 150), capacity: (n) => 100 + (n % 900),
      price: (n) => (n % 50000) / 100, active: () => '1',
    };
    const valueOf = (f, n) => (VALUES[f.code] ? VALUES[f.code](n) : f.kind === 'number' ? n % 100 : f.kind === 'date' ? '2026-01-15' : `${f.code}${String(n % 1000)}`);
    const workbook = (rows) => {
      const aoa = [chosen.map((f) => f.zh)];
      for (let n = 1; n <= rows; n++) aoa.push(chosen.map((f) => valueOf(f, n)));
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), String(template.SheetNames[0] ?? 'Sheet1'));
      return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
    };

    /** One file through the screen: read, preview, scroll, commit. */
    const measure = async (rows) => {
      const bytes = workbook(rows);
      await reset();
      await page.evaluate(() => { window.__longTasks.length = 0; });
      heap.reset();
      const outcome = await choose(`items-${String(rows)}.xlsx`, bytes);
      // Whatever runs right after the first paint (checks of every cell) is part of showing it.
      await page.waitForTimeout(1500);
      const chosenAt = await page.evaluate(() => window.__chosenAt);
      const readTasks = await tasksSince(chosenAt);
      const figures = {
        rows, columns: chosen.length, fileBytes: bytes.length,
        parseMs: outcome.preview ? outcome.ms : null,
        longestTaskMs: Math.max(0, ...readTasks), tasksOver200: readTasks.filter((d) => d > 200).length,
        peakHeapBytes: heap.peak(),
      };
      if (!outcome.preview) {
        return { ...figures, refusal: outcome.text, refusedMs: outcome.ms, scrollP95FrameMs: null, commitMs: null, commitNote: `the screen refused the file before any preview: "${outcome.text}"` };
      }
      // The preview scrolled to its last row and back, one step a frame.
      const beforeScroll = await page.evaluate(() => performance.now());
      const scroll = await page.evaluate(async (steps) => {
        const grid = document.querySelector('[data-import-preview] [role="grid"]');
        const frame = () => new Promise((done) => { requestAnimationFrame(done); });
        const max = grid.scrollHeight - grid.clientHeight;
        const frames = [];
        let last = await frame();
        const positions = [...Array.from({ length: steps + 1 }, (_, i) => Math.round((max * i) / steps)), ...Array.from({ length: steps + 1 }, (_, i) => Math.round((max * (steps - i)) / steps))];
        let lastRow = -1;
        for (const top of positions) {
          grid.scrollTop = top;
          const now = await frame();
          frames.push(now - last);
          last = now;
          if (top === max) lastRow = Math.max(lastRow, ...[...grid.querySelectorAll('[role="row"][data-row-key]')].map((r) => Number(r.getAttribute('data-row-key'))));
        }
        return { frames, lastRow };
      }, 100);
      await page.waitForTimeout(250);
      const scrollTasks = await tasksSince(beforeScroll);
      const previewFigures = {
        ...figures,
        scrollP95FrameMs: percentile(scroll.frames, 0.95), scrollFrames: scroll.frames.length, scrollReachedLastRow: scroll.lastRow === rows - 1, scrollLongestTaskMs: Math.max(0, ...scrollTasks),
        peakHeapBytes: heap.peak(),
      };
      // The commit: every row sent to the server, all or nothing.
      const committing = Date.now();
      await screen.getByRole('button', { name: /^(导入|Import)$/ }).click();
      const answer = await page.waitForFunction(() => {
        const alert = document.querySelector('[data-screen="custom-import"] [role="alert"]');
        const text = (alert?.textContent ?? '').trim();
        return text && !document.querySelector('[data-screen="custom-import"][aria-busy="true"]') ? text : false;
      }, null, { timeout: COMMIT_TIMEOUT_MS, polling: 100 }).then((h) => h.jsonValue(), () => null);
      const commitMs = Date.now() - committing;
      const imported = answer !== null && /(导入完成|[Ii]mport(ed)? (done|complete|finished))/.test(answer) && !/失败|failed/i.test(answer);
      let removed = 0;
      if (imported) {
        // The bench's database keeps its size: the imported items are taken out again.
        const writable = new DatabaseSync(join(DATA, 'wms.sqlite'));
        try {
          writable.exec('PRAGMA busy_timeout = 10000');
          removed = Number(writable.prepare('DELETE FROM sku WHERE sku LIKE ?').run(`${skuPrefix}%`).changes);
        } finally {
          writable.close();
        }
      }
      return {
        ...previewFigures,
        peakHeapBytes: Math.max(previewFigures.peakHeapBytes, heap.peak()),
        commitMs: imported ? commitMs : null,
        commitNote: imported ? `${answer}; ${String(removed)} imported items removed again` : answer === null ? `no answer within ${String(COMMIT_TIMEOUT_MS / 1000)} s of the Import button` : `the screen answered after ${(commitMs / 1000).toFixed(1)} s: "${answer}"`,
      };
    };

    const full = await measure(IMPORT_ROWS);
    const result = { ...full, hostileLongestTaskMs };
    if (full.refusal && IMPORT_ROWS > LIMITS.rows) result.atLimit = await measure(LIMITS.rows);
    return result;
  } finally {
    await heap.stop();
    await context.close();
    rmSync(files, { recursive: true, force: true });
  }
}

// Wave plan panel (/waveplanpanel) over WAVE_CANDIDATES candidate orders (new and in no wave:
// the server's candidateOrders), made before the page opens through the server's own API
// (/orders/insert and one /ckddDetail/insert line each, a run-unique external order number).
// Measured: with ad hoc criteria (that external order number, max orders WAVE_ORDERS), from
// the click on "show candidates" until the candidates grid's first row is in a painted frame
// (openMs), and from the click on "create wave" (confirmed in its dialog) until the panel says
// the wave is created (buildMs); the wave's orders read back from the database (waveOrders).
// The orders are taken out of the database again afterwards.
const WAVE_CANDIDATES = Number(option('wave-candidates', '5000'));
const WAVE_ORDERS = Number(option('wave-orders', '500'));
async function wavePlanCase() {
  const { DatabaseSync } = await import('node:sqlite');
  const { randomUUID } = await import('node:crypto');
  const db = new DatabaseSync(join(DATA, 'wms.sqlite'), { readOnly: true });
  const run = String(Date.now() % 1e7).padStart(7, '0');
  const prefix = `BW${run}-`;
  const login = await fetch(`${origin}/GT_WMS_APP/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) }).then((r) => r.json());
  const call = (path, body) => fetch(`${origin}/GT_WMS_APP${path}`, { method: 'POST', headers: { 'content-type': 'application/json', language: 'zh_cn', Authorization: login.bean?.token, 'Idempotency-Key': randomUUID() }, body: JSON.stringify(body) }).then((r) => r.json());
  const ours = () => Number(db.prepare("SELECT COUNT(*) AS n FROM orders WHERE whseid = 'WH01' AND status = '0' AND wavekey = '' AND externorderkey LIKE ?").get(`${prefix}%`).n);
  let context;
  try {
    const items = db.prepare("SELECT storerkey, sku FROM sku WHERE storerkey = 'OW001' AND active = '1' ORDER BY sku LIMIT 50").all();
    if (!items.length) return { error: 'no active item of OW001 in the seed' };
    // The candidates, four requests in flight at a time.
    const insertStarted = Date.now();
    let next = 0;
    const failures = [];
    const worker = async () => {
      while (next < WAVE_CANDIDATES) {
        const n = next++;
        const item = items[n % items.length];
        const created = await call('/orders/insert', { storerkey: item.storerkey, ordertype: '0', orderdate: '2026-06-14 08:00:00', externorderkey: `${prefix}${String(n).padStart(5, '0')}` });
        if (created.returnCode !== '200') { failures.push(created.returnMgr); continue; }
        const line = await call('/ckddDetail/insert', { orderkey: created.bean.orderkey, storerkey: item.storerkey, sku: item.sku, qtyordered: 1 + (n % 5) });
        if (line.returnCode !== '200') failures.push(line.returnMgr);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    const insertMs = Date.now() - insertStarted;
    if (failures.length) return { error: `${String(failures.length)} of the candidate orders were refused: ${String(failures[0])}` };
    const candidates = ours();

    context = await browser.newContext({ storageState: session, viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(new URL('waveplanpanel', base).href);
    const planner = page.locator('[data-screen="wave-plan"]');
    await planner.waitFor({ timeout: 60_000 });
    await planner.getByLabel(/^(临时条件|Ad hoc criteria)$/).check();
    await planner.getByLabel(/^(外部单号（包含）|External order no\. \(contains\))$/).fill(prefix);
    await planner.getByLabel(/^(最大订单数|Max orders)$/).fill(String(WAVE_ORDERS));
    const show = planner.getByRole('button', { name: /^(查询候选订单|Show candidates)$/ });
    await show.waitFor();
    // The watch is armed first; it starts on the click (capture phase).
    const armed = (selector) => page.evaluate((sel) => {
      window.__watched = new Promise((done) => {
        document.addEventListener('click', () => {
          const started = performance.now();
          const check = () => {
            if ([...document.querySelectorAll(sel)].some((el) => /\d/.test(el.textContent ?? ''))) {
              requestAnimationFrame(() => { setTimeout(() => { done(performance.now() - started); }, 0); });
              return;
            }
            requestAnimationFrame(check);
          };
          check();
        }, { once: true, capture: true });
      });
    }, selector);
    await armed('[data-panel="candidates"] [role="gridcell"]');
    await show.click();
    const openMs = await page.evaluate(() => window.__watched);
    const panel = planner.locator('[data-panel="candidates"]');
    const listed = Number(await panel.locator('dd').first().innerText());
    const create = panel.getByRole('button', { name: /^(创建波次|Create wave)$/ });
    await create.waitFor();
    const building = Date.now();
    await create.click();
    await page.getByRole('dialog').getByRole('button', { name: /^(创建波次|Create wave)$/ }).click();
    const done = panel.locator('[data-outcome="success"]');
    await done.waitFor({ timeout: 300_000 });
    const buildMs = Date.now() - building;
    const wavekey = ((await done.innerText()).match(/WV\d{10}/) ?? [''])[0];
    const waveOrders = wavekey ? Number(db.prepare("SELECT COUNT(*) AS n FROM orders WHERE whseid = 'WH01' AND wavekey = ?").get(wavekey).n) : 0;
    return { candidates, listed, openMs, buildMs, waveOrders, wavekey, insertMs };
  } finally {
    await context?.close();
    db.close();
    // The bench's database keeps its size: the orders made here, their lines and wave go again.
    const writable = new DatabaseSync(join(DATA, 'wms.sqlite'));
    try {
      writable.exec('PRAGMA busy_timeout = 10000');
      const keys = writable.prepare('SELECT orderkey, wavekey FROM orders WHERE externorderkey LIKE ?').all(`${prefix}%`);
      writable.exec('BEGIN');
      for (const wavekey of new Set(keys.map((k) => k.wavekey).filter(Boolean))) writable.prepare("DELETE FROM wave WHERE whseid = 'WH01' AND wavekey = ?").run(wavekey);
      for (const { orderkey } of keys) writable.prepare("DELETE FROM orderdetail WHERE whseid = 'WH01' AND orderkey = ?").run(orderkey);
      writable.prepare('DELETE FROM orders WHERE externorderkey LIKE ?').run(`${prefix}%`);
      writable.exec('COMMIT');
    } catch (error) {
      console.warn(`wave plan: the bench's orders ${prefix}* were not removed: ${String(error)}`);
    } finally {
      writable.close();
    }
  }
}

const ms = (v) => (typeof v === 'number' ? `${(v / 1000).toFixed(2)} s` : 'n/a');
const mib = (v) => (typeof v === 'number' ? `${(v / 2 ** 20).toFixed(0)} MB` : 'n/a');
const importText = (c) => `${c.rows.toLocaleString('en')} × ${String(c.columns)} (${mib(c.fileBytes)} file): ${c.refusal ? `refused in ${ms(c.refusedMs)}: "${c.refusal}"` : `preview in ${ms(c.parseMs)}; scroll p95 frame ${c.scrollP95FrameMs.toFixed(1)} ms (last row reached: ${c.scrollReachedLastRow ? 'yes' : 'no'}; longest task ${c.scrollLongestTaskMs.toFixed(0)} ms); commit ${c.commitMs === null ? `not measured (${c.commitNote})` : ms(c.commitMs)}`}; longest task ${c.longestTaskMs.toFixed(0)} ms (${String(c.tasksOver200)} over 200 ms); peak heap ${mib(c.peakHeapBytes)}`;
/**
 * Runs one scale case when it is asked for: its figures, or `{ error }` when it did not finish,
 * go into `scale[key]`, and one line of them (`describe`) is printed.
 */
async function scaleCase(key, label, run, describe) {
  if (!SCALE_CASES.includes(key)) return;
  try {
    scale[key] = await run();
  } catch (error) {
    scale[key] = { error: String(error).split('\n')[0] };
  }
  const figures = scale[key];
  console.log(figures.error ? `${label}: did not finish: ${figures.error}` : `${label}: ${describe(figures)}`);
}
if (!process.argv.includes('--no-scale')) {
  await scaleCase('stationQueue', 'station queue', stationQueueCase, (q) => `${String(q.scans)} scans on ${q.receiptkey}, queued offline in ${(q.queueMs / 1000).toFixed(1)} s, replayed in ${(q.replayMs / 1000).toFixed(1)} s, booked ${String(q.booked)} (${String(q.duplicates)} twice, ${String(q.missing)} missing); a scan during the replay answered in ${String(q.usableAnswerMs)} ms; longest task ${q.longestTaskMs.toFixed(0)} ms`);
  await scaleCase('import', 'import', importCase, (c) => `${importText(c)}${c.atLimit ? `; at the screen's limit, ${importText(c.atLimit)}` : ''}; hostile files: longest task ${c.hostileLongestTaskMs.toFixed(0)} ms`);
  await scaleCase('wavePlan', 'wave plan', wavePlanCase, (w) => `${String(w.candidates)} candidates made in ${ms(w.insertMs)} (the panel lists ${String(w.listed)}); list shown in ${ms(w.openMs)}; wave ${w.wavekey} of ${String(w.waveOrders)} orders built in ${ms(w.buildMs)}`);
}

await browser.close();
server.kill('SIGTERM');
if (work) rmSync(work, { recursive: true, force: true });
if (SCALE_ONLY) {
  console.log(JSON.stringify({ date: new Date().toISOString(), loadAverageAtEnd: loadavg().map((l) => l.toFixed(2)), scale }, null, 2));
  process.exit(0);
}

// 6. The report.
const env = {
  date: new Date().toISOString(),
  chromium: browser.version?.() ?? '',
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? '',
  node: process.version,
  loadAverageAtEnd: loadavg().map((l) => l.toFixed(2)),
  runs: RUNS,
  lighthouseRuns: lighthouse.length,
};
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'app.json'), `${JSON.stringify({ env, login: loginFigures, loginRuns: login, lighthouse: lighthouseFigures, lighthouseRuns: lighthouse, lighthouseRoutes, scale, perRoute, routeChange: routeFigures }, null, 2)}\n`);
const kib = (n) => `${n.toFixed(1)} KiB`;
const md = `# App bench

Generated by \`pnpm bench:app\` (tests/bench/app/run.mjs) on ${env.date}. ${String(env.cpus)} × ${env.cpuModel}, Node ${env.node}, load average ${env.loadAverageAtEnd.join(' / ')} at the end. ${String(RUNS)} runs (medians; percentiles over the runs), Lighthouse ${String(lighthouse.length)} runs.

| measure | figure | goal (issue 20) |
| --- | --- | --- |
| login route, JavaScript it loads before the login form works, gzip | ${kib(loginFigures.jsLoadedGzipKiB)} | ≤ 150 KiB |
| login route, JavaScript requested before the first paint (index.html paints the product's name before any script), gzip | ${kib(loginFigures.jsBeforePaintGzipKiB)} (brotli ${kib(loginFigures.jsBeforePaintBrotliKiB)}, ${String(loginFigures.files.length)} files) | — |
| login route, bytes transferred (as served: brotli) | ${kib(loginFigures.transferredKiB)} | ≤ 200 KiB |
| login route, first contentful paint (desktop, unthrottled) | ${loginFigures.fcpMs.toFixed(0)} ms | — |
| Lighthouse performance score (mobile emulation) | ${lighthouseFigures ? lighthouseFigures.score.toFixed(2) : 'not run'} | ≥ 0.95 |
| Lighthouse first contentful paint, median and worst of ${String(lighthouse.length)} runs (each run; the paint Chromium observed, median) | ${lighthouseFigures ? `${(lighthouseFigures.fcpMs / 1000).toFixed(2)} s, worst ${(lighthouseFigures.fcpWorstMs / 1000).toFixed(2)} s (${lighthouseFigures.fcpRunsMs.map((v) => (v / 1000).toFixed(2)).join(', ')}; observed ${String(Math.round(lighthouseFigures.observedFcpMs))} ms)` : 'not run'} | median ≤ 1.0 s, worst ≤ 1.5 s (issue 27) |
${lighthouseRoutes.map((r) => `| Lighthouse (mobile), ${r.name} ${r.path} signed in: performance (median of runs; total blocking time), accessibility, best practices; installable | ${String(r.performance)} (${r.performanceRuns.join(', ')}; ${r.tbtRunsMs.map((v) => `${(v / 1000).toFixed(2)} s`).join(', ')}; CPU idle before each run ${r.idleBefore.map((v) => `${(v * 100).toFixed(0)} %`).join(', ')}), ${String(r.accessibility)}, ${String(r.bestPractices)}; ${r.installable ? 'installable' : `not installable (${r.installabilityErrors.join(', ')})`}${r.failedAudits.accessibility.length + r.failedAudits.bestPractices.length ? `; failed audits: ${[...r.failedAudits.accessibility, ...r.failedAudits.bestPractices].join(', ')}` : ''} | ≥ 0.90, 1.00, 1.00; installable (issue 26) |`).join('\n')}
| route change → first data row, ${rows.toLocaleString('en')}-row list | p50 ${routeFigures.p50Ms.toFixed(0)} ms, p95 ${routeFigures.p95Ms.toFixed(0)} ms | p95 ≤ 300 ms |

JavaScript each route loads, opened cold and signed in (gzip, as built): ${perRoute.map((r) => `${r.path} ${kib(r.jsGzipKiB)}`).join('; ')}.

Login route scripts before first paint: ${loginFigures.files.map((f) => `\`${f}\``).join(', ')}.
`;
writeFileSync(join(resultsDir, 'app.md'), md);
console.log(md);
process.exit(0);
