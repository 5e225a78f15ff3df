/**
 * The installed app (issue 26, point 4) against the reference server: the manifest and its icons;
 * a receive station at a handheld's 480 × 800 that reloads with the network cut (Playwright's
 * offline mode) gets the app from its service worker, the offline banner and its open receipt,
 * queues two scans and books each once when the network returns; the worker's caches never hold
 * an API answer; and a new build, deployed while the app runs (`./wms serve`'s serving mode over
 * one build, then over another on the same address), is offered with "a new version is ready —
 * reload" and taken only on that reload, the old page keeping the old build's files until then.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServe, type RunningServe } from '../../apps/wms-server/src/serve/serve.ts';
import { currentEngine, engineTitle, inChromium } from './engines.ts';
import { APP_DIST, buildApp, freshDatabase, launchBrowser, logIn, openPage, ROOT, type Product } from './harness.ts';
import { networkCut, type NetworkCut } from './networkCut.ts';
import { freePort } from './nginx.ts';
import { assertInstallable } from './pwaChecks.ts';

interface Running { url: string; db: DatabaseSync; close: () => Promise<void> }
type StartServer = (options: Record<string, unknown>) => Promise<Running>;

const work = mkdtempSync(join(tmpdir(), 'wms-e2e-pwa-'));
/** A second build of the same sources with another build id: a new deployment. */
const NEXT_DIST = join(work, 'dist-next');
let server: Running | undefined;
let browser: Browser | undefined;
/**
 * Firefox's and WebKit's way to the server, which the offline test cuts (tests/e2e/networkCut.ts):
 * WebKit's driver has no network emulation, and under Firefox's (BiDi) the reload was not answered
 * by the service worker, so the page never loaded; a cut network is what the worker is for.
 */
let link: NetworkCut | undefined;

before(async () => {
  buildApp();
  const mod = (await import('../../apps/wms-server/src/index.ts')) as { startServer: StartServer };
  server = await mod.startServer({ port: 0, ...freshDatabase(join(work, 'data')), appDir: APP_DIST, logger: false });
  browser = await launchBrowser();
  if (!inChromium()) link = await networkCut(server.url);
});
after(async () => {
  await browser?.close();
  await link?.close();
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

const db = () => { if (!server) throw new Error('no server'); return server.db; };
const whseOf = (userid: string) => (db().prepare('SELECT whseid FROM session_token WHERE userid = ? ORDER BY expires_at DESC LIMIT 1').get(userid) as { whseid: string }).whseid;
function receiptWith(whseid: string, room: number): { receiptkey: string; sku: string; lineId: number } {
  const row = db().prepare(`SELECT r.receiptkey, d.sku, d.id AS lineId FROM receipt r JOIN receiptdetail d ON d.whseid = r.whseid AND d.receiptkey = r.receiptkey
    WHERE r.whseid = ? AND r.status IN ('0', '1') AND d.qtyexpected - d.qtyreceived >= ? ORDER BY r.receiptkey DESC LIMIT 1`).get(whseid, room) as { receiptkey: string; sku: string; lineId: number } | undefined;
  if (!row) throw new Error(`no receipt with room ${String(room)} in ${whseid}`);
  return row;
}
const received = (lineId: number) => Number((db().prepare('SELECT qtyreceived FROM receiptdetail WHERE id = ?').get(lineId) as { qtyreceived: unknown }).qtyreceived);
const itrnCount = (receiptkey: string) => Number((db().prepare('SELECT COUNT(*) AS n FROM itrn WHERE sourcekey LIKE ?').get(`${receiptkey}%`) as { n: unknown }).n);

const productAt = (origin: string): Product => {
  if (!browser) throw new Error('not started');
  return { origin, browser, url: (path) => `${origin}/ris-wms${path}`, expireSessions: () => undefined, close: () => Promise.resolve() };
};

/**
 * Waits until the app's worker is activated: asked every half second rather than awaiting
 * `navigator.serviceWorker.ready` in one script, as WebKit's first install (the precache of every
 * file of the build) outlasted WebDriver's 30 s limit for one script under load.
 */
async function activated(page: Page, timeout = 120_000): Promise<void> {
  const end = Date.now() + timeout;
  for (;;) {
    // Which stage a worker is at, so that a failure tells a slow install from none at all.
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return 'not registered';
      if (registration.active) return registration.active.state;
      return registration.waiting ? 'waiting' : registration.installing ? `installing (${registration.installing.state})` : 'registered without a worker';
    });
    if (state === 'activated') return;
    if (Date.now() > end) assert.fail(`the app's worker is ${state}, not activated, after ${String(timeout)} ms`);
    await page.waitForTimeout(500);
  }
}

/** Waits until the page is controlled by an activated service worker of the app's scope. */
async function controlled(page: Page): Promise<void> {
  await activated(page);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    // The first page load installs the worker; it controls the pages loaded after it.
    await page.reload();
    await activated(page);
  }
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the page is controlled by the worker');
}

/** Every URL in the page origin's CacheStorage, by cache. */
const cachedUrls = (page: Page) => page.evaluate(async () => {
  const out: Record<string, string[]> = {};
  for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
  return out;
});

/**
 * The network cut (true) or back. Chromium: its offline mode, which also tells the page
 * (navigator.onLine). Firefox: the link cut for the reload, then the browser's offline mode for
 * navigator.onLine once the page stands; back in the opposite order. WebKit: the link alone; the
 * page is not told (WebDriver classic cannot), so it learns from its failed requests.
 */
async function setNetwork(context: BrowserContext, offline: boolean, page?: 'reloaded'): Promise<void> {
  const engine = currentEngine();
  if (engine === 'chromium') { await context.setOffline(offline); return; }
  if (!link) throw new Error('no link');
  if (offline) {
    if (!page) link.cut();
    else if (engine === 'firefox') await context.setOffline(true);
    return;
  }
  if (engine === 'firefox') await context.setOffline(false);
  link.restore();
}

async function scan(page: Page, code: string): Promise<void> {
  const field = page.locator('[data-screen="station"] input');
  await field.fill(code);
  await field.press('Enter');
}

if (inChromium()) void test('the manifest: names, start_url and scope under /ris-wms/, icons of 192 and 512 px, theme colour', async () => {
  const origin = server?.url ?? '';
  const answer = await fetch(`${origin}/ris-wms/manifest.webmanifest`);
  assert.equal(answer.status, 200);
  const manifest = (await answer.json()) as { name: string; short_name: string; start_url: string; scope: string; theme_color: string; display: string; icons: { src: string; sizes: string; purpose?: string }[] };
  assert.equal(manifest.name, '仓储管理系统');
  assert.equal(manifest.short_name, '仓储管理');
  assert.equal(manifest.start_url, '/ris-wms/');
  assert.equal(manifest.scope, '/ris-wms/');
  assert.equal(manifest.display, 'standalone');
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.purpose !== 'maskable');
    assert.ok(icon, `an icon of ${size}`);
    const png = await fetch(new URL(icon.src, `${origin}/ris-wms/manifest.webmanifest`));
    assert.equal(png.status, 200);
    assert.equal(png.headers.get('content-type'), 'image/png');
  }
  assert.ok(manifest.icons.some((i) => i.purpose === 'maskable'), 'a maskable icon');
  const page = await fetch(`${origin}/ris-wms/`).then((r) => r.text());
  assert.match(page, /<link rel="manifest" href="\/ris-wms\/manifest\.webmanifest"/);
});

void test(engineTitle('a station reloaded offline at 480 × 800: the app, the offline banner and the open receipt; two scans queued, then booked once each'), { timeout: 240_000 }, async () => {
  if (!browser || !server) throw new Error('not started');
  const origin = link?.origin ?? server.url;
  const product = productAt(origin);
  const context = await browser.newContext({ viewport: { width: 480, height: 800 }, locale: 'zh-CN', serviceWorkers: 'allow' });
  const { page, errors } = await openPage(context);
  await logIn(page, product);
  await page.goto(product.url('/app/scanGather'));
  await controlled(page);
  await assertInstallable(page, origin);
  const station = page.locator('[data-screen="station"]');
  await station.waitFor();
  const receipt = receiptWith(whseOf('admin'), 3);
  await scan(page, receipt.receiptkey);
  await station.getByRole('table').waitFor();
  const before = received(receipt.lineId);
  const itrnBefore = itrnCount(receipt.receiptkey);

  await setNetwork(context, true);
  await page.reload();
  // The app from the worker's cache, the banner (where the browser knows it is offline), and the
  // receipt that was open.
  await station.waitFor({ timeout: 30_000 });
  await setNetwork(context, true, 'reloaded');
  if (currentEngine() !== 'webkit') await page.getByRole('status').filter({ hasText: '网络已断开' }).waitFor();
  await station.getByRole('table').waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 480), 'no horizontal scroll at 480 px');
  for (let n = 1; n <= 2; n++) {
    await scan(page, receipt.sku);
    await station.getByRole('region', { name: `待发送的扫描（${String(n)}）` }).waitFor();
  }
  assert.equal(received(receipt.lineId), before, 'nothing booked while offline');

  await setNetwork(context, false);
  await station.getByRole('region', { name: /待发送的扫描/ }).waitFor({ state: 'detached', timeout: 30_000 });
  await page.getByRole('status').filter({ hasText: '网络已断开' }).waitFor({ state: 'detached' });
  // The books: two pieces received, two movements, one a scan.
  assert.equal(received(receipt.lineId), before + 2, 'each scan booked once');
  assert.equal(itrnCount(receipt.receiptkey) - itrnBefore, 2, 'two movements');
  // And the station shows the server's count.
  const row = station.getByRole('row').filter({ hasText: receipt.sku }).first();
  await row.filter({ hasText: String(before + 2) }).waitFor();

  // The worker's caches: the build's files and config.json, never an API answer.
  const caches = await cachedUrls(page);
  const urls = Object.values(caches).flat();
  // (workbox keys a file without a hash in its name by its revision: index.html?__WB_REVISION__=…)
  assert.ok(urls.some((u) => /\/ris-wms\/index\.html(\?|$)/.test(u)), 'index.html precached');
  assert.ok(urls.some((u) => /\/ris-wms\/config\.json$/.test(u)), 'config.json kept for an offline start');
  assert.deepEqual(urls.filter((u) => /\/(GT_WMS_APP|birt)(\/|$)/i.test(u) || !u.startsWith(`${origin}/ris-wms/`)), [], 'no API answer cached');
  assert.deepEqual(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/.test(e)), []);
  await context.close();
});

if (inChromium()) void test('a new build deployed while the app runs: "a new version is ready — reload", and the old page keeps its own files until then', { timeout: 480_000 }, async () => {
  if (!browser || !server) throw new Error('not started');
  const next = spawnSync('pnpm', ['--filter', '@wms/app', 'exec', 'vite', 'build', '--outDir', NEXT_DIST, '--emptyOutDir'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, WMS_BUILD_ID: 'next' } });
  if (next.status !== 0) throw new Error('the second build failed');
  // The entry is index.html's one module script, whatever its other attributes (the build adds
  // fetchpriority="low", build/bootPaint.ts); the app's chunks are modulepreload links beside it.
  const entryOf = (dir: string) => /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/.exec(readFileSync(join(dir, 'index.html'), 'utf8'))?.[1] ?? '';
  const oldEntry = entryOf(APP_DIST);
  const newEntry = entryOf(NEXT_DIST);
  assert.ok(oldEntry && newEntry && oldEntry !== newEntry, 'two builds with different entries');
  const port = await freePort();
  let serve: RunningServe | undefined = await startServe({ appDir: APP_DIST, upstream: server.url, port, host: '127.0.0.1', log: () => undefined });
  try {
    const product = productAt(serve.url);
    const context = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'allow' });
    const { page, errors } = await openPage(context);
    await logIn(page, product);
    await controlled(page);
    const entry = () => page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"]')?.getAttribute('src') ?? '');
    assert.equal(await entry(), oldEntry);

    // The new build goes live on the same address.
    await serve.close();
    serve = await startServe({ appDir: NEXT_DIST, upstream: server.url, port, host: '127.0.0.1', log: () => undefined });
    // A reload asks for sw.js again: the new worker installs and waits; the page is still the old build's.
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: '新版本已就绪' });
    await banner.waitFor({ timeout: 60_000 });
    assert.equal(await entry(), oldEntry, 'no swap under the user: the old build until they choose');
    await page.getByRole('button', { name: '重新加载' }).click();
    await page.waitForFunction((expected) => document.querySelector('script[type="module"]')?.getAttribute('src') === expected, newEntry, { timeout: 60_000 });
    assert.equal(await banner.count(), 0, 'the banner is gone on the new version');
    // Only the new build's files are left in the precache.
    const urls = Object.values(await cachedUrls(page)).flat();
    assert.ok(urls.some((u) => u.endsWith(newEntry)), 'the new entry precached');
    assert.ok(!urls.some((u) => u.endsWith(oldEntry)), 'the old entry gone');
    assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
    await context.close();
  } finally {
    await serve.close();
  }
});
