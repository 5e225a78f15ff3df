import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { message } from '../catalogue/messages';
import { Refusal, refuse } from '../engine/errors';
import { hashPassword } from '../seed/seed';
import { formatTime } from '../seed/random';
import { lang, ok, session, type ServerContext, type Session } from './context';
import { LoginThrottle } from './loginThrottle';

interface UserRow {
  userid: string;
  fullname: string;
  usertype: string;
  roleid: string;
  owners: string;
  whseids: string;
  active: string;
  password_hash: string;
  salt: string;
  canedit: string | null;
}

const list = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

function loadUser(ctx: ServerContext, userid: string): UserRow | undefined {
  return ctx.db
    .prepare('SELECT u.userid, u.fullname, u.usertype, u.roleid, u.owners, u.whseids, u.active, u.password_hash, u.salt, r.canedit FROM users u LEFT JOIN role r ON r.roleid = u.roleid WHERE u.userid = ?')
    .get(userid) as UserRow | undefined;
}

/** The session of a token, or null when it is missing, unknown or expired (expired ones are removed). */
export function sessionOf(ctx: ServerContext, header: unknown): Session | null {
  if (typeof header !== 'string' || header.trim() === '') return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  const row = ctx.db.prepare('SELECT token, userid, whseid, expires_at FROM session_token WHERE token = ?').get(token) as
    | { token: string; userid: string; whseid: string; expires_at: number }
    | undefined;
  if (!row) return null;
  if (row.expires_at <= ctx.now()) {
    ctx.db.prepare('DELETE FROM session_token WHERE token = ?').run(token);
    return null;
  }
  const user = loadUser(ctx, row.userid);
  if (user?.active !== '1') return null;
  const result: Session = {
    token,
    userid: user.userid,
    fullname: user.fullname,
    usertype: user.usertype === 'shipper' ? 'shipper' : 'internal',
    roleid: user.roleid,
    canedit: user.canedit === '1',
    whseid: row.whseid,
    whseids: list(user.whseids),
    expiresAt: row.expires_at,
  };
  if (result.usertype === 'shipper') result.owners = list(user.owners);
  return result;
}

function warehouseName(ctx: ServerContext, whseid: string, en: boolean): string {
  const row = ctx.db.prepare('SELECT name, name_en FROM warehouse WHERE whseid = ?').get(whseid) as { name: string; name_en: string } | undefined;
  return row ? (en && row.name_en ? row.name_en : row.name) : whseid;
}

/** Login, logout, registration, warehouses and the token check of every other call. */
export function registerAuth(app: FastifyInstance, ctx: ServerContext): void {
  // Wrong passwords slow down per user and address, and every one is logged (issue 19).
  const throttle = new LoginThrottle(ctx.now, {
    log: (event) => {
      (ctx.log ?? ((e) => { app.log.warn(e, 'login refused'); }))(event);
    },
  });

  // onRequest: before the body is parsed or validated, so an anonymous caller always gets the
  // catalogued 401 and never learns the shape a call expects (issue 19).
  app.addHook('onRequest', async (request, reply) => {
    request.session = null;
    if (request.routeOptions.config.public) return;
    const found = sessionOf(ctx, request.headers.authorization);
    if (!found) {
      await reply.code(200).send({ returnCode: '401', returnMgr: message(lang(request), 'notLoggedIn'), status: 'FAIL' });
      return reply;
    }
    request.session = found;
    return undefined;
  });

  app.post<{ Body: { username: string; password: string } }>(
    '/login',
    {
      config: { public: true },
      schema: {
        body: {
          type: 'object',
          required: ['username', 'password'],
          additionalProperties: false,
          properties: { username: { type: 'string', minLength: 1, maxLength: 64 }, password: { type: 'string', minLength: 1, maxLength: 128 } },
        },
      },
    },
    (request) => {
      const name = request.body.username.trim();
      const wait = throttle.check(name, request.ip);
      if (wait > 0) throw refuse('loginThrottled', String(Math.ceil(wait / 1000)));
      const user = loadUser(ctx, name);
      const expected = user?.password_hash ? Buffer.from(user.password_hash, 'hex') : undefined;
      const given = Buffer.from(hashPassword(request.body.password, user?.salt ?? 'x'), 'hex');
      if (user?.active !== '1' || !expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throttle.failed(name, request.ip);
        throw refuse('badLogin');
      }
      throttle.succeeded(name, request.ip);
      const token = randomBytes(24).toString('hex');
      const whseid = list(user.whseids)[0] ?? 'WH01';
      const expiresAt = ctx.now() + ctx.tokenTtlMs;
      ctx.db.prepare('DELETE FROM session_token WHERE expires_at <= ?').run(ctx.now());
      ctx.db.prepare('INSERT INTO session_token (token, userid, whseid, expires_at) VALUES (?, ?, ?, ?)').run(token, user.userid, whseid, expiresAt);
      ctx.db.prepare('UPDATE users SET lastlogin = ? WHERE userid = ?').run(formatTime(ctx.now()), user.userid);
      return ok(request, {
        bean: { token, userid: user.userid, user: user.fullname, userType: user.usertype === 'shipper' ? 'shipper' : 'internal', wms: whseid, wmsId: whseid, expiresAt: new Date(expiresAt).toISOString() },
      });
    },
  );

  app.post('/logout', (request) => {
    ctx.db.prepare('DELETE FROM session_token WHERE token = ?').run(session(request).token);
    return ok(request);
  });

  app.post<{ Body: { code: string } }>(
    '/license/register',
    {
      config: { public: true },
      schema: { body: { type: 'object', required: ['code'], additionalProperties: false, properties: { code: { type: 'string', minLength: 1, maxLength: 64 } } } },
    },
    (request) => {
      const code = request.body.code.trim();
      const row = ctx.db.prepare('SELECT code, expires, usedby FROM registration_code WHERE code = ?').get(code) as { code: string; expires: string; usedby: string } | undefined;
      if (!row || row.usedby !== '' || row.expires < formatTime(ctx.now())) throw refuse('badRegistration');
      ctx.db.prepare(`UPDATE registration_code SET usedby = 'registration', used_at = ? WHERE code = ?`).run(formatTime(ctx.now()), code);
      return ok(request, {}, 'registered');
    },
  );

  app.post('/warehouse/userWarehouses', (request) => {
    const s = session(request);
    const en = lang(request) === 'en';
    return ok(request, { bean: s.whseids.map((whseid) => ({ wmsId: whseid, wms: whseid, name: warehouseName(ctx, whseid, en) })) });
  });

  app.post<{ Body: { wmsId: string } }>(
    '/warehouse/switch',
    { schema: { body: { type: 'object', required: ['wmsId'], additionalProperties: false, properties: { wmsId: { type: 'string', minLength: 1, maxLength: 32 } } } } },
    (request) => {
      const s = session(request);
      if (!s.whseids.includes(request.body.wmsId)) throw new Refusal('403', 'warehouseNotAllowed');
      ctx.db.prepare('UPDATE session_token SET whseid = ? WHERE token = ?').run(request.body.wmsId, s.token);
      return ok(request, { bean: { wms: request.body.wmsId, wmsId: request.body.wmsId, name: warehouseName(ctx, request.body.wmsId, lang(request) === 'en') } });
    },
  );

  app.get<{ Params: { wmsId: string } }>(
    '/permission/edit/:wmsId',
    { schema: { params: { type: 'object', properties: { wmsId: { type: 'string', maxLength: 32 } } } } },
    (request) => {
      const s = session(request);
      return ok(request, { bean: s.canedit && s.whseids.includes(request.params.wmsId) ? '1' : '0' });
    },
  );
}
