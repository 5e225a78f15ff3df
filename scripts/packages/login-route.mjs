#!/usr/bin/env node
/**
 * The login route's JavaScript budget (issue 37, point 4), a step of the packages gate: what a
 * user's browser loads before it can sign in is at most BUDGET_KIB KiB of JavaScript, gzip.
 *
 * Measured as the bench measures it (tests/bench/app/run.mjs, "login route, JavaScript it
 * loads"): the app built for production (Vite, into a temporary folder), its login route opened
 * cold in Chromium until the network is idle and the sign-in button is there, and every script
 * the page requested counted by the size of the .gz file the build wrote beside it. The files are
 * served here by a small static server (index.html for the app's routes, 503 for the API): the
 * login route makes no call its scripts depend on, and the reference server's seed would take a
 * minute.
 *
 *   node scripts/packages/login-route.mjs                 build, measure, exit 1 over the budget
 *   node scripts/packages/login-route.mjs --app DIR       measure a build that is there
 *   node scripts/packages/login-route.mjs --budget 140    another budget (to see it fail)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/setup/chromium.ts';

/**
 * The goal of the bench's table, row "login route, JavaScript it loads (gzip)". (Issues 47-50 took
 * the route to 152.7 KiB; won back on 2026-12-06 to 145.6: ui-core's control and drift strings
 * load with the services, and the route's thirteen small shared modules are one file, `boot`, in
 * apps/wms/vite.config.ts.)
 */
export const BUDGET_KIB = 150;

const root = resolve(import.meta.dirname, '../..');
const option = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const budget = Number(option('budget') ?? BUDGET_KIB);
const BASE = '/ris-wms/';

let work;
let appDir = option('app');
if (!appDir) {
  work = mkdtempSync(join(tmpdir(), 'wms-login-route-'));
  appDir = join(work, 'dist');
  const built = spawnSync('pnpm', ['--filter', '@wms/app', 'exec', 'vite', 'build', '--outDir', appDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
appDir = resolve(appDir);

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json', '.woff2': 'font/woff2', '.wasm': 'application/wasm' };
const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (!path.startsWith(BASE)) {
    response.writeHead(503).end();
    return;
  }
  const file = normalize(join(appDir, path.slice(BASE.length)));
  const found = file.startsWith(appDir) && existsSync(file) && statSync(file).isFile() ? file : extname(path) ? undefined : join(appDir, 'index.html');
  if (!found) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(found)] ?? 'application/octet-stream' }).end(readFileSync(found));
});
await new Promise((done) => { server.listen(0, '127.0.0.1', () => { done(undefined); }); });
const address = server.address();
const origin = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
let scripts;
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto(`${origin}${BASE}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /^(登录|Log in)$/ }).waitFor();
  scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((name) => name.endsWith('.js')));
  await context.close();
} finally {
  await browser.close();
  server.close();
}

const KIB = 1024;
const rows = scripts.map((url) => {
  const file = join(appDir, new URL(url).pathname.slice(BASE.length));
  return { name: new URL(url).pathname.split('/').pop() ?? url, gzip: statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size };
});
const total = rows.reduce((sum, row) => sum + row.gzip, 0) / KIB;
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`${(row.gzip / KIB).toFixed(1).padStart(7)} KiB  ${row.name}`);
const ok = total <= budget;
console.log(`${ok ? 'ok  ' : 'FAIL'}  login route: ${total.toFixed(1)} KiB of JavaScript (gzip, ${String(rows.length)} files); budget ${String(budget)} KiB${ok ? '' : ' — OVER BUDGET: move what the login route does not need behind a dynamic import()'}`);
if (work) rmSync(work, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
