/**
 * The e2e harness: builds the app, starts the reference server over a temporary data folder on a
 * free port (serving the built app under /ris-wms/, as `./wms start` does), and drives Debian's
 * Chromium with the Playwright library. Every page's console errors are collected.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { currentEngine, launchPlaywright } from './engines.ts';
import { isPrintPluginAbsent } from '../setup/browserLogs.ts';
import { freePort } from '../setup/freePort.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
/** The built app; WMS_APP_DIST puts it elsewhere, so that parallel runs never share a build. */
export const APP_DIST = process.env.WMS_APP_DIST ? resolve(process.env.WMS_APP_DIST) : join(ROOT, 'apps/wms/dist');

/** What the reference server's startServer gives back (CONTRACT.md, 'Running'). */
interface RunningServer {
  url: string;
  db: { exec: (sql: string) => void };
  close: () => Promise<void>;
}
type StartServer = (options: { port: number; dataDir: string; appDir?: string; reset?: boolean; logger?: boolean }) => Promise<RunningServer>;

/** Builds the app once (set WMS_E2E_SKIP_BUILD=1 to reuse apps/wms/dist). */
export function buildApp(): void {
  if (process.env.WMS_E2E_SKIP_BUILD === '1' && existsSync(join(APP_DIST, 'index.html'))) return;
  const command = process.env.WMS_APP_DIST ? ['exec', 'vite', 'build', '--outDir', APP_DIST, '--emptyOutDir'] : ['build'];
  const result = spawnSync('pnpm', ['--filter', '@wms/app', ...command], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the app build failed');
}

/**
 * The options of a reference server over a fresh database in `dataDir`: a copy of the database
 * the e2e gate seeded once for the run (WMS_E2E_SEEDED_DB, see tests/e2e/seedOnce.ts) when there
 * is one, else seeded by the server as it starts. Seeding took about 3 s of CPU a file, for 14
 * files of the run; a copy is the same rows (the same seed, the same day).
 */
export function freshDatabase(dataDir: string): { dataDir: string; reset: boolean } {
  const seeded = process.env.WMS_E2E_SEEDED_DB;
  if (!seeded || !existsSync(seeded)) return { dataDir, reset: true };
  mkdirSync(dataDir, { recursive: true });
  for (const suffix of ['-wal', '-shm']) rmSync(join(dataDir, `wms.sqlite${suffix}`), { force: true });
  copyFileSync(seeded, join(dataDir, 'wms.sqlite'));
  return { dataDir, reset: false };
}

export { freePort };

export interface TestApp {
  /** The built app with this test file's own config.json, to serve as appDir. */
  dir: string;
  /** The print plug-in port this copy's config.json names (and the server's policy allows). */
  printPort: number;
}

let testApp: TestApp | undefined;

/**
 * The built app for this test file (node --test runs each file in its own process): a copy of
 * APP_DIST whose config.json names a free port for the print plug-in, and WMS_PRINT_PORT set so
 * that the reference server's Content-Security-Policy allows that port. The e2e files run in
 * parallel workers: a simulator started on `printPort` is this file's alone, and a file that
 * expects no plug-in never meets another file's. Builds the app first when needed; the copy is
 * removed when the process exits.
 */
export async function prepareTestApp(): Promise<TestApp> {
  if (testApp) return testApp;
  buildApp();
  const dir = mkdtempSync(join(tmpdir(), 'wms-e2e-app-'));
  cpSync(APP_DIST, dir, { recursive: true });
  const printPort = await freePort();
  const config = JSON.parse(readFileSync(join(APP_DIST, 'config.json'), 'utf8')) as { print?: Record<string, unknown> };
  config.print = { ...config.print, pluginPort: printPort };
  writeFileSync(join(dir, 'config.json'), JSON.stringify(config, null, 2));
  if (currentEngine() === 'webkit') await recordWebKitErrors(dir);
  process.env.WMS_PRINT_PORT = String(printPort);
  process.once('exit', () => { rmSync(dir, { recursive: true, force: true }); });
  testApp = { dir, printPort };
  return testApp;
}

/**
 * WebDriver classic reports no page or console errors: the WebKit run's copy of the build loads
 * a recorder of them first (tests/e2e/webkit.ts, webkitErrorRecorder), from its own file, as
 * the policy allows the app's own scripts only. index.html's compressed copies go, so that the
 * server sends this one.
 */
async function recordWebKitErrors(dir: string): Promise<void> {
  const { webkitErrorRecorder } = await import('./webkit.ts');
  writeFileSync(join(dir, 'e2e-errors.js'), webkitErrorRecorder);
  const page = readFileSync(join(dir, 'index.html'), 'utf8');
  if (!page.includes('<head>')) throw new Error('index.html has no <head>');
  writeFileSync(join(dir, 'index.html'), page.replace('<head>', '<head><script src="/ris-wms/e2e-errors.js"></script>'));
  for (const suffix of ['.br', '.gz']) rmSync(join(dir, `index.html${suffix}`), { force: true });
}

export interface Product {
  origin: string;
  /** Ends every session on the server: the next call answers 401. */
  expireSessions: () => void;
  /** The app's address of a route path: `${origin}/ris-wms${path}`. */
  url: (path: string) => string;
  browser: Browser;
  close: () => Promise<void>;
}

/**
 * The browser of this file's engine (tests/e2e/engines.ts): Chromium or Firefox under Playwright,
 * WebKitGTK through WebDriver behind the part of Playwright's API the flows use.
 */
export async function launchBrowser(): Promise<Browser> {
  const engine = currentEngine();
  if (engine === 'webkit') return (await import('./webkit.ts')).launchWebKit();
  return launchPlaywright(engine);
}

/** Starts the whole product: the reference server serving the built app, and a browser. */
export async function startProduct(): Promise<Product> {
  const app = await prepareTestApp();
  const dataDir = mkdtempSync(join(tmpdir(), 'wms-e2e-'));
  const mod = (await import('../../apps/wms-server/src/index.ts')) as { startServer?: StartServer };
  if (!mod.startServer) throw new Error('apps/wms-server does not export startServer');
  const server = await mod.startServer({ port: 0, ...freshDatabase(dataDir), appDir: app.dir, logger: false });
  const browser = await launchBrowser();
  const origin = server.url;
  return {
    origin,
    expireSessions: () => { server.db.exec('DELETE FROM session_token'); },
    url: (path) => `${origin}/ris-wms${path}`,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The browser's own log line of the absent print plug-in (tests/setup/browserLogs.ts). */
export { isPrintPluginAbsent };

/** A page that records console errors and uncaught exceptions. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isPrintPluginAbsent(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (isPrintPluginAbsent(error.message)) return;
    errors.push(error.message);
    // WMS_E2E_STACKS=1: where it was thrown, on stderr (the assertion names only the message).
    if (process.env.WMS_E2E_STACKS) console.error(`pageerror: ${error.stack ?? error.message}`);
  });
  // WMS_E2E_STACKS=1: an Error handed to console.error is also logged as its text and stack
  // (Firefox's driver reports such an argument as just "Error").
  if (process.env.WMS_E2E_STACKS) {
    page.on('console', (message) => { if (message.type() === 'error' && message.text().startsWith('[stack] ')) console.error(message.text()); });
    await page.addInitScript(() => {
      const error = console.error.bind(console);
      console.error = (...args: unknown[]) => {
        error(...args);
        for (const arg of args) if (arg instanceof Error) error(`[stack] ${arg.name}: ${arg.message}\n${arg.stack ?? ''}\ncause: ${String((arg as { cause?: unknown }).cause)}`);
      };
    });
  }
  // The page's last API calls, for describePage when a wait runs out (not in WebKit: WebDriver
  // classic reports no network events, and its driver knows only 'pageerror' and 'console').
  const calls: string[] = [];
  CALLS.set(page, calls);
  const keep = (method: string, url: string, outcome: string) => {
    const at = url.indexOf('/GT_WMS_APP/');
    if (at < 0) return;
    calls.push(`${method} ${url.slice(at)} ${outcome}`);
    if (calls.length > 12) calls.shift();
  };
  if (currentEngine() !== 'webkit') {
    page.on('response', (response) => { keep(response.request().method(), response.url(), String(response.status())); });
    page.on('requestfailed', (request) => { keep(request.method(), request.url(), `failed: ${request.failure()?.errorText ?? ''}`); });
  }
  // A Content-Security-Policy violation is an error of the page like any other: every e2e test
  // that asserts no errors also asserts that the app runs under the policy with none.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return { page, errors };
}

const CALLS = new WeakMap<Page, string[]>();

/**
 * What a page shows when a wait on it ran out, for the failure's message (a CI log has no
 * screenshot): its address, the focused field, the screen's text and its last API calls.
 */
export async function describePage(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    const focused = document.activeElement;
    const field = focused instanceof HTMLInputElement ? `${focused.getAttribute('aria-label') ?? focused.id}=${JSON.stringify(focused.value)}` : focused?.tagName ?? '';
    const screen = document.querySelector('[data-screen]') ?? document.querySelector('main') ?? document.body;
    return { url: location.href, field, text: (screen as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 600) };
  }).catch((error: unknown) => ({ url: page.url(), field: '', text: `(not readable: ${String(error)})` }));
  return [`address: ${state.url}`, `focus: ${state.field}`, `shows: ${state.text}`, `last API calls: ${(CALLS.get(page) ?? []).join('; ') || 'none'}`].join('\n');
}

/** Waits for a locator; when it does not come, fails saying what the page showed instead. */
export async function waitOrDescribe(locator: Locator, timeout = 30_000): Promise<void> {
  try {
    await locator.waitFor({ timeout });
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${await describePage(locator.page())}`, { cause: error });
  }
}

/** Logs in through the login screen. */
export async function logIn(page: Page, product: Product, user = 'admin', password = 'admin123'): Promise<void> {
  await page.goto(product.url('/'));
  await page.getByLabel(/用户名|User name/).fill(user);
  await page.getByLabel(/密码|Password/).fill(password);
  await page.getByRole('button', { name: /^(登录|Log in)$/ }).click();
  await page.waitForURL(/\/ris-wms\/index\/home1/);
}

/** A session of the API for a user, as a test's own client: `post(path, body)` answers the JSON body. */
export async function apiSession(origin: string, user: string, password: string): Promise<{ post: (path: string, body?: unknown, headers?: Record<string, string>) => Promise<unknown> }> {
  const base = `${origin}/GT_WMS_APP`;
  const login = await fetch(`${base}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: user, password }) });
  const answer = (await login.json()) as { bean?: { token?: string } };
  const token = answer.bean?.token;
  if (!token) throw new Error(`${user} could not log in`);
  return {
    post: async (path, body, headers = {}) => {
      const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: token, language: 'zh_cn', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
      return response.json() as Promise<unknown>;
    },
  };
}

/**
 * POST /books/check in every warehouse of the admin (issue 25): an e2e suite ends with 0
 * violations, or fails naming them.
 */
export async function assertBooksBalanced(origin: string): Promise<void> {
  const admin = await apiSession(origin, 'admin', 'admin123');
  const warehouses = ((await admin.post('/warehouse/userWarehouses')) as { bean?: { wmsId: string }[] }).bean ?? [];
  const found: string[] = [];
  for (const { wmsId } of warehouses) {
    await admin.post('/warehouse/switch', { wmsId });
    const check = (await admin.post('/books/check')) as { returnCode?: string; returnMgr?: string; bean?: { count?: number; violations?: { table: string; id: unknown; message: string }[] } };
    if (check.returnCode !== '200') throw new Error(`POST /books/check in ${wmsId} failed: ${check.returnMgr ?? ''}`);
    for (const v of check.bean?.violations ?? []) found.push(`${wmsId} ${v.table} #${String(v.id)}: ${v.message}`);
  }
  if (found.length > 0) throw new Error(`the books do not balance after the suite (${String(found.length)}):\n${found.slice(0, 20).join('\n')}`);
}

/**
 * Starts the product before a test file's tests and stops it after; `get()` hands it over. The
 * books are checked before it stops: a suite that leaves a violation fails.
 */
export function productFixture(hooks: { before: (fn: () => Promise<void>) => void; after: (fn: () => Promise<void>) => void }): { get: () => Product } {
  let product: Product | undefined;
  hooks.before(async () => { product = await startProduct(); });
  hooks.after(async () => {
    try {
      if (product) await assertBooksBalanced(product.origin);
    } finally {
      await product?.close();
    }
  });
  return {
    get: () => {
      if (!product) throw new Error('the product did not start');
      return product;
    },
  };
}
