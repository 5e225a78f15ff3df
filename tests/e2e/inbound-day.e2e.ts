/**
 * An inbound day through the screens against the reference server (issue 14's acceptance): an ASN
 * with three lines created in its drawer → part of it scan-received at the station → the rest
 * received from the list → QC → putaway tasks created and confirmed → a reversal refused because
 * the stock moved on → verified and settled (a scan on it now refused, in zh and in en) → the
 * inventory query shows the stock at its location and the transactions each movement → a move
 * (to the lost-box location refused) → a hold (the held stock not allocated: the order is short)
 * → a count with a variance approved into an adjustment. The books are read from the server's
 * database to check what each screen booked.
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
  dataDir = mkdtempSync(join(tmpdir(), 'wms-e2e-inbound-'));
  const mod = (await import('../../apps/wms-server/src/index.ts')) as { startServer: StartServer };
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

const db = () => { if (!server) throw new Error('no server'); return server.db; };
/** One row as SQLite gives it (numbers as numbers, text as text). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the test names the shape of the row it reads
const one = <T,>(sql: string, ...args: (string | number)[]) => db().prepare(sql).get(...args) as T;
const num = (value: unknown) => Number(value);
const all = <T,>(sql: string, ...args: (string | number)[]) => db().prepare(sql).all(...args) as T[];
async function eventually(check: () => boolean, message: string, timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(message);
}
const verbose = (name: string) => { if (process.env.WMS_E2E_VERBOSE) console.log(`step: ${name}`); };

async function scan(page: Page, code: string): Promise<void> {
  const field = page.locator('[data-screen="station"] input');
  await field.fill(code);
  await field.press('Enter');
}

/** Chooses an option of a select of the dialog by its label. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option?: string): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(label) }).first().click();
  const listbox = page.getByRole('listbox').last();
  await listbox.waitFor();
  if (option) await listbox.getByRole('option', { name: option }).first().click();
  else await listbox.getByRole('option').first().click();
}

async function typeDate(scope: ReturnType<Page['getByRole']>, page: Page, label: string, ymd: [string, string, string]): Promise<void> {
  const group = scope.getByRole('group', { name: new RegExp(label) }).first();
  await group.getByRole('spinbutton').first().click();
  for (const part of ymd) await page.keyboard.type(part);
}

const listGrid = (page: Page) => page.locator('[data-screen="list"] [role="grid"]').last();

/** Opens a list filtered by the address (`?field=value`) and selects its only row. */
async function selectOnly(page: Page, product: Product, path: string, text: string): Promise<void> {
  await page.goto(product.url(path));
  const row = listGrid(page).locator('[role="row"]').filter({ hasText: text }).first();
  await row.waitFor({ timeout: 30_000 });
  await row.getByRole('checkbox').check();
}

/** Runs a toolbar operation on the selected rows: its dialog (when it has fields or asks) then 执行; its answer. */
async function operate(page: Page, name: string, fields: Record<string, string> = {}): Promise<string> {
  const before = await page.getByRole('alert').or(page.getByRole('status')).allTextContents();
  await page.getByRole('toolbar').first().getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  const answer = page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: new RegExp(`${name}|不能|不允许|失败|已`) });
  await dialog.or(answer).first().waitFor({ timeout: 30_000 });
  if (await dialog.isVisible()) {
    for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: false }).first().fill(value);
    await dialog.getByRole('button', { name: '执行' }).click();
  }
  // The newest answer that was not there before.
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    const texts = await answer.allTextContents();
    const fresh = texts.filter((text) => !before.includes(text));
    if (fresh.length) return fresh.join(' | ');
    await page.waitForTimeout(100);
  }
  throw new Error(`${name}: no answer`);
}

void test(engineTitle('an inbound day: ASN with three lines → scan and receive → QC → putaway → reversal refused → settle → stock and transactions → move, hold, count'), { timeout: 300_000 }, async () => {
  if (!product || !browser) throw new Error('not started');
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const { page, errors } = await openPage(context);
  await logIn(page, product);
  const whseid = one<{ whseid: string }>('SELECT whseid FROM session_token WHERE userid = ? ORDER BY expires_at DESC LIMIT 1', 'admin').whseid;
  const skus = all<{ sku: string }>(`SELECT sku FROM sku WHERE storerkey = 'OW001' AND active = '1' ORDER BY sku LIMIT 3`).map((r) => r.sku);
  assert.equal(skus.length, 3, 'three items of OW001');

  verbose('create the ASN with three lines');
  const external = `DAY${String(Date.now()).slice(-8)}`;
  await page.goto(product.url('/app/asn/list'));
  await page.getByRole('button', { name: '新建' }).click();
  const drawer = page.getByRole('dialog', { name: /入库单/ });
  await drawer.getByLabel('外部单号').fill(external);
  await choose(page, drawer, '货主', 'OW001');
  await choose(page, drawer, '入库类型');
  await typeDate(drawer, page, '下单时间', ['2026', '06', '10']);
  await typeDate(drawer, page, '预计到货时间', ['2026', '06', '12']);
  const lines = drawer.locator('[data-document-lines]');
  const quantities = ['10', '6', '4'];
  for (let i = 0; i < 3; i++) {
    if (i > 0) await lines.getByRole('button', { name: '添加一行' }).click();
    await lines.getByLabel(`第 ${String(i + 1)} 行 商品编码`).fill(skus[i] ?? '');
    await lines.getByLabel(`第 ${String(i + 1)} 行 预期数量`).fill(quantities[i] ?? '');
  }
  // A line without its quantity is refused before anything is sent.
  await lines.getByRole('button', { name: '添加一行' }).click();
  await lines.getByLabel('第 4 行 商品编码').fill(skus[0] ?? '');
  await drawer.getByRole('button', { name: '保存' }).click();
  await drawer.getByText('明细行有 1 处错误，请先修正').first().waitFor();
  if (process.env.WMS_E2E_SHOTS) await page.screenshot({ path: `${process.env.WMS_E2E_SHOTS}/inbound-asn-lines.png` });
  await lines.getByRole('button', { name: '删除' }).last().click();
  await drawer.getByRole('button', { name: '保存' }).click();
  // Saved: the drawer closes (a refusal would keep it open with the server's reason).
  await drawer.waitFor({ state: 'detached', timeout: 30_000 }).catch(async () => { assert.fail(`the ASN drawer stayed open: ${(await drawer.innerText()).slice(-300)}`); });
  await page.waitForURL(/\/app\/asn\/list$/);
  const saved = () => one<{ receiptkey: string; status: string; totalqtyexpected: unknown } | undefined>('SELECT receiptkey, status, totalqtyexpected FROM receipt WHERE whseid = ? AND externreceiptkey = ?', whseid, external);
  await eventually(() => saved() !== undefined, 'the ASN was saved');
  const receipt = saved();
  assert.ok(receipt, 'the ASN was saved');
  const key = receipt.receiptkey;
  const stored = all<{ sku: string; qtyexpected: unknown }>('SELECT sku, qtyexpected FROM receiptdetail WHERE whseid = ? AND receiptkey = ? ORDER BY receiptlinenumber', whseid, key);
  assert.deepEqual(stored.map((l) => [l.sku, num(l.qtyexpected)]), skus.map((s, i) => [s, num(quantities[i])]));
  assert.equal(num(receipt.totalqtyexpected), 20);

  verbose('scan-receive part of it');
  await page.goto(product.url('/app/scanGather'));
  const station = page.locator('[data-screen="station"]');
  await station.waitFor();
  await scan(page, key);
  await station.getByRole('table').waitFor();
  for (let n = 0; n < 3; n++) await scan(page, skus[0] ?? '');
  await station.getByRole('status').filter({ hasText: `${skus[0] ?? ''} +1` }).waitFor();
  const receivedNow = () => num(one<{ q: unknown }>('SELECT SUM(qtyreceived) AS q FROM receiptdetail WHERE whseid = ? AND receiptkey = ?', whseid, key).q);
  await eventually(() => receivedNow() === 3, 'three pieces scanned in');

  verbose('receive the rest from the list');
  await selectOnly(page, product, `/app/asn/list?receiptkey=${key}`, key);
  assert.match(await operate(page, '整单收货'), /完成/);
  const full = one<{ q: unknown }>('SELECT SUM(qtyreceived) AS q FROM receiptdetail WHERE whseid = ? AND receiptkey = ?', whseid, key);
  assert.equal(num(full.q), 20, 'everything received');

  verbose('QC passes the three lines');
  await page.goto(product.url(`/app/receiptdetailQuery/list?receiptkey=${key}`));
  const lineRows = listGrid(page).locator('[role="row"]').filter({ hasText: key });
  await lineRows.first().waitFor({ timeout: 30_000 });
  assert.equal(await lineRows.count(), 3);
  for (let i = 0; i < 3; i++) await lineRows.nth(i).getByRole('checkbox').check();
  assert.match(await operate(page, '质检合格'), /完成/);
  assert.deepEqual(all<{ qcstatus: string }>('SELECT qcstatus FROM receiptdetail WHERE whseid = ? AND receiptkey = ?', whseid, key).map((r) => r.qcstatus), ['1', '1', '1']);

  verbose('putaway tasks created and confirmed');
  await selectOnly(page, product, `/app/asn/list?receiptkey=${key}`, key);
  assert.match(await operate(page, '生成上架任务'), /完成/);
  const tasks = all<{ taskdetailkey: string; toloc: string; qty: unknown; sku: string }>(`SELECT taskdetailkey, toloc, qty, sku FROM taskdetail WHERE whseid = ? AND taskgroup = ? AND tasktype = 'PA' ORDER BY taskdetailkey`, whseid, key);
  assert.ok(tasks.length >= 3, `putaway tasks: ${String(tasks.length)}`);
  assert.equal(tasks.reduce((n, t) => n + num(t.qty), 0), 20, 'the tasks carry everything received');
  for (const task of tasks) {
    await selectOnly(page, product, `/app/taskdetail?taskdetailkey=${task.taskdetailkey}`, task.taskdetailkey);
    assert.match(await operate(page, '确认上架'), /完成/);
  }
  assert.deepEqual(all<{ status: string }>(`SELECT DISTINCT status FROM taskdetail WHERE whseid = ? AND taskgroup = ? AND tasktype = 'PA'`, whseid, key).map((r) => r.status), ['2']);

  verbose('a reversal is refused: the stock moved on');
  await selectOnly(page, product, `/app/asn/list?receiptkey=${key}`, key);
  const reversal = await operate(page, '冲销');
  assert.doesNotMatch(reversal, /完成/, `reversal answered: ${reversal}`);
  assert.match(reversal, new RegExp(`入库单 ${key} 的库存已移动或分配，不能冲销`));
  assert.equal(num(one<{ q: unknown }>('SELECT SUM(qtyreceived) AS q FROM receiptdetail WHERE whseid = ? AND receiptkey = ?', whseid, key).q), 20, 'nothing reversed');
  await page.keyboard.press('Escape');

  verbose('verify and settle');
  await selectOnly(page, product, `/app/asn/list?receiptkey=${key}`, key);
  assert.match(await operate(page, '核销结算'), /完成/);
  assert.equal(one<{ status: string }>('SELECT status FROM receipt WHERE whseid = ? AND receiptkey = ?', whseid, key).status, '4');

  verbose('a scan on the settled receipt is refused, in zh');
  await page.goto(product.url('/app/scanGather'));
  await station.waitFor();
  // F9: the next document (the station keeps the one it had open).
  await page.locator('[data-screen="station"] input').press('F9');
  await scan(page, key);
  await station.getByRole('table').waitFor();
  await scan(page, skus[0] ?? '');
  await station.getByRole('alert').filter({ hasText: `入库单 ${key} 不允许扫描收货` }).waitFor();

  verbose('the stock at its locations, each movement in the transactions');
  const sku = skus[1] ?? '';
  const task = tasks.find((t) => t.sku === sku);
  assert.ok(task, 'a task of the second item');
  await page.goto(product.url(`/app/inventorySearch?sku=${sku}&loc=${task.toloc}`));
  await listGrid(page).locator('[role="row"]').filter({ hasText: task.toloc }).first().waitFor({ timeout: 30_000 });
  await page.goto(product.url(`/app/itrn?sourcekey=${key}`));
  const moves = listGrid(page).locator('[role="row"]').filter({ hasText: key });
  await moves.first().waitFor({ timeout: 30_000 });
  const booked = num(one<{ n: unknown }>('SELECT COUNT(*) AS n FROM itrn WHERE whseid = ? AND sourcekey = ?', whseid, key).n);
  assert.ok(booked >= 4, `receipt movements booked: ${String(booked)}`);
  await page.locator('[data-screen="list"]').getByText(`共 ${String(booked)} 条`).first().waitFor();

  verbose('a move: to the lost-box location refused, to a storage location booked');
  const firstSku = skus[0] ?? '';
  const firstTask = tasks.find((t) => t.sku === firstSku);
  assert.ok(firstTask, 'a task of the first item');
  /** The item's stock at a location, every row of it summed. */
  const stockAt = (sku: string, loc: string) => one<{ qty: unknown }>('SELECT COALESCE(SUM(qty), 0) AS qty FROM lotxlocxid WHERE whseid = ? AND sku = ? AND loc = ?', whseid, sku, loc);
  const stockRow = (id: number) => one<{ id: number; qty: unknown; qtyonhold: unknown; qtyallocated: unknown }>('SELECT id, qty, qtyonhold, qtyallocated FROM lotxlocxid WHERE id = ?', id);
  const target = one<{ loc: string }>(`SELECT loc FROM loc WHERE whseid = ? AND loctype NOT IN ('LOST', 'DOCK') AND zone NOT IN ('RCV', 'SHIP') AND loc <> ? ORDER BY loc DESC LIMIT 1`, whseid, firstTask.toloc).loc;
  const movedFrom = num(stockAt(firstSku, firstTask.toloc).qty);
  await selectOnly(page, product, `/app/inventorySearch?sku=${firstSku}&loc=${firstTask.toloc}`, firstTask.toloc);
  const lost = await operate(page, '移库', { 移动数量: '2', 目标库位: 'LOST' });
  assert.doesNotMatch(lost, /完成/, `a move to the lost-box location: ${lost}`);
  await page.keyboard.press('Escape');
  await selectOnly(page, product, `/app/inventorySearch?sku=${firstSku}&loc=${firstTask.toloc}`, firstTask.toloc);
  assert.match(await operate(page, '移库', { 移动数量: '2', 目标库位: target }), /完成/);
  assert.equal(num(stockAt(firstSku, firstTask.toloc).qty), movedFrom - 2, 'two moved away');
  assert.equal(num(stockAt(firstSku, target).qty) >= 2, true, 'two arrived');

  verbose('a hold: the held stock is not allocated');
  const thirdSku = skus[2] ?? '';
  const thirdTask = tasks.find((t) => t.sku === thirdSku);
  assert.ok(thirdTask, 'a task of the third item');
  const holdcode = one<{ code: string }>(`SELECT code FROM basecode WHERE whseid = ? AND category = 'inventoryholdcode' ORDER BY code LIMIT 1`, whseid).code;
  await selectOnly(page, product, `/app/inventorySearch?sku=${thirdSku}&loc=${thirdTask.toloc}`, thirdTask.toloc);
  assert.match(await operate(page, '冻结', { 冻结代码: holdcode, 冻结原因: '外箱破损，待检' }), /完成/);
  const heldId = one<{ stockid: number }>('SELECT stockid FROM inventoryhold WHERE whseid = ? ORDER BY id DESC LIMIT 1', whseid).stockid;
  const held = stockRow(heldId);
  assert.ok(num(held.qtyonhold) === num(held.qty) && num(held.qty) > 0, 'the stock is held');
  // An order for every piece of the item in the warehouse: the held ones cannot be allocated.
  const onHand = num(one<{ q: unknown }>('SELECT SUM(qty) AS q FROM lotxlocxid WHERE whseid = ? AND sku = ?', whseid, thirdSku).q);
  const token = one<{ token: string }>('SELECT token FROM session_token WHERE userid = ? ORDER BY expires_at DESC LIMIT 1', 'admin').token;
  const { origin } = product;
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${origin}/GT_WMS_APP${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: token, language: 'zh_cn' }, body: JSON.stringify(body) });
    return (await response.json()) as { returnCode: string; bean?: Record<string, unknown> };
  };
  const order = await call('/orders/insert', { storerkey: 'OW001', ordertype: '0', orderdate: '2026-06-12 10:00:00' });
  assert.equal(order.returnCode, '200', JSON.stringify(order));
  const orderkey = String(order.bean?.orderkey);
  assert.equal((await call('/ckddDetail/insert', { orderkey, storerkey: 'OW001', sku: thirdSku, qtyordered: onHand })).returnCode, '200');
  await selectOnly(page, product, `/app/orders/list?orderkey=${orderkey}`, orderkey);
  const allocation = await operate(page, '分配');
  assert.match(allocation, new RegExp(`缺货 1 行：${orderkey} 第 \\d+ 行 ${thirdSku} 缺 \\d+`), allocation);
  const short = Number([...allocation.matchAll(/缺 (\d+)/g)].at(-1)?.[1]);
  assert.ok(short >= num(held.qty), `short by ${String(short)}, at least the ${String(num(held.qty))} held`);
  assert.equal(num(stockRow(heldId).qtyallocated), 0, 'nothing allocated from the held stock');

  verbose('a count with a variance, approved into an adjustment');
  const secondLoc = task.toloc;
  await page.goto(product.url('/app/ccparenttask'));
  await listGrid(page).locator('[role="row"]').nth(1).waitFor({ timeout: 30_000 });
  assert.match(await operate(page, '生成盘点任务', { 库位: secondLoc }), /完成/);
  const ccTask = one<{ cckey: string; stockid: number; sysqty: unknown }>(`SELECT cckey, stockid, sysqty FROM cctask WHERE whseid = ? AND sku = ? AND loc = ? AND status = '0' ORDER BY id DESC LIMIT 1`, whseid, sku, secondLoc);
  const before = num(stockRow(ccTask.stockid).qty);
  assert.equal(num(ccTask.sysqty), before);
  await selectOnly(page, product, `/app/cctaskdetail?cckey=${ccTask.cckey}`, ccTask.cckey);
  assert.match(await operate(page, '录入盘点数量', { 盘点数量: String(before - 1) }), /完成/);
  await selectOnly(page, product, `/app/cctaskdetail?cckey=${ccTask.cckey}`, ccTask.cckey);
  assert.match(await operate(page, '审核差异'), /完成/);
  assert.equal(num(stockRow(ccTask.stockid).qty), before - 1, 'the variance booked');
  const adjustment = one<{ qty: unknown; reasoncode: string } | undefined>(`SELECT qty, reasoncode FROM adjustment WHERE whseid = ? AND reviewremark = ?`, whseid, ccTask.cckey);
  assert.deepEqual(adjustment && [num(adjustment.qty), adjustment.reasoncode], [-1, 'CC'], 'an adjustment of the variance');

  verbose('the refusal in en after switching');
  await page.getByRole('button', { name: /语言/ }).first().click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  await page.goto(product.url('/app/scanGather'));
  await station.waitFor();
  await page.locator('[data-screen="station"] input').press('F9');
  await scan(page, key);
  await station.getByRole('table').waitFor();
  await scan(page, skus[0] ?? '');
  await station.getByRole('alert').filter({ hasText: `Receipt ${key} does not allow scanning` }).waitFor();

  await context.close();
  assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
});
