import { WmsError } from '../model/errors';
import { StationQueue, type QueuedScan } from './stationQueue';
import type { StationScan } from './stations';

class MemoryStorage {
  data = new Map<string, string>();
  getItem(key: string) { return this.data.get(key) ?? null; }
  setItem(key: string, value: string) { this.data.set(key, value); }
  removeItem(key: string) { this.data.delete(key); }
}

const scan = (n: number): QueuedScan => ({ id: `key-${String(n)}`, station: 'receive', body: { key: 'ASN0001', code: `C${String(n)}` }, at: n });
const answer = {} as StationScan;
const offline = () => new WmsError({ kind: 'network' });

describe('StationQueue', () => {
  it('keeps queued scans across a reload (storage) and sends them in the order they were made', async () => {
    const storage = new MemoryStorage();
    const first = new StationQueue(storage, 'q');
    for (let n = 1; n <= 10; n++) first.add(scan(n));
    const reloaded = new StationQueue(storage, 'q');
    expect(reloaded.pending().map((s) => s.id)).toHaveLength(10);
    const sent: string[] = [];
    await reloaded.flush((s) => { sent.push(s.body.code); return Promise.resolve(answer); });
    expect(sent).toEqual(['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9', 'C10']);
    expect(reloaded.pending()).toHaveLength(0);
    expect(storage.data.has('q')).toBe(false);
  });

  it('stops at an unreachable server and replays the same scan with the same key later, so the server books it once', async () => {
    const storage = new MemoryStorage();
    const queue = new StationQueue(storage, 'q');
    [1, 2, 3].forEach((n) => { queue.add(scan(n)); });
    // The server: books by idempotency key; scan 2's answer is lost on the way back.
    const bookedKeys = new Map<string, string>();
    let loseAnswerOnce = true;
    const send = (s: QueuedScan): Promise<StationScan> => {
      if (!bookedKeys.has(s.id)) bookedKeys.set(s.id, s.body.code);
      if (s.id === 'key-2' && loseAnswerOnce) { loseAnswerOnce = false; return Promise.reject(offline()); }
      return Promise.resolve(answer);
    };
    const firstRound = await queue.flush(send);
    expect(firstRound.map((o) => o.scan.id)).toEqual(['key-1']);
    expect(queue.pending().map((s) => s.id)).toEqual(['key-2', 'key-3']);
    await queue.flush(send);
    expect(queue.pending()).toHaveLength(0);
    expect([...bookedKeys.values()]).toEqual(['C1', 'C2', 'C3']);
  });

  it('reports a refused scan, drops it and still sends the rest', async () => {
    const queue = new StationQueue(undefined, 'q');
    [1, 2, 3].forEach((n) => { queue.add(scan(n)); });
    const outcomes = await queue.flush((s) => {
      if (s.id === 'key-2') return Promise.reject(new WmsError({ kind: 'refused', status: 200, serverMessage: '该商品不在此单据中' }));
      return Promise.resolve(answer);
    });
    expect(outcomes.map((o) => [o.scan.id, o.kind])).toEqual([['key-1', 'booked'], ['key-2', 'refused'], ['key-3', 'booked']]);
    expect(outcomes[1]).toMatchObject({ message: '该商品不在此单据中' });
  });

  it('adds a scan once per key and ignores broken storage', () => {
    const storage = new MemoryStorage();
    storage.setItem('q', '[{"id":1},"x",{"id":"a","station":"s","at":1,"body":{"key":"k","code":"c"}}]');
    const queue = new StationQueue(storage, 'q');
    expect(queue.pending().map((s) => s.id)).toEqual(['a']);
    queue.add(scan(1));
    queue.add(scan(1));
    expect(queue.pending()).toHaveLength(2);
    storage.setItem('bad', '{not json');
    expect(new StationQueue(storage, 'bad').pending()).toEqual([]);
  });

  it('does not send twice when flushed again while a send runs', async () => {
    const queue = new StationQueue(undefined, 'q');
    queue.add(scan(1));
    let calls = 0;
    let release: () => void = () => undefined;
    const slow = () => { calls++; return new Promise<StationScan>((resolve) => { release = () => { resolve(answer); }; }); };
    const running = queue.flush(slow);
    expect(await queue.flush(slow)).toEqual([]);
    release();
    await running;
    expect(calls).toBe(1);
  });
});
