import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { session, type ServerContext, type Session } from '../http/context';
import { sessionOf } from '../http/auth';
import type { Audience, ChangeEvent, ChangeKind } from './bus';
import type { ChangeCapture } from './capture';

export interface EventsOptions {
  /** Milliseconds between heartbeat comments (default 15 s). */
  heartbeatMs?: number;
  /** Bytes a slow subscriber may have unsent before it is dropped (it reconnects and resumes). */
  maxBuffered?: number;
}

/** The kind of a write from its route (generic writes, operations, station bookings); else derived from its rows. */
function kindOfRoute(url: string): ChangeKind | undefined {
  if (url.includes('/op/')) return 'operation';
  if (url.startsWith('/GT_WMS_APP/station/') || url.startsWith('/station/')) return 'booking';
  const last = url.split('/').pop();
  return last === 'insert' || last === 'update' || last === 'delete' ? last : undefined;
}

function audienceOf(ctx: ServerContext, s: Session): Audience {
  const menus = new Set((ctx.db.prepare('SELECT menucode FROM role_menu WHERE roleid = ?').all(s.roleid) as { menucode: string }[]).map((r) => r.menucode));
  return s.owners ? { whseid: s.whseid, menus, owners: s.owners } : { whseid: s.whseid, menus };
}

/**
 * Wraps every write route's handler registered after this call so that the writes it commits are
 * published as one event of its user (call before the routes are registered).
 */
export function publishWrites(app: FastifyInstance, capture: ChangeCapture): void {
  app.addHook('onRoute', (route) => {
    if (route.method === 'GET' || route.method === 'HEAD' || (Array.isArray(route.method) && route.method.every((m) => m === 'GET' || m === 'HEAD'))) return;
    const handler = route.handler;
    const kind = kindOfRoute(route.url);
    const wrapped: RouteHandlerMethod = function (this: FastifyInstance, request, reply) {
      const s = request.session;
      const writer = { userid: s?.userid ?? 'system', username: s?.fullname ?? s?.userid ?? 'system', call: request.url.split('?')[0] ?? '', ...(kind ? { kind } : {}) };
      return capture.run(writer, () => handler.call(this, request, reply));
    };
    route.handler = wrapped;
  });
}

/** `GET /events`: the session's change events as Server-Sent Events (CONTRACT.md 'Change events'). */
export function registerEventStream(app: FastifyInstance, ctx: ServerContext, capture: ChangeCapture, options: EventsOptions = {}): void {
  const open = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const close of [...open]) close();
    done();
  });

  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const maxBuffered = options.maxBuffered ?? 1 << 20;
  app.get('/events', (request, reply) => {
    const s = session(request);
    const audience = audienceOf(ctx, s);
    const header = request.headers['last-event-id'];
    const lastId = Number(Array.isArray(header) ? header[0] : header);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      // nginx (deploy/nginx) passes the stream on as it comes.
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    let closed = false;
    const send = (event: ChangeEvent) => {
      if (closed) return;
      const wire = capture.bus.visibleTo(event, audience);
      if (!wire) return;
      if (res.writableLength > maxBuffered) {
        close();
        return;
      }
      res.write(`id: ${String(event.id)}\nevent: change\ndata: ${JSON.stringify(wire)}\n\n`);
    };
    // The retry the browser's reconnection starts from, and a first comment so that the headers go out.
    res.write(`retry: 2000\n: ${String(capture.bus.lastId)}\n\n`);
    if (Number.isSafeInteger(lastId) && lastId > 0) {
      const missed = capture.bus.since(lastId);
      if (missed === 'gap') res.write(`id: ${String(capture.bus.lastId)}\nevent: reset\ndata: {}\n\n`);
      else for (const e of missed) send(e);
    }
    const unsubscribeChanges = capture.bus.subscribe(send);
    // The user's own notices (an import job's progress), in the warehouse the stream is for.
    const unsubscribeNotices = capture.bus.onNotice((notice) => {
      if (closed || notice.userid !== s.userid || notice.whseid !== audience.whseid) return;
      res.write(`event: ${notice.event}\ndata: ${JSON.stringify(notice.data)}\n\n`);
    });
    const unsubscribe = () => { unsubscribeChanges(); unsubscribeNotices(); };
    const heartbeat = setInterval(() => {
      // The session may have ended (logout, expiry, a disabled user): the stream ends with it.
      const current = sessionOf(ctx, s.token);
      if (!current) {
        res.write('event: expired\ndata: {}\n\n');
        close();
        return;
      }
      // Another warehouse: the client reconnects with the new scope and refetches what it shows.
      if (current.whseid !== audience.whseid) {
        res.write(`id: ${String(capture.bus.lastId)}\nevent: reset\ndata: {}\n\n`);
        close();
        return;
      }
      res.write(': heartbeat\n\n');
    }, heartbeatMs);
    heartbeat.unref();
    function close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(close);
      res.end();
    }
    open.add(close);
    res.on('close', close);
  });
}
