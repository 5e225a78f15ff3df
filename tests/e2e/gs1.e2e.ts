/**
 * GS1 labels at the receive station (issue 39), typed as a keyboard-wedge scanner types them, at
 * a phone's 390 × 844: a GS1-128 label (`]C1`, FNC1 as Ctrl+]) books its item, found by the GTIN
 * among the item's alternative codes, with its batch and expiry on the receipt line; a GS1
 * DataMatrix with a serial books a serial-managed item and its serial number, once: the same
 * label again is refused with the catalogue's message. (The camera's own e2e is another file.)
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { Browser, Page } from 'playwright-core';
import { engineTitle } from './engines.ts';
import { freshDatabase, launchBrowser, logIn, openPage, prepareTestApp, type Product } from './harness.ts';

interface Running { url: string; db: DatabaseSync; close: () => Promise<void> }
type StartServer = (options: Record<string, unknown>) => Promise<Running>;

let server: Running | undefined;
let browser: Browser | undefined;
let dataDir = '';
let product: Product | undefined;

before(async () => {
  const app = await prepareTestApp();
  dataDir = mkdtempSync(join(tmpdir(), 'wms-e2e-gs1-'));
  const mod = (await import('../../apps/wms-server/src/index.ts')) as { startServer: StartServer };
  // Started here rather than by startProduct: the test reads the receipt line and the serial numbers.
  server = await mod.startServer({ port: 0, ...freshDatabase(dataDir), appDir: app.dir, logger: false });
  browser = await launchBrowser();
  const origin = server.url;
  const db = server.db;
  product = { origin, browser, url: (path) => `${origin}/ris-wms${path}`, expireSessions: () => { db.exec('DELETE FROM session_token'); }, close: () => Promise.resolve() };
});
after(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type Row = Record<string, unknown>;
const db = () => { if (!server) throw new Error('no server'); return server.db; };
const one = (sql: string, ...args: string[]): Row | undefined => {
  const row = db().prepare(sql).get(...args);
  return row ? { ...row } : undefined; // a plain object (node:sqlite's rows have no prototype)
};
const tokenOf = (userid: string) => String(one('SELECT token FROM session_token WHERE userid = ? ORDER BY expires_at DESC LIMIT 1', userid)?.token);

/** A seeded item of OW001 with a GTIN (EAN-13) among its alternative codes. */
function gtinItem(serialflag: '0' | '1'): { sku: string; gtin14: string } {
  const row = one(`SELECT k.sku, a.altsku FROM sku k JOIN altsku a ON a.storerkey = k.storerkey AND a.sku = k.sku AND a.descr LIKE 'GTIN %'
    WHERE k.storerkey = 'OW001' AND k.serialflag = ? AND k.active = '1' ORDER BY k.sku LIMIT 1`, serialflag);
  if (!row) throw new Error(`no seeded GTIN item with serialflag ${serialflag}`);
  return { sku: String(row.sku), gtin14: `0${String(row.altsku)}` };
}

async function scanTyped(page: Page, parts: readonly string[]): Promise<void> {
  // A wedge types: characters, and Ctrl+] where the label has FNC1 (the group separator).
  const field = page.locator('[data-screen="station"] input');
  for (const part of parts) {
    if (part === 'GS') await field.press('Control+]');
    else await field.pressSequentially(part);
  }
  await field.press('Enter');
}

void test(engineTitle('GS1 labels typed by a wedge at 390 × 844: item by GTIN with batch and expiry on the line, then a serial booked once'), { timeout: 240_000 }, async () => {
  if (!product || !browser) throw new Error('not started');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const { page, errors } = await openPage(context);
  await logIn(page, product);
  const plain = gtinItem('0');
  const serial = gtinItem('1');
  const saved = await fetch(`${product.origin}/GT_WMS_APP/asn/saveWithLines`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: tokenOf('admin'), 'Idempotency-Key': `gs1-e2e-${String(Date.now())}`, language: 'zh_cn' },
    body: JSON.stringify({ header: { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-01', expectedreceiptdate: '2026-06-02' }, lines: [{ sku: plain.sku, qtyexpected: 5 }, { sku: serial.sku, qtyexpected: 2 }] }),
  });
  const receiptkey = String(((await saved.json()) as { bean: { header: Row } }).bean.header.receiptkey);
  const line = (sku: string) => one('SELECT qtyreceived, lottable02, lottable05 FROM receiptdetail WHERE receiptkey = ? AND sku = ?', receiptkey, sku);

  await page.goto(product.url('/app/scanGather'));
  const station = page.locator('[data-screen="station"]');
  await station.waitFor();
  await scanTyped(page, [receiptkey]);
  await station.getByRole('table').waitFor();

  // GS1-128: ]C1 (01)GTIN (10)E2E-B1 FNC1 (17)280430
  await scanTyped(page, [']C1', `01${plain.gtin14}`, '10E2E-B1', 'GS', '17280430']);
  await station.getByRole('status').filter({ hasText: `${plain.sku} +1（批号 E2E-B1，失效日期 2028-04-30）` }).waitFor();
  assert.deepEqual(line(plain.sku), { qtyreceived: 1, lottable02: 'E2E-B1', lottable05: '2028-04-30 00:00:00' });

  // GS1 DataMatrix with a serial: ]d2 (01)GTIN (10)E2E-B2 FNC1 (21)serial
  const sn = `E2E-SN-${String(Date.now()).slice(-6)}`;
  const label = [']d2', `01${serial.gtin14}`, '10E2E-B2', 'GS', `21${sn}`];
  await scanTyped(page, label);
  await station.getByRole('status').filter({ hasText: `${serial.sku} +1（批号 E2E-B2，序列号 ${sn}）` }).waitFor();
  assert.deepEqual(one('SELECT sku, receiptkey, status FROM serialnumber WHERE serialnumber = ?', sn), { sku: serial.sku, receiptkey, status: '1' });
  assert.equal(line(serial.sku)?.qtyreceived, 1);
  // The same label again: the serial is in stock already; nothing more is booked.
  await scanTyped(page, label);
  await station.getByRole('alert').filter({ hasText: `序列号 ${sn} 已在库` }).waitFor();
  assert.equal(line(serial.sku)?.qtyreceived, 1, 'the serial booked once');
  assert.equal(Number(one('SELECT COUNT(*) AS n FROM serialnumber WHERE serialnumber = ?', sn)?.n), 1);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'no horizontal scroll at 390 px');
  assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
  await context.close();
});
