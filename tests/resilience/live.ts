/**
 * The live-events load case (issue 28): `subscribers` SSE connections to `GET /events` on
 * 127.0.0.1 while `writers` clients insert receipts for `seconds`. Halfway, half the subscribers
 * are dropped and reconnect with Last-Event-ID (a forced reconnect). Reported: delivery p50/p95
 * from the write's request to the event at each subscriber (an upper bound of commit → client:
 * the commit lies inside the request), events lost (every acknowledged write must reach every
 * subscriber exactly once), and the server process's resident memory every 10 s, which must
 * level off in a run of two minutes or more (the last minute's largest sample within 10 % of the
 * minute before's). Events are counted as they arrive, not kept (issue 37).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStream, type SseStream } from '../../apps/wms-server/src/events/sseClient.ts';
import { call, login, startServerProcess } from './server-process.ts';

export interface LiveResult {
  subscribers: number;
  writers: number;
  seconds: number;
  writes: number;
  deliveries: number;
  p50: number;
  p95: number;
  lost: number;
  duplicates: number;
  reconnected: number;
  /** Resident memory of the server, MiB: after the warm-up, and at the end; the largest seen. */
  rssStart: number;
  rssEnd: number;
  rssMax: number;
  /** The server's RSS every 10 s from the first write: seconds into the run, MiB. */
  rssSeries: { at: number; mib: number }[];
  /** The largest RSS sample of the last minute and of the minute before it, MiB. */
  lastMinuteMax: number;
  minuteBeforeMax: number;
  /** Last minute ÷ minute before − 1; levelled off when ≤ 0.10 (undefined: shorter than 2 minutes). */
  growth: number | undefined;
  levelled: boolean | undefined;
  /** This runner's largest JavaScript heap, MiB: it counts events, it does not keep them. */
  runnerHeapMax: number;
  /**
   * The server's own figures every 10 s beside its RSS (`POST /system/memory`, issue 50): V8's heap
   * in use and reserved, memory outside it that V8 knows of (external, array buffers), and the
   * resident set as the kernel splits it (anonymous, file-backed), MiB; null where a sample's
   * call failed.
   */
  memorySeries: { at: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number; rssAnon: number; rssFile: number; fullCollections: number; heapAfterFullCollectionTotal: number } [];
  /**
   * At the end, what the server's resident set holds (`POST /system/memory` with `detail`), MiB:
   * V8's resident heap (its code space apart) and what V8 allocated with malloc, and the resident
   * set summed by mapping (the database file, the executable, libraries, other files, the main
   * thread's malloc heap, its stack, anonymous mappings).
   */
  memoryEnd: MemoryDetail | undefined;
  /** The mean heap in use over the last minute and the minute before it, MiB. */
  heapLastMinute: number;
  heapMinuteBefore: number;
  /** Last minute ÷ minute before − 1; level when within ±5 % (undefined: shorter than 2 minutes). */
  heapGrowth: number | undefined;
  /**
   * The live heap's level (what the verdict judges): the mean heap in use just after each full
   * collection in the last minute and in the minute before, MiB, their counts, and the ratio − 1.
   * A sample between collections also counts garbage not yet collected (the collector's sawtooth:
   * 39–164 MiB in a quiet run), so the sampled mean swings with the moment of the samples.
   */
  liveLastMinute: number;
  liveMinuteBefore: number;
  liveCollections: [number, number];
  liveGrowth: number | undefined;
  heapLevel: boolean | undefined;
}

type Memory = { heapUsed: number; heapTotal: number; external: number; arrayBuffers: number; fullCollections?: number; heapAfterFullCollectionTotal?: number; rssAnon?: number; rssFile?: number };
const MIB = 1048576;

export interface MemoryDetail {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  v8Physical: number;
  v8Code: number;
  v8Malloced: number;
  resident: Record<string, number>;
}

/** The server's memory in detail (its administrator's call), MiB; undefined when the call fails. */
async function memoryDetailOf(api: string, token: string): Promise<MemoryDetail | undefined> {
  const answer = await call(api, '/system/memory', { detail: true }, token);
  if (answer?.returnCode !== '200') return undefined;
  const m = answer.bean as unknown as Memory & { rss: number; v8: { physical: number; malloced: number; spaces: Record<string, number> }; resident?: Record<string, number> };
  return {
    rss: m.rss / MIB, heapUsed: m.heapUsed / MIB, heapTotal: m.heapTotal / MIB, external: m.external / MIB, arrayBuffers: m.arrayBuffers / MIB,
    v8Physical: m.v8.physical / MIB, v8Code: (m.v8.spaces.code_space ?? 0) / MIB, v8Malloced: m.v8.malloced / MIB,
    resident: Object.fromEntries(Object.entries(m.resident ?? {}).map(([k, v]) => [k, v / MIB])),
  };
}

/** The server's memory figures (its administrator's call); undefined when the call fails. */
async function memoryOf(api: string, token: string): Promise<Memory | undefined> {
  const answer = await call(api, '/system/memory', {}, token);
  return answer?.returnCode === '200' ? (answer.bean as unknown as Memory) : undefined;
}

const rssOf = (pid: number | undefined): number => {
  if (pid === undefined) return 0;
  try {
    return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString().trim()) / 1024;
  } catch {
    return 0;
  }
};

/** Delivery times in 0.1 ms buckets up to 120 s: 200 subscribers × 300 s of writes are millions of figures. */
class Histogram {
  private readonly buckets = new Uint32Array(1_200_001);
  count = 0;
  add(ms: number): void {
    const at = Math.min(this.buckets.length - 1, Math.max(0, Math.round(ms * 10)));
    this.buckets[at] = (this.buckets[at] ?? 0) + 1;
    this.count++;
  }
  percentile(p: number): number {
    if (this.count === 0) return Number.NaN;
    const rank = Math.ceil((p / 100) * this.count);
    let seen = 0;
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i] ?? 0;
      if (seen >= rank) return i / 10;
    }
    return Number.NaN;
  }
}

interface Subscriber {
  stream: SseStream;
  /** The last event id this subscriber read (what a reconnect sends as Last-Event-ID). */
  lastId?: string;
  lastSeq: number;
}

const SAMPLE_MS = 10_000;

export async function runLive(subscribers: number, writers: number, seconds: number, log: (line: string) => void = () => {}): Promise<LiveResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wms-live-'));
  // Seeding a fresh database takes minutes on a loaded shared machine.
  const server = await startServerProcess(dataDir, { reset: true, startupMs: 600_000 });
  try {
    const token = await login(server.api);
    // Counted as they arrive, never kept (issue 37: keeping every event of 200 subscribers ran
    // the runner out of heap after 137 s): per written id, when its request left and how many
    // subscribers have it; per subscriber, the last event id read (a repeat is a duplicate).
    const sent = new Map<number, number>();
    const received = new Map<number, number>();
    /** Events that arrived before their write's answer: arrival times by id, settled by the answer. */
    const early = new Map<number, number[]>();
    const latencies = new Histogram();
    let duplicates = 0;
    const deliver = (id: number, at: number) => {
      const t0 = sent.get(id);
      if (t0 === undefined) {
        const waiting = early.get(id);
        if (waiting) waiting.push(at);
        else early.set(id, [at]);
        return;
      }
      latencies.add(at - t0);
      received.set(id, (received.get(id) ?? 0) + 1);
    };
    const subs: Subscriber[] = [];
    const connect = (sub: Subscriber): Promise<SseStream> => openStream(`${server.api}/events`, sub.lastId ? { Authorization: token, 'Last-Event-ID': sub.lastId } : { Authorization: token }, {
      keep: false,
      onMessage: (m) => {
        if (m.event !== 'change') return;
        const seq = Number(m.id);
        const event = JSON.parse(m.data) as { ids: number[] };
        if (Number.isFinite(seq) && seq <= sub.lastSeq) {
          duplicates += event.ids.length;
          return;
        }
        if (Number.isFinite(seq)) sub.lastSeq = seq;
        sub.lastId = m.id;
        for (const id of event.ids) deliver(id, m.at);
      },
    });
    for (let i = 0; i < subscribers; i++) {
      const sub: Subscriber = { stream: undefined as unknown as SseStream, lastSeq: -1 };
      sub.stream = await connect(sub);
      subs.push(sub);
    }
    let writes = 0;
    const started = performance.now();
    const until = started + seconds * 1000;
    const rssSeries: { at: number; mib: number }[] = [];
    const memorySeries: LiveResult['memorySeries'] = [];
    const memoryCalls: Promise<void>[] = [];
    let runnerHeapMax = 0;
    const sample = () => {
      const at = Math.round((performance.now() - started) / 1000);
      rssSeries.push({ at, mib: rssOf(server.child.pid) });
      runnerHeapMax = Math.max(runnerHeapMax, process.memoryUsage().heapUsed / MIB);
      // The heap from the server itself, at the same moment (its answer may come later under load).
      memoryCalls.push(memoryOf(server.api, token).then((m) => {
        if (m) memorySeries.push({ at, heapUsed: m.heapUsed / MIB, heapTotal: m.heapTotal / MIB, external: m.external / MIB, arrayBuffers: m.arrayBuffers / MIB, rssAnon: (m.rssAnon ?? 0) / MIB, rssFile: (m.rssFile ?? 0) / MIB, fullCollections: m.fullCollections ?? 0, heapAfterFullCollectionTotal: (m.heapAfterFullCollectionTotal ?? 0) / MIB });
      }));
    };
    sample();
    const sampler = setInterval(sample, SAMPLE_MS);
    let reconnected = 0;
    const half = setTimeout(() => {
      // A forced reconnect of half the subscribers, while the writers go on.
      void Promise.all(subs.slice(0, Math.floor(subscribers / 2)).map(async (sub) => {
        sub.stream.close();
        sub.stream = await connect(sub);
        reconnected++;
      }));
    }, (seconds * 1000) / 2);
    await Promise.all(Array.from({ length: writers }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const answer = await call(server.api, '/asn/insert', { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-10 08:00:00', expectedreceiptdate: '2026-06-12' }, token);
        const id = Number(answer?.bean?.id);
        if (answer?.returnCode === '200' && Number.isFinite(id)) {
          sent.set(id, t0);
          writes++;
          const arrived = early.get(id);
          if (arrived) {
            early.delete(id);
            for (const at of arrived) deliver(id, at);
          }
        }
      }
    }));
    clearTimeout(half);
    // Time for the last events to arrive.
    await new Promise((r) => setTimeout(r, 3000));
    clearInterval(sampler);
    sample();
    await Promise.all(memoryCalls);
    memorySeries.sort((a, b) => a.at - b.at);
    const memoryEnd = await memoryDetailOf(server.api, token);
    let lost = 0;
    for (const id of sent.keys()) lost += Math.max(0, subscribers - (received.get(id) ?? 0));
    for (const sub of subs) sub.stream.close();
    const end = rssSeries[rssSeries.length - 1]?.at ?? 0;
    const maxIn = (from: number, to: number) => Math.max(0, ...rssSeries.filter((r) => r.at > from && r.at <= to).map((r) => r.mib));
    const lastMinuteMax = maxIn(end - 60, end);
    const minuteBeforeMax = maxIn(end - 120, end - 60);
    const growth = end >= 120 && minuteBeforeMax > 0 ? lastMinuteMax / minuteBeforeMax - 1 : undefined;
    // The heap's level: the mean of each minute's samples (a sawtooth between collections).
    const meanIn = (from: number, to: number) => {
      const inside = memorySeries.filter((r) => r.at > from && r.at <= to).map((r) => r.heapUsed);
      return inside.length ? inside.reduce((a, b) => a + b, 0) / inside.length : 0;
    };
    const heapLastMinute = meanIn(end - 60, end);
    const heapMinuteBefore = meanIn(end - 120, end - 60);
    const heapGrowth = end >= 120 && heapMinuteBefore > 0 ? heapLastMinute / heapMinuteBefore - 1 : undefined;
    // The live heap: the mean after each full collection between the samples at a minute's bounds.
    const sampleAt = (at: number) => memorySeries.filter((r) => r.at <= at).at(-1);
    const liveIn = (from: number, to: number): [number, number] => {
      const a = sampleAt(from);
      const b = sampleAt(to);
      const n = a && b ? b.fullCollections - a.fullCollections : 0;
      return [n > 0 && a && b ? (b.heapAfterFullCollectionTotal - a.heapAfterFullCollectionTotal) / n : 0, n];
    };
    const [liveLastMinute, lastCount] = liveIn(end - 60, end);
    const [liveMinuteBefore, beforeCount] = liveIn(end - 120, end - 60);
    const liveGrowth = end >= 120 && lastCount > 0 && beforeCount > 0 && liveMinuteBefore > 0 ? liveLastMinute / liveMinuteBefore - 1 : undefined;
    // After the warm-up (the first 20 s): the figures of the earlier table.
    const settled = rssSeries.filter((r) => r.at >= 20).map((r) => r.mib);
    const result: LiveResult = {
      subscribers,
      writers,
      seconds: Math.round((performance.now() - started) / 1000),
      writes,
      deliveries: latencies.count,
      p50: latencies.percentile(50),
      p95: latencies.percentile(95),
      lost,
      duplicates,
      reconnected,
      rssStart: settled[0] ?? 0,
      rssEnd: settled[settled.length - 1] ?? 0,
      rssMax: Math.max(0, ...settled),
      rssSeries,
      lastMinuteMax,
      minuteBeforeMax,
      growth,
      levelled: growth === undefined ? undefined : growth <= 0.1,
      runnerHeapMax,
      memorySeries,
      heapLastMinute,
      heapMinuteBefore,
      heapGrowth,
      liveLastMinute,
      liveMinuteBefore,
      liveCollections: [lastCount, beforeCount],
      liveGrowth,
      heapLevel: liveGrowth === undefined ? undefined : Math.abs(liveGrowth) <= 0.05,
      memoryEnd,
    };
    log(`live: ${String(writes)} writes to ${String(subscribers)} subscribers (${String(reconnected)} reconnected halfway), ${String(result.deliveries)} deliveries, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${String(lost)} lost, ${String(duplicates)} twice; server RSS ${result.rssStart.toFixed(0)} → ${result.rssEnd.toFixed(0)} MiB (max ${result.rssMax.toFixed(0)})`);
    log(`live: server RSS every 10 s (s: MiB): ${rssSeries.map((r) => `${String(r.at)}: ${r.mib.toFixed(0)}`).join(', ')}`);
    log(`live: server JS heap in use every 10 s (s: MiB): ${memorySeries.map((r) => `${String(r.at)}: ${r.heapUsed.toFixed(0)}`).join(', ')}`);
    const last = memorySeries.at(-1);
    if (last) log(`live: at the end, heap ${last.heapUsed.toFixed(0)} of ${last.heapTotal.toFixed(0)} MiB, external ${last.external.toFixed(0)} MiB (array buffers ${last.arrayBuffers.toFixed(0)}), RSS anonymous ${last.rssAnon.toFixed(0)} MiB + file-backed ${last.rssFile.toFixed(0)} MiB`);
    if (memoryEnd) log(`live: at the end, the server's RSS ${memoryEnd.rss.toFixed(0)} MiB by mapping: ${Object.entries(memoryEnd.resident).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}; V8's resident heap ${memoryEnd.v8Physical.toFixed(1)} MiB (code ${memoryEnd.v8Code.toFixed(1)}), V8's malloc ${memoryEnd.v8Malloced.toFixed(1)} MiB, external ${memoryEnd.external.toFixed(1)} MiB (array buffers ${memoryEnd.arrayBuffers.toFixed(1)})`);
    const minutes = Array.from({ length: Math.floor(end / 60) }, (_, i) => liveIn(end - 60 * (Math.floor(end / 60) - i), end - 60 * (Math.floor(end / 60) - i - 1)));
    log(`live: heap just after a full collection, each minute's mean (ending at the last sample): ${minutes.map(([mean, n]) => `${mean.toFixed(1)} MiB (${String(n)})`).join(', ')}`);
    log(`live: heap just after a full collection, mean of the last minute's ${String(lastCount)} ${liveLastMinute.toFixed(1)} MiB, of the minute before's ${String(beforeCount)} ${liveMinuteBefore.toFixed(1)} MiB${liveGrowth === undefined ? '' : ` (${liveGrowth >= 0 ? '+' : ''}${(liveGrowth * 100).toFixed(1)} %: ${Math.abs(liveGrowth) <= 0.05 ? 'level' : 'not level'})`}`);
    log(`live: heap mean last minute ${heapLastMinute.toFixed(1)} MiB, the minute before ${heapMinuteBefore.toFixed(1)} MiB${heapGrowth === undefined ? '' : ` (${heapGrowth >= 0 ? '+' : ''}${(heapGrowth * 100).toFixed(1)} %: ${Math.abs(heapGrowth) <= 0.05 ? 'level' : 'not level'})`}`);
    log(`live: last minute max ${lastMinuteMax.toFixed(0)} MiB, the minute before ${minuteBeforeMax.toFixed(0)} MiB${growth === undefined ? '' : ` (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %: ${growth <= 0.1 ? 'levelled off' : 'still rising'})`}; runner heap max ${runnerHeapMax.toFixed(0)} MiB`);
    return result;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
