/**
 * The browser engine an e2e file drives (issue 36). A file under tests/e2e/ runs in Chromium; the
 * files under tests/e2e/firefox/ and tests/e2e/webkit/ name their engine and import the same flow
 * (selectEngine, then a dynamic import), so one flow's code and assertions serve every engine, and
 * the gate's workers take each engine's files like any other (scripts/test-all.mjs picks the
 * folders of the engines in WMS_ENGINES).
 *
 * Chromium and Firefox run under Playwright (Firefox ESR over WebDriver BiDi, channel
 * moz-firefox; patches/playwright-core@1.65.1.patch skips the emulation.* commands the ESR does
 * not know, and makes fill() reach React: its BiDi text insertion set the value where React's
 * value tracker saw it, so React ignored the input). WebKitGTK cannot be driven by Playwright:
 * tests/e2e/webkit.ts drives it through WebKitWebDriver with WebdriverIO behind the part of
 * Playwright's API the flows use.
 *
 * What runs where (issue 36): in all three engines the crawl of the 249 routes, the inbound and
 * outbound days, the station's scanner burst, the drawer conflict (zh, en), the import preview,
 * the palette, the live list (zh) and the offline reload. What the engines' drivers lack is made up
 * outside the product, never by a different flow:
 * - no download event from Firefox ESR 153 over BiDi, nor any download in WebDriver classic: the
 *   template's bytes are read where the app hands them to the browser (tests/e2e/download.ts);
 * - no network emulation in WebDriver classic (WebKit), and under Firefox's emulated offline state
 *   the service worker did not answer the reload: the page reaches the server through a link the
 *   test cuts (tests/e2e/networkCut.ts). In WebKit the page is then not told it is offline
 *   (navigator.onLine), so its offline banner is not asserted there.
 * The tests that are Chromium's alone (inChromium) check Chromium's own verdicts (installability
 * over CDP) or server behaviour that no engine changes (idempotent writes, refusals).
 */
import { chromium, firefox, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../setup/chromium.ts';

export type Engine = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: readonly Engine[] = ['chromium', 'firefox', 'webkit'];

const isEngine = (name: string): name is Engine => (ENGINES as readonly string[]).includes(name);

/** The engine of this test file's process: chromium unless an engine's file said otherwise. */
export function currentEngine(): Engine {
  const name = process.env.WMS_E2E_ENGINE ?? 'chromium';
  if (!isEngine(name)) throw new Error(`WMS_E2E_ENGINE=${name}: one of ${ENGINES.join(', ')}`);
  return name;
}

/** Called by an engine's file before it imports the flow (node --test runs each file in its own process). */
export function selectEngine(engine: Engine): void {
  process.env.WMS_E2E_ENGINE = engine;
}

/**
 * A test's title in this engine: Chromium's as it always was, the others' with the engine after
 * it (the gate counts each engine's tests by it: scripts/test-all.mjs).
 */
export function engineTitle(title: string): string {
  const engine = currentEngine();
  return engine === 'chromium' ? title : `${title} [${engine}]`;
}

/** Whether this file's tests run in Chromium: the tests that are Chromium's alone register only then. */
export const inChromium = (): boolean => currentEngine() === 'chromium';

export const FIREFOX_PATH = process.env.WMS_FIREFOX ?? '/usr/bin/firefox-esr';

/**
 * Firefox's preferences in the e2e runs: the browser window's own work on each in-app step (a
 * pushState updates the address bar's formatting, the history database and the session store)
 * left out; the page's behaviour is the same. Part of the Firefox crawl's 85-86 CPU-s instead of
 * 99-104 (with WMS_BIDI_NETWORK=off, tests/e2e/firefox/crawl.e2e.ts; 2026-12-07, alternated
 * runs alone; the preferences alone 91-95 against 95-100).
 */
export const FIREFOX_PREFS: Readonly<Record<string, string | number | boolean>> = {
  'places.history.enabled': false,
  'browser.urlbar.formatting.enabled': false,
  'browser.sessionstore.interval': 3_600_000,
};

/** Chromium or Firefox under Playwright (WebKit has its own driver: tests/e2e/webkit.ts). */
export async function launchPlaywright(engine: Exclude<Engine, 'webkit'>): Promise<Browser> {
  if (engine === 'firefox') return firefox.launch({ executablePath: FIREFOX_PATH, channel: 'moz-firefox', headless: true, firefoxUserPrefs: { ...FIREFOX_PREFS } });
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}
