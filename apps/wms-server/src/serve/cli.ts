import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startServe } from './serve';

const usage = 'usage: ./wms serve --upstream <url> [--port N] [--host H] [--app DIR] [--config FILE]';
let values: { upstream?: string; port?: string; host?: string; app?: string; config?: string };
try {
  ({ values } = parseArgs({ options: { upstream: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' }, app: { type: 'string' }, config: { type: 'string' } } }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
const port = values.port === undefined ? 8088 : Number(values.port);
if (!values.upstream || !Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(usage);
  process.exit(2);
}

try {
  const running = await startServe({
    upstream: values.upstream,
    port,
    host: values.host,
    appDir: values.app ?? resolve(import.meta.dirname, '../../../wms/dist'),
    configFile: values.config,
  });
  console.log(`WMS app on ${running.url}/ris-wms/ (API and reports proxied to ${values.upstream}; health: ${running.url}/healthz)`);
  const stop = () => { void running.close().then(() => process.exit(0)); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`wms serve: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
