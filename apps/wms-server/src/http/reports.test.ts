import { startHarness, type Harness } from '../test-utils/harness';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
});
afterAll(async () => {
  await h.stop();
});

type Row = Record<string, unknown>;
const bean = async <T>(path: string, body?: unknown, opts: { token?: string; lang?: 'en' | 'zh_cn' } = {}) => {
  const answer = await h.call(path, body, { token: opts.token ?? admin, lang: opts.lang });
  expect(answer.body.returnCode).toBe('200');
  return answer.body.bean as T;
};

describe('reports of the charts pages', () => {
  it('receiving by day: one row a day of the window, counts matching the tables', async () => {
    const rows = await bean<{ day: string; receipts: number; received: number }[]>('/report/receiving', { days: 30 });
    expect(rows).toHaveLength(30);
    expect(rows.at(-1)?.day).toBe('2026-06-15');
    const { n } = h.server.db.prepare("SELECT COUNT(*) AS n FROM receipt WHERE whseid = 'WH01' AND adddate >= '2026-05-17'").get() as { n: number };
    expect(rows.reduce((sum, r) => sum + r.receipts, 0)).toBe(n);
    const bad = await h.call('/report/receiving', { days: 1000 }, { token: admin });
    expect(bad.body.status).toBe('FAIL');
  });

  it('movements by type with names in the request language', async () => {
    const rows = await bean<{ key: string; name: string; count: number }[]>('/report/movements', { days: 90 }, { lang: 'en' });
    expect(rows.length).toBeGreaterThan(0);
    const dp = rows.find((r) => r.key === 'DP');
    if (dp) expect(dp.name).toBe('Deposit');
    expect(rows.map((r) => r.count)).toEqual([...rows.map((r) => r.count)].sort((a, b) => b - a));
  });

  it('stock by owner and zone sums to the warehouse stock; a shipper sees only its own owners', async () => {
    const all = await bean<{ byOwner: { key: string; qty: number }[]; byZone: { qty: number }[] }>('/report/stock');
    const { q } = h.server.db.prepare("SELECT SUM(qty) AS q FROM lotxlocxid WHERE whseid = 'WH01' AND qty > 0").get() as { q: number };
    expect(all.byOwner.reduce((s, r) => s + r.qty, 0)).toBe(q);
    expect(all.byZone.reduce((s, r) => s + r.qty, 0)).toBe(q);
    const shipper = await h.login('shipper', 'shipper123');
    const own = await bean<{ byOwner: { key: string }[] }>('/report/stock', undefined, { token: shipper });
    expect(own.byOwner.every((r) => ['OW001', 'OW002'].includes(r.key))).toBe(true);
  });

  it('optimisation proposes moves of slow movers out of fast locations into free slow ones, and the reverse', async () => {
    const result = await bean<{ moves: { kind: string; fromloc: string; toloc: string; picks: number }[]; fastMin: number; slowMax: number }>('/report/optimize', { days: 90 });
    const db = h.server.db;
    const abc = (loc: string) => (db.prepare("SELECT abc FROM loc WHERE whseid = 'WH01' AND loc = ?").get(loc) as Row | undefined)?.abc;
    for (const m of result.moves) {
      expect(abc(m.fromloc)).toBe(m.kind === 'slowInFast' ? 'A' : 'C');
      if (m.toloc) {
        expect(abc(m.toloc)).toBe(m.kind === 'slowInFast' ? 'C' : 'A');
        const held = db.prepare("SELECT COUNT(*) AS n FROM lotxlocxid WHERE whseid = 'WH01' AND loc = ? AND qty > 0").get(m.toloc) as { n: number };
        expect(held.n).toBe(0);
      }
      if (m.kind === 'slowInFast') expect(m.picks).toBeLessThanOrEqual(result.slowMax);
      else expect(m.picks).toBeGreaterThanOrEqual(result.fastMin);
    }
    expect(result.moves.length).toBeGreaterThan(0);
    const targets = result.moves.map((m) => m.toloc).filter(Boolean);
    expect(new Set(targets).size).toBe(targets.length);
  });

  it('capacity warning flags zones at or over the threshold', async () => {
    const low = await bean<{ threshold: number; zones: { zone: string; total: number; used: number; usePercent: number; over: boolean }[] }>('/report/capacityWarning', { threshold: 1 });
    const { n } = h.server.db.prepare("SELECT COUNT(*) AS n FROM loc WHERE whseid = 'WH01'").get() as { n: number };
    expect(low.zones.reduce((s, z) => s + z.total, 0)).toBe(n);
    for (const z of low.zones) expect(z.over).toBe(z.usePercent >= 1 || (z as unknown as { cubePercent: number }).cubePercent >= 1);
    const high = await bean<{ zones: { over: boolean; usePercent: number; cubePercent: number }[] }>('/report/capacityWarning', { threshold: 100 });
    for (const z of high.zones) expect(z.over).toBe(z.usePercent >= 100 || z.cubePercent >= 100);
    const bad = await h.call('/report/capacityWarning', { threshold: 0 }, { token: admin });
    expect(bad.body.status).toBe('FAIL');
  });
});
