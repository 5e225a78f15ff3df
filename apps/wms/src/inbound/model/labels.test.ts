import { labelDocuments, labelsOf, labelTotals, receiptNumbers } from './labels';

describe('receipt-barcode labels', () => {
  it('reads the labels of the operation’s answer, dropping malformed entries', () => {
    const labels = labelsOf({ done: 1, labels: [{ receiptkey: 'ASN1', line: '00001', sku: 'S', qty: 3, copies: 3, barcode: 'S' }, { line: '00002' }, 'x', { receiptkey: 'ASN1', line: '00003', copies: 0 }] });
    expect(labels.map((l) => [l.line, l.copies])).toEqual([['00001', 3], ['00003', 1]]);
  });

  it.each([
    [[], []],
    [[{ receiptkey: 'ASN1', line: '00001', copies: 1 }], ['ASN1-00001-1']],
    [[{ receiptkey: 'ASN1', line: '00001', copies: 2 }, { receiptkey: 'ASN2', line: '00003', copies: 1 }], ['ASN1-00001-1', 'ASN1-00001-2', 'ASN2-00003-1']],
  ])('labels %j print documents %j (one a copy, never the same twice)', (labels, documents) => {
    expect(labelDocuments(labels)).toEqual(documents);
    expect(labelTotals(labels as { copies: number }[]).copies).toBe(documents.length);
  });

  it.each([
    ['ASN1\nASN2', ['ASN1', 'ASN2']],
    [' asn1, ASN2；ASN1 ', ['ASN1', 'ASN2']],
    ['', []],
  ])('receipt numbers of %j: %j', (typed, numbers) => {
    expect(receiptNumbers(typed)).toEqual(numbers);
  });
});
