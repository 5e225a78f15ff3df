#!/usr/bin/env node
// The story pass: every story of the static Storybook is rendered once in Debian Chromium, and
// that one render is checked three ways (issue 27: before, the story tests rendered every story
// in Vitest and this runner rendered it again for its screenshot):
//   stories  its render and play function ran without an exception or an unhandled error, and
//            axe found no violation (parameters.a11y.test 'error', .storybook/preview.tsx; the
//            a11y addon's afterEach runs in this render and reports through STORY_FINISHED),
//            and no request to the API (/GT_WMS_APP) got past the story's mocks to the
//            network (each window has its own origin, whose server records such a request);
//   visual   its screenshot equals, pixel by pixel, its committed baseline in
//            tests/visual/baseline/ (stories tagged no-visual are not screenshotted).
//   node tests/visual/run.mjs            compare (a missing baseline fails)
//   node tests/visual/run.mjs --update   write every baseline anew (review them in git)
//   --no-build                           reuse storybook-static/ from an earlier build
//   --filter TEXT                        only stories whose id contains TEXT
//   --out DIR                            build Storybook into DIR and write diffs under it
//                                        (so that parallel runs never share a folder); with
//                                        WMS_STORIES=<glob> Storybook reads only those stories
//   --json FILE                          { stories: {passed, failed, failures}, visual: {...} }
//   --no-axe                             the render, play function and screenshot without axe
//                                        (the guest pass of ./wms test, issue 50: axe reads the
//                                        DOM and its ARIA, which the same React output gives in
//                                        every engine, and Chromium's pass runs it on every story;
//                                        in WebKit it was a quarter of a story's render)
// A failure writes the new screenshot and a diff image to tests/visual/__diff__/ and an
// index.html there that puts baseline, actual and diff side by side for a reviewer.
//   WMS_DEBUG=1                          each render and a timed-out page's state on stderr
//   --engines a,b                        chromium, firefox, webkit (else env WMS_ENGINES, which
//                                        ./wms test sets; all three by default)
// The engines (issue 36): Chromium and Firefox ESR (over WebDriver BiDi) through Playwright,
// WebKitGTK through WebKitWebDriver and WebdriverIO (tests/visual/webkit.mjs; README.md says
// why). Every engine renders every story with its play function and axe; the screenshots are
// Chromium's, except the app's screens (wms/Screens/…, ids wms-screens-…), which have a baseline
// in each engine (baseline/firefox/, baseline/webkit/), so a layout that breaks in one engine is
// seen. A story that fails and then passes on its retry (a fresh page) is FLAKY and fails the
// pass (issue 37): a gate that passes now and then teaches reviewers to rerun instead of to look.
// `./wms pnpm test:stories <file>` still runs one file's stories in Vitest, for a quick loop.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, firefox } from 'playwright-core';
import { API_BASE_PATH } from '../../packages/wms-api/src/model/constants.ts';
import { NO_FIXTURE_EVENT } from '../../apps/wms/src/stories/noFixture.ts';
import { isPrintPluginAbsent, MOCK_WORKER_NETWORK_FAILURE } from '../setup/browserLogs.ts';
import { hideScrollbars, openWebKitPage, recordPageErrors, reducedMotionGtkConfig, reduceMotion } from './webkit.mjs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const root = resolve(import.meta.dirname, '../..');
const outAt = process.argv.indexOf('--out');
const outDir = outAt >= 0 ? resolve(process.argv[outAt + 1]) : undefined;
const staticDir = outDir ? join(outDir, 'storybook-static') : join(root, 'storybook-static');
const baselineDir = join(root, 'tests/visual/baseline');
const diffDir = outDir ? join(outDir, '__diff__') : join(root, 'tests/visual/__diff__');
const args = process.argv.slice(2);
const update = args.includes('--update') || process.env.WMS_UPDATE_VISUAL === '1';
const build = !args.includes('--no-build');
// The a11y addon's afterEach does not run axe when the a11y global is manual (its own switch).
const axe = !args.includes('--no-axe');
const filterAt = args.indexOf('--filter');
const filter = filterAt >= 0 ? args[filterAt + 1] : undefined;
const jsonAt = args.indexOf('--json');
const jsonOut = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const enginesAt = args.indexOf('--engines');
const ENGINES = ['chromium', 'firefox', 'webkit'];
const engines = (enginesAt >= 0 ? args[enginesAt + 1] : process.env.WMS_ENGINES ?? ENGINES.join(',')).split(',').map((e) => e.trim()).filter(Boolean);
for (const engine of engines) {
  if (!ENGINES.includes(engine)) {
    console.error(`stories: unknown engine ${engine}: one of ${ENGINES.join(', ')}`);
    process.exit(2);
  }
}
// Windows (each switching from story to story) of each engine. Chromium's two keep a core busy
// while the other waits on a story's timers; Firefox and WebKit get one each, beside it.
const WINDOWS = { chromium: 2, firefox: 1, webkit: 1 };
// Stories a WebKit window renders before a fresh one takes over: MiniBrowser's web process kept
// what every story left (4.6 GB after 500 stories of a pass on 2026-11-28, collecting its garbage
// most of the time and rendering a story a minute), where Chromium's and Firefox's stay level.
const STORIES_PER_WINDOW = { webkit: 100 };
/**
 * Firefox's own log lines of a failed connection, which its driver (WebDriver BiDi) reports as
 * page errors although no script threw: the print plug-in's socket and a request the stories'
 * mock worker fails on purpose (the offline stories); the exact sentences, in tests/setup/browserLogs.ts.
 */
const isBrowserNetworkLog = (message) => isPrintPluginAbsent(message) || MOCK_WORKER_NETWORK_FAILURE.test(message);
/** The screens of the app, screenshotted in every engine (the rest only in Chromium). */
const screenOfTheApp = (id) => id.startsWith('wms-screens-');
// The size of a story without one of its own; a story with globals.viewport (.storybook/
// viewports.ts) is shot at that size instead.
const VIEWPORT = { width: 1024, height: 720 };
// Anti-aliased edges can land a sub-pixel apart on a loaded machine (the DrawerForm Resize story
// differed by 18 pixels along its inputs' left edges in one CI run): a real change differs by
// hundreds of pixels or more.
const MAX_STRAY_PIXELS = 48;
/**
 * How far a pixel's colour may move before it counts (pixelmatch's threshold; 0: any change).
 * WebKitGTK's software compositing blends a translucent layer (the menu's backdrop, the header's
 * shadow) a level or two differently from one load of a page to the next: the same screen, shot
 * twice, differed in 13,000–16,000 pixels by one or two levels of a channel (31,95,191 against
 * 31,95,190). 0.05 lets through what no eye can see, about 9 levels of brightness, and still
 * fails a changed word, border or colour.
 */
const COLOUR_THRESHOLD = { webkit: 0.05 };
/**
 * Stray pixels forgiven in WebKit: under load its rounded corners (the buttons', inputs' and tags'
 * of a 1,280 px list: about twenty) came out anti-aliased a step differently, 58–62 pixels in all,
 * each a corner's edge. The empty user and warehouse of a session that did not take differed in
 * 5,576, a "Loading…" over a page's lines in 21,007.
 */
const STRAY_PIXELS = { webkit: 120 };

const chromiumPath = process.env.WMS_CHROMIUM ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--font-render-hinting=none', '--force-color-profile=srgb', '--hide-scrollbars',
];

if (build) {
  const result = spawnSync('pnpm', ['exec', 'storybook', 'build', '--quiet', '--disable-telemetry', '-o', staticDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) {
    console.error('visual: the Storybook build failed');
    process.exit(1);
  }
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };
/** The API the stories' mocks answer (the contract's base path): nothing under it is a file here. */
const isApiPath = (path) => path === API_BASE_PATH || path.startsWith(`${API_BASE_PATH}/`);
/**
 * The built Storybook on an origin of its own: one for each window of the pass, so that a
 * request reaching this server is known to come from that window's story. A request under the
 * API is one that no mock answered — a story without the handler, or a mock worker that let it
 * through (WebKit's, under load) — and the app then shows its "系统错误" toast over the screen the
 * story is about: it is recorded in `escaped`, and fails the story it came from (renderHere).
 */
async function openOrigin() {
  const escaped = [];
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    if (isApiPath(path)) escaped.push(`${req.method ?? 'GET'} ${path}`);
    let file = join(staticDir, path);
    if (!file.startsWith(staticDir)) { res.writeHead(403).end(); return; }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    if (file.endsWith('iframe.html') && req.url?.includes('wms-init=1')) {
      // WebKit's window (WebDriver classic has no init scripts): the runner's, first in the page.
      res.end(readFileSync(file, 'utf8').replace('<head>', '<head><script>' + pageInit + '</script>'));
      return;
    }
    createReadStream(file).pipe(res);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { base, escaped, close: () => { server.closeAllConnections(); server.close(); } };
}

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
// The stories the story tests test: Storybook's 'test' tag (a story tagged '!test' has none).
const entries = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && (entry.tags ?? []).includes('test'))
  .filter((entry) => !filter || entry.id.includes(filter))
  .sort((a, b) => a.id.localeCompare(b.id));
const stories = entries.map((entry) => entry.id);
const screenshotted = new Set(entries.filter((entry) => !(entry.tags ?? []).includes('no-visual')).map((entry) => entry.id));

rmSync(diffDir, { recursive: true, force: true });
mkdirSync(baselineDir, { recursive: true });

/** Launches an engine that Playwright drives (Chromium; Firefox ESR over WebDriver BiDi). */
function launch(engine) {
  if (engine === 'firefox') {
    // The time zone as Chromium's timezoneId (Firefox's BiDi override is not known to ESR 153),
    // and prefers-reduced-motion as Chromium's reducedMotion: 'reduce' by the preference, since
    // ESR 153 does not know the BiDi override the context's reducedMotion sends (the patched
    // Playwright skips it): the media query did not match in Firefox's stories before (checked
    // 2026-12-07: matchMedia('(prefers-reduced-motion: reduce)') false with the context's option
    // alone, true with the preference).
    // The runner reads no request through Playwright (the API requests that got past a story's
    // mocks are recorded by its own server): Firefox without WebDriver BiDi's network events
    // (the patched Playwright's WMS_BIDI_NETWORK=off), Firefox's 70 screen stories 47 CPU-s
    // instead of 52 (2026-12-07).
    process.env.WMS_BIDI_NETWORK = 'off';
    return firefox.launch({ executablePath: process.env.WMS_FIREFOX ?? '/usr/bin/firefox-esr', channel: 'moz-firefox', headless: true, env: { ...process.env, TZ: 'Asia/Shanghai' }, firefoxUserPrefs: { 'ui.prefersReducedMotion': 1 } });
  }
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}
/** The runner's scripts, first in every page: the frozen clock, the story watcher (below). */
// watchStory takes the name of the app's no-fixture event (its functions run in the page, as text).
const pageInit = [freezeClock, watchStory, recordPageErrors, reduceMotion, hideScrollbars].map((fn) => `(${fn.toString()})(${fn === watchStory ? JSON.stringify(NO_FIXTURE_EVENT) : ''});`).join('\n');
/**
 * Listens on the preview's channel from its creation: what the story tests fail on. The render
 * ends with STORY_FINISHED, whose status is 'error' on an unhandled error or a failed report
 * (axe's, the a11y addon's afterEach); an exception of the render or of the play function comes
 * as its own event (the play function's is not rethrown in a test run, so STORY_FINISHED alone
 * would not say it).
 */
function watchStory(noFixtureEvent) {
  const state = { finished: undefined, errors: [] };
  globalThis.__WMS_STORY__ = state;
  const message = (error) => (error && typeof error === 'object' ? [error.name, error.message ?? error.description ?? error.title].filter(Boolean).join(': ') : String(error)).split('\n')[0];
  const watched = new WeakSet();
  const watch = (channel) => {
    if (!channel || watched.has(channel)) return;
    watched.add(channel);
    channel.on('storyFinished', (event) => {
      state.finished = {
        status: event.status,
        reports: (event.reporters ?? []).map((report) => ({
          type: report.type,
          status: report.status,
          violations: (report.result?.violations ?? []).map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => [].concat(n.target).join(' ')).join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`),
          error: report.result?.error ? message(report.result.error) : undefined,
        })),
      };
    });
    channel.on('playFunctionThrewException', (error) => { state.errors.push(`play function: ${message(error)}`); });
    channel.on('storyThrewException', (error) => { state.errors.push(`render: ${message(error)}`); });
    channel.on('storyErrored', (error) => { state.errors.push(`render: ${message(error)}`); });
    channel.on('unhandledErrorsWhilePlaying', (errors) => { for (const error of [].concat(errors)) state.errors.push(`unhandled error while playing: ${message(error)}`); });
    channel.on('storyMissing', (id) => { state.errors.push(`story missing: ${String(id)}`); });
  };
  // A call of the contract the story's fixtures do not answer (apps/wms/src/stories/appHandlers.ts).
  globalThis.addEventListener(noFixtureEvent, (event) => { state.errors.push(`no fixture answered ${String(event.detail)}`); });
  let current;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set: (channel) => { current = channel; watch(channel); },
  });
}
// Freeze the clock so that stories showing "today" render the same every day.
function freezeClock() {
  const fixed = new Date('2026-06-15T09:30:00+08:00').valueOf();
  const RealDate = Date;
  class FixedDate extends RealDate {
    constructor(...args) { super(...(args.length ? args : [fixed])); }
    static now() { return fixed; }
  }
  globalThis.Date = FixedDate;
}


/**
 * The size a story asks for, read from the preview's story store before it is rendered (so the
 * story renders once, at its size); undefined when no preview is loaded in the page yet.
 */
function wantedViewport(page, id) {
  return page.evaluate(async ({ storyId, fallback }) => {
    const store = globalThis.__STORYBOOK_PREVIEW__?.storyStoreValue;
    if (!store || !globalThis.__WMS_STORY__ || !globalThis.__STORYBOOK_ADDONS_CHANNEL__) return undefined;
    const story = await store.loadStory({ storyId });
    const name = story?.storyGlobals?.viewport?.value;
    const styles = name ? story?.parameters?.viewport?.options?.[name]?.styles : undefined;
    const px = (value) => (/^\d+(px)?$/.test(String(value)) ? Number.parseInt(String(value), 10) : undefined);
    const width = px(styles?.width);
    const height = px(styles?.height);
    return width && height ? { width, height } : fallback;
  }, { storyId: id, fallback: VIEWPORT }).catch(() => undefined);
}

/**
 * Renders the story once: its play function and axe run in this render (the story test), and
 * what it returns is whether it passed and, when it rendered, its failures' reasons.
 */
async function render(page, id, pageErrors, { fresh, url }) {
  pageErrors.length = 0;
  if (fresh) {
    await page.goto(url, { waitUntil: 'load' });
  } else {
    // The preview already loaded in this window switches to the story, as Storybook's own
    // sidebar does: the story's module is loaded and rendered, its loaders (msw's handlers),
    // play function and axe run, without loading and starting the whole preview again.
    await page.evaluate((storyId) => {
      const state = globalThis.__WMS_STORY__;
      state.finished = undefined;
      state.errors.length = 0;
      globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  }
  const handle = await page.waitForFunction(() => {
    const state = globalThis.__WMS_STORY__;
    const phase = globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase;
    if (state?.finished) return { ...state.finished, errors: state.errors };
    return phase === 'aborted' ? { status: 'aborted', reports: [], errors: state?.errors ?? [] } : false;
  }, undefined, { timeout: 45_000, polling: 50 });
  const outcome = await handle.jsonValue();
  const problems = [...outcome.errors];
  if (outcome.status === 'aborted') problems.push('the render was aborted');
  for (const report of outcome.reports) {
    if (report.status !== 'failed') continue;
    if (report.type === 'a11y') problems.push(report.error ? `axe did not run: ${report.error}` : `axe: ${report.violations.join('; ')}`);
    else problems.push(`${report.type} report failed`);
  }
  // An uncaught error in the page fails the story, as an unhandled error fails a Vitest run.
  problems.push(...pageErrors.map((message) => `uncaught in the page: ${message}`));
  if (outcome.status === 'error' && problems.length === 0) problems.push('the story finished with status error');
  // A render or play function that failed leaves no state worth comparing.
  const rendered = outcome.errors.length === 0 && outcome.status !== 'aborted';
  return { problems, rendered };
}

/**
 * Shots a story may take before it counts as not settling. WebKitGTK's overlay scrollbars (they
 * take no room) show when the content changes and fade out over about a second, painted by the
 * engine where no style or animation rule reaches: five shots 60 ms apart kept differing in a
 * few pixels at a scroller's edge, and the screen never settled.
 */
const SETTLE_TRIES = { webkit: 30 };

/** Failed stories after which an engine's pass stops (WMS_MAX_FAILED_STORIES; the rest named). */
const MAX_FAILED_STORIES = Number(process.env.WMS_MAX_FAILED_STORIES) || 20;
/** Failed stories in a row (one window's) after which the engine's pass stops. */
const MAX_FAILED_IN_A_ROW = 5;

/** The story's settled shot and its verdict against the baseline. */
async function shoot(page, engine, id) {
  // Taken away again after the shot: the next story rendered in this page plays with its
  // transitions, as it would on a fresh page.
  const still = await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}' });
  try {
    let first;
    const shot = await settledShot(page, SETTLE_TRIES[engine] ?? 5, (candidate) => {
      if (update) return false;
      first = { shot: candidate, verdict: compare(engine, id, candidate) };
      return first.verdict.ok;
    });
    return shot === first?.shot ? first : { shot, verdict: compare(engine, id, shot) };
  } finally {
    await still.evaluate((element) => { element.remove(); }).catch(() => undefined);
  }
}

async function settledShot(page, tries, asExpected) {
  await page.evaluate(async () => { await document.fonts.ready; });
  // Like Playwright's toHaveScreenshot: take shots until two in a row are identical, so a
  // frame caught mid-paint never becomes a baseline or a false failure. A first shot that is
  // already its baseline is final (a frame mid-paint would not be): one shot a story instead of
  // two, which in WebKit and Firefox is a WebDriver round trip and a PNG of the window each.
  let previous;
  let current = await page.screenshot({ fullPage: false });
  if (asExpected(current)) return current;
  for (let attempt = 0; attempt < tries; attempt += 1) {
    await page.waitForTimeout(60);
    previous = current;
    current = await page.screenshot({ fullPage: false });
    if (current.equals(previous)) return current;
  }
  throw Object.assign(new Error(`the story did not settle: ${String(tries + 1)} screenshots in a row differed (the last two: ${whereTheyDiffer(previous, current)})`), { shots: [previous, current] });
}

/** How many pixels of two shots differ, and in which box (what keeps a story from settling). */
function whereTheyDiffer(a, b) {
  const one = PNG.sync.read(a);
  const two = PNG.sync.read(b);
  if (one.width !== two.width || one.height !== two.height) return `sizes ${String(one.width)}x${String(one.height)} and ${String(two.width)}x${String(two.height)}`;
  let count = 0;
  const box = { left: Infinity, top: Infinity, right: -1, bottom: -1 };
  for (let y = 0; y < one.height; y += 1) {
    for (let x = 0; x < one.width; x += 1) {
      const i = (y * one.width + x) * 4;
      if (one.data[i] === two.data[i] && one.data[i + 1] === two.data[i + 1] && one.data[i + 2] === two.data[i + 2] && one.data[i + 3] === two.data[i + 3]) continue;
      count += 1;
      box.left = Math.min(box.left, x); box.top = Math.min(box.top, y);
      box.right = Math.max(box.right, x); box.bottom = Math.max(box.bottom, y);
    }
  }
  return `${String(count)} pixels within x ${String(box.left)}–${String(box.right)}, y ${String(box.top)}–${String(box.bottom)}`;
}

/** An engine's screenshots: Chromium's in baseline/, the others' (the app's screens) in baseline/<engine>/. */
const baselineOf = (engine) => (engine === 'chromium' ? baselineDir : join(baselineDir, engine));
const diffOf = (engine) => (engine === 'chromium' ? diffDir : join(diffDir, engine));

/** The screenshot against its baseline: { ok } or { ok: false, reason, diff? (a PNG) }. */
function compare(engine, id, actualBuffer) {
  const file = join(baselineOf(engine), `${id}.png`);
  if (update) return { ok: true };
  if (!existsSync(file)) return { ok: false, reason: 'no baseline (run ./wms pnpm test:visual --update and review the new images)' };
  const expectedBuffer = readFileSync(file);
  // The same bytes are the same pixels: most shots are their baseline's exact file, and decoding
  // the two PNGs (about 40 ms each on these machines) was most of the runner's CPU a story.
  if (expectedBuffer.equals(actualBuffer)) return { ok: true };
  const expected = PNG.sync.read(expectedBuffer);
  const actual = PNG.sync.read(actualBuffer);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return { ok: false, reason: `size ${actual.width}x${actual.height} differs from ${expected.width}x${expected.height}` };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const changed = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: COLOUR_THRESHOLD[engine] ?? 0 });
  // Exact colours (threshold 0; WebKit within COLOUR_THRESHOLD), with a few stray pixels forgiven: focus rings and text
  // anti-aliasing can differ by a handful of pixels between runs, while any real change (a
  // colour, a word, a border) differs in hundreds.
  if (changed > (STRAY_PIXELS[engine] ?? MAX_STRAY_PIXELS)) return { ok: false, reason: `${changed} pixels differ`, diff };
  return { ok: true };
}

/** What one engine's pass found. */
function newTally() {
  return { visual: { passed: [], failed: [], written: [] }, stories: { passed: [], failed: [] }, flaky: [], seconds: 0, screenshotted: 0 };
}
const tallies = Object.fromEntries(engines.map((engine) => [engine, newTally()]));

/** Records the verdict of a story's screenshot (and writes it: a baseline, or the failure's images). */
function record(engine, id, actualBuffer, verdict) {
  const results = tallies[engine].visual;
  if (update) {
    mkdirSync(baselineOf(engine), { recursive: true });
    writeFileSync(join(baselineOf(engine), `${id}.png`), actualBuffer);
    results.written.push(id);
    return;
  }
  if (verdict.ok) {
    results.passed.push(id);
    return;
  }
  mkdirSync(diffOf(engine), { recursive: true });
  writeFileSync(join(diffOf(engine), `${id}.actual.png`), actualBuffer);
  if (verdict.diff) writeFileSync(join(diffOf(engine), `${id}.diff.png`), PNG.sync.write(verdict.diff));
  results.failed.push({ id, reason: verdict.reason, diff: Boolean(verdict.diff) });
}

/**
 * A window of the engine: Chromium's and Firefox's are Playwright contexts (one window each:
 * keyboard focus, which play functions rely on, is per window, so two stories in tabs of one
 * window would steal each other's focus); WebKit's is a MiniBrowser of its own.
 */
async function engineWindow(engine, shared) {
  if (engine === 'webkit') {
    const page = await openWebKitPage({ viewport: VIEWPORT, env: { TZ: 'Asia/Shanghai', LANG: 'zh_CN.UTF-8', LANGUAGE: 'zh_CN', XDG_CONFIG_HOME: reducedMotionGtkConfig() } });
    return { page, close: () => page.close(), init: true };
  }
  // The browser itself gone (killed under memory pressure): a new one for the rest of the pass.
  if (!shared.browser?.isConnected()) shared.browser = await launch(engine);
  const context = await shared.browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, reducedMotion: 'reduce', locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await context.addInitScript(freezeClock);
  await context.addInitScript(watchStory, NO_FIXTURE_EVENT);
  return { page: await context.newPage(), close: () => context.close(), init: false };
}

/** One engine's pass over the stories, in WINDOWS[engine] windows switching story to story. */
async function runEngine(engine) {
  const tally = tallies[engine];
  const started = Date.now();
  const visualIn = (id) => screenshotted.has(id) && (engine === 'chromium' || screenOfTheApp(id));
  tally.screenshotted = stories.filter(visualIn).length;
  const queue = [...stories];
  let done = 0;
  const shared = {};
  const tag = engine === 'chromium' ? 'stories' : `stories[${engine}]`;
  await Promise.all(Array.from({ length: WINDOWS[engine] }, async () => {
    const pageErrors = [];
    const origin = await openOrigin();
    let window;
    let page;
    let rendered = 0;
    // A fresh window: at the start, and after a page crashed or hung (a time-out), so that one
    // bad render never fails every story after it in this worker.
    const openWindow = async () => {
      await window?.close().catch(() => undefined);
      window = await engineWindow(engine, shared);
      page = window.page;
      rendered = 0;
      page.on('pageerror', (error) => {
        const message = error.message.split('\n')[0];
        if (!isBrowserNetworkLog(message)) pageErrors.push(message);
      });
    };
    const resize = async (size) => {
      const current = page.viewportSize();
      if (current?.width !== size.width || current?.height !== size.height) await page.setViewportSize(size);
    };
    const storyUrl = (id) => `${origin.base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story${window.init ? '&wms-init=1' : ''}${axe ? '' : '&globals=a11y.manual:!true'}`;
    /** One render; WebKit's page errors are read from the page's own recorder. */
    const renderHere = async (id, fresh) => {
      if (process.env.WMS_DEBUG) console.error(`${engine} render ${id} fresh=${String(fresh)} ${String(Date.now() - started)}ms`);
      origin.escaped.length = 0;
      const outcome = await render(page, id, pageErrors, { fresh, url: storyUrl(id) }).catch(async (error) => {
        if (process.env.WMS_DEBUG) console.error(await page.evaluate(() => JSON.stringify({ story: globalThis.__WMS_STORY__, errors: globalThis.__WMS_PAGE_ERRORS__, channel: Boolean(globalThis.__STORYBOOK_ADDONS_CHANNEL__), phase: globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase, url: location.href, html: document.body.innerHTML.slice(0, 300) })).catch((e) => String(e)));
        throw error;
      });
      if (page.takeErrors) {
        const errors = await page.takeErrors();
        outcome.problems.push(...errors.map((message) => `uncaught in the page: ${message}`));
      }
      if (origin.escaped.length) {
        const requests = [...new Set(origin.escaped)];
        outcome.problems.push(`no mock answered ${requests.slice(0, 3).join(', ')}${requests.length > 3 ? ` and ${String(requests.length - 3)} more` : ''}: it reached the network`);
      }
      return outcome;
    };
    /**
     * One render of the story at its size: switched to in the loaded preview when there is one
     * (fresh: false), else (and when asked) on a freshly loaded page.
     */
    const renderAtSize = async (id, fresh) => {
      const known = fresh ? undefined : await wantedViewport(page, id);
      if (known) {
        await resize(known);
        return renderHere(id, false);
      }
      // No preview in the page yet: loaded at the default size, and again at the story's own
      // size when it has one (its play function and axe included).
      await resize(VIEWPORT);
      let outcome = await renderHere(id, true);
      const wanted = (await wantedViewport(page, id)) ?? VIEWPORT;
      const size = page.viewportSize();
      if (size?.width !== wanted.width || size?.height !== wanted.height) {
        await page.setViewportSize(wanted);
        outcome = await renderHere(id, true);
      }
      return outcome;
    };
    /** Render, play, axe and (for a screenshotted story) the shot and its verdict. */
    const check = async (id, visual, fresh) => {
      const outcome = await renderAtSize(id, fresh);
      // A story whose render or play function failed leaves what the page showed then beside
      // the diffs (`<id>.failed-<fresh|switched>.png`), for the reviewer to see where it stopped.
      if (outcome.problems.length) {
        const seen = await page.screenshot({ timeout: 10_000 }).catch(() => undefined);
        if (seen) {
          mkdirSync(diffOf(engine), { recursive: true });
          writeFileSync(join(diffOf(engine), `${id}.failed-${fresh ? 'fresh' : 'switched'}.png`), seen);
        }
      }
      if (!visual || !outcome.rendered) return { outcome };
      try {
        const { shot, verdict } = await shoot(page, engine, id);
        return { outcome, shot, verdict };
      } catch (error) {
        // A story that did not settle leaves its last two shots beside the diffs, for a reviewer.
        if (Array.isArray(error?.shots)) {
          mkdirSync(diffOf(engine), { recursive: true });
          error.shots.forEach((shot, i) => { writeFileSync(join(diffOf(engine), `${id}.unsettled-${String(i + 1)}.png`), shot); });
        }
        return { outcome, verdict: { ok: false, reason: error instanceof Error ? error.message.split('\n')[0] : String(error) } };
      }
    };
    const failedIn = (result, visual) => result.outcome.problems.length > 0 || (visual && !result.verdict?.ok);
    const reasonOf = (result) => [...result.outcome.problems, ...(result.verdict && !result.verdict.ok ? [result.verdict.reason] : [])].join(' | ');
    await openWindow();
    let failedInARow = 0;
    for (let id = queue.shift(); id; id = queue.shift()) {
      // A break everywhere (the app's list screen throwing in WebKit only, as issue 50's
      // demonstration did: over a minute a story with its waits and its retry) would fail every
      // story slowly: the engine's pass stops after MAX_FAILED_STORIES failed, or
      // MAX_FAILED_IN_A_ROW in a row, and names the stories it did not run (the crawl stops so too).
      const failedNow = tally.stories.failed.length + tally.flaky.length;
      if (failedNow >= MAX_FAILED_STORIES || failedInARow >= MAX_FAILED_IN_A_ROW) {
        const reason = `not run: the ${engine} pass stopped after ${String(failedNow)} failed stories (${String(failedInARow)} in a row)`;
        for (const rest of [id, ...queue.splice(0)]) {
          tally.stories.failed.push({ id: rest, reason });
          if (visualIn(rest)) tally.visual.failed.push({ id: rest, reason });
        }
        break;
      }
      if (page.isClosed() || rendered >= (STORIES_PER_WINDOW[engine] ?? Infinity)) await openWindow();
      rendered += 1;
      done += 1;
      if (done % 50 === 0) console.log(`${tag}: ${String(done)} of ${String(stories.length)} rendered, ${String(Math.round((Date.now() - started) / 1000))}s`);
      const visual = visualIn(id);
      let result;
      try {
        result = await check(id, visual, false);
        // A failure is rendered again on a fresh page: a story that passes there only passed on
        // its retry (a timing it depends on, or what an earlier story left in the page) and is
        // FLAKY, which fails the pass as any failure does; the retry tells the reviewer which.
        if (failedIn(result, visual)) {
          const first = reasonOf(result);
          const again = await check(id, visual, true);
          if (!failedIn(again, visual)) {
            tally.flaky.push({ id, reason: `FLAKY: failed (${first}), then passed on a fresh page` });
            // The first attempt's images, for the reviewer to see what the timing changed.
            if (result.shot && !update) {
              mkdirSync(diffOf(engine), { recursive: true });
              writeFileSync(join(diffOf(engine), `${id}.flaky.png`), result.shot);
              if (result.verdict?.diff) writeFileSync(join(diffOf(engine), `${id}.flaky-diff.png`), PNG.sync.write(result.verdict.diff));
            }
            if (visual && !update) tally.visual.failed.push({ id, reason: 'FLAKY (see stories)' });
            failedInARow = 0;
            continue;
          }
          result = again;
        }
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        tally.stories.failed.push({ id, reason });
        if (visual) tally.visual.failed.push({ id, reason });
        failedInARow += 1;
        await openWindow();
        continue;
      }
      const { outcome, shot, verdict } = result;
      if (outcome.problems.length) tally.stories.failed.push({ id, reason: outcome.problems.join(' | ') });
      else tally.stories.passed.push(id);
      failedInARow = outcome.problems.length ? failedInARow + 1 : 0;
      if (!visual) continue;
      if (!outcome.rendered) {
        tally.visual.failed.push({ id, reason: `the story failed to render: ${outcome.problems.join(' | ')}` });
        continue;
      }
      if (shot) record(engine, id, shot, verdict);
      else tally.visual.failed.push({ id, reason: verdict.reason });
    }
    await window?.close().catch(() => undefined);
    origin.close();
  }));
  await shared.browser?.close().catch(() => undefined);
  tally.seconds = Math.round((Date.now() - started) / 1000);
}

if (stories.length === 0) {
  console.error('visual: no stories found');
  process.exit(1);
}
// The engines side by side: each waits on its stories' timers as much as it computes.
const passStarted = Date.now();
await Promise.all(engines.map(async (engine) => {
  try {
    await runEngine(engine);
  } catch (error) {
    // An engine that cannot start fails every story in it, the others still run.
    const reason = `${engine} did not run: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    tallies[engine].stories.failed.push({ id: `(${engine})`, reason });
  }
}));

const rows = [];
for (const engine of engines) {
  const { visual: results, stories: storyResults, flaky } = tallies[engine];
  const label = engine === 'chromium' ? '' : `[${engine}]`;
  for (const { id, reason, diff } of results.failed) {
    const baseline = join(baselineOf(engine), `${id}.png`);
    const rel = engine === 'chromium' ? '' : `${engine}/`;
    rows.push(`<tr><td>${engine} ${id}<br><small>${reason}</small></td>` +
      `<td>${existsSync(baseline) ? `<img src="../baseline/${rel}${id}.png">` : ''}</td>` +
      `<td>${existsSync(join(diffOf(engine), `${id}.actual.png`)) ? `<img src="${rel}${id}.actual.png">` : ''}</td><td>${diff ? `<img src="${rel}${id}.diff.png">` : ''}</td></tr>`);
    console.error(`visual${label}: FAIL ${id}: ${reason}`);
  }
  for (const { id, reason } of storyResults.failed) console.error(`stories${label}: FAIL ${id}: ${reason}`);
  for (const { id, reason } of flaky) console.error(`stories${label}: FLAKY ${id}: ${reason}`);
}
if (rows.length) {
  // A story that failed to render (no diff image) still gets its line in the report.
  mkdirSync(diffDir, { recursive: true });
  writeFileSync(join(diffDir, 'index.html'), `<!doctype html><meta charset="utf-8"><title>Visual differences</title>` +
    `<style>img{max-width:420px;border:1px solid #ccc}td{vertical-align:top;padding:4px}</style>` +
    `<table><tr><th>story</th><th>baseline</th><th>actual</th><th>diff</th></tr>${rows.join('\n')}</table>`);
  console.error(`visual: differences written to ${diffDir}/index.html`);
}
/** An engine's counts: a flaky story counts as failed (and is named as flaky). */
const countsOf = (engine) => {
  const { visual: results, stories: storyResults, flaky } = tallies[engine];
  return {
    stories: { passed: storyResults.passed.length, failed: storyResults.failed.length + flaky.length, flaky: flaky.length, failures: [...storyResults.failed, ...flaky] },
    visual: { passed: results.passed.length + results.written.length, failed: results.failed.length, failures: results.failed },
    seconds: tallies[engine].seconds,
  };
};
if (jsonOut) {
  const byEngine = Object.fromEntries(engines.map((engine) => [engine, countsOf(engine)]));
  // stories/visual: Chromium's (what the summary has always counted), engines: each engine's.
  const chromiumCounts = byEngine.chromium ?? { stories: { passed: 0, failed: 0, failures: [] }, visual: { passed: 0, failed: 0, failures: [] } };
  writeFileSync(jsonOut, JSON.stringify({ stories: chromiumCounts.stories, visual: chromiumCounts.visual, engines: byEngine }, null, 2));
}
let failedAny = false;
for (const engine of engines) {
  const counts = countsOf(engine);
  const label = engine === 'chromium' ? '' : `[${engine}]`;
  if (update) console.log(`visual${label}: ${String(tallies[engine].visual.written.length)} baselines written to ${baselineOf(engine).replace(`${root}/`, '')}`);
  console.log(`stories${label} (render, play function${axe ? ', axe' : '; no axe'}): ${String(counts.stories.passed)} passed, ${String(counts.stories.failed)} failed${counts.stories.flaky ? ` (${String(counts.stories.flaky)} FLAKY: passed only on their retry)` : ''}, in ${String(counts.seconds)}s`);
  console.log(`visual${label}: ${String(counts.visual.passed)} passed, ${String(counts.visual.failed)} failed (${String(stories.length - tallies[engine].screenshotted)} stories not screenshotted${engine === 'chromium' ? ': tagged no-visual' : `: only the app's screens are, in ${engine}`})`);
  if (counts.stories.failed || counts.visual.failed) failedAny = true;
}
console.log(`stories: ${engines.join(', ')} in ${String(Math.round((Date.now() - passStarted) / 1000))}s`);
process.exit(failedAny ? 1 : 0);
