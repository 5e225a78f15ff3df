#!/usr/bin/env node
/**
 * The size budgets of the five packages (issue 17, point 4): size-limit in each package, on its
 * built dist/, with the checks of its .size-limit.mjs (scripts/packages/size-checks.mjs says how
 * they are measured). Prints one table of every figure; exits 1 when a check is over its budget
 * or pulls in what it must not.
 *
 *   node scripts/packages/size.mjs            measure and check
 *   node scripts/packages/size.mjs --readme   also write the figures into each package README,
 *                                             between its `<!-- size:start -->` markers
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PUBLISHED } from './published.mjs';

const root = resolve(import.meta.dirname, '../..');
const writeReadme = process.argv.includes('--readme');

/** '169.31 kB', as size-limit writes sizes (1 kB = 1000 B). */
export function formatBytes(bytes) {
  if (bytes < 1000) return `${String(bytes)} B`;
  return `${String(Number((bytes / 1000).toFixed(bytes < 10_000 ? 2 : 1)))} kB`;
}

/** What an import of a check reads as in a README: `import { Button } from '@wms/ui-core'`. */
function importLine(pkgName, name) {
  const [subpath, what] = name.includes(': ') ? name.split(': ') : ['', name];
  const from = `${pkgName}${subpath ? subpath.slice(1) : ''}`;
  return what === 'everything' ? `import * as all from '${from}'` : `import ${what} from '${from}'`;
}

let failed = 0;
const rows = [];
for (const { dir } of PUBLISHED) {
  const cwd = join(root, dir);
  const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
  const result = spawnSync('pnpm', ['exec', 'size-limit', '--json'], { cwd, encoding: 'utf8' });
  let checks;
  try {
    checks = JSON.parse(result.stdout);
  } catch {
    checks = { error: `${result.stdout}${result.stderr}` };
  }
  if (!Array.isArray(checks)) {
    failed++;
    // size-limit's JSON error is a stack: its first line says what broke (a forbidden module,
    // a missing dist/ file).
    const lines = String(checks.error ?? '').split('\n');
    const message = lines.find((line) => line.includes('ERROR:')) ?? lines.find((line) => /Error/.test(line)) ?? lines[0] ?? '';
    console.log(`FAIL  ${pkg.name}: ${message.replace(/^.*ERROR: (\[plugin: [^\]]+\] )?/, '')}`);
    continue;
  }
  const limits = await import(join(cwd, '.size-limit.mjs')).then((m) => m.default);
  for (const check of checks) {
    const budget = limits.find((l) => l.name === check.name)?.limit ?? '';
    const ok = check.passed !== false;
    if (!ok) failed++;
    rows.push({ pkg: pkg.name, dir, name: check.name, size: check.size, budget, ok });
  }
}

const width = Math.max(...rows.map((r) => importLine(r.pkg, r.name).length));
console.log(`${'import (minified, brotli; peers not counted)'.padEnd(width)}  ${'size'.padStart(10)}  ${'budget'.padStart(8)}`);
for (const row of rows) {
  console.log(`${importLine(row.pkg, row.name).padEnd(width)}  ${formatBytes(row.size).padStart(10)}  ${row.budget.padStart(8)}  ${row.ok ? '' : 'OVER BUDGET'}`);
}

if (writeReadme) {
  for (const { dir } of PUBLISHED) {
    const file = join(root, dir, 'README.md');
    const text = readFileSync(file, 'utf8');
    const table = [
      '| import | size | budget |',
      '| --- | ---: | ---: |',
      ...rows.filter((r) => r.dir === dir).map((r) => `| \`${importLine(r.pkg, r.name)}\` | ${formatBytes(r.size)} | ${r.budget} |`),
    ].join('\n');
    const marked = /(<!-- size:start[^>]*-->\n)[\s\S]*?(<!-- size:end -->)/;
    if (!marked.test(text)) {
      failed++;
      console.log(`FAIL  ${dir}/README.md has no <!-- size:start --> … <!-- size:end --> markers`);
      continue;
    }
    writeFileSync(file, text.replace(marked, `$1${table}\n$2`));
    console.log(`wrote the figures into ${dir}/README.md`);
  }
}
process.exit(failed ? 1 : 0);
