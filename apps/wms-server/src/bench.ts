/**
 * The list benchmark: a filtered, sorted list query on the large seed, at least 200 times over
 * HTTP, with p50 and p95. `pnpm --filter @wms/server bench [--runs N] [--data DIR] [--json FILE]`
 * (the large seed is made in DIR on first use: several minutes; --json also writes the figures
 * to FILE for tests/bench/server/run.mjs).
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { listRouteByCode } from './catalogue/routes';
import { listShape } from './engine/columns';
import { queryList } from './engine/query';
import { startServer } from './server';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '250' }, data: { type: 'string' }, json: { type: 'string' } } });
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const runs = Math.max(200, Number(values.runs));
const server = await startServer({ port: 0, dataDir: values.data ?? join(root, 'data', 'large'), large: true, appDir: join(root, 'no-app') });
if (server.seeded) console.log(`seeded ${server.seeded.rows.toLocaleString('en')} rows in ${(server.seeded.ms / 1000).toFixed(1)} s`);
const counts = server.db.prepare(`SELECT (SELECT COUNT(*) FROM lotxlocxid) AS inventory, (SELECT COUNT(*) FROM itrn) AS itrn`).get() as { inventory: number; itrn: number };
console.log(`inventory rows: ${counts.inventory.toLocaleString('en')}, transaction rows: ${counts.itrn.toLocaleString('en')}`);

const api = `${server.url}/GT_WMS_APP`;
const post = async (path: string, body: unknown, token?: string) => {
  const response = await fetch(`${api}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { Authorization: token } : {}) }, body: JSON.stringify(body) });
  return (await response.json()) as { returnCode: string; bean?: { token: string }; page?: { total: number } };
};
const login = await post('/login', { username: 'admin', password: 'admin123' });
const token = login.bean?.token;
if (!token) throw new Error('login failed');

const latest = (server.db.prepare('SELECT MAX(adddate) AS d FROM itrn').get() as { d: string }).d;
/** A two-week window ending i days before the newest transaction. */
const window = (i: number): [string, string] => {
  const end = Date.parse(`${latest.slice(0, 10)}T00:00:00Z`) - (i % 150) * 86_400_000;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return [`${day(end - 14 * 86_400_000)} 00:00:00`, `${day(end)} 23:59:59`];
};
const groups = ['FO', 'DA', 'EL', 'AP', 'ME'];
const owners = Array.from({ length: 12 }, (_, i) => `OW${String(i + 1).padStart(3, '0')}`);
const queries = [
  (i: number) => ['/inventorySearch/list/1', { storerkey: owners[i % owners.length], configureSorting: JSON.stringify([{ column_code: 'adddate', sort_type: 10202 }]), pageSize: 20 }] as const,
  (i: number) => ['/inventorySearch/list/3', { storerkey: owners[(i * 7) % owners.length], sku: groups[i % groups.length], statusstr: 'OK,QC', configureSorting: JSON.stringify([{ column_code: 'qty', sort_type: 10202 }]), pageSize: 50 }] as const,
  (i: number) => {
    const [begin, end] = window(i);
    return ['/itrn/list/1', { trantypestr: i % 2 ? 'DP,WD' : 'MV', adddateTimeBegin: begin, adddateTimeEnd: end, configureSorting: JSON.stringify([{ column_code: 'adddate', sort_type: 10202 }]), pageSize: 20 }] as const;
  },
];
const timings: number[] = [];
const byKind: number[][] = queries.map(() => []);
for (let i = 0; i < runs + 10; i++) {
  const make = queries[i % queries.length];
  if (!make) continue;
  const [path, body] = make(i);
  const started = performance.now();
  const answer = await post(path, body, token);
  const ms = performance.now() - started;
  if (answer.returnCode !== '200') throw new Error(`query failed: ${JSON.stringify(answer)}`);
  if (i >= 10) {
    timings.push(ms); // the first ten warm the caches
    byKind[i % queries.length]?.push(ms);
  }
}
timings.sort((a, b) => a - b);
const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? Number.NaN;
console.log(`${String(timings.length)} filtered, sorted list queries over HTTP: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`);
// The same queries in the process, without HTTP: the engine and SQLite alone.
const engine: number[] = [];
for (let i = 0; i < runs; i++) {
  const make = queries[i % queries.length];
  if (!make) continue;
  const [path, body] = make(i);
  const [, menuCode = '', , page = '1'] = path.split('/');
  const route = listRouteByCode(menuCode);
  if (!route) throw new Error(`no list ${menuCode}`);
  const started = performance.now();
  queryList(server.db, listShape(route), { ...body, pageNum: page }, { whseid: 'WH01' });
  engine.push(performance.now() - started);
}
engine.sort((a, b) => a - b);
const engineAt = (q: number) => (engine[Math.min(engine.length - 1, Math.floor(q * engine.length))] ?? Number.NaN).toFixed(1);
console.log(`the same ${String(engine.length)} queries in the process (engine and SQLite): p50 ${engineAt(0.5)} ms, p95 ${engineAt(0.95)} ms`);
const names = ['inventory by owner, newest first', 'inventory by owner, item group and status, by quantity', 'transactions of a type in a two-week window, newest first'];
const kinds = byKind.map((list, k) => {
  list.sort((a, b) => a - b);
  const q = (p: number) => list[Math.min(list.length - 1, Math.floor(p * list.length))] ?? Number.NaN;
  console.log(`  ${names[k] ?? String(k)}: p50 ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms`);
  return { name: names[k] ?? String(k), p50Ms: q(0.5), p95Ms: q(0.95) };
});
const load = loadavg();
console.log(`load average while measuring: ${load.map((l) => l.toFixed(1)).join(' ')} on ${String(cpus().length)} cores`);
if (values.json) {
  const engineQ = (q: number) => engine[Math.min(engine.length - 1, Math.floor(q * engine.length))] ?? Number.NaN;
  writeFileSync(values.json, `${JSON.stringify({
    statementCache: process.env.WMS_STATEMENT_CACHE !== 'off',
    seeded: server.seeded ? { rows: server.seeded.rows, ms: server.seeded.ms } : null,
    rows: counts,
    http: { queries: timings.length, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) },
    inProcess: { queries: engine.length, p50Ms: engineQ(0.5), p95Ms: engineQ(0.95) },
    kinds,
    loadAverage: load,
    cores: cpus().length,
  }, null, 2)}\n`);
}
await server.close();
