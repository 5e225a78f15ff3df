/**
 * The floor keeps moving during an import (issue 38, item 6): a 100,000-row item import through
 * `POST /excelImport/IMP_SKU` while 20 clients read and write (load.ts's mix: four reads to one
 * ASN insert) and a receive station scans (`POST /station/receive/scan`, one scan every 250 ms).
 * Measured: the import alone on the quiet server, then the same size again under the traffic;
 * every other answer's time while the import runs (p50/p95/p99), each scan's, and then that
 * nothing was lost: every acknowledged insert readable, every acknowledged scan booked once, every
 * imported row there.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { writeRowsXlsx } from '../../apps/wms/src/import/model/writeXlsx.ts';
import { call, login, percentile, startServerProcess, type Envelope } from './server-process.ts';

export interface ImportFloorResult {
  rows: number;
  columns: number;
  fileBytes: number;
  /** The import alone on the quiet server, ms. */
  aloneMs: number;
  /** The import under the traffic, ms. */
  loadedMs: number;
  imported: number;
  importAnswer: string;
  clients: number;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  scans: number;
  scanErrors: number;
  scanP95: number;
  scanMax: number;
  writes: number;
  writesMissing: number;
  scansAcknowledged: number;
  scansBooked: number;
  /** Load average (1 min) sampled each second during the import under traffic: lowest–highest. */
  loadAverage: string;
}

const READS: readonly (readonly [string, Record<string, unknown>])[] = [
  ['/asn/list/1', { pageSize: 20, configureSorting: JSON.stringify([{ column_code: 'adddate', sort_type: 10202 }]) }],
  ['/inventorySearch/list/2', { storerkey: 'OW001', pageSize: 50 }],
  ['/itrn/list/1', { trantypestr: 'DP,WD', pageSize: 20 }],
  ['/orders/list/1', { pageSize: 20 }],
];

interface Field { code: string; zh: string; kind?: string; required?: boolean }

/**
 * `rows` × 20 columns (the required fields, then the others, as the bench chooses them: tests/bench/app/run.mjs):
 * each column's values taken in turn from the seeded items' own (so they pass the rules the server
 * holds now), the item code new (`prefix` + number), the description numbered.
 */
function workbookOf(fields: readonly Field[], rows: number, prefix: string, seeded: (code: string) => string[]): { bytes: Uint8Array; columns: number } {
  const chosen = [...fields.filter((f) => f.required), ...fields.filter((f) => !f.required)].slice(0, 20);
  const pools = new Map(chosen.map((f) => [f.code, seeded(f.code)]));
  const valueOf = (f: Field, n: number): string => {
    if (f.code === 'sku') return `${prefix}${String(n).padStart(6, '0')}`;
    if (f.code === 'descr' || f.code === 'descr_en') return `Resilience import ${String(n)}`;
    const pool = pools.get(f.code) ?? [];
    return pool.length ? pool[n % pool.length] ?? '' : '';
  };
  const bytes = writeRowsXlsx([{ name: 'Sheet1', offset: 0, columns: chosen.length, count: rows + 1, row: (i) => (i === 0 ? chosen.map((f) => f.zh) : chosen.map((f) => valueOf(f, i))) }]);
  return { bytes, columns: chosen.length };
}

/**
 * The import call over node:http, without a time limit: fetch gives up when no headers came
 * within 300 s, and on a loaded machine the one-transaction import took longer than that.
 */
async function importFile(api: string, token: string, bytes: Uint8Array, key: string): Promise<{ ms: number; returnCode: string; message: string }> {
  const t0 = performance.now();
  const text = await new Promise<string>((done, fail) => {
    const request = httpRequest(`${api}/excelImport/IMP_SKU`, { method: 'POST', headers: { Authorization: token, language: 'en', 'content-type': 'application/octet-stream', 'content-length': String(bytes.length), 'Idempotency-Key': key } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { body += chunk; });
      response.on('end', () => { done(body); });
      response.on('error', fail);
    });
    request.on('error', fail);
    request.end(bytes);
  });
  const body = JSON.parse(text) as { returnCode?: string; returnMgr?: string };
  return { ms: performance.now() - t0, returnCode: body.returnCode ?? '', message: body.returnMgr ?? '' };
}

/**
 * With `WMS_FLOOR_TRACE=<dir>` the run keeps a timeline in the folder for floorTrace.ts: the
 * server's (WMS_SERVER_TRACE: its requests, collections, stalls, the job's batches and reads, the
 * checkpoints) and the runner's own (each answer of the import under traffic with its call, start
 * and end; the runner's collections and stalls, which delay the answers it times too).
 */
const traceDir = process.env.WMS_FLOOR_TRACE;
const epoch = (t: number) => performance.timeOrigin + t;

/**
 * The clients' calls during the import, over node:http with kept-alive connections rather than
 * fetch: the runner shares the machine's cores with the server it measures, and fetch's own work
 * (its streams, and the collections of what they leave) delayed the answers it timed — in a traced
 * run the runner's own collections reached 295 ms, and slow answers spent on average 197 ms in the
 * runner after the server had sent them. A read's answer is received whole but not parsed (only
 * its envelope's returnCode, which the server writes first, is read): parsing every list page was
 * most of what the runner's collections collected. A network failure answers `undefined`.
 */
function floorCaller(api: string, token: string): { call: (path: string, body: unknown, options?: { key?: string; parse?: boolean }) => Promise<Envelope | undefined>; close: () => void } {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const call = (path: string, body: unknown, { key, parse = true }: { key?: string; parse?: boolean } = {}) => new Promise<Envelope | undefined>((done) => {
    const payload = JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)), language: 'en', Authorization: token };
    if (key) headers['Idempotency-Key'] = key;
    const request = httpRequest(`${api}${path}`, { method: 'POST', agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => { chunks.push(chunk); });
      response.on('end', () => {
        try {
          if (!parse) {
            const head = (chunks[0]?.length ?? 0) >= 64 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
            const returnCode = /^\{"returnCode":"([^"]*)"/.exec(head.subarray(0, 64).toString('latin1'))?.[1];
            done(returnCode === undefined ? undefined : { returnCode });
            return;
          }
          done(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope);
        } catch {
          done(undefined);
        }
      });
      response.on('error', () => { done(undefined); });
    });
    request.on('error', () => { done(undefined); });
    request.end(payload);
  });
  return { call, close: () => { agent.destroy(); } };
}

export async function runImportFloor(rows: number, clients: number, log: (line: string) => void = () => {}): Promise<ImportFloorResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wms-import-floor-'));
  const marks: [string, number, number, (string | number)?][] = [];
  let stopTrace = () => {};
  if (traceDir) {
    mkdirSync(traceDir, { recursive: true });
    process.env.WMS_SERVER_TRACE = join(traceDir, 'server.json');
    const gc = new PerformanceObserver((list) => { for (const e of list.getEntries()) marks.push(['gc', epoch(e.startTime), epoch(e.startTime + e.duration), (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0]); });
    gc.observe({ entryTypes: ['gc'] });
    let due = performance.now() + 5;
    const timer = setInterval(() => { const at = performance.now(); if (at - due >= 20) marks.push(['stall', epoch(due), epoch(at)]); due = at + 5; }, 5);
    stopTrace = () => { gc.disconnect(); clearInterval(timer); };
  }
  // A busy machine takes minutes to seed a new database.
  const server = await startServerProcess(dataDir, { reset: true, startupMs: 900_000 });
  try {
    const token = await login(server.api);
    const db = new DatabaseSync(join(dataDir, 'wms.sqlite'), { readOnly: true });
    const count = (sql: string, ...args: (string | number)[]) => Number((db.prepare(sql).get(...args) as { n: unknown }).n);
    const whseid = (db.prepare('SELECT whseid FROM session_token WHERE token = ?').get(token) as { whseid: string }).whseid;
    const storerkey = (db.prepare("SELECT storerkey FROM storer WHERE storerkey = 'OW001' UNION ALL SELECT storerkey FROM storer LIMIT 1").get() as { storerkey: string }).storerkey;
    const columns = new Set((db.prepare('PRAGMA table_info(sku)').all() as { name: string }[]).map((c) => c.name));
    const seeded = (code: string): string[] => (columns.has(code)
      ? (db.prepare(`SELECT DISTINCT "${code}" AS v FROM sku WHERE storerkey = ? AND "${code}" IS NOT NULL AND "${code}" != '' LIMIT 12`).all(storerkey) as { v: unknown }[]).map((r) => String(r.v))
      : []);
    const info = (await call(server.api, '/excelImport/IMP_SKU/template', {}, token))?.bean as { sheets?: { fields?: Field[] }[] } | undefined;
    const fields = info?.sheets?.[0]?.fields ?? [];
    const run = String(Date.now() % 1e6).padStart(6, '0');

    // The import alone, on the quiet server.
    const alone = workbookOf(fields, rows, `RA${run}`, seeded);
    const quiet = await importFile(server.api, token, alone.bytes, `floor-alone-${run}`);
    log(`import floor: ${rows.toLocaleString('en')} × ${String(alone.columns)} alone in ${(quiet.ms / 1000).toFixed(1)} s (${quiet.returnCode} ${quiet.message}), load average ${loadavg()[0]?.toFixed(1) ?? ''}`);

    // Receive-station lines with room for the scans: a few, used in turn.
    const lines = db.prepare(`SELECT r.receiptkey, d.sku, d.id AS lineId, d.qtyexpected - d.qtyreceived AS room FROM receipt r JOIN receiptdetail d ON d.whseid = r.whseid AND d.receiptkey = r.receiptkey
      WHERE r.whseid = ? AND r.status IN ('0', '1') AND d.qtyexpected - d.qtyreceived >= 20 ORDER BY room DESC LIMIT 40`).all(whseid) as { receiptkey: string; sku: string; lineId: number; room: number }[];
    // One line a receipt and sku: a scan books the first open line of the receipt with that sku.
    const seen = new Set<string>();
    const stations = lines.filter((l) => { const k = `${l.receiptkey}/${l.sku}`; if (seen.has(k)) return false; seen.add(k); return true; });
    const receivedOf = (lineId: number) => Number((db.prepare('SELECT qtyreceived FROM receiptdetail WHERE id = ?').get(lineId) as { qtyreceived: unknown }).qtyreceived);
    const before = new Map(stations.map((l) => [l.lineId, receivedOf(l.lineId)]));

    const loaded = workbookOf(fields, rows, `RB${run}`, seeded);
    const floor = floorCaller(server.api, token);
    const timings: number[] = [];
    const scanTimings: number[] = [];
    const written = new Map<string, string>();
    const booked = new Map<number, number>();
    let errors = 0;
    let scanErrors = 0;
    let sequence = 0;
    const state = { importing: true };
    // Read through a call: the flag changes while a request is awaited (TypeScript's narrowing would not see it).
    const importing = () => state.importing;
    const loadAverages: number[] = [];
    const sampler = setInterval(() => { loadAverages.push(loadavg()[0] ?? 0); }, 1000);
    const traffic = Array.from({ length: clients }, async (_, client) => {
      let i = client;
      while (state.importing) {
        i++;
        const write = i % 5 === 0;
        const note = `floor-${String(sequence++)}`;
        const read = READS[i % READS.length];
        const [path, body] = write || !read
          ? ['/asn/insert', { storerkey, receipttype: '0', orderdate: '2026-06-10 08:00:00', expectedreceiptdate: '2026-06-12', notes: note }] as const
          : read;
        const t0 = performance.now();
        const answer = await floor.call(path, body, { parse: write });
        const t1 = performance.now();
        if (importing()) {
          timings.push(t1 - t0);
          if (traceDir) marks.push(['answer', epoch(t0), epoch(t1), path]);
        }
        if (answer?.returnCode !== '200') errors++;
        else if (write && answer.bean?.id !== undefined) written.set(note, String(answer.bean.id));
      }
    });
    const station = (async () => {
      let n = 0;
      while (state.importing && stations.length > 0) {
        const line = stations[Math.floor(n / 10) % stations.length] as (typeof stations)[number];
        n++;
        const t0 = performance.now();
        const answer = await floor.call('/station/receive/scan', { key: line.receiptkey, code: line.sku }, { key: `floor-scan-${run}-${String(n)}` });
        if (answer) {
          scanTimings.push(performance.now() - t0);
          if (traceDir) marks.push(['scan', epoch(t0), epoch(performance.now())]);
        }
        if (answer?.returnCode === '200') booked.set(line.lineId, (booked.get(line.lineId) ?? 0) + 1);
        else scanErrors++;
        await new Promise((done) => setTimeout(done, 250));
      }
    })();
    // The traffic runs a second before the import starts, so the import meets it from its first row.
    await new Promise((done) => setTimeout(done, 1000));
    timings.length = 0;
    scanTimings.length = 0;
    marks.splice(0, marks.length);
    const importStart = performance.now();
    const busy = await importFile(server.api, token, loaded.bytes, `floor-loaded-${run}`);
    state.importing = false;
    marks.push(['import', epoch(importStart), epoch(performance.now())]);
    await Promise.all([...traffic, station]);
    floor.close();
    clearInterval(sampler);
    log(`import floor: the same under ${String(clients)} clients and a station in ${(busy.ms / 1000).toFixed(1)} s (${busy.returnCode} ${busy.message})`);

    let writesMissing = 0;
    for (const [note, id] of written) {
      const answer = await call(server.api, '/asn/detail', { id }, token);
      if (answer?.bean?.notes !== note) writesMissing++;
    }
    let scansBooked = 0;
    for (const line of stations) scansBooked += receivedOf(line.lineId) - (before.get(line.lineId) ?? 0);
    const acknowledged = [...booked.values()].reduce((a, b) => a + b, 0);
    const imported = count('SELECT COUNT(*) AS n FROM sku WHERE sku LIKE ?', `RB${run}%`);
    db.close();
    timings.sort((a, b) => a - b);
    scanTimings.sort((a, b) => a - b);
    const result: ImportFloorResult = {
      rows, columns: loaded.columns, fileBytes: loaded.bytes.length, aloneMs: quiet.ms, loadedMs: busy.ms, imported, importAnswer: `${busy.returnCode} ${busy.message}`,
      clients, requests: timings.length, errors, p50: percentile(timings, 50), p95: percentile(timings, 95), p99: percentile(timings, 99), max: timings.at(-1) ?? 0,
      scans: scanTimings.length, scanErrors, scanP95: percentile(scanTimings, 95), scanMax: scanTimings.at(-1) ?? 0,
      writes: written.size, writesMissing, scansAcknowledged: acknowledged, scansBooked,
      loadAverage: loadAverages.length ? `${Math.min(...loadAverages).toFixed(1)}–${Math.max(...loadAverages).toFixed(1)}` : '',
    };
    log(`import floor: ${String(result.requests)} other requests during the import, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(0)} ms, ${String(errors)} errors; ${String(result.scans)} scans, p95 ${result.scanP95.toFixed(1)} ms, max ${result.scanMax.toFixed(0)} ms, ${String(scanErrors)} refused; ${String(imported)} rows imported; ${String(result.writes)} inserts (${String(writesMissing)} missing), ${String(acknowledged)} scans acknowledged / ${String(scansBooked)} booked; load average ${result.loadAverage}`);
    return result;
  } finally {
    await server.stop();
    stopTrace();
    if (traceDir) writeFileSync(join(traceDir, 'runner.json'), JSON.stringify(marks));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
