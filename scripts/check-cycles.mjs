#!/usr/bin/env node
// No import cycles in the app or the packages (issue 26): every static, type-only and dynamic
// import of apps/wms/src, packages/*/src and the reference server (apps/wms-server/src, issue 25)
// is followed (dpdm), and any cycle fails the lint gate.
// Page modules take ScreenProps from routes/types.ts, which imports nothing of the route table.
// Then no crossed wire (issue 50): no file of the reference server (apps/wms-server) and no
// package (packages/*) imports from the app (apps/wms) — static, type-only, dynamic import() or
// require(), by a relative path or by the app's package name; what both need is a package
// (@wms/workbook, @wms/runtime-config), and a test that compares them lives in tests/.
//   node scripts/check-cycles.mjs
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const globs = process.argv.slice(2).length ? process.argv.slice(2) : ['apps/wms/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}', 'apps/wms-server/src/**/*.ts'];
const result = spawnSync('pnpm', ['exec', 'dpdm', '--no-tree', '--no-warning', '--no-progress', '--circular', '--exit-code', 'circular:1', '--exclude', 'node_modules', ...globs], {
  cwd: root,
  encoding: 'utf8',
});
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
if (result.status !== 0) {
  console.error('cycles: import cycles found (above); break them (a types module, a registration like routes/retry.ts)');
  process.exit(1);
}
console.log(`cycles: no import cycle in ${globs.join(', ')}`);

/** Every source file under a folder (node_modules, dist and built output left out). */
function sourcesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'data') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourcesUnder(path));
    else if (/\.(m|c)?(t|j)sx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

const APP = join(root, 'apps/wms') + sep;
const APP_NAME = JSON.parse(readFileSync(join(root, 'apps/wms/package.json'), 'utf8')).name;
/** The folders that must not import from the app: the server and every package. */
const guarded = [join(root, 'apps/wms-server'), ...readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name))];
const crossed = [];
for (const file of guarded.flatMap(sourcesUnder)) {
  // TypeScript's own pre-processor: import, export … from, import type, import() and require().
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  for (const { fileName } of importedFiles) {
    const target = fileName.startsWith('.') ? resolve(dirname(file), fileName) + sep : undefined;
    if ((target && target.startsWith(APP)) || fileName === APP_NAME || fileName.startsWith(`${APP_NAME}/`)) crossed.push(`${relative(root, file)} imports ${fileName}`);
  }
}
if (crossed.length) {
  console.error(`crossed wires: ${String(crossed.length)} import(s) from apps/wms in the server or a package:\n  ${crossed.join('\n  ')}\nmove what both need into a package (packages/workbook, packages/runtime-config), a comparing test into tests/`);
  process.exit(1);
}
console.log(`crossed wires: 0 imports from apps/wms in apps/wms-server and packages/* (${String(guarded.flatMap(sourcesUnder).length)} files)`);
