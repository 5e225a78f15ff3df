/**
 * Races (issue 19, point 3): filter, page, sort and warehouse switches in quick succession while
 * every list answer is held back a random 0–300 ms, so answers come back out of order. After each
 * trial settles, the grid must show the rows of the latest list request; a trial where it shows
 * another request's rows is a stale render.
 */
import type { Page, Route } from 'playwright-core';
import { logIn, openPage, type Product } from '../e2e/harness.ts';

export interface RaceResult {
  trials: number;
  staleRenders: number;
  requests: number;
  /** Trials whose actions ended in no list request (nothing to compare). */
  skipped: number;
  /** Trials where the latest answer had rows, so rows were compared one by one. */
  compared: number;
  /** List answers that were not returnCode 200 (a request the server refused: must be 0). */
  refused: number;
}

interface SeenRequest {
  seq: number;
  keys: string[] | undefined;
  settled: boolean;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The receipt numbers the grid shows, top to bottom (data rows only). */
async function shownKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const grid = document.querySelector('[data-screen="list"] [role="grid"]');
    if (!grid) return [];
    const headers = [...grid.querySelectorAll('[role="columnheader"]')];
    const column = headers.findIndex((h) => h.textContent.trim().startsWith('入库单号'));
    if (column < 0) return [];
    const keys: string[] = [];
    for (const row of grid.querySelectorAll('[role="row"]')) {
      const cells = row.querySelectorAll('[role="gridcell"]');
      const index = (cells[0]?.textContent ?? '').trim();
      if (!/^\d+$/.test(index)) continue;
      keys.push((cells[column]?.textContent ?? '').trim());
    }
    return keys;
  });
}

export async function runRaces(product: Product, trials: number, log: (line: string) => void = () => {}): Promise<RaceResult> {
  const context = await product.browser.newContext({ viewport: { width: 1400, height: 900 }, serviceWorkers: 'block' });
  const { page } = await openPage(context);
  await logIn(page, product);
  await page.goto(product.url('/app/asn/list'));
  await page.locator('[data-screen="list"] [role="grid"] [role="row"]').nth(2).waitFor({ timeout: 60_000 });

  const seen: SeenRequest[] = [];
  let seq = 0;
  let refused = 0;
  await page.route('**/GT_WMS_APP/asn/list/**', async (route: Route) => {
    const request: SeenRequest = { seq: ++seq, keys: undefined, settled: false };
    if (process.env.WMS_RACE_DEBUG) log(`#${String(request.seq)} ${route.request().postData() ?? ''}`);
    seen.push(request);
    try {
      const response = await route.fetch();
      const body = (await response.json()) as { returnCode?: string; returnMgr?: string; page?: { list?: { receiptkey?: string }[] } };
      if (body.returnCode !== '200') {
        refused++;
        log(`list request #${String(request.seq)} refused: ${body.returnMgr ?? ''} (${route.request().postData() ?? ''})`);
      }
      request.keys = (body.page?.list ?? []).map((row) => row.receiptkey ?? '');
      await sleep(Math.floor(Math.random() * 300));
      await route.fulfill({ response, json: body });
    } catch {
      // the page gave the request up (a newer one superseded it)
    } finally {
      request.settled = true;
    }
  });

  const filter = page.getByLabel('入库单号筛选');
  const actions: (() => Promise<void>)[] = [
    async () => { await filter.fill(String(Math.floor(Math.random() * 100))); await filter.press('Enter'); },
    async () => { await filter.fill(''); await filter.press('Enter'); },
    async () => { await page.getByRole('button', { name: /下一页|›/ }).first().click({ timeout: 2000 }); },
    async () => { await page.getByRole('button', { name: /上一页|‹/ }).first().click({ timeout: 2000 }); },
    async () => { await page.locator('[data-screen="list"] [role="columnheader"]', { hasText: /^入库单号/ }).first().click({ timeout: 2000 }); },
    async () => { await page.locator('[data-screen="list"] [role="columnheader"]', { hasText: /^外部单号/ }).first().click({ timeout: 2000 }); },
    async () => {
      await page.getByRole('button', { name: /仓库|Warehouse/ }).first().click({ timeout: 2000 });
      const options = page.getByRole('listbox').last().getByRole('option');
      const count = await options.count();
      if (count > 0) await options.nth(Math.floor(Math.random() * count)).click({ timeout: 2000 });
      else await page.keyboard.press('Escape');
    },
  ];

  // Every API call in flight (a warehouse switch reloads columns before the list, say): a trial
  // settles only once none has been in flight for a while.
  let inFlight = 0;
  let lastActivity = Date.now();
  const isApi = (url: string) => url.includes('/GT_WMS_APP/');
  page.on('request', (request) => { if (isApi(request.url())) { inFlight++; lastActivity = Date.now(); } });
  const done = (url: string) => { if (isApi(url)) { inFlight = Math.max(0, inFlight - 1); lastActivity = Date.now(); } };
  page.on('requestfinished', (request) => { done(request.url()); });
  page.on('requestfailed', (request) => { done(request.url()); });

  const result: RaceResult = { trials: 0, staleRenders: 0, requests: 0, skipped: 0, compared: 0, refused: 0 };
  for (let trial = 0; trial < trials; trial++) {
    const before = seq;
    const steps = 2 + Math.floor(Math.random() * 4);
    for (let s = 0; s < steps; s++) {
      const action = actions[Math.floor(Math.random() * actions.length)];
      await action?.().catch(() => undefined); // a disabled pager button is a no-op
    }
    // Settle: every request answered, then one more answer's worth of time for the render.
    const deadline = Date.now() + 15_000;
    while ((seen.some((r) => !r.settled) || inFlight > 0 || Date.now() - lastActivity < 500) && Date.now() < deadline) await sleep(50);
    await sleep(300);
    result.trials++;
    const latest = seen.at(-1);
    if (!latest || latest.seq === before || latest.keys === undefined) {
      result.skipped++;
      continue;
    }
    // The grid keeps the last page (dimmed) until the new one renders, and a loaded machine may
    // paint late: a stale render is a grid that does not come to the latest answer within 3 s.
    const keys = latest.keys;
    if (keys.length > 0) result.compared++;
    const matchesLatest = (shown: string[]) => (keys.length === 0 ? shown.length === 0 : keys.slice(0, Math.min(5, shown.length || 5)).every((key, i) => shown[i] === key));
    let shown = await shownKeys(page);
    for (let waited = 0; !matchesLatest(shown) && waited < 3000; waited += 100) {
      await sleep(100);
      shown = await shownKeys(page);
    }
    const expected = keys.slice(0, 5);
    if (process.env.WMS_RACE_DEBUG) log(`trial ${String(trial + 1)}: latest #${String(latest.seq)} ${String(keys.length)} rows; shown ${String(shown.length)}`);
    if (!matchesLatest(shown)) {
      result.staleRenders++;
      if (process.env.WMS_E2E_SHOTS) await page.screenshot({ path: `${process.env.WMS_E2E_SHOTS}/race-${String(trial + 1)}.png` });
      log(`race trial ${String(trial + 1)}: the grid shows ${shown.slice(0, 3).join(',')} but the latest request (#${String(latest.seq)}) answered ${expected.slice(0, 3).join(',')}`);
    }
  }
  result.requests = seq;
  result.refused = refused;
  log(`races: ${String(result.trials)} trials, ${String(result.requests)} list requests, ${String(result.staleRenders)} stale renders, ${String(refused)} refused, ${String(result.skipped)} trials without a request, ${String(result.compared)} compared row by row`);
  await context.close();
  return result;
}
