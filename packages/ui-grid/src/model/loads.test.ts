import { createLoadTracker, isAbort, loadErrorMessage } from './loads';

describe('createLoadTracker', () => {
  it('lets only the newest load through and aborts the one before', () => {
    const tracker = createLoadTracker();
    const first = tracker.start();
    const second = tracker.start();
    expect(first.signal.aborted).toBe(true);
    expect(tracker.isCurrent(first.ticket)).toBe(false);
    expect(tracker.isCurrent(second.ticket)).toBe(true);
    tracker.abort();
    expect(second.signal.aborted).toBe(true);
    expect(tracker.isCurrent(second.ticket)).toBe(false);
  });
});

describe('loadErrorMessage', () => {
  it.each([
    [{ serverMessage: '数据库超时' }, '数据库超时'],
    [{ returnMgr: '无权限' }, '无权限'],
    [{ response: { returnMgr: '参数错误' } }, '参数错误'],
    [{ serverMessage: '  ' }, undefined],
    [new Error('Network Error'), undefined],
    ['refused', 'refused'],
    [undefined, undefined],
  ])('%p → %p', (error, message) => {
    expect(loadErrorMessage(error)).toBe(message);
  });
});

describe('isAbort', () => {
  it.each([
    [new DOMException('aborted', 'AbortError'), true],
    [{ kind: 'aborted' }, true],
    [{ kind: 'refused' }, false],
    [null, false],
  ])('%p → %p', (error, expected) => {
    expect(isAbort(error)).toBe(expected);
  });
});
