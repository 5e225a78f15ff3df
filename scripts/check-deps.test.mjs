// The dependency gate must fail on a bad lockfile, and pass ours: node --test scripts/check-deps.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { compareVersions, findBad, lockedPackages } from './check-deps.mjs';

const root = resolve(import.meta.dirname, '..');
const knownBad = JSON.parse(readFileSync(join(root, 'scripts/known-bad-versions.json'), 'utf8'));
const lock = (entries) => `lockfileVersion: '9.0'\n\nimporters:\n\n  .: {}\n\npackages:\n\n${entries.map((e) => `  ${e}:\n    resolution: {integrity: sha512-x}\n`).join('\n')}\nsnapshots:\n\n  x@1.0.0: {}\n`;

test('reads names and versions, scoped, quoted and with peer suffixes', () => {
  assert.deepEqual(lockedPackages(lock(["'@e965/xlsx@0.20.3'", 'axios@1.21.1', 'react-router@7.18.5(react@19.3.1)'])), [
    { name: '@e965/xlsx', version: '0.20.3' },
    { name: 'axios', version: '1.21.1' },
    { name: 'react-router', version: '7.18.5' },
  ]);
});

test('compares versions as semver does', () => {
  assert.equal(compareVersions('1.18.9', '1.19.0'), -1);
  assert.equal(compareVersions('1.19.0', '1.19.0'), 0);
  assert.equal(compareVersions('1.19.0-beta.1', '1.19.0'), -1);
  assert.equal(compareVersions('0.20.10', '0.20.2'), 1);
});

for (const [entry, why] of [
  ['axios@1.14.1', 'malicious'],
  ['axios@0.30.4', 'malicious'],
  ['axios@1.18.0', 'absolute URLs'],
  ["'@e965/xlsx@0.20.1'", 'SheetJS'],
  ['xlsx@0.18.5', 'SheetJS'],
  ['js-cookie@3.0.5', 'cookie'],
  ['react-router@7.18.1(react@19.3.1)', 'react-router'],
  ['ws@8.17.0', 'CVE-2024-37890'],
  ['ws@7.5.9', 'CVE-2024-37890'],
  ['ws@4.1.0', 'CVE-2024-37890'],
]) {
  test(`finds ${entry}`, () => {
    const bad = findBad(lock([entry]), knownBad);
    assert.equal(bad.length >= 1, true);
    assert.match(bad.map((b) => b.reason).join(' '), new RegExp(why === 'react-router' ? '7.18.2' : why, 'i'));
  });
}

test('passes good versions', () => {
  assert.deepEqual(findBad(lock(['axios@1.21.1', "'@e965/xlsx@0.20.3'", 'js-cookie@3.0.8', 'react-router@7.18.5', 'ws@7.5.14', 'ws@8.23.0']), knownBad), []);
});

test('the command fails on a bad lockfile and passes ours', () => {
  const dir = mkdtempSync(join(tmpdir(), 'check-deps-'));
  writeFileSync(join(dir, 'pnpm-lock.yaml'), lock(['axios@1.14.1']));
  const bad = spawnSync(process.execPath, [join(root, 'scripts/check-deps.mjs'), join(dir, 'pnpm-lock.yaml')], { encoding: 'utf8' });
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /axios@1\.14\.1 is known bad/);
  const ours = spawnSync(process.execPath, [join(root, 'scripts/check-deps.mjs')], { encoding: 'utf8' });
  assert.equal(ours.status, 0, ours.stderr);
});
