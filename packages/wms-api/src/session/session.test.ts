import { clearSession, readSession, SESSION_HOLD_MS, writeSession } from './session';

afterEach(() => { clearSession(); });

describe('session cookies', () => {
  it('writes, reads and clears token, user, userid, wms and wmsId in one place', () => {
    writeSession({ token: 't1', user: '张三', userid: 'u1', wms: '上海仓', wmsId: 'W1' });
    expect(readSession()).toEqual({ token: 't1', user: '张三', userid: 'u1', wms: '上海仓', wmsId: 'W1' });
    writeSession({ wms: '北京仓', wmsId: 'W2' });
    expect(readSession()).toMatchObject({ token: 't1', wms: '北京仓', wmsId: 'W2' });
    clearSession();
    expect(readSession()).toEqual({});
  });

  it('sets SameSite=Strict on every cookie', () => {
    const spy = jest.spyOn(Document.prototype, 'cookie', 'set');
    writeSession({ token: 't2' });
    expect(spy.mock.calls.map(([value]) => value)).toEqual([expect.stringMatching(/^token=t2;.*SameSite=Strict/i)]);
    spy.mockRestore();
  });
});

/** Sets a cookie behind the session's back, as a late change notice does to WebKit's copy of the cookies. */
const rollBack = (cookie: string) => { document.cookie = `${cookie}; path=/`; };

describe('a cookie read back in an older state (WebKit\'s web-process cookie copy)', () => {
  let clock = 0;
  beforeEach(() => {
    clock = 1000;
    jest.spyOn(performance, 'now').mockImplementation(() => clock);
  });
  afterEach(() => { jest.restoreAllMocks(); });

  it('reads what this page just wrote, not the older state the cookies read back', () => {
    clearSession();
    writeSession({ token: 't3', user: '张三', userid: 'u3', wms: '上海仓', wmsId: 'W3' });
    // The notice of the clear arrives after the sign-in: the user and warehouse read back deleted.
    for (const key of ['user', 'wms', 'wmsId']) rollBack(`${key}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
    expect(readSession()).toEqual({ token: 't3', user: '张三', userid: 'u3', wms: '上海仓', wmsId: 'W3' });
    // And a clear is not undone by the notice of the write before it.
    clearSession();
    rollBack('token=t3');
    expect(readSession()).toEqual({});
  });

  it('reads the cookies again once the hold is over (what another tab wrote)', () => {
    writeSession({ token: 't4', wms: '上海仓', wmsId: 'W4' });
    clock += SESSION_HOLD_MS + 1;
    rollBack('wmsId=W5');
    rollBack(`wms=${encodeURIComponent('北京仓')}`);
    expect(readSession()).toMatchObject({ token: 't4', wms: '北京仓', wmsId: 'W5' });
  });
});
