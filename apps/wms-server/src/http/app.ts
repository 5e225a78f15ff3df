import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { message } from '../catalogue/messages';
import { Refusal } from '../engine/errors';
import { registerFlowRoutes, registerFlows } from '../flows';
import { registerAudit } from './audit';
import { registerAuth } from './auth';
import { registerBirt } from './birt';
import { fail, lang, type ServerContext } from './context';
import { registerLists } from './lists';
import { registerOptions } from './options';
import { registerReports } from './reports';
import { registerSupervisor } from './supervisor';
import { registerSystem } from './system';
import { registerSecurityHeaders } from './securityHeaders';
import { registerJsonLimits } from './bodyLimits';
import { EventBus } from '../events/bus';
import { ChangeCapture, tableInfo } from '../events/capture';
import { importJobs, resumeImportJobs } from '../engine/importJob';
import { publishWrites, registerEventStream, type EventsOptions } from '../events/routes';
import { nowText } from './context';
import { traceMark, traceNow, tracing } from '../trace';

export const API_BASE = '/GT_WMS_APP';
export const APP_BASE = '/ris-wms/';
/** Largest request body accepted, in bytes. */
export const BODY_LIMIT = 1_048_576;

export interface AppOptions {
  /** The change-event stream (`GET /events`, issue 28): on unless false. */
  events?: false | EventsOptions;
  /** The built app (apps/wms/dist); a placeholder page is served when it is missing. */
  appDir?: string;
  logger?: boolean;
}

const PLACEHOLDER = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>WMS</title></head><body>
<main><h1>WMS 参考服务器 / WMS reference server</h1>
<p>前端应用尚未构建：请运行 <code>./wms start</code>。/ The app is not built yet: run <code>./wms start</code>.</p>
<p>API: <code>${API_BASE}</code></p></main></body></html>`;

/** Turns any error into the envelope: 400 for bad input, the refusal's code, else 500 without a stack. */
function errorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Refusal, request, reply) => {
    const language = lang(request);
    if (error instanceof Refusal) {
      const text = message(language, error.key, ...error.args);
      return fail(reply, error.httpStatus, error.code, text, error.bean);
    }
    if (error.validation) {
      return fail(reply, 400, '400', `${message(language, 'inputParameterError')}: ${error.message}`);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return fail(reply, 413, '400', message(language, 'tooLarge'));
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return fail(reply, error.statusCode, '400', message(language, 'inputParameterError'));
    }
    request.log.error(error);
    return fail(reply, 500, '500', message(language, 'systemError'));
  });
}

/** The Fastify app: the contract under /GT_WMS_APP, the built app under /ris-wms/. */
export async function buildApp(ctx: ServerContext, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: 'warn' } : false,
    bodyLimit: BODY_LIMIT,
    ajv: { customOptions: { coerceTypes: false, allErrors: false, removeAdditional: false, allowUnionTypes: true } },
    routerOptions: { maxParamLength: 200 },
  });
  app.decorateRequest('session', null);
  if (tracing) {
    // WMS_SERVER_TRACE (trace.ts): each request's arrival, handler start, answer ready and answer sent.
    const times = new WeakMap<object, number[]>();
    app.addHook('onRequest', (request, _reply, done) => { times.set(request, [traceNow()]); done(); });
    app.addHook('preHandler', (request, _reply, done) => { times.get(request)?.push(traceNow()); done(); });
    app.addHook('onSend', (request, _reply, payload, done) => { times.get(request)?.push(traceNow()); done(null, payload); });
    app.addHook('onResponse', (request, _reply, done) => {
      const [start = 0, handler = start, ready = handler] = times.get(request) ?? [];
      traceMark('req', start, traceNow(), `${request.url} ${(handler - start).toFixed(1)} ${(ready - handler).toFixed(1)}`);
      done();
    });
  }
  registerSecurityHeaders(app);
  registerJsonLimits(app);
  // Spreadsheet uploads (the import call) arrive as raw bytes.
  for (const type of ['application/octet-stream', 'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/plain', 'text/html']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: 10 * BODY_LIMIT }, (_request, body, done) => {
      done(null, body);
    });
  }
  errorHandler(app);
  const capture = options.events === false ? null : new ChangeCapture(ctx.db, new EventBus(tableInfo()), () => nowText(ctx));
  if (capture) app.decorate('changeBus', capture.bus);
  if (capture) app.decorate('changeCapture', capture);
  // Import jobs publish their writes and progress through the capture; a stopped server's jobs resume once it listens.
  importJobs(ctx.db, { capture, now: ctx.now });
  app.addHook('onReady', (done) => { setImmediate(() => { resumeImportJobs(ctx.db); }); done(); });

  await app.register(
    (api, _opts, done) => {
      errorHandler(api);
      if (capture) publishWrites(api, capture);
      registerAuth(api, ctx);
      if (capture) registerEventStream(api, ctx, capture, options.events || {});
      registerSystem(api, ctx);
      registerOptions(api, ctx);
      registerLists(api, ctx);
      registerFlows();
      registerFlowRoutes(api, ctx);
      registerSupervisor(api, ctx);
      registerReports(api, ctx);
      registerAudit(api, ctx);
      api.setNotFoundHandler((request, reply) => fail(reply, 404, '404', message(lang(request), 'notFound')));
      done();
    },
    { prefix: API_BASE },
  );
  // The report service (/birt): the reports as PDF, authenticated by the API's session header.
  registerBirt(app, ctx);

  const appDir = options.appDir;
  const built = appDir !== undefined && existsSync(join(appDir, 'index.html'));
  if (built) {
    // Loaded only when there is an app to serve (it pulls in ESM-only modules).
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, {
      root: appDir,
      prefix: APP_BASE,
      index: ['index.html'],
      wildcard: false,
      // The build writes .br and .gz beside each asset (apps/wms/build/precompress.ts).
      preCompressed: true,
      // Hashed assets never change under their name; everything else is asked for again.
      setHeaders: (res, path) => { res.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'); },
    });
  }
  const sendIndex = (reply: FastifyReply) =>
    built ? reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html') : reply.type('text/html; charset=utf-8').send(PLACEHOLDER);
  app.get('/', (_request, reply) => reply.redirect(APP_BASE));
  app.get('/ris-wms', (_request, reply) => reply.redirect(APP_BASE));
  if (!built) app.get(APP_BASE, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    // History fallback: a page address of the app (not a file) gets index.html.
    const path = request.url.split('?')[0] ?? '';
    if (request.method === 'GET' && path.startsWith(APP_BASE) && !/\.[a-z0-9]+$/i.test(path)) return sendIndex(reply);
    return fail(reply, 404, '404', message(lang(request), 'notFound'));
  });
  return app;
}
