/**
 * The five inbound pages against the reference server (issue 14, point 4): each is opened from
 * its route and does its main action, checked in the server's books — /receiptDetail receives a
 * line from the SheetGrid and gives a QC result; /app/barcode links a delivery-note barcode (and
 * shows the server's refusal of a barcode another receipt holds); /app/barcodeprint gets a
 * receipt's label data and prints it through the print plug-in (@wms/print's simulator on the
 * plug-in's port); /app/returnAdvance announces a return of a shipped order; /app/Reversal
 * reverses a receipt and is refused, with the server's message, once its stock has moved on.
 * The receipt detail page is also driven at a handheld's 480 × 800.
 */
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PluginSimulator } from '../../packages/print/src/simulator/index.ts';
import { freshDatabase, logIn, openPage, prepareTestApp, waitOrDescribe, type Product } from './harness.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../setup/chromium.ts';

interface Running { url: string; db: DatabaseSync; close: () => Promise<void> }
type StartServer = (options: Record<string, unknown>) => Promise<Running>;
type Row = Record<string, unknown>;

let server: Running | undefined;
let browser: Browser | undefined;
let dataDir = '';
let product: Product | undefined;

before(async () => {
  const app = await prepareTestApp();
  dataDir = mkdtempSync(join(tmpdir(), 'wms-e2e-inbound-'));
  const mod = (await import('../../apps/wms-server/src/index.ts')) as { startServer: StartServer };
  // Started here rather than by startProduct: the tests read the books to check each action.
  server = await mod.startServer({ port: 0, ...freshDatabase(dataDir), appDir: app.dir, logger: false });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const origin = server.url;
  const db = server.db;
  product = { origin, browser, url: (path) => `${origin}/ris-wms${path}`, expireSessions: () => { db.exec('DELETE FROM session_token'); }, close: () => Promise.resolve() };
});
after(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const db = () => { if (!server) throw new Error('no server'); return server.db; };
const one = (sql: string, ...args: (string | number)[]) => db().prepare(sql).get(...args) as Row | undefined;
const must = (sql: string, ...args: (string | number)[]) => {
  const row = one(sql, ...args);
  if (!row) throw new Error(`no fixture row: ${sql}`);
  return row;
};

/** A signed-in page at a viewport; console errors collected (the plug-in's absence excepted). */
async function signedIn(viewport = { width: 1400, height: 900 }): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  if (!product || !browser) throw new Error('not started');
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  const { page, errors } = await openPage(context);
  await logIn(page, product);
  return { page, errors, close: () => context.close() };
}
/** WMS_E2E_SHOTS=<dir> saves a screenshot of each page's state, for a reviewer to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.WMS_E2E_SHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`) });
}
const url = (path: string) => { if (!product) throw new Error('not started'); return product.url(path); };

/** Types a value into a line's cell of the receipt's SheetGrid and commits it with Enter. */
async function enterCell(page: Page, row: number, column: string, value: string) {
  const cell = page.locator('[data-screen="receipt-detail"] [role="grid"] [role="row"]').nth(row).locator(`[data-cell$="\u001f${column}"]`);
  await cell.scrollIntoViewIfNeeded();
  await cell.click();
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

void test('/receiptDetail receives a line from the sheet and gives a QC result, checked in the books', { timeout: 180_000 }, async () => {
  const { page, errors, close } = await signedIn();
  const receipt = must(`SELECT r.receiptkey FROM receipt r WHERE r.whseid = 'WH01' AND r.status = '0' AND r.storerkey = 'OW001'
    AND (SELECT COUNT(*) FROM receiptdetail d WHERE d.receiptkey = r.receiptkey AND d.qtyexpected >= 3) >= 1 ORDER BY r.receiptkey LIMIT 1`);
  const key = String(receipt.receiptkey);
  const line = must(`SELECT id, receiptlinenumber, qtyexpected FROM receiptdetail WHERE receiptkey = ? ORDER BY receiptlinenumber LIMIT 1`, key);
  await page.goto(url(`/receiptDetail?receiptkey=${key}`));
  await waitOrDescribe(page.getByRole('grid', { name: `入库单 ${key} 的明细` }));
  await enterCell(page, 1, 'rcvQty', '2');
  await page.getByRole('button', { name: '收货', exact: true }).click();
  await page.getByText('收货成功：1 行，共 2 件').waitFor();
  assert.equal(Number(must('SELECT qtyreceived FROM receiptdetail WHERE id = ?', Number(line.id)).qtyreceived), 2);
  assert.equal(String(must('SELECT status FROM receipt WHERE receiptkey = ?', key).status), '1');
  // The receipt is now receiving: its header says so.
  await page.locator('dl[data-receipt]').getByText('收货中').waitFor();
  await shot(page, 'receipt-detail-received');

  // QC of a received line that awaits it (the seed has some).
  const qc = must(`SELECT d.id, d.receiptkey, d.receiptlinenumber FROM receiptdetail d JOIN receipt r ON r.receiptkey = d.receiptkey AND r.whseid = d.whseid
    WHERE d.whseid = 'WH01' AND d.qcrequired = '1' AND d.qcstatus = '0' AND d.qtyreceived > 0 AND r.storerkey IN ('OW001', 'OW002') ORDER BY d.id LIMIT 1`);
  await page.getByRole('textbox', { name: '入库单号' }).fill(String(qc.receiptkey));
  await page.getByRole('textbox', { name: '入库单号' }).press('Enter');
  const grid = page.getByRole('grid', { name: `入库单 ${String(qc.receiptkey)} 的明细` });
  await grid.waitFor();
  const row = grid.locator('[role="row"]').filter({ hasText: String(qc.receiptlinenumber) });
  await row.getByRole('button', { name: '质检', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '质检合格' }).click();
  await page.getByText(`第 ${String(qc.receiptlinenumber)} 行质检合格`).waitFor();
  assert.equal(String(must('SELECT qcstatus FROM receiptdetail WHERE id = ?', Number(qc.id)).qcstatus), '1');
  assert.deepEqual(errors, []);
  await close();
});

void test('/receiptDetail at 480 × 800: no sideways page scroll, an over-receipt refused with the server’s message', { timeout: 180_000 }, async () => {
  const { page, errors, close } = await signedIn({ width: 480, height: 800 });
  const receipt = must(`SELECT r.receiptkey FROM receipt r WHERE r.whseid = 'WH01' AND r.status = '0' AND r.storerkey = 'OW001'
    AND NOT EXISTS (SELECT 1 FROM overcharge o WHERE o.receiptkey = r.receiptkey) ORDER BY r.receiptkey DESC LIMIT 1`);
  const key = String(receipt.receiptkey);
  const line = must('SELECT sku, qtyexpected FROM receiptdetail WHERE receiptkey = ? ORDER BY receiptlinenumber LIMIT 1', key);
  await page.goto(url(`/receiptDetail?receiptkey=${key}`));
  await waitOrDescribe(page.getByRole('grid', { name: `入库单 ${key} 的明细` }));
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 480), 'no horizontal page scroll at 480 px');
  await enterCell(page, 1, 'rcvQty', String(Number(line.qtyexpected) + 1));
  await page.getByRole('button', { name: '收货', exact: true }).click();
  await page.locator('[data-outcome="error"]').filter({ hasText: `商品 ${String(line.sku)} 收货数量超出预期` }).waitFor();
  await shot(page, 'receipt-detail-480');
  assert.deepEqual(errors, []);
  await close();
});

void test('/app/barcode links a delivery-note barcode by scan and refuses one another receipt holds', { timeout: 180_000 }, async () => {
  const { page, errors, close } = await signedIn();
  const [first, second] = db().prepare(`SELECT receiptkey FROM receipt WHERE whseid = 'WH01' AND status IN ('0', '1') ORDER BY receiptkey LIMIT 2`).all() as Row[];
  const a = String(first?.receiptkey);
  const b = String(second?.receiptkey);
  await page.goto(url('/app/barcode'));
  const receiptField = page.getByRole('textbox', { name: '入库单号' });
  await receiptField.fill(a);
  await receiptField.press('Enter');
  const field = page.getByRole('textbox', { name: '送货单条码' });
  await waitOrDescribe(field);
  await field.fill('DNE2E0001');
  await field.press('Enter');
  await page.getByText(`条码 DNE2E0001 已关联入库单 ${a}`).waitFor();
  await page.getByRole('cell', { name: 'DNE2E0001' }).waitFor();
  assert.equal(String(must(`SELECT receiptkey FROM receipt_barcode WHERE barcode = 'DNE2E0001'`).receiptkey), a);
  await shot(page, 'barcode-linked');
  // The same barcode on another receipt: the server's refusal, nothing linked.
  await page.goto(url(`/app/barcode?receiptkey=${b}`));
  await waitOrDescribe(field);
  await field.fill('DNE2E0001');
  await field.press('Enter');
  await page.getByRole('alert').filter({ hasText: `条码 DNE2E0001 已关联入库单 ${a}` }).waitFor();
  assert.equal(Number(must(`SELECT COUNT(*) AS n FROM receipt_barcode WHERE barcode = 'DNE2E0001'`).n), 1);
  assert.deepEqual(errors, []);
  await close();
});

void test('/app/barcodeprint gets a receipt\'s label data and prints one document a label through the plug-in', { timeout: 180_000 }, async () => {
  const simulator = new PluginSimulator({ port: (await prepareTestApp()).printPort, host: '127.0.0.1', latencyMs: [5, 20] });
  await simulator.start();
  try {
    const { page, errors, close } = await signedIn();
    const receipt = must(`SELECT r.receiptkey FROM receipt r WHERE r.whseid = 'WH01' AND r.status = '0' AND r.storerkey = 'OW002'
      AND (SELECT COUNT(*) FROM receiptdetail d WHERE d.receiptkey = r.receiptkey AND d.qtyexpected > d.qtyreceived) BETWEEN 1 AND 4 ORDER BY r.receiptkey LIMIT 1`);
    const key = String(receipt.receiptkey);
    const lines = db().prepare('SELECT receiptlinenumber FROM receiptdetail WHERE receiptkey = ? AND qtyexpected > qtyreceived ORDER BY receiptlinenumber').all(key) as Row[];
    await page.goto(url(`/app/barcodeprint?receiptkey=${key}`));
    await page.getByRole('button', { name: '获取标签数据' }).click({ timeout: 30_000 });
    await page.getByRole('heading', { name: `标签数据（${String(lines.length)} 行，共 ${String(lines.length)} 张）` }).waitFor();
    await page.getByText('打印插件：已连接').waitFor();
    await page.getByRole('button', { name: `打印 ${String(lines.length)} 张` }).click();
    await waitOrDescribe(page.getByText(`打印完成：${String(lines.length)} 份`));
    await shot(page, 'barcodeprint-printed');
    const printed = simulator.received.flatMap((r) => {
      const data = (r as { data?: unknown }).data;
      return (Array.isArray(data) ? data : [data]).map((d) => (d && typeof d === 'object' && 'document' in d ? String((d as { document: unknown }).document) : '')).filter(Boolean);
    });
    assert.deepEqual(printed.sort(), lines.map((l) => `${key}-${String(l.receiptlinenumber)}-1`).sort(), 'one document a label reached the plug-in');
    assert.deepEqual(errors, []);
    await close();
  } finally {
    await simulator.stop();
  }
});

void test('/app/returnAdvance announces a return of a shipped order: an open return receipt expects it', { timeout: 180_000 }, async () => {
  const { page, errors, close } = await signedIn();
  const order = must(`SELECT o.orderkey FROM orders o WHERE o.whseid = 'WH01' AND o.status = '5'
    AND EXISTS (SELECT 1 FROM orderdetail d WHERE d.whseid = o.whseid AND d.orderkey = o.orderkey AND d.qtyshipped >= 1)
    AND NOT EXISTS (SELECT 1 FROM receipt r WHERE r.whseid = o.whseid AND r.externreceiptkey = o.orderkey) ORDER BY o.orderkey LIMIT 1`);
  const key = String(order.orderkey);
  await page.goto(url('/app/returnAdvance'));
  const field = page.getByRole('textbox', { name: '原出库单号' });
  await field.fill(key);
  await field.press('Enter');
  const grid = page.getByRole('grid', { name: `出库单 ${key} 的退货预报` });
  await waitOrDescribe(grid);
  const cell = grid.locator('[role="row"]').nth(1).locator('[data-cell$="\u001frtnQty"]');
  await cell.click();
  await page.keyboard.press('Backspace');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: '保存退货预报' }).click();
  await page.locator('[data-outcome="ok"]').filter({ hasText: /退货预报已保存到退货单 ASN\d+（1 个商品）/ }).waitFor();
  const made = must(`SELECT receiptkey, receipttype, status, totalqtyexpected FROM receipt WHERE externreceiptkey = ?`, key);
  assert.deepEqual([made.receipttype, made.status, Number(made.totalqtyexpected)], ['1', '0', 1]);
  await page.getByRole('link', { name: String(made.receiptkey) }).waitFor();
  await shot(page, 'return-advance-saved');
  assert.deepEqual(errors, []);
  await close();
});

/** An operation sent as the signed-in admin (the setup of a test, not what it checks). */
async function operation(path: string, body: Row): Promise<Row> {
  if (!product) throw new Error('not started');
  const token = String(must(`SELECT token FROM session_token WHERE userid = 'admin' ORDER BY expires_at DESC LIMIT 1`).token);
  const response = await fetch(`${product.origin}/GT_WMS_APP${path}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: token, 'Idempotency-Key': randomUUID(), language: 'zh_cn' }, body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Row;
  assert.equal(answer.returnCode, '200', `${path}: ${String(answer.returnMgr)}`);
  return answer;
}

void test('/app/Reversal reverses a received receipt, and is refused with the server\'s message once the stock has moved on', { timeout: 180_000 }, async () => {
  const { page, errors, close } = await signedIn();
  const [a, b] = db().prepare(`SELECT r.id, r.receiptkey FROM receipt r WHERE r.whseid = 'WH01' AND r.status = '0' AND r.storerkey = 'OW001'
    AND (SELECT COUNT(*) FROM receiptdetail d WHERE d.receiptkey = r.receiptkey AND d.qtyexpected >= 2 AND d.qcrequired = '0') >= 1 ORDER BY r.receiptkey DESC LIMIT 2`).all() as Row[];
  if (!a || !b) throw new Error('no new receipts');
  const lineOf = (r: Row) => must(`SELECT id, receiptlinenumber FROM receiptdetail WHERE receiptkey = ? AND qtyexpected >= 2 AND qcrequired = '0' ORDER BY receiptlinenumber LIMIT 1`, String(r.receiptkey));
  for (const r of [a, b]) await operation('/asn/op/receive', { ids: [Number(r.id)], line: String(lineOf(r).receiptlinenumber), qty: 2 });
  // b's stock moves on: one piece to a storage location.
  const bLine = must('SELECT lot, toloc FROM receiptdetail WHERE id = ?', Number(lineOf(b).id));
  const stock = must('SELECT id FROM lotxlocxid WHERE lot = ? AND loc = ? AND qty > 0', String(bLine.lot), String(bLine.toloc));
  const storage = must(`SELECT loc FROM loc WHERE whseid = 'WH01' AND zone NOT IN ('RCV', 'SHIP') AND loctype NOT IN ('LOST', 'DOCK') ORDER BY loc LIMIT 1`);
  await operation('/inventorySearch/op/move', { ids: [Number(stock.id)], qty: 1, toloc: String(storage.loc) });

  await page.goto(url('/app/Reversal'));
  const field = page.getByRole('textbox', { name: '入库单号' });
  const reverse = async (key: string) => {
    await field.fill(key);
    await field.press('Enter');
    await waitOrDescribe(page.locator(`dl[data-receipt="${key}"]`));
    await page.getByRole('button', { name: '冲销', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '冲销', exact: true }).click();
  };
  await reverse(String(a.receiptkey));
  await page.locator('[data-outcome="ok"]').filter({ hasText: `入库单 ${String(a.receiptkey)} 已冲销：撤回 2 件库存` }).waitFor();
  assert.deepEqual([String(must('SELECT status FROM receipt WHERE id = ?', Number(a.id)).status), Number(must('SELECT qtyreceived FROM receiptdetail WHERE id = ?', Number(lineOf(a).id)).qtyreceived)], ['0', 0]);

  await reverse(String(b.receiptkey));
  await page.getByRole('alert').filter({ hasText: `入库单 ${String(b.receiptkey)} 的库存已移动或分配，不能冲销` }).waitFor();
  await shot(page, 'reversal-refused');
  assert.deepEqual([String(must('SELECT status FROM receipt WHERE id = ?', Number(b.id)).status), Number(must('SELECT qtyreceived FROM receiptdetail WHERE id = ?', Number(lineOf(b).id)).qtyreceived)], ['1', 2]);
  assert.deepEqual(errors, []);
  await close();
});

void test('every inbound page works at a handheld\'s 480 × 800: no sideways page scroll, its main button in reach', { timeout: 180_000 }, async () => {
  const { page, errors, close } = await signedIn({ width: 480, height: 800 });
  const receipt = String(must(`SELECT receiptkey FROM receipt WHERE whseid = 'WH01' AND status = '1' ORDER BY receiptkey LIMIT 1`).receiptkey);
  const order = String(must(`SELECT orderkey FROM orders WHERE whseid = 'WH01' AND status = '5' ORDER BY orderkey DESC LIMIT 1`).orderkey);
  const pages: [string, string, RegExp][] = [
    [`/receiptDetail?receiptkey=${receipt}`, 'receipt-detail', /^收货$/],
    [`/app/barcode?receiptkey=${receipt}`, 'barcode', /^关联$/],
    [`/app/barcodeprint?receiptkey=${receipt}`, 'barcode-print', /^获取标签数据$/],
    [`/app/returnAdvance?orderkey=${order}`, 'return-advance', /^保存退货预报$/],
    [`/app/Reversal?receiptkey=${receipt}`, 'reversal', /^冲销$/],
  ];
  for (const [path, screen, button] of pages) {
    await page.goto(url(path));
    const main = page.locator(`[data-screen="${screen}"]`).getByRole('button', { name: button });
    await waitOrDescribe(main);
    await main.scrollIntoViewIfNeeded();
    assert.ok(await main.isVisible(), `${path}: its main button can be reached`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 480), `${path}: no horizontal page scroll at 480 px`);
    await shot(page, `handheld-${screen}`);
  }
  assert.deepEqual(errors, []);
  await close();
});
