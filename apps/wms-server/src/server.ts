import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startCheckpointer } from './db/checkpointer';
import { openDatabase, type Db } from './migrations';
import { buildApp, type AppOptions } from './http/app';
import { isSeeded, seedDatabase, DEMO_USERS, type SeedReport } from './seed/seed';

export interface ServerOptions {
  /** Port; 0 picks a free one (default: WMS_PORT or 8080). */
  port?: number;
  host?: string;
  /** Folder of the SQLite file (default: WMS_DATA_DIR or apps/wms-server/data). */
  dataDir?: string;
  /** The built app (default: apps/wms/dist). */
  appDir?: string;
  /** Delete the database and seed anew. */
  reset?: boolean;
  /** Seed at least 1,000,000 rows into inventory and transactions. */
  large?: boolean;
  /** Session lifetime in ms (default: WMS_TOKEN_TTL_SECONDS or 8 hours). */
  tokenTtlMs?: number;
  /** The clock (tests move it to expire tokens). */
  now?: () => number;
  /** The day the seed data leads up to (default: now). */
  seedAnchor?: number;
  logger?: boolean;
  /** The change-event stream `GET /events` (issue 28): on unless false; options for tests. */
  events?: AppOptions['events'];
}

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  port: number;
  /** The seed report when this start seeded the database. */
  seeded?: SeedReport;
  close: () => Promise<void>;
}

/**
 * apps/wms-server: beside this file when run as CommonJS (Jest), else from the working directory
 * (the CLI passes its own, from import.meta.url).
 */
export const SERVER_ROOT = typeof __dirname === 'string' ? resolve(__dirname, '..') : resolve(process.cwd(), 'apps/wms-server');

/** Starts the reference server: opens (migrates, seeds when empty) the database and listens. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = resolve(options.dataDir ?? process.env.WMS_DATA_DIR ?? join(SERVER_ROOT, 'data'));
  if (options.reset) for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `wms.sqlite${suffix}`), { force: true });
  const db = openDatabase(dataDir);
  let seeded: SeedReport | undefined;
  if (!isSeeded(db)) seeded = seedDatabase(db, { large: options.large, anchor: options.seedAnchor });
  // The log's checkpoints off the main thread (issue 50), once seeded: a commit never copies it.
  const checkpointer = startCheckpointer(db);
  const ttlSeconds = Number(process.env.WMS_TOKEN_TTL_SECONDS);
  const ctx = {
    db,
    now: options.now ?? (() => Date.now()),
    tokenTtlMs: options.tokenTtlMs ?? (Number.isFinite(ttlSeconds) && ttlSeconds > 0 ? ttlSeconds * 1000 : 8 * 3600_000),
  };
  const app = await buildApp(ctx, { appDir: options.appDir ?? resolve(SERVER_ROOT, '../wms/dist'), logger: options.logger, ...(options.events !== undefined ? { events: options.events } : {}) });
  const envPort = Number(process.env.WMS_PORT);
  const port = options.port ?? (Number.isInteger(envPort) && envPort >= 0 ? envPort : 8080);
  await app.listen({ port, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  const result: RunningServer = {
    app,
    db,
    url: `http://${options.host ?? '127.0.0.1'}:${String(actual)}`,
    port: actual,
    close: async () => {
      await app.close();
      await checkpointer.stop();
      db.close();
    },
  };
  if (seeded) result.seeded = seeded;
  return result;
}

export { DEMO_USERS };
