/**
 * What the engine scripts of this folder share (crawl.ts, session.ts): a free port, the browsers
 * they drive — Chromium and Firefox ESR through Playwright (Firefox over WebDriver BiDi, channel
 * moz-firefox, as the e2e runs it), WebKitGTK through WebKitWebDriver under xvfb-run and
 * WebdriverIO — at 1400 × 900, and signing in as the administrator through the login form.
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


/** Chromium or Firefox ESR under Playwright, one page at 1400 × 900. */
export async function launchPlaywright(which: 'chromium' | 'firefox'): Promise<{ browser: Browser; page: Page }> {
  const browser = which === 'firefox'
    ? await firefox.launch({ executablePath: process.env.WMS_FIREFOX ?? '/usr/bin/firefox-esr', channel: 'moz-firefox', headless: true })
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
