/**
 * The dropped answer (issue 25, point 4): the server commits a write but its answer never reaches
 * the client; the client retries with the same Idempotency-Key, and exactly one write exists.
 *
 * Two drivers, both over the real server (a child process) and the product's own client code:
 * - in Chromium, the app itself: Playwright lets the first save of a receipt's drawer and the
 *   first list operation through to the server (route.fetch(), so the server commits) and then
 *   aborts the browser's request (route.abort()): the app's @wms/api retries on its own;
 * - in Node, @wms/api's client for each of the five kinds (insert, update, save-with-lines, an
 *   operation, an import), through a proxy that forwards the first request of the kind, waits
 *   for the server's whole answer and then closes the connection instead of answering.
 * Each case counts what the server holds afterwards.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import * as XLSX from 'xlsx';
import { createWmsApi, createWmsClient, newIdempotencyKey } from '../../packages/wms-api/src/index.ts';
import type { Page, Route } from 'playwright-core';
import { apiSession, logIn, openPage, type Product } from '../e2e/harness.ts';
import { call, freePort, login, startServerProcess } from './server-process.ts';

export interface DroppedCase {
  kind: string;
  driver: 'browser' | 'client';
  /** Requests the server received for the write (the first, committed; the retries, replayed). */
  sent: number;
  /** Writes found afterwards (must be exactly 1). */
  found: number;
  ok: boolean;
  detail: string;
}

export interface DroppedResult {
  cases: DroppedCase[];
  /** Book violations after every case (POST /books/check). */
  bookViolations: number;
}

/** A proxy to `target` that, for the first request whose path matches `drop`, lets the server answer and then hangs up. */
async function droppingProxy(target: string) {
  const port = await freePort();
  const upstream = new URL(target);
  let drop: RegExp | undefined;
  const seen: { path: string; key: string | undefined; status: number }[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const forward = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } }, (answer) => {
        const body: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => body.push(chunk));
        answer.on('end', () => {
          const key = req.headers['idempotency-key'];
          seen.push({ path: req.url ?? '', key: typeof key === 'string' ? key : undefined, status: answer.statusCode ?? 0 });
          if (drop && drop.test(req.url ?? '')) {
            // The server has committed and answered: the answer is lost on the way back.
            drop = undefined;
            req.socket.destroy();
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(Buffer.concat(body));
        });
      });
      forward.on('error', () => { req.socket.destroy(); });
      forward.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    base: `http://127.0.0.1:${String(port)}${upstream.pathname}`,
    seen,
    dropNext(path: RegExp) { drop = path; },
    close: () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => { done(); }); }),
  };
}

function workbook(rows: (string | number)[][]): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

/** Runs the five kinds through @wms/api and a dropping proxy; `dataDir` is a fresh folder. */
export async function runDroppedClient(log: (line: string) => void = () => {}): Promise<DroppedResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wms-dropped-'));
  const server = await startServerProcess(dataDir, { reset: true });
  const proxy = await droppingProxy(server.api);
  const cases: DroppedCase[] = [];
  let bookViolations = 0;
  try {
    const token = await login(server.api);
    const api = createWmsApi(createWmsClient({ baseURL: proxy.base, getToken: () => token, getLanguage: () => 'en', timeout: 30_000 }));
    const db = () => new DatabaseSync(join(dataDir, 'wms.sqlite'), { readOnly: true });
    const count = (sql: string, ...args: (string | number)[]) => {
      const handle = db();
      try { return (handle.prepare(sql).get(...args) as { n: number }).n; } finally { handle.close(); }
    };
    const run = async (kind: string, path: RegExp, write: () => Promise<unknown>, found: () => number, detail: () => string) => {
      const before = proxy.seen.length;
      proxy.dropNext(path);
      let error = '';
      await write().catch((e: unknown) => { error = e instanceof Error ? e.message : String(e); });
      const requests = proxy.seen.slice(before).filter((r) => path.test(r.path));
      const keys = new Set(requests.map((r) => r.key));
      const n = found();
      const ok = !error && n === 1 && requests.length >= 2 && keys.size === 1 && !keys.has(undefined);
      const line: DroppedCase = { kind, driver: 'client', sent: requests.length, found: n, ok, detail: `${detail()}; ${String(keys.size)} key${error ? `; failed: ${error}` : ''}` };
      cases.push(line);
      log(`dropped answer, client, ${kind}: ${String(line.sent)} requests, ${String(n)} found${ok ? '' : ' — NOT MET'} (${line.detail})`);
    };

    const marker = `dropped-${String(Date.now())}`;
    await run('insert', /\/asn\/insert$/, () => api.insertRecord('asn', { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-10 08:00:00', expectedreceiptdate: '2026-06-12', notes: `${marker}-insert` }),
      () => count('SELECT COUNT(*) AS n FROM receipt WHERE notes = ?', `${marker}-insert`), () => 'receipts with its note');
    const inserted = (db().prepare('SELECT id, version FROM receipt WHERE notes = ?').get(`${marker}-insert`) as { id: number; version: number } | undefined) ?? { id: 0, version: 0 };
    await api.recordDetail('asn', inserted.id);
    await run('update', /\/asn\/update$/, () => api.updateRecord('asn', { id: inserted.id, notes: `${marker}-update` }),
      () => count('SELECT COUNT(*) AS n FROM receipt WHERE id = ? AND notes = ? AND version = ?', inserted.id, `${marker}-update`, inserted.version + 1),
      () => `version ${String(inserted.version)} → ${String((db().prepare('SELECT version FROM receipt WHERE id = ?').get(inserted.id) as { version: number }).version)}`);
    await run('save with lines', /\/asn\/saveWithLines$/, () => api.saveWithLines('asn', {
      header: { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-10 08:00:00', expectedreceiptdate: '2026-06-12', notes: `${marker}-lines` },
      lines: [{ sku: 'AP000096', qtyexpected: 3 }],
    }), () => count('SELECT COUNT(*) AS n FROM receipt WHERE notes = ?', `${marker}-lines`),
    () => `${String(count("SELECT COUNT(*) AS n FROM receiptdetail WHERE receiptkey IN (SELECT receiptkey FROM receipt WHERE notes = ?)", `${marker}-lines`))} line(s)`);
    const withLines = db().prepare('SELECT id, receiptkey FROM receipt WHERE notes = ?').get(`${marker}-lines`) as { id: number; receiptkey: string };
    await run('operation', /\/asn\/op\/receiveAll$/, () => api.runOperation('asn', 'receiveAll', { ids: [withLines.id] }, newIdempotencyKey()),
      // Received once: 3 of 3 (twice would be 6).
      () => count('SELECT COALESCE(SUM(qtyreceived), 0) AS n FROM receiptdetail WHERE receiptkey = ?', withLines.receiptkey) / 3,
      () => `received ${String(count('SELECT COALESCE(SUM(qtyreceived), 0) AS n FROM receiptdetail WHERE receiptkey = ?', withLines.receiptkey))} of 3`);
    const sku = `DROP${String(Date.now()).slice(-8)}`;
    // The template straight from the server: @wms/api's body-less POSTs go out of Node's axios
    // adapter with a form content type the server refuses (415); the browser sends none.
    const template = (await call(server.api, '/excelImport/IMP_SKU/template', {}, token))?.bean as { sheets?: { fields?: { code: string; zh: string; kind?: string }[] }[] } | undefined;
    const fields = template?.sheets?.[0]?.fields ?? [];
    const header = fields.map((f) => f.zh);
    const row = fields.map((f) => (f.code === 'storerkey' ? 'OW001' : f.code === 'sku' ? sku : f.code === 'descr' ? 'dropped import' : f.kind === 'number' ? 1 : ''));
    await run('import', /\/excelImport\/IMP_SKU$/, () => api.importWorkbook('IMP_SKU', workbook([header, row])),
      () => count('SELECT COUNT(*) AS n FROM sku WHERE sku = ?', sku), () => 'item rows with its code');

    for (const wmsId of ['WH01', 'WH02']) {
      await call(server.api, '/warehouse/switch', { wmsId }, token);
      const check = await call(server.api, '/books/check', {}, token);
      bookViolations += (check?.bean as { count?: number } | undefined)?.count ?? (check?.returnCode === '200' ? 0 : 1);
    }
  } finally {
    await proxy.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { cases, bookViolations };
}

/**
 * Lets the first request matching `path` reach the server (which commits it) and then aborts it
 * in the browser, as if the answer had been lost; later requests go through. Counts them.
 */
async function dropFirstAnswer(page: Page, path: RegExp): Promise<{ requests: () => number; keys: () => Set<string | null> }> {
  let dropped = false;
  let requests = 0;
  const keys = new Set<string | null>();
  await page.route((url) => path.test(url.pathname), async (route: Route) => {
    requests++;
    keys.add(route.request().headers()['idempotency-key'] ?? null);
    if (dropped) { await route.continue(); return; }
    dropped = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  return { requests: () => requests, keys: () => keys };
}

/** The app in Chromium: a receipt's drawer save (save-with-lines) and a list operation, each answer dropped once. */
export async function runDroppedBrowser(product: Product, log: (line: string) => void = () => {}): Promise<DroppedCase[]> {
  const cases: DroppedCase[] = [];
  const admin = await apiSession(product.origin, 'admin', 'admin123');
  const created = await admin.post('/asn/saveWithLines', {
    header: { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-10 08:00:00', expectedreceiptdate: '2026-06-12', notes: 'dropped in the browser' },
    lines: [{ sku: 'AP000096', qtyexpected: 4 }],
  }) as { bean?: { header?: { id?: number; receiptkey?: string; version?: number } } };
  const id = Number(created.bean?.header?.id);
  const receiptkey = String(created.bean?.header?.receiptkey);
  const detail = async () => ((await admin.post('/asn/detail', { id })) as { bean?: { notes?: string; version?: number } }).bean ?? {};
  const context = await product.browser.newContext({ locale: 'zh-CN' });
  const { page } = await openPage(context);
  try {
    await logIn(page, product);
    // 1. Save with lines: the drawer's save, its answer lost once.
    const before = Number((await detail()).version);
    const saving = await dropFirstAnswer(page, /\/asn\/saveWithLines$/);
    await page.goto(product.url(`/asnDeawer?mode=edit&id=${String(id)}`));
    const drawer = page.getByRole('dialog', { name: /^编辑/ });
    const notes = drawer.getByRole('textbox', { name: '备注', exact: true });
    await notes.waitFor({ timeout: 60_000 });
    await notes.fill('saved once despite the lost answer');
    await drawer.getByRole('button', { name: '保存', exact: true }).click();
    await drawer.waitFor({ state: 'detached', timeout: 60_000 });
    const after = await detail();
    const saved = after.notes === 'saved once despite the lost answer' && Number(after.version) === before + 1 ? 1 : 0;
    cases.push({ kind: 'save with lines (drawer)', driver: 'browser', sent: saving.requests(), found: saved, ok: saved === 1 && saving.requests() >= 2 && saving.keys().size === 1, detail: `version ${String(before)} → ${String(after.version)}; ${String(saving.keys().size)} key` });
    // 2. An operation from the list's toolbar, its answer lost once.
    const receiving = await dropFirstAnswer(page, /\/asn\/op\/receiveAll$/);
    await page.goto(product.url(`/app/asn/list?receiptkey=${receiptkey}`));
    const row = page.locator('[data-screen="list"] [role="grid"]').last().locator('[role="row"]').filter({ hasText: receiptkey }).first();
    await row.waitFor({ timeout: 60_000 });
    await row.getByRole('checkbox').check();
    await page.getByRole('toolbar').first().getByRole('button', { name: '整单收货', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '执行' }).click();
    await page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: /整单收货/ }).first().waitFor({ timeout: 60_000 });
    const lines = ((await admin.post('/receiptdetailQuery/list/1', { receiptkey, pageSize: 50 })) as { page?: { list?: { receiptkey?: string; qtyreceived?: number }[] } }).page?.list ?? [];
    const received = lines.filter((l) => l.receiptkey === receiptkey).reduce((n, l) => n + (l.qtyreceived ?? 0), 0);
    cases.push({ kind: 'operation (list toolbar)', driver: 'browser', sent: receiving.requests(), found: received / 4, ok: received === 4 && receiving.requests() >= 2 && receiving.keys().size === 1, detail: `received ${String(received)} of 4; ${String(receiving.keys().size)} key` });
  } finally {
    await context.close();
  }
  for (const c of cases) log(`dropped answer, browser, ${c.kind}: ${String(c.sent)} requests, ${String(c.found)} found${c.ok ? '' : ' — NOT MET'} (${c.detail})`);
  return cases;
}
