import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** Headers of one hop only (RFC 9110 §7.6.1): never passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/** How long an upstream answer may take (an export of a large list takes a while). */
const UPSTREAM_TIMEOUT_MS = 120_000;

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  const named = new Set((headers.connection ?? '').split(',').map((s) => s.trim().toLowerCase()));
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue;
    out[name] = value;
  }
  return out;
}

/**
 * Passes a request to the upstream as it came: method, path and query, body streamed, and every
 * end-to-end header, Authorization and `language` included; Host becomes the upstream's (a
 * real server may pick its site by it) and X-Forwarded-* say where the call came from. The
 * answer comes back as the upstream gave it (status, headers, body streamed), without its
 * server banner. Unreachable or too slow: 502/504 as plain text, never the contract's envelope,
 * so that nobody mistakes the proxy for the server.
 */
export function proxy(request: IncomingMessage, response: ServerResponse, upstream: URL): void {
  const path = `${upstream.pathname.replace(/\/+$/, '')}${request.url ?? '/'}`;
  const headers = forwardable(request.headers);
  headers.host = upstream.host;
  const from = request.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = request.headers['x-forwarded-for'] ? `${String(request.headers['x-forwarded-for'])}, ${from}` : from;
  headers['x-forwarded-proto'] = 'encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http';
  if (request.headers.host) headers['x-forwarded-host'] = request.headers.host;
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  const outgoing = send(
    { protocol: upstream.protocol, hostname: upstream.hostname, port: upstream.port || undefined, method: request.method, path, headers, timeout: UPSTREAM_TIMEOUT_MS },
    (answer) => {
      const back = forwardable(answer.headers);
      delete back.server;
      delete back['x-powered-by'];
      response.writeHead(answer.statusCode ?? 502, back as Record<string, string | string[]>);
      answer.pipe(response);
    },
  );
  const failed = (status: 502 | 504) => {
    if (response.headersSent) { response.destroy(); return; }
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    response.end(status === 504 ? '上游服务器响应超时 / The upstream server did not answer in time\n' : '无法连接上游服务器 / The upstream server is unreachable\n');
  };
  outgoing.on('timeout', () => { outgoing.destroy(); failed(504); });
  outgoing.on('error', () => { failed(502); });
  request.on('aborted', () => { outgoing.destroy(); });
  request.pipe(outgoing);
}

/** What GET /healthz says about the upstream. */
export interface UpstreamCheck {
  url: string;
  reachable: boolean;
  /** The HTTP status it answered with, when it answered. */
  status?: number;
  ms: number;
  error?: string;
}

/**
 * The same cheap unauthenticated call as the login page's (an empty dictionary lookup): reachable
 * when the answer is the contract's envelope, whatever its returnCode.
 */
export async function checkUpstream(upstream: URL, apiPath: string, timeoutMs = 3000): Promise<UpstreamCheck> {
  const started = performance.now();
  const url = `${upstream.href.replace(/\/+$/, '')}${apiPath}/dictionary/queryByCodes`;
  const ms = () => Math.round(performance.now() - started);
  try {
    const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', language: 'zh_cn' }, body: '[]', signal: AbortSignal.timeout(timeoutMs) });
    const text = await answer.text();
    let envelope = false;
    try {
      const body = JSON.parse(text) as unknown;
      envelope = typeof body === 'object' && body !== null && 'returnCode' in body;
    } catch {
      envelope = false;
    }
    return { url: upstream.href, reachable: envelope, status: answer.status, ms: ms(), ...(envelope ? {} : { error: 'not the GT_WMS_APP envelope' }) };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { url: upstream.href, reachable: false, ms: ms(), error: `${error instanceof Error ? error.message : String(error)}${cause}` };
  }
}
