/**
 * The e2e gate's first step after the build: the reference server's database seeded once for
 * the run, into the folder named on the command line. Each test file then starts its server over
 * a copy of it (harness.ts, freshDatabase; the gate passes its path as WMS_E2E_SEEDED_DB) instead
 * of seeding its own: the same rows, about 3 s of CPU less a file.
 *   node --import tsx tests/e2e/seedOnce.ts DIR
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: seedOnce.ts DIR');
  process.exit(2);
}
const { startServer } = (await import('../../apps/wms-server/src/index.ts')) as { startServer: (options: { port: number; dataDir: string; appDir: string; reset: boolean; logger: boolean }) => Promise<{ close: () => Promise<void> }> };
const server = await startServer({ port: 0, dataDir: dir, appDir: join(dir, 'no-app'), reset: true, logger: false });
await server.close();
const file = join(dir, 'wms.sqlite');
if (!existsSync(file) || existsSync(`${file}-wal`)) {
  console.error(`seedOnce: ${file} is not a closed database`);
  process.exit(1);
}
console.log(`seedOnce: ${file}`);
