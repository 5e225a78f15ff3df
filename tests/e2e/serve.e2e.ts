/**
 * `./wms serve --upstream` without a browser (issue 18, point 2): the built app's files
 * (precompressed, cached by kind, history fallback, config.json), the proxy to a real reference
 * server with the language and Authorization headers intact, the security headers and their
 * policy following config.json without a restart, and GET /healthz. Over a small build of its
 * own, so it needs no app build.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startServe, type RunningServe } from '../../apps/wms-server/src/serve/serve.ts';
import { contentSecurityPolicy } from '../../apps/wms-server/src/http/securityHeaders.ts';
import { freshDatabase } from './harness.ts';

interface Running { url: string; close: () => Promise<void> }
type Start = (options: { port: number; dataDir: string; appDir?: string; reset: boolean; logger: boolean }) => Promise<Running>;

const work = mkdtempSync(join(tmpdir(), 'wms-serve-'));
const app = join(work, 'app');
let reference: Running | undefined;
let serve: RunningServe | undefined;
let dead: RunningServe | undefined;

before(async () => {
  mkdirSync(join(app, 'assets'), { recursive: true });
  writeFileSync(join(app, 'index.html'), '<!doctype html><title>WMS</title><div id="root"></div>');
  writeFileSync(join(app, 'config.json'), '{}');
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(join(app, 'assets/index-AbC123.js'), script);
  writeFileSync(join(app, 'assets/index-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(join(app, 'assets/index-AbC123.js.gz'), gzipSync(script));
  writeFileSync(join(work, 'secret.txt'), 'not for the web');
  const { startServer } = (await import('../../apps/wms-server/src/index.ts')) as { startServer: Start };
  reference = await startServer({ port: 0, ...freshDatabase(join(work, 'data')), logger: false });
  serve = await startServe({ appDir: app, upstream: reference.url, port: 0, host: '127.0.0.1', log: () => undefined });
  // Nothing listens on port 9 (discard): an upstream that is down.
  dead = await startServe({ appDir: app, upstream: 'http://127.0.0.1:9', port: 0, host: '127.0.0.1', log: () => undefined });
});
after(async () => {
  await serve?.close();
  await dead?.close();
  await reference?.close();
  rmSync(work, { recursive: true, force: true });
});

const at = (path: string, init: RequestInit = {}) => fetch(`${serve?.url ?? ''}${path}`, { redirect: 'manual', ...init });

void test('hashed assets go precompressed and cached for good; pages and config.json are revalidated', async () => {
  const br = await at('/ris-wms/assets/index-AbC123.js', { headers: { 'accept-encoding': 'br, gzip' } });
  assert.equal(br.headers.get('content-encoding'), 'br');
  assert.equal(br.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(br.headers.get('vary'), 'Accept-Encoding');
  assert.match(await br.text(), /console\.log/);
  const gz = await at('/ris-wms/assets/index-AbC123.js', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
  assert.equal(gz.headers.get('content-encoding'), 'gzip');
  const plain = await at('/ris-wms/assets/index-AbC123.js', { headers: { 'accept-encoding': 'identity' } });
  assert.equal(plain.headers.get('content-encoding'), null);
  for (const path of ['/ris-wms/', '/ris-wms/app/asn/list', '/ris-wms/config.json']) {
    const page = await at(path);
    assert.equal(page.status, 200, path);
    assert.equal(page.headers.get('cache-control'), 'no-cache', path);
    const again = await at(path, { headers: { 'if-none-match': page.headers.get('etag') ?? '' } });
    assert.equal(again.status, 304, `${path} unchanged → 304`);
  }
  assert.match(await (await at('/ris-wms/app/asn/list')).text(), /<div id="root">/);
  assert.equal((await at('/ris-wms/assets/missing-Zz9.js')).status, 404, 'a missing file is not the page');
  assert.equal((await at('/')).headers.get('location'), '/ris-wms/');
});

void test('nothing outside the build is served', async () => {
  for (const path of ['/ris-wms/%2e%2e/secret.txt', '/ris-wms/..%2fsecret.txt', '/ris-wms/assets/%2e%2e/%2e%2e/secret.txt']) {
    const answer = await at(path);
    assert.notEqual(await answer.text(), 'not for the web', path);
    assert.equal(answer.status, 404, path);
  }
});

void test('the security headers are the reference server’s, with the policy of config.json, changed without a restart', async () => {
  const page = await at('/ris-wms/');
  assert.equal(page.headers.get('content-security-policy'), contentSecurityPolicy({ frameOrigins: [], printPluginPort: 6459, printAgentPort: 8240 }));
  assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(page.headers.get('referrer-policy'), 'same-origin');
  assert.equal(page.headers.get('x-frame-options'), 'SAMEORIGIN');
  writeFileSync(join(app, 'config.json'), JSON.stringify({ frameOrigins: ['https://check.example.com'], print: { pluginPort: 7001 } }));
  const changed = (await at('/ris-wms/')).headers.get('content-security-policy') ?? '';
  assert.match(changed, /frame-src 'self' blob: https:\/\/check\.example\.com;/);
  assert.match(changed, /ws:\/\/localhost:7001/);
  writeFileSync(join(app, 'config.json'), '{}');
  assert.match((await at('/ris-wms/')).headers.get('content-security-policy') ?? '', /frame-src 'self' blob:;/);
});

void test('/GT_WMS_APP goes to the upstream with the language and Authorization headers', async () => {
  const json = { 'content-type': 'application/json' };
  const refused = await at('/GT_WMS_APP/login', { method: 'POST', headers: { ...json, language: 'en' }, body: JSON.stringify({ username: 'admin', password: 'wrong' }) });
  assert.equal(((await refused.json()) as { returnMgr: string }).returnMgr, 'Wrong user name or password');
  const zh = await at('/GT_WMS_APP/login', { method: 'POST', headers: { ...json, language: 'zh_cn' }, body: JSON.stringify({ username: 'admin', password: 'wrong' }) });
  assert.match(((await zh.json()) as { returnMgr: string }).returnMgr, /用户名或密码/);
  const login = await at('/GT_WMS_APP/login', { method: 'POST', headers: json, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
  const token = ((await login.json()) as { bean: { token: string } }).bean.token;
  const anonymous = (await (await at('/GT_WMS_APP/permission/buttons', { method: 'POST', headers: json, body: '{}' })).json()) as { returnCode: string };
  assert.equal(anonymous.returnCode, '401');
  const signed = (await (await at('/GT_WMS_APP/permission/buttons', { method: 'POST', headers: { ...json, authorization: token }, body: '{}' })).json()) as { returnCode: string };
  assert.equal(signed.returnCode, '200');
  assert.equal((await at('/birt/frameset')).headers.get('content-type'), 'application/json; charset=utf-8', '/birt reaches the upstream too');
});

void test('GET /healthz: its version and whether the upstream answers', async () => {
  const up = await at('/healthz');
  assert.equal(up.status, 200);
  const body = (await up.json()) as { status: string; version: string; upstream: { reachable: boolean; status: number } };
  assert.equal(body.status, 'ok');
  assert.match(body.version, /^\d+\.\d+\.\d+/);
  assert.deepEqual([body.upstream.reachable, body.upstream.status], [true, 200]);
  const down = await fetch(`${dead?.url ?? ''}/healthz`);
  assert.equal(down.status, 503);
  assert.equal(((await down.json()) as { upstream: { reachable: boolean } }).upstream.reachable, false);
  const call = await fetch(`${dead?.url ?? ''}/GT_WMS_APP/login`, { method: 'POST', body: '{}' });
  assert.equal(call.status, 502, 'a dead upstream is a 502, not the contract’s envelope');
});
