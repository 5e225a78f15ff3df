/**
 * Issue 25 in the browser against the reference server: two people edit the same receipt in two
 * browser contexts (a conflict in zh, then one in en): nothing typed is lost, "apply my changes"
 * saves them on the latest version, the other user's change stays. A receipt created, edited,
 * received and settled shows those four entries in its History tab, with users and fields.
 * Ends with POST /books/check = 0 violations.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Browser, Page } from 'playwright-core';
import { engineTitle, inChromium } from './engines.ts';
import { apiSession, assertBooksBalanced, freshDatabase, launchBrowser, logIn, openPage, prepareTestApp, type Product } from './harness.ts';
import { hashPassword } from '../../apps/wms-server/src/seed/seed.ts';

interface Running { url: string; db: DatabaseSync; close: () => Promise<void> }
type StartServer = (options: Record<string, unknown>) => Promise<Running>;

let server: Running | undefined;
let browser: Browser | undefined;
let dataDir = '';
let product: Product | undefined;
/** The second person: an internal user given a password and the admin role for this test. */
const WANG = { userid: '', password: 'wang12345' };

before(async () => {
  // The file's own copy of the build (in WebKit it records the page's errors: harness.ts).
  const app = await prepareTestApp();
  dataDir = mkdtempSync(join(tmpdir(), 'wms-e2e-books-'));
  const mod = (await import('../../apps/wms-server/src/index.ts')) as { startServer: StartServer };
  server = await mod.startServer({ port: 0, ...freshDatabase(dataDir), appDir: app.dir, logger: false });
  browser = await launchBrowser();
  const origin = server.url;
  const db = server.db;
  product = { origin, browser, url: (path) => `${origin}/ris-wms${path}`, expireSessions: () => { db.exec('DELETE FROM session_token'); }, close: () => Promise.resolve() };
  const other = db.prepare("SELECT userid FROM users WHERE usertype = 'internal' AND userid <> 'admin' AND active = '1' AND whseids LIKE '%WH01%' ORDER BY userid LIMIT 1").get() as { userid: string };
  WANG.userid = other.userid;
  db.prepare("UPDATE users SET password_hash = ?, salt = 'e2e-salt', roleid = 'ADMIN' WHERE userid = ?").run(hashPassword(WANG.password, 'e2e-salt'), WANG.userid);
});
after(async () => {
  // The books balance after everything this suite did (issue 25: every e2e suite ends so).
  if (product) await assertBooksBalanced(product.origin);
  await browser?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const get = () => {
  if (!product || !server) throw new Error('the product did not start');
  return { product, db: server.db };
};

/** A new receipt with one line, through the API as admin; its id. */
async function newReceipt(notes: string): Promise<number> {
  const admin = await apiSession(get().product.origin, 'admin', 'admin123');
  const answer = await admin.post('/asn/saveWithLines', {
    header: { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-10 08:00:00', expectedreceiptdate: '2026-06-12', door: 'DOOR01', notes },
    lines: [{ sku: 'AP000096', qtyexpected: 6 }],
  }) as { returnCode: string; returnMgr?: string; bean?: { header?: { id?: number } } };
  assert.equal(answer.returnCode, '200', answer.returnMgr);
  const id = Number(answer.bean?.header?.id);
  assert.ok(id > 0);
  return id;
}

const row = (id: number) => get().db.prepare('SELECT door, notes, trailer, driver, version FROM receipt WHERE id = ?').get(id) as { door: string; notes: string; trailer: string; driver: string; version: number };

/** Opens the receipt's edit drawer and waits for its form. */
async function openDrawer(page: Page, id: number, lang: 'zh' | 'en'): Promise<ReturnType<Page['getByRole']>> {
  await page.goto(get().product.url(`/asnDeawer?mode=edit&id=${String(id)}`));
  const drawer = page.getByRole('dialog', { name: lang === 'zh' ? /^编辑/ : /^Edit/ });
  await drawer.getByRole('textbox', { name: lang === 'zh' ? '月台' : 'Door' }).waitFor({ timeout: 120_000 });
  return drawer;
}

async function setText(drawer: ReturnType<Page['getByRole']>, label: string, value: string) {
  const field = drawer.getByRole('textbox', { name: label, exact: true });
  await field.fill(value);
}

async function saveAndWaitClosed(page: Page, drawer: ReturnType<Page['getByRole']>, lang: 'zh' | 'en') {
  await drawer.getByRole('button', { name: lang === 'zh' ? '保存' : 'Save', exact: true }).click();
  await drawer.waitFor({ state: 'detached', timeout: 60_000 }).catch(async (error: unknown) => {
    await page.screenshot({ path: join(tmpdir(), `books-e2e-${String(Date.now())}.png`) });
    throw error;
  });
}

async function language(page: Page, lang: 'zh' | 'en') {
  await page.evaluate((value) => { localStorage.setItem('wms.language', value); }, lang);
}

for (const [first, second, lang] of [['admin', 'wang', 'zh'], ['wang', 'admin', 'en']] as const) {
  void test(engineTitle(`two people edit one receipt (${lang}): the conflict keeps what was typed, "apply my changes" saves it on the latest version, the other change stays`), { timeout: 900_000 }, async () => {
    const { product } = get();
    const id = await newReceipt(`conflict ${lang}`);
    const users = { admin: { user: 'admin', password: 'admin123' }, wang: { user: WANG.userid, password: WANG.password } };
    const contextA = await product.browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
    const contextB = await product.browser.newContext({ locale: 'zh-CN' });
    const a = await openPage(contextA);
    const b = await openPage(contextB);
    await logIn(a.page, product, users[second].user, users[second].password);
    await logIn(b.page, product, users[first].user, users[first].password);
    if (lang === 'en') {
      await language(a.page, 'en');
    }
    // Both open the receipt at version 1 (of its header).
    const drawerA = await openDrawer(a.page, id, lang);
    const drawerB = await openDrawer(b.page, id, 'zh');
    const before = row(id).version;
    // B saves first: the trailer and the driver.
    await setText(drawerB, '车牌号', '沪B88888');
    await setText(drawerB, '司机', '赵敏');
    await saveAndWaitClosed(b.page, drawerB, 'zh');
    assert.equal(row(id).trailer, '沪B88888');
    // A typed the door and the notes meanwhile, on the version read before B's save.
    const doorLabel = lang === 'zh' ? '月台' : 'Door';
    const notesLabel = lang === 'zh' ? '备注' : 'Notes';
    await setText(drawerA, doorLabel, 'DOOR07');
    await setText(drawerA, notesLabel, `mine ${lang}`);
    await drawerA.getByRole('button', { name: lang === 'zh' ? '保存' : 'Save', exact: true }).click();
    // The conflict, in A's language, naming B; what A typed is all still there.
    const panel = drawerA.getByRole('region', { name: lang === 'zh' ? /保存冲突/ : /Save conflict/ });
    await panel.waitFor({ timeout: 60_000 });
    const who = users[first].user;
    const sentence = await panel.getByRole('alert').textContent() ?? '';
    assert.match(sentence, lang === 'zh' ? new RegExp(`已被${who}于.+修改`) : new RegExp(`was changed by ${who} at`));
    assert.equal(await drawerA.getByRole('textbox', { name: doorLabel, exact: true }).inputValue(), 'DOOR07');
    assert.equal(await drawerA.getByRole('textbox', { name: notesLabel, exact: true }).inputValue(), `mine ${lang}`);
    assert.ok((await panel.textContent() ?? '').includes('沪B88888'), 'the other user’s trailer is shown');
    assert.ok((await panel.textContent() ?? '').includes('DOOR07'), 'the user’s door is shown beside it');
    // Apply mine: saved on the latest version, B's change still there.
    await panel.getByRole('button', { name: lang === 'zh' ? '将我的修改应用到最新记录' : 'Apply my changes to the latest' }).click();
    await drawerA.waitFor({ state: 'detached', timeout: 60_000 }).catch(async (error: unknown) => {
      await a.page.screenshot({ path: join(tmpdir(), `books-e2e-apply-${lang}.png`) });
      throw error;
    });
    const after = row(id);
    assert.deepEqual({ door: after.door, notes: after.notes, trailer: after.trailer, driver: after.driver }, { door: 'DOOR07', notes: `mine ${lang}`, trailer: '沪B88888', driver: '赵敏' });
    assert.equal(after.version, before + 2, 'two saves: B’s and A’s on the latest version');
    assert.deepEqual([...a.errors, ...b.errors].filter((e) => !/Failed to load resource|409/.test(e)), []);
    await contextA.close();
    await contextB.close();
  });
}

if (inChromium()) void test('a receipt’s History tab after create, edit, receive and settle shows those four entries with their users and fields', { timeout: 900_000 }, async () => {
  const { product } = get();
  const id = await newReceipt('history');
  const context = await product.browser.newContext({ locale: 'zh-CN' });
  const { page, errors } = await openPage(context);
  // Edit: as wang, in the drawer.
  await logIn(page, product, WANG.userid, WANG.password);
  const drawer = await openDrawer(page, id, 'zh');
  await setText(drawer, '月台', 'DOOR05');
  await saveAndWaitClosed(page, drawer, 'zh');
  // Receive and settle: as admin, the list's operations through the API.
  const admin = await apiSession(product.origin, 'admin', 'admin123');
  for (const op of ['receiveAll', 'settle']) {
    const answer = await admin.post(`/asn/op/${op}`, { ids: [id] }, { 'Idempotency-Key': randomUUID() }) as { returnCode: string; returnMgr?: string };
    assert.equal(answer.returnCode, '200', `${op}: ${answer.returnMgr ?? ''}`);
  }
  await page.goto(product.url(`/asnDeawer?mode=info&id=${String(id)}`));
  await page.getByRole('tab', { name: '历史记录' }).click();
  // The entries' own list (an ol), after the record's created/changed/version lines.
  const entries = page.getByRole('dialog').locator('ol > li');
  await entries.nth(3).waitFor({ timeout: 60_000 });
  await page.getByRole('dialog').getByRole('list', { name: '记录信息' }).getByText(/^版本 \d+$/).waitFor();
  const texts = await entries.allTextContents();
  assert.equal(texts.length, 4, texts.join('\n'));
  assert.match(texts[0] ?? '', /admin/);
  assert.match(texts[0] ?? '', /操作：核销结算/);
  assert.match(texts[1] ?? '', /操作：整单收货/);
  assert.match(texts[2] ?? '', new RegExp(WANG.userid));
  assert.match(texts[2] ?? '', /修改/);
  assert.match(texts[2] ?? '', /月台DOOR01 → DOOR05/);
  assert.match(texts[3] ?? '', /新建/);
  assert.match(texts[3] ?? '', /admin/);
  // The admins' audit search finds the same entries and names them as the History tab does:
  // the receipt list by its title, statuses by their names (the server records codes).
  const changesAfter = (text: string, marker: string) => text.slice(text.indexOf(marker) + marker.length);
  await page.goto(product.url('/index/home1'));
  await page.getByRole('button', { name: '审计查询' }).click();
  const search = page.getByRole('dialog', { name: '审计查询' });
  await search.getByRole('textbox', { name: '单据（菜单代码）' }).fill('asn');
  await search.getByRole('textbox', { name: '记录ID' }).fill(String(id));
  await search.getByRole('button', { name: '查询', exact: true }).click();
  const found = search.locator('ol > li');
  // The drawer opens on every list's latest entries and keeps them shown until the search's
  // answer replaces them: read the entries once they are all this record's.
  await page.waitForFunction((record) => {
    const items = [...document.querySelectorAll('[role="dialog"] ol > li')];
    return items.length >= 4 && items.every((item) => item.textContent.includes(`#${record}`));
  }, String(id), { timeout: 60_000 });
  const audit = await found.allTextContents();
  assert.equal(audit.length, 4, audit.join('\n'));
  for (const [at, action] of [[0, '操作：核销结算'], [1, '操作：整单收货']] as const) {
    assert.ok(audit[at]?.includes(`入库单 #${String(id)}`), audit[at]);
    const named = changesAfter(texts[at] ?? '', action);
    assert.match(named, /状态\D/, `the History tab names the status: ${named}`);
    assert.equal(changesAfter(audit[at] ?? '', `入库单 #${String(id)}`), named);
  }
  assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
  await context.close();
});

if (inChromium()) void test('a delete right after one’s own save, before the list’s new page arrives, is not refused as someone else’s change', { timeout: 900_000 }, async () => {
  const { product, db } = get();
  const id = await newReceipt('own save then delete');
  const { receiptkey } = db.prepare('SELECT receiptkey FROM receipt WHERE id = ?').get(id) as { receiptkey: string };
  const context = await product.browser.newContext({ locale: 'zh-CN' });
  const { page, errors } = await openPage(context);
  await logIn(page, product);
  await page.goto(product.url('/app/asn/list'));
  // A new receipt has no receiving date yet: the list's default range (on it) is cleared first.
  await page.getByRole('button', { name: '清空搜索条件' }).click();
  await page.getByLabel('入库单号筛选').fill(receiptkey);
  await page.getByLabel('入库单号筛选').press('Enter');
  await page.waitForFunction(() => document.body.innerText.includes('共 1 条'), undefined, { timeout: 120_000 }).catch(async (error: unknown) => {
    await page.screenshot({ path: join(tmpdir(), 'books-e2e-own-save.png') });
    throw error;
  });
  await page.getByRole('checkbox', { name: '选择第 1 行' }).check();
  await page.getByRole('button', { name: '编辑' }).click();
  const drawer = page.getByRole('dialog', { name: /^编辑/ });
  await setText(drawer, '月台', 'DOOR03');
  // The list's page after the save is held back (a slow network): the page shown is the one
  // from before the save, with the version before it.
  let held = 0;
  await page.route('**/GT_WMS_APP/asn/list/**', async (route) => {
    held += 1;
    await new Promise((done) => setTimeout(done, 4000));
    await route.continue().catch(() => undefined);
  });
  await saveAndWaitClosed(page, drawer, 'zh');
  assert.equal(row(id).door, 'DOOR03');
  await page.getByRole('checkbox', { name: '选择第 1 行' }).check();
  await page.getByRole('button', { name: '删除' }).first().click();
  const deleted = page.waitForResponse((response) => response.url().endsWith('/GT_WMS_APP/asn/delete'), { timeout: 60_000 });
  await page.getByRole('dialog', { name: '确认删除' }).getByRole('button', { name: '删除' }).click();
  const answer = (await (await deleted).json()) as { returnCode: string; returnMgr?: string };
  assert.equal(answer.returnCode, '200', `the delete was refused: ${answer.returnMgr ?? ''}`);
  assert.ok(held > 0, 'the list’s page was asked for again after the save (and held back)');
  assert.equal(db.prepare('SELECT COUNT(*) AS n FROM receipt WHERE id = ?').get(id)?.n, 0, 'the receipt is deleted');
  await page.unroute('**/GT_WMS_APP/asn/list/**');
  assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
  await context.close();
});
