/**
 * Print from any device (issue 48): with no print plug-in on the machine, every print button of
 * the app reaches the browser path, in each engine (tests/e2e/firefox, tests/e2e/webkit import
 * this flow): label jobs become one page a label at the printer's label size (window.print),
 * document jobs open the report service's PDF in the page.
 *
 * In Chromium, each label job is also printed to PDF (page.pdf, the print CSS the browser
 * prints with) and read back as any PDF reader would (Debian's poppler): the page size against
 * the configured label, the text against the records, and every barcode drawn as pixels
 * (pdftoppm, 300 dpi) decoded by ZXing's WebAssembly reader (the app's camera reader) to the
 * values printed, GS1 with its Application Identifiers. Each label job's ZPL (the ZPL path,
 * downloaded where no print agent answers) is drawn by zpl-renderer-js and decoded the same way.
 *
 * The browser's system print dialog is outside the product: window.print is replaced by a
 * counter after each page load (the pages it would print are in the document, and page.pdf
 * prints them as the dialog would).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DatabaseSync } from 'node:sqlite';
import type { Browser, Locator, Page } from 'playwright-core';
import { currentEngine, engineTitle, inChromium } from './engines.ts';
import { freshDatabase, launchBrowser, logIn, openPage, prepareTestApp, ROOT, type Product } from './harness.ts';

interface Running { url: string; db: DatabaseSync; close: () => Promise<void> }
type StartServer = (options: Record<string, unknown>) => Promise<Running>;

let server: Running | undefined;
let browser: Browser | undefined;
let product: Product | undefined;
let dataDir = '';
const work = mkdtempSync(join(tmpdir(), 'wms-e2e-print-'));

/** The label printers of the test: a ZPL label printer at 100 × 60 mm and a ZPL waybill printer at 4 × 6 in. */
const LABEL = { printerkey: 'PRN901', labelsize: '100x60', widthMm: 100, heightMm: 60 };
const WAYBILL = { printerkey: 'PRN902', labelsize: '4x6in', widthMm: 101.6, heightMm: 152.4 };

before(async () => {
  const app = await prepareTestApp();
  dataDir = mkdtempSync(join(tmpdir(), 'wms-e2e-printb-'));
  const mod = (await import('../../apps/wms-server/src/index.ts')) as { startServer: StartServer };
  // Started here rather than by startProduct: the test configures the printers (/app/reportprinter's rows).
  server = await mod.startServer({ port: 0, ...freshDatabase(dataDir), appDir: app.dir, logger: false });
  const db = server.db;
  const printer = db.prepare(`INSERT INTO printer (whseid, printerkey, name, printertype, labelsize, language, ip, port, area, isdefault, active, addwho, adddate, editwho, editdate)
    VALUES ('WH01', ?, ?, ?, ?, 'ZPL', '192.168.1.90', 9100, '收货区', '0', '1', 'e2e', '2026-06-15 09:00:00', 'e2e', '2026-06-15 09:00:00')`);
  printer.run(LABEL.printerkey, '斑马标签机 E2E', 'LABEL', LABEL.labelsize);
  printer.run(WAYBILL.printerkey, '面单打印机 E2E', 'EXPRESS', WAYBILL.labelsize);
  const laser = (db.prepare(`SELECT printerkey FROM printer WHERE whseid = 'WH01' AND printertype = 'LASER' AND active = '1' ORDER BY printerkey LIMIT 1`).get() as { printerkey: string }).printerkey;
  const setReport = db.prepare('UPDATE report SET printerkey = ?, copies = ? WHERE whseid = ? AND reportkey = ?');
  setReport.run(LABEL.printerkey, 1, 'WH01', 'RPT_LABEL_LPN');
  setReport.run(WAYBILL.printerkey, 1, 'WH01', 'RPT_WAYBILL');
  for (const key of ['RPT_ASN', 'RPT_PUTAWAY', 'RPT_PICK', 'RPT_PACK', 'RPT_DELIVERY']) setReport.run(laser, 1, 'WH01', key);
  browser = await launchBrowser();
  const origin = server.url;
  product = { origin, browser, url: (path) => `${origin}/ris-wms${path}`, expireSessions: () => { db.exec('DELETE FROM session_token'); }, close: () => Promise.resolve() };
});
after(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

const running = (): { product: Product; db: DatabaseSync } => {
  if (!product || !server) throw new Error('the product did not start');
  return { product, db: server.db };
};
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- a typed read of a test query
const one = <T>(sql: string, ...args: (string | number)[]) => running().db.prepare(sql).get(...args) as T;

/** The system print dialog, replaced: window.print counts (after every load of the page). */
async function stubPrint(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { wmsPrinted: number; print: () => void };
    w.wmsPrinted = 0;
    w.print = () => { w.wmsPrinted += 1; };
  });
}
const printed = (page: Page) => page.evaluate(() => (window as unknown as { wmsPrinted: number }).wmsPrinted);

/** The label pages the browser would print: their ids. */
const labelPages = (page: Page) => page.evaluate(() => [...document.querySelectorAll('[data-wms-print-root] > section')].map((s) => s.getAttribute('data-label') ?? ''));

/** Waits until the browser path has handed `count` more label pages to the print dialog. */
async function waitForPrint(page: Page, before: number): Promise<void> {
  const start = Date.now();
  while ((await printed(page)) <= before) {
    if (Date.now() - start > 30_000) throw new Error('window.print was not called');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Prints a document job (`click`) and gives the PDF the report service answered, as bytes: the
 * page shows it from its own object URL (the session went in the Authorization header, not in any
 * address). WebKit's driver reports no network events: there the shown frame is all that is checked.
 */
async function shownPdf(page: Page, click: () => Promise<unknown>): Promise<Buffer | undefined> {
  const answer = currentEngine() === 'webkit' ? undefined : page.waitForResponse((r) => r.url().includes('/birt/run'), { timeout: 60_000 });
  await click();
  const frame = page.locator('[data-report-pdf]');
  await frame.waitFor({ timeout: 30_000 });
  assert.match((await frame.getAttribute('data-report-pdf')) ?? '', /^blob:/, 'the PDF is shown from the page\'s own object URL');
  if (!answer) return undefined;
  const response = await answer;
  assert.equal(response.status(), 200);
  assert.match(response.headers()['content-type'] ?? '', /application\/pdf/);
  const token = one<{ token: string }>("SELECT token FROM session_token WHERE userid = 'admin' ORDER BY expires_at DESC LIMIT 1").token;
  assert.ok(!response.url().includes(token), 'no session in the report\'s address');
  assert.equal((await response.request().allHeaders()).authorization, token, 'the session went in the Authorization header');
  // The driver does not always keep a body the page read as a Blob: the same request again, from here.
  let bytes = await response.body().catch(() => Buffer.alloc(0));
  if (bytes.length === 0) bytes = Buffer.from(await (await fetch(response.url(), { headers: { Authorization: token, language: 'zh_cn' } })).arrayBuffer());
  assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
  return bytes;
}

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
const pdfPages = (file: string) => Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);

// ZXing's reader as the app has it (apps/wms's zxing-wasm), its .wasm read from the package.
const appRequire = createRequire(join(ROOT, 'apps/wms/package.json'));
type Decoded = { text: string; format: string };
let reader: ((png: Uint8Array) => Promise<Decoded[]>) | undefined;
async function decode(png: Uint8Array): Promise<Decoded[]> {
  if (!reader) {
    const zxing = (await import(pathToFileURL(appRequire.resolve('zxing-wasm/reader')).href)) as {
      prepareZXingModule: (options: { overrides: { wasmBinary: ArrayBuffer }; fireImmediately: boolean }) => Promise<unknown>;
      readBarcodes: (input: Uint8Array, options: Record<string, unknown>) => Promise<Decoded[]>;
    };
    const wasm = readFileSync(appRequire.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    await zxing.prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) }, fireImmediately: true });
    reader = (input) => zxing.readBarcodes(input, { formats: [], tryHarder: true, maxNumberOfSymbols: 8, textMode: 'HRI' });
  }
  return reader(png);
}

/** The barcodes' values a page shows (the images' text alternatives), by label id. */
const shownBarcodes = (page: Page) => page.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-wms-print-root] > section')].map((s) => [s.getAttribute('data-label') ?? '', [...s.querySelectorAll('img')].map((i) => i.alt)])));

/**
 * Chromium: the label pages printed to PDF and read back (pdfinfo, pdftotext, pdftoppm + ZXing).
 * `keys` must be in the text of every page (with the Chinese `chinese`).
 */
async function checkLabelPdf(page: Page, name: string, size: { widthMm: number; heightMm: number }, keys: (id: string) => string[], chinese: string): Promise<void> {
  const ids = await labelPages(page);
  const barcodes = await shownBarcodes(page);
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  assert.equal(pdfPages(file), ids.length, `${name}: one page a label`);
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', String(ids.length), file], { encoding: 'utf8' });
  for (const match of info.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)) {
    const [w, h] = [Number(match[1]) * 25.4 / 72, Number(match[2]) * 25.4 / 72];
    assert.ok(Math.abs(w - size.widthMm) <= 0.5 && Math.abs(h - size.heightMm) <= 0.5, `${name}: page ${w.toFixed(2)} × ${h.toFixed(2)} mm, configured ${String(size.widthMm)} × ${String(size.heightMm)} mm`);
  }
  const pages = pdfText(file).split('\f');
  ids.forEach((id, i) => {
    for (const key of keys(id)) assert.ok(pages[i]?.includes(key), `${name}: page ${String(i + 1)} holds ${key}:\n${pages[i] ?? ''}`);
    assert.ok(pages[i]?.includes(chinese), `${name}: page ${String(i + 1)} holds ${chinese}`);
  });
  execFileSync('pdftoppm', ['-r', '300', '-png', file, join(work, name)]);
  const images = readdirSync(work).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png')).sort();
  assert.equal(images.length, ids.length);
  for (const [i, image] of images.entries()) {
    const read = (await decode(readFileSync(join(work, image)))).map((d) => d.text).sort();
    const expected = [...(barcodes[ids[i] ?? ''] ?? [])].sort();
    assert.ok(expected.length > 0, `${name}: page ${String(i + 1)} has barcodes`);
    assert.deepEqual(read, expected, `${name}: page ${String(i + 1)}: the barcodes decoded from the printed pixels are the values printed`);
  }
}

/** Chromium: the job's ZPL (the ZPL path; downloaded, as no print agent answers here), drawn and decoded. */
async function checkZpl(page: Page, name: string, size: { widthMm: number; heightMm: number }, print: () => Promise<void>): Promise<void> {
  const barcodes = await shownBarcodes(page);
  await page.getByRole('radio', { name: 'ZPL 热敏打印' }).last().check();
  const download = page.waitForEvent('download');
  await print();
  const file = join(work, `${name}.zpl`);
  await (await download).saveAs(file);
  const zpl = readFileSync(file, 'utf8');
  const { ready } = (await import('zpl-renderer-js')) as { ready: Promise<{ api: { zplToBase64MultipleAsync: (zpl: string, w: number, h: number, dpmm: number) => Promise<string[]> } }> };
  const { api } = await ready;
  const labels = await api.zplToBase64MultipleAsync(zpl, size.widthMm, size.heightMm, 8);
  const ids = Object.keys(barcodes);
  assert.equal(labels.length, ids.length, `${name}: one ZPL format a label`);
  for (const [i, png] of labels.entries()) {
    const read = (await decode(Buffer.from(png, 'base64'))).map((d) => d.text).sort();
    assert.deepEqual(read, [...(barcodes[ids[i] ?? ''] ?? [])].sort(), `${name}: ZPL label ${String(i + 1)} decodes to the values printed`);
  }
  // Back to the browser for the next job (the choice is remembered per printer).
  await page.getByRole('radio', { name: '浏览器打印' }).last().check();
}

/** Chooses an option of a select as a user does (WebKit's driver has no selectOption: the value set and its change event sent, as the browser would). */
async function choose(select: Locator, value: string): Promise<void> {
  if (currentEngine() !== 'webkit') { await select.selectOption(value); return; }
  await select.waitFor({ timeout: 30_000 });
  await select.evaluate((element, v) => {
    const field = element as HTMLSelectElement;
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(field, v);
    // A value back: the WebKit driver reads undefined as an element gone.
    return field.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
}

const ignorable = (e: string) => e.includes('Failed to load resource') || e.includes('8240');

void test(engineTitle('with no plug-in, every print button reaches the browser path: labels as pages at the label size, documents as the report service\'s PDF'), { timeout: 300_000 }, async () => {
  const { product: p } = running();
  const context = await p.browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  const { page, errors } = await openPage(context);
  await logIn(page, p);

  let count = 0;
  // 1. Receipt-barcode pre-print: a label a unit of a receipt still to receive.
  const receipt = one<{ receiptkey: string }>(`SELECT r.receiptkey FROM receipt r WHERE r.whseid = 'WH01' AND r.status = '0'
    AND EXISTS (SELECT 1 FROM receiptdetail d WHERE d.whseid = r.whseid AND d.receiptkey = r.receiptkey AND d.qtyexpected > d.qtyreceived) ORDER BY r.receiptkey LIMIT 1`).receiptkey;
  await page.goto(p.url(`/app/barcodeprint?receiptkey=${receipt}`));
  await stubPrint(page);
  const screen = page.locator('[data-screen="barcode-print"]');
  // The route's chunk and the receipt's lookup, on a machine as busy as CI's.
  await screen.getByRole('button', { name: '获取标签数据' }).waitFor({ timeout: 90_000 });
  await screen.getByRole('button', { name: '获取标签数据' }).click();
  await screen.getByRole('heading', { name: /标签数据/ }).waitFor({ timeout: 30_000 });
  // No plug-in here: the browser is chosen, and nothing speaks of reconnecting.
  assert.equal(await screen.getByRole('radio', { name: '浏览器打印' }).isChecked(), true);
  assert.equal(await screen.getByText('重新连接').count(), 0);
  assert.equal(await screen.getByRole('radio', { name: '打印插件' }).count(), 0);
  await screen.getByRole('region', { name: '打印预览' }).waitFor();
  count = await printed(page);
  await screen.getByRole('button', { name: /^打印 \d+ 张$/ }).click();
  await waitForPrint(page, count);
  const receiptLabels = await labelPages(page);
  assert.ok(receiptLabels.length > 0 && receiptLabels.every((id) => id.startsWith(`${receipt}-`)), `receipt labels: ${receiptLabels.join(', ')}`);
  if (inChromium()) {
    await checkLabelPdf(page, 'receipt', LABEL, (id) => [receipt, id.split('-')[1] ?? ''], '托盘标签');
    await checkZpl(page, 'receipt-zpl', LABEL, () => screen.getByRole('button', { name: /^打印 \d+ 张$/ }).click());
  }

  // 2. The ASN list's print action: the receipt document (RPT_ASN) as the report service's PDF …
  await page.goto(p.url('/app/asn/list'));
  await stubPrint(page);
  const rows = page.locator('[data-screen="list"] [role="grid"] [role="row"]');
  await rows.nth(2).waitFor({ timeout: 30_000 });
  const keys: string[] = [];
  for (let i = 0; i < 2; i++) {
    const row = rows.nth(2 + i);
    await row.getByRole('checkbox').check();
    keys.push(((await row.innerText()).match(/ASN\d{10}/) ?? [''])[0]);
  }
  await page.getByRole('toolbar', { name: /入库/ }).getByRole('button', { name: '打印', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await choose(dialog.getByRole('combobox', { name: '报表' }), 'RPT_ASN');
  assert.equal(await dialog.getByRole('radio', { name: '浏览器打印' }).isChecked(), true);
  const asnPdf = await shownPdf(page, () => dialog.getByRole('button', { name: '打印', exact: true }).click());
  if (asnPdf && inChromium()) {
    writeFileSync(join(work, 'asn.pdf'), asnPdf);
    assert.equal(pdfPages(join(work, 'asn.pdf')), 2);
    for (const key of keys) assert.ok(pdfText(join(work, 'asn.pdf')).includes(key));
  }
  // … and its pallet labels (RPT_LABEL_LPN) as pages: one a selected receipt.
  await choose(dialog.getByRole('combobox', { name: '报表' }), 'RPT_LABEL_LPN');
  count = await printed(page);
  await dialog.getByRole('button', { name: '打印', exact: true }).click();
  await waitForPrint(page, count);
  assert.deepEqual(await labelPages(page), keys.map((k) => `${k}-1`));
  if (inChromium()) {
    await checkLabelPdf(page, 'lpn', LABEL, (id) => [id.replace(/-1$/, '')], '托盘标签');
    await checkZpl(page, 'lpn-zpl', LABEL, () => dialog.getByRole('button', { name: '打印', exact: true }).click());
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // 3. Supplementary print: a pick list of typed orders as the report's PDF.
  const orders = (running().db.prepare(`SELECT orderkey FROM orders WHERE whseid = 'WH01' ORDER BY orderkey LIMIT 3`).all() as { orderkey: string }[]).map((o) => o.orderkey);
  await page.goto(p.url('/app/supPrint'));
  await stubPrint(page);
  const sup = page.locator('[data-screen="sup-print"]');
  await choose(sup.getByRole('combobox', { name: '报表' }), 'RPT_PICK');
  await sup.getByRole('textbox', { name: /单据号/ }).fill(orders.join('\n'));
  const pickPdf = await shownPdf(page, () => sup.getByRole('button', { name: '打印', exact: true }).click());
  if (pickPdf && inChromium()) {
    writeFileSync(join(work, 'pick.pdf'), pickPdf);
    assert.equal(pdfPages(join(work, 'pick.pdf')), 3);
    for (const key of orders) assert.ok(pdfText(join(work, 'pick.pdf')).includes(key));
  }

  // 4. A wave's documents: the pick list as the PDF, then a waybill an order as pages at 4 × 6 in.
  const wave = one<{ wavekey: string }>(`SELECT w.wavekey FROM wave w WHERE w.whseid = 'WH01' AND w.status IN ('2', '4', '5')
    AND (SELECT COUNT(*) FROM orders o WHERE o.whseid = w.whseid AND o.wavekey = w.wavekey) BETWEEN 2 AND 6 ORDER BY w.wavekey LIMIT 1`).wavekey;
  await page.goto(p.url(`/waveDocPrint?wavekey=${wave}`));
  await stubPrint(page);
  const docs = page.locator('[data-screen="wave-doc-print"]');
  const printWave = docs.getByRole('button', { name: /^打印未打印的单据（\d+）$/ });
  await printWave.waitFor({ timeout: 30_000 });
  count = await printed(page);
  await shownPdf(page, () => printWave.click());
  await waitForPrint(page, count);
  await docs.getByText(/已打印 \d+ 份单据，并已标记为已打印。/).waitFor({ timeout: 30_000 });
  const waybills = await labelPages(page);
  assert.ok(waybills.length >= 2 && waybills.every((id) => id.startsWith(`${wave}-LB-`)), `waybills: ${waybills.join(', ')}`);
  if (inChromium()) {
    await checkLabelPdf(page, 'waybill', WAYBILL, (id) => [id.replace(/^.*-LB-/, ''), wave], '快递面单');
    // The waybills printed already: reprint them, chosen in the grid, on the ZPL path.
    const grid = docs.getByRole('grid');
    // Each row scrolled to before its click: the page scrolls past the report's PDF (Chromium's
    // viewer, a frame of its own), and a click made in the same step as that scroll was lost
    // there (no click reached the document; seen once the PDF frame stood above the grid).
    for (const id of waybills) {
      const box = grid.locator('[role="row"]').filter({ hasText: id }).getByRole('checkbox');
      await box.scrollIntoViewIfNeeded();
      await box.check();
    }
    await checkZpl(page, 'waybill-zpl', WAYBILL, async () => {
      await docs.getByRole('button', { name: /^重新打印所选（\d+）$/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: '重新打印' }).click();
    });
  }

  await context.close();
  assert.deepEqual(errors.filter((e) => !ignorable(e)), []);
});

/**
 * Lighthouse's accessibility audits on a print page in the state a user prints from
 * (/app/supPrint with a label report and documents: the paths offered and the label's
 * preview at real size): a snapshot of the page as it stands (Lighthouse's user-flow snapshot,
 * through puppeteer-core on the same Chromium). Chromium's alone: Lighthouse drives Chromium.
 */
if (inChromium()) {
  void test('Lighthouse accessibility is 1.00 on a print page with its choice of paths and preview', { timeout: 180_000 }, async () => {
    const { product: p } = running();
    const { spawn } = await import('node:child_process');
    const { chromium } = await import('playwright-core');
    const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('../setup/chromium.ts');
    const { freePort } = await import('./harness.ts');
    const port = await freePort();
    const profile = mkdtempSync(join(tmpdir(), 'wms-lh-print-'));
    const chrome = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, '--headless=new', `--remote-debugging-port=${String(port)}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
    try {
      for (let tries = 0; tries < 200 && !(await fetch(`http://127.0.0.1:${String(port)}/json/version`).then((r) => r.ok, () => false)); tries++) await new Promise((r) => setTimeout(r, 100));
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${String(port)}`);
      const page = await cdp.contexts()[0]?.newPage();
      if (!page) throw new Error('no page');
      await page.setViewportSize({ width: 1280, height: 900 });
      await logIn(page, p);
      await page.goto(p.url('/app/supPrint'));
      const sup = page.locator('[data-screen="sup-print"]');
      await choose(sup.getByRole('combobox', { name: '报表' }), 'RPT_LABEL_LPN');
      const receipts = (running().db.prepare(`SELECT receiptkey FROM receipt WHERE whseid = 'WH01' ORDER BY receiptkey LIMIT 2`).all() as { receiptkey: string }[]).map((r) => r.receiptkey);
      await sup.getByRole('textbox', { name: /单据号/ }).fill(receipts.join('\n'));
      await sup.getByRole('region', { name: '打印预览' }).getByRole('img').first().waitFor({ timeout: 30_000 });
      const puppeteer = (await import('puppeteer-core')).default;
      const connected = await puppeteer.connect({ browserURL: `http://127.0.0.1:${String(port)}`, defaultViewport: null });
      const target = (await connected.pages()).find((candidate) => candidate.url().includes('/app/supPrint'));
      if (!target) throw new Error('the print page is not among the browser\'s pages');
      const { snapshot } = await import('lighthouse');
      const result = await snapshot(target, { flags: { onlyCategories: ['accessibility'] } });
      const lhr = result?.lhr;
      const failed = Object.values(lhr?.audits ?? {}).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id);
      assert.equal(lhr?.categories.accessibility?.score, 1, `accessibility ${String(lhr?.categories.accessibility?.score)}; failed: ${failed.join(', ')}`);
      await connected.disconnect();
      await cdp.close();
    } finally {
      chrome.kill();
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
  });
}
