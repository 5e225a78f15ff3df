/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { deposit } from '../ledger/ledger';
import { startHarness, type Harness } from '../test-utils/harness';
import { registerOutboundFlows } from './outboundRegister';

/**
 * What the outbound bespoke pages need of the server beyond the list operations (issue 15):
 * replenishment generation answers the tasks it made, so /app/repaTaskGen lists exactly them.
 */
jest.setTimeout(120_000);

let h: Harness;
let admin: string;
const W = 'WH01';

async function run(path: string, body: Record<string, unknown>, lang: 'en' | 'zh_cn' = 'zh_cn'): Promise<Record<string, unknown>> {
  const response = await fetch(`${h.server.url}/GT_WMS_APP${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: lang, Authorization: admin, 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

const db = () => h.server.db;
const one = (sql: string, ...args: (string | number)[]) => db().prepare(sql).get(...args) as Record<string, unknown>;
const all = (sql: string, ...args: (string | number)[]) => db().prepare(sql).all(...args) as Record<string, unknown>[];

beforeAll(async () => {
  registerOutboundFlows();
  h = await startHarness();
  admin = await h.login();
});
afterAll(async () => {
  await h.stop();
});

interface Created { taskdetailkey: string; tasktype: string; sku: string; fromloc: string; toloc: string; qty: number; wavekey: string }

describe('replenishment generation answers the tasks it made', () => {
  it('min/max: each created task as stored; nothing the second time', async () => {
    const storeLoc = String(one(`SELECT loc FROM loc WHERE whseid = ? AND loctype = 'STORAGE' AND status = 'OK' ORDER BY loc LIMIT 1`, W).loc);
    db().prepare(`INSERT INTO sku (storerkey, sku, descr, stdgrossweight, active, replenmin, replenmax) VALUES ('OW001', 'RPGA1', '补货测试', 1, '1', 5, 20)`).run();
    const booking = { db: db(), userid: 'admin', now: '2026-06-15 02:00:00', sourcetype: 'ADJUST', sourcekey: 'TRPG' };
    deposit(booking, { whseid: W, storerkey: 'OW001', sku: 'RPGA1', lot: 'LOTRPG1', loc: storeLoc, lpnid: '' }, 12);
    deposit(booking, { whseid: W, storerkey: 'OW001', sku: 'RPGA1', lot: 'LOTRPG2', loc: storeLoc, lpnid: 'LPNRPG' }, 30);

    const answer = await run('/bhrwscQuery/op/generate', { mode: 'MINMAX', sku: 'RPGA1' });
    expect(answer.returnCode).toBe('200');
    const bean = answer.bean as { tasks: number; created: Created[] };
    expect(bean.tasks).toBe(bean.created.length);
    expect(bean.created.reduce((a, t) => a + t.qty, 0)).toBe(20);
    const stored = all(`SELECT taskdetailkey, tasktype, sku, fromloc, toloc, qty, wavekey FROM taskdetail WHERE sku = 'RPGA1' ORDER BY id`);
    expect(bean.created.map(({ taskdetailkey, tasktype, sku, fromloc, toloc, qty, wavekey }) => ({ taskdetailkey, tasktype, sku, fromloc, toloc, qty, wavekey }))).toEqual(stored);

    const again = (await run('/bhrwscQuery/op/generate', { mode: 'MINMAX', sku: 'RPGA1' })).bean as { tasks: number; created: Created[] };
    expect(again).toEqual({ done: 0, tasks: 0, created: [] });
  });

  it('wave demand: the wave\'s unallocated demand once; generating again adds nothing while its tasks are open', async () => {
    const locOf = (type: string) => String(one(`SELECT loc FROM loc WHERE whseid = ? AND loctype = ? AND status = 'OK' ORDER BY loc LIMIT 1`, W, type).loc);
    const pickLoc = locOf('PICK');
    const storeLoc = locOf('STORAGE');
    db().prepare(`INSERT INTO sku (storerkey, sku, descr, stdgrossweight, active) VALUES ('OW001', 'RPGW1', '波次补货测试', 1, '1')`).run();
    deposit({ db: db(), userid: 'admin', now: '2026-06-15 02:00:00', sourcetype: 'ADJUST', sourcekey: 'TRPGW' }, { whseid: W, storerkey: 'OW001', sku: 'RPGW1', lot: 'LOTRPGW', loc: storeLoc, lpnid: '' }, 20);
    const created = await h.call('/orders/insert', { storerkey: 'OW001', ordertype: '0', orderdate: '2026-06-14 08:00:00', externorderkey: 'RPGW-1' }, { token: admin });
    const o = created.body.bean as { orderkey: string };
    await h.call('/ckddDetail/insert', { orderkey: o.orderkey, storerkey: 'OW001', sku: 'RPGW1', qtyordered: 6 }, { token: admin });
    const wave = (await run('/wavemgmt/op/planCreate', { ids: [], filter: 'externorderkey~RPGW-' })).bean as { wavekey: string };

    const first = (await run('/bhrwscQuery/op/generate', { mode: 'WAVE', wavekey: wave.wavekey })).bean as { created: Created[] };
    expect(first.created).toEqual([expect.objectContaining({ tasktype: 'WR', sku: 'RPGW1', fromloc: storeLoc, qty: 6, wavekey: wave.wavekey }) as Created]);
    expect(first.created[0]?.toloc).toBe(pickLoc);
    expect(((await run('/bhrwscQuery/op/generate', { mode: 'WAVE', wavekey: wave.wavekey })).bean as { created: Created[] }).created).toEqual([]);
    expect(one(`SELECT COUNT(*) AS n FROM taskdetail WHERE tasktype = 'WR' AND wavekey = ?`, wave.wavekey).n).toBe(1);
  });

  it('wave demand without a wave number is refused with the catalogue message', async () => {
    expect(await run('/bhrwscQuery/op/generate', { mode: 'WAVE' }, 'en')).toMatchObject({ returnCode: '500', returnMgr: expect.stringContaining('Wave no.') as string });
  });
});
