/**
 * `pnpm test:resilience`: the reliability suite of issue 19, one table at the end.
 *   --long        20 → 50 crash cycles, 60 → 300 s of load
 *   --only a,b    faults, races, xss, dropped, crash, load, live
 *                 (live: 200 SSE subscribers while 20 clients write; 60 s, 300 s with --long)
 *   --trials N    race trials (default 200)
 *   --import-rows N  rows of the import of `import` (default 100,000): an item import while 20
 *                 clients read and write and a receive station scans (importFloor.ts)
 * Exits non-zero when a figure that must be zero is not (integrity failures, lost writes, load
 * errors).
 */
import { loadavg, cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { runCrashCycles, type CrashResult } from './crash.ts';
import { runLoad, type LoadResult } from './load.ts';
import { runLive, type LiveResult } from './live.ts';
import { runImportFloor, type ImportFloorResult } from './importFloor.ts';
import { runFaults, type FaultResult } from './faults.ts';
import { runRaces, type RaceResult } from './races.ts';
import { runXss, type XssResult } from './xss.ts';
import { runDroppedBrowser, runDroppedClient, type DroppedCase } from './dropped.ts';
import { startProduct, type Product } from '../e2e/harness.ts';

const { values } = parseArgs({ options: { long: { type: 'boolean', default: false }, only: { type: 'string' }, trials: { type: 'string', default: '200' }, 'import-rows': { type: 'string', default: '100000' } } });
const only = values.only ? new Set(values.only.split(',')) : undefined;
const want = (name: string) => !only || only.has(name);
const log = (line: string) => { console.log(line); };
const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');

const loadBefore = load();
let faults: FaultResult | undefined;
let races: RaceResult | undefined;
let xss: XssResult | undefined;
let crash: CrashResult | undefined;
let dropped: DroppedCase[] | undefined;
let droppedViolations = 0;
if (want('faults') || want('races') || want('xss') || want('dropped')) {
  // The browser suites share one product: the built app on the reference server, in Chromium.
  const product: Product = await startProduct();
  try {
    if (want('faults')) faults = await runFaults(product, log);
    if (want('races')) races = await runRaces(product, Number(values.trials), log);
    if (want('xss')) xss = await runXss(product, log);
    if (want('dropped')) dropped = await runDroppedBrowser(product, log);
  } finally {
    await product.close();
  }
}
if (want('dropped')) {
  const client = await runDroppedClient(log);
  dropped = [...(dropped ?? []), ...client.cases];
  droppedViolations = client.bookViolations;
}
let traffic: LoadResult | undefined;
if (want('crash')) crash = await runCrashCycles(values.long ? 50 : 20, log);
if (want('load')) traffic = await runLoad(20, values.long ? 300 : 60, log);
let live: LiveResult | undefined;
if (want('live')) live = await runLive(200, 20, values.long ? 300 : 60, log);
// Not in the default run (a few minutes of a busy machine): `--only import`.
let floor: ImportFloorResult | undefined;
if (only?.has('import')) floor = await runImportFloor(Number(values['import-rows']), 20, log);

const rows: [string, string, string][] = [];
if (faults) rows.push(['faults injected / white screens / messages shown / inputs lost', `${String(faults.injected)} / ${String(faults.whiteScreens)} / ${String(faults.messagesShown)} / ${String(faults.inputsLost)}`, 'list, column config, options, permissions, detail, save, delete, print × timeout, reset, 500, malformed JSON, unexpected envelope, zh and en; and a 401 while editing a drawer']);
if (races) rows.push(['race trials / stale renders', `${String(races.trials)} / ${String(races.staleRenders)}`, `${String(races.requests)} list requests (${String(races.refused)} refused) answered out of order (0–300 ms each); ${String(races.skipped)} trials made no request, ${String(races.compared)} compared row by row`]);
if (xss) rows.push(['payloads × renderers / executed', `${String(xss.payloads)} × ${String(xss.renderers)} / ${String(xss.executed)}`, `${String(xss.rendered)} renderings (list, tooltip, view drawer, receive station, export); ${String(xss.cspViolations)} CSP violations; ${String(xss.exportUnsafeCells)} unsafe export cells; ${String(xss.redirectsOffsite)}/${String(xss.redirectsTried)} login redirects left the app; ${String(xss.framesShownOutside)}/${String(xss.framesTried)} outside frames shown`]);
if (dropped) {
  for (const c of dropped) rows.push([`dropped answer, ${c.kind} (${c.driver}): requests / records`, `${String(c.sent)} / ${String(c.found)}`, `${c.detail}${c.ok ? '' : ' — NOT MET'}`]);
  rows.push(['dropped answer: book violations after', String(droppedViolations), 'POST /books/check in WH01 and WH02 after the five client cases']);
}
if (crash) rows.push(['crash cycles / integrity failures / lost writes / book violations', `${String(crash.cycles)} / ${String(crash.integrityFailures)} / ${String(crash.lostWrites)} / ${String(crash.bookViolations)}`, `${String(crash.acknowledged)} acknowledged writes checked after every restart; POST /books/check after the last`]);
if (traffic) rows.push(['load requests / errors / p95', `${String(traffic.requests)} / ${String(traffic.errors)} / ${traffic.p95.toFixed(1)} ms`, `${String(traffic.clients)} clients, ${String(traffic.seconds)} s, ${String(traffic.perSecond)} req/s, p50 ${traffic.p50.toFixed(1)} ms, p99 ${traffic.p99.toFixed(1)} ms; ${String(traffic.writes)} writes, ${String(traffic.writesMissing)} missing`]);
if (live) rows.push(['live events: subscribers / delivery p50 / p95 / lost', `${String(live.subscribers)} / ${live.p50.toFixed(1)} ms / ${live.p95.toFixed(1)} ms / ${String(live.lost)}`, `${String(live.writers)} writers, ${String(live.seconds)} s, ${String(live.writes)} writes, ${String(live.deliveries)} deliveries (from the write's request: an upper bound of commit → client), ${String(live.reconnected)} subscribers forced to reconnect halfway, ${String(live.duplicates)} delivered twice; server RSS ${live.rssStart.toFixed(0)} → ${live.rssEnd.toFixed(0)} MiB, max ${live.rssMax.toFixed(0)}`]);
if (live && live.memorySeries.length) {
  const byAt = new Map(live.memorySeries.map((m) => [m.at, m]));
  rows.push(['live events: server JS heap in use / RSS every 10 s, MiB', live.rssSeries.map((r) => `${byAt.get(r.at)?.heapUsed.toFixed(0) ?? '?'} / ${r.mib.toFixed(0)}`).join(', '), `at ${live.rssSeries.map((r) => String(r.at)).join(', ')} s (heap from POST /system/memory, RSS from ps)`]);
  const end = live.memorySeries.at(-1);
  rows.push(['live events: heap level (just after each full collection), last minute ÷ the minute before', live.liveGrowth === undefined ? 'n/a (under 2 min, or no full collection)' : `${(1 + live.liveGrowth).toFixed(3)}×`, `mean heap in use after the last minute's ${String(live.liveCollections[0])} full collections ${live.liveLastMinute.toFixed(1)} MiB, after the minute before's ${String(live.liveCollections[1])} ${live.liveMinuteBefore.toFixed(1)} MiB: ${live.heapLevel === undefined ? 'not judged' : live.heapLevel ? 'level (within 5 %)' : 'not level (over 5 %)'}; the samples' own mean (garbage included, with the collector's sawtooth) ${live.heapLastMinute.toFixed(1)} ÷ ${live.heapMinuteBefore.toFixed(1)} MiB${live.heapGrowth === undefined ? '' : ` = ${(1 + live.heapGrowth).toFixed(3)}×`}${end ? `; at the end heap ${end.heapUsed.toFixed(0)} of ${end.heapTotal.toFixed(0)} MiB reserved, external ${end.external.toFixed(0)} MiB, RSS anonymous ${end.rssAnon.toFixed(0)} + file-backed ${end.rssFile.toFixed(0)} MiB` : ''}`]);
}
if (live?.memoryEnd) {
  const m = live.memoryEnd;
  const uncounted = (m.resident.v8Pages ?? 0) - m.v8Physical;
  rows.push(["live events: the server's RSS at the end, by mapping, MiB", `${m.rss.toFixed(0)} = ${Object.entries(m.resident).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' + ')}`, `V8's resident heap as V8 counts it ${m.v8Physical.toFixed(1)} MiB (of it code ${m.v8Code.toFixed(1)}); V8's pages (v8Pages) hold ${uncounted.toFixed(1)} MiB more: the worker threads' heaps (the log's checkpointer's) and pages kept after collections without being counted; V8's malloc ${m.v8Malloced.toFixed(1)} MiB, external ${m.external.toFixed(1)} MiB (array buffers ${m.arrayBuffers.toFixed(1)}); the main thread's own native allocations (SQLite's page cache and statements among them) are its mallocHeap`]);
}
if (live) rows.push(['live events: server RSS every 10 s / last minute ÷ the minute before', `${live.rssSeries.map((r) => r.mib.toFixed(0)).join(', ')} MiB / ${live.growth === undefined ? 'n/a (under 2 min)' : `${(1 + live.growth).toFixed(2)}×`}`, `at ${live.rssSeries.map((r) => String(r.at)).join(', ')} s; largest sample ${live.lastMinuteMax.toFixed(0)} MiB in the last minute, ${live.minuteBeforeMax.toFixed(0)} MiB the minute before: ${live.levelled === undefined ? 'not judged' : live.levelled ? 'levelled off (≤ 10 %)' : 'still rising (> 10 %)'}; the runner's heap at most ${live.runnerHeapMax.toFixed(0)} MiB`]);
if (floor) {
  rows.push(['import: rows / alone / under traffic', `${floor.rows.toLocaleString('en')} / ${(floor.aloneMs / 1000).toFixed(1)} s / ${(floor.loadedMs / 1000).toFixed(1)} s`, `${String(floor.columns)} columns, ${(floor.fileBytes / 1048576).toFixed(1)} MiB; ${floor.imported.toLocaleString('en')} rows there after; answer "${floor.importAnswer}"`]);
  rows.push(['during the import: other requests / errors / p95', `${String(floor.requests)} / ${String(floor.errors)} / ${floor.p95.toFixed(1)} ms`, `${String(floor.clients)} clients, p50 ${floor.p50.toFixed(1)} ms, p99 ${floor.p99.toFixed(1)} ms, max ${floor.max.toFixed(0)} ms; ${String(floor.writes)} inserts acknowledged, ${String(floor.writesMissing)} missing; load average ${floor.loadAverage}`]);
  rows.push(["during the import: the floor's worst answer / worst scan (issue 50: ≤ 250 ms / ≤ 500 ms)", `${floor.max.toFixed(0)} ms / ${floor.scanMax.toFixed(0)} ms`, `${floor.max <= 250 && floor.scanMax <= 500 ? 'met' : 'not met'}; load average ${floor.loadAverage} during the import`]);
  rows.push(['during the import: station scans / refused / p95 / max', `${String(floor.scans)} / ${String(floor.scanErrors)} / ${floor.scanP95.toFixed(1)} ms / ${floor.scanMax.toFixed(0)} ms`, `${String(floor.scansAcknowledged)} acknowledged, ${String(floor.scansBooked)} booked`]);
}

console.log(`\nresilience, ${new Date().toISOString().slice(0, 16)}Z, ${String(cpus().length)} cores, load average ${loadBefore} before, ${load()} after`);
console.log('| measure | figure | detail |\n| --- | --- | --- |');
for (const [measure, figure, detail] of rows) console.log(`| ${measure} | ${figure} | ${detail} |`);
const bad = (xss ? xss.executed + xss.cspViolations + xss.exportUnsafeCells + xss.redirectsOffsite + xss.framesShownOutside : 0) + (faults ? faults.whiteScreens + faults.inputsLost + faults.injected - faults.messagesShown : 0) + (races ? races.staleRenders + races.refused : 0) + (crash ? crash.integrityFailures + crash.lostWrites + crash.bookViolations : 0) + (dropped ? dropped.filter((c) => !c.ok).length + droppedViolations : 0) + (traffic ? traffic.errors + traffic.writesMissing : 0) + (live ? live.lost + live.duplicates + (live.levelled === false ? 1 : 0) + (live.heapLevel === false ? 1 : 0) : 0) + (floor ? floor.errors + floor.writesMissing + Math.abs(floor.scansBooked - floor.scansAcknowledged) + (floor.imported === floor.rows ? 0 : 1) : 0);
process.exit(bad ? 1 : 0);
