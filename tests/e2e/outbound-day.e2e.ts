/**
 * An outbound day through the screens against the reference server (issue 15's acceptance): two
 * orders created with their lines in the order drawer → a saved filter → the wave plan panel
 * builds a wave of both → wave allocation reports the one line short → its documents printed to
 * the print plug-in simulator, nothing printed twice across a forced reconnect → tasks sent → picked, one
 * short pick accepted in pick variance → re-checked at the station by scanning (a wrong item
 * refused, loudly) → packed into a carton → weighed (a non-number refused) → shipped: stock and
 * transactions reflect it; the shipped order refused at the ship station in zh and in en. The
 * books are read from the server's database to check what each screen booked.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { Browser, Page } from 'playwright-core';
import { PluginSimulator } from '../../packages/print/src/simulator/index.ts';
import { engineTitle } from './engines.ts';
import { freshDatabase, launchBrowser, logIn, openPage, prepareTestApp, type Product } from './harness.ts';

interface Running { url: string; db: DatabaseSync; close: () => Promise<void> }
type StartServer = (options: Record<string, unknown>) => Promise<Running>;
type Deposit = (booking: Record<string, unknown>, key: Record<string, string>, qty: number) => unknown;

let server: Running | undefined;
let browser: Browser | undefined;
let dataDir = '';
let product: Product | undefined;
let deposit: Deposit | undefined;

before(async () => {
  const app = await prepareTestApp();
  dataDir = mkdtempSync(join(tmpdir(), 'wms-e2e-outday-'));
  const mod = (await import('../../apps/wms-server/src/index.ts')) as { startServer: StartServer };
  server = await mod.startServer({ port: 0, ...freshDatabase(dataDir), appDir: app.dir, logger: false });
  deposit = ((await import('../../apps/wms-server/src/ledger/ledger.ts')) as unknown as { deposit: Deposit }).deposit;
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

const W = 'WH01';
const db = () => { if (!server) throw new Error('no server'); return server.db; };
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the test names the shape of the row it reads
const one = <T,>(sql: string, ...args: (string | number)[]) => db().prepare(sql).get(...args) as T;
const all = <T,>(sql: string, ...args: (string | number)[]) => db().prepare(sql).all(...args) as T[];
const num = (value: unknown) => Number(value);
const verbose = (name: string) => { if (process.env.WMS_E2E_VERBOSE) console.log(`step: ${name}`); };

async function eventually(check: () => boolean, message: string, timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(message);
}

/** A call of the contract as the logged-in admin, for what the day does not do through a screen (the saved filter). */
async function call(path: string, body: unknown): Promise<{ returnCode: string; returnMgr?: string; bean?: unknown }> {
  const token = one<{ token: string }>('SELECT token FROM session_token WHERE userid = ? ORDER BY expires_at DESC LIMIT 1', 'admin').token;
  const response = await fetch(`${server?.url ?? ''}/GT_WMS_APP${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'zh_cn', Authorization: token, 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { returnCode: string; returnMgr?: string; bean?: unknown };
}

/** An item with `qty` on hand at the first pick location, put there through the ledger. */
function item(sku: string, qty: number): string {
  db().prepare(`INSERT INTO sku (storerkey, sku, descr, stdgrossweight, active, replenmin, replenmax) VALUES ('OW001', ?, ?, 1, '1', 0, 0)`).run(sku, `出库日测试 ${sku}`);
  const loc = one<{ loc: string }>(`SELECT loc FROM loc WHERE whseid = ? AND loctype = 'PICK' AND status = 'OK' ORDER BY loc LIMIT 1`, W).loc;
  if (!deposit) throw new Error('no ledger');
  deposit({ db: db(), userid: 'admin', now: '2026-06-15 02:00:00', sourcetype: 'ADJUST', sourcekey: `E2E${sku}` }, { whseid: W, storerkey: 'OW001', sku, lot: `LOT${sku}`, loc, lpnid: '' }, qty);
  return loc;
}

async function scan(page: Page, code: string): Promise<void> {
  const field = page.locator('[data-screen="station"] input');
  await field.fill(code);
  await field.press('Enter');
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string | RegExp, option?: string | RegExp): Promise<void> {
  await scope.getByRole('button', { name: label }).first().click();
  const listbox = page.getByRole('listbox').last();
  await listbox.waitFor();
  if (option) await listbox.getByRole('option', { name: option }).first().click();
  else await listbox.getByRole('option').first().click();
}

const listGrid = (page: Page) => page.locator('[data-screen="list"] [role="grid"]').last();

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
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    const fresh = (await answer.allTextContents()).filter((text) => !before.includes(text));
    if (fresh.length) return fresh.join(' | ');
    await page.waitForTimeout(100);
  }
  throw new Error(`${name}: no answer`);
}

/** Creates an outbound order with its lines in the order drawer; its order number. */
async function createOrder(page: Page, product: Product, external: string, lines: [string, number][]): Promise<string> {
  await page.goto(product.url('/app/orders/list'));
  await page.getByRole('button', { name: '新建' }).click();
  const drawer = page.getByRole('dialog', { name: /出库单/ });
  await drawer.getByLabel('外部单号').fill(external);
  await choose(page, drawer, /货主/, 'OW001');
  await choose(page, drawer, /订单类型/, /普通订单/);
  const date = drawer.getByRole('group', { name: /下单时间/ }).first();
  await date.getByRole('spinbutton').first().click();
  for (const part of ['2026', '06', '14']) await page.keyboard.type(part);
  const table = drawer.locator('[data-document-lines]');
  for (const [i, [sku, qty]] of lines.entries()) {
    if (i > 0) await table.getByRole('button', { name: '添加一行' }).click();
    await table.getByLabel(`第 ${String(i + 1)} 行 商品编码`).fill(sku);
    await table.getByLabel(`第 ${String(i + 1)} 行 订购数量`).fill(String(qty));
  }
  await drawer.getByRole('button', { name: '保存' }).click();
  // Saved: the drawer closes (a refusal would keep it open with the server's reason).
  await drawer.waitFor({ state: 'detached', timeout: 30_000 }).catch(async () => {
    if (process.env.WMS_E2E_SHOTS) await page.screenshot({ path: `${process.env.WMS_E2E_SHOTS}/outday-order-${external}.png` });
    assert.fail(`the order drawer stayed open: ${(await drawer.innerText()).slice(-300)}`);
  });
  const saved = () => one<{ orderkey: string } | undefined>('SELECT orderkey FROM orders WHERE whseid = ? AND externorderkey = ?', W, external);
  await eventually(() => saved() !== undefined, `order ${external} saved`);
  return saved()?.orderkey ?? '';
}

void test(engineTitle('an outbound day: two orders → saved filter → wave plan panel → allocation short → documents printed → pick short → re-check → pack → weigh → ship → shipping again refused'), { timeout: 300_000 }, async () => {
  if (!product || !browser) throw new Error('not started');
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'zh-CN' });
  const { page, errors } = await openPage(context);
  await logIn(page, product);
  const a = 'OUTDAYA';
  const b = 'OUTDAYB';
  const pickLoc = item(a, 10);
  item(b, 3);

  verbose('two orders with their lines in the drawer');
  const o1 = await createOrder(page, product, 'OUTDAY-1', [[a, 4], [b, 5]]);
  const o2 = await createOrder(page, product, 'OUTDAY-2', [[a, 2]]);
  assert.deepEqual(all<{ sku: string; qtyordered: unknown }>('SELECT sku, qtyordered FROM orderdetail WHERE orderkey = ? ORDER BY orderlinenumber', o1).map((l) => [l.sku, num(l.qtyordered)]), [[a, 4], [b, 5]]);

  verbose('a saved filter, and the wave plan panel builds a wave of both');
  assert.equal((await call('/savefilter/insert', { plancode: 'OUTDAYF', planname: '出库日筛选', filtertext: 'externorderkey~OUTDAY-', maxorders: 10, minorders: 1 })).returnCode, '200');
  await page.goto(product.url('/waveplanpanel'));
  const planner = page.locator('[data-screen="wave-plan"]');
  await planner.waitFor();
  await choose(page, planner, /波次筛选条件/, /出库日筛选（OUTDAYF）/);
  await planner.getByRole('button', { name: '查询候选订单' }).click();
  const panel = planner.locator('[data-panel="candidates"]');
  await panel.getByText('建波次将纳入前 2 个订单（3 行，11 件），其余 0 个留待下一波次。').waitFor();
  await panel.getByRole('button', { name: '创建波次' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '创建波次' }).click();
  const created = panel.locator('[data-outcome="success"]');
  await created.waitFor();
  const wavekey = ((await created.innerText()).match(/WV\d{10}/) ?? [''])[0];
  assert.ok(wavekey, 'a wave');
  assert.deepEqual(all<{ orderkey: string }>('SELECT orderkey FROM orders WHERE wavekey = ? ORDER BY orderkey', wavekey).map((o) => o.orderkey), [o1, o2].sort());

  verbose('wave allocation: the line short is reported');
  await selectOnly(page, product, `/app/wavemgmt/list?wavekey=${wavekey}`, wavekey);
  const allocation = await operate(page, '波次库存分配');
  assert.match(allocation, new RegExp(`缺货 1 行：${o1} 第 \\d+ 行 ${b} 缺 2`), allocation);

  verbose('wave documents printed to the plug-in simulator: a forced reconnect prints nothing twice');
  const simulator = new PluginSimulator({ port: (await prepareTestApp()).printPort, host: '127.0.0.1', latencyMs: [5, 20], commandLatencyMs: { printLabel: [600, 800] } });
  await simulator.start();
  try {
    await page.goto(product.url(`/waveDocPrint?wavekey=${wavekey}`));
    const printing = page.locator('[data-screen="wave-doc-print"]');
    await printing.waitFor();
    await printing.getByText(/已连接/).first().waitFor();
    await printing.getByRole('button', { name: '打印未打印的单据（3）' }).click();
    const start = Date.now();
    while (!simulator.received.some((r) => r.cmd === 'printLabel')) {
      if (Date.now() - start > 20_000) throw new Error('no label reached the plug-in');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The plug-in restarts while the labels are under way: their replies are lost.
    await simulator.restart(300);
    await printing.getByText('已打印 3 份单据，并已标记为已打印。').waitFor({ timeout: 60_000 });
    assert.equal(new Set(simulator.printed).size, simulator.printed.length, 'no document printed twice');
    assert.deepEqual(all<{ docid: string }>('SELECT docid FROM outbound_doc WHERE wavekey = ? AND printed = 1 ORDER BY docid', wavekey).map((d) => d.docid),
      [`${wavekey}-PL`, `${wavekey}-LB-${o1}`, `${wavekey}-LB-${o2}`].sort());
  } finally {
    await simulator.stop();
  }

  verbose('tasks sent, picked with one short pick accepted in pick variance');
  await selectOnly(page, product, `/app/wavemgmt/list?wavekey=${wavekey}`, wavekey);
  assert.match(await operate(page, '波次下发任务'), /完成/);
  const picks = all<{ pickdetailkey: string; orderkey: string; qty: unknown }>('SELECT pickdetailkey, orderkey, qty FROM pickdetail WHERE wavekey = ? ORDER BY id', wavekey);
  assert.equal(picks.length, 3, 'three picks');
  for (const pick of picks) {
    await selectOnly(page, product, `/app/pick?pickdetailkey=${pick.pickdetailkey}`, pick.pickdetailkey);
    const short = pick.orderkey === o2;
    assert.match(await operate(page, '拣货确认', short ? { 实拣数量: String(num(pick.qty) - 1) } : {}), /完成/);
  }
  await selectOnly(page, product, `/app/pickmove?orderkey=${o2}`, o2);
  assert.match(await operate(page, '确认短拣'), /完成/);
  assert.equal(one<{ status: string }>('SELECT status FROM orders WHERE orderkey = ?', o1).status, '4', 'the first order picked');

  verbose('re-check at the station: a wrong item refused, loudly');
  await page.goto(product.url('/app/orders/checkAgain'));
  const station = page.locator('[data-screen="station"]');
  await station.waitFor();
  await scan(page, o1);
  await station.getByRole('table').waitFor();
  await scan(page, 'NOT-AN-ITEM');
  await station.getByRole('alert').filter({ hasText: '单据中没有商品 NOT-AN-ITEM' }).waitFor();
  await scan(page, `4*${a}`);
  await scan(page, `3*${b}`);
  await station.locator('input').press('F8');
  // Finished: every pick of the order re-checked (recheck status 2), nothing booked by the wrong scan.
  await eventually(() => all<{ recheckstatus: string }>('SELECT recheckstatus FROM pickdetail WHERE orderkey = ?', o1).every((p) => p.recheckstatus === '2'), 're-checked');

  verbose('packed into a carton');
  await page.goto(product.url('/PACKCHECK'));
  await station.waitFor();
  await station.locator('input').press('F9');
  await scan(page, o1);
  await station.getByRole('table').waitFor();
  await station.locator('input').press('F6');
  await scan(page, 'CT-OUTDAY-1');
  await scan(page, `4*${a}`);
  await scan(page, `3*${b}`);
  await station.locator('input').press('F8');
  await eventually(() => all<{ caseid: string }>('SELECT DISTINCT caseid FROM pickdetail WHERE orderkey = ?', o1).map((r) => r.caseid).join() === 'CT-OUTDAY-1', 'packed into CT-OUTDAY-1');

  verbose('weighed: a non-number refused, the weight booked');
  await page.goto(product.url('/WEIGHFORM'));
  await station.waitFor();
  await station.locator('input').press('F9');
  await scan(page, o1);
  await station.getByRole('table').waitFor();
  await scan(page, '七公斤');
  await station.getByRole('alert').filter({ hasText: '重量必须是有效数字' }).waitFor();
  await scan(page, '7.1');
  await eventually(() => num(one<{ w: unknown }>('SELECT totalweight AS w FROM orders WHERE orderkey = ?', o1).w) === 7.1, 'the weight booked');

  verbose('shipped: stock and transactions reflect it');
  const onHandA = () => num(one<{ q: unknown }>('SELECT SUM(qty) AS q FROM lotxlocxid WHERE whseid = ? AND sku = ? AND loc = ?', W, a, pickLoc).q);
  const beforeA = onHandA();
  await selectOnly(page, product, `/app/orders/list?orderkey=${o1}`, o1);
  assert.match(await operate(page, '发运'), /完成/);
  assert.equal(one<{ status: string }>('SELECT status FROM orders WHERE orderkey = ?', o1).status, '5');
  assert.equal(onHandA(), beforeA - 4, 'four of A left the warehouse');
  assert.deepEqual(all<{ sku: string; qty: unknown }>(`SELECT sku, qty FROM itrn WHERE trantype = 'WD' AND sourcetype = 'ORDER' AND sourcekey = ? ORDER BY sku`, o1).map((r) => [r.sku, Math.abs(num(r.qty))]), [[a, 4], [b, 3]]);
  await page.goto(product.url(`/app/itrn?sourcekey=${o1}`));
  await listGrid(page).locator('[role="row"]').filter({ hasText: o1 }).first().waitFor({ timeout: 30_000 });

  verbose('shipping again refused, in zh and en');
  const itrnAfter = num(one<{ n: unknown }>('SELECT COUNT(*) AS n FROM itrn').n);
  await page.goto(product.url('/app/focusship_kd'));
  await station.waitFor();
  await station.locator('input').press('F9');
  await scan(page, o1);
  await station.getByRole('alert').filter({ hasText: `出库单 ${o1} 当前状态为“已发运”，不能在此工作站处理` }).waitFor();
  await page.getByRole('button', { name: /语言/ }).first().click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  await page.goto(product.url('/app/focusship_kd'));
  await station.waitFor();
  await station.locator('input').press('F9');
  await scan(page, o1);
  await station.getByRole('alert').filter({ hasText: `Order ${o1} is in status "Shipped" and cannot be handled at this station` }).waitFor();
  assert.equal(num(one<{ n: unknown }>('SELECT COUNT(*) AS n FROM itrn').n), itrnAfter, 'nothing booked by the refusals');
  await context.close();
  assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
});
