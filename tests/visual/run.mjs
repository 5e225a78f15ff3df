#!/usr/bin/env node
// Visual tests: every story of the static Storybook is screenshotted in Debian Chromium and
// compared, pixel by pixel, with its committed baseline in tests/visual/baseline/.
//   node tests/visual/run.mjs            compare (a missing baseline fails)
//   node tests/visual/run.mjs --update   write every baseline anew (review them in git)
//   --no-build                           reuse storybook-static/ from an earlier build
//   --filter TEXT                        only stories whose id contains TEXT
//   --out DIR                            build Storybook into DIR and write diffs under it
//                                        (so that parallel runs never share a folder); with
//                                        WMS_STORIES=<glob> Storybook reads only those stories
// A failure writes the new screenshot and a diff image to tests/visual/__diff__/ and an
// index.html there that puts baseline, actual and diff side by side for a reviewer.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright-core';
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
const filterAt = args.indexOf('--filter');
const filter = filterAt >= 0 ? args[filterAt + 1] : undefined;
const jsonAt = args.indexOf('--json');
const jsonOut = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
// The size of a story without one of its own; a story with globals.viewport (.storybook/
// viewports.ts) is shot at that size instead.
const VIEWPORT = { width: 1024, height: 720 };
const CONCURRENCY = 2;
// Anti-aliased edges can land a sub-pixel apart on a loaded machine (the DrawerForm Resize story
// differed by 18 pixels along its inputs' left edges in one CI run): a real change differs by
// hundreds of pixels or more.
const MAX_STRAY_PIXELS = 48;

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
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(staticDir, path);
  if (!file.startsWith(staticDir)) { res.writeHead(403).end(); return; }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) { res.writeHead(404).end(); return; }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && !(entry.tags ?? []).includes('no-visual'))
  .filter((entry) => !filter || entry.id.includes(filter))
  .map((entry) => entry.id)
  .sort();

rmSync(diffDir, { recursive: true, force: true });
mkdirSync(baselineDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
// One context (one window) per worker: keyboard focus, which play functions rely on, is per
// window, so two stories in tabs of one window would steal each other's focus.
async function newContext() {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, reducedMotion: 'reduce', locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await context.addInitScript(freezeClock);
  return context;
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

const results = { passed: [], failed: [], written: [] };

/**
 * The size a story asks for (its globals.viewport among parameters.viewport.options), read from
 * the Storybook preview already in the page (the story is loaded, not rendered); undefined when
 * the page has no preview yet.
 */
function storyViewport(page, id) {
  return page.evaluate(async ({ storyId, fallback }) => {
    const store = globalThis.__STORYBOOK_PREVIEW__?.storyStoreValue;
    if (!store) return undefined;
    const story = await store.loadStory({ storyId });
    const name = story?.storyGlobals?.viewport?.value;
    const styles = name ? story?.parameters?.viewport?.options?.[name]?.styles : undefined;
    const px = (value) => (/^\d+(px)?$/.test(String(value)) ? Number.parseInt(String(value), 10) : undefined);
    const width = px(styles?.width);
    const height = px(styles?.height);
    return width && height ? { width, height } : fallback;
  }, { storyId: id, fallback: VIEWPORT }).catch(() => undefined);
}

async function render(page, id) {
  await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`, { waitUntil: 'load' });
  const phase = await (await page.waitForFunction(() => {
    const current = globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return ['finished', 'completed', 'errored', 'aborted'].includes(current) ? current : false;
  }, undefined, { timeout: 30_000 })).jsonValue();
  // A story whose render or play function failed has no state worth comparing.
  if (phase === 'errored' || phase === 'aborted') throw new Error(`the story ${phase} (its play function failed in this browser)`);
}

async function shoot(page, id) {
  // A story drawn at a size of its own is rendered at that size (its play function too): the
  // size is read from the preview of the story before (loaded, not rendered); the first story of
  // a page is rendered, and rendered again if it wants another size.
  const known = page.url() === 'about:blank' ? undefined : await storyViewport(page, id);
  const resize = async (wanted) => {
    const size = page.viewportSize();
    if (size?.width === wanted.width && size?.height === wanted.height) return false;
    await page.setViewportSize(wanted);
    return true;
  };
  if (known) await resize(known);
  await render(page, id);
  if (!known && await resize((await storyViewport(page, id)) ?? VIEWPORT)) await render(page, id);
  await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}' });
  await page.evaluate(async () => { await document.fonts.ready; });
  // Like Playwright's toHaveScreenshot: take shots until two in a row are identical, so a
  // frame caught mid-paint never becomes a baseline or a false failure.
  let previous = await page.screenshot({ fullPage: false });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.waitForTimeout(60);
    const current = await page.screenshot({ fullPage: false });
    if (current.equals(previous)) return current;
    previous = current;
  }
  throw new Error('the story did not settle: five screenshots in a row differed');
}

function compare(id, actualBuffer) {
  const file = join(baselineDir, `${id}.png`);
  if (update) {
    writeFileSync(file, actualBuffer);
    results.written.push(id);
    return;
  }
  if (!existsSync(file)) {
    mkdirSync(diffDir, { recursive: true });
    writeFileSync(join(diffDir, `${id}.actual.png`), actualBuffer);
    results.failed.push({ id, reason: 'no baseline (run ./wms pnpm test:visual --update and review the new images)' });
    return;
  }
  const expected = PNG.sync.read(readFileSync(file));
  const actual = PNG.sync.read(actualBuffer);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    mkdirSync(diffDir, { recursive: true });
    writeFileSync(join(diffDir, `${id}.actual.png`), actualBuffer);
    results.failed.push({ id, reason: `size ${actual.width}x${actual.height} differs from ${expected.width}x${expected.height}` });
    return;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const changed = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: 0 });
  // Exact colours (threshold 0), with a few stray pixels forgiven: focus rings and text
  // anti-aliasing can differ by a handful of pixels between runs, while any real change (a
  // colour, a word, a border) differs in hundreds.
  if (changed > MAX_STRAY_PIXELS) {
    mkdirSync(diffDir, { recursive: true });
    writeFileSync(join(diffDir, `${id}.actual.png`), actualBuffer);
    writeFileSync(join(diffDir, `${id}.diff.png`), PNG.sync.write(diff));
    results.failed.push({ id, reason: `${changed} pixels differ`, diff: true });
  } else {
    results.passed.push(id);
  }
}

const queue = [...stories];
await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
  const context = await newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`visual: page error in a story: ${error.message}`));
  for (let id = queue.shift(); id; id = queue.shift()) {
    try {
      compare(id, await shoot(page, id));
    } catch (error) {
      results.failed.push({ id, reason: error instanceof Error ? error.message.split('\n')[0] : String(error) });
    }
  }
  await context.close();
}));
await browser.close();
server.close();

if (results.failed.length) {
  const rows = results.failed.map(({ id, reason, diff }) => `<tr><td>${id}<br><small>${reason}</small></td>` +
    `<td>${existsSync(join(baselineDir, `${id}.png`)) ? `<img src="../baseline/${id}.png">` : ''}</td>` +
    `<td><img src="${id}.actual.png"></td><td>${diff ? `<img src="${id}.diff.png">` : ''}</td></tr>`).join('\n');
  // A story that failed to render (no diff image) still gets its line in the report.
  mkdirSync(diffDir, { recursive: true });
  writeFileSync(join(diffDir, 'index.html'), `<!doctype html><meta charset="utf-8"><title>Visual differences</title>` +
    `<style>img{max-width:420px;border:1px solid #ccc}td{vertical-align:top;padding:4px}</style>` +
    `<table><tr><th>story</th><th>baseline</th><th>actual</th><th>diff</th></tr>${rows}</table>`);
  for (const { id, reason } of results.failed) console.error(`visual: FAIL ${id}: ${reason}`);
  console.error(`visual: differences written to ${diffDir}/index.html`);
}
if (update) console.log(`visual: ${results.written.length} baselines written to tests/visual/baseline`);
if (stories.length === 0) {
  console.error('visual: no stories found');
  process.exit(1);
}
const passed = results.passed.length + results.written.length;
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed: results.failed.length, failures: results.failed }));
console.log(`visual: ${passed} passed, ${results.failed.length} failed`);
process.exit(results.failed.length ? 1 : 0);
