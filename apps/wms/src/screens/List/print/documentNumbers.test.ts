import { documentNumber, documentNumbersOf } from './documentNumbers';

describe('the document number of a list row', () => {
  it('takes the list\'s document key before anything else', () => {
    expect(documentNumber({ id: 7, storerkey: 'OW001', receiptkey: 'ASN0000000012' })).toBe('ASN0000000012');
    expect(documentNumber({ id: 8, orderkey: 'SO01', storerkey: 'OW001' })).toBe('SO01');
  });

  it('falls back to another "...key" column, never the owner or the warehouse, then to the id', () => {
    expect(documentNumber({ id: 3, storerkey: 'OW001', whseid: 'WH01', adjustmentkey: 'ADJ9' })).toBe('ADJ9');
    expect(documentNumber({ id: 3, storerkey: 'OW001' })).toBe('3');
    expect(documentNumber({ storerkey: 'OW001', receiptkey: '  ' })).toBeUndefined();
  });

  it('lists the selection\'s numbers once each, in order', () => {
    expect(documentNumbersOf([{ receiptkey: 'B' }, { receiptkey: 'A' }, { receiptkey: 'B' }, { storerkey: 'x' }])).toEqual(['B', 'A']);
  });
});
