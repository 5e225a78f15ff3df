import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A request as the test server saw it. */
export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
  rawBody: string;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string or Buffer as is. */
  body?: unknown;
  /** Wait before answering, in ms. */
  delay?: number;
  /** Never answer (for time-outs). */
  hang?: boolean;
  /** Close the connection without answering. */
  destroy?: boolean;
}

export type Route = (request: RecordedRequest) => Reply | Promise<Reply>;

/**
 * A real local HTTP server for the client's tests: every request is recorded and answered by
 * the route table (keyed 'METHOD /path'), else 404. It also answers CORS preflights, so jsdom's
 * XHR can call it.
 */
export async function startContractServer(routes: Record<string, Route> = {}) {
  const requests: RecordedRequest[] = [];
  const table = new Map(Object.entries(routes));
  const sockets = new Set<Socket>();

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, language, Idempotency-Key');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition, Content-Type');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let body: unknown = rawBody;
    try {
      body = rawBody ? (JSON.parse(rawBody) as unknown) : undefined;
    } catch {
      // Not JSON: keep the raw text.
    }
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body,
      rawBody,
    };
    requests.push(recorded);
    const route = table.get(`${recorded.method} ${recorded.path}`) ?? table.get(`* ${recorded.path}`);
    const reply: Reply = route ? await route(recorded) : { status: 404, body: { returnCode: '404', returnMgr: 'not found' } };
    if (reply.hang) return;
    if (reply.destroy) {
      req.socket.destroy();
      return;
    }
    if (reply.delay) await new Promise((resolve) => setTimeout(resolve, reply.delay));
    if (res.destroyed) return;
    const isBinary = Buffer.isBuffer(reply.body) || typeof reply.body === 'string';
    const payload = isBinary ? (reply.body as string | Buffer) : JSON.stringify(reply.body ?? {});
    res.writeHead(reply.status ?? 200, { 'Content-Type': isBinary ? 'text/plain' : 'application/json;charset=UTF-8', ...reply.headers });
    res.end(payload);
  };

  const server = createServer((req, res) => { void handler(req, res); });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    baseURL: `http://127.0.0.1:${String(port)}/GT_WMS_APP`,
    requests,
    /** Adds or replaces a route. */
    route(key: string, route: Route) {
      table.set(key, route);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => { resolve(); }));
    },
  };
}

export type ContractServer = Awaited<ReturnType<typeof startContractServer>>;

/** A success envelope. */
export const ok = (extra: Record<string, unknown> = {}): Reply => ({ body: { returnCode: '200', returnMgr: 'SUCCESS', ...extra } });
