/**
 * What the slow answers of the import floor waited for (issue 50): reads the timeline an import
 * run kept with `WMS_FLOOR_TRACE=<dir>` (importFloor.ts; the server's part from trace.ts) and
 * prints, for each answer over a threshold, its call, its start and end (ms from the import's
 * start), the server's own record of the request (its arrival, the wait for its handler, the
 * handler) and everything that overlapped it: the job's batches, the rows arriving from its
 * reader, the job row's writes, collections and stalls of the server's main thread, the log's
 * checkpoints, and the runner's own collections and stalls.
 *
 *   node --import tsx tests/resilience/floorTrace.ts <dir> [threshold ms, default 150]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Mark = [kind: string, start: number, end: number, detail?: string | number];

const [dir = '', thresholdText = '150'] = process.argv.slice(2);
const threshold = Number(thresholdText);
const read = (name: string): Mark[] => (existsSync(join(dir, name)) ? (JSON.parse(readFileSync(join(dir, name), 'utf8')) as Mark[]) : []);
const runner = read('runner.json');
const server = [...read('server.json'), ...read('server.json.checkpoints')];
const window = runner.find((m) => m[0] === 'import');
if (!window) throw new Error(`no import in ${dir}/runner.json`);
const [, from, to] = window;
const at = (t: number) => (t - from).toFixed(0);
const during = (m: Mark) => m[2] >= from && m[1] <= to;
const ms = (m: Mark) => m[2] - m[1];
const fmt = (n: number) => n.toFixed(1);

function summary(label: string, list: Mark[]): string {
  if (!list.length) return `${label}: none`;
  const d = list.map(ms).sort((a, b) => a - b);
  return `${label}: ${String(list.length)}, total ${fmt(d.reduce((a, b) => a + b, 0))} ms, p50 ${fmt(d[Math.floor(d.length / 2)] ?? 0)}, p99 ${fmt(d[Math.floor(d.length * 0.99)] ?? 0)}, max ${fmt(d.at(-1) ?? 0)} ms`;
}

const serverIn = server.filter(during);
const runnerIn = runner.filter(during);
console.log(`import under traffic: ${fmt((to - from) / 1000)} s`);
for (const kind of ['batch', 'reader', 'jobrow', 'phase', 'stall', 'checkpoint']) console.log(`  server ${summary(kind, serverIn.filter((m) => m[0] === kind))}`);
for (const gc of [...new Set(serverIn.filter((m) => m[0] === 'gc').map((m) => String(m[3])))]) console.log(`  server ${summary(`gc ${gc}`, serverIn.filter((m) => m[0] === 'gc' && m[3] === gc))}`);
console.log(`  runner ${summary('gc', runnerIn.filter((m) => m[0] === 'gc'))}`);
console.log(`  runner ${summary('stall', runnerIn.filter((m) => m[0] === 'stall'))}`);
for (const m of serverIn.filter((x) => x[0] === 'phase' || x[0] === 'jobrow')) console.log(`  ${String(m[3])}: ${at(m[1])}–${at(m[2])} ms (${fmt(ms(m))})`);

const slow = runner.filter((m) => (m[0] === 'answer' || m[0] === 'scan') && ms(m) >= threshold).sort((a, b) => ms(b) - ms(a));
console.log(`\n${String(slow.length)} answers of ${String(threshold)} ms or more (of ${String(runner.filter((m) => m[0] === 'answer').length)} answers and ${String(runner.filter((m) => m[0] === 'scan').length)} scans):`);
const requests = server.filter((m) => m[0] === 'req');
for (const answer of slow.slice(0, 40)) {
  const [kind, start, end, path] = answer;
  const route = kind === 'scan' ? '/station/receive/scan' : String(path);
  // The server's record of it: the same call, arrived and answered within the client's span.
  const own = requests.filter((r) => String(r[3]).split(' ')[0]?.endsWith(route) && r[1] >= start - 2 && r[2] <= end + 2).sort((a, b) => ms(b) - ms(a))[0];
  const [, handlerWait = '', handler = ''] = own ? String(own[3]).split(' ') : [];
  console.log(`\n${route} ${at(start)}–${at(end)} ms: ${fmt(end - start)} ms; at the server ${own ? `${at(own[1])}–${at(own[2])} (${fmt(ms(own))} ms: ${handlerWait} to its handler, ${handler} in it; ${fmt(own[1] - start)} ms before it arrived, ${fmt(end - own[2])} after it was sent)` : 'not found'}`);
  const overlap = (m: Mark) => m[2] >= start && m[1] <= end;
  const batches = server.filter((m) => m[0] === 'batch' && overlap(m));
  if (batches.length) console.log(`  batches: ${String(batches.length)}, ${fmt(batches.reduce((a, m) => a + ms(m), 0))} ms in all, longest ${fmt(Math.max(...batches.map(ms)))} ms, ${String(batches.reduce((a, m) => a + Number(m[3] ?? 0), 0))} rows`);
  for (const m of server.filter((x) => x[0] !== 'batch' && x[0] !== 'req' && overlap(x) && (x[0] !== 'reader' || ms(x) >= 2))) console.log(`  server ${m[0]}${m[3] === undefined ? '' : ` ${String(m[3])}`}: ${at(m[1])}–${at(m[2])} (${fmt(ms(m))} ms)`);
  for (const m of runner.filter((x) => (x[0] === 'gc' || x[0] === 'stall') && overlap(x) && ms(x) >= 5)) console.log(`  runner ${m[0]}: ${at(m[1])}–${at(m[2])} (${fmt(ms(m))} ms)`);
  const concurrent = requests.filter((r) => overlap(r)).length;
  console.log(`  ${String(concurrent)} server requests overlapped it`);
}
