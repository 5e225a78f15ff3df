/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

jest.setTimeout(180_000);

const root = resolve(__dirname, '..');
let child: ChildProcess | undefined;
let dir: string;
let output = '';
let origin = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wms-cli-'));
  const app = join(dir, 'dist');
  mkdirSync(join(app, 'assets'), { recursive: true });
  writeFileSync(join(app, 'index.html'), '<!doctype html><title>WMS app</title><script src="/ris-wms/assets/app.js"></script>');
  writeFileSync(join(app, 'assets', 'app.js'), 'console.log("app");');
  child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', '--port', '0', '--data', join(dir, 'data'), '--app', app], { cwd: root, env: { ...process.env, WMS_PORT: '' } });
  origin = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => { fail(new Error(`no address printed:\n${output}`)); }, 170_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /app: (http:\/\/[\d.:]+)\/ris-wms\//.exec(output);
      if (match?.[1] && output.includes('shipper /')) {
        clearTimeout(timer);
        done(match[1]);
      }
    };
    child?.stdout?.on('data', read);
    child?.stderr?.on('data', read);
    child?.on('exit', (code) => { fail(new Error(`exited ${String(code)}:\n${output}`)); });
  });
});

afterAll(() => {
  child?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

it('prints the address and the demo users, internal and shipper', () => {
  expect(output).toMatch(/Seeded [\d,]+ rows in [\d.]+ s/);
  expect(output).toContain('admin / admin123  (internal user)');
  expect(output).toContain('shipper / shipper123  (shipper user');
  expect(output).toContain('/GT_WMS_APP');
  // The full collections' schedule (gcSchedule.ts, issue 50) is the product's: set by the CLI.
  expect(output).toContain('full collections: marking starts at 50 % of the old generation\'s room, at once past 75 % (--incremental-marking-soft-trigger=50 --incremental-marking-hard-trigger=75)');
});

it('serves the built app under /ris-wms/ with history fallback, and redirects / there', async () => {
  const home = await fetch(`${origin}/`, { redirect: 'manual' });
  expect(home.status).toBe(302);
  expect(home.headers.get('location')).toBe('/ris-wms/');
  const index = await fetch(`${origin}/ris-wms/`);
  expect(await index.text()).toContain('<title>WMS app</title>');
  const deep = await fetch(`${origin}/ris-wms/app/asn/list`);
  expect(deep.status).toBe(200);
  expect(await deep.text()).toContain('<title>WMS app</title>');
  const asset = await fetch(`${origin}/ris-wms/assets/app.js`);
  expect(asset.headers.get('content-type')).toContain('javascript');
  const missing = await fetch(`${origin}/ris-wms/assets/nope.js`);
  expect(missing.status).toBe(404);
  const api = await fetch(`${origin}/GT_WMS_APP/nosuch/call/here/x`, { method: 'POST' });
  expect(await api.json()).toMatchObject({ returnCode: '401' });
});
