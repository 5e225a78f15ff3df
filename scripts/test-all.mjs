#!/usr/bin/env node
// The README's test command (`./wms test`) after ./wms has set up Node 24, the packages and
// Chromium. Runs every gate, even after one fails, so one run shows every problem; prints
// how many unit, story and visual tests ran and exits non-zero on any failure or on a gate
// that ran no test.
//   --update-visual   write the visual baselines anew instead of comparing
//   --only a,b        run only the named gates (typecheck, lint, i18n, deps, packages, publint, unit, stories, visual, e2e)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? new Set(args[onlyAt + 1].split(',')) : undefined;
const updateVisual = args.includes('--update-visual');

const packages = ['packages/ui-core', 'packages/ui-grid', 'packages/ui-form', 'packages/wms-api', 'packages/print'];

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** Each gate: a command, and how to read its counts afterwards (tests gates only). */
const gates = [
  { name: 'typecheck', cmd: ['pnpm', 'exec', 'tsc', '-p', 'tsconfig.json', '--pretty'] },
  // Type-aware lint of the whole tree holds every program in memory: node's default 4 GB heap
  // ran out in CI, so the lint gets a larger one (the machines have 24 GB).
  // Then no import cycle in the app or the packages (scripts/check-cycles.mjs, dpdm).
  { name: 'lint', cmd: ['sh', '-c', 'NODE_OPTIONS=--max-old-space-size=10240 pnpm exec eslint --max-warnings 0 . && node scripts/check-cycles.mjs'] },
  { name: 'i18n', cmd: ['node', 'tests/i18n/check-catalogues.mjs'] },
  // The lockfile against the committed known-bad versions (pnpm audit cannot reach its service
  // here), and the checker's own tests (it must fail on a bad lockfile).
  { name: 'deps', cmd: ['sh', '-c', 'node scripts/check-deps.mjs && node --test --test-reporter=dot scripts/check-deps.test.mjs'] },
  {
    // The packages as published (issue 17): built to dist/, exports checked, API reports
    // compared, size budgets measured (the figures are printed), the packed tarballs installed
    // and driven in Chromium by tests/consumer, and a publish rehearsed. Before publint, which
    // reads the dist/ this builds.
    name: 'packages',
    cmd: ['node', 'scripts/packages/gate.mjs', '--json', join(reports, 'packages.json')],
    count: () => readJson(join(reports, 'packages.json')),
  },
  ...packages.map((dir) => ({ name: `publint ${dir}`, gate: 'publint', cmd: ['pnpm', 'exec', 'publint', '--strict', dir] })),
  {
    name: 'unit',
    cmd: ['pnpm', 'exec', 'jest', '--ci', '--json', `--outputFile=${join(reports, 'unit.json')}`],
    count: () => {
      const r = readJson(join(reports, 'unit.json'));
      return r && { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) };
    },
  },
  {
    name: 'stories',
    cmd: ['pnpm', 'exec', 'vitest', 'run', '--project=stories', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'stories.json')}`],
    count: () => {
      const r = readJson(join(reports, 'stories.json'));
      return r && { passed: r.numPassedTests, failed: r.numFailedTests + (r.numFailedTestSuites ?? 0) };
    },
  },
  {
    name: 'visual',
    cmd: ['node', 'tests/visual/run.mjs', ...(updateVisual ? ['--update'] : []), '--json', join(reports, 'visual.json')],
    count: () => readJson(join(reports, 'visual.json')),
  },
  {
    // The product end to end: the built app on the reference server, driven in Chromium.
    name: 'e2e',
    // The app is built once here; each test file then starts its own server over that build.
    cmd: ['sh', '-c', `pnpm --filter @wms/app build && WMS_E2E_SKIP_BUILD=1 node --import tsx --test --test-concurrency=1 --test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap --test-reporter-destination='${join(reports, 'e2e.tap')}' 'tests/e2e/*.e2e.ts'`],
    count: () => {
      const tap = existsSync(join(reports, 'e2e.tap')) ? readFileSync(join(reports, 'e2e.tap'), 'utf8') : '';
      const read = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
      return tap ? { passed: read('pass'), failed: read('fail') + read('cancelled') } : undefined;
    },
  },
];

const summary = [];
for (const gate of gates) {
  if (only && !only.has(gate.gate ?? gate.name)) continue;
  const started = Date.now();
  console.log(`\n━━ ${gate.name} ━━ ${gate.cmd.join(' ')}`);
  const result = spawnSync(gate.cmd[0], gate.cmd.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = Math.round((Date.now() - started) / 1000);
  const counts = gate.count?.();
  let ok = result.status === 0;
  let note = '';
  if (gate.count) {
    if (!counts || counts.passed + counts.failed === 0) {
      ok = false;
      note = 'ran no test';
    } else {
      note = `${counts.passed} passed, ${counts.failed} failed`;
    }
  }
  summary.push({ name: gate.name, ok, seconds, note, counts });
}

console.log('\n━━ summary ━━');
for (const { name, ok, seconds, note } of summary) {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(28)} ${String(seconds).padStart(4)}s  ${note}`);
}
const tests = summary.filter((s) => s.counts);
const passed = tests.reduce((n, s) => n + (s.counts?.passed ?? 0), 0);
const failed = tests.reduce((n, s) => n + (s.counts?.failed ?? 0), 0);
const gatesFailed = summary.filter((s) => !s.ok).length;
console.log(`tests: ${tests.map((s) => `${s.name} ${s.counts?.passed ?? 0}`).join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
if (gatesFailed) console.log(`${gatesFailed} gate(s) failed`);
process.exit(gatesFailed ? 1 : 0);
