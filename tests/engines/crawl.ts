/**
 * The outside crawl of issue 36: every route of the table opened by its address (a full page
 * load, as a bookmark or a reload would), after signing in once, in one engine. It counts what a
 * user would meet: an uncaught page error, the error screen ("系统错误，请联系管理员"), a page that
 * stays empty; and it lists the console errors beside them. It is not an e2e gate (tests/e2e/
 * crawl.e2e.ts is, and navigates inside the app): it exists to compare the engines on the first
 * render of each screen, where WebKit's error screen was met.
 *
 *   ./wms pnpm exec node --import tsx tests/engines/crawl.ts --engine webkit --app /tmp/build
 *     [--only /app/asn/list,/index/home1] [--repeat 3] [--out result.json] [--shots DIR] [--shard 1/2]
 *
 * --app is a built app (`pnpm --filter @wms/app exec vite build --outDir DIR`); the crawl serves a
 * copy of it from the reference server over a fresh database, the copy's index.html loading
 * crawl-probe.js first (an external script, so the Content-Security-Policy allows it): it records
 * the page's uncaught errors, unhandled rejections and console.error calls in the page, which is
 * the one way to read them in WebKit (WebKitWebDriver is classic WebDriver: no log events).
 * Chromium and Firefox run under Playwright, whose page errors are counted too. The print
 * plug-in's refused socket (no plug-in runs here) is logged by every engine whatever the app
 * does; it is counted apart, never as a page error.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import zh from '../../apps/wms/src/i18n/zh.json' with { type: 'json' };
import { ROUTES } from '../../apps/wms/src/routes/routeTable.ts';
import { isPrintPluginAbsent as isPrintPluginLog } from '../setup/browserLogs.ts';
import { engineOf, launchPlaywright, playwrightLogIn, startWebKit, webkitLogIn } from './drivers.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'chromium' },
    app: { type: 'string' },
    only: { type: 'string' },
    repeat: { type: 'string', default: '1' },
    out: { type: 'string' },
    shots: { type: 'string' },
    shard: { type: 'string' },
  },
});

const engine = engineOf(values.engine);
if (!values.app) throw new Error('--app DIR: a built app');

/**
 * The browser's own log line of the absent print plug-in (tests/setup/browserLogs.ts), and any
 * line naming the plug-in's default address (as the crawl counted them before).
 */
const isPrintPluginAbsent = (message: string): boolean => isPrintPluginLog(message) || /ws:\/\/(localhost|127\.0\.0\.1):6459\/print/.test(message);

/** What the page's probe recorded (crawl-probe.js below). */
interface Probe { errors: string[]; consoleErrors: string[] }

const PROBE = `(() => {
  const probe = { errors: [], consoleErrors: [] };
  window.__crawlProbe = probe;
  const text = (value) => (value instanceof Error ? value.name + ': ' + value.message : String(value));
  window.addEventListener('error', (event) => { probe.errors.push(text(event.error ?? event.message)); });
  window.addEventListener('unhandledrejection', (event) => { probe.errors.push('unhandled rejection: ' + text(event.reason)); });
  const original = console.error.bind(console);
  console.error = (...args) => { probe.consoleErrors.push(args.map(text).join(' ').slice(0, 300)); original(...args); };
})();
`;

/** A copy of the build whose index.html loads the probe before anything else. */
function probedApp(dir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'wms-engines-crawl-'));
  cpSync(resolve(dir), copy, { recursive: true });
  writeFileSync(join(copy, 'crawl-probe.js'), PROBE);
  const index = readFileSync(join(copy, 'index.html'), 'utf8');
  writeFileSync(join(copy, 'index.html'), index.replace('<head>', '<head><script src="/ris-wms/crawl-probe.js"></script>'));
  for (const compressed of ['index.html.gz', 'index.html.br']) rmSync(join(copy, compressed), { force: true });
  return copy;
}

/** The few things the crawl asks of a browser, over Playwright or WebDriver. */
interface Driver {
  goto: (url: string) => Promise<void>;
  /** Whether an element matching the selector is there within the time. */
  waitFor: (selector: string, ms: number) => Promise<boolean>;
  count: (selector: string) => Promise<number>;
  probe: () => Promise<Probe & { rootText: number; snippet: string; url: string }>;
  /** The page errors the driver itself reported since the last call (Playwright engines). */
  driverErrors: () => string[];
  logIn: (origin: string) => Promise<void>;
  screenshot: (file: string) => Promise<void>;
  close: () => Promise<void>;
}

const readProbe = () => {
  const probe = (window as unknown as { __crawlProbe?: Probe }).__crawlProbe ?? { errors: ['no probe'], consoleErrors: [] };
  const root = document.getElementById('root');
  const text = (root?.innerText ?? '').trim();
  return { errors: probe.errors, consoleErrors: probe.consoleErrors, rootText: text.length, snippet: text.replace(/\s+/g, ' ').slice(0, 160), url: location.href };
};

async function playwrightDriver(which: 'chromium' | 'firefox'): Promise<Driver> {
  const { browser, page } = await launchPlaywright(which);
  let reported: string[] = [];
  page.on('pageerror', (error) => { reported.push(error.message); });
  page.on('console', (message) => { if (message.type() === 'error' && isPrintPluginAbsent(message.text())) reported.push(message.text()); });
  return {
    goto: async (url) => { await page.goto(url, { waitUntil: 'load', timeout: 60_000 }); },
    waitFor: async (selector, ms) => page.locator(selector).first().waitFor({ timeout: ms }).then(() => true, () => false),
    count: async (selector) => page.locator(selector).count(),
    probe: async () => page.evaluate(readProbe),
    driverErrors: () => { const out = reported; reported = []; return out; },
    logIn: async (origin) => { await playwrightLogIn(page, origin); },
    screenshot: async (file) => { await page.screenshot({ path: file }); },
    close: async () => { await browser.close(); },
  };
}

async function webkitDriver(): Promise<Driver> {
  const { browser, end } = await startWebKit({ attempts: 20 });
  return {
    goto: async (url) => { await browser.url(url); },
    waitFor: async (selector, ms) => browser.$(selector).waitForExist({ timeout: ms, interval: 100 }).then(() => true, () => false),
    count: async (selector) => (await browser.$$(selector).getElements()).length,
    probe: async () => browser.execute(readProbe),
    driverErrors: () => [],
    logIn: async (origin) => { await webkitLogIn(browser, origin); },
    screenshot: async (file) => { await browser.saveScreenshot(file); },
    close: end,
  };
}

/** What a route's screen shows once it has rendered (as tests/e2e/crawl.e2e.ts waits for it). */
const SETTLED: Record<string, string> = {
  list: '[data-screen="list"] [role="grid"]',
  drawer: '[role="dialog"]',
  embedded: 'iframe, [data-state="frame-outside"], [data-screen="station"], [data-screen="station-picker"]',
  page: '[data-state="not-yet-available"], h2, h1',
  shell: 'nav',
};
const ERROR_SCREEN = '[data-state="error-boundary"]';

interface Load {
  path: string;
  round: number;
  errorScreen: boolean;
  /** The screen's own content never came (the page stayed empty or showed another screen). */
  notRendered: boolean;
  empty: boolean;
  pageErrors: string[];
  printPlugin: number;
  consoleErrors: string[];
  ms: number;
  stuck?: string;
  /** Where the page was and what it showed, for a load that was not clean. */
  seen?: string;
}

const withTimeout = async <T>(work: Promise<T>, ms: number, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work, new Promise<T>((_, fail) => { timer = setTimeout(() => { fail(new Error(`${what}: no answer in ${String(ms / 1000)} s`)); }, ms); })]);
  } finally { clearTimeout(timer); }
};

async function main(): Promise<void> {
  const app = probedApp(values.app ?? '');
  const dataDir = mkdtempSync(join(tmpdir(), 'wms-engines-data-'));
  const server = await (await import('../../apps/wms-server/src/index.ts')).startServer({ port: 0, dataDir, appDir: app, reset: true, logger: false });
  const origin = server.url;
  const titles = zh.route as Record<string, string>;
  const only = values.only?.split(',');
  // The login route ('/') ends the session: it goes last, as in the e2e crawl.
  let routes = [...ROUTES.filter((r) => r.path !== '/'), ...ROUTES.filter((r) => r.path === '/')].filter((r) => !only || only.includes(r.path));
  // --shard i/n: every n-th route from the i-th, for one crawl split over n browsers at once.
  const [shardIndex, shardCount] = (values.shard ?? '1/1').split('/').map(Number);
  routes = routes.filter((_, i) => i % (shardCount ?? 1) === (shardIndex ?? 1) - 1);
  const rounds = Number(values.repeat);
  let driver = engine === 'webkit' ? await webkitDriver() : await playwrightDriver(engine);
  const loads: Load[] = [];
  const started = Date.now();
  // Stopped from outside: end the browser (and WebKit's driver and Xvfb) rather than restart it.
  const stop = { requested: false };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop.requested = true;
      void driver.close().finally(() => { void server.close().finally(() => { process.exit(1); }); });
    });
  }
  try {
    await driver.logIn(origin);
    driver.driverErrors();
    for (let round = 1; round <= rounds; round += 1) {
      // The round before ended on the login route, which ends the session: sign in again.
      if (round > 1 && routes.some((r) => r.path === '/')) await driver.logIn(origin);
      for (const route of routes) {
        const begin = Date.now();
        const load: Load = { path: route.path, round, errorScreen: false, notRendered: false, empty: false, pageErrors: [], printPlugin: 0, consoleErrors: [], ms: 0 };
        try {
          await withTimeout((async () => {
            await driver.goto(`${origin}/ris-wms${route.path}`);
            const inShell = route.path !== '/' && route.path !== '/licenseRegister' && route.kind !== 'shell';
            const scope = inShell ? `[data-menu-name="${titles[route.name] ?? ''}"] ` : '';
            const settled = (SETTLED[route.kind] ?? 'body').split(', ').map((s) => (route.kind === 'drawer' ? s : `${scope}${s}`)).join(', ');
            // 45 s: a loaded 2-core machine shared by several browsers took up to 40 s for a load.
            const came = await driver.waitFor(`${settled}, ${ERROR_SCREEN}`, 45_000);
            // An error thrown after the first paint still has a moment to show.
            await new Promise((done) => setTimeout(done, 300));
            load.errorScreen = (await driver.count(ERROR_SCREEN)) > 0;
            load.notRendered = !came || (!load.errorScreen && (await driver.count(settled)) === 0);
            const probe = await driver.probe();
            load.empty = probe.rootText === 0;
            const all = [...probe.errors, ...driver.driverErrors()];
            load.printPlugin = all.filter(isPrintPluginAbsent).length + probe.consoleErrors.filter(isPrintPluginAbsent).length;
            load.pageErrors = [...new Set(all.filter((e) => !isPrintPluginAbsent(e)))];
            load.consoleErrors = probe.consoleErrors.filter((e) => !isPrintPluginAbsent(e));
            if (load.errorScreen || load.notRendered || load.empty) {
              load.seen = `${probe.url.replace(origin, '')} «${probe.snippet}»`;
              if (values.shots) await driver.screenshot(join(values.shots, `${engine}-r${String(round)}${route.path.replaceAll('/', '_')}.png`));
            }
          })(), 120_000, route.path);
        } catch (error) {
          if (stop.requested) return;
          load.stuck = error instanceof Error ? error.message : String(error);
          // A page that stopped answering the driver: start the browser again and carry on.
          await driver.close().catch(() => undefined);
          driver = engine === 'webkit' ? await webkitDriver() : await playwrightDriver(engine);
          await driver.logIn(origin);
          driver.driverErrors();
        }
        load.ms = Date.now() - begin;
        loads.push(load);
        if (loads.length % 25 === 0) console.log(`${engine}: ${String(loads.length)} loads in ${((Date.now() - started) / 1000).toFixed(0)} s`);
        const bad = load.errorScreen || load.pageErrors.length > 0 || load.empty || load.notRendered || load.stuck;
        if (bad) console.log(`${engine} r${String(round)} ${route.path}: ${[load.errorScreen && 'ERROR SCREEN', load.empty && 'empty', load.notRendered && 'not rendered', load.stuck && `stuck (${load.stuck})`, load.seen && `at ${load.seen}`, ...load.pageErrors.map((e) => `page error: ${e}`), ...(load.errorScreen ? load.consoleErrors.map((e) => `console: ${e}`) : [])].filter(Boolean).join('; ')}`);
      }
      const mine = loads.filter((l) => l.round === round);
      console.log(`${engine} round ${String(round)}: ${String(mine.length)} loads; error screens ${String(mine.filter((l) => l.errorScreen).length)}; with page errors ${String(mine.filter((l) => l.pageErrors.length > 0).length)}; empty ${String(mine.filter((l) => l.empty).length)}; not rendered ${String(mine.filter((l) => l.notRendered).length)}; stuck ${String(mine.filter((l) => l.stuck).length)}; print plug-in socket logs ${String(mine.reduce((n, l) => n + l.printPlugin, 0))}; with console errors ${String(mine.filter((l) => l.consoleErrors.length > 0).length)}; clean ${String(mine.filter((l) => !l.errorScreen && !l.pageErrors.length && !l.empty && !l.notRendered && !l.stuck).length)}; ${((Date.now() - started) / 1000).toFixed(0)} s so far`);
    }
  } finally {
    await driver.close().catch(() => undefined);
    await server.close();
    rmSync(app, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (values.out) writeFileSync(values.out, JSON.stringify({ engine, origin, loads }, null, 1));
}

await main();
