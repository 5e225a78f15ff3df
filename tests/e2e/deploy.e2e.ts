/**
 * The product deployed (issue 18's acceptance): the operator flow (log in, a list, a save, a 401
 * round trip) through Debian's nginx with deploy/nginx/wms.conf and through
 * `./wms serve --upstream`, each in front of the reference server, with not one
 * Content-Security-Policy violation; and a changed config.json (a frame origin, the API base, a
 * wrong field) changes what the same build does, without a rebuild or a restart.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../setup/chromium.ts';
import { APP_DIST, buildApp, freshDatabase, logIn, openPage, ROOT, type Product } from './harness.ts';
import { freePort, startNginx, type RunningNginx } from './nginx.ts';
import { assertInstallable } from './pwaChecks.ts';

interface Reference { url: string; db: { exec: (sql: string) => void }; close: () => Promise<void> }
type Start = (options: { port: number; dataDir: string; appDir?: string; reset: boolean; logger: boolean }) => Promise<Reference>;

const VERSION = (JSON.parse(readFileSync(join(ROOT, 'apps/wms/package.json'), 'utf8')) as { version: string }).version;
const work = mkdtempSync(join(tmpdir(), 'wms-deploy-'));
const configFile = join(work, 'config.json');
let reference: Reference | undefined;
let nginx: RunningNginx | undefined;
let serve: { url: string; child: ChildProcess } | undefined;
let program: Server | undefined;
let browser: Browser | undefined;

/** `./wms serve` itself, as an operator starts it, with its own config.json (--config). */
async function startWmsServe(upstream: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(join(ROOT, 'wms'), ['serve', '--upstream', upstream, '--port', String(port), '--host', '127.0.0.1', '--app', APP_DIST, '--config', configFile], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const url = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`./wms serve stopped: ${output}`);
    const health = await fetch(`${url}/healthz`).catch(() => undefined);
    if (health?.status === 200) return { url, child };
    if (Date.now() > deadline) throw new Error(`./wms serve did not become healthy: ${output}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

before(async () => {
  buildApp();
  writeFileSync(configFile, readFileSync(join(APP_DIST, 'config.json')));
  const { startServer } = (await import('../../apps/wms-server/src/index.ts')) as { startServer: Start };
  reference = await startServer({ port: 0, ...freshDatabase(join(work, 'data')), appDir: join(work, 'no-app'), logger: false });
  nginx = await startNginx({ appDir: APP_DIST, upstream: reference.url });
  serve = await startWmsServe(reference.url);
  // An embedded program on another origin, outside the product.
  program = createServer((_request, response) => { response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>program</title><p>embedded program</p>'); });
  await new Promise<void>((done) => { program?.listen(0, '127.0.0.1', done); });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
});
after(async () => {
  await browser?.close();
  await nginx?.close();
  if (serve && serve.child.exitCode === null) {
    const exited = new Promise((done) => serve?.child.once('exit', done));
    serve.child.kill('SIGTERM');
    await exited;
  }
  await new Promise((done) => { if (program) program.close(done); else done(undefined); });
  await reference?.close();
  rmSync(work, { recursive: true, force: true });
});

/** The product as the harness's helpers know it, reached through one front. */
function productAt(origin: string): Product {
  if (!browser || !reference) throw new Error('not started');
  const db = reference.db;
  return { origin, browser, url: (path) => `${origin}/ris-wms${path}`, expireSessions: () => { db.exec('DELETE FROM session_token'); }, close: () => Promise.resolve() };
}

/** The console errors that are Content-Security-Policy violations (Chromium's own line or the event). */
const cspErrors = (errors: readonly string[]) => errors.filter((e) => /Content Security Policy|CSP violation/i.test(e));

async function openFromMenu(page: Page, area: string, entry: string): Promise<void> {
  const menu = page.getByRole('treegrid').or(page.getByRole('tree')).first();
  const areaRow = menu.getByRole('row', { name: area, exact: true });
  if ((await areaRow.getAttribute('aria-expanded')) !== 'true') await areaRow.getByRole('button').click();
  await menu.locator('[role="row"][aria-level="2"]').and(menu.getByRole('row', { name: entry, exact: true })).click();
}

const waitRows = (page: Page) => page.locator('[data-screen="list"] [role="grid"] [role="row"]').nth(2).waitFor({ timeout: 30_000 });
const asnDrawer = (page: Page) => page.getByRole('dialog', { name: /入库单/ });

async function choose(page: Page, label: string): Promise<void> {
  await asnDrawer(page).getByRole('button', { name: new RegExp(label) }).first().click();
  const listbox = page.getByRole('listbox').last();
  await listbox.waitFor();
  await listbox.getByRole('option').first().click();
}

async function typeDate(page: Page, label: string, ymd: [string, string, string]): Promise<void> {
  await asnDrawer(page).getByRole('group', { name: new RegExp(label) }).first().getByRole('spinbutton').first().click();
  for (const part of ymd) await page.keyboard.type(part);
}

for (const front of ['nginx', './wms serve'] as const) {
  void test(`through ${front}: log in, a list, a save and a 401 round trip, with no CSP violation`, { timeout: 240_000 }, async (t) => {
    const origin = front === 'nginx' ? nginx?.url : serve?.url;
    if (!origin || !browser) throw new Error(`${front} did not start`);
    const product = productAt(origin);
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const { page, errors } = await openPage(context);
    // On failure, a screenshot of where it stopped (WMS_E2E_SHOTS=dir).
    t.after(async () => {
      if (process.env.WMS_E2E_SHOTS) await page.screenshot({ path: `${process.env.WMS_E2E_SHOTS}/deploy-${front === 'nginx' ? 'nginx' : 'serve'}.png` }).catch(() => undefined);
    });

    // The login page: the version, and the server reachable through this front.
    await page.goto(product.url('/'));
    const status = page.getByRole('status', { name: '服务状态' });
    await status.and(page.locator('[data-health="reachable"]')).waitFor();
    assert.match(await status.innerText(), new RegExp(`版本 ${VERSION.replaceAll('.', '\\.')}`));

    // Log in; a list with its rows.
    await logIn(page, product);
    // The service worker and the manifest under this front's policy (issue 26).
    await assertInstallable(page, origin);
    await openFromMenu(page, '入库管理', '入库单');
    await page.waitForURL(/\/ris-wms\/app\/asn\/list$/);
    await waitRows(page);

    // A save: a new ASN in the drawer, then found by its external number.
    const external = `DEP${String(Date.now()).slice(-8)}`;
    await page.getByRole('button', { name: '新建' }).click();
    await page.waitForURL(/\/asnDeawer\?mode=create/);
    await asnDrawer(page).getByLabel('外部单号').fill(external);
    await choose(page, '货主');
    await choose(page, '入库类型');
    await typeDate(page, '下单时间', ['2026', '06', '10']);
    await typeDate(page, '预计到货时间', ['2026', '06', '12']);
    await asnDrawer(page).getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/app\/asn\/list$/);
    // The list's default date range may leave the new order out: clear it first, and let that
    // query finish before filtering (its answer must not land after the filtered one's).
    const grid = page.locator('[data-screen="list"] [role="grid"]').first();
    await page.getByRole('button', { name: '清空搜索条件' }).click();
    await grid.and(page.locator('[aria-busy="false"]')).waitFor();
    await waitRows(page);
    await page.getByLabel('外部单号筛选').fill(external);
    await page.getByLabel('外部单号筛选').press('Enter');
    await page.waitForFunction(() => document.body.innerText.includes('共 1 条'));

    // The session ends on the server: the next call's 401 goes to login, and back after it.
    await page.goto(product.url('/app/po/list'));
    await waitRows(page);
    product.expireSessions();
    await openFromMenu(page, '入库管理', '入库单');
    await page.waitForURL(/\/ris-wms\/?\?redirect=%2Fapp%2Fasn%2Flist/);
    await page.getByLabel(/用户名/).fill('admin');
    await page.getByLabel(/密码/).fill('admin123');
    await page.getByRole('button', { name: /^登录$/ }).click();
    await page.waitForURL(/\/ris-wms\/app\/asn\/list$/);
    await waitRows(page);

    await context.close();
    assert.deepEqual(cspErrors(errors), [], `no CSP violation through ${front}`);
    assert.deepEqual(errors, [], `no console error through ${front}`);
  });
}

void test('a changed config.json changes what the same build does, without a rebuild or a restart', { timeout: 120_000 }, async () => {
  if (!serve || !browser || !program) throw new Error('not started');
  const product = productAt(serve.url);
  const programOrigin = `http://127.0.0.1:${String((program.address() as AddressInfo).port)}`;
  const framed = product.url(`/iframe?title=${encodeURIComponent('外部程序')}&url=${encodeURIComponent(`${programOrigin}/check`)}`);
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const { page, errors } = await openPage(context);
  await logIn(page, product);

  // The app's service worker answers the page loads below from its cache (issue 26): the same
  // must hold under it, whose cached index.html carries the headers of when it was cached.
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });

  // The shipped config.json: the program's origin is not allowed, so it is not shown.
  await page.goto(framed);
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the page is the service worker\'s');
  await page.locator('[data-state="frame-outside"]').filter({ hasText: programOrigin }).waitFor();
  assert.equal(await page.locator('iframe').count(), 0);

  // Its origin added to frameOrigins: the same build shows it (and the policy lets it in).
  writeFileSync(configFile, JSON.stringify({ frameOrigins: [programOrigin] }));
  await page.goto(framed);
  await page.frameLocator('iframe[title="外部程序"]').getByText('embedded program').waitFor();

  // Another API base: the login page now asks there, and says the server is unreachable.
  writeFileSync(configFile, JSON.stringify({ apiBase: '/elsewhere/GT_WMS_APP' }));
  await context.clearCookies();
  const asked = page.waitForRequest((request) => request.url().endsWith('/elsewhere/GT_WMS_APP/dictionary/queryByCodes'));
  await page.goto(product.url('/'));
  await asked;
  await page.locator('[data-health="unreachable"]').waitFor();

  // A wrong field: the app says which, in both languages, instead of starting.
  writeFileSync(configFile, JSON.stringify({ frameOrigins: ['https://check.example.com/'] }));
  await page.goto(product.url('/'));
  const screen = page.locator('[data-state="config-error"]');
  await screen.waitFor();
  await screen.locator('[data-field="frameOrigins[0]"]').first().waitFor();
  assert.match(await screen.innerText(), /运行配置有误[\s\S]*runtime configuration is wrong/);

  // Back to the shipped file: reachable again.
  writeFileSync(configFile, readFileSync(join(APP_DIST, 'config.json')));
  await page.goto(product.url('/'));
  await page.locator('[data-health="reachable"]').waitFor();

  await context.close();
  assert.deepEqual(cspErrors(errors), [], 'no CSP violation');
  // The only errors: the calls to the API base that does not exist.
  assert.deepEqual(errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e)), []);
});
