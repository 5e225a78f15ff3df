/**
 * The in-page half of the grid bench: runs one case in a fresh page and reports what it
 * measured. Clocks: performance.now(); frames: requestAnimationFrame deltas; long tasks:
 * PerformanceObserver('longtask'), i.e. main-thread tasks over 50 ms.
 */
import { generateBenchData } from './data';
import { mountAppShell } from './shell';
import { PAGE_SCENARIO, type BenchData, type CaseRun, type GridBenchCase } from './types';

/** The box every grid is mounted in. */
export const ROOT_SIZE = { width: 1280, height: 640 } as const;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Resolves after the next frame has been produced: a rAF, then a task after it. */
async function afterNextPaint(): Promise<void> {
  await nextFrame();
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { resolve(); };
    channel.port2.postMessage(null);
  });
}

function firstCellText(data: BenchData, rowIndex: number): string {
  const column = data.columns[0];
  const row = data.rows[rowIndex];
  return column && row ? String(row[column.code]) : '';
}

function containsText(root: HTMLElement, text: string): boolean {
  return Boolean(text) && root.textContent.includes(text);
}

/** The element with the most to scroll vertically; the deepest wins a tie. */
export function findScroller(root: HTMLElement): HTMLElement | null {
  let best: HTMLElement | null = null;
  let bestRange = 0;
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(element);
    if (!/(auto|scroll)/.test(style.overflowY + style.overflow)) continue;
    const range = element.scrollHeight - element.clientHeight;
    if (range >= bestRange && range > 0) {
      best = element;
      bestRange = range;
    }
  }
  return best;
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Checks once, then once a frame until `check` holds: the frames it waited, or null on timeout. */
async function waitFor(check: () => boolean, timeoutMs: number): Promise<number | null> {
  const start = performance.now();
  let frames = 0;
  while (!check()) {
    if (performance.now() - start > timeoutMs) return null;
    await nextFrame();
    frames += 1;
  }
  return frames;
}

/**
 * When `check` first holds for `root`'s DOM: checked at once, after every change to the DOM
 * under `root` (a MutationObserver, whose callback runs as a microtask right after the script
 * that changed the DOM, e.g. a React commit) and once a frame. The time is that of the change
 * that made it hold, not of the next animation frame: waiting for the frame (as the bench did
 * until issue 50) put up to a frame's wait into DOM ready, and more into a grid whose rows come
 * in the task that renders its chrome than into one that paints a placeholder first.
 */
function whenInDom(root: HTMLElement, check: () => boolean, timeoutMs: number): Promise<{ at: number; frames: number } | null> {
  return new Promise((resolve) => {
    const start = performance.now();
    let frames = 0;
    let done = false;
    const finish = (held: boolean) => {
      if (done) return;
      done = true;
      observer.disconnect();
      resolve(held ? { at: performance.now(), frames } : null);
    };
    const observer = new MutationObserver(() => { if (check()) finish(true); });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    const tick = () => {
      if (done) return;
      if (check()) finish(true);
      else if (performance.now() - start > timeoutMs) finish(false);
      else {
        frames += 1;
        requestAnimationFrame(tick);
      }
    };
    tick();
  });
}

/**
 * The first row's first cell, and a cell of the viewport's last rows and columns: every grid of
 * the bench shows at least 13 rows and 9 columns of the page in its box (1280 × 640). A grid that
 * first paints a placeholder of a few cells (react-data-grid's first render, before its layout
 * effect has measured the grid: 24 elements, 8 cells, issue 50) is in the DOM when its viewport is.
 */
const VIEW_ROW = 12;
const VIEW_COLUMN = 8;
function viewportInDom(root: HTMLElement, data: BenchData): boolean {
  const last = Math.min(VIEW_ROW, data.rows.length - 1);
  const column = data.columns[Math.min(VIEW_COLUMN, data.columns.length - 1)];
  const row = data.rows[last];
  return containsText(root, firstCellText(data, 0)) && containsText(root, firstCellText(data, last)) && (!column || !row || containsText(root, String(row[column.code])));
}

/** What a mounted case keeps for its scroll: the page runs one case at a time. */
interface Mounted {
  benchCase: GridBenchCase;
  data: BenchData;
  root: HTMLElement;
  scroll: boolean;
  longTasks: PerformanceEntry[];
  observer: PerformanceObserver;
  t0: number;
  t1: number;
}
let mounted: Mounted | null = null;

/** The data of the next mount, generated before the clock (and Chromium's counters) are read. */
let prepared: { benchCase: GridBenchCase; data: BenchData } | null = null;

/** Generates a case's data and lets a frame pass: what the mount measures starts after this. */
export async function prepareCase(benchCase: GridBenchCase): Promise<void> {
  const scenario = benchCase.scenario ?? PAGE_SCENARIO;
  prepared = { benchCase, data: generateBenchData(scenario.rows, scenario.columns) };
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  Object.assign(root.style, { width: `${String(ROOT_SIZE.width)}px`, height: `${String(ROOT_SIZE.height)}px`, position: 'relative', overflow: 'hidden' });
  await afterNextPaint();
}

/**
 * Mounts one case (data-to-paint) and lets it settle for `settleMs` (0: returns at the painted
 * frame, so the runner can read Chromium's counters around the mount alone; settle with
 * `settle`); its long-task observer stays on for the scroll.
 */
export async function mountCase(benchCase: GridBenchCase, options: { settleMs: number }): Promise<Pick<CaseRun, 'mountMs' | 'mountDomMs' | 'mountFrames' | 'longTasksMount'>> {
  const scenario = benchCase.scenario ?? PAGE_SCENARIO;
  if (prepared?.benchCase !== benchCase) await prepareCase(benchCase);
  const data = prepared?.data;
  prepared = null;
  const root = document.getElementById('root');
  if (!root || !data) throw new Error('no #root');

  const longTasks: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => { longTasks.push(...list.getEntries()); });
  observer.observe({ type: 'longtask', buffered: false });

  const painted = benchCase.isPainted ?? viewportInDom;

  performance.mark('bench:mount:start');
  const t0 = performance.now();
  const inDom = whenInDom(root, () => painted(root, data), 30000);
  await benchCase.mount(root, data);
  const ready = await inDom;
  if (ready === null) throw new Error(`${benchCase.id}: nothing painted within 30 s`);
  // DOM ready: the viewport's rows and columns are in the DOM; then the frame that paints them.
  const { at: tDom, frames } = ready;
  await afterNextPaint();
  const t1 = performance.now();
  performance.mark('bench:mount:end');

  if (options.settleMs > 0) await new Promise((resolve) => setTimeout(resolve, options.settleMs));
  mounted = { benchCase, data, root, scroll: scenario.scroll !== false, longTasks, observer, t0, t1 };
  const within = longTasks.filter((t) => t.startTime + t.duration >= t0 && t.startTime <= t1);
  return { mountMs: t1 - t0, mountDomMs: tDom - t0, mountFrames: frames, longTasksMount: within.length };
}

/**
 * Scrolls the mounted case one step a frame down to the last row, across to the last column and
 * back, and up to the first row (nothing when its scenario does not scroll or `scrollSteps` is 0:
 * a mount-only run).
 */
export async function scrollCase(options: { scrollSteps: number }): Promise<Omit<CaseRun, 'mountMs' | 'mountDomMs' | 'mountFrames' | 'longTasksMount'>> {
  if (!mounted) throw new Error('no case mounted');
  const { benchCase, data, root, longTasks, observer } = mounted;
  const atEnd = benchCase.isAtEnd ?? ((el: HTMLElement, d: BenchData) => containsText(el, firstCellText(d, d.rows.length - 1)));
  let frames: number[] = [];
  let reachedEnd: boolean | null = null;
  const s0 = performance.now();
  if (mounted.scroll && options.scrollSteps > 0) {
    const scroller = benchCase.scroller?.(root) ?? findScroller(root);
    if (!scroller) throw new Error(`${benchCase.id}: no scrolling element`);
    const maxTop = scroller.scrollHeight - scroller.clientHeight;
    const maxLeft = Math.max(0, scroller.scrollWidth - scroller.clientWidth);
    let last = await nextFrame();
    const step = async (top: number, left: number) => {
      scroller.scrollTop = Math.round(maxTop * top);
      scroller.scrollLeft = Math.round(maxLeft * left);
      const now = await nextFrame();
      frames.push(now - last);
      last = now;
    };
    const n = options.scrollSteps;
    const across = Math.max(1, Math.round(n / 2));
    // Down to the last row (first column in view, so the last row's first cell can be checked),
    // across to the last column, back to the first column, and up to the first row.
    for (let i = 1; i <= n; i += 1) await step(i / n, 0);
    reachedEnd = (await waitFor(() => atEnd(root, data), 5000)) !== null;
    last = await nextFrame();
    for (let i = 1; i <= across; i += 1) await step(1, i / across);
    for (let i = across - 1; i >= 0; i -= 1) await step(1, i / across);
    for (let i = n - 1; i >= 0; i -= 1) await step(i / n, 0);
  }
  const s1 = performance.now();
  await afterNextPaint();
  observer.disconnect();
  mounted = null;
  frames = frames.filter((f) => f > 0);

  const within = (from: number, to: number) => longTasks.filter((t) => t.startTime + t.duration >= from && t.startTime <= to);
  return {
    frames: frames.length,
    p95FrameMs: percentile(frames, 95),
    maxFrameMs: Math.max(0, ...frames),
    longTasksScroll: within(s0, s1).length,
    longTaskMs: longTasks.reduce((sum, t) => sum + t.duration, 0),
    reachedEnd,
  };
}

/** Runs one case: mount (data-to-paint), settle, then scroll to the end and back. */
export async function runCase(benchCase: GridBenchCase, options: { scrollSteps: number; settleMs: number }): Promise<CaseRun> {
  const mount = await mountCase(benchCase, options);
  const scroll = await scrollCase(options);
  return { ...mount, ...scroll };
}

declare global {
  interface Window {
    /** Set by a bench page: the cases of its case file. */
    __benchCases?: { id: string; library: string; scenario: typeof PAGE_SCENARIO }[];
    __benchRun?: (id: string, options: { scrollSteps: number; settleMs: number }) => Promise<CaseRun>;
    /** The two halves of a run, so that the runner can read Chromium's metrics between them. */
    __benchMount?: (id: string, options: { settleMs: number }) => Promise<Pick<CaseRun, 'mountMs' | 'mountDomMs' | 'mountFrames' | 'longTasksMount'>>;
    __benchScroll?: (options: { scrollSteps: number }) => Promise<Omit<CaseRun, 'mountMs' | 'mountDomMs' | 'mountFrames' | 'longTasksMount'>>;
    /** Generates the data of the next `__benchMount` outside of what it measures. */
    __benchPrepare?: (id: string) => Promise<void>;
    /** Waits `ms` (the settling between a mount measured alone and its scroll). */
    __benchSettle?: (ms: number) => Promise<void>;
  }
}

/** Exposes a case file's cases to the runner (called by the generated page entry). */
export function exposeCases(exported: GridBenchCase | readonly GridBenchCase[]): void {
  // Every case's page runs the app's shell first (shell.tsx), before the page says it is ready.
  mountAppShell();
  const cases = Array.isArray(exported) ? (exported as readonly GridBenchCase[]) : [exported as GridBenchCase];
  window.__benchCases = cases.map((c) => ({ id: c.id, library: c.library, scenario: c.scenario ?? PAGE_SCENARIO }));
  window.__benchRun = (id, options) => {
    const found = cases.find((c) => c.id === id);
    if (!found) return Promise.reject(new Error(`no case ${id}`));
    return runCase(found, options);
  };
  window.__benchMount = (id, options) => {
    const found = cases.find((c) => c.id === id);
    if (!found) return Promise.reject(new Error(`no case ${id}`));
    return mountCase(found, options);
  };
  window.__benchScroll = (options) => scrollCase(options);
  window.__benchPrepare = (id) => {
    const found = cases.find((c) => c.id === id);
    if (!found) return Promise.reject(new Error(`no case ${id}`));
    return prepareCase(found);
  };
  window.__benchSettle = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });
}
