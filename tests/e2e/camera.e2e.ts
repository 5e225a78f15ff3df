/**
 * A phone as the scanner (issue 39): the receive station at a 390 × 844 phone viewport, its
 * camera fed by Chromium's fake capture device playing a Y4M video of a label drawn by bwip-js
 * (tests/e2e/fakeCamera.ts). Chromium on Linux has no BarcodeDetector, so this is ZXing's
 * WebAssembly reader, fetched from the app's own origin when the camera first opens and never
 * before. Each label is held in view for seconds and booked exactly once (read in the database
 * of the reference server: the receipt line and its movements); a GS1-128 label books its batch
 * and expiry on the line, a GS1 DataMatrix its serial number. A refused camera says so and the
 * field still takes the keyboard. No page error, no policy violation.
 *
 * Chromium only: the fake capture device is Chromium's (Firefox's fake camera shows its own
 * pattern, never a file).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { apiSession, freshDatabase, logIn, openPage, prepareTestApp, type Product } from './harness.ts';
import { labelVideo, type Label } from './fakeCamera.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../setup/chromium.ts';

interface Running { url: string; db: DatabaseSync; close: () => Promise<void> }
type StartServer = (options: Record<string, unknown>) => Promise<Running>;

let server: Running | undefined;
let dataDir = '';
const browsers: Browser[] = [];

before(async () => {
  const app = await prepareTestApp();
  dataDir = mkdtempSync(join(tmpdir(), 'wms-e2e-camera-'));
  const mod = (await import('../../apps/wms-server/src/index.ts')) as { startServer: StartServer };
  server = await mod.startServer({ port: 0, ...freshDatabase(dataDir), appDir: app.dir, logger: false });
});
after(async () => {
  for (const browser of browsers) await browser.close().catch(() => undefined);
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const db = () => { if (!server) throw new Error('no server'); return server.db; };
const origin = () => { if (!server) throw new Error('no server'); return server.url; };
type Row = Record<string, unknown>;
const one = (sql: string, ...args: string[]) => db().prepare(sql).get(...args) as Row | undefined;

/**
 * Chromium whose camera films `video` (a Y4M file), the permission granted as if the user had
 * allowed it; without a video, a camera whose permission is refused (the prompt denied).
 */
async function cameraBrowser(video: string | undefined): Promise<Browser> {
  const args = [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'];
  args.push(...(video ? ['--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`] : ['--deny-permission-prompts']));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args, headless: true });
  browsers.push(browser);
  return browser;
}

const product = (browser: Browser): Product => ({
  origin: origin(), browser, url: (path) => `${origin()}/ris-wms${path}`,
  expireSessions: () => { db().exec('DELETE FROM session_token'); }, close: () => Promise.resolve(),
});

/** A new receipt of OW001 (its own, so that the counts are this test's) with a line of each item. */
async function newReceipt(lines: { sku: string; qtyexpected: number }[]): Promise<string> {
  const admin = await apiSession(origin(), 'admin', 'admin123');
  const header = { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-01', expectedreceiptdate: '2026-06-02' };
  const saved = (await admin.post('/asn/saveWithLines', { header, lines }, { 'Idempotency-Key': `camera-${String(Date.now())}` })) as { returnCode: string; bean?: { header: { receiptkey: string } }; message?: string };
  assert.equal(saved.returnCode, '200', saved.message);
  return saved.bean?.header.receiptkey ?? '';
}

/** An item of OW001 without serial numbers and without GTIN (a plain Code 128 label: its item number). */
function plainItem(): string {
  const row = one(`SELECT sku FROM sku WHERE storerkey = 'OW001' AND COALESCE(serialflag, '0') <> '1' ORDER BY sku LIMIT 1`);
  if (!row) throw new Error('no plain item in OW001');
  return String(row.sku);
}

/** An item of OW001 with a GTIN among its alternative codes (the GS1 helper's seed), serial-managed or not. */
function gtinItem(serialflag: '0' | '1'): { sku: string; ean: string } | undefined {
  try {
    const row = one(`SELECT k.sku, a.altsku FROM sku k JOIN altsku a ON a.storerkey = k.storerkey AND a.sku = k.sku AND a.descr LIKE 'GTIN %'
      WHERE k.storerkey = 'OW001' AND k.serialflag = ? ORDER BY k.sku LIMIT 1`, serialflag);
    return row ? { sku: String(row.sku), ean: String(row.altsku) } : undefined;
  } catch {
    return undefined;
  }
}

const lineOf = (receiptkey: string, sku: string) => ({ ...one('SELECT qtyreceived, lottable02, lottable05 FROM receiptdetail WHERE receiptkey = ? AND sku = ?', receiptkey, sku) });
/** The receipt's movements of an item of OW001 (the seed's history may hold movements of another owner under the same receipt number). */
const movements = (receiptkey: string, sku: string) => Number(one("SELECT COUNT(*) AS n FROM itrn WHERE sourcekey = ? AND storerkey = 'OW001' AND sku = ?", receiptkey, sku)?.n ?? 0);

/** Logs in at the phone's viewport and opens the receive station on a receipt typed into its field. */
async function station(browser: Browser, receiptkey: string): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  const { page, errors } = await openPage(context);
  const requests: string[] = [];
  page.on('request', (request) => { requests.push(request.url()); });
  await logIn(page, product(browser));
  await page.goto(`${origin()}/ris-wms/app/scanGather`);
  const field = page.locator('[data-screen="station"] input');
  await field.waitFor();
  // The receipt by keyboard: the field takes a typed scan beside its camera.
  await field.fill(receiptkey);
  await field.press('Enter');
  await page.locator('[data-screen="station"] table').waitFor();
  return { page, errors, requests };
}

const cameraChunk = (url: string) => /\/assets\/(CameraDialog|zxingReader|zxing_reader)[-.]/.test(url);

/** Opens the camera, waits for its first booked answer, then holds the label in view for `holdMs`. */
async function scanWithCamera(page: Page, answer: RegExp, holdMs = 4000): Promise<void> {
  await page.getByRole('button', { name: /^相机扫码：/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('[data-camera="scanning"]').waitFor({ timeout: 60_000 });
  await dialog.locator('[data-feedback="ok"]').filter({ hasText: answer }).waitFor({ timeout: 30_000 });
  // The label stays in front of the camera: read again and again, booked no more.
  await page.waitForTimeout(holdMs);
  await dialog.getByRole('button', { name: '关闭相机' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const video = async (name: string, label: Label) => labelVideo(join(dataDir, `${name}.y4m`), label);

void test('a Code 128 label filmed by the phone camera books its item once, the reader loaded only then and from the app\'s origin', { timeout: 240_000 }, async () => {
  const sku = plainItem();
  const receiptkey = await newReceipt([{ sku, qtyexpected: 5 }]);
  const browser = await cameraBrowser(await video('code128', { bcid: 'code128', text: sku }));
  const { page, errors, requests } = await station(browser, receiptkey);
  // Neither the login route nor the station loaded anything of the camera.
  assert.deepEqual(requests.filter(cameraChunk), [], 'no camera code before the camera opens');
  await scanWithCamera(page, new RegExp(`${sku} \\+1`));
  assert.equal(Number(lineOf(receiptkey, sku).qtyreceived), 1, 'booked once though held in view');
  assert.equal(movements(receiptkey, sku), 1, 'one movement');
  const wasm = requests.filter((url) => url.endsWith('.wasm'));
  assert.ok(wasm.length >= 1, 'the reader\'s WebAssembly was fetched');
  assert.ok(wasm.every((url) => url.startsWith(`${origin()}/ris-wms/assets/`)), `from the app's own origin: ${wasm.join(', ')}`);
  // The field takes the focus back, for the scanner or the keyboard.
  await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
  assert.deepEqual(errors, []);
  await page.context().close();
});

void test('a GS1-128 label books its GTIN\'s item with batch and expiry, a GS1 DataMatrix its serial number, each once', { timeout: 300_000 }, async (t) => {
  const plain = gtinItem('0');
  const serial = gtinItem('1');
  if (!plain || !serial) { t.skip('no GTIN items in the seed (the GS1 reading has not landed)'); return; }
  const receiptkey = await newReceipt([{ sku: plain.sku, qtyexpected: 5 }, { sku: serial.sku, qtyexpected: 2 }]);
  const gtin = `0${plain.ean}`;
  // Batch in the middle (a group separator after it) and expiry; the serial last (none after it).
  const gs1128 = await cameraBrowser(await video('gs1-128', { bcid: 'gs1-128', text: `(01)${gtin}(10)CAM-B1(17)281231` }));
  const first = await station(gs1128, receiptkey);
  await scanWithCamera(first.page, new RegExp(`${plain.sku} \\+1`));
  assert.deepEqual(lineOf(receiptkey, plain.sku), { qtyreceived: 1, lottable02: 'CAM-B1', lottable05: '2028-12-31 00:00:00' });
  assert.equal(movements(receiptkey, plain.sku), 1, 'one movement');
  assert.deepEqual(first.errors, []);
  await first.page.context().close();

  const serialNumber = `CAMSN${String(Date.now()).slice(-6)}`;
  const datamatrix = await cameraBrowser(await video('gs1-datamatrix', { bcid: 'gs1datamatrix', text: `(01)0${serial.ean}(21)${serialNumber}` }));
  const second = await station(datamatrix, receiptkey);
  await scanWithCamera(second.page, new RegExp(`${serial.sku} \\+1`));
  assert.equal(Number(lineOf(receiptkey, serial.sku).qtyreceived), 1);
  assert.deepEqual({ ...one('SELECT sku, receiptkey FROM serialnumber WHERE serialnumber = ?', serialNumber) }, { sku: serial.sku, receiptkey });
  assert.equal(movements(receiptkey, serial.sku), 1, 'one movement');
  assert.equal(movements(receiptkey, plain.sku), 1, 'the first label still booked once');
  assert.deepEqual(second.errors, []);
  await second.page.context().close();
});

void test('a refused camera says so in zh, and the field still takes the keyboard', { timeout: 180_000 }, async () => {
  const sku = plainItem();
  const receiptkey = await newReceipt([{ sku, qtyexpected: 5 }]);
  const browser = await cameraBrowser(undefined);
  const { page, errors } = await station(browser, receiptkey);
  await page.getByRole('button', { name: /^相机扫码：/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('alert').filter({ hasText: '摄像头权限被拒绝' }).waitFor({ timeout: 30_000 });
  await dialog.getByRole('button', { name: '关闭相机' }).click();
  await dialog.waitFor({ state: 'detached' });
  const field = page.locator('[data-screen="station"] input');
  await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
  await field.fill(sku);
  await field.press('Enter');
  await page.locator('[data-result="ok"]').filter({ hasText: `${sku} +1` }).waitFor();
  assert.equal(Number(lineOf(receiptkey, sku).qtyreceived), 1);
  assert.deepEqual(errors, []);
  await page.context().close();
});
