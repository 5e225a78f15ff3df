import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer, type ServerOptions } from '../server';

/** The day the test seed leads up to: 2026-06-15 (the project's frozen test clock). */
export const ANCHOR = Date.UTC(2026, 5, 15, 1, 30);

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
  raw: ArrayBuffer;
}

export interface Harness {
  server: RunningServer;
  dataDir: string;
  /** The clock the server reads; move it to expire tokens. */
  clock: { now: number };
  call: (path: string, body?: unknown, options?: { token?: string; lang?: 'en' | 'zh_cn'; method?: 'GET' | 'POST'; rawBody?: string }) => Promise<Answer>;
  login: (username?: string, password?: string) => Promise<string>;
  stop: (keepData?: boolean) => Promise<void>;
}

/** Starts the real server on port 0 with a temporary data folder (or the given one). */
export async function startHarness(options: ServerOptions = {}, given?: string): Promise<Harness> {
  const dataDir = given ?? mkdtempSync(join(tmpdir(), 'wms-server-'));
  // A new folder starts from the run's seeded template (seedTemplate.ts) when the seed asked for
  // is the template's: the standard seed at the harness's anchor.
  const template = process.env.WMS_TEST_SEED_DIR;
  if (given === undefined && template && !options.large && !options.reset && options.seedAnchor === undefined) {
    for (const suffix of ['', '-wal', '-shm']) {
      const file = join(template, `wms.sqlite${suffix}`);
      if (existsSync(file)) copyFileSync(file, join(dataDir, `wms.sqlite${suffix}`));
    }
  }
  const clock = { now: ANCHOR + 3600_000 };
  const server = await startServer({ port: 0, dataDir, appDir: join(dataDir, 'no-app'), seedAnchor: ANCHOR, now: () => clock.now, ...options });
  const call: Harness['call'] = async (path, body, opts = {}) => {
    const headers: Record<string, string> = { language: opts.lang ?? 'zh_cn' };
    if (opts.token) headers.Authorization = opts.token;
    const method = opts.method ?? 'POST';
    let payload: string | undefined = opts.rawBody;
    if (payload === undefined && body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.url}/GT_WMS_APP${path}`, { method, headers, body: method === 'GET' ? undefined : payload });
    const raw = await response.arrayBuffer();
    let parsed: Record<string, unknown> = {};
    if ((response.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(new TextDecoder().decode(raw)) as Record<string, unknown>;
    return { status: response.status, body: parsed, headers: response.headers, raw };
  };
  const login: Harness['login'] = async (username = 'admin', password = 'admin123') => {
    const answer = await call('/login', { username, password });
    const bean = answer.body.bean as { token?: string } | undefined;
    if (!bean?.token) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
    return bean.token;
  };
  return {
    server,
    dataDir,
    clock,
    call,
    login,
    stop: async (keepData = false) => {
      await server.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
