#!/usr/bin/env node
/**
 * The packages gate of `./wms test` (issue 17): the five packages as they are published.
 *
 *   1. build     tsdown, every package, into dist/ (`pnpm build:packages`)
 *   2. exports   each package.json against the published list (scripts/packages/published.mjs):
 *                every entry point's "@wms/source", "types" and "default" targets exist,
 *                publishConfig.exports is exports without the "@wms/source" condition, files,
 *                sideEffects and the peers are as the issue says
 *   3. api       the API reports (scripts/packages/api-report.mjs): any change to an export or an
 *                exported type differs from the committed report and fails here
 *   4. size      the size budgets (scripts/packages/size.mjs), every figure printed
 *      login     the app's login route: at most 150 KiB of JavaScript (gzip) in Chromium, on a
 *                production build of the app (scripts/packages/login-route.mjs, issue 37)
 *   5. consumer  tests/consumer/run.mjs: packed tarballs installed outside the workspace, tsc
 *                against their declarations, Vite build, the three scenarios in Chromium
 *   6. publish   `pnpm release --dry-run`: changeset publish against a throwaway local registry
 *
 *   node scripts/packages/gate.mjs [--json FILE]
 * Every step runs even after one fails (except after a failed build); exits 1 on any failure.
 * --json writes { passed, failed, steps, consumer } for scripts/test-all.mjs's counts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PUBLISHED } from './published.mjs';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const jsonOut = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const PEERS = ['react', 'react-dom', 'styled-components'];

const steps = [];
let consumerCounts;

function step(name, cmd, cmdArgs) {
  console.log(`\n── packages: ${name} ── ${[cmd, ...cmdArgs].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', CI: 'true' } });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/** The package.json checks of step 2, as a list of problems. */
function exportProblems() {
  const problems = [];
  for (const { dir, entries } of PUBLISHED) {
    const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    const at = (rel) => existsSync(join(root, dir, rel));
    const exports = pkg.exports ?? {};
    const subpaths = entries.map((e) => e.subpath);
    for (const key of Object.keys(exports)) {
      if (!subpaths.includes(key) && key !== './package.json' && !/^\.\/i18n\/(zh|en)\.json$/.test(key)) {
        problems.push(`${pkg.name}: exports "${key}" is not in scripts/packages/published.mjs (no API report, no consumer check)`);
      }
    }
    for (const { subpath, dts } of entries) {
      const target = exports[subpath];
      if (!target || typeof target !== 'object') {
        problems.push(`${pkg.name}: exports has no "${subpath}" with conditions`);
        continue;
      }
      if (Object.keys(target).join() !== '@wms/source,types,default') problems.push(`${pkg.name} "${subpath}": conditions must be "@wms/source", "types", "default" in that order (they are ${Object.keys(target).join(', ')})`);
      if (target.types !== `./${dts}`) problems.push(`${pkg.name} "${subpath}": types is ${String(target.types)}, expected ./${dts}`);
      for (const condition of ['@wms/source', 'types', 'default']) {
        if (typeof target[condition] !== 'string' || !at(target[condition])) problems.push(`${pkg.name} "${subpath}": ${condition} → ${String(target[condition])} does not exist`);
      }
    }
    // What pnpm publishes: the same map without the workspace's condition.
    const withoutSource = JSON.parse(JSON.stringify(exports, (key, value) => {
      if (value && typeof value === 'object' && !Array.isArray(value) && '@wms/source' in value) {
        const rest = Object.fromEntries(Object.entries(value).filter(([condition]) => condition !== '@wms/source'));
        return Object.keys(rest).length === 1 && 'default' in rest ? rest.default : rest;
      }
      return value;
    }));
    if (JSON.stringify(pkg.publishConfig?.exports) !== JSON.stringify(withoutSource)) problems.push(`${pkg.name}: publishConfig.exports is not exports without "@wms/source"`);
    if (JSON.stringify(pkg.files) !== JSON.stringify(['dist', 'README.md', 'CHANGELOG.md'])) problems.push(`${pkg.name}: files must be dist, README.md, CHANGELOG.md`);
    if (pkg.sideEffects !== false) problems.push(`${pkg.name}: sideEffects must be false`);
    if (pkg.main !== './dist/index.js' || pkg.types !== './dist/index.d.ts') problems.push(`${pkg.name}: main/types must point at dist/index.js and dist/index.d.ts`);
    for (const peer of PEERS) {
      if (pkg.dependencies?.[peer]) problems.push(`${pkg.name}: ${peer} is a dependency; it must stay a peer`);
    }
    if (pkg.name !== '@wms/api') {
      for (const peer of PEERS) if (!pkg.peerDependencies?.[peer]) problems.push(`${pkg.name}: ${peer} is not a peer dependency`);
    }
    for (const [name, range] of Object.entries(pkg.dependencies ?? {})) {
      if (String(range).startsWith('workspace:') && range !== 'workspace:^') problems.push(`${pkg.name}: ${name} is ${String(range)}; published packages depend on each other by workspace:^`);
    }
  }
  return problems;
}

const built = step('build', 'pnpm', ['build:packages']);
if (built) {
  console.log('\n── packages: exports ──');
  const problems = exportProblems();
  for (const problem of problems) console.log(`FAIL  ${problem}`);
  if (!problems.length) console.log(`ok    ${String(PUBLISHED.length)} package.json files: entry points, conditions, publishConfig, files, sideEffects, peers`);
  steps.push({ name: 'exports', ok: problems.length === 0, seconds: 0 });

  step('api reports', 'node', ['scripts/packages/api-report.mjs']);
  step('size', 'node', ['scripts/packages/size.mjs']);
  step('login route', 'node', ['scripts/packages/login-route.mjs']);

  const consumerJson = join(mkdtempSync(join(tmpdir(), 'wms-consumer-')), 'consumer.json');
  step('consumer', 'node', ['tests/consumer/run.mjs', '--json', consumerJson]);
  if (existsSync(consumerJson)) {
    consumerCounts = JSON.parse(readFileSync(consumerJson, 'utf8'));
    rmSync(consumerJson, { force: true });
  }

  step('publish dry run', 'node', ['scripts/packages/publish.mjs', '--dry-run', '--skip-checks']);
}

console.log('\n── packages: summary ──');
for (const { name, ok, seconds } of steps) console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(16)} ${String(seconds).padStart(4)}s`);
if (consumerCounts) console.log(`consumer checks: ${String(consumerCounts.passed)} passed, ${String(consumerCounts.failed)} failed`);
const passed = steps.filter((s) => s.ok).length;
const failed = steps.length - passed + (built ? 0 : 5);
if (jsonOut) {
  // Counted as tests by scripts/test-all.mjs: each step, and each check of the consumer.
  writeFileSync(jsonOut, JSON.stringify({
    passed: passed + (consumerCounts?.passed ?? 0),
    failed: failed + (consumerCounts?.failed ?? 0),
    steps,
    // The consumer's own checks, counted apart in the summary of `./wms test`.
    // Each engine's (issue 36) too.
    consumer: consumerCounts ? { passed: consumerCounts.passed, failed: consumerCounts.failed, engines: consumerCounts.engines } : null,
  }, null, 2));
}
process.exit(failed ? 1 : 0);
