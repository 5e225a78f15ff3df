import type { StationDoc } from '@wms/api';
import { cartonsOf, parseQuantity, parseScan, progressOf, readGs1 } from './scan';

describe('parseScan', () => {
  it('reads a scanner code, dropping the blanks and control characters a scanner adds', () => {
    expect(parseScan('  6901000000011\r')).toEqual({ kind: 'code', code: '6901000000011' });
    expect(parseScan('\u0002SKU-1001\u0003')).toEqual({ kind: 'code', code: 'SKU-1001' });
    expect(parseScan('   ')).toEqual({ kind: 'empty' });
  });
  it('reads a quantity prefix "3*code" and refuses a zero quantity', () => {
    expect(parseScan('3*6901000000011')).toEqual({ kind: 'code', code: '6901000000011', qty: 3 });
    expect(parseScan('0*6901000000011')).toEqual({ kind: 'invalid', reason: 'qty' });
  });
  it('accepts only a positive number as a weight', () => {
    expect(parseScan('1.25', 'weight')).toEqual({ kind: 'weight', weight: 1.25 });
    expect(parseScan('abc', 'weight')).toEqual({ kind: 'invalid', reason: 'weight' });
    expect(parseScan('1e3', 'weight')).toEqual({ kind: 'invalid', reason: 'weight' });
    expect(parseScan('0', 'weight')).toEqual({ kind: 'invalid', reason: 'weight' });
    expect(parseScan('-2', 'weight')).toEqual({ kind: 'invalid', reason: 'weight' });
  });
  it('reads a quantity for the next scan', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity('1.5')).toBeUndefined();
    expect(parseQuantity('0')).toBeUndefined();
  });
});

const doc = (blind: boolean): StationDoc => ({
  station: 'pack', key: 'SO1', title: 'SO1', status: '10', statusName: '', blind,
  lines: [
    { lineKey: '1', sku: 'A', descr: 'a', done: 2, expected: 4, carton: 'CTN1' },
    { lineKey: '2', sku: 'B', descr: 'b', done: 1, expected: 1, carton: 'CTN1' },
    { lineKey: '3', sku: 'C', descr: 'c', done: 1, expected: 3, carton: 'CTN2' },
  ],
  totals: { expected: 8, done: 4 }, complete: false,
});

describe('progress and cartons', () => {
  it('shows done of expected, and only done on a blind document', () => {
    expect(progressOf(doc(false))).toEqual({ done: 4, expected: 8, percent: 50 });
    expect(progressOf(doc(true))).toEqual({ done: 4 });
  });
  it('counts the pieces of each carton', () => {
    expect(cartonsOf(doc(false))).toEqual([{ carton: 'CTN1', pieces: 3 }, { carton: 'CTN2', pieces: 1 }]);
  });
});

describe('readGs1: a GS1 label as a station books it', () => {
  test('GTIN, SSCC, count and the body fields; (02) with (37) is the content and its count; (15) stands in for a missing (17)', () => {
    expect(readGs1(']C10106901000000011' + '17280430' + '10B-1\u001d21SN-1')).toEqual({ kind: 'gs1', gtin: '06901000000011', fields: { batch: 'B-1', expiry: '2028-04-30', serial: 'SN-1' } });
    expect(readGs1('(00)095201234567891235(02)06901000000011(37)12(15)280400')).toEqual({ kind: 'gs1', sscc: '095201234567891235', gtin: '06901000000011', count: 12, fields: { expiry: '2028-04-30' } });
    expect(readGs1('(01)06901000000011(30)0')).toEqual({ kind: 'gs1', gtin: '06901000000011', fields: {} });
  });

  test('errors carry their AI and value; other codes come back to the parse rules', () => {
    expect(readGs1(']d20106901000000012')).toEqual({ kind: 'invalid', code: 'checkDigit', ai: '01', value: '06901000000012' });
    expect(readGs1(']C1')).toEqual({ kind: 'invalid', code: 'empty', ai: '', value: '' });
    expect(readGs1('3*6901000000011')).toEqual({ kind: 'code', text: '3*6901000000011' });
    expect(readGs1('6901000000011', 'ean_13')).toEqual({ kind: 'code', text: '6901000000011' });
    expect(readGs1('0106901000000011', 'gs1_datamatrix')).toMatchObject({ kind: 'gs1', gtin: '06901000000011' });
  });
});
