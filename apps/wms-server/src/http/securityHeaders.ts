import type { FastifyInstance } from 'fastify';

/** What the Content-Security-Policy lets the app reach beyond its own origin. */
export interface CspSources {
  /** Origins the app may frame (the embedded programs), besides its own. */
  frameOrigins?: readonly string[];
  /** The local print plug-in's WebSocket port (6459 by default). */
  printPluginPort?: number;
  /** The local print agent's HTTP port (8240 by default). */
  printAgentPort?: number;
  /** The map provider the map picker loads, if any (its script, tiles and calls). */
  mapProvider?: 'amap';
  /** Origins the app calls besides its own: an API base on another origin (config.json apiBase). */
  connectOrigins?: readonly string[];
}

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/;

/** AMap's JS API: the loader script and its tiles, styles and service calls. */
const AMAP = ['https://webapi.amap.com', 'https://*.amap.com', 'https://*.is.autonavi.com'];

/**
 * The Content-Security-Policy the app runs under: its own scripts only (Vite's build has no
 * inline script) and the compiling of its own WebAssembly (the camera's barcode reader), styles inline too (styled-components writes <style> tags), data and blob
 * images, calls to its own origin and to the print plug-in and agent on the operator's own PC
 * (localhost), frames of its own origin and of the allow-listed ones, framed by its own origin
 * only. A map provider's origins are added only when one is configured.
 */
export function contentSecurityPolicy(sources: CspSources = {}): string {
  const plugin = sources.printPluginPort ?? 6459;
  const agent = sources.printAgentPort ?? 8240;
  const map = sources.mapProvider === 'amap' ? AMAP : [];
  const local = [`ws://localhost:${String(plugin)}`, `ws://127.0.0.1:${String(plugin)}`, `http://localhost:${String(agent)}`, `http://127.0.0.1:${String(agent)}`];
  const list = (...items: readonly string[]) => items.join(' ');
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the camera's barcode reader is WebAssembly (ZXing, the app's own .wasm
    // file); the browser compiles WebAssembly under a policy only with it. It allows no eval of
    // script text ('unsafe-eval' stays off) and no script from anywhere else.
    `script-src ${list("'self'", "'wasm-unsafe-eval'", ...map)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...map)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...map)}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", ...(sources.connectOrigins ?? []).filter((o) => ORIGIN.test(o)), ...local, ...map)}`,
    "worker-src 'self' blob:",
    // blob: the report service's PDF, fetched with the session header and shown in a frame (issue 48).
    `frame-src ${list("'self'", 'blob:', ...(sources.frameOrigins ?? []))}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Allow-listed frame origins from a comma-separated list (WMS_FRAME_ORIGINS), origins only. */
export function frameOriginsFromEnv(value = process.env.WMS_FRAME_ORIGINS): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => ORIGIN.test(s));
}

/** The policy's sources from the environment: WMS_FRAME_ORIGINS, WMS_PRINT_PORT, WMS_AGENT_PORT, WMS_MAP_PROVIDER. */
export function cspSourcesFromEnv(env: NodeJS.ProcessEnv = process.env): CspSources {
  const port = (value: string | undefined) => {
    const n = Number(value);
    return Number.isInteger(n) && n > 0 && n < 65536 ? n : undefined;
  };
  return {
    frameOrigins: frameOriginsFromEnv(env.WMS_FRAME_ORIGINS),
    printPluginPort: port(env.WMS_PRINT_PORT),
    printAgentPort: port(env.WMS_AGENT_PORT),
    mapProvider: env.WMS_MAP_PROVIDER === 'amap' ? 'amap' : undefined,
  };
}

/** The security headers of every answer, as name → value. */
export function securityHeaders(sources: CspSources = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(sources),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'x-frame-options': 'SAMEORIGIN',
  };
}

/** Security headers on every answer of the server (issue 19, point 1), and no server banner. */
export function registerSecurityHeaders(app: FastifyInstance, sources: CspSources = cspSourcesFromEnv()): void {
  const headers = securityHeaders(sources);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
    reply.removeHeader('server');
    reply.removeHeader('x-powered-by');
  });
}
