#!/usr/bin/env node
/**
 * The consumer test (issue 17, point 3): the published shape of the five packages, as an app
 * outside this repository gets it.
 *
 *   1. `pnpm pack` each package (already built: scripts/packages/gate.mjs builds first) into
 *      .packs/, under fixed names that package.json and pnpm-workspace.yaml point at.
 *   2. A fresh `pnpm install` here, its own pnpm root (not a workspace member): the tarballs, and
 *      third-party packages from the registry as any app would resolve them.
 *   3. `tsc` with the consumer's strict settings (skipLibCheck off) against the packed .d.ts
 *      files; it fails if a single file of the workspace's packages was read instead.
 *   4. `vite build` with a plain Vite set-up, then the built app served and driven in Chromium:
 *      a DataGrid over @wms/api against MSW, a DrawerForm saved, a print job to the plug-in
 *      simulator of @wms/print/simulator (started here, in Node, from the installed tarball).
 *      Any console error or page error fails the run. The page checks run in each engine of
 *      WMS_ENGINES (issue 36): Chromium and Firefox ESR (over WebDriver BiDi) under Playwright,
 *      WebKitGTK through the e2e's WebDriver adapter (tests/e2e/webkit.ts).
 *
 *   node tests/consumer/run.mjs [--json FILE] [--skip-install]
 * Prints one line a check and exits 1 when one fails; --json writes { passed, failed, checks }.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { chromium, firefox } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../setup/chromium.ts';
import { PUBLISHED } from '../../scripts/packages/published.mjs';

const here = import.meta.dirname;
const root = resolve(here, '../..');
const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const jsonOut = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const skipInstall = args.includes('--skip-install');

/** Package folder → the tarball name package.json and pnpm-workspace.yaml name. */
const PACKAGES = Object.fromEntries(PUBLISHED.map(({ dir, tarball }) => [dir, tarball]));

const checks = [];
/** The engine the page checks run in (issue 36): its name tags each check after the first. */
let engine = 'chromium';
function record(name, ok, detail = '') {
  const tagged = engine === 'chromium' ? name : `[${engine}] ${name}`;
  checks.push({ name: tagged, ok, detail, engine });
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${tagged}${detail ? ` — ${detail}` : ''}`);
}

function run(cmd, cmdArgs, options = {}) {
  const result = spawnSync(cmd, cmdArgs, { cwd: here, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' }, ...options });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

function finish() {
  const passed = checks.filter((c) => c.ok).length;
  const failed = checks.length - passed;
  // Each engine's counts (the pack, install, tsc and build checks are Chromium's run's).
  const engines = {};
  for (const check of checks) {
    const counts = (engines[check.engine] ??= { passed: 0, failed: 0 });
    if (check.ok) counts.passed += 1;
    else counts.failed += 1;
  }
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed, engines, checks }, null, 2));
  console.log(`consumer: ${String(passed)} passed, ${String(failed)} failed`);
  process.exit(failed ? 1 : 0);
}

/** Stops the run at a failed step that later steps depend on. */
function step(name, { ok, output }) {
  record(name, ok, ok ? '' : 'see the output above');
  if (!ok) {
    console.log(output.trim().split('\n').slice(-60).join('\n'));
    finish();
  }
}

// ---------------------------------------------------------------------------------------------
// 1. Pack

if (!skipInstall) {
  const packs = join(here, '.packs');
  rmSync(packs, { recursive: true, force: true });
  mkdirSync(packs, { recursive: true });
  for (const [dir, name] of Object.entries(PACKAGES)) {
    const out = join(tmpdir(), `wms-pack-${String(process.pid)}-${name}`);
    rmSync(out, { recursive: true, force: true });
    // Without the prepack build: the gate has just built dist/ (a release builds in prepack).
    const packed = run('pnpm', ['pack', '--pack-destination', out, '--config.ignore-scripts=true'], { cwd: join(root, dir) });
    const file = packed.ok ? readdirSync(out).find((f) => f.endsWith('.tgz')) : undefined;
    step(`pack ${dir}${file ? ` (${file})` : ''}`, { ok: Boolean(file), output: packed.output });
    if (file) renameSync(join(out, file), join(packs, name));
    rmSync(out, { recursive: true, force: true });
  }

  // -------------------------------------------------------------------------------------------
  // 2. Install, afresh

  for (const old of ['node_modules', 'dist', 'pnpm-lock.yaml']) rmSync(join(here, old), { recursive: true, force: true });
  step('pnpm install (tarballs, outside the workspace)', run('pnpm', ['install', '--prefer-offline', '--reporter=append-only']));
}
for (const name of ['ui-core', 'ui-grid', 'ui-form', 'api', 'print']) {
  const installed = join(here, 'node_modules/@wms', name);
  const real = existsSync(installed) ? realpathSync(installed) : '';
  record(`@wms/${name} installed from its tarball`, real.startsWith(join(here, 'node_modules', '.pnpm') + sep), real ? real.replace(root + sep, '') : 'missing');
}

// ---------------------------------------------------------------------------------------------
// 3. Types

const tsc = run('pnpm', ['exec', 'tsc', '-p', 'tsconfig.json', '--listFiles', '--pretty', 'false']);
const workspaceFiles = tsc.output.split('\n').filter((line) => line.startsWith(join(root, 'packages') + sep));
step('tsc against the packed declarations (strict, skipLibCheck off)', { ok: tsc.ok, output: tsc.output.split('\n').filter((l) => !l.startsWith('/')).join('\n') });
record('no file of the workspace packages in the typecheck', workspaceFiles.length === 0, workspaceFiles.slice(0, 3).join(', '));

// ---------------------------------------------------------------------------------------------
// 4. Build, serve, drive

step('vite build', run('pnpm', ['exec', 'vite', 'build']));
// MSW's service worker, served beside the app (copied into dist/, which nothing lints).
copyFileSync(join(here, 'node_modules/msw/lib/mockServiceWorker.js'), join(here, 'dist/mockServiceWorker.js'));

const dist = join(here, 'dist');
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
/**
 * WebDriver classic reports no page or console errors: in WebKit's run the page loads the e2e's
 * recorder of them first (tests/e2e/webkit.ts, webkitErrorRecorder), and the adapter reads it.
 */
let errorRecorder;
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  if (errorRecorder && path === '/e2e-errors.js') {
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(errorRecorder);
    return;
  }
  if (errorRecorder && (path === '/' || path === '/index.html')) {
    const page = readFileSync(join(dist, 'index.html'), 'utf8');
    res.writeHead(200, { 'content-type': types['.html'] }).end(page.replace('<head>', '<head><script src="/e2e-errors.js"></script>'));
    return;
  }
  let file = join(dist, path);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!file.startsWith(dist) || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((ok) => server.listen(0, '127.0.0.1', () => { ok(undefined); }));
const address = server.address();
const base = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`;

// From the installed tarballs, in Node: the simulator, and the fixtures the page is served.
const { PluginSimulator } = await import('@wms/print/simulator');
const { generateAsnRows, ASN_COLUMNS, OWNER_OPTIONS } = await import('@wms/api/mock');
const simulator = new PluginSimulator({ latencyMs: [5, 20], seed: 17 });
await simulator.start();

// The engines of WMS_ENGINES: Chromium, and Firefox ESR over WebDriver BiDi, under Playwright;
// WebKitGTK through WebKitWebDriver behind the part of Playwright's API the e2e flows use
// (tests/e2e/webkit.ts, TypeScript loaded through tsx).
const ENGINES = (process.env.WMS_ENGINES ?? 'chromium,firefox,webkit').split(',').map((e) => e.trim());
/** Playwright's browser of an engine, or the WebKit adapter's. */
async function launch(name) {
  if (name === 'firefox') return firefox.launch({ executablePath: process.env.WMS_FIREFOX ?? '/usr/bin/firefox-esr', channel: 'moz-firefox', headless: true });
  if (name === 'chromium') return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const { tsImport } = await import('tsx/esm/api');
  const webkit = await tsImport('../e2e/webkit.ts', import.meta.url);
  errorRecorder = webkit.webkitErrorRecorder;
  return webkit.launchWebKit();
}
let browser;
for (engine of ['chromium', 'firefox', 'webkit'].filter((e) => ENGINES.includes(e))) {
browser = await launch(engine);

/** Runs one scenario in a fresh page; every console error or page error counts against it. */
async function scenario(name, query, body) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    const text = message.text();
    // Two copies of styled-components or React are the classic broken-package failure.
    if (message.type() === 'error' || /several instances|Invalid hook call/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // WebDriver classic has no network events: in WebKit a failed request shows only through what
  // it breaks (a missing chunk is a page error, a missing answer a scenario that does not finish).
  if (engine !== 'webkit') page.on('response', (response) => { if (response.status() >= 400) problems.push(`HTTP ${String(response.status())} ${response.url()}`); });
  try {
    await page.goto(`${base}/?${query}`);
    // Without its recorder a WebKit page's errors would go unseen: its absence is a problem.
    if (engine === 'webkit' && !(await page.evaluate(() => String(console.error).includes('keep(')))) problems.push('the page error recorder is not loaded');
    await page.waitForSelector(`html[data-ready="${name}"]`, { state: 'attached', timeout: 20_000 });
    await body(page);
    record(`${name}: no console or page error`, problems.length === 0, problems.slice(0, 3).join(' | '));
  } catch (error) {
    record(`${name}: scenario ran`, false, `${error instanceof Error ? error.message.split('\n')[0] : String(error)}${problems.length ? ` | ${problems.slice(0, 3).join(' | ')}` : ''}`);
  } finally {
    await context.close();
  }
}

const rows = generateAsnRows(240);
await scenario('grid', 'scenario=grid', async (page) => {
  const grid = page.getByRole('grid', { name: 'ASN list' });
  await grid.waitFor();
  const first = rows[0].asnNo;
  await grid.getByText(first, { exact: true }).first().waitFor({ timeout: 20_000 });
  record('grid: the first page of rows from @wms/api through MSW', true, first);
  const header = ASN_COLUMNS[0].name;
  record('grid: the column config from the server', await grid.getByRole('columnheader', { name: header }).first().isVisible(), header);
  // The search row: a text filter, searched with Enter, goes to the server and back.
  const wanted = rows[37].asnNo;
  const filter = grid.getByRole('textbox').first();
  await filter.fill(wanted);
  await filter.press('Enter');
  await page.waitForFunction(
    ([grid, first]) => !document.querySelector(`[role=grid][aria-label="${grid}"]`)?.textContent?.includes(first),
    ['ASN list', first],
    { timeout: 10_000 },
  );
  record('grid: a filter searched on the server', await grid.getByText(wanted, { exact: true }).first().isVisible(), wanted);
});

await scenario('form', 'scenario=form', async (page) => {
  const drawer = page.getByRole('dialog', { name: 'Edit ASN' });
  await drawer.waitFor();
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  // 'Cannot be empty': the form's English catalogue, shipped inside the package.
  await drawer.getByText('Cannot be empty').first().waitFor({ timeout: 5_000 });
  record('form: required rule, in the packed English catalogue', true);
  await drawer.getByRole('textbox', { name: 'ASN number' }).fill('ASN-CONSUMER-1');
  const owner = OWNER_OPTIONS[2];
  await drawer.getByRole('button', { name: /Owner/ }).click();
  await page.getByRole('option', { name: owner.description }).click();
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForFunction(() => (document.querySelector('output[aria-label=saved]')?.textContent ?? '') !== '', undefined, { timeout: 10_000 });
  const data = JSON.parse((await page.locator('output[aria-label=saved]').textContent()) ?? '{}');
  record('form: saved with a select loaded through @wms/api', data.asnNo === 'ASN-CONSUMER-1' && data.ownerCode === owner.code, JSON.stringify(data));
});

// What the plug-in received in this engine's run (the list keeps the earlier engine's jobs).
const receivedBefore = simulator.received.length;
await scenario('print', `scenario=print&plugin=${encodeURIComponent(simulator.url)}`, async (page) => {
  // 'Connected': @wms/print's English catalogue.
  await page.getByText('Connected', { exact: false }).first().waitFor({ timeout: 10_000 });
  record('print: connected to the simulated plug-in', true, simulator.url);
  await page.getByRole('button', { name: 'Print' }).click();
  await page.waitForFunction(() => (document.querySelector('output[aria-label="print result"]')?.textContent ?? '') !== '', undefined, { timeout: 10_000 });
  const result = JSON.parse((await page.locator('output[aria-label="print result"]').textContent()) ?? '{}');
  const received = simulator.received.slice(receivedBefore).find((r) => r.cmd === 'printPdf' && r.jobId === 'consumer-job-1');
  record('print: the job reached the plug-in and was answered', result.ok === true && Boolean(received), JSON.stringify(result));
});

await scenario('first', 'scenario=first', async (page) => {
  // The ui-grid README's first screen: a row interface, a hand-written GridDataSource.
  const grid = page.getByRole('grid', { name: 'Receipts' });
  await grid.getByText('RC00001', { exact: true }).waitFor({ timeout: 20_000 });
  const queries = () => page.evaluate(() => [...window.receiptQueries]);
  record('first screen: page 1 of the hand-written source shown', !(await grid.getByText('RC00021', { exact: true }).count()), (await queries()).join(' | '));
  // Paged: the pagination bar asks for page 2.
  await page.getByRole('button', { name: 'Next page' }).click();
  await grid.getByText('RC00021', { exact: true }).waitFor({ timeout: 10_000 });
  record('first screen: page 2 asked for and shown', (await queries()).some((q) => new URLSearchParams(q).get('page') === '2'), (await queries()).at(-1));
  // Filtered: the text filter's value reaches loadPage as one entry of the filters array.
  const filter = grid.getByRole('textbox').first();
  await filter.fill('RC00037');
  await filter.press('Enter');
  await page.waitForFunction(() => !document.querySelector('[role=grid][aria-label="Receipts"]')?.textContent?.includes('RC00021'), undefined, { timeout: 10_000 });
  record('first screen: filtered through the filters array', (await grid.getByText('RC00037', { exact: true }).isVisible()) && (await queries()).some((q) => new URLSearchParams(q).get('receiptKey') === 'RC00037'), (await queries()).at(-1));
  // Sorted: a header click sends the sort columns as JSON text, as the README says.
  await filter.fill('');
  await filter.press('Enter');
  await grid.getByRole('columnheader', { name: /Quantity/ }).first().click();
  await page.waitForFunction(() => window.receiptQueries.some((q) => new URLSearchParams(q).get('sorting') !== null), undefined, { timeout: 10_000 });
  const sorting = new URLSearchParams((await queries()).findLast((q) => new URLSearchParams(q).get('sorting') !== null)).get('sorting');
  record('first screen: header sort sent as sort-column JSON', sorting === '[{"column_code":"qty","sort_type":10201}]', sorting ?? 'none');
});

// A SheetGrid typed by an `interface` row (it compiled under the consumer's strict settings):
// it renders the lines, and an edited quantity is committed into its cell.
await scenario('sheet', 'scenario=sheet', async (page) => {
  const sheet = page.getByRole('grid', { name: 'Lines' });
  await sheet.getByText('SKU-2', { exact: true }).waitFor({ timeout: 10_000 });
  const qty = sheet.getByRole('gridcell', { name: '5', exact: true }).first();
  await qty.dblclick();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  await sheet.getByRole('gridcell', { name: '7', exact: true }).first().waitFor({ timeout: 5_000 });
  record('sheet of interface rows: rendered and edited', true, 'SKU-2 quantity 5 → 7');
});

// The README's code block is this file: the example a newcomer copies is the one compiled here.
if (engine === 'chromium') {
  const readme = readFileSync(join(root, 'packages/ui-grid/README.md'), 'utf8');
  const block = /<!-- tests\/consumer\/src\/firstScreen\.tsx -->\n```tsx\n([\s\S]*?)```/.exec(readme)?.[1];
  const source = readFileSync(join(here, 'src/firstScreen.tsx'), 'utf8');
  record('ui-grid README: its first screen is tests/consumer/src/firstScreen.tsx, verbatim', block === source, block === undefined ? 'no marked block in the README' : block === source ? 'packages/ui-grid/README.md' : 'the README block differs from the file');
}

await browser.close();
errorRecorder = undefined;
}
engine = 'chromium';
await simulator.stop();
server.close();
finish();
