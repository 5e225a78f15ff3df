#!/usr/bin/env node
/**
 * `pnpm bench`: runs every bench suite, one folder each (tests/bench/<suite>/run.mjs), one after
 * the other, passing the arguments on. `pnpm bench:grid` runs the grid suite alone. Not part of
 * `./wms test`: a bench reports numbers, it does not pass or fail.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const here = import.meta.dirname;
const suites = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(here, entry.name, 'run.mjs')))
  .map((entry) => entry.name)
  .sort();
let failed = 0;
for (const suite of suites) {
  console.log(`bench: ${suite}`);
  const result = spawnSync(process.execPath, [join(here, suite, 'run.mjs'), ...process.argv.slice(2)], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
