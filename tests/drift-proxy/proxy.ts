/**
 * The drift proxy (issue 47, point 4): an HTTP server in front of a GT_WMS_APP server (in the
 * tests, the reference server) that forwards every request and changes the JSON answers of the
 * API (/GT_WMS_APP) by the catalogue's changes chosen (./catalogue.ts): one alone, several, or
 * all. Everything else (the app under /ris-wms/, the live feed's stream) passes through as it
 * is, so the app served through the proxy talks to the proxy alone.
 *
 * It also records every request it forwards (`requests`), which the allow-list test reads.
 *
 *   node --import tsx tests/drift-proxy/proxy.ts --upstream http://127.0.0.1:8080 --port 8090 [--changes all|a,b]
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { applyChanges, changeNamed, CHANGES, type DriftChange } from './catalogue.ts';

const API = '/GT_WMS_APP';

export interface ProxyRequest {
  method: string;
  /** Without the API base (`/asn/list/1`), query string included; the whole URL for a non-API request. */
  path: string;
  api: boolean;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface DriftProxy {
  url: string;
  /** The changes applied now (switched between runs with `use`). */
  changes: () => readonly DriftChange[];
  use: (changes: readonly DriftChange[]) => void;
  /** Every request forwarded, in order (cleared with `clear`). */
  requests: ProxyRequest[];
  clear: () => void;
  close: () => Promise<void>;
}

/** The changes of a `--changes` value: `all`, `none` or names separated by commas. */
export function changesOf(value: string | undefined): readonly DriftChange[] {
  if (!value || value === 'none') return [];
  if (value === 'all') return CHANGES;
  return value.split(',').map((name) => changeNamed(name.trim()));
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => { done(Buffer.concat(chunks)); });
    request.on('error', fail);
  });
}

/**
 * Starts the proxy on `port` (0: a free one) in front of `upstream`. With `replay`, an API read
 * asked again (the same method, address and body) is answered from the upstream's first answer
 * (changed anew): a test's runs of check-upstream cost the checks, not the server's queries.
 */
export async function startDriftProxy(options: { upstream: string; port?: number; host?: string; changes?: readonly DriftChange[]; replay?: boolean }): Promise<DriftProxy> {
  const upstream = new URL(options.upstream);
  let changes = options.changes ?? [];
  const requests: ProxyRequest[] = [];
  const replayed = new Map<string, { status: number; headers: Record<string, string | string[] | undefined>; raw: Buffer }>();

  /** Sends an API answer: JSON changed by the chosen changes, anything else as it came. */
  const answerWith = (outgoing: ServerResponse, method: string, path: string, status: number, headers: Record<string, string | string[] | undefined>, raw: Buffer) => {
    const type = String(headers['content-type'] ?? '');
    let parsed: unknown;
    try {
      parsed = changes.length > 0 && type.includes('application/json') ? (JSON.parse(raw.toString('utf8')) as unknown) : undefined;
    } catch {
      parsed = undefined;
    }
    if (parsed === undefined) {
      outgoing.writeHead(status, headers);
      outgoing.end(raw);
      return;
    }
    const changed = applyChanges(changes, { method, path: path.split('?')[0] ?? path }, { status, body: parsed });
    const out = changed.text ?? JSON.stringify(changed.body);
    const rest = Object.fromEntries(Object.entries(headers).filter(([k]) => k !== 'content-length' && k !== 'content-encoding' && k !== 'transfer-encoding'));
    outgoing.writeHead(changed.status, { ...rest, 'content-type': changed.text === undefined ? type : 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(out) });
    outgoing.end(out);
  };

  const handle = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const url = incoming.url ?? '/';
    const api = url.startsWith(`${API}/`);
    const body = await readBody(incoming);
    const method = incoming.method ?? 'GET';
    const path = api ? url.slice(API.length) : url;
    requests.push({ method, path, api, headers: { ...incoming.headers }, body: body.toString('utf8') });
    const headers = { ...incoming.headers, host: upstream.host };
    // The API's answers are read whole to be changed: asked for uncompressed.
    if (api) delete headers['accept-encoding'];
    const key = `${method} ${url} ${body.toString('utf8')}`;
    const stored = options.replay && api ? replayed.get(key) : undefined;
    if (stored) {
      answerWith(outgoing, method, path, stored.status, stored.headers, stored.raw);
      return;
    }
    const forward = httpRequest({ protocol: upstream.protocol, hostname: upstream.hostname, port: upstream.port, method, path: url, headers }, (answer) => {
      const type = answer.headers['content-type'] ?? '';
      // Streams (the live feed) and the app's files pass as they come.
      if (!api || !type.includes('application/json')) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      void readBody(answer).then((raw) => {
        const status = answer.statusCode ?? 502;
        if (options.replay && status === 200) replayed.set(key, { status, headers: answer.headers, raw });
        answerWith(outgoing, method, path, status, answer.headers, raw);
      });
    });
    forward.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`drift proxy: ${error.message}`);
    });
    // A closed page ends its live feed here too.
    incoming.on('close', () => { if (!outgoing.writableEnded) forward.destroy(); });
    forward.end(body);
  };

  const server: Server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch((error: unknown) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`drift proxy: ${String(error)}`);
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((done) => server.listen(options.port ?? 0, host, done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${host}:${String(port)}`,
    changes: () => changes,
    use: (next) => { changes = next; },
    requests,
    clear: () => { requests.length = 0; },
    close: () => new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => { done(); });
    }),
  };
}

// As a program: the proxy in front of a running server, for a person to try the app through it.
if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const { values } = parseArgs({ options: { upstream: { type: 'string' }, port: { type: 'string' }, changes: { type: 'string' }, list: { type: 'boolean', default: false } } });
  if (values.list || !values.upstream) {
    for (const change of CHANGES) console.log(`${change.name.padEnd(22)} ${change.description}`);
    if (!values.upstream) console.error('usage: node --import tsx tests/drift-proxy/proxy.ts --upstream http://127.0.0.1:8080 [--port 8090] [--changes all|none|a,b]');
    process.exit(values.upstream ? 0 : 2);
  }
  const proxy = await startDriftProxy({ upstream: values.upstream, port: values.port ? Number(values.port) : 8090, changes: changesOf(values.changes ?? 'all') });
  console.log(`drift proxy on ${proxy.url} in front of ${values.upstream}: ${proxy.changes().map((c) => c.name).join(', ') || 'no change'}`);
}
