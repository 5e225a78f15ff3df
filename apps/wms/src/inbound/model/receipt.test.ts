import { awaitsQc, blockedReason, exactMatch, openQty, statusAllows, toLines, type ReceiptOperation } from './receipt';
import { lineOf } from './testing';

describe('receipts', () => {
  it.each([
    ['ASN1', 'ASN1', 'ASN1'],
    [' asn1 ', 'ASN1', 'ASN1'],
    ['ASN1', 'ASN10', undefined],
    ['', 'ASN1', undefined],
  ])('typed %j against a list holding %j finds %j', (typed, stored, found) => {
    const rows = [{ receiptkey: stored }, { receiptkey: `${stored}0` }];
    expect(exactMatch(rows, 'receiptkey', typed)?.receiptkey).toBe(found);
  });

  it.each<[ReceiptOperation, string, boolean]>([
    ['receive', '0', true], ['receive', '1', true], ['receive', '2', false], ['receive', '4', false], ['receive', '9', false],
    ['barcodeLink', '3', true], ['barcodeLink', '4', false],
    ['barcodeLabels', '2', true], ['barcodeLabels', '3', false],
    ['reverse', '0', false], ['reverse', '1', true], ['reverse', '3', true], ['reverse', '4', false],
  ])('%s from status %s: %s', (operation, status, allowed) => {
    expect(statusAllows(operation, status)).toBe(allowed);
  });

  it.each([
    [['asn:reverse'], '2', undefined],
    [['asn:reverse'], '0', 'status'],
    [[], '2', 'permission'],
    [['asn:receive'], '2', 'permission'],
  ])('reverse with buttons %j on status %s is blocked by %j', (buttons, status, reason) => {
    expect(blockedReason('reverse', { status }, new Set(buttons))).toBe(reason);
  });

  it.each([
    [{ qcrequired: '1', qcstatus: '0', qtyreceived: 3 }, true],
    [{ qcrequired: '1', qcstatus: '0', qtyreceived: 0 }, false],
    [{ qcrequired: '1', qcstatus: '1', qtyreceived: 3 }, false],
    [{ qcrequired: '0', qcstatus: '0', qtyreceived: 3 }, false],
  ])('line %j awaits QC: %s', (overrides, awaits) => {
    expect(awaitsQc(lineOf(overrides))).toBe(awaits);
  });

  it('reads a receipt’s lines in line order, numbers as numbers, other receipts left out', () => {
    const rows = [
      { id: 2, receiptkey: 'ASN1', receiptlinenumber: '00002', sku: 'B', qtyexpected: '4', qtyreceived: '1' },
      { id: 9, receiptkey: 'ASN10', receiptlinenumber: '00001', sku: 'X', qtyexpected: 1, qtyreceived: 0 },
      { id: 1, receiptkey: 'ASN1', receiptlinenumber: '00001', sku: 'A', qtyexpected: 5, qtyreceived: 7 },
    ];
    const lines = toLines(rows, 'asn1');
    expect(lines.map((l) => [l.receiptlinenumber, l.qtyexpected, l.qtyreceived, openQty(l)])).toEqual([['00001', 5, 7, 0], ['00002', 4, 1, 3]]);
  });
});
