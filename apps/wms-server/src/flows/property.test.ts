/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { MESSAGES } from '../catalogue/messages';
import { checkInvariants } from '../ledger/ledger';
import { startHarness, type Harness } from '../test-utils/harness';
import { anyStep, type StepWorld } from './testing/generators';
import './testing/outboundGenerators';

/**
 * Random sequences of the inbound and inventory operations (and whatever other flows register in
 * testing/generators.ts) against the real server over a temporary SQLite file: after every step
 * the ledger's invariants hold for the working set; every answer is a success or a catalogued
 * refusal; a refusal books nothing. WMS_PROPERTY_RUNS sets the number of sequences (default 500).
 */
const RUNS = Number(process.env.WMS_PROPERTY_RUNS ?? 500);
jest.setTimeout(300_000);

let h: Harness;
let world: StepWorld;
const catalogued = new Set(Object.values(MESSAGES).flatMap(([zh]) => [zh]));
/** True when a message is a catalogue entry (arguments filled in). */
const isCatalogued = (text: string) =>
  [...catalogued].some((m) => new RegExp(`^${m.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\d\}/g, '[\\s\\S]*')}$`).test(text)) || text.startsWith('输入参数错误');

beforeAll(async () => {
  h = await startHarness();
  const token = await h.login();
  const db = h.server.db;
  const skus = ['PTA1', 'PTB1', 'PTC1'];
  for (const sku of skus) db.prepare(`INSERT INTO sku (storerkey, sku, descr, active) VALUES ('OW001', ?, ?, '1')`).run(sku, `属性测试 ${sku}`);
  world = {
    db, whseid: 'WH01', storerkey: 'OW001', skus, locations: ['RCV-01-01-1', 'A-01-01-1', 'A-01-05-1', 'B-01-01-1', 'LOST', 'NOWHERE'],
    post: async (path, body, key) => {
      const response = await fetch(`${h.server.url}/GT_WMS_APP${path}`, {
        method: 'POST', headers: { 'content-type': 'application/json', language: 'zh_cn', Authorization: token, 'Idempotency-Key': key ?? randomUUID() }, body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
  };
});
afterAll(async () => h.stop());

/** What a refusal must leave unchanged: the working set's stock, its transactions, receipts and holds. */
function digest(w: StepWorld): string {
  const marks = `(${w.skus.map(() => '?').join(', ')})`;
  return JSON.stringify([
    w.db.prepare(`SELECT id, qty, qtyallocated, qtypicked, qtyonhold, status FROM lotxlocxid WHERE sku IN ${marks} ORDER BY id`).all(...w.skus),
    w.db.prepare(`SELECT COUNT(*) AS n FROM itrn WHERE sku IN ${marks}`).get(...w.skus),
    w.db.prepare(`SELECT id, status, totalqtyreceived FROM receipt WHERE notes = 'property-test' ORDER BY id`).all(),
    w.db.prepare(`SELECT id, status FROM inventoryhold WHERE reason = 'property test' ORDER BY id`).all(),
    w.db.prepare(`SELECT COUNT(*) AS n FROM taskdetail WHERE tasktype = 'PA'`).get(),
  ]);
}

test(`${String(RUNS)} random sequences of operations keep the books balanced after every step`, async () => {
  let steps = 0;
  let refused = 0;
  const booked = new Map<string, number>();
  await fc.assert(
    fc.asyncProperty(fc.array(anyStep(), { minLength: 1, maxLength: 6 }), async (sequence) => {
      for (const step of sequence) {
        const before = digest(world);
        const answer = await step.run(world);
        steps++;
        const code = String(answer.body.returnCode);
        const name = step.label.split(' ')[0] ?? '';
        if (code === '200') booked.set(name, (booked.get(name) ?? 0) + 1);
        if (code !== '200') {
          refused++;
          expect([step.label, code === '400' || code === '500' || code === '403' || code === '404']).toEqual([step.label, true]);
          expect([step.label, isCatalogued(String(answer.body.returnMgr)), answer.body.returnMgr]).toEqual([step.label, true, answer.body.returnMgr]);
          expect(String(answer.body.returnMgr)).not.toBe(MESSAGES.systemError[0]);
          if (!step.label.startsWith('newReceipt')) expect([step.label, digest(world)]).toEqual([step.label, before]);
        }
        expect([step.label, checkInvariants(world.db, { whseid: 'WH01', skus: world.skus })]).toEqual([step.label, []]);
      }
    }),
    { numRuns: RUNS, seed: Number(process.env.WMS_PROPERTY_SEED ?? 20260615) },
  );
  // The whole of the books, once at the end.
  expect(checkInvariants(world.db)).toEqual([]);
  expect(steps).toBeGreaterThanOrEqual(RUNS);
  expect(refused).toBeGreaterThan(0);
  expect(refused).toBeLessThan(steps);
  // The sequences reach past the refusals: each kind of operation booked at least once.
  for (const name of ['newReceipt', 'receive', 'receiveAll', 'scan', 'settle', 'reverse', 'putawayTasks', 'putawayConfirm', 'move', 'adjust', 'hold', 'release', 'transferOwner', 'replay', 'transferWarehouse', 'countCycle', 'receiveStation', 'barcodes', 'serialIn', 'newOrder', 'allocate', 'orderRelease', 'pickConfirm', 'weigh', 'orderShip', 'orderUnallocate', 'orderCancel', 'waveOrders']) {
    expect([name, (booked.get(name) ?? 0) > 0]).toEqual([name, true]);
  }
});
