/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { checkInvariants } from '../ledger/ledger';
import { startHarness, type Harness } from '../test-utils/harness';
import { gs1CheckDigit, gtinForms, itemByCode, seedGtin } from './itemCodes';

/**
 * GS1 scans at the receive station (issue 39): the GTIN of a label finds the item by its
 * alternative codes; batch, production and expiry dates land on the receipt line; a
 * serial-managed item books its serial number, an undo takes it back.
 */
jest.setTimeout(120_000);

let h: Harness;
let admin: string;
type Body = Record<string, unknown>;
const db = () => h.server.db;
const one = (sql: string, ...args: (string | number)[]) => db().prepare(sql).get(...args) as Body | undefined;

async function post(path: string, body: Body, lang: 'en' | 'zh_cn' = 'en'): Promise<Body> {
  const response = await fetch(`${h.server.url}/GT_WMS_APP${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', language: lang, Authorization: admin, 'Idempotency-Key': randomUUID() }, body: JSON.stringify(body),
  });
  return (await response.json()) as Body;
}

/** A seeded item of OW001 with a GTIN among its alternative codes, serial-managed or not. */
function gtinItem(serialflag: '0' | '1'): { sku: string; ean: string } {
  const row = one(`SELECT k.sku, a.altsku FROM sku k JOIN altsku a ON a.storerkey = k.storerkey AND a.sku = k.sku AND a.descr LIKE 'GTIN %'
    WHERE k.storerkey = 'OW001' AND k.serialflag = ? ORDER BY k.sku LIMIT 1`, serialflag);
  if (!row) throw new Error(`no seeded GTIN item with serialflag ${serialflag}`);
  return { sku: String(row.sku), ean: String(row.altsku) };
}

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
});
afterAll(async () => h.stop());

/**
 * A receipt of a plain GTIN item and a serial-managed one (`receipttype` 0 a purchase, 1 a
 * return), saved with its lines: the two items and the receipt's number.
 */
async function gtinReceipt(receipttype: '0' | '1', plainQty: number, serialQty: number) {
  const plain = gtinItem('0');
  const serial = gtinItem('1');
  const header = { storerkey: 'OW001', receipttype, orderdate: '2026-06-01', expectedreceiptdate: '2026-06-02' };
  const saved = await post('/asn/saveWithLines', { header, lines: [{ sku: plain.sku, qtyexpected: plainQty }, { sku: serial.sku, qtyexpected: serialQty }] });
  expect(saved.returnCode).toBe('200');
  return { plain, serial, key: String((saved.bean as { header: Body }).header.receiptkey) };
}

test('the seed gives items EAN-13s that a GS1 GTIN-14 finds; other owners and unknown codes find nothing', () => {
  const plain = gtinItem('0');
  expect(plain.ean).toBe(seedGtin(plain.sku));
  expect(plain.ean).toMatch(/^690\d{10}$/);
  expect(gs1CheckDigit(plain.ean.slice(0, 12))).toBe(plain.ean.slice(12));
  expect(gtinForms(`0${plain.ean}`)).toContain(plain.ean);
  expect(itemByCode({ db: db() }, ['OW001'], `0${plain.ean}`)).toEqual({ storerkey: 'OW001', sku: plain.sku });
  expect(itemByCode({ db: db() }, ['OW001'], plain.ean)).toEqual({ storerkey: 'OW001', sku: plain.sku });
  expect(itemByCode({ db: db() }, ['OW001'], plain.sku)).toEqual({ storerkey: 'OW001', sku: plain.sku });
  expect(itemByCode({ db: db() }, ['OW002'], `0${plain.ean}`)).toBeUndefined();
  expect(itemByCode({ db: db() }, ['OW001'], '06909999999994')).toBeUndefined();
  // a code that looks like SQL is only ever a value
  expect(itemByCode({ db: db() }, ['OW001'], "' OR 1=1 --")).toBeUndefined();
});

test('receive station: GTIN + batch + dates on the line; another batch is not mixed in; a serial is booked once and undone', async () => {
  const { plain, serial, key: receiptkey } = await gtinReceipt('0', 5, 2);
  const line = (sku: string) => one('SELECT qtyreceived, lottable02, lottable04, lottable05 FROM receiptdetail WHERE receiptkey = ? AND sku = ?', receiptkey, sku);
  expect((await post('/station/receive/open', { code: receiptkey })).returnCode).toBe('200');

  // (01)0690…(10)B-1(11)260115(17)280430, read by the app: the GTIN is the code, the rest gs1
  const booked = await post('/station/receive/scan', { key: receiptkey, code: `0${plain.ean}`, gs1: { batch: 'B-1', produced: '2026-01-15', expiry: '2028-04-30' } });
  expect(booked).toMatchObject({ returnCode: '200', bean: { booked: 1, line: { sku: plain.sku, done: 1 } } });
  expect(line(plain.sku)).toEqual({ qtyreceived: 1, lottable02: 'B-1', lottable04: '2026-01-15 00:00:00', lottable05: '2028-04-30 00:00:00' });
  // a count on the label (30) comes as qty
  expect((await post('/station/receive/scan', { key: receiptkey, code: `0${plain.ean}`, qty: 2, gs1: { batch: 'B-1', expiry: '2028-04-30' } })).returnCode).toBe('200');
  expect(line(plain.sku)).toMatchObject({ qtyreceived: 3, lottable02: 'B-1' });
  // another batch is refused (the line holds B-1), nothing booked
  const mixed = await post('/station/receive/scan', { key: receiptkey, code: `0${plain.ean}`, gs1: { batch: 'B-2' } });
  expect(mixed).toMatchObject({ returnCode: '500', returnMgr: `Batch B-2 of item ${plain.sku} differs from batch B-1 already received on its line: batches are not mixed on one line` });
  expect((await post('/station/receive/scan', { key: receiptkey, code: `0${plain.ean}`, gs1: { batch: 'B-2' } }, 'zh_cn')).returnMgr).toBe(`商品 ${plain.sku} 的批号 B-2 与已收货行的批号 B-1 不同，不能混入同一行`);
  expect(line(plain.sku)).toMatchObject({ qtyreceived: 3 });
  // a date that matches the pattern but is no date
  expect(await post('/station/receive/scan', { key: receiptkey, code: `0${plain.ean}`, gs1: { expiry: '2028-02-30' } })).toMatchObject({ returnMgr: 'GS1 date 2028-02-30 is not a valid date' });
  // a batch outside GS1's character set is refused by the schema
  expect((await post('/station/receive/scan', { key: receiptkey, code: `0${plain.ean}`, gs1: { batch: 'B 1' } })).returnCode).not.toBe('200');

  // the serial-managed item: its serial number is booked with the piece
  const sn = `SN-GS1-${randomUUID().slice(0, 8)}`;
  expect(await post('/station/receive/scan', { key: receiptkey, code: serial.ean, gs1: { serial: sn } })).toMatchObject({ returnCode: '200', bean: { line: { sku: serial.sku, done: 1 } } });
  expect(one('SELECT sku, receiptkey, status, direction FROM serialnumber WHERE serialnumber = ?', sn)).toEqual({ sku: serial.sku, receiptkey, status: '1', direction: 'IN' });
  // the same serial again: refused, and the piece is not received either (one transaction)
  expect(await post('/station/receive/scan', { key: receiptkey, code: serial.ean, gs1: { serial: sn } })).toMatchObject({ returnCode: '500', returnMgr: `Serial number ${sn} is already in stock` });
  expect(line(serial.sku)).toMatchObject({ qtyreceived: 1 });
  // a serial is one piece
  expect(await post('/station/receive/scan', { key: receiptkey, code: serial.ean, qty: 2, gs1: { serial: `${sn}X` } })).toMatchObject({ returnMgr: `Serial number ${sn}X belongs to exactly one piece` });
  // undo takes the piece and its serial back
  expect(await post('/station/receive/undo', { key: receiptkey, code: serial.ean, serial: sn })).toMatchObject({ returnCode: '200', bean: { booked: -1 } });
  expect(one('SELECT 1 AS n FROM serialnumber WHERE serialnumber = ?', sn)).toBeUndefined();
  expect(line(serial.sku)).toMatchObject({ qtyreceived: 0 });

  // a plain EAN-13 scan (not GS1) finds the item by its alternative code too
  expect(await post('/station/receive/scan', { key: receiptkey, code: plain.ean })).toMatchObject({ returnCode: '200', bean: { line: { sku: plain.sku, done: 4 } } });
  expect(checkInvariants(db())).toEqual([]);
});

test('return station: a GS1 label books its batch, dates and serial on the return line as receiving does', async () => {
  const { plain, serial, key } = await gtinReceipt('1', 2, 1);
  expect((await post('/station/returnIn/open', { code: key })).returnCode).toBe('200');
  expect(await post('/station/returnIn/scan', { key, code: `0${plain.ean}`, gs1: { batch: 'R-7', expiry: '2027-09-30' } })).toMatchObject({ returnCode: '200', bean: { booked: 1, line: { sku: plain.sku, done: 1 } } });
  expect(one('SELECT qtyreceived, lottable02, lottable05 FROM receiptdetail WHERE receiptkey = ? AND sku = ?', key, plain.sku)).toEqual({ qtyreceived: 1, lottable02: 'R-7', lottable05: '2027-09-30 00:00:00' });
  // the blind return station, the serial-managed item: its serial comes back into stock with it
  const sn = `SN-RT-${randomUUID().slice(0, 8)}`;
  expect(await post('/station/returnScan/scan', { key, code: serial.ean, gs1: { serial: sn } })).toMatchObject({ returnCode: '200', bean: { booked: 1 } });
  expect(one('SELECT sku, receiptkey, status FROM serialnumber WHERE serialnumber = ?', sn)).toEqual({ sku: serial.sku, receiptkey: key, status: '1' });
  expect(await post('/station/returnScan/undo', { key, code: serial.ean, serial: sn })).toMatchObject({ returnCode: '200', bean: { booked: -1 } });
  expect(one('SELECT 1 AS n FROM serialnumber WHERE serialnumber = ?', sn)).toBeUndefined();
  expect(checkInvariants(db())).toEqual([]);
});

test('count station: a GS1 label counts its item by the GTIN, on the task whose stock holds its batch', async () => {
  // a location with stock of a GTIN item of OW001
  const stock = one(`SELECT s.loc, s.sku, s.lottable02, a.altsku FROM lotxlocxid s JOIN altsku a ON a.storerkey = s.storerkey AND a.sku = s.sku AND a.descr LIKE 'GTIN %'
    WHERE s.whseid = 'WH01' AND s.storerkey = 'OW001' AND s.qty > 0 ORDER BY s.id LIMIT 1`);
  if (!stock) throw new Error('no stock of a GTIN item');
  const cckey = String(((await post('/ccparenttask/op/generate', { ids: [], loc: String(stock.loc) })).bean as Body).cckey);
  const batch = typeof stock.lottable02 === 'string' && stock.lottable02 ? { batch: stock.lottable02 } : {};
  const counted = await post('/station/count/scan', { key: cckey, code: `0${String(stock.altsku)}`, qty: 4, gs1: batch });
  expect(counted).toMatchObject({ returnCode: '200', bean: { booked: 4, line: { sku: String(stock.sku) } } });
  expect(Number(one(`SELECT SUM(countqty) AS n FROM cctask WHERE parentkey = ? AND sku = ?`, cckey, String(stock.sku))?.n)).toBe(4);
  // a GTIN of no item here is refused, nothing counted
  const unknown = await post('/station/count/scan', { key: cckey, code: '06909999999994', gs1: {} });
  expect(unknown.returnCode).toBe('500');
  expect(String(unknown.returnMgr)).toContain('06909999999994');
  expect(await post('/station/count/undo', { key: cckey, code: `0${String(stock.altsku)}`, qty: 4 })).toMatchObject({ returnCode: '200' });
});
