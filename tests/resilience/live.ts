/**
 * The live-events load case (issue 28): `subscribers` SSE connections to `GET /events` on
 * 127.0.0.1 while `writers` clients insert receipts for `seconds`. Halfway, half the subscribers
 * are dropped and reconnect with Last-Event-ID (a forced reconnect). Reported: delivery p50/p95
 * from the write's request to the event at each subscriber (an upper bound of commit → client:
 * the commit lies inside the request), events lost (every acknowledged write must reach every
 * subscriber exactly once), and the server process's resident memory over the run.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStream, type SseStream } from '../../apps/wms-server/src/events/sseClient.ts';
import { call, login, percentile, startServerProcess } from './server-process.ts';

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
}

const rssOf = (pid: number | undefined): number => {
  if (pid === undefined) return 0;
  try {
    return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString().trim()) / 1024;
  } catch {
    return 0;
  }
};

interface Subscriber {
  stream: SseStream;
}

export async function runLive(subscribers: number, writers: number, seconds: number, log: (line: string) => void = () => {}): Promise<LiveResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wms-live-'));
  // Seeding a fresh database takes minutes on a loaded shared machine.
  const server = await startServerProcess(dataDir, { reset: true, startupMs: 600_000 });
  try {
    const token = await login(server.api);
    const subs: Subscriber[] = [];
    const connect = async (lastId?: string): Promise<SseStream> => openStream(`${server.api}/events`, lastId ? { Authorization: token, 'Last-Event-ID': lastId } : { Authorization: token });
    // Messages are read from each stream's list after the run; arrival times are in them.
    for (let i = 0; i < subscribers; i++) subs.push({ stream: await connect() });
    const older: SseStream[][] = subs.map(() => []);
    const sent = new Map<number, number>();
    let writes = 0;
    const started = performance.now();
    const until = started + seconds * 1000;
    const rss: number[] = [];
    const sampler = setInterval(() => { rss.push(rssOf(server.child.pid)); }, 2000);
    let reconnected = 0;
    const half = setTimeout(() => {
      // A forced reconnect of half the subscribers, while the writers go on.
      void Promise.all(subs.slice(0, Math.floor(subscribers / 2)).map(async (sub, i) => {
        const last = [...sub.stream.messages].reverse().find((m) => m.id !== undefined)?.id;
        sub.stream.close();
        older[i]?.push(sub.stream);
        sub.stream = await connect(last);
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
        }
      }
    }));
    clearTimeout(half);
    // Time for the last events to arrive.
    await new Promise((r) => setTimeout(r, 3000));
    clearInterval(sampler);
    const latencies: number[] = [];
    let lost = 0;
    let duplicates = 0;
    subs.forEach((sub, i) => {
      const streams = [...(older[i] ?? []), sub.stream];
      const got = new Map<number, number>();
      for (const stream of streams) {
        for (const m of stream.messages) {
          if (m.event !== 'change') continue;
          const event = JSON.parse(m.data) as { ids: number[] };
          for (const id of event.ids) {
            if (!sent.has(id)) continue;
            if (got.has(id)) duplicates++;
            else got.set(id, m.at);
          }
        }
      }
      for (const [id, t0] of sent) {
        const at = got.get(id);
        if (at === undefined) lost++;
        else latencies.push(at - t0);
      }
      sub.stream.close();
    });
    latencies.sort((a, b) => a - b);
    const settled = rss.slice(Math.min(2, Math.max(0, rss.length - 1)));
    const result: LiveResult = {
      subscribers,
      writers,
      seconds: Math.round((performance.now() - started) / 1000),
      writes,
      deliveries: latencies.length,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      lost,
      duplicates,
      reconnected,
      rssStart: settled[0] ?? 0,
      rssEnd: settled[settled.length - 1] ?? 0,
      rssMax: Math.max(0, ...settled),
    };
    log(`live: ${String(writes)} writes to ${String(subscribers)} subscribers (${String(reconnected)} reconnected halfway), ${String(result.deliveries)} deliveries, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${String(lost)} lost, ${String(duplicates)} twice; server RSS ${result.rssStart.toFixed(0)} → ${result.rssEnd.toFixed(0)} MiB (max ${result.rssMax.toFixed(0)})`);
    return result;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
