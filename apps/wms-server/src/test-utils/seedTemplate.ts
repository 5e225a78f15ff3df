import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server';
import { ANCHOR } from './harness';

/**
 * Jest's globalSetup of the server tests: the seed every harness starts from is made once a run
 * (seeding takes about 7 s on the 2-core machines; 26 test files each seeded it before), and
 * startHarness copies the file into its own data folder. The server opens the copy as it would
 * any seeded database: migrated, and seeded only when empty.
 */
export default async function seedTemplate(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'wms-jest-seed-'));
  const server = await startServer({ port: 0, dataDir: dir, appDir: join(dir, 'no-app'), seedAnchor: ANCHOR, now: () => ANCHOR + 3600_000 });
  await server.close();
  process.env.WMS_TEST_SEED_DIR = dir;
}

/** globalTeardown: the template's folder goes. */
export function removeSeedTemplate(): void {
  const dir = process.env.WMS_TEST_SEED_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
