import { isBlankNew, lineFromRecord, linesProblems, lineToSave, LINES_SPECS, newLine } from './DocumentLines';

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
});
