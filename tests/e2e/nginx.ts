/**
 * Debian's nginx with deploy/nginx/wms.conf, for the e2e tests: the documented file with only
 * its three marked lines changed (upstream, port, root), inside a main configuration whose pid,
 * logs and temporary files are all in a temporary folder, so that it runs without root and
 * beside any other nginx. `./wms test` installs nginx-light when it is missing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, ROOT } from './harness.ts';

export { freePort };

export const NGINX = '/usr/sbin/nginx';
export const WMS_CONF = join(ROOT, 'deploy/nginx/wms.conf');

/** Replaces exactly one match, or says the documented file changed shape. */
function once(text: string, pattern: RegExp, replacement: string): string {
  const matches = text.match(new RegExp(pattern.source, 'gm'));
  if (matches?.length !== 1) throw new Error(`deploy/nginx/wms.conf: expected one line matching ${String(pattern)}, found ${String(matches?.length ?? 0)}`);
  return text.replace(new RegExp(pattern.source, 'm'), replacement);
}

/** deploy/nginx/wms.conf with its three marked lines set. */
export function renderWmsConf(options: { upstream: URL; port: number; root: string }): string {
  let text = readFileSync(WMS_CONF, 'utf8');
  text = once(text, /^(\s*)server \S+;(\s*# <- your GT_WMS_APP server.*)$/, `$1server ${options.upstream.host};$2`);
  text = once(text, /^(\s*)listen \S+;(\s*# <- the port.*)$/, `$1listen 127.0.0.1:${String(options.port)};$2`);
  text = once(text, /^(\s*)root \S+;(\s*# <- the folder.*)$/, `$1root ${options.root};$2`);
  return text;
}

/** The policy line of wms.conf (the value of $wms_csp for nginx's own answers). */
export function wmsConfPolicy(): string {
  const match = /^\s*1 "(default-src[^"]*)";$/m.exec(readFileSync(WMS_CONF, 'utf8'));
  if (!match?.[1]) throw new Error('deploy/nginx/wms.conf: no Content-Security-Policy line');
  return match[1];
}

export interface RunningNginx {
  url: string;
  close: () => Promise<void>;
}

/** Starts nginx in the foreground with wms.conf in front of `upstream`, serving `appDir` under /ris-wms/. */
export async function startNginx(options: { appDir: string; upstream: string }): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install Debian's nginx-light (./wms test does)`);
  const prefix = mkdtempSync(join(tmpdir(), 'wms-nginx-'));
  const root = join(prefix, 'html');
  mkdirSync(root);
  symlinkSync(resolve(options.appDir), join(root, 'ris-wms'));
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) mkdirSync(join(prefix, dir));
  const port = await freePort();
  writeFileSync(join(prefix, 'wms.conf'), renderWmsConf({ upstream: new URL(options.upstream), port, root }));
  // master_process off: one process as the calling user (no switch to nobody, who could not
  // read a private temporary folder); daemon off: it stops with the test.
  writeFileSync(join(prefix, 'nginx.conf'), `daemon off;
master_process off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/wms.conf;
}
`);
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'logs/error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const url = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${stderr}${existsSync(join(prefix, 'logs/error.log')) ? readFileSync(join(prefix, 'logs/error.log'), 'utf8') : ''}`);
    const answer = await fetch(`${url}/ris-wms/`).catch(() => undefined);
    if (answer?.ok) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}: ${stderr}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
