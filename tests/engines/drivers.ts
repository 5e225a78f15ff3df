/**
 * What the engine scripts of this folder share (crawl.ts, session.ts, realms.ts): a free port, the
 * browsers they drive — Chromium and Firefox ESR through Playwright (Firefox over WebDriver BiDi,
 * channel moz-firefox, as the e2e runs it), WebKitGTK through WebKitWebDriver under xvfb-run and
 * WebdriverIO, or through its remote inspector alone (startInspectedWebKit: what can ask JSC for a
 * collection) — at 1400 × 900, and signing in as the administrator through the login form.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, firefox, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../setup/chromium.ts';
import { freePort } from '../setup/freePort.ts';

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** The engine named by a script's --engine, or an error that lists the three. */
export function engineOf(name: string): Engine {
  if (name !== 'chromium' && name !== 'firefox' && name !== 'webkit') throw new Error(`--engine ${name}: chromium, firefox or webkit`);
  return name;
}


/** Chromium or Firefox ESR (with `firefoxUserPrefs`) under Playwright, one page at 1400 × 900. */
export async function launchPlaywright(which: 'chromium' | 'firefox', firefoxUserPrefs: Record<string, string | number | boolean> = {}): Promise<{ browser: Browser; page: Page }> {
  const browser = which === 'firefox'
    ? await firefox.launch({ executablePath: process.env.WMS_FIREFOX ?? '/usr/bin/firefox-esr', channel: 'moz-firefox', headless: true, firefoxUserPrefs })
    : await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  return { browser, page };
}

/** Signs in as the administrator through the login form (Playwright). */
export async function playwrightLogIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/ris-wms/`);
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('admin123');
  await page.locator('input[name="password"]').press('Enter');
  await page.waitForURL(/\/ris-wms\/index\/home1/, { timeout: 60_000 });
}

const sleep = (ms: number) => new Promise((done) => { setTimeout(done, ms); });

/**
 * WebKitGTK's remote inspector (a browser started with WEBKIT_INSPECTOR_HTTP_SERVER and
 * --enable-developer-extras): the page's socket, and a way to send a protocol command to the
 * page's current target (it follows the target a page load commits to).
 */
export async function webkitInspector(port: number): Promise<{ send: (method: string, params?: object) => Promise<Record<string, unknown>> }> {
  let socketPath = '';
  for (let attempt = 0; attempt < 120 && !socketPath; attempt += 1) {
    await sleep(500);
    socketPath = await fetch(`http://127.0.0.1:${String(port)}/`).then(async (answer) => /\/socket\/\d+\/\d+\/WebPage/.exec(await answer.text())?.[0] ?? '', () => '');
  }
  if (!socketPath) throw new Error('the remote inspector did not list the page');
  const socket = new WebSocket(`ws://127.0.0.1:${String(port)}${socketPath}`);
  let target = '';
  let id = 0;
  const waiting = new Map<number, (answer: Record<string, unknown>) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { method?: string; params?: { targetInfo?: { targetId: string }; newTargetId?: string; message?: string } };
    if (message.method === 'Target.targetCreated') target = message.params?.targetInfo?.targetId ?? target;
    else if (message.method === 'Target.didCommitProvisionalTarget') target = message.params?.newTargetId ?? target;
    else if (message.method === 'Target.dispatchMessageFromTarget') {
      const inner = JSON.parse(message.params?.message ?? '{}') as Record<string, unknown>;
      const done = waiting.get(Number(inner.id));
      if (done) { waiting.delete(Number(inner.id)); done(inner); }
    }
  };
  await new Promise((done) => { socket.onopen = done; });
  while (!target) await sleep(100);
  return {
    send: (method, params = {}) => new Promise((done) => {
      id += 1;
      waiting.set(id, done);
      socket.send(JSON.stringify({ id: 1_000_000 + id, method: 'Target.sendMessageToTarget', params: { targetId: target, message: JSON.stringify({ id, method, params }) } }));
    }),
  };
}

/**
 * MiniBrowser driven through its remote inspector alone, without WebDriver (WebKitWebDriver
 * drives the browser through the inspector itself, and a browser it starts with
 * WEBKIT_INSPECTOR_HTTP_SERVER set never answers the session: tried 2026-12-06): the browser opens
 * `url` under xvfb-run; `send` a protocol command, `evaluate` an expression (its value, or
 * undefined after 5 s), `until` an expression is true (60 s at most), `end` to close it.
 */
export async function startInspectedWebKit(url: string, env: Record<string, string> = {}): Promise<{
  send: (method: string, params?: object) => Promise<Record<string, unknown>>;
  evaluate: (expression: string) => Promise<unknown>;
  until: (expression: string, ms?: number) => Promise<boolean>;
  end: () => void;
}> {
  const port = await freePort();
  const browser = spawn('xvfb-run', ['-a', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '--enable-developer-extras=true', url], {
    detached: true, stdio: 'ignore', env: { ...process.env, ...env, WEBKIT_INSPECTOR_HTTP_SERVER: `127.0.0.1:${String(port)}` },
  });
  const end = () => { if (browser.pid) { try { process.kill(-browser.pid, 'SIGTERM'); } catch { /* gone */ } } };
  process.once('exit', end);
  const { send } = await webkitInspector(port);
  const evaluate = async (expression: string): Promise<unknown> => {
    const answer = await Promise.race([send('Runtime.evaluate', { expression, returnByValue: true }), sleep(5000).then(() => ({}))]);
    return ((answer as { result?: { result?: { value?: unknown } } }).result?.result?.value);
  };
  return { send, evaluate, until: pollUntil(evaluate), end };
}

/** An `until` over a page's `evaluate`: whether the expression came out true within `ms` (read every 200 ms; a failed read counts as not yet). */
export function pollUntil(evaluate: (expression: string) => Promise<unknown>): (expression: string, ms?: number) => Promise<boolean> {
  return async (expression, ms = 60_000) => {
    for (const started = Date.now(); Date.now() - started < ms; await sleep(200)) if (await evaluate(expression).catch(() => false)) return true;
    return false;
  };
}

/** Signs in as the administrator through the login form, in a browser driven by its inspector: whether the console showed. */
export async function inspectedLogIn({ evaluate, until }: { evaluate: (expression: string) => Promise<unknown>; until: (expression: string, ms?: number) => Promise<boolean> }): Promise<boolean> {
  await until(`!!document.querySelector('input[name="username"]')`);
  // React's inputs take a value through the native setter and an input event.
  await evaluate(`(() => { const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    for (const [name, value] of [['username', 'admin'], ['password', 'admin123']]) { const input = document.querySelector('input[name="' + name + '"]'); set.call(input, value); input.dispatchEvent(new Event('input', { bubbles: true })); }
    document.querySelector('input[name="password"]').form.requestSubmit(); return 1; })()`);
  return until(`location.pathname.includes('/index/home1')`);
}

export type WebKitSession = WebdriverIO.Browser;

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (under xvfb-run, which gives it an X display),
 * the window at 1400 × 900: the session, and `end` to close it and the driver's process group.
 * `log` takes the browser's own output (a file descriptor), `attempts` how often to try the
 * driver (every half second) while it starts, `browserArgs` more of MiniBrowser's options (its
 * WebKitSettings, e.g. `--enable-page-cache=false`: `MiniBrowser --help-websettings`).
 */
export async function startWebKit(options: { log?: number | 'ignore'; attempts?: number; logLevel?: 'silent' | 'error'; browserArgs?: string[] } = {}): Promise<{ browser: WebKitSession; end: () => Promise<void> }> {
  const { remote } = await import('webdriverio');
  const port = await freePort();
  const log = options.log ?? 'ignore';
  const driverProcess: ChildProcess = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${String(port)}`], { detached: true, stdio: ['ignore', log, log] });
  const killDriver = () => { if (driverProcess.pid) { try { process.kill(-driverProcess.pid, 'SIGTERM'); } catch { /* already gone */ } } };
  process.once('exit', killDriver);
  let session: WebKitSession | undefined;
  for (let attempt = 0; !session; attempt += 1) {
    try {
      session = await remote({
        hostname: '127.0.0.1', port, path: '/', logLevel: options.logLevel ?? 'silent', connectionRetryCount: 0,
        capabilities: { 'webkitgtk:browserOptions': { binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', args: ['--automation', ...(options.browserArgs ?? [])] } } as WebdriverIO.Capabilities,
      });
    } catch (error) {
      if (attempt > (options.attempts ?? 60)) { killDriver(); throw error; }
      await new Promise((done) => setTimeout(done, 500));
    }
  }
  const browser = session;
  await browser.setWindowSize(1400, 900).catch(() => undefined);
  await browser.setTimeout({ pageLoad: 60_000, script: 30_000 });
  return {
    browser,
    end: async () => {
      await browser.deleteSession().catch(() => undefined);
      killDriver();
    },
  };
}

/** Signs in as the administrator through the login form (WebDriver). */
export async function webkitLogIn(browser: WebKitSession, origin: string): Promise<void> {
  await browser.url(`${origin}/ris-wms/`);
  const user = browser.$('input[name="username"]');
  await user.waitForExist({ timeout: 60_000 });
  await user.setValue('admin');
  await browser.$('input[name="password"]').setValue('admin123');
  await browser.keys('Enter');
  await browser.waitUntil(async () => (await browser.getUrl()).includes('/ris-wms/index/home1'), { timeout: 60_000, interval: 200 });
}
