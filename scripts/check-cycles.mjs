#!/usr/bin/env node
// No import cycles in the app or the packages (issue 26): every static, type-only and dynamic
// import of apps/wms/src, packages/*/src and the reference server (apps/wms-server/src, issue 25)
// is followed (dpdm), and any cycle fails the lint gate.
// Page modules take ScreenProps from routes/types.ts, which imports nothing of the route table.
//   node scripts/check-cycles.mjs
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

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
