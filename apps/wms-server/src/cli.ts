import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { API_BASE, APP_BASE } from './http/app';
import { DEMO_USERS, startServer } from './server';
import { GC_TRIGGERS, scheduleFullCollections } from './gcSchedule';

// When full garbage collections start (gcSchedule.ts: fewer of them on the thread that answers requests).
const gcFlags = scheduleFullCollections();

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    data: { type: 'string' },
    app: { type: 'string' },
    reset: { type: 'boolean', default: false },
    large: { type: 'boolean', default: false },
  },
});

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const server = await startServer({
  port: values.port === undefined ? undefined : Number(values.port),
  host: values.host,
  dataDir: values.data ?? process.env.WMS_DATA_DIR ?? join(root, 'data'),
  appDir: values.app ?? resolve(root, '../wms/dist'),
  reset: values.reset,
  large: values.large,
  logger: true,
});
if (server.seeded) {
  console.log(`Seeded ${server.seeded.rows.toLocaleString('en')} rows in ${(server.seeded.ms / 1000).toFixed(1)} s`);
}
console.log(`WMS reference server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(gcFlags.length === 2
  ? `  full collections: marking starts at ${String(GC_TRIGGERS.soft)} % of the old generation's room, at once past ${String(GC_TRIGGERS.hard)} % (${gcFlags.join(' ')})`
  : `  full collections: as the command line says${gcFlags.length ? ` (and ${gcFlags.join(' ')})` : ''}`);
console.log(`  app: ${server.url}${APP_BASE}`);
console.log(`  api: ${server.url}${API_BASE}`);
console.log('  demo users:');
for (const user of DEMO_USERS) console.log(`    ${user.userid} / ${user.password}  (${user.usertype === 'shipper' ? 'shipper user, assigned to shippers ' + user.owners : 'internal user'})`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
