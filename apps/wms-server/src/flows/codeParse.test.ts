/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from '../test-utils/harness';
import { parseScannedCode } from './codeParse';

/** Barcode parse rules (/codeParseRule) read what the scan stations are given. */
jest.setTimeout(120_000);

let h: Harness;
let admin: string;
type Body = Record<string, unknown>;
const db = () => h.server.db;
const skuOf = (n: number) => String((db().prepare('SELECT sku FROM sku WHERE storerkey = ? ORDER BY sku LIMIT 1 OFFSET ?').get('OW001', n) as Body).sku);

async function post(path: string, body: Body, lang: 'en' | 'zh_cn' = 'en'): Promise<Body> {
  const response = await fetch(`${h.server.url}/GT_WMS_APP${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', language: lang, Authorization: admin, 'Idempotency-Key': randomUUID() }, body: JSON.stringify(body),
  });
  return (await response.json()) as Body;
}

function rule(rulecode: string, ruletype: string, storerkey: string, pattern: string, prefix = '', length = 0, active = '1'): void {
  db().prepare(`INSERT INTO codeparserule (whseid, rulecode, name, ruletype, storerkey, pattern, prefix, length, active, addwho, adddate, editwho, editdate)
                VALUES ('WH01', ?, ?, ?, ?, ?, ?, ?, ?, 'test', '2026-06-15 09:00:00', 'test', '2026-06-15 09:00:00')`).run(rulecode, rulecode, ruletype, storerkey, pattern, prefix, length, active);
}

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
  db().exec(`UPDATE codeparserule SET active = '0'`);
  rule('T1', 'SUPPLIER', 'OW001', '^X(\\w+)\\*(\\d+)$', 'X');
  rule('T2', 'SUPPLIER', 'OW002', '^Y(\\w+)$', 'Y');
  rule('T3', 'GENERAL', '', '^Z(\\w+)-LOT\\w+$');
  rule('T4', 'GENERAL', '', '^(a+)+$');
  rule('T5', 'GENERAL', '', '^W(\\w+)$', 'W', 0, '0');
});
afterAll(async () => h.stop());

test('reads the item and a count by the owner’s rules, then the general ones; a code no rule reads stays as scanned', () => {
  const sku = skuOf(0);
  expect(parseScannedCode(db(), 'WH01', ['OW001'], `X${sku}*3`)).toEqual({ code: sku, qty: 3, rule: 'T1' });
  expect(parseScannedCode(db(), 'WH01', ['OW001'], `Z${sku}-LOT2026`)).toEqual({ code: sku, rule: 'T3' });
  // Another owner's rule does not apply; an inactive rule does not either.
  expect(parseScannedCode(db(), 'WH01', ['OW001'], `Y${sku}`)).toEqual({ code: `Y${sku}` });
  expect(parseScannedCode(db(), 'WH01', ['OW001'], `W${sku}`)).toEqual({ code: `W${sku}` });
  // A pattern that could backtrack for ever is never run.
  expect(parseScannedCode(db(), 'WH01', ['OW001'], `${'a'.repeat(40)}!`)).toEqual({ code: `${'a'.repeat(40)}!` });
  expect(parseScannedCode(db(), 'WH01', ['OW001'], `  ${sku} `)).toEqual({ code: sku });
});

test('the receive station books an item-and-count label as that many pieces of the item', async () => {
  const header = { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-01', expectedreceiptdate: '2026-06-02' };
  const saved = await post('/asn/saveWithLines', { header, lines: [{ sku: skuOf(0), qtyexpected: 10 }] });
  const receiptkey = String((saved.bean as { header: Body }).header.receiptkey);
  expect((await post('/station/receive/open', { code: receiptkey })).returnCode).toBe('200');
  const scanned = await post('/station/receive/scan', { key: receiptkey, code: `X${skuOf(0)}*3` });
  expect(scanned).toMatchObject({ returnCode: '200', bean: { booked: 3, line: { sku: skuOf(0), done: 3 } } });
  // An explicit count (F2) wins over the label's.
  expect(await post('/station/receive/scan', { key: receiptkey, code: `X${skuOf(0)}*3`, qty: 1 })).toMatchObject({ bean: { booked: 1, line: { done: 4 } } });
  // A code no rule reads and no item has is refused as before.
  expect(await post('/station/receive/scan', { key: receiptkey, code: `Y${skuOf(0)}` })).toMatchObject({ returnCode: '500', returnMgr: `Item Y${skuOf(0)} is not on this document` });
});
