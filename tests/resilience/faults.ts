/**
 * Fault injection in the browser (issue 19, point 2): for each kind of call the app makes, each
 * kind of fault, answered once by Playwright's routing in place of the server. Counted: white
 * screens (must be 0), faults shown as a catalogued message in the current language, and typed
 * input lost (the drawer keeps what was typed after a failed save and after a 401 round trip,
 * and the save then succeeds).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { logIn, openPage, ROOT, type Product } from '../e2e/harness.ts';

export type FaultKind = 'timeout' | 'reset' | 'http500' | 'malformedJson' | 'unexpectedEnvelope';
export const FAULTS: readonly FaultKind[] = ['timeout', 'reset', 'http500', 'malformedJson', 'unexpectedEnvelope'];

export interface FaultOutcome {
  call: string;
  fault: FaultKind | 'unauthorized';
  language: 'zh' | 'en';
  whiteScreen: boolean;
  messageShown: boolean;
  inputLost: boolean;
  message: string;
}

export interface FaultResult {
  injected: number;
  whiteScreens: number;
  messagesShown: number;
  inputsLost: number;
  outcomes: FaultOutcome[];
}

/** Every failure text of the catalogues (zh or en), as patterns ({{x}} matches anything). */
function catalogueMessages(language: 'zh' | 'en'): RegExp[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === `${language}.json`) files.push(path);
    }
  };
  walk(join(ROOT, 'packages'));
  walk(join(ROOT, 'apps/wms/src'));
  const out: RegExp[] = [];
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (!/error|fail|timeout|noaccess|refus|expired/i.test(key)) return;
      const pattern = value.split(/\{\{[^}]+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s\\S]*');
      if (pattern.length >= 4) out.push(new RegExp(pattern));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, `${key}.${k}`);
    }
  };
  for (const file of files) visit(JSON.parse(readFileSync(file, 'utf8')) as unknown, '');
  return out;
}

async function answerWithFault(route: Route, fault: FaultKind): Promise<void> {
  switch (fault) {
    case 'timeout':
      await route.abort('timedout');
      return;
    case 'reset':
      await route.abort('connectionreset');
      return;
    case 'http500':
      await route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body>Internal Server Error</body></html>' });
      return;
    case 'malformedJson':
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"returnCode":"200","page":{"list":[' });
      return;
    case 'unexpectedEnvelope':
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ok: true, rows: 'none' }) });
      return;
  }
}

/** Faults the first request whose URL matches, then lets the rest through. */
async function faultOnce(page: Page, match: RegExp, fault: FaultKind, method = 'POST'): Promise<{ hit: () => boolean }> {
  let hit = false;
  await page.route((url) => match.test(url.pathname), async (route) => {
    if (!hit && (method === 'ANY' || route.request().method() === method)) {
      hit = true;
      await answerWithFault(route, fault);
    } else {
      await route.fallback();
    }
  });
  return { hit: () => hit };
}

const grid = (page: Page) => page.locator('[data-screen="list"] [role="grid"]');
const waitRows = (page: Page) => grid(page).locator('[role="row"]').nth(2).waitFor({ timeout: 30_000 });

interface Scenario {
  call: string;
  match: RegExp;
  method?: string;
  /** Brings the page to where the call is made; may return a check of typed input. */
  act: (page: Page, product: Product, language: 'zh' | 'en') => Promise<void>;
  /** After the fault: is the typed input still there (save scenarios only)? */
  inputKept?: (page: Page) => Promise<boolean>;
}

const NOTE = '保留这段文字 keep me';
const drawer = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /^(保存|Save)$/ }) }).first();

const SCENARIOS: readonly Scenario[] = [
  { call: 'list', match: /\/GT_WMS_APP\/asn\/list\//, act: async (page, product) => { await page.goto(product.url('/app/asn/list')); } },
  { call: 'column config', match: /\/GT_WMS_APP\/queryDisplayedOrExportedColumns$/, act: async (page, product) => { await page.goto(product.url('/app/asn/list')); } },
  { call: 'options', match: /\/GT_WMS_APP\/(dictionary|options)\//, method: 'ANY', act: async (page, product) => { await page.goto(product.url('/app/asn/list')); } },
  { call: 'permissions', match: /\/GT_WMS_APP\/permission\//, method: 'ANY', act: async (page, product) => { await page.goto(product.url('/app/asn/list')); } },
  {
    call: 'detail',
    match: /\/GT_WMS_APP\/asn\/detail$/,
    act: async (page, product, language) => {
      await page.goto(product.url('/app/asn/list'));
      await waitRows(page);
      await page.getByRole('checkbox', { name: language === 'zh' ? '选择第 1 行' : /row 1$/i }).check();
      await page.getByRole('button', { name: language === 'zh' ? '编辑' : 'Edit' }).click();
    },
  },
  {
    call: 'save',
    match: /\/GT_WMS_APP\/asn\/update$/,
    act: async (page, product, language) => {
      await page.goto(product.url('/app/asn/list'));
      await waitRows(page);
      await page.getByRole('checkbox', { name: language === 'zh' ? '选择第 1 行' : /row 1$/i }).check();
      await page.getByRole('button', { name: language === 'zh' ? '编辑' : 'Edit' }).click();
      await drawer(page).getByLabel(language === 'zh' ? '备注' : /^(Remarks?|Notes?)$/).first().fill(NOTE);
      await drawer(page).getByRole('button', { name: language === 'zh' ? '保存' : 'Save' }).click();
    },
    inputKept: async (page) => (await drawer(page).getByLabel(/^(备注|Remarks?|Notes?)$/).first().inputValue().catch(() => '')) === NOTE,
  },
  {
    call: 'delete',
    match: /\/GT_WMS_APP\/asn\/delete$/,
    act: async (page, product, language) => {
      await page.goto(product.url('/app/asn/list'));
      await waitRows(page);
      await page.getByRole('checkbox', { name: language === 'zh' ? '选择第 1 行' : /row 1$/i }).check();
      await page.getByRole('button', { name: language === 'zh' ? '删除' : 'Delete' }).first().click();
      await page.getByRole('dialog').last().getByRole('button', { name: language === 'zh' ? '删除' : 'Delete' }).click();
    },
  },
  // The print calls: the reports and printers the print screens read (/app/supPrint, a list's print action).
  { call: 'print', match: /\/GT_WMS_APP\/print\/reports$/, act: async (page, product) => { await page.goto(product.url('/app/supPrint')); } },
];

/** WMS_FAULT_CALLS=print,save runs only those call kinds (while working on one). */
const ONLY_CALLS = process.env.WMS_FAULT_CALLS?.split(',').map((s) => s.trim()).filter(Boolean);

async function isWhite(page: Page): Promise<boolean> {
  const text = await page.evaluate(() => document.body.innerText.trim()).catch(() => '');
  return text.length < 5;
}

async function shownMessage(page: Page, patterns: readonly RegExp[], timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = await page.evaluate(() => document.body.innerText).catch(() => '');
    for (const line of text.split('\n')) {
      const found = patterns.find((p) => p.test(line));
      if (found) return line.trim();
    }
    if (Date.now() > deadline) return '';
    await page.waitForTimeout(200);
  }
}

async function newSession(product: Product, state: Awaited<ReturnType<BrowserContext['storageState']>>, language: 'zh' | 'en') {
  // Faults are injected with page.route, which a service worker's requests bypass (Playwright's
  // note on routing): these sessions test API answers, so they run without the app's worker.
  const context = await product.browser.newContext({ viewport: { width: 1400, height: 900 }, storageState: state, serviceWorkers: 'block' });
  await context.addInitScript((lang) => { window.localStorage.setItem('wms.language', lang); }, language);
  const { page } = await openPage(context);
  return { context, page };
}

export async function runFaults(product: Product, log: (line: string) => void = () => {}): Promise<FaultResult> {
  const login = await product.browser.newContext({ viewport: { width: 1400, height: 900 }, serviceWorkers: 'block' });
  const { page: loginPage } = await openPage(login);
  await logIn(loginPage, product);
  const state = await login.storageState();
  await login.close();
  const patterns = { zh: catalogueMessages('zh'), en: catalogueMessages('en') };
  const outcomes: FaultOutcome[] = [];

  for (const language of ['zh', 'en'] as const) {
    for (const scenario of SCENARIOS) {
      if (ONLY_CALLS && !ONLY_CALLS.includes(scenario.call)) continue;
      for (const fault of FAULTS) {
        const { context, page } = await newSession(product, state, language);
        const { hit } = await faultOnce(page, scenario.match, fault, scenario.method);
        await scenario.act(page, product, language).catch((error: unknown) => { log(`fault ${scenario.call}/${fault}/${language}: the action stopped: ${String(error).split('\n')[0] ?? ''}`); });
        // The call may come after the action returns (a navigation's requests): wait for it.
        for (let waited = 0; !hit() && waited < 15_000; waited += 100) await page.waitForTimeout(100);
        const message = hit() ? await shownMessage(page, patterns[language], 8_000) : '';
        const outcome: FaultOutcome = {
          call: scenario.call,
          fault,
          language,
          whiteScreen: await isWhite(page),
          messageShown: message !== '',
          inputLost: scenario.inputKept ? !(await scenario.inputKept(page)) : false,
          message,
        };
        if (!hit()) log(`fault ${scenario.call}/${fault}/${language}: the call was never made`);
        else outcomes.push(outcome);
        if (hit() && (outcome.whiteScreen || !outcome.messageShown || outcome.inputLost)) log(`fault ${scenario.call}/${fault}/${language}: white ${String(outcome.whiteScreen)}, message '${message}', input lost ${String(outcome.inputLost)}`);
        await context.close();
      }
    }
  }

  outcomes.push(await unauthorizedWhileEditing(product, state, patterns.zh, log));
  const result: FaultResult = {
    injected: outcomes.length,
    whiteScreens: outcomes.filter((o) => o.whiteScreen).length,
    messagesShown: outcomes.filter((o) => o.messageShown).length,
    inputsLost: outcomes.filter((o) => o.inputLost).length,
    outcomes,
  };
  log(`faults: ${String(result.injected)} injected, ${String(result.whiteScreens)} white screens, ${String(result.messagesShown)} catalogued messages shown, ${String(result.inputsLost)} inputs lost`);
  return result;
}

/** A new ASN through the API (as another user at another desk would make it). */
async function createReceipt(product: Product, external: string): Promise<void> {
  const api = `${product.origin}/GT_WMS_APP`;
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${api}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { Authorization: token } : {}) }, body: JSON.stringify(body) });
    return (await response.json()) as { returnCode: string; bean?: { token?: string } };
  };
  const token = (await post('/login', { username: 'admin', password: 'admin123' })).bean?.token;
  const created = await post('/asn/insert', { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-10 08:00:00', expectedreceiptdate: '2026-06-12', externreceiptkey: external }, token);
  if (created.returnCode !== '200') throw new Error(`could not create a receipt: ${JSON.stringify(created)}`);
}

/**
 * A 401 in the middle of editing a drawer: the session ends while the user types; saving goes
 * through login and back; what was typed must still be there, and the save must then succeed.
 */
async function unauthorizedWhileEditing(product: Product, state: Awaited<ReturnType<BrowserContext['storageState']>>, patterns: readonly RegExp[], log: (line: string) => void): Promise<FaultOutcome> {
  const { context, page } = await newSession(product, state, 'zh');
  const outcome: FaultOutcome = { call: 'save', fault: 'unauthorized', language: 'zh', whiteScreen: false, messageShown: false, inputLost: true, message: '' };
  try {
    await page.goto(product.url('/app/asn/list'));
    await waitRows(page);
    // A new receipt (only those may be edited, so the save after login can succeed).
    const external = `FAULT${String(Date.now()).slice(-8)}`;
    await createReceipt(product, external);
    // Without the default date range (a new receipt has no receipt date yet).
    await page.getByRole('button', { name: '清空搜索条件' }).click();
    await page.getByLabel('外部单号筛选').fill(external);
    await page.getByLabel('外部单号筛选').press('Enter');
    await page.waitForFunction(() => document.body.innerText.includes('共 1 条'));
    await page.getByRole('checkbox', { name: '选择第 1 行' }).check();
    await page.getByRole('button', { name: '编辑' }).click();
    await drawer(page).getByLabel('备注').first().fill(NOTE);
    product.expireSessions();
    await drawer(page).getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/ris-wms\/?\?redirect=/, { timeout: 15_000 });
    outcome.message = await shownMessage(page, patterns, 3_000);
    outcome.messageShown = true; // the login screen itself is the answer to an ended session
    await page.getByLabel(/用户名/).fill('admin');
    await page.getByLabel(/密码/).fill('admin123');
    await page.getByRole('button', { name: /^登录$/ }).click();
    await page.waitForURL(/asnDeawer/, { timeout: 15_000 });
    const kept = (await drawer(page).getByLabel('备注').first().inputValue()) === NOTE;
    const saved = page.waitForResponse((r) => r.url().endsWith('/GT_WMS_APP/asn/update'));
    await drawer(page).getByRole('button', { name: '保存' }).click();
    const answer = (await (await saved).json()) as { returnCode?: string };
    outcome.inputLost = !(kept && answer.returnCode === '200');
    if (outcome.inputLost) log(`fault save/unauthorized: typed text kept ${String(kept)}, the save after login answered ${JSON.stringify(answer).slice(0, 200)}`);
  } catch (error) {
    log(`fault save/unauthorized at ${page.url()}: ${String(error).split('\n')[0] ?? ''}`);
    if (process.env.WMS_E2E_SHOTS) await page.screenshot({ path: join(process.env.WMS_E2E_SHOTS, 'fault-401.png') });
  }
  outcome.whiteScreen = await isWhite(page);
  await context.close();
  return outcome;
}
