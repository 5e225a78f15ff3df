/**
 * deploy/nginx/wms.conf under Debian's nginx, in front of the reference server (issue 18,
 * point 3), without a browser: the same files, caching, fallback, proxying and headers as
 * `./wms serve`, and its policy line exactly what `./wms serve --print-csp` prints for the
 * shipped config.json. Over a small build of its own. (deploy.e2e.ts runs the app through it.)
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServe, type RunningServe } from '../../apps/wms-server/src/serve/serve.ts';
import { freshDatabase, ROOT } from './harness.ts';
import { startNginx, wmsConfPolicy, type RunningNginx } from './nginx.ts';

interface Running { url: string; close: () => Promise<void> }
type Start = (options: { port: number; dataDir: string; appDir?: string; reset: boolean; logger: boolean }) => Promise<Running>;

const work = mkdtempSync(join(tmpdir(), 'wms-nginx-e2e-'));
const app = join(work, 'app');
let reference: Running | undefined;
let nginx: RunningNginx | undefined;
let serve: RunningServe | undefined;

before(async () => {
  mkdirSync(join(app, 'assets'), { recursive: true });
  writeFileSync(join(app, 'index.html'), '<!doctype html><title>WMS</title><div id="root"></div>');
  writeFileSync(join(app, 'config.json'), '{}');
  writeFileSync(join(app, 'manifest.webmanifest'), '{"name":"WMS","start_url":"/ris-wms/"}');
  writeFileSync(join(app, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(join(app, 'assets/index-AbC123.js'), script);
  writeFileSync(join(app, 'assets/index-AbC123.js.gz'), gzipSync(script));
  const { startServer } = (await import('../../apps/wms-server/src/index.ts')) as { startServer: Start };
  reference = await startServer({ port: 0, ...freshDatabase(join(work, 'data')), logger: false });
  nginx = await startNginx({ appDir: app, upstream: reference.url });
  serve = await startServe({ appDir: app, upstream: reference.url, port: 0, host: '127.0.0.1', log: () => undefined });
});
after(async () => {
  await nginx?.close();
  await serve?.close();
  await reference?.close();
  rmSync(work, { recursive: true, force: true });
});

const at = (path: string, init: RequestInit = {}) => fetch(`${nginx?.url ?? ''}${path}`, { redirect: 'manual', ...init });
const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options'];

void test('the policy line of wms.conf is the one ./wms serve --print-csp gives for the shipped config.json', () => {
  const printed = spawnSync(join(ROOT, 'wms'), ['serve', '--print-csp', '--config', join(ROOT, 'apps/wms/public/config.json')], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(printed.status, 0, printed.stderr);
  assert.equal(wmsConfPolicy(), printed.stdout.trim());
});

void test('nginx serves the app like ./wms serve: the same security headers and caching, precompressed assets, history fallback', async () => {
  for (const path of ['/ris-wms/', '/ris-wms/app/asn/list', '/ris-wms/config.json', '/ris-wms/assets/index-AbC123.js', '/ris-wms/sw.js', '/ris-wms/manifest.webmanifest']) {
    const viaNginx = await at(path, { headers: { 'accept-encoding': 'gzip' } });
    const viaServe = await fetch(`${serve?.url ?? ''}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(viaNginx.status, 200, path);
    for (const name of [...SECURITY, 'cache-control', 'content-encoding']) assert.equal(viaNginx.headers.get(name), viaServe.headers.get(name), `${path}: ${name}`);
    assert.equal(await viaNginx.text(), await viaServe.text(), path);
  }
  assert.equal((await at('/ris-wms/assets/index-AbC123.js')).headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal((await at('/ris-wms/app/asn/list')).headers.get('cache-control'), 'no-cache');
  assert.equal((await at('/ris-wms/assets/missing-Zz9.js')).status, 404);
  // The service worker and the manifest (issue 26): revalidated, with their types.
  for (const [path, type] of [['/ris-wms/sw.js', /javascript/], ['/ris-wms/manifest.webmanifest', /^application\/manifest\+json/]] as const) {
    const answer = await at(path);
    assert.equal(answer.headers.get('cache-control'), 'no-cache', path);
    assert.match(answer.headers.get('content-type') ?? '', type, path);
    assert.match((await fetch(`${serve?.url ?? ''}${path}`)).headers.get('content-type') ?? '', type, `${path} through ./wms serve`);
  }
  assert.equal((await at('/')).headers.get('location')?.replace(/^https?:\/\/[^/]+/, ''), '/ris-wms/');
  assert.equal((await at('/ris-wms/app/asn/list')).headers.get('server'), 'nginx', 'no version in the banner');
});

void test('/GT_WMS_APP goes to the upstream with the language and Authorization headers; its answers keep their own headers', async () => {
  const json = { 'content-type': 'application/json' };
  const refused = await at('/GT_WMS_APP/login', { method: 'POST', headers: { ...json, language: 'en' }, body: JSON.stringify({ username: 'admin', password: 'wrong' }) });
  assert.equal(((await refused.json()) as { returnMgr: string }).returnMgr, 'Wrong user name or password');
  const login = await at('/GT_WMS_APP/login', { method: 'POST', headers: json, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
  const token = ((await login.json()) as { bean: { token: string } }).bean.token;
  const signed = (await (await at('/GT_WMS_APP/permission/buttons', { method: 'POST', headers: { ...json, authorization: token }, body: '{}' })).json()) as { returnCode: string };
  assert.equal(signed.returnCode, '200');
  const anonymous = await at('/GT_WMS_APP/permission/buttons', { method: 'POST', headers: json, body: '{}' });
  assert.equal(((await anonymous.json()) as { returnCode: string }).returnCode, '401');
  // One policy, the upstream's own, not two.
  assert.equal(anonymous.headers.get('content-security-policy')?.includes(', '), false);
  assert.equal(anonymous.headers.get('cache-control'), null);
});
