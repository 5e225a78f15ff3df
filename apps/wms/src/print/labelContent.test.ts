import { barcodeSvg, barcodeText } from '@wms/print/labels';
import { receiptLabels, recordLabels, ssccOf, waybillLabels, type FieldName } from './labelContent';

const name: FieldName = (key) => key;
const report = { name: '托盘标签', reportkey: 'RPT_LABEL_LPN', copies: 2 };

describe('label contents', () => {
  it('prints a receipt label a copy, with the item barcode, GS1 (241)(10) and the line, each drawable', () => {
    const labels = receiptLabels([{ receiptkey: 'ASN0000000001', line: '00001', storerkey: 'OW004', sku: 'FO000531', descr: '速冻水饺', qty: 381, lot: 'LOT000000001', barcode: 'FO000531', copies: 2 }], report, name);
    expect(labels.map((l) => l.id)).toEqual(['ASN0000000001-00001-1', 'ASN0000000001-00001-2']);
    expect(labels[0]?.barcodes.map(barcodeText)).toEqual(['FO000531', '(241)FO000531(10)LOT000000001', 'ASN0000000001-00001']);
    expect(labels[0]?.fields).toContainEqual({ name: 'sku', value: 'FO000531 速冻水饺' });
    for (const b of labels[0]?.barcodes ?? []) expect(barcodeSvg(b).svg).toMatch(/^<svg/);
  });
  it('leaves GS1 out where the data is not GS1 text, and keeps the item barcode', () => {
    const [label] = receiptLabels([{ receiptkey: 'A', line: '1', storerkey: '', sku: '水饺', descr: '', qty: 1, lot: '', barcode: '6901234567892', copies: 1 }], report, name);
    expect(label?.barcodes.map((b) => b.kind)).toEqual(['code128', 'qrcode']);
  });
  it('gives waybills the SSCC of their order, valid for bwip-js', () => {
    const [label] = waybillLabels([{ docid: 'WV1-LB-SO0000000007', kind: 'label', orderkey: 'SO0000000007', printed: false, lines: 2, qty: 5 }, { docid: 'WV1-PL', kind: 'picklist', orderkey: '', printed: false, lines: 9, qty: 9 }], 'WV1', { name: '快递面单' }, name);
    expect(label?.barcodes.map(barcodeText)).toEqual([`(00)${ssccOf('SO0000000007')}`, 'SO0000000007', 'WV1-LB-SO0000000007']);
    expect(ssccOf('SO0000000007')).toMatch(/^06901234000000007\d$/);
    for (const b of label?.barcodes ?? []) expect(() => barcodeSvg(b)).not.toThrow();
  });
  it('prints a list row as many copies as the report says, pallets with their SSCC, locations by their code', () => {
    const rows = new Map([['ASN0000000003', { id: 3, receiptkey: 'ASN0000000003', storerkey: 'OW001' }]]);
    const labels = recordLabels(report, ['ASN0000000003'], rows, name);
    expect(labels).toHaveLength(2);
    expect(labels[0]?.barcodes.map((b) => b.kind)).toEqual(['gs1-128', 'code128']);
    expect(labels[0]?.fields).toContainEqual({ name: 'owner', value: 'OW001' });
    const loc = recordLabels({ name: '库位标签', reportkey: 'RPT_LOC', copies: 1 }, ['A-01-01-1'], new Map([['A-01-01-1', { id: 1, loc: 'A-01-01-1' }]]), name);
    expect(loc[0]?.barcodes).toEqual([{ kind: 'code128', value: 'A-01-01-1' }, { kind: 'qrcode', value: 'A-01-01-1' }]);
  });
});
