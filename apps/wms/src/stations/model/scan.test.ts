import type { StationDoc } from '@wms/api';
import { cartonsOf, parseQuantity, parseScan, progressOf } from './scan';

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
