import { clearSession, readSession, writeSession } from './session';

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
