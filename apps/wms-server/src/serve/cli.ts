import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseRuntimeConfig } from '@wms/runtime-config';
import { contentSecurityPolicy } from '../http/securityHeaders';
import { cspSourcesOf, startServe } from './serve';

const usage = 'usage: ./wms serve --upstream <url> [--port N] [--host H] [--app DIR] [--config FILE]\n       ./wms serve --print-csp [--config FILE]   (the Content-Security-Policy for a config.json, for nginx)';
let values: { upstream?: string; port?: string; host?: string; app?: string; config?: string; 'print-csp'?: boolean };
try {
  ({ values } = parseArgs({ options: { upstream: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' }, app: { type: 'string' }, config: { type: 'string' }, 'print-csp': { type: 'boolean' } } }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
const appDir = values.app ?? resolve(import.meta.dirname, '../../../wms/dist');
if (values['print-csp']) {
  const file = values.config ?? resolve(appDir, 'config.json');
  const parsed = parseRuntimeConfig(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.ok) {
    console.error(`wms serve: ${file} is wrong: ${parsed.issues.map((i) => `${i.field}: ${i.problem}`).join('; ')}`);
    process.exit(1);
  }
  console.log(contentSecurityPolicy(cspSourcesOf(parsed.config)));
  process.exit(0);
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
    appDir,
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
