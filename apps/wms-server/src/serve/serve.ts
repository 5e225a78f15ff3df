import { readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
// The app's own reading of config.json: the policy allows exactly what the app will reach.
import { DEFAULT_CONFIG, parseRuntimeConfig, type RuntimeConfig } from '@wms/runtime-config';
import { securityHeaders, type CspSources } from '../http/securityHeaders';
import { checkUpstream, proxy } from './proxy';
import { fileOf, IMMUTABLE, REVALIDATE, sendFile } from './staticFiles';

export const APP_BASE = '/ris-wms/';
/** The paths that belong to the upstream: the GT_WMS_APP contract and the BIRT reports. */
export const PROXIED = ['/GT_WMS_APP', '/birt'] as const;

export interface ServeOptions {
  /** The built app (apps/wms/dist). */
  appDir: string;
  /** The GT_WMS_APP server, e.g. http://wms.example.com:8080 (its path, if any, prefixes every call). */
  upstream: string;
  port?: number;
  host?: string;
  /** A config.json to serve instead of the build's (the same build, another installation). */
  configFile?: string;
  /** Where problems are told (default console.error). */
  log?: (line: string) => void;
}

export interface RunningServe {
  url: string;
  close: () => Promise<void>;
}

const VERSION = (JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string }).version;

/** What the Content-Security-Policy must allow for a configuration. */
export function cspSourcesOf(config: RuntimeConfig): CspSources {
  const reportOrigin = /^https?:\/\//i.test(config.reportBase) ? [new URL(config.reportBase).origin] : [];
  const apiOrigin = /^https?:\/\//i.test(config.apiBase) ? [new URL(config.apiBase).origin] : [];
  return {
    connectOrigins: apiOrigin,
    frameOrigins: [...new Set([...config.frameOrigins, ...reportOrigin])],
    printPluginPort: config.print.pluginPort,
    printAgentPort: config.print.agentPort,
    ...(config.map.provider === 'amap' ? { mapProvider: 'amap' as const } : {}),
  };
}

/**
 * The configuration in force: config.json read again whenever it changes on disk, so that an
 * edit takes effect on the next page load, without a rebuild or a restart. A file the app
 * would refuse keeps the last good policy (the app shows what is wrong).
 */
function configWatcher(file: string, log: (line: string) => void): () => RuntimeConfig {
  let stamp = '';
  let current: RuntimeConfig = DEFAULT_CONFIG;
  return () => {
    let next = '';
    try {
      const stats = statSync(file);
      next = `${String(stats.mtimeMs)}:${String(stats.size)}`;
    } catch {
      next = 'missing';
    }
    if (next === stamp) return current;
    stamp = next;
    if (next === 'missing') { log(`wms serve: ${file} is missing; the app will say so`); return current; }
    try {
      const parsed = parseRuntimeConfig(JSON.parse(readFileSync(file, 'utf8')));
      if (parsed.ok) current = parsed.config;
      else log(`wms serve: ${file} is wrong (${parsed.issues.map((i) => `${i.field}: ${i.problem}`).join('; ')}); the app will say so`);
    } catch (error) {
      log(`wms serve: ${file} is not JSON (${error instanceof Error ? error.message : String(error)}); the app will say so`);
    }
    return current;
  };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function isProxied(path: string): boolean {
  return PROXIED.some((base) => path === base || path.startsWith(`${base}/`));
}

/**
 * The production serving mode (`./wms serve --upstream <url>`): the built app under /ris-wms/
 * (precompressed files, hashed assets cached for good, pages and config.json revalidated,
 * history fallback), /GT_WMS_APP and /birt proxied to the upstream, the reference server's
 * security headers on everything it serves itself, and GET /healthz.
 */
export async function startServe(options: ServeOptions): Promise<RunningServe> {
  const appDir = resolve(options.appDir);
  const index = join(appDir, 'index.html');
  statSync(index);
  const upstream = new URL(options.upstream);
  if (upstream.protocol !== 'http:' && upstream.protocol !== 'https:') throw new Error(`--upstream must be an http(s) address, not ${options.upstream}`);
  const log = options.log ?? ((line: string) => { console.error(line); });
  const configFile = options.configFile ? resolve(options.configFile) : join(appDir, 'config.json');
  const config = configWatcher(configFile, log);
  const initial = config();
  if (/^https?:\/\//i.test(initial.apiBase) && new URL(initial.apiBase).origin !== upstream.origin) {
    log(`wms serve: config.json's apiBase ${initial.apiBase} is another origin: the app calls it directly (it needs CORS there), not through this proxy`);
  }

  const headers = () => securityHeaders(cspSourcesOf(config()));

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    if (isProxied(path)) { proxy(request, response, upstream); return; }
    const text = (status: number, body: string, extra: Record<string, string> = {}) => {
      response.writeHead(status, { ...headers(), 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra }).end(request.method === 'HEAD' ? undefined : body);
    };
    if (path === '/healthz') {
      const check = await checkUpstream(upstream, PROXIED[0]);
      const body = JSON.stringify({ status: check.reachable ? 'ok' : 'degraded', version: VERSION, upstream: check });
      response.writeHead(check.reachable ? 200 : 503, { ...headers(), 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(body);
      return;
    }
    if (path !== '/' && path !== '/ris-wms' && !path.startsWith(APP_BASE)) { text(404, 'Not Found\n'); return; }
    if (request.method !== 'GET' && request.method !== 'HEAD') { text(405, 'Method Not Allowed\n', { allow: 'GET, HEAD' }); return; }
    if (path === '/' || path === '/ris-wms') { text(302, '', { location: APP_BASE }); return; }
    const relative = path.slice(APP_BASE.length);
    if (relative === 'config.json') {
      if (isFile(configFile)) sendFile(request, response, configFile, REVALIDATE, headers());
      else text(404, 'config.json is missing\n');
      return;
    }
    const file = relative === '' ? index : fileOf(appDir, relative);
    if (file) { sendFile(request, response, file, relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE, headers()); return; }
    // History fallback: a page address of the app (not a file) gets index.html.
    if (!/\.[a-z0-9]+$/i.test(relative)) { sendFile(request, response, index, REVALIDATE, headers()); return; }
    text(404, 'Not Found\n');
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`wms serve: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end();
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 8088, options.host ?? '0.0.0.0', () => { done(); });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : '127.0.0.1';
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${String(port)}`,
    close: () => new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => { done(); });
    }),
  };
}
