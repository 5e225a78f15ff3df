/**
 * How the reference server serves the built app (issue 20, point 4): hashed assets compressed
 * (from the .br/.gz the build writes) and cached for good, pages revalidated. Over a small
 * build of its own, so it needs neither the app build nor a browser.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { freshDatabase } from './harness.ts';

interface Running { url: string; close: () => Promise<void> }
type Start = (options: { port: number; dataDir: string; appDir: string; reset: boolean; logger: boolean }) => Promise<Running>;

const work = mkdtempSync(join(tmpdir(), 'wms-static-'));
let server: Running | undefined;

before(async () => {
  const app = join(work, 'app');
  mkdirSync(join(app, 'assets'), { recursive: true });
  writeFileSync(join(app, 'index.html'), '<!doctype html><title>WMS</title><div id="root"></div>');
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(join(app, 'assets/index-AbC123.js'), script);
  writeFileSync(join(app, 'assets/index-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(join(app, 'assets/index-AbC123.js.gz'), gzipSync(script));
  const { startServer } = (await import('../../apps/wms-server/src/index.ts')) as { startServer: Start };
  server = await startServer({ port: 0, ...freshDatabase(join(work, 'data')), appDir: app, logger: false });
});
after(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

const get = (path: string, encoding: string) => fetch(`${server?.url ?? ''}${path}`, { headers: { 'accept-encoding': encoding } });

void test('hashed assets go compressed (brotli first, then gzip) and cached for good', async () => {
  const br = await get('/ris-wms/assets/index-AbC123.js', 'br, gzip');
  assert.equal(br.headers.get('content-encoding'), 'br');
  assert.equal(br.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.match(await br.text(), /console\.log/);
  const gz = await get('/ris-wms/assets/index-AbC123.js', 'gzip');
  assert.equal(gz.headers.get('content-encoding'), 'gzip');
  const plain = await get('/ris-wms/assets/index-AbC123.js', 'identity');
  assert.equal(plain.headers.get('content-encoding'), null);
  assert.match(await plain.text(), /console\.log/);
});

for (const path of ['/ris-wms/', '/ris-wms/app/asn/list']) {
  void test(`the page ${path} is revalidated every time`, async () => {
    const page = await get(path, 'gzip');
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    assert.match(await page.text(), /<div id="root">/);
  });
}
