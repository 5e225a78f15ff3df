/**
 * Crash safety of the reference server (issue 19, point 5): a burst of writes, SIGKILL in the
 * middle of it, a restart; then `PRAGMA integrity_check` must say ok and every write the server
 * acknowledged (returnCode 200 with an id) must be there. Repeated for N cycles.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { call, login, startServerProcess } from './server-process.ts';

export interface CrashResult {
  cycles: number;
  acknowledged: number;
  integrityFailures: number;
  lostWrites: number;
  /** POST /books/check violations after the last restart, in every warehouse. */
  bookViolations: number;
}

/** Writes ASN headers as fast as `clients` callers can until the server is killed. */
async function burst(api: string, token: string, marker: string, clients: number, acknowledged: Map<string, string>, stop: { now: boolean }) {
  let n = 0;
  await Promise.all(Array.from({ length: clients }, async () => {
    while (!stop.now) {
      const note = `${marker}-${String(n++)}`;
      const answer = await call(api, '/asn/insert', { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-10 08:00:00', expectedreceiptdate: '2026-06-12', notes: note }, token);
      if (answer === undefined) return; // the server is gone
      const id = answer.bean?.id;
      if (answer.returnCode === '200' && id !== undefined) acknowledged.set(note, String(id));
    }
  }));
}

export async function runCrashCycles(cycles: number, log: (line: string) => void = () => {}): Promise<CrashResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wms-crash-'));
  const result: CrashResult = { cycles: 0, acknowledged: 0, integrityFailures: 0, lostWrites: 0, bookViolations: 0 };
  const everAcknowledged = new Map<string, string>();
  try {
    let server = await startServerProcess(dataDir, { reset: true });
    for (let cycle = 0; cycle < cycles; cycle++) {
      const token = await login(server.api);
      const stop = { now: false };
      const acknowledged = new Map<string, string>();
      const writing = burst(server.api, token, `crash${String(cycle)}`, 8, acknowledged, stop);
      // Kill somewhere between 150 and 900 ms into the burst.
      await new Promise((done) => setTimeout(done, 150 + Math.floor(Math.random() * 750)));
      await server.kill();
      stop.now = true;
      await writing;
      for (const [note, id] of acknowledged) everAcknowledged.set(note, id);

      // The file as the kill left it: integrity, and every acknowledged write.
      const db = new DatabaseSync(join(dataDir, 'wms.sqlite'));
      try {
        const integrity = db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
        if (integrity.length !== 1 || integrity[0]?.integrity_check !== 'ok') result.integrityFailures++;
      } finally {
        db.close();
      }
      server = await startServerProcess(dataDir);
      const check = await login(server.api);
      let lost = 0;
      for (const [note, id] of everAcknowledged) {
        const answer = await call(server.api, '/asn/detail', { id }, check);
        if (answer?.returnCode !== '200' || answer.bean?.notes !== note) lost++;
      }
      result.lostWrites = Math.max(result.lostWrites, lost);
      result.cycles++;
      result.acknowledged = everAcknowledged.size;
      log(`crash cycle ${String(cycle + 1)}/${String(cycles)}: ${String(acknowledged.size)} writes acknowledged before the kill, ${String(everAcknowledged.size)} in all, ${String(lost)} missing after restart`);
    }
    // The books after every crash: the ledger's invariants hold in each warehouse.
    const token = await login(server.api);
    for (const wmsId of ['WH01', 'WH02']) {
      await call(server.api, '/warehouse/switch', { wmsId }, token);
      const check = await call(server.api, '/books/check', {}, token);
      const count = check?.returnCode === '200' ? (check.bean as { count?: number } | undefined)?.count ?? 0 : 1;
      result.bookViolations += count;
      log(`books after the crash cycles, ${wmsId}: ${check?.returnCode === '200' ? `${String(count)} violations` : `check failed: ${String(check?.returnMgr)}`}`);
    }
    await server.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return result;
}
