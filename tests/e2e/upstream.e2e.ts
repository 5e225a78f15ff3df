/**
 * check-upstream (issue 47, points 3 and 4), against the reference server and through the drift
 * proxy (no browser):
 *
 * - the plan covers the 249 routes of the table, each with the calls of its screen;
 * - against the server as it is: 249 of 249 screens work, and every request of the whole run
 *   (recorded by the proxy, changing nothing) is a read of the allow-list: 0 writes;
 * - for each change of the proxy's catalogue, alone, and all of them together: the screens
 *   check-upstream calls broken are exactly the ones computed by applying the change to the
 *   answers recorded in the first run and judging them with the contract's schemas
 *   (tests/drift-proxy/expected.ts), and every other screen works or works with tolerances.
 *
 * The proxy answers repeated reads from the first run's answers (`replay`), so each change costs
 * the checks, not the server's 435 queries again.
 *
 * One file: `./wms pnpm exec node --conditions=@wms/source --import tsx --test <this file>` (the
 * condition reads @wms/api from its sources, as the test command's e2e step does).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUTES } from '../../apps/wms/src/routes/routeTable.ts';
import { checkUpstream, type UpstreamReport } from '../../scripts/check-upstream/check.ts';
import { columnCalls, planScreens } from '../../scripts/check-upstream/plan.ts';
import { allowedCall, READ_CALLS } from '../../scripts/check-upstream/readCalls.ts';
import { CHANGES, type DriftChange } from '../drift-proxy/catalogue.ts';
import { expectedBroken, recorder, type Recorded } from '../drift-proxy/expected.ts';
import { startDriftProxy, type DriftProxy } from '../drift-proxy/proxy.ts';
import { freshDatabase } from './harness.ts';

interface RunningServer { url: string; close: () => Promise<void> }
type StartServer = (options: { port: number; dataDir: string; reset?: boolean; logger?: boolean }) => Promise<RunningServer>;

let server: RunningServer | undefined;
let proxy: DriftProxy | undefined;
let dataDir = '';
let baseline: UpstreamReport | undefined;
const answers = new Map<string, Recorded>();

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'wms-upstream-'));
  const mod = (await import('../../apps/wms-server/src/index.ts')) as { startServer: StartServer };
  server = await mod.startServer({ port: 0, ...freshDatabase(dataDir), logger: false });
  proxy = await startDriftProxy({ upstream: server.url, replay: true });
});

after(async () => {
  await proxy?.close();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const run = (changes: readonly DriftChange[], onAnswer?: Parameters<typeof checkUpstream>[0]['onAnswer']) => {
  if (!proxy) throw new Error('no proxy');
  proxy.use(changes);
  return checkUpstream({ url: proxy.url, user: 'admin', password: 'admin123', onAnswer });
};

const brokenOf = (report: UpstreamReport) => report.screens.filter((s) => s.verdict === 'broken').map((s) => s.path).sort();

void test('the plan covers the 249 routes, each screen with its calls, from the route table', () => {
  const columns = columnCalls();
  // Without any answer, a list's screen still asks for its configuration.
  const plans = planScreens(new Map(), { timeZone: 'Asia/Shanghai' }, { wmsId: 'WH01' });
  assert.equal(plans.length, 249);
  assert.deepEqual(plans.map((p) => p.path), ROUTES.map((r) => r.path));
  for (const plan of plans) {
    if (plan.path === '/' || plan.path === '/licenseRegister') continue;
    assert.ok(plan.calls.some((c) => c.path === '/menu/userMenus'), `${plan.path} signs in to the shell`);
    if (plan.kind === 'list') assert.ok(plan.calls.some((c) => c.answer === 'columnConfig'), `${plan.path} asks for its columns`);
  }
  assert.equal(columns.size, ROUTES.filter((r) => r.kind === 'list').length, 'one configuration a list');
});

void test('the allow-list holds reads only: no write of the contract passes it', () => {
  const writes = [
    ['POST', '/asn/insert'], ['POST', '/asn/update'], ['POST', '/asn/delete'], ['POST', '/asn/saveWithLines'], ['POST', '/asn/detail'],
    ['POST', '/saveDisplayedOrExportedColumns'], ['POST', '/reDefaultConfig'], ['POST', '/permission/saveRole'], ['POST', '/permission/saveUser'],
    ['POST', '/logout'], ['POST', '/excelImport/IMP_SO'], ['POST', '/buttonlog/insertLog'], ['POST', '/license/register'], ['GET', '/asn/list/1'],
  ] as const;
  for (const [method, path] of writes) assert.equal(allowedCall({ method, path }), undefined, `${method} ${path} must not pass`);
  assert.ok(READ_CALLS.every((entry) => entry.session || !/insert|update|delete|save|operation|scan|close|open|cancel|logout|register/i.test(entry.pattern.source)));
});

void test('against the reference server: 249 of 249 screens work, every request a read of the allow-list (0 writes)', { timeout: 300_000 }, async () => {
  if (!proxy) throw new Error('no proxy');
  proxy.clear();
  const { record, answers: recorded } = recorder();
  baseline = await run([], record);
  for (const [key, answer] of recorded) answers.set(key, answer);
  console.log(`check-upstream: ${String(baseline.totals.works)} of ${String(baseline.screens.length)} screens work, ${String(baseline.requests)} calls, ${(baseline.ms / 1000).toFixed(1)} s`);
  assert.equal(baseline.fatal, undefined);
  assert.deepEqual(baseline.screens.filter((s) => s.verdict !== 'works').map((s) => `${s.path}: ${s.verdict} ${JSON.stringify([...s.broken, ...s.tolerated][0])}`), []);
  assert.equal(baseline.totals.works, 249);
  const requests = proxy.requests.filter((r) => r.api);
  assert.ok(requests.length >= baseline.requests, 'every call went through the proxy');
  const outside = requests.filter((r) => !allowedCall({ method: r.method, path: r.path.split('?')[0] ?? r.path }));
  assert.deepEqual(outside.map((r) => `${r.method} ${r.path}`), [], 'only calls of the allow-list');
  const sessionCalls = requests.filter((r) => allowedCall({ method: r.method, path: r.path.split('?')[0] ?? r.path })?.session);
  assert.deepEqual(sessionCalls.map((r) => `${r.method} ${r.path}`), ['POST /login'], 'the one session call: signing in');
  // A write of the contract carries an idempotency key (CONTRACT.md §7): none went out.
  assert.equal(requests.filter((r) => r.headers['idempotency-key'] !== undefined).length, 0);
});

for (const change of [...CHANGES.map((c) => [c]), CHANGES]) {
  const name = change.length === 1 ? (change[0]?.name ?? '') : 'every change together';
  void test(`through the drift proxy, ${name}: the screens called broken are the ones computed from the schemas`, { timeout: 300_000 }, async () => {
    if (!baseline) throw new Error('the baseline run did not run');
    const report = await run(change);
    const expected = expectedBroken(baseline, answers, change);
    const observed = brokenOf(report);
    console.log(`drift ${name}: ${String(observed.length)} broken (expected ${String(expected.length)}), ${String(report.totals.tolerated)} tolerated, ${String(report.totals.works)} work; ${(report.ms / 1000).toFixed(1)} s`);
    assert.deepEqual(observed, expected);
    // Each broken screen names the call, the JSON path, what was expected and what came.
    for (const screen of report.screens.filter((s) => s.verdict === 'broken')) {
      const first = screen.broken[0];
      assert.ok(first && first.issues.length > 0 && first.issues.every((i) => i.path.startsWith('$') && i.expected && i.got), `${screen.path} names what differs`);
    }
  });
}
