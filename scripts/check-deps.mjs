#!/usr/bin/env node
/**
 * Dependency hygiene (issue 19, point 6): `pnpm audit` cannot reach an advisory service here, so
 * the lockfile is checked against a committed list of known-bad versions
 * (scripts/known-bad-versions.json). Prints every match and exits 1 on any.
 *   node scripts/check-deps.mjs [pnpm-lock.yaml] [known-bad-versions.json]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every (name, version) the lockfile's `packages:` section holds. */
export function lockedPackages(lockText) {
  const out = [];
  const section = lockText.split(/^packages:\s*$/m)[1]?.split(/^\S/m)[0] ?? '';
  for (const line of section.split('\n')) {
    // '  axios@1.21.1:' or "  '@e965/xlsx@0.20.3':" (peer suffixes in parentheses are dropped)
    const match = /^ {2}'?((?:@[^@/\s']+\/)?[^@\s']+)@([^(:'\s]+)/.exec(line);
    if (match) out.push({ name: match[1], version: match[2] });
  }
  return out;
}

/** -1, 0 or 1; pre-release tags sort before the release, as semver says. */
export function compareVersions(a, b) {
  const [coreA, preA] = a.split('-', 2);
  const [coreB, preB] = b.split('-', 2);
  const pa = coreA.split('.').map(Number);
  const pb = coreB.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  if (preA === preB) return 0;
  if (preA === undefined) return 1;
  if (preB === undefined) return -1;
  return preA < preB ? -1 : 1;
}

/** A version below the fixed release of its major line (or older than every fixed line). */
function unfixed(version, fixed) {
  if (!fixed?.length) return false;
  const major = (v) => Number(v.split('.')[0]);
  const line = fixed.find((f) => major(f) === major(version));
  if (line) return compareVersions(version, line) < 0;
  return major(version) < Math.min(...fixed.map(major));
}

/** The lockfile's matches of the known-bad list. */
export function findBad(lockText, knownBad) {
  const found = [];
  for (const { name, version } of lockedPackages(lockText)) {
    for (const entry of knownBad.entries) {
      if (entry.name !== name) continue;
      const exact = entry.versions?.includes(version);
      const below = entry.below !== undefined && compareVersions(version, entry.below) < 0;
      if (exact || below || unfixed(version, entry.fixed)) found.push({ name, version, reason: entry.reason });
    }
  }
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(import.meta.dirname, '..');
  const lockPath = process.argv[2] ?? resolve(root, 'pnpm-lock.yaml');
  const listPath = process.argv[3] ?? resolve(root, 'scripts/known-bad-versions.json');
  const lock = readFileSync(lockPath, 'utf8');
  const knownBad = JSON.parse(readFileSync(listPath, 'utf8'));
  const packages = lockedPackages(lock);
  const bad = findBad(lock, knownBad);
  for (const b of bad) console.error(`check-deps: ${b.name}@${b.version} is known bad: ${b.reason}`);
  console.log(`check-deps: ${String(packages.length)} locked packages checked against ${String(knownBad.entries.length)} known-bad entries: ${bad.length ? `${String(bad.length)} found` : 'none found'}`);
  process.exit(bad.length ? 1 : 0);
}
