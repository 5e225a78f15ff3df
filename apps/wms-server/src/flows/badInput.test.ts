/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { MESSAGES, message } from '../catalogue/messages';
import { startHarness, type Harness } from '../test-utils/harness';
import { COUNT_OPERATIONS } from './count';
import { INBOUND_EXTRA_OPERATIONS } from './inboundExtras';
import { INVENTORY_OPERATIONS } from './inventory';
import { RECEIPT_OPERATIONS } from './receipt';

/**
 * Every inbound and inventory operation answers bad input — a missing field, a wrong type, an
 * unknown id, a status that forbids it, another owner's document for the shipper — with a
 * catalogued message, and changes nothing.
 */
jest.setTimeout(120_000);

let h: Harness;
let admin: string;
let shipper: string;
type Body = Record<string, unknown>;
const db = () => h.server.db;
const idOf = (sql: string, ...args: string[]) => {
  const row = db().prepare(sql).get(...args) as { id: number } | undefined;
  if (!row) throw new Error(`no fixture row: ${sql}`);
  return row.id;
};

async function post(path: string, body: Body, token = admin, lang: 'en' | 'zh_cn' = 'en'): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${h.server.url}/GT_WMS_APP${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', language: lang, Authorization: token, 'Idempotency-Key': randomUUID() }, body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

/** Everything an operation could change. */
function digest(): string {
  return JSON.stringify([
    db().prepare('SELECT COUNT(*) AS n, COALESCE(MAX(id), 0) AS m FROM itrn').get(),
    db().prepare('SELECT COUNT(*) AS n, SUM(qty) AS q, SUM(qtyallocated) AS a, SUM(qtypicked) AS p, SUM(qtyonhold) AS h, group_concat(DISTINCT status) AS st FROM lotxlocxid').get(),
    db().prepare(`SELECT SUM(CAST(status AS INTEGER) * id) AS s, SUM(totalqtyreceived) AS r FROM receipt`).get(),
    db().prepare(`SELECT SUM(qtyreceived) AS r, SUM(CAST(qcstatus AS INTEGER) * id) AS qc FROM receiptdetail`).get(),
    ...['inventoryhold', 'taskdetail', 'adjustment', 'movement', 'transfer', 'idempotency'].map((t) => db().prepare(`SELECT COUNT(*) AS n FROM "${t}"`).get()),
    db().prepare(`SELECT SUM(CAST(status AS INTEGER) * id) AS s FROM inventoryhold`).get(),
    db().prepare(`SELECT SUM(CAST(status AS INTEGER) * id) AS s FROM taskdetail`).get(),
  ]);
}

const catalogueEn = Object.values(MESSAGES).map(([, en]) => en);
const isCatalogued = (text: string) =>
  catalogueEn.some((m) => new RegExp(`^${m.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\\{\d\\\}|\{\d\}/g, '[\\s\\S]*')}$`).test(text)) || text.startsWith(message('en', 'inputParameterError'));

interface Case {
  menu: string;
  op: string;
  /** A body that is right but for the case's fault. */
  body: () => Body;
  required?: string;
  wrongType: [string, unknown];
  /** A row whose status forbids the operation. */
  forbidden?: () => number;
}

let receiptNew = 0;
let receiptCancelled = 0;
let otherOwnerReceipt = 0;
let stockOk = 0;
let stockHeld = 0;
let receiptReceiving = 0;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
  shipper = await h.login('shipper', 'shipper123');
  const make = async (storerkey: string) => {
    const head = (await post('/asn/insert', { storerkey, receipttype: '0', orderdate: '2026-06-01', expectedreceiptdate: '2026-06-02' })).body.bean as Body;
    const sku = String((db().prepare('SELECT sku FROM sku WHERE storerkey = ? ORDER BY sku LIMIT 1').get(storerkey) as Body).sku);
    await post('/receiptdetailQuery/insert', { receiptkey: head.receiptkey, storerkey, sku, qtyexpected: 5 });
    return Number(head.id);
  };
  receiptNew = await make('OW001');
  receiptCancelled = await make('OW001');
  expect((await post('/asn/op/cancel', { ids: [receiptCancelled] })).body.returnCode).toBe('200');
  otherOwnerReceipt = await make('OW003');
  receiptReceiving = await make('OW001');
  expect((await post('/asn/op/receive', { ids: [receiptReceiving], line: '00001', qty: 1 })).body.returnCode).toBe('200');
  stockOk = idOf(`SELECT id FROM lotxlocxid WHERE whseid = 'WH01' AND storerkey = 'OW001' AND status = 'OK' AND qtyonhold = 0 AND qty - qtyallocated - qtypicked > 10 ORDER BY id LIMIT 1`);
  stockHeld = idOf(`SELECT id FROM lotxlocxid WHERE whseid = 'WH01' AND status = 'HOLD' ORDER BY id LIMIT 1`);
});
afterAll(async () => h.stop());

const CASES: Case[] = [
  { menu: 'asn', op: 'receive', body: () => ({ ids: [receiptNew], line: '00001', qty: 1 }), required: 'qty', wrongType: ['qty', 'many'], forbidden: () => receiptCancelled },
  { menu: 'asn', op: 'receiveAll', body: () => ({ ids: [receiptNew] }), wrongType: ['toloc', { a: 1 }], forbidden: () => receiptCancelled },
  { menu: 'asn', op: 'cancel', body: () => ({ ids: [receiptNew] }), wrongType: ['ids', 'x'], forbidden: () => receiptCancelled },
  { menu: 'asn', op: 'settle', body: () => ({ ids: [receiptNew] }), wrongType: ['ids', [true]], forbidden: () => receiptNew },
  { menu: 'asn', op: 'reverse', body: () => ({ ids: [receiptNew] }), wrongType: ['ids', [{}]], forbidden: () => receiptNew },
  { menu: 'asn', op: 'putawayTasks', body: () => ({ ids: [receiptNew] }), wrongType: ['ids', 'all'], forbidden: () => receiptNew },
  { menu: 'QC', op: 'qcPass', body: () => ({ ids: [idOf(`SELECT id FROM receiptdetail WHERE whseid = 'WH01' AND qcrequired = '1' AND qcstatus = '0' ORDER BY id LIMIT 1`)] }), wrongType: ['ids', [1.5]], forbidden: () => idOf(`SELECT id FROM receiptdetail WHERE whseid = 'WH01' AND qcrequired = '1' AND qcstatus = '1' ORDER BY id LIMIT 1`) },
  { menu: 'QC', op: 'qcFail', body: () => ({ ids: [idOf(`SELECT id FROM receiptdetail WHERE whseid = 'WH01' AND qcrequired = '1' AND qcstatus = '0' ORDER BY id LIMIT 1`)], disposition: 'SCRAP' }), required: 'disposition', wrongType: ['disposition', ['SCRAP']], forbidden: () => idOf(`SELECT id FROM receiptdetail WHERE whseid = 'WH01' AND qcrequired = '1' AND qcstatus = '2' ORDER BY id LIMIT 1`) },
  { menu: 'taskdetail', op: 'putawayConfirm', body: () => ({ ids: [idOf(`SELECT id FROM taskdetail WHERE whseid = 'WH01' AND status = '0' ORDER BY id LIMIT 1`)], toloc: 'A-01-05-1' }), wrongType: ['toloc', ['A-01-05-1']], forbidden: () => idOf(`SELECT id FROM taskdetail WHERE whseid = 'WH01' AND status = '2' ORDER BY id LIMIT 1`) },
  { menu: 'inventorySearch', op: 'move', body: () => ({ ids: [stockOk], qty: 1, toloc: 'A-01-05-1' }), required: 'toloc', wrongType: ['qty', '1x'], forbidden: () => stockHeld },
  { menu: 'inventorySearch', op: 'adjust', body: () => ({ ids: [stockOk], qty: 1, reasoncode: 'FOUND' }), required: 'reasoncode', wrongType: ['qty', [1]] },
  { menu: 'inventorySearch', op: 'hold', body: () => ({ ids: [stockOk], holdcode: 'QC', reason: 'check' }), required: 'reason', wrongType: ['autoreleasehours', 'soon'] },
  { menu: 'inventoryhold', op: 'release', body: () => ({ ids: [idOf(`SELECT id FROM inventoryhold WHERE whseid = 'WH01' AND status = '1' ORDER BY id LIMIT 1`)] }), wrongType: ['ids', [-1]], forbidden: () => idOf(`SELECT id FROM inventoryhold WHERE whseid = 'WH01' AND status = '0' ORDER BY id LIMIT 1`) },
  { menu: 'inventorySearch', op: 'transferOwner', body: () => ({ ids: [stockOk], tostorerkey: 'OW002', qty: 1 }), required: 'tostorerkey', wrongType: ['qty', 'one'], forbidden: () => stockHeld },
  { menu: 'inventorySearch', op: 'transferWarehouse', body: () => ({ ids: [stockOk], towhseid: 'WH02', toloc: 'A-01-05-1', qty: 1 }), required: 'toloc', wrongType: ['qty', {}], forbidden: () => stockHeld },
  { menu: 'ccparenttask', op: 'generate', body: () => ({ ids: [], loc: 'A-01-01-1' }), wrongType: ['zone', {}], forbidden: () => idOf(`SELECT id FROM cctask WHERE whseid = 'WH01' AND parentkey = '' ORDER BY id LIMIT 1`) },
  { menu: 'cctaskdetail', op: 'enterCount', body: () => ({ ids: [idOf(`SELECT id FROM cctask WHERE whseid = 'WH01' AND parentkey <> '' AND status = '0' ORDER BY id LIMIT 1`)], countqty: 1 }), required: 'countqty', wrongType: ['countqty', 'x'], forbidden: () => idOf(`SELECT id FROM cctask WHERE whseid = 'WH01' AND parentkey <> '' AND status = '2' ORDER BY id LIMIT 1`) },
  { menu: 'ccexception', op: 'approve', body: () => ({ ids: [idOf(`SELECT id FROM cctask WHERE whseid = 'WH01' AND variance <> 0 AND status = '1' ORDER BY id LIMIT 1`)] }), wrongType: ['ids', [[1]]], forbidden: () => idOf(`SELECT id FROM cctask WHERE whseid = 'WH01' AND variance <> 0 AND status <> '1' ORDER BY id LIMIT 1`) },
  { menu: 'ccexception', op: 'recount', body: () => ({ ids: [idOf(`SELECT id FROM cctask WHERE whseid = 'WH01' AND variance <> 0 AND status = '1' ORDER BY id LIMIT 1`)] }), wrongType: ['ids', ['1e3']], forbidden: () => idOf(`SELECT id FROM cctask WHERE whseid = 'WH01' AND variance <> 0 AND status <> '1' ORDER BY id LIMIT 1`) },
  { menu: 'asn', op: 'barcodeLink', body: () => ({ ids: [receiptNew], barcode: 'DNBAD1' }), required: 'barcode', wrongType: ['barcode', ['DN']], forbidden: () => receiptCancelled },
  { menu: 'asn', op: 'barcodeLabels', body: () => ({ ids: [receiptNew] }), wrongType: ['perUnit', { yes: true }], forbidden: () => receiptCancelled },
  { menu: 'asn', op: 'serialIn', body: () => ({ ids: [receiptReceiving], sku: String((db().prepare('SELECT sku FROM sku WHERE storerkey = ? ORDER BY sku LIMIT 1').get('OW001') as Body).sku), serialnumber: 'SNBAD1' }), required: 'serialnumber', wrongType: ['sku', ['A']], forbidden: () => receiptNew },
  // the list shows in-stock serials only: a shipped one is not found there (the unknown-id case)
  { menu: 'invSernumInventory', op: 'serialOut', body: () => ({ ids: [idOf(`SELECT id FROM serialnumber WHERE whseid = 'WH01' AND status = '1' ORDER BY id LIMIT 1`)], orderkey: 'SO1' }), required: 'orderkey', wrongType: ['orderkey', { no: 1 }] },
];

test('the table covers every inbound, inventory and count operation', () => {
  const ops = [...RECEIPT_OPERATIONS, ...INBOUND_EXTRA_OPERATIONS, ...INVENTORY_OPERATIONS, ...COUNT_OPERATIONS].map((o) => o.code);
  expect(new Set(CASES.map((c) => c.op))).toEqual(new Set(ops));
});

describe.each(CASES)('$menu $op', (c) => {
  const expectRefused = async (body: Body, token = admin, codes = ['400', '500']) => {
    const before = digest();
    const answer = await post(`/${c.menu}/op/${c.op}`, body, token);
    expect(codes).toContain(answer.body.returnCode);
    expect([String(answer.body.returnMgr), isCatalogued(String(answer.body.returnMgr))]).toEqual([String(answer.body.returnMgr), true]);
    expect(digest()).toBe(before);
    return answer.body;
  };
  if (c.required) {
    test(`missing ${c.required}`, async () => {
      const required = c.required as string;
      const body = Object.fromEntries(Object.entries(c.body()).filter(([k]) => k !== required));
      const answer = await expectRefused(body, admin, ['400']);
      expect(String(answer.returnMgr)).toMatch(/cannot be empty/);
    });
  }
  test(`wrong type of ${c.wrongType[0]}`, async () => {
    await expectRefused({ ...c.body(), [c.wrongType[0]]: c.wrongType[1] }, admin, ['400']);
  });
  test('unknown id', async () => {
    const answer = await expectRefused({ ...c.body(), ids: [987_654_321] }, admin, ['404']);
    expect(answer.returnMgr).toBe('The input value does not exist');
  });
  if (c.forbidden) {
    test('a status that forbids it', async () => {
      const answer = await expectRefused({ ...c.body(), ids: [(c.forbidden as () => number)()] }, admin, ['500']);
      expect(String(answer.returnMgr)).toMatch(/is in status ".+": ".+" is not allowed/);
    });
  }
  test('another owner\'s document for the shipper', async () => {
    const body = c.menu === 'asn' ? { ...c.body(), ids: [otherOwnerReceipt] } : c.body();
    const answer = await expectRefused(body, shipper, ['403', '404', '500']);
    // the shipper may cancel its own receipts only: another owner's answers like an unknown one
    if (c.op === 'cancel') expect([answer.returnCode, answer.returnMgr]).toEqual(['404', 'The input value does not exist']);
    else expect(answer.returnMgr).toBe('Have no access');
  });
});
