/**
 * The reference server as a child process (so it can be killed with SIGKILL), on 127.0.0.1 and a
 * free port, over a data folder of the caller's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from '../setup/freePort.ts';

export { freePort };

export const ROOT = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  api: string;
  child: ChildProcess;
  /** Ends with SIGKILL: no chance to flush, close or checkpoint. */
  kill: () => Promise<void>;
  /** Ends with SIGTERM (a clean stop). */
  stop: () => Promise<void>;
}

/** Starts `apps/wms-server/src/cli.ts` and waits until it answers. */
export async function startServerProcess(dataDir: string, options: { reset?: boolean; startupMs?: number } = {}): Promise<ServerProcess> {
  const port = await freePort();
  // WMS_SERVER_NODE_ARGS: extra Node options for the server (e.g. `--cpu-prof --cpu-prof-dir=DIR` to profile it).
  const extra = (process.env.WMS_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [...extra, '--import', 'tsx', join(ROOT, 'apps/wms-server/src/cli.ts'), '--port', String(port), '--host', '127.0.0.1', '--data', dataDir, '--app', join(dataDir, 'no-app')];
  if (options.reset) args.push('--reset');
  // WMS_SERVER_STDOUT: a file for the server's standard output (e.g. what `--trace-gc` prints), else it is dropped.
  const out = process.env.WMS_SERVER_STDOUT ? openSync(process.env.WMS_SERVER_STDOUT, 'a') : 'ignore';
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', out, 'pipe'] });
  if (typeof out === 'number') closeSync(out);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const exited = new Promise<void>((done) => { child.once('exit', () => { done(); }); });
  const api = `http://127.0.0.1:${String(port)}/GT_WMS_APP`;
  const startupMs = options.startupMs ?? 180_000;
  const deadline = Date.now() + startupMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${String(child.exitCode)}): ${stderr.slice(-2000)}`);
    try {
      const response = await fetch(`${api}/dictionary/options/none`);
      if (response.status > 0) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running behind the failed start.
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${String(startupMs / 1000)} s`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    api,
    child,
    kill: async () => { child.kill('SIGKILL'); await exited; },
    stop: async () => { child.kill('SIGTERM'); await exited; },
  };
}

export interface Envelope {
  returnCode: string;
  returnMgr?: string;
  bean?: Record<string, unknown> & { token?: string; id?: string | number };
  page?: { list: Record<string, unknown>[]; total: number };
}

/** One call of the contract; a network failure answers `undefined`. */
export async function call(api: string, path: string, body: unknown, token?: string): Promise<Envelope | undefined> {
  try {
    const response = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'en', ...(token ? { Authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Envelope;
  } catch {
    return undefined;
  }
}

export async function login(api: string): Promise<string> {
  const answer = await call(api, '/login', { username: 'admin', password: 'admin123' });
  const token = answer?.bean?.token;
  if (typeof token !== 'string') throw new Error(`login failed: ${JSON.stringify(answer)}`);
  return token;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
