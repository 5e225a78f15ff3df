/**
 * The long session of issue 50: one browser opening screen after screen, as an iPad on a dock does
 * through a shift, and the memory of its content process measured from /proc as it goes. Not a
 * gate (it runs for a long time); run it by hand:
 *
 *   ./wms pnpm exec node --import tsx tests/engines/session.ts --engine webkit --app /tmp/build \
 *     [--mode loads|nav|both] [--screens 500] [--every 10] [--paths /app/asn/list,/index/home1] \
 *     [--config '{"live":{"events":false}}'] [--no-worker] [--idle S] [--gc] [--out result.json]
 *
 * --app is a built app (`pnpm --filter @wms/app exec vite build --outDir DIR`); the session serves
 * a copy of it from the reference server over a fresh database, signs in once, then opens
 * --screens screens by full page loads (mode loads: the screen's address, as a reload or a
 * bookmark does) and/or by in-app navigation (mode nav: as a link does), going round --paths.
 * Every --every screens it reads the resident memory (VmRSS) of the engine's content processes
 * (WebKitWebProcess; Chromium's renderers; Firefox's content processes) among this process's
 * descendants, and at the end says whether the memory over the last 100 screens stayed within
 * 10 % (the highest reading against the lowest).
 *
 * --config merges into the copy's config.json and --no-worker leaves the service worker out of the
 * copy: the switches the bisection of the WebKit growth (apps/wms/README.md) was made with.
 */
import { cpSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import zh from '../../apps/wms/src/i18n/zh.json' with { type: 'json' };
import { ROUTES } from '../../apps/wms/src/routes/routeTable.ts';
import { freshDatabase } from '../e2e/harness.ts';
import { engineOf, inspectedLogIn, launchPlaywright, playwrightLogIn, pollUntil, startInspectedWebKit, startWebKit, webkitLogIn, type Engine } from './drivers.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'webkit' },
    app: { type: 'string' },
    mode: { type: 'string', default: 'both' },
    screens: { type: 'string', default: '500' },
    every: { type: 'string', default: '10' },
    paths: { type: 'string', default: '/app/asn/list,/app/orders/list,/app/po/list,/index/home1' },
    config: { type: 'string' },
    'no-worker': { type: 'boolean', default: false },
    wait: { type: 'string', default: 'script' },
    settle: { type: 'string', default: '0' },
    inject: { type: 'string' },
    /** Files copied beside the app (a control page for the bisection, say). */
    extra: { type: 'string' },
    out: { type: 'string' },
    /** More of MiniBrowser's options, comma-separated (its WebKitSettings: `--enable-page-cache=false`). */
    'browser-args': { type: 'string' },
    /**
     * How mode loads loads a screen: url (the next path's address, as a bookmark), same (the first
     * path's address every time), refresh (the driver's reload), reload (the page's location.reload()).
     */
    'load-by': { type: 'string', default: 'url' },
    /** Each reading also splits the largest content process's RSS by mapping (/proc/PID/smaps). */
    smaps: { type: 'boolean', default: false },
    /**
     * --idle S: at every reading, after the raw one, the session waits S seconds with nothing to do
     * and reads again (the settled reading, once the timers and collections a screen sets off have
     * run); the verdict is given for both, the raw one first.
     */
    idle: { type: 'string', default: '0' },
    /**
     * --gc: at every reading, after the raw one (and the idle one), the engine is asked for a full
     * collection and the memory read again (the collected reading: what the pages still hold,
     * whichever point of the engine's own collections a reading fell on); the verdict is given
     * for it too. WebKit: the remote inspector's Heap.gc, three times a second apart (the browser
     * is then driven through its inspector, not WebDriver); Chromium:
     * the DevTools protocol's HeapProfiler.collectGarbage, likewise; Firefox: what about:memory's
     * GC, CC and "Minimize memory usage" do, run in the browser's own window (the browser is then
     * driven through puppeteer-core, which can send that BiDi command; firefoxCollectingDriver).
     */
    gc: { type: 'boolean', default: false },
    /** Firefox's preferences for the session, as JSON (`{"browser.low_commit_space_threshold_percent":100}`). */
    'firefox-prefs': { type: 'string', default: '{}' },
  },
});

const engine = engineOf(values.engine);
if (!values.app) throw new Error('--app DIR: a built app');
const modes = values.mode === 'both' ? ['loads', 'nav'] as const : [values.mode as 'loads' | 'nav'];
const screens = Number(values.screens);
const every = Number(values.every);
const paths = values.paths.split(',').filter(Boolean);

type Json = Record<string, unknown>;
const merge = (into: Json, from: Json): Json => {
  for (const [key, value] of Object.entries(from)) {
    const old = into[key];
    into[key] = value && typeof value === 'object' && !Array.isArray(value) && old && typeof old === 'object' ? merge({ ...(old as Json) }, value as Json) : value;
  }
  return into;
};

/** A copy of the build, with --config merged into its config.json and, with --no-worker, no sw.js. */
function appCopy(dir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'wms-session-'));
  cpSync(resolve(dir), copy, { recursive: true });
  if (values.config) {
    const file = join(copy, 'config.json');
    writeFileSync(file, JSON.stringify(merge(JSON.parse(readFileSync(file, 'utf8')) as Json, JSON.parse(values.config) as Json), null, 2));
  }
  if (values.inject) {
    // A script first in index.html (an external one: the Content-Security-Policy allows it).
    writeFileSync(join(copy, 'session-inject.js'), readFileSync(values.inject, 'utf8'));
    const index = readFileSync(join(copy, 'index.html'), 'utf8');
    writeFileSync(join(copy, 'index.html'), index.replace('<head>', '<head><script src="/ris-wms/session-inject.js"></script>'));
    for (const compressed of ['index.html.gz', 'index.html.br']) rmSync(join(copy, compressed), { force: true });
  }
  for (const file of values.extra?.split(',') ?? []) cpSync(file, join(copy, file.split('/').pop() ?? file));
  if (values['no-worker']) for (const name of ['sw.js', 'sw.js.gz', 'sw.js.br']) rmSync(join(copy, name), { force: true });
  return copy;
}

/** This process's descendants: pid, name, command line and resident memory in KiB. */
function descendants(): { pid: number; name: string; cmdline: string; rssKiB: number }[] {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch { /* ended meanwhile */ }
  }
  const ours = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parent) if (!ours.has(pid) && ours.has(ppid)) { ours.add(pid); grew = true; }
  }
  ours.delete(process.pid);
  return [...ours].flatMap((pid) => {
    try {
      const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
      const name = /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '';
      const rssKiB = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const cmdline = readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8').replaceAll('\0', ' ');
      return [{ pid, name, cmdline, rssKiB }];
    } catch { return []; }
  });
}

/** The engine's content processes (where the pages' documents and scripts live). */
const isContent: Record<Engine, (p: { name: string; cmdline: string }) => boolean> = {
  webkit: (p) => p.name.startsWith('WebKitWebProces'),
  chromium: (p) => p.cmdline.includes('--type=renderer'),
  firefox: (p) => p.cmdline.includes('-contentproc') && !p.cmdline.includes(' rdd') && !p.cmdline.includes(' utility') && !p.cmdline.includes(' socket'),
};

/**
 * A process's RSS in MiB by kind of mapping: the malloc heap ([heap]), other anonymous memory
 * (the engines' own allocators' pages, JIT code), shared memory (memfd, /dev/shm, SysV: buffers
 * shared with the UI or GPU process), files mapped (libraries, fonts, caches), stacks.
 */
function rssByMapping(pid: number): Record<string, number> {
  const kinds: Record<string, number> = { heap: 0, anonymous: 0, shared: 0, files: 0, stacks: 0 };
  let kind = 'anonymous';
  try {
    for (const line of readFileSync(`/proc/${String(pid)}/smaps`, 'utf8').split('\n')) {
      const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
      if (header) {
        const name = header[1] ?? '';
        kind = name === '[heap]' ? 'heap'
          : name === '' || name.startsWith('[anon') ? 'anonymous'
            : name.startsWith('/memfd:') || name.startsWith('/dev/shm') || name.startsWith('/SYSV') || name.includes('(deleted)') ? 'shared'
              : name.startsWith('[stack') ? 'stacks'
                : name.startsWith('/') ? 'files' : 'anonymous';
        continue;
      }
      const rss = /^Rss:\s+(\d+) kB/.exec(line);
      if (rss) kinds[kind] = (kinds[kind] ?? 0) + Number(rss[1]);
    }
  } catch { /* ended meanwhile */ }
  return Object.fromEntries(Object.entries(kinds).map(([k, v]) => [k, Math.round(v / 1024)]));
}

/** MiB of the engine's content processes now, and of the largest of them (each process's pid and MiB besides). */
function contentMemory(): { totalMiB: number; largestMiB: number; processes: number; each: string; mappings?: Record<string, number> } {
  const content = descendants().filter(isContent[engine]).sort((a, b) => b.rssKiB - a.rssKiB);
  const kib = content.map((p) => p.rssKiB);
  const largest = content[0];
  return {
    totalMiB: Math.round(kib.reduce((a, b) => a + b, 0) / 1024),
    largestMiB: Math.round(Math.max(0, ...kib) / 1024),
    processes: content.length,
    each: content.map((p) => `${String(p.pid)}:${String(Math.round(p.rssKiB / 1024))}`).join(' '),
    ...(values.smaps && largest ? { mappings: rssByMapping(largest.pid) } : {}),
  };
}

interface Driver {
  goto: (url: string) => Promise<void>;
  /** The driver's reload of the page (WebDriver Refresh, Playwright's reload). */
  refresh: () => Promise<void>;
  /** The page's own location.reload(), then the new document's load. */
  reload: () => Promise<void>;
  /** In-app navigation, as a link does (the crawl's way). */
  navigate: (href: string) => Promise<void>;
  waitFor: (selector: string, ms: number) => Promise<boolean>;
  logIn: (origin: string) => Promise<void>;
  /** A full collection in the page's engine (--gc), where the engine has a way to ask for one. */
  collect?: () => Promise<void>;
  close: () => Promise<void>;
}

/** A collection asked for three times, a second apart (--gc): what one leaves, the next may take. */
async function thrice(collect: () => Promise<unknown>): Promise<void> {
  for (let collection = 0; collection < 3; collection += 1) {
    await collect();
    await new Promise((done) => setTimeout(done, 1000));
  }
}

/** --firefox-prefs, read once. */
const firefoxPrefs = JSON.parse(values['firefox-prefs']) as Record<string, string | number | boolean>;

const NAVIGATE = (href: string) => {
  window.history.pushState({}, '', href);
  window.dispatchEvent(new PopStateEvent('popstate'));
};

async function playwrightDriver(which: 'chromium' | 'firefox'): Promise<Driver> {
  const { browser, page } = await launchPlaywright(which, firefoxPrefs);
  return {
    goto: async (url) => { await page.goto(url, { waitUntil: 'load', timeout: 60_000 }); },
    refresh: async () => { await page.reload({ waitUntil: 'load', timeout: 60_000 }); },
    reload: async () => {
      await Promise.all([page.waitForEvent('load', { timeout: 60_000 }), page.evaluate(() => { setTimeout(() => { window.location.reload(); }, 0); })]);
    },
    navigate: async (href) => { await page.evaluate(NAVIGATE, href); },
    waitFor: async (selector, ms) => page.locator(selector).first().waitFor({ timeout: ms }).then(() => true, () => false),
    logIn: async (origin) => { await playwrightLogIn(page, origin); },
    ...(which === 'chromium' ? {
      collect: async () => {
        const cdp = await page.context().newCDPSession(page);
        await thrice(() => cdp.send('HeapProfiler.collectGarbage'));
        await cdp.detach();
      },
    } : {}),
    close: async () => { await browser.close(); },
  };
}

async function webkitDriver(): Promise<Driver> {
  // WMS_SESSION_BROWSER_LOG=FILE: the browser's own output (with JSC_logGC=1, each collection's heap size) into FILE.
  const log = process.env.WMS_SESSION_BROWSER_LOG ? openSync(process.env.WMS_SESSION_BROWSER_LOG, 'w') : 'ignore';
  const { browser, end } = await startWebKit({ log, attempts: 60, browserArgs: values['browser-args']?.split(',').filter(Boolean) });
  return {
    goto: async (url) => { await browser.url(url); },
    refresh: async () => { await browser.refresh(); },
    reload: async () => {
      // A mark on the old document: the new one is there when the mark is gone and it has loaded.
      await browser.execute(() => { (window as unknown as { wmsOld?: boolean }).wmsOld = true; setTimeout(() => { window.location.reload(); }, 0); });
      await browser.waitUntil(async () => browser.execute(() => !(window as unknown as { wmsOld?: boolean }).wmsOld && document.readyState === 'complete').catch(() => false), { timeout: 60_000, interval: 100 });
    },
    navigate: async (href) => { await browser.execute(NAVIGATE, href); },
    waitFor: async (selector, ms) => {
      if (values.wait === 'none') { await new Promise((done) => setTimeout(done, 3000)); return true; }
      // WebDriver's element references: each found element is kept by the automation session.
      if (values.wait === 'element') return browser.$(selector).waitForExist({ timeout: ms, interval: 100 }).then(() => true, () => false);
      return browser.waitUntil(async () => browser.execute((wanted) => document.querySelector(wanted) !== null, selector), { timeout: ms, interval: 100 }).then(() => true, () => false);
    },
    logIn: async (origin) => { await webkitLogIn(browser, origin); },
    close: end,
  };
}

/**
 * WebKit with --gc: MiniBrowser driven through its remote inspector (realms.ts's way; WebDriver
 * cannot be had beside the inspector), which can ask JSC for a full collection (Heap.gc). Loads
 * are `location.assign`, in-app steps the same pushState as NAVIGATE; it starts at `origin`.
 */
async function webkitInspectedDriver(origin: string): Promise<Driver> {
  const { send, evaluate, until, end } = await startInspectedWebKit(`${origin}/ris-wms/`);
  const load = async (expression: string) => {
    await evaluate(`window.wmsOld = 1; ${expression}; 1`);
    await until('!window.wmsOld && document.readyState === "complete"');
  };
  return {
    goto: (url) => load(`location.assign(${JSON.stringify(url)})`),
    refresh: () => load('location.reload()'),
    reload: () => load('location.reload()'),
    navigate: async (href) => { await evaluate(`(${NAVIGATE.toString()})(${JSON.stringify(href)}); 1`); },
    waitFor: (selector, ms) => until(`!!document.querySelector(${JSON.stringify(selector)})`, ms),
    logIn: async () => {
      if (!(await inspectedLogIn({ evaluate, until }))) throw new Error('the sign-in did not reach the console');
    },
    collect: async () => {
      await send('Heap.enable');
      await thrice(() => send('Heap.gc'));
      await send('Heap.disable');
    },
    close: () => { end(); return Promise.resolve(); },
  };
}

/**
 * What about:memory's GC, CC and "Minimize memory usage" buttons do, run in the browser's own
 * window: every content process asked for a full collection, a cycle collection and to minimise
 * its memory (the "child-*-request" notifications), then the parent process likewise; settles
 * when the parent's minimisation has run.
 */
const FIREFOX_COLLECT = `(async () => {
  for (const topic of ['child-gc-request', 'child-cc-request', 'child-mmu-request']) Services.obs.notifyObservers(null, topic);
  Cu.forceGC();
  Cu.forceCC();
  const manager = Cc['@mozilla.org/memory-reporter-manager;1'].getService(Ci.nsIMemoryReporterManager);
  await new Promise((done) => { manager.minimizeMemoryUsage(done); });
  return 1;
})()`;

/** A WebDriver BiDi connection's one call (puppeteer-core's Firefox browser exposes its connection). */
interface BiDiConnection { send: (method: string, params: object) => Promise<{ result: Record<string, unknown> }> }

/**
 * Firefox with --gc: Firefox ESR through puppeteer-core over WebDriver BiDi (Playwright has no
 * way to send a BiDi command of one's own), started with --remote-allow-system-access, so that
 * the session can run script in the browser window itself (BiDi's "moz:scope": "chrome", a
 * Firefox extension of the protocol) and ask for collections as about:memory does. Loads are
 * the page's navigation to the address, in-app steps the same pushState as NAVIGATE.
 */
async function firefoxCollectingDriver(): Promise<Driver> {
  const puppeteer = (await import('puppeteer-core')).default;
  const browser = await puppeteer.launch({
    browser: 'firefox', executablePath: process.env.WMS_FIREFOX ?? '/usr/bin/firefox-esr', headless: true,
    args: ['--remote-allow-system-access'], extraPrefsFirefox: firefoxPrefs,
    defaultViewport: { width: 1400, height: 900 },
  });
  const page = (await browser.pages())[0] ?? await browser.newPage();
  const connection = (browser as unknown as { connection: BiDiConnection }).connection;
  const evaluate = (expression: string): Promise<unknown> => page.evaluate(expression);
  const until = pollUntil(evaluate);
  return {
    goto: async (url) => { await page.goto(url, { waitUntil: 'load', timeout: 60_000 }); },
    refresh: async () => { await page.reload({ waitUntil: 'load', timeout: 60_000 }); },
    reload: async () => {
      await Promise.all([page.waitForNavigation({ waitUntil: 'load', timeout: 60_000 }), page.evaluate(() => { setTimeout(() => { window.location.reload(); }, 0); })]);
    },
    navigate: async (href) => { await page.evaluate(NAVIGATE, href); },
    waitFor: (selector, ms) => until(`!!document.querySelector(${JSON.stringify(selector)})`, ms),
    logIn: async (origin) => {
      await page.goto(`${origin}/ris-wms/`, { waitUntil: 'load', timeout: 60_000 });
      if (!(await inspectedLogIn({ evaluate, until }))) throw new Error('the sign-in did not reach the console');
    },
    collect: async () => {
      const tree = await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome', maxDepth: 0 });
      const windows = (tree.result.contexts ?? []) as { context: string; url: string }[];
      const window = windows.find((c) => c.url === 'chrome://browser/content/browser.xhtml') ?? windows[0];
      if (!window) throw new Error('Firefox showed no browser window to run the collection in');
      await thrice(() => connection.send('script.evaluate', { expression: FIREFOX_COLLECT, target: { context: window.context }, awaitPromise: true }));
    },
    close: async () => { await browser.close(); },
  };
}

/** What shows that a screen has rendered: a list's grid, a page's heading, the shell's menu. */
const SHOWN = '[data-screen="list"] [role="grid"], main h1, main h2, [data-state="error-boundary"]';

/**
 * What shows that this path's screen has rendered after in-app navigation: its own list (the
 * list's section is labelled with the screen's title) or a heading in the screen's container.
 * SHOWN alone matched the last screen's grid at once, and the session ran ten screens a second
 * into WebKit's limit of 100 pushState calls in 10 s (2026-12-06).
 */
function shownAt(path: string): string {
  const titles = zh.route as Record<string, string>;
  const route = ROUTES.find((r) => r.path === path);
  const title = route ? titles[route.name] : undefined;
  if (!title) return SHOWN;
  const scope = `[data-menu-name="${title}"]`;
  return `[data-screen="list"][aria-label="${title}"] [role="grid"], ${scope} h1, ${scope} h2, [data-state="error-boundary"]`;
}

/** The lowest and highest of some readings, and whether the highest is within 10 % of the lowest (none: undefined). */
type Range = { low: number; high: number; level: boolean };
function rangeOf(readings: number[]): Range | undefined {
  if (readings.length === 0) return undefined;
  const low = Math.min(...readings);
  const high = Math.max(...readings);
  return { low, high, level: high <= low * 1.1 };
}

interface Sample { mode: string; screen: number; totalMiB: number; largestMiB: number; processes: number; each: string; mappings?: Record<string, number>; seconds: number; load: number; settledMiB?: number; collectedMiB?: number }

async function main(): Promise<void> {
  const app = appCopy(values.app ?? '');
  const dataDir = mkdtempSync(join(tmpdir(), 'wms-session-data-'));
  // A copy of a seeded database when WMS_E2E_SEEDED_DB names one (tests/e2e/seedOnce.ts), as the e2e files start.
  const server = await (await import('../../apps/wms-server/src/index.ts')).startServer({ port: 0, ...freshDatabase(dataDir), appDir: app, logger: false });
  const origin = server.url;
  const driver = engine === 'webkit' ? await (values.gc ? webkitInspectedDriver(origin) : webkitDriver()) : engine === 'firefox' && values.gc ? await firefoxCollectingDriver() : await playwrightDriver(engine);
  const samples: Sample[] = [];
  const started = Date.now();
  const verdicts: Record<string, { first: number; low: number; high: number; level: boolean; settled?: Range; collected?: Range }> = {};
  let notShown = 0;
  try {
    await driver.logIn(origin);
    for (const mode of modes) {
      const idle = Number(values.idle);
      const sample = async (screen: number) => {
        const memory = contentMemory();
        const row: Sample = { mode, screen, ...memory, seconds: Math.round((Date.now() - started) / 1000), load: Number(loadavg()[0]?.toFixed(1)) };
        if (idle > 0) {
          await new Promise((done) => setTimeout(done, idle * 1000));
          row.settledMiB = contentMemory().totalMiB;
        }
        if (driver.collect) {
          await driver.collect();
          row.collectedMiB = contentMemory().totalMiB;
        }
        samples.push(row);
        const mappings = memory.mappings ? `; largest by mapping ${Object.entries(memory.mappings).map(([k, v]) => `${k} ${String(v)}`).join(', ')}` : '';
        console.log(`${engine} ${mode} ${String(screen)}: ${String(memory.totalMiB)} MiB in ${String(memory.processes)} content process(es) [${memory.each}], largest ${String(memory.largestMiB)} MiB${mappings}${row.settledMiB === undefined ? '' : `; after ${String(idle)} s idle ${String(row.settledMiB)} MiB`}${row.collectedMiB === undefined ? '' : `; collected ${String(row.collectedMiB)} MiB`}; ${String(row.seconds)} s; load ${String(row.load)}`);
      };
      await sample(0);
      for (let screen = 1; screen <= screens; screen += 1) {
        const path = paths[(screen - 1) % paths.length] ?? '/index/home1';
        const screenStarted = Date.now();
        try {
          const loadBy = values['load-by'];
          if (mode === 'nav') await driver.navigate(`/ris-wms${path}`);
          else if (loadBy === 'refresh' && screen > 1) await driver.refresh();
          else if (loadBy === 'reload' && screen > 1) await driver.reload();
          else await driver.goto(`${origin}/ris-wms${loadBy === 'url' ? path : paths[0] ?? path}`);
          if (!(await driver.waitFor(mode === 'loads' ? SHOWN : shownAt(path), 45_000))) notShown += 1;
          // At most eight screens a second (WebKit refuses a 101st pushState within 10 s).
          await new Promise((done) => setTimeout(done, Math.max(0, 125 - (Date.now() - screenStarted))));
        } catch (error) {
          // A load that ran out of the driver's time (a busy machine) counts as not shown; the session goes on.
          notShown += 1;
          console.log(`${engine} ${mode} ${String(screen)} ${path}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
        if (screen % every === 0) await sample(screen);
      }
      // --settle S: the process left idle S seconds after the last screen, then read again (is the
      // memory given back once nothing happens?).
      if (Number(values.settle) > 0) {
        await new Promise((done) => setTimeout(done, Number(values.settle) * 1000));
        await sample(screens);
      }
      const mine = samples.filter((s) => s.mode === mode);
      const last = mine.filter((s) => s.screen >= screens - 100);
      const raw = rangeOf(last.map((s) => s.totalMiB));
      const settledVerdict = idle > 0 ? rangeOf(last.map((s) => s.settledMiB ?? s.totalMiB)) : undefined;
      const collectedVerdict = rangeOf(last.flatMap((s) => (s.collectedMiB === undefined ? [] : [s.collectedMiB])));
      verdicts[mode] = { first: mine[0]?.totalMiB ?? 0, ...(raw ?? { low: 0, high: 0, level: false }), ...(settledVerdict ? { settled: settledVerdict } : {}), ...(collectedVerdict ? { collected: collectedVerdict } : {}) };
      const described = (range: Range) => `${String(range.low)}–${String(range.high)} MiB, ${(100 * (range.high - range.low) / range.low).toFixed(1)} % (${range.level ? 'level, within 10 %' : 'NOT level'})`;
      if (raw) console.log(`${engine} ${mode}: ${String(screens)} screens; over the last 100: ${described(raw)}; at the start ${String(mine[0]?.totalMiB)} MiB`);
      if (collectedVerdict) console.log(`${engine} ${mode}: collected readings (a full collection asked for first) over the last 100: ${described(collectedVerdict)}`);
      if (settledVerdict) console.log(`${engine} ${mode}: settled readings (${String(idle)} s idle) over the last 100: ${described(settledVerdict)}`);
    }
  } finally {
    // Neither may hold the results up: a browser's open stream (the live feed) can keep the
    // server's close waiting after the browser is gone.
    const atMost = (work: Promise<unknown>) => Promise.race([work.catch(() => undefined), new Promise((done) => setTimeout(done, 15_000))]);
    await atMost(driver.close());
    await atMost(server.close());
    rmSync(app, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`${engine}: ${String(notShown)} screens not shown within 45 s; ${String(Math.round((Date.now() - started) / 1000))} s in all`);
  if (values.out) writeFileSync(values.out, JSON.stringify({ engine, modes, screens, paths, config: values.config ?? null, noWorker: values['no-worker'], verdicts, notShown, samples }, null, 1));
  process.exitCode = Object.values(verdicts).every((v) => v.level) ? 0 : 1;
}

await main();
// Whatever the browser left open (its stream to the server) does not keep the process.
process.exit();
