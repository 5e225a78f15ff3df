/**
 * The scanner-first stations against the reference server (issues 14 and 15): the receive
 * station at a handheld's 480 × 800; ten scans made with the network cut are queued, shown as
 * pending and booked once each, in order, when it returns; the same write sent twice with one
 * Idempotency-Key books once; a scan on a settled receipt is refused with the catalogue's message
 * in zh, and in en after switching the language.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { currentEngine, engineTitle, inChromium } from './engines.ts';
import { freshDatabase, launchBrowser, logIn, openPage, prepareTestApp, type Product } from './harness.ts';
import { networkCut, type NetworkCut } from './networkCut.ts';

interface Running { url: string; db: DatabaseSync; close: () => Promise<void> }
type StartServer = (options: Record<string, unknown>) => Promise<Running>;

let server: Running | undefined;
let browser: Browser | undefined;
let dataDir = '';
let product: Product | undefined;
/** WebKit's way to the server, which the test cuts (WebDriver classic has no network emulation). */
let link: NetworkCut | undefined;

before(async () => {
  const app = await prepareTestApp();
  dataDir = mkdtempSync(join(tmpdir(), 'wms-e2e-stations-'));
  const mod = (await import('../../apps/wms-server/src/index.ts')) as { startServer: StartServer };
  // Started here rather than by startProduct: the test reads the books (receipt lines, itrn) to
  // check that each scan was booked once.
  server = await mod.startServer({ port: 0, ...freshDatabase(dataDir), appDir: app.dir, logger: false });
  browser = await launchBrowser();
  if (currentEngine() === 'webkit') link = await networkCut(server.url);
  const origin = link?.origin ?? server.url;
  const db = server.db;
  product = { origin, browser, url: (path) => `${origin}/ris-wms${path}`, expireSessions: () => { db.exec('DELETE FROM session_token'); }, close: () => Promise.resolve() };
});
after(async () => {
  await browser?.close();
  await link?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const db = () => { if (!server) throw new Error('no server'); return server.db; };
const whseOf = (userid: string) => (db().prepare('SELECT whseid FROM session_token WHERE userid = ? ORDER BY expires_at DESC LIMIT 1').get(userid) as { whseid: string }).whseid;
const tokenOf = (userid: string) => (db().prepare('SELECT token FROM session_token WHERE userid = ? ORDER BY expires_at DESC LIMIT 1').get(userid) as { token: string }).token;

/** A receipt of the warehouse in one of the statuses, with a line that still expects `room` more. */
function receiptWith(whseid: string, statuses: string[], room: number): { receiptkey: string; sku: string; lineId: number } {
  const row = db().prepare(`SELECT r.receiptkey, d.sku, d.id AS lineId FROM receipt r JOIN receiptdetail d ON d.whseid = r.whseid AND d.receiptkey = r.receiptkey
    WHERE r.whseid = ? AND r.status IN (${statuses.map(() => '?').join(',')}) AND d.qtyexpected - d.qtyreceived >= ? ORDER BY r.receiptkey LIMIT 1`).get(whseid, ...statuses, room) as { receiptkey: string; sku: string; lineId: number } | undefined;
  if (!row) throw new Error(`no receipt in ${statuses.join('/')} with room ${String(room)} in ${whseid}`);
  return row;
}
const received = (lineId: number) => Number((db().prepare('SELECT qtyreceived FROM receiptdetail WHERE id = ?').get(lineId) as { qtyreceived: unknown }).qtyreceived);
const itrnCount = (receiptkey: string) => Number((db().prepare('SELECT COUNT(*) AS n FROM itrn WHERE sourcekey LIKE ?').get(`${receiptkey}%`) as { n: unknown }).n);

/**
 * The network cut or back: the browser's offline emulation where its driver has one (Chromium,
 * Firefox), else the link to the server cut (WebKit).
 */
async function setNetwork(context: BrowserContext, offline: boolean): Promise<void> {
  if (!link) { await context.setOffline(offline); return; }
  if (offline) link.cut();
  else link.restore();
}

async function scan(page: Page, code: string): Promise<void> {
  const field = page.locator('[data-screen="station"] input');
  await field.fill(code);
  await field.press('Enter');
}

void test(engineTitle('the receive station at 480 × 800: ten scans with the network cut are booked once each, in order, when it returns'), { timeout: 180_000 }, async () => {
  if (!product || !browser) throw new Error('not started');
  const context = await browser.newContext({ viewport: { width: 480, height: 800 }, locale: 'zh-CN' });
  const { page, errors } = await openPage(context);
  await logIn(page, product);
  const receipt = receiptWith(whseOf('admin'), ['0', '1'], 11);
  await page.goto(product.url('/app/scanGather'));
  const station = page.locator('[data-screen="station"]');
  await station.waitFor();
  await scan(page, receipt.receiptkey);
  await station.getByRole('table').waitFor();
  // Fits the handheld: no sideways scrolling.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 480), 'no horizontal scroll at 480 px');
  // One scan online first.
  const before = received(receipt.lineId);
  await scan(page, receipt.sku);
  await station.getByRole('status').filter({ hasText: `${receipt.sku} +1` }).waitFor();
  assert.equal(received(receipt.lineId), before + 1);
  assert.ok(await page.evaluate(() => document.activeElement?.tagName === 'INPUT'), 'focus stays in the scan field');

  await setNetwork(context, true);
  for (let n = 1; n <= 10; n++) {
    await scan(page, n % 2 === 0 ? `2*${receipt.sku}` : receipt.sku);
    await station.getByRole('region', { name: `待发送的扫描（${String(n)}）` }).waitFor();
  }
  assert.equal(received(receipt.lineId), before + 1, 'nothing booked while offline');
  const itrnBefore = itrnCount(receipt.receiptkey);
  await setNetwork(context, false);
  await station.getByRole('region', { name: /待发送的扫描/ }).waitFor({ state: 'detached', timeout: 20_000 });
  // Five single scans and five of two: fifteen pieces, ten bookings.
  assert.equal(received(receipt.lineId), before + 1 + 15, 'all ten booked once');
  assert.equal(itrnCount(receipt.receiptkey) - itrnBefore, 10, 'ten movements, one a scan');
  const quantities = (db().prepare('SELECT qty FROM itrn WHERE sourcekey LIKE ? ORDER BY rowid DESC LIMIT 10').all(`${receipt.receiptkey}%`) as { qty: unknown }[]).map((r) => Math.abs(Number(r.qty))).reverse();
  assert.deepEqual(quantities, [1, 2, 1, 2, 1, 2, 1, 2, 1, 2], 'booked in the order scanned');
  assert.deepEqual(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)), []);
  await context.close();
});

if (inChromium()) void test('the same station write sent twice with one Idempotency-Key books once', { timeout: 180_000 }, async () => {
  if (!product || !browser) throw new Error('not started');
  const context = await browser.newContext();
  const { page } = await openPage(context);
  await logIn(page, product);
  const receipt = receiptWith(whseOf('admin'), ['0', '1'], 2);
  const before = received(receipt.lineId);
  const send = () => fetch(`${product?.origin ?? ''}/GT_WMS_APP/station/receive/scan`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: tokenOf('admin'), 'Idempotency-Key': 'e2e-once-1', language: 'zh_cn' },
    body: JSON.stringify({ key: receipt.receiptkey, code: receipt.sku }),
  }).then((r) => r.json() as Promise<{ returnCode: string; bean?: { booked: number } }>);
  const first = await send();
  const second = await send();
  assert.equal(first.returnCode, '200');
  assert.deepEqual(second, first, 'the stored answer');
  assert.equal(received(receipt.lineId), before + 1);
  await context.close();
});

if (inChromium()) void test('a scan on a settled receipt is refused with the message in zh, then in en after switching', { timeout: 180_000 }, async () => {
  if (!product || !browser) throw new Error('not started');
  const context = await browser.newContext();
  const { page } = await openPage(context);
  await logIn(page, product);
  const settled = receiptWith(whseOf('admin'), ['4'], 0);
  await page.goto(product.url('/app/scanGather'));
  const station = page.locator('[data-screen="station"]');
  await station.waitFor();
  await scan(page, settled.receiptkey);
  await station.getByRole('table').waitFor();
  await scan(page, settled.sku);
  await station.getByRole('alert').filter({ hasText: `入库单 ${settled.receiptkey} 不允许扫描收货` }).waitFor();
  await page.getByRole('button', { name: /语言/ }).first().click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  await page.locator('[data-screen="station"]').waitFor();
  // F9: the next document (the station may have kept the open one across the switch).
  await page.locator('[data-screen="station"] input').press('F9');
  await scan(page, settled.receiptkey);
  await page.locator('[data-screen="station"]').getByRole('table').waitFor();
  await scan(page, settled.sku);
  await page.locator('[data-screen="station"]').getByRole('alert').filter({ hasText: `Receipt ${settled.receiptkey} does not allow scanning` }).waitFor();
  await context.close();
});

if (inChromium()) void test('list operations: the ASN toolbar shows the server’s operations, enabled by the selected row’s status; cancel asks, books and reloads', { timeout: 180_000 }, async () => {
  if (!product || !browser) throw new Error('not started');
  const context = await browser.newContext();
  const { page } = await openPage(context);
  await logIn(page, product);
  const whseid = whseOf('admin');
  const fresh = new Set((db().prepare(`SELECT receiptkey FROM receipt WHERE whseid = ? AND status = '0'`).all(whseid) as { receiptkey: string }[]).map((r) => r.receiptkey));
  await page.goto(product.url('/app/asn/list'));
  const grid = page.locator('[data-screen="list"] [role="grid"]');
  await grid.locator('[role="row"]').nth(2).waitFor({ timeout: 20_000 });
  const toolbar = page.getByRole('toolbar').first();
  const cancel = toolbar.getByRole('button', { name: '取消', exact: true });
  const settle = toolbar.getByRole('button', { name: '核销结算', exact: true });
  await cancel.waitFor();
  assert.equal(await cancel.isDisabled(), true, 'nothing selected: disabled');
  // A new receipt (status 0), found through the list's receipt-number filter.
  const newest = db().prepare(`SELECT receiptkey FROM receipt WHERE whseid = ? AND status = '0' ORDER BY adddate DESC LIMIT 1`).get(whseid) as { receiptkey: string } | undefined;
  assert.ok(newest && fresh.has(newest.receiptkey), 'a new receipt');
  const row = newest;
  // Cleared first: the default date range would hide an older receipt.
  await page.getByRole('button', { name: '清空搜索条件' }).click();
  await page.getByLabel('入库单号筛选').fill(row.receiptkey);
  await page.getByLabel('入库单号筛选').press('Enter');
  const target = grid.locator('[role="row"]').filter({ hasText: row.receiptkey }).first();
  await target.waitFor({ timeout: 20_000 });
  await target.getByRole('checkbox').check();
  assert.equal(await cancel.isEnabled(), true, 'a new receipt may be cancelled');
  assert.equal(await settle.isDisabled(), true, 'a new receipt may not be settled');
  await cancel.click();
  await page.getByRole('dialog').getByRole('button', { name: '执行' }).click();
  await page.getByText('取消：已完成 1 条').waitFor();
  const status = (db().prepare('SELECT status FROM receipt WHERE whseid = ? AND receiptkey = ?').get(whseid, row.receiptkey) as { status: string }).status;
  assert.equal(status, '9');
  // The list reloaded: the selection is gone, so the operation is disabled again.
  await page.waitForFunction(() => !document.querySelector('[data-screen="list"] [role="grid"] input[type="checkbox"]:checked'));
  await context.close();
});
