// WebKitGTK for the story pass (issue 36): Playwright cannot drive Debian's WebKitGTK (it needs
// its own patched WebKit builds), so the pass drives MiniBrowser through WebKitWebDriver (W3C
// WebDriver classic, under Xvfb) with WebdriverIO, behind the few calls of Playwright's Page that
// tests/visual/run.mjs makes: goto, evaluate, waitForFunction, setViewportSize, viewportSize,
// screenshot, addStyleTag, waitForTimeout. What WebDriver classic has no command for is done by
// the page itself: the runner's init scripts (the frozen clock, the story watcher) and a recorder
// of uncaught errors are served as the first script of iframe.html (run.mjs's server, for a URL
// with wms-init=1), and the recorded errors are read after each render (takeErrors).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import { WEBKIT_ENV } from '../setup/webkitEnv.ts';

export const WEBKIT_DRIVER = process.env.WMS_WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
export const WEBKIT_BROWSER = process.env.WMS_WEBKIT_BROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const sleep = (ms) => new Promise((done) => { setTimeout(done, ms); });

function freePort() {
  return new Promise((done) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => { done(typeof address === 'object' && address ? address.port : 0); });
    });
  });
}

/** The recorder of what Playwright's 'pageerror' reports, first in the page (served by run.mjs). */
export function recordPageErrors() {
  const errors = [];
  globalThis.__WMS_PAGE_ERRORS__ = errors;
  const text = (value) => String(value && typeof value === 'object' && 'message' in value ? value.message : value).split('\n')[0];
  addEventListener('error', (event) => { errors.push(text(event.error ?? event.message)); });
  addEventListener('unhandledrejection', (event) => { errors.push(text(event.reason)); });
}

/**
 * WebKitGTK's overlay scrollbars show when a scroller's content changes and fade out about a
 * second later, drawn where no style or animation rule reaches: a shot taken before the fade had
 * them and one taken after did not (706–1,487 pixels on the narrow receipt lists under load).
 * The scrollbars are styled away, as Chromium's --hide-scrollbars leaves them out; an overlay
 * scrollbar takes no room, so the layout is the same.
 */
export function hideScrollbars() {
  const style = document.createElement('style');
  style.textContent = '*::-webkit-scrollbar { display: none !important; }';
  (document.head ?? document.documentElement).append(style);
}

/**
 * A GTK configuration folder (for XDG_CONFIG_HOME) that turns GTK's animations off
 * (gtk-enable-animations=0), which WebKitGTK reads as the user's prefers-reduced-motion: the
 * CSS media query then matches in the story's page as it does in Chromium's (Playwright's
 * reducedMotion: 'reduce') and Firefox's (its ui.prefersReducedMotion, run.mjs), where
 * reduceMotion below reached only the page's own matchMedia. The spinner and the transitions
 * that honour it stop redrawing while a story renders: WebKit's 70 screen stories took 96 and 97 CPU-s instead of 106 and 112 (2026-12-07,
 * 01:2x UTC, alone and alternated), their screenshots unchanged (shots are taken with animations
 * off either way). Checked: matchMedia('(prefers-reduced-motion: reduce)') is true in MiniBrowser
 * with this folder, false without. Made once a process, removed when it exits.
 */
let gtkConfig;
export function reducedMotionGtkConfig() {
  if (gtkConfig) return gtkConfig;
  gtkConfig = mkdtempSync(join(tmpdir(), 'wms-webkit-gtk-'));
  mkdirSync(join(gtkConfig, 'gtk-3.0'));
  writeFileSync(join(gtkConfig, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=0\n');
  const folder = gtkConfig;
  process.once('exit', () => { rmSync(folder, { recursive: true, force: true }); });
  return gtkConfig;
}

/** prefers-reduced-motion: reduce for the page's own matchMedia (Playwright's reducedMotion). */
export function reduceMotion() {
  const matchMedia = globalThis.matchMedia.bind(globalThis);
  globalThis.matchMedia = (query) => {
    const list = matchMedia(query);
    if (!/prefers-reduced-motion/.test(query)) return list;
    // A list of its own (a MediaQueryList's matches cannot be set; its methods need the real one).
    return {
      matches: /reduce/.test(query), media: query, onchange: null,
      addEventListener: (...a) => list.addEventListener(...a), removeEventListener: (...a) => list.removeEventListener(...a),
      addListener: (...a) => list.addListener(...a), removeListener: (...a) => list.removeListener(...a), dispatchEvent: (event) => list.dispatchEvent(event),
    };
  };
}

/**
 * One MiniBrowser window (its own WebKitWebDriver under its own Xvfb), behind the calls run.mjs
 * makes of a Playwright Page.
 */
export async function openWebKitPage({ viewport, env = {} }) {
  const port = await freePort();
  // Its own process group, so that closing ends xvfb-run, its Xvfb, the driver and the browser.
  const child = spawn('xvfb-run', ['-a', '-s', '-screen 0 1920x1200x24', WEBKIT_DRIVER, `--port=${String(port)}`], { detached: true, stdio: 'ignore', env: { ...process.env, ...WEBKIT_ENV, ...env } });
  const end = Date.now() + 120_000;
  let driver;
  while (!driver) {
    try {
      driver = await remote({
        hostname: '127.0.0.1', port, path: '/', logLevel: 'silent', connectionRetryCount: 0,
        capabilities: { 'webkitgtk:browserOptions': { binary: WEBKIT_BROWSER, args: ['--automation', '--full-screen'] } },
      });
    } catch (error) {
      if (Date.now() > end) {
        try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already ended */ }
        throw error;
      }
      await sleep(250);
    }
  }
  await driver.setTimeouts(undefined, 60_000, 60_000);
  let size;
  let closed = false;
  const call = (fn, arg) => driver.executeScript(`return (${fn.toString()})(arguments[0]);`, [arg ?? null]);
  const page = {
    async goto(url) { await driver.navigateTo(url); },
    evaluate(fn, arg) { return call(fn, arg); },
    async waitForFunction(fn, arg, { timeout = 30_000, polling = 50 } = {}) {
      const until = Date.now() + timeout;
      for (;;) {
        const value = await call(fn, arg).catch((error) => { if (Date.now() > until) throw error; return undefined; });
        if (value) return { jsonValue: async () => value };
        if (Date.now() > until) throw new Error(`waitForFunction: Timeout ${String(timeout)}ms exceeded.`);
        await sleep(polling);
      }
    },
    viewportSize() { return size; },
    async setViewportSize(wanted) {
      // The window sized so that the page's viewport is the one asked for (a frame, if any,
      // taken off). MiniBrowser runs full screen: its toolbar kept a window at least 447 px wide,
      // so a 360 px phone story was shot at 447 px; without it a window goes down to 334 px.
      // The page's size read once it has followed the window: read at once, it was now and then
      // still the last story's 1280 px, and the frame's correction came to a negative width
      // ("Invalid width value", window/rect: the guest pass of 2026-12-06, a 360 px story).
      const settledInner = async () => {
        let last = [];
        for (let read = 0; read < 20; read += 1) {
          const inner = await driver.executeScript('return [window.innerWidth, window.innerHeight];', []);
          const stale = size !== undefined && inner[0] === size.width && inner[1] === size.height;
          if (!stale && inner[0] === last[0] && inner[1] === last[1]) return inner;
          last = inner;
          await sleep(50);
        }
        return last;
      };
      await driver.setWindowRect(0, 0, wanted.width, wanted.height);
      const inner = await settledInner();
      if (inner[0] !== wanted.width || inner[1] !== wanted.height) await driver.setWindowRect(0, 0, wanted.width * 2 - inner[0], wanted.height * 2 - inner[1]);
      size = { ...wanted };
    },
    async screenshot() { return Buffer.from(await driver.takeScreenshot(), 'base64'); },
    async addStyleTag({ content }) {
      const id = `wms-style-${String(Date.now())}`;
      await call((what) => { const style = document.createElement('style'); style.id = what.id; style.textContent = what.content; document.head.append(style); }, { id, content });
      return { evaluate: () => call((what) => { document.getElementById(what)?.remove(); }, id) };
    },
    waitForTimeout: sleep,
    /** The page's uncaught errors since the last call (the recorder above). */
    takeErrors() { return call(() => (globalThis.__WMS_PAGE_ERRORS__ ?? []).splice(0)).catch(() => []); },
    isClosed() { return closed; },
    on() { /* page errors are read with takeErrors */ },
    async close() {
      closed = true;
      await driver.deleteSession().catch(() => undefined);
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already ended */ }
    },
  };
  await page.setViewportSize(viewport);
  return page;
}
