/**
 * A bounded mixed read/write load on the reference server (issue 19, point 5): `clients`
 * concurrent callers on 127.0.0.1 for `seconds`, four reads (lists with filters and sorting, a
 * detail, options) to one write (an ASN header), reporting throughput, p50/p95/p99 and errors.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, login, percentile, startServerProcess } from './server-process.ts';

export interface LoadResult {
  clients: number;
  seconds: number;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  writes: number;
  writesMissing: number;
}

const READS: readonly (readonly [string, Record<string, unknown>])[] = [
  ['/asn/list/1', { pageSize: 20, configureSorting: JSON.stringify([{ column_code: 'adddate', sort_type: 10202 }]) }],
  ['/inventorySearch/list/2', { storerkey: 'OW001', pageSize: 50 }],
  ['/itrn/list/1', { trantypestr: 'DP,WD', pageSize: 20 }],
  ['/orders/list/1', { pageSize: 20 }],
];

export async function runLoad(clients: number, seconds: number, log: (line: string) => void = () => {}): Promise<LoadResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wms-load-'));
  const server = await startServerProcess(dataDir, { reset: true });
  try {
    const token = await login(server.api);
    const timings: number[] = [];
    const written = new Map<string, string>();
    let errors = 0;
    let sequence = 0;
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(Array.from({ length: clients }, async (_, client) => {
      let i = client;
      while (performance.now() < until) {
        i++;
        const write = i % 5 === 0;
        const note = `load-${String(sequence++)}`;
        const read = READS[i % READS.length];
        const [path, body] = write || !read
          ? ['/asn/insert', { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-10 08:00:00', expectedreceiptdate: '2026-06-12', notes: note }] as const
          : read;
        const t0 = performance.now();
        const answer = await call(server.api, path, body, token);
        timings.push(performance.now() - t0);
        if (answer?.returnCode !== '200') errors++;
        else if (write && answer.bean?.id !== undefined) written.set(note, String(answer.bean.id));
      }
    }));
    const elapsed = (performance.now() - started) / 1000;
    let writesMissing = 0;
    for (const [note, id] of written) {
      const answer = await call(server.api, '/asn/detail', { id }, token);
      if (answer?.bean?.notes !== note) writesMissing++;
    }
    timings.sort((a, b) => a - b);
    const result: LoadResult = {
      clients,
      seconds: Math.round(elapsed),
      requests: timings.length,
      errors,
      perSecond: Math.round(timings.length / elapsed),
      p50: percentile(timings, 50),
      p95: percentile(timings, 95),
      p99: percentile(timings, 99),
      writes: written.size,
      writesMissing,
    };
    log(`load: ${String(result.requests)} requests in ${String(result.seconds)} s by ${String(clients)} clients, ${String(result.perSecond)}/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${String(errors)} errors`);
    return result;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
