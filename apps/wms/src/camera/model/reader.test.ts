import { scanText } from './reader';

const GS = String.fromCharCode(29);

describe('the text a camera read hands to a scan field', () => {
  it('puts a GS1 symbol behind its symbology identifier, its group separators kept', () => {
    expect(scanText({ text: `010950110153000310B7${GS}17271231`, format: 'code_128', symbology: ']C1' })).toBe(`]C1010950110153000310B7${GS}17271231`);
    expect(scanText({ text: '010950110153000321SN12345', format: 'data_matrix', symbology: ']d2' })).toBe(']d2010950110153000321SN12345');
    expect(scanText({ text: '0109501101530003', format: 'qr_code', symbology: ']Q3' })).toBe(']Q30109501101530003');
  });

  it('gives any other code as read, as a wedge scanner types it', () => {
    expect(scanText({ text: 'SKU-0001', format: 'code_128', symbology: ']C0' })).toBe('SKU-0001');
    expect(scanText({ text: '6901000000011', format: 'ean_13', symbology: ']E0' })).toBe('6901000000011');
    expect(scanText({ text: 'SKU-0001', format: 'code_128' })).toBe('SKU-0001');
  });
});
