import type { FieldRules } from '@wms/api';
import { isBlankNew, lineFromRecord, lineProblem, linesProblems, lineToSave, LINES_SPECS, newLine, requiredLineFields } from './documentLines';

const asn = LINES_SPECS.asn;
const orders = LINES_SPECS.orders;

describe('a document’s lines in its drawer', () => {
  it('needs the item and a quantity above 0 on every open line; a line under way is not checked', () => {
    const blank = newLine(asn);
    expect(isBlankNew(blank)).toBe(true);
    expect(linesProblems(asn, [blank])).toBe(2);
    const typed = { ...blank, values: { ...blank.values, sku: 'AP0001', qtyexpected: '0' } };
    expect(isBlankNew(typed)).toBe(false);
    expect(linesProblems(asn, [typed])).toBe(1);
    expect(linesProblems(asn, [{ ...typed, values: { ...typed.values, qtyexpected: '2.5' } }])).toBe(0);
    expect(linesProblems(asn, [{ ...typed, values: { ...typed.values, qtyexpected: '-1' } }])).toBe(1);
    expect(linesProblems(asn, [{ ...typed, values: { ...typed.values, qtyexpected: 'abc' } }])).toBe(1);
    expect(linesProblems(asn, [{ ...blank, locked: true }])).toBe(0);
  });

  it('reads a stored line, locked once it is under way, and sends back its id and typed fields only', () => {
    const stored = lineFromRecord(orders, { id: 7, orderkey: 'SO1', orderlinenumber: '00002', sku: 'AP0001', qtyordered: 3, qtyallocated: 0, lot: '' });
    expect(stored).toMatchObject({ id: 7, number: '00002', locked: false, values: { sku: 'AP0001', qtyordered: '3', lot: '' } });
    expect(lineToSave(orders, stored)).toEqual({ id: 7, sku: 'AP0001', qtyordered: 3 });
    expect(lineFromRecord(orders, { id: 8, sku: 'AP0002', qtyordered: 3, qtyallocated: 1 }).locked).toBe(true);
    expect(lineFromRecord(asn, { id: 9, sku: 'AP0002', qtyexpected: 3, qtyreceived: 2 }).locked).toBe(true);
    const fresh = newLine(orders);
    expect(lineToSave(orders, { ...fresh, values: { ...fresh.values, sku: ' AP0003 ', qtyordered: '4' } })).toEqual({ sku: 'AP0003', qtyordered: 4 });
  });

  it('judges a line by the server\u2019s rules of the lines when it has them, in the server\u2019s words', () => {
    // as served with the ASN's column configuration (lineFieldRules)
    const rules: FieldRules = {
      sku: [{ kind: 'required', message: 'Item: cannot be empty' }, { kind: 'maxLength', max: 50, message: 'Item: at most 50 characters' }, { kind: 'lookup', checkedBy: 'server', message: 'Item: unknown' }],
      qtyexpected: [{ kind: 'required', message: 'Expected qty: cannot be empty' }, { kind: 'number', message: 'Expected qty: not a number' }, { kind: 'range', min: 0, minExclusive: true, max: 999_999_999, message: 'Expected qty: must be above 0' }, { kind: 'scale', scale: 0, message: 'Expected qty: a whole number' }],
      lottable02: [{ kind: 'maxLength', max: 5, message: 'Batch: at most 5 characters' }],
    };
    const line = newLine(asn);
    const typed = { ...line, values: { ...line.values, sku: 'AP0001', qtyexpected: '2.5', lottable02: 'B-2026-01' } };
    // the rules the built-in check did not know: a whole quantity, the batch's length
    expect(lineProblem(asn, typed, 'qtyexpected', rules)).toEqual({ message: 'Expected qty: a whole number' });
    expect(lineProblem(asn, typed, 'lottable02', rules)).toEqual({ message: 'Batch: at most 5 characters' });
    expect(lineProblem(asn, typed, 'sku', rules)).toBeUndefined();
    expect(linesProblems(asn, [typed], rules)).toBe(2);
    expect(linesProblems(asn, [typed])).toBe(0);
    expect(lineProblem(asn, line, 'sku', rules)).toEqual({ message: 'Item: cannot be empty' });
    expect(linesProblems(asn, [{ ...typed, values: { ...typed.values, qtyexpected: '3', lottable02: 'B1' } }], rules)).toBe(0);
    // what is marked required follows the rules
    expect([...requiredLineFields(asn, rules)]).toEqual(['sku', 'qtyexpected']);
    expect([...requiredLineFields(asn, { ...rules, lottable02: [{ kind: 'required', message: 'Batch: cannot be empty' }] })]).toEqual(['sku', 'qtyexpected', 'lottable02']);
    // a quantity the server does not call required, but whose blank (0) its range refuses, is marked too
    expect([...requiredLineFields(asn, { ...rules, qtyexpected: [{ kind: 'range', min: 0, minExclusive: true, max: 999_999_999, message: 'Expected qty: must be above 0' }] })]).toEqual(['sku', 'qtyexpected']);
  });
});
