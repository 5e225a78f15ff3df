/** @jest-environment node */
import { startHarness, type Harness } from '../test-utils/harness';
import { jsonDepth, MAX_JSON_DEPTH } from './bodyLimits';
import { LoginThrottle, type LoginEvent } from './loginThrottle';

jest.setTimeout(120_000);

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
});
afterAll(async () => {
  await h.stop();
});

describe('a record outside the caller\'s scope', () => {
  it('answers a shipper exactly as a record that does not exist: 404 and the catalogued message', async () => {
    const shipper = await h.login('shipper', 'shipper123');
    const foreign = h.server.db.prepare(`SELECT id FROM receipt WHERE storerkey NOT IN ('OW001', 'OW002') LIMIT 1`).get() as { id: number };
    const mine = h.server.db.prepare(`SELECT id FROM receipt WHERE storerkey = 'OW001' LIMIT 1`).get() as { id: number };
    const missing = (h.server.db.prepare('SELECT MAX(id) AS id FROM receipt').get() as { id: number }).id + 1000;
    expect((await h.call('/asn/detail', { id: mine.id }, { token: shipper })).body.returnCode).toBe('200');
    const outside = await h.call('/asn/detail', { id: foreign.id }, { token: shipper, lang: 'en' });
    const absent = await h.call('/asn/detail', { id: missing }, { token: shipper, lang: 'en' });
    expect(outside.body).toEqual({ returnCode: '404', returnMgr: 'The input value does not exist', status: 'FAIL' });
    expect(outside.status).toBe(absent.status);
    expect(outside.body).toEqual(absent.body);
    // The admin sees it: the refusal is the shipper's scope, not the record.
    expect((await h.call('/asn/detail', { id: foreign.id }, { token: admin })).body.returnCode).toBe('200');
  });
});

describe('request bodies', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth - 1)}{"id":1}${'}'.repeat(depth - 1)}`;

  it('measures nesting without being fooled by brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3);
    expect(jsonDepth('"\\"{["')).toBe(0);
    expect(jsonDepth(nested(40))).toBe(40);
  });

  it('refuses a body nested deeper than the limit, with the message in the caller\'s language and nothing changed', async () => {
    const before = h.server.db.prepare('SELECT COUNT(*) AS n FROM receipt').get();
    const deep = await h.call('/asn/insert', undefined, { token: admin, lang: 'en', rawBody: nested(MAX_JSON_DEPTH + 1) });
    expect(deep.status).toBe(400);
    expect(deep.body).toMatchObject({ returnCode: '400', returnMgr: `The request is nested too deeply (at most ${String(MAX_JSON_DEPTH)} levels)` });
    const zh = await h.call('/asn/insert', undefined, { token: admin, rawBody: `[${nested(MAX_JSON_DEPTH)}]` });
    expect(zh.body.returnMgr).toBe(`请求内容嵌套过深（最多 ${String(MAX_JSON_DEPTH)} 层）`);
    expect(h.server.db.prepare('SELECT COUNT(*) AS n FROM receipt').get()).toEqual(before);
    // A body at the limit goes on to the schema like any other.
    expect((await h.call('/asn/insert', undefined, { token: admin, rawBody: nested(MAX_JSON_DEPTH) })).body.returnCode).toBe('400');
  });

  it('refuses prototype poisoning and an oversized body with catalogued messages', async () => {
    const poisoned = await h.call('/asn/insert', undefined, { token: admin, lang: 'en', rawBody: '{"storerkey":"OW001","__proto__":{"admin":true}}' });
    expect(poisoned.body.returnCode).toBe('400');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    const huge = await h.call('/asn/insert', undefined, { token: admin, lang: 'en', rawBody: JSON.stringify({ notes: 'x'.repeat(1_100_000) }) });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ returnCode: '400', returnMgr: 'The request is too large' });
  });
});

describe('login', () => {
  it('slows repeated wrong passwords down with a message, and never locks the user out', async () => {
    const wrong = () => h.call('/login', { username: 'shipper', password: 'wrong' }, { lang: 'en' });
    for (let i = 0; i < 4; i++) expect((await wrong()).body.returnMgr).toBe('Wrong user name or password');
    // The fourth failure started a 1 s wait: even the right password is not heard during it.
    const during = await h.call('/login', { username: 'shipper', password: 'shipper123' }, { lang: 'en' });
    expect(during.body).toMatchObject({ returnCode: '500', returnMgr: 'Too many failed logins: try again in 1 s' });
    const zh = await h.call('/login', { username: 'SHIPPER', password: 'shipper123' });
    expect(zh.body.returnMgr).toBe('登录失败次数过多，请 1 秒后再试');
    // Another user is not slowed down by it.
    expect((await h.call('/login', { username: 'admin', password: 'admin123' })).body.returnCode).toBe('200');
    h.clock.now += 1_001;
    expect((await h.call('/login', { username: 'shipper', password: 'shipper123' })).body.returnCode).toBe('200');
    // The success cleared the count: a wrong password is again answered at once as wrong.
    expect((await wrong()).body.returnMgr).toBe('Wrong user name or password');
  });

  it('refuses a token after logout', async () => {
    const token = await h.login();
    expect((await h.call('/logout', undefined, { token })).body.returnCode).toBe('200');
    expect((await h.call('/asn/list/1', { pageSize: 5 }, { token })).body.returnCode).toBe('401');
  });
});

describe('the login throttle', () => {
  it('doubles the wait at each failure past the free ones, up to the cap, logs each, and forgets after a quiet spell', () => {
    let now = 0;
    const events: LoginEvent[] = [];
    const throttle = new LoginThrottle(() => now, { free: 2, firstWaitMs: 500, maxWaitMs: 3000, forgetMs: 60_000, log: (e) => { events.push(e); } });
    const waits = Array.from({ length: 6 }, () => throttle.failed('u', '10.0.0.1'));
    expect(waits).toEqual([0, 0, 500, 1000, 2000, 3000]);
    expect(events.map((e) => e.failures)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(throttle.check('u', '10.0.0.1')).toBe(3000);
    expect(events.at(-1)).toEqual({ kind: 'throttled', user: 'u', ip: '10.0.0.1', failures: 6, waitMs: 3000 });
    expect(throttle.check('u', '10.0.0.2')).toBe(0);
    now += 60_001;
    expect(throttle.check('u', '10.0.0.1')).toBe(0);
    expect(throttle.failed('u', '10.0.0.1')).toBe(0);
  });
});
