import type { FastifyReply, FastifyRequest } from 'fastify';
import { langOf, message, type Lang, type MessageKey } from '../catalogue/messages';
import type { Db } from '../db/database';
import { formatTime } from '../seed/random';
import type { LoginEvent } from './loginThrottle';

/** The signed-in user of a request. */
export interface Session {
  token: string;
  userid: string;
  fullname: string;
  usertype: 'internal' | 'shipper';
  roleid: string;
  canedit: boolean;
  whseid: string;
  whseids: string[];
  /** Shippers a shipper user is assigned to (undefined for internal users). */
  owners?: string[];
  expiresAt: number;
}

/** What every route handler shares. */
export interface ServerContext {
  db: Db;
  /** Now, in epoch ms (a test may move it). */
  now: () => number;
  tokenTtlMs: number;
  /** Where security events go (failed and throttled logins); the server's logger when absent. */
  log?: (event: LoginEvent) => void;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** Answered without a token. */
    public?: boolean;
  }
}

/** The request's language. */
export const lang = (request: FastifyRequest): Lang => langOf(request.headers.language);

/** The signed-in session (the auth hook has run: every non-public route has one). */
export function session(request: FastifyRequest): Session {
  if (!request.session) throw new Error('route without a session');
  return request.session;
}

/** A success envelope. */
export function ok(request: FastifyRequest, extra: Record<string, unknown> = {}, key: MessageKey = 'success') {
  return { returnCode: '200', returnMgr: message(lang(request), key), status: 'SUCCESS', ...extra };
}

/** 'yyyy-MM-dd HH:mm:ss' of the context's now. */
export const nowText = (ctx: ServerContext) => formatTime(ctx.now());

/** Sends a failure envelope with an HTTP status. */
export function fail(reply: FastifyReply, httpStatus: number, returnCode: string, returnMgr: string, bean?: unknown) {
  return reply.code(httpStatus).type('application/json; charset=utf-8').send({ returnCode, returnMgr, status: 'FAIL', ...(bean === undefined ? {} : { bean }) });
}
