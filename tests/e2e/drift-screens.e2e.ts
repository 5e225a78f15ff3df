/**
 * Issue 47's reports, in the built app behind the drift proxy (tests/drift-proxy), in Chromium:
 *
 * - the receipts' rows under another key: the grid's body names the call and the field (not
 *   "暂无数据, 共 0 条" over 70 receipts), the shell stays;
 * - a list path answering 404: the grid names the call and the status, not only "系统错误";
 * - `null` for every empty list: the role permission page shows its users (it was replaced by the
 *   system error, `null.join`);
 * - the administrator's drift tab under system settings counts the drift this tab saw, per call.
 *
 * Screenshots of each go to WMS_DRIFT_SHOTS when set (to look at them).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { changesOf, startDriftProxy, type DriftProxy } from '../drift-proxy/proxy.ts';
import { freshDatabase, launchBrowser, openPage, prepareTestApp, waitOrDescribe } from './harness.ts';

interface RunningServer { url: string; close: () => Promise<void> }
type StartServer = (options: { port: number; dataDir: string; appDir?: string; reset?: boolean; logger?: boolean }) => Promise<RunningServer>;

let server: RunningServer | undefined;
let proxy: DriftProxy | undefined;
let browser: Browser | undefined;
let context: BrowserContext | undefined;
let page: Page | undefined;
let errors: string[] = [];
let dataDir = '';
const shots = process.env.WMS_DRIFT_SHOTS;

before(async () => {
  const app = await prepareTestApp();
  dataDir = mkdtempSync(join(tmpdir(), 'wms-drift-screens-'));
  const mod = (await import('../../apps/wms-server/src/index.ts')) as { startServer: StartServer };
  server = await mod.startServer({ port: 0, ...freshDatabase(dataDir), appDir: app.dir, logger: false });
  proxy = await startDriftProxy({ upstream: server.url });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  ({ page, errors } = await openPage(context));
  await page.goto(url('/'));
  await page.getByLabel(/用户名|User name/).fill('admin');
  await page.getByLabel(/密码|Password/).fill('admin123');
  await page.getByRole('button', { name: /^(登录|Log in)$/ }).click();
  await page.waitForURL(/\/ris-wms\/index\/home1/);
  if (shots) mkdirSync(shots, { recursive: true });
});

after(async () => {
  await context?.close();
  await browser?.close();
  await proxy?.close();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function url(path: string): string {
  if (!proxy) throw new Error('no proxy');
  return `${proxy.url}/ris-wms${path}`;
}

function thePage(): Page {
  if (!page) throw new Error('no page');
  return page;
}

/** Opens a route with the proxy's `changes` on (a new load of the app: its drift counts start at 0). */
async function open(path: string, changes: string): Promise<Page> {
  const at = thePage();
  proxy?.use(changesOf(changes));
  errors.splice(0);
  await at.goto(url(path));
  return at;
}

async function shot(name: string): Promise<void> {
  if (shots) await thePage().screenshot({ path: join(shots, `${name}.png`) });
}

/** The app stands: its shell's menu is there and no route was replaced by an error boundary. */
async function shellStands(at: Page): Promise<void> {
  await waitOrDescribe(at.getByRole('treegrid', { name: /菜单|Menu/ }));
  assert.equal(await at.locator('[data-state="error-boundary"]').count(), 0, 'a route fell back to its error boundary');
  assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), [], 'no page or console error');
}

void test('a page whose rows come under another key: the grid names the call and the field, not "no data"', async () => {
  const at = await open('/app/asn/list', 'rowsUnderOtherKey');
  const notice = at.locator('.g-wrap [data-state="drift"]');
  await waitOrDescribe(notice);
  assert.match(await notice.innerText(), /服务器对 POST \/asn\/list\/\{page\} 的应答与约定不同：\$\.page\.list 应为.*，实为 缺失/);
  assert.equal(await at.getByText('暂无数据').count(), 0);
  assert.equal(await at.getByText(/共 0 条/).count(), 0);
  await shellStands(at);
  await shot('receipts-rows-under-other-key');
});

void test('a list path answering 404: the grid names the call and the status', async () => {
  const at = await open('/app/asn/list', 'listPath404');
  const notice = at.locator('.g-wrap [data-state="call-failed"]');
  await waitOrDescribe(notice);
  assert.match(await notice.innerText(), /调用 POST \/asn\/list\/1 失败：服务器答以 HTTP 404/);
  await shellStands(at);
  await shot('receipts-list-404');
});

void test('null for every empty list: the role permission page shows its users', async () => {
  const at = await open('/rolePermission', 'nullForEmptyList');
  const table = at.getByRole('table');
  await waitOrDescribe(table.getByText('OW001, OW002'));
  assert.ok((await table.getByRole('row').count()) > 10, 'the users are listed');
  assert.equal(await at.getByText('系统错误，请联系管理员').count(), 0);
  await shellStands(at);
  await shot('role-permission-null-for-empty');
});

void test('the administrator sees the drift this tab counted under system settings, per call', async () => {
  const at = await open('/app/asn/list', 'rowsUnderOtherKey');
  await waitOrDescribe(at.locator('.g-wrap [data-state="drift"]'));
  // Opened inside the app (the palette), so the count of this tab's client is kept.
  proxy?.use([]);
  await at.keyboard.press('Control+k');
  const palette = at.getByRole('dialog', { name: '跳转到页面' });
  const field = palette.getByRole('combobox');
  await waitOrDescribe(field);
  await field.fill('/app/systemset');
  const found = palette.getByRole('listbox', { name: '找到的页面' }).locator('[data-path="/app/systemset"]');
  await waitOrDescribe(found.first());
  await found.first().click();
  const tab = at.getByRole('tab', { name: '接口差异（1）' });
  await waitOrDescribe(tab);
  await tab.click();
  const table = at.getByRole('table', { name: '服务器应答与约定的差异' });
  await waitOrDescribe(table);
  const row = table.getByRole('row').nth(1);
  assert.match(await row.innerText(), /POST \/asn\/list\/\{page\}[\s\S]*listPage[\s\S]*\$\.page\.list/);
  await shellStands(at);
  await shot('systemset-drift-tab');
});
