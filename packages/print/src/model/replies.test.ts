import { ReplyBook, type Scheduler } from './replies';
import type { CommandResult } from './protocol';

/** Timers the test fires by hand. */
function manualScheduler() {
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const scheduler: Scheduler = {
    setTimeout: (callback, ms) => { next += 1; timers.set(next, { callback, ms }); return next; },
    clearTimeout: (handle) => { timers.delete(handle as number); },
  };
  const fireAll = () => { for (const [id, timer] of [...timers]) { timers.delete(id); timer.callback(); } };
  return { scheduler, timers, fireAll };
}

describe('ReplyBook', () => {
  it('settles each request with the reply carrying its id, in whatever order replies come', async () => {
    const { scheduler, timers } = manualScheduler();
    const book = new ReplyBook(scheduler);
    const a = book.register('a', 5000);
    const b = book.register('b', 5000);
    expect(book.reply({ id: 'b', ok: true, result: 'B' })).toBe(true);
    expect(book.reply({ id: 'a', ok: false, error: 'no paper' })).toBe(true);
    await expect(a).resolves.toEqual({ ok: false, error: 'no paper' });
    await expect(b).resolves.toEqual({ ok: true, result: 'B' });
    expect(timers.size).toBe(0);
    expect(book.size).toBe(0);
  });

  it("gives 'timeout 5s' when the time-out passes, and ignores the late reply", async () => {
    const { scheduler, timers, fireAll } = manualScheduler();
    const book = new ReplyBook(scheduler);
    const a = book.register('a', 5000);
    expect([...timers.values()].map((t) => t.ms)).toEqual([5000]);
    fireAll();
    await expect(a).resolves.toEqual({ ok: false, error: 'timeout 5s' });
    expect(book.reply({ id: 'a', ok: true })).toBe(false);
  });

  it('ignores replies to ids nobody asked, and settles each request once', async () => {
    const book = new ReplyBook(manualScheduler().scheduler);
    const a = book.register('a', 5000);
    expect(book.reply({ id: 'z', ok: true })).toBe(false);
    book.reply({ id: 'a', ok: true, result: 1 });
    expect(book.reply({ id: 'a', ok: true, result: 2 })).toBe(false);
    await expect(a).resolves.toEqual({ ok: true, result: 1 });
  });

  it('fails every waiting request when the connection drops', async () => {
    const book = new ReplyBook(manualScheduler().scheduler);
    const all: Promise<CommandResult>[] = ['a', 'b', 'c'].map((id) => book.register(id, 5000));
    book.failAll('disconnected');
    await expect(Promise.all(all)).resolves.toEqual(Array(3).fill({ ok: false, error: 'disconnected' }));
  });

  it('refuses an id already waiting', () => {
    const book = new ReplyBook(manualScheduler().scheduler);
    void book.register('a', 5000);
    expect(() => book.register('a', 5000)).toThrow('already awaiting');
  });
});
