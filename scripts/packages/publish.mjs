#!/usr/bin/env node
/**
 * Publishes the five packages (issue 17, point 2): builds them, checks their API reports and
 * size budgets, then `changeset publish`, which publishes every package whose version the
 * registry does not have yet (pnpm publish: workspace:^ ranges become versions, publishConfig
 * replaces the exports) under the dist-tag of the pre-release mode (`rc`), and tags git.
 *
 * The registry is configuration, never a default: WMS_REGISTRY (or --registry URL). Its
 * credentials are the usual npm ones, in ~/.npmrc or the CI's:
 *   //npm.example.internal/:_authToken=${NPM_TOKEN}
 *
 *   WMS_REGISTRY=https://npm.example.internal/ pnpm release
 *   pnpm release --dry-run     a rehearsal: the same `changeset publish`, against a throwaway
 *                              registry on 127.0.0.1 that keeps what it receives in memory; then
 *                              checks what arrived (five packages, the version, the dist-tag, and
 *                              in each tarball: dist/, no src/, every file the exports name, no
 *                              workspace: range, no "@wms/source" condition). No git tag.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PUBLISHED } from './published.mjs';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const skipChecks = args.includes('--skip-checks');
const registryAt = args.indexOf('--registry');
const configured = registryAt >= 0 ? args[registryAt + 1] : process.env.WMS_REGISTRY;

function run(cmd, cmdArgs, env = {}) {
  console.log(`$ ${[cmd, ...cmdArgs].join(' ')}`);
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`publish: ${cmd} ${cmdArgs[0] ?? ''} failed`);
    process.exit(1);
  }
}

if (!dryRun && !configured) {
  console.error('publish: no registry. Set WMS_REGISTRY (or pass --registry URL); see .changeset/README.md.');
  process.exit(2);
}

if (!skipChecks) {
  run('pnpm', ['build:packages']);
  run('node', ['scripts/packages/api-report.mjs']);
  run('node', ['scripts/packages/size.mjs']);
}

if (!dryRun) {
  // pnpm (and the npm it hands the tarball to) read the registry from npm_config_registry.
  run('pnpm', ['exec', 'changeset', 'publish'], { npm_config_registry: configured });
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------
// The rehearsal: a registry that speaks just enough of the protocol (GET a packument, PUT a
// publish) and remembers what it was sent.

/** name → packument */
const received = new Map();
const server = createServer((req, res) => {
  const name = decodeURIComponent((req.url ?? '/').slice(1).split('?')[0] ?? '');
  const send = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.method === 'GET') {
    const packument = received.get(name);
    if (packument) send(200, packument);
    else send(404, { error: 'Not found' });
    return;
  }
  if (req.method === 'PUT') {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const known = received.get(name) ?? { name, versions: {}, 'dist-tags': {}, _attachments: {} };
      Object.assign(known.versions, body.versions);
      Object.assign(known['dist-tags'], body['dist-tags']);
      Object.assign(known._attachments, body._attachments);
      received.set(name, known);
      send(201, { ok: true });
    });
    return;
  }
  send(405, { error: 'method not allowed' });
});
await new Promise((ok) => server.listen(0, '127.0.0.1', () => { ok(undefined); }));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const registry = `http://127.0.0.1:${String(port)}/`;
console.log(`publish --dry-run: a throwaway registry at ${registry}`);

// The token only satisfies npm's "need auth" check; the throwaway registry does not read it.
const userconfig = join(mkdtempSync(join(tmpdir(), 'wms-publish-')), '.npmrc');
writeFileSync(userconfig, `registry=${registry}\n//127.0.0.1:${String(port)}/:_authToken=rehearsal\n`);
const published = await new Promise((done) => {
  // Asynchronous, so that this process keeps answering the registry's requests.
  import('node:child_process').then(({ spawn }) => {
    console.log('$ pnpm exec changeset publish --no-git-tag');
    const child = spawn('pnpm', ['exec', 'changeset', 'publish', '--no-git-tag'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, npm_config_registry: registry, npm_config_userconfig: userconfig, NPM_CONFIG_USERCONFIG: userconfig },
    });
    child.on('exit', (code) => { done(code === 0); });
  });
});
server.close();
rmSync(userconfig, { force: true });

/** The files and package.json of a tarball (a gzipped tar: 512-byte headers, then contents). */
function readTarball(base64) {
  const tar = gunzipSync(Buffer.from(base64, 'base64'));
  const files = new Map();
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    if (!name) break;
    const size = parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0', 8);
    files.set(name.replace(/^package\//, ''), tar.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

let failed = published ? 0 : 1;
const check = (ok, text) => {
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${text}`);
};
check(published, 'changeset publish ran to the end');
for (const { dir } of PUBLISHED) {
  const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const packument = received.get(pkg.name);
  const manifest = packument?.versions[pkg.version];
  check(Boolean(manifest), `${pkg.name}@${pkg.version} received`);
  if (!manifest || !packument) continue;
  const tag = Object.entries(packument['dist-tags']).find(([, v]) => v === pkg.version)?.[0];
  check(tag === 'rc' || !/-/.test(pkg.version), `${pkg.name}: dist-tag ${String(tag)}`);
  const attachment = Object.values(packument._attachments)[0];
  const files = attachment ? readTarball(attachment.data) : new Map();
  const packed = JSON.parse(files.get('package.json')?.toString('utf8') ?? '{}');
  const text = JSON.stringify(packed);
  check(files.has('dist/index.js') && files.has('dist/index.d.ts') && files.has('README.md') && files.has('CHANGELOG.md'), `${pkg.name}: dist/, README.md and CHANGELOG.md in the tarball (${String(files.size)} files)`);
  check(![...files.keys()].some((f) => f.startsWith('src/')), `${pkg.name}: no src/ in the tarball`);
  check(!text.includes('workspace:') && !text.includes('@wms/source'), `${pkg.name}: no workspace: range and no "@wms/source" condition in the published package.json`);
  const targets = JSON.stringify(packed.exports ?? {}).match(/"\.\/[^"]+"(?=[,}])/g) ?? [];
  const missing = targets.map((t) => t.slice(3, -1)).filter((file) => !files.has(file));
  check(targets.length > 0 && missing.length === 0, `${pkg.name}: every file its exports name is in the tarball${missing.length ? ` (missing: ${missing.join(', ')})` : ''}`);
}
console.log(failed ? `publish --dry-run: ${String(failed)} check(s) failed` : 'publish --dry-run: every check passed; nothing left this machine');
process.exit(failed ? 1 : 0);
