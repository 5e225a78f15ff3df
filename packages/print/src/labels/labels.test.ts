import { barcodeSvg } from './barcodeSvg';
import { layoutLabel, MIN_MODULE_MM } from './layout';
import { gs1CheckDigit, gs1Text, mmToPx, parseLabelSize, sscc, type Label } from './model';
import { labelPrintCss } from './LabelPages';
import { labelToZpl, labelsToZpl, zplText } from './zpl';

const label: Label = {
  id: 'ASN1-00001-1',
  title: '收货标签 ASN0000000001',
  fields: [{ name: '商品', value: 'FO000531 冷冻水饺' }, { name: 'Lot', value: 'LOT000000001' }],
  barcodes: [
    { kind: 'code128', value: 'FO000531' },
    { kind: 'gs1-128', elements: [['241', 'FO000531'], ['10', 'LOT000000001']] },
    { kind: 'qrcode', value: 'ASN0000000001-00001' },
  ],
};

describe('label sizes', () => {
  it.each([
    ['100x60', { widthMm: 100, heightMm: 60 }],
    ['100×60mm', { widthMm: 100, heightMm: 60 }],
    ['4x6in', { widthMm: 101.6, heightMm: 152.4 }],
    ['4 x 6 in', { widthMm: 101.6, heightMm: 152.4 }],
    ['101.6*152.4', { widthMm: 101.6, heightMm: 152.4 }],
  ])('reads %s', (text, size) => {
    expect(parseLabelSize(text)).toEqual(size);
  });
  it.each(['', 'A4', '100', '10x10', '1000x60', '100x60cm'])('takes %p as no label size', (text) => {
    expect(parseLabelSize(text)).toBeUndefined();
  });
  it('gives CSS pixels at 96 an inch', () => {
    expect(mmToPx(25.4)).toBe(96);
    expect(mmToPx(100)).toBeCloseTo(377.95, 2);
  });
});

describe('GS1', () => {
  it('writes elements in their readable form and computes check digits', () => {
    expect(gs1Text([['00', '106141411234567897'], ['10', 'A1']])).toBe('(00)106141411234567897(10)A1');
    // GS1's own example SSCC: 1 0614141 123456789 7.
    expect(gs1CheckDigit('10614141123456789')).toBe('7');
    expect(sscc('0614141', 'LPN123456789', '1')).toBe('106141411234567897');
    expect(sscc('6901234', '42')).toMatch(/^0690123400000004\d\d$/);
  });
  it('refuses a GS1 element bwip-js finds wrong (a bad SSCC check digit) instead of drawing it', () => {
    expect(() => barcodeSvg({ kind: 'gs1-128', elements: [['00', '106141411234567890']] })).toThrow(/check/i);
  });
});

describe('barcodes and layout', () => {
  it('draws each symbology as SVG with its module count', () => {
    const code = barcodeSvg({ kind: 'code128', value: 'A' });
    expect(code.svg).toMatch(/^<svg preserveAspectRatio="none" viewBox/);
    expect(code.modules).toBe(46); // start, A, check (11 each) and stop (13)
    expect(barcodeSvg({ kind: 'qrcode', value: 'A' }).modules).toBe(21); // version 1
  });
  it('lays a label out inside its size, every 1-D module at least the minimum', () => {
    const size = { widthMm: 100, heightMm: 60 };
    const layout = layoutLabel(label, size, (b) => barcodeSvg(b).modules);
    expect(layout.fits).toBe(true);
    for (const box of layout.barcodes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.widthMm);
      expect(box.y + box.height).toBeLessThanOrEqual(size.heightMm);
      if (box.barcode.kind !== 'qrcode') expect(box.module).toBeGreaterThanOrEqual(MIN_MODULE_MM);
    }
    expect(layout.barcodes.find((b) => b.barcode.kind === 'gs1-128')?.caption?.text).toBe('(241)FO000531(10)LOT000000001');
  });
  it('says when a label is too small for its barcodes', () => {
    const long: Label = { ...label, barcodes: [{ kind: 'code128', value: 'X'.repeat(80) }] };
    expect(layoutLabel(long, { widthMm: 30, heightMm: 20 }, (b) => barcodeSvg(b).modules).fits).toBe(false);
  });
  it('prints one label a page at the label size, the app hidden', () => {
    const css = labelPrintCss({ widthMm: 101.6, heightMm: 152.4 });
    expect(css).toContain('@page { size: 101.6mm 152.4mm; margin: 0; }');
    expect(css).toContain('body > :not([data-wms-print-root]) { display: none !important; }');
  });
});

describe('ZPL', () => {
  it('escapes the control characters of data, so a value never becomes a command', () => {
    expect(zplText('A^XZ~JA_1')).toBe('A_5EXZ_7EJA_5F1');
  });
  it('writes one format a label at the printer resolution, Chinese in the CJK font, GS1 in UCC/EAN mode', () => {
    const zpl = labelToZpl(label, { widthMm: 100, heightMm: 60 });
    expect(zpl.startsWith('^XA\n^CI28\n^PW800\n^LL480')).toBe(true);
    expect(zpl.endsWith('^XZ')).toBe(true);
    expect(zpl).toMatch(/\^A@N,\d+,\d+,E:SIMSUN\.TTF\^FB\d+,1,0,L\^FH\^FD收货标签 ASN0000000001\^FS/);
    expect(zpl).toMatch(/\^BCN,\d+,N,N,N,D\^FD\(241\)FO000531\(10\)LOT000000001\^FS/);
    expect(zpl).toMatch(/\^BCN,\d+,N,N,N,A\^FH\^FDFO000531\^FS/);
    expect(zpl).toMatch(/\^BQN,2,\d+\^FH\^FDMA,ASN0000000001-00001\^FS/);
    expect(labelToZpl(label, { widthMm: 100, heightMm: 60 }, { dpmm: 12 })).toContain('^PW1200');
  });
  it('puts FNC1 after variable-length elements of a GS1 Data Matrix only', () => {
    const zpl = labelToZpl({ ...label, barcodes: [{ kind: 'gs1-datamatrix', elements: [['01', '06901234567892'], ['10', 'L1'], ['21', 'S1']] }] }, { widthMm: 100, heightMm: 60 });
    expect(zpl).toContain('^FD_10106901234567892' + '10L1_121S1^FS');
  });
  it('writes the formats of several labels in order', () => {
    const zpl = labelsToZpl([label, { ...label, id: '2', title: 'Second' }], { widthMm: 100, heightMm: 60 });
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl.indexOf('Second')).toBeGreaterThan(zpl.indexOf('收货标签'));
  });
});
