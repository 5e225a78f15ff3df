import { GS, gs1CheckDigit, gs1CheckDigitValid, gs1Date, gtinForms, parseGs1, type Gs1Result } from './gs1';

/** 2026-11-28, the century rule's reference in these tests. */
const today = new Date(Date.UTC(2026, 10, 28));
const read = (text: string, symbology?: string): Gs1Result => parseGs1(text, { today, ...(symbology ? { symbology } : {}) });
const data = (text: string, symbology?: string) => {
  const result = read(text, symbology);
  if (result.kind !== 'gs1') throw new Error(`not read as GS1: ${JSON.stringify(result)}`);
  return result.data;
};

describe('GS1 element strings: the General Specifications examples', () => {
  test('(01)09521234543213(10)AB-123 in brackets, with GS, and after ]C1', () => {
    const expected = { gtin: '09521234543213', batch: 'AB-123' };
    expect(data('(01)09521234543213(10)AB-123')).toEqual(expected);
    expect(data('0109521234543213' + '10AB-123')).toEqual(expected);
    expect(data(']C10109521234543213' + '10AB-123')).toEqual(expected);
    expect(read(']C10109521234543213' + '10AB-123')).toMatchObject({ symbology: 'gs1-128', elements: [{ ai: '01', value: '09521234543213' }, { ai: '10', value: 'AB-123' }] });
  });

  test('(01)09521234543213(3103)000123: a measure of the predefined-length table needs no separator', () => {
    expect(read('0109521234543213' + '3103000123' + '10L1')).toMatchObject({ kind: 'gs1', elements: [{ ai: '01' }, { ai: '3103', value: '000123' }, { ai: '10', value: 'L1' }] });
  });

  test('(00) SSCC with its check digit', () => {
    expect(data('(00)095201234567891235')).toEqual({ sscc: '095201234567891235' });
    expect(data(']C100106141411234567897')).toEqual({ sscc: '106141411234567897' });
  });

  test('(02) content and (37) count of a logistic unit; (30) count', () => {
    expect(data(']C1' + '0209521234543213' + '3712' + GS + '10B9')).toEqual({ content: '09521234543213', count: 12, batch: 'B9' });
    expect(data('(01)09521234543213(30)24')).toEqual({ gtin: '09521234543213', count: 24 });
  });

  test('a variable-length AI ends at GS; without the separator it runs to the end of the data', () => {
    // ]d2 GS1 DataMatrix: GTIN, expiry, batch (GS), serial
    expect(data(']d2' + '0109521234543213' + '17280430' + '10LOT42' + GS + '21SN-0001')).toEqual({ gtin: '09521234543213', expiry: '2028-04-30', batch: 'LOT42', serial: 'SN-0001' });
    // the same element string without the GS: the batch swallows what follows (as a reader must)
    expect(data(']d2' + '0109521234543213' + '17280430' + '10LOT42' + '21SN-0001')).toEqual({ gtin: '09521234543213', expiry: '2028-04-30', batch: 'LOT4221SN-0001' });
    // a GS1 QR code, a leading FNC1 (GS) and a trailing GS are tolerated
    expect(data(']Q3' + GS + '0109521234543213' + '21ABC' + GS)).toEqual({ gtin: '09521234543213', serial: 'ABC' });
    expect(data(']e0' + '0109521234543213' + '11260115')).toEqual({ gtin: '09521234543213', produced: '2026-01-15' });
  });

  test('dates: 11, 13, 15 and 17 as ISO dates; DD 00 is the last day of the month', () => {
    expect(data('(01)09521234543213(11)250101(13)250102(15)270228(17)270200')).toEqual({
      gtin: '09521234543213', produced: '2025-01-01', packed: '2025-01-02', bestBefore: '2027-02-28', expiry: '2027-02-28',
    });
    expect(data('(01)09521234543213(17)280200').expiry).toBe('2028-02-29');
    expect(read('(01)09521234543213(17)270230')).toEqual({ kind: 'invalid', error: { code: 'date', ai: '17', value: '270230' } });
    expect(read('(01)09521234543213(17)271301')).toMatchObject({ kind: 'invalid', error: { code: 'date' } });
  });

  test('the century rule: a year within 49 years back and 50 ahead of today', () => {
    expect(gs1Date('760101', today)).toBe('2076-01-01'); // 50 ahead
    expect(gs1Date('770101', today)).toBe('1977-01-01'); // 51 ahead → last century
    expect(gs1Date('990101', today)).toBe('1999-01-01');
    expect(gs1Date('010101', today)).toBe('2001-01-01');
    expect(gs1Date('250101', new Date(Date.UTC(2099, 0, 1)))).toBe('2125-01-01'); // 74 back → next century
    expect(gs1Date('500101', new Date(Date.UTC(2099, 0, 1)))).toBe('2050-01-01'); // 49 back: this century
    expect(gs1Date('490101', new Date(Date.UTC(2099, 0, 1)))).toBe('2149-01-01'); // 50 back → next century
  });

  test('a wrong check digit is an error, not an exception', () => {
    expect(read('(01)09521234543214(10)AB-123')).toEqual({ kind: 'invalid', error: { code: 'checkDigit', ai: '01', value: '09521234543214' } });
    expect(read(']C1' + '00095201234567891236')).toMatchObject({ kind: 'invalid', error: { code: 'checkDigit', ai: '00' }, symbology: 'gs1-128' });
  });

  test('unknown AIs, short fixed values, long variable ones, bad characters and duplicates', () => {
    expect(read(']C1' + '0409521234543213')).toMatchObject({ kind: 'invalid', error: { code: 'unknownAi', value: '04' } });
    expect(read(']C1' + '01095212345')).toMatchObject({ kind: 'invalid', error: { code: 'length', ai: '01' } });
    expect(read(']C1' + '010952123' + GS + '10A')).toMatchObject({ kind: 'invalid', error: { code: 'length', ai: '01', value: '0952123' } });
    expect(read('(10)' + 'A'.repeat(21))).toMatchObject({ kind: 'invalid', error: { code: 'length', ai: '10' } });
    expect(read('(10)AB 12')).toMatchObject({ kind: 'invalid', error: { code: 'format', ai: '10' } });
    expect(read('(30)12a')).toMatchObject({ kind: 'invalid', error: { code: 'format', ai: '30' } });
    expect(read('(10)A(10)B')).toMatchObject({ kind: 'invalid', error: { code: 'duplicate', ai: '10' } });
    expect(read(']C1')).toEqual({ kind: 'invalid', error: { code: 'empty' }, symbology: 'gs1-128' });
    expect(read('(01)x')).toMatchObject({ kind: 'invalid' });
  });

  test('a code that is not GS1 falls through unchanged', () => {
    for (const code of ['FO000001', 'ASN0000012', '6901234567892', '3*FO000001', '0109521234543214', '01ABC', '(note)', '']) {
      expect(read(code)).toEqual({ kind: 'notGs1', text: code });
    }
    // another symbology's identifier (EAN-13, plain Code 128) is taken off, the rest falls through
    expect(read(']E06901234567892')).toEqual({ kind: 'notGs1', text: '6901234567892', symbology: ']E0' });
    expect(read(']C0FO000001')).toEqual({ kind: 'notGs1', text: 'FO000001', symbology: ']C0' });
  });

  test('a bare element string (a wedge that drops FNC1 and identifiers) is GS1 when it reads in full from a valid GTIN', () => {
    expect(data('0109521234543213')).toEqual({ gtin: '09521234543213' });
    expect(data('010952123454321317280430' + '10AB')).toEqual({ gtin: '09521234543213', expiry: '2028-04-30', batch: 'AB' });
  });

  test("the decoder's symbology says GS1 without a prefix in the text", () => {
    expect(read('0109521234543213' + '10X', 'gs1_datamatrix')).toMatchObject({ kind: 'gs1', symbology: 'gs1-datamatrix', data: { batch: 'X' } });
    expect(read('0109521234543213' + '10X', ']Q3')).toMatchObject({ kind: 'gs1', symbology: 'gs1-qr' });
    expect(read('FO000001', 'code_128')).toEqual({ kind: 'notGs1', text: 'FO000001' });
  });
});

describe('GS1 keys', () => {
  test('mod-10 check digits', () => {
    expect(gs1CheckDigitValid('09521234543213')).toBe(true);
    expect(gs1CheckDigitValid('6901234567892')).toBe(true);
    expect(gs1CheckDigitValid('6901234567893')).toBe(false);
    expect(gs1CheckDigit('690123456789')).toBe('2');
    expect(gs1CheckDigit('0952123454321')).toBe('3');
  });

  test('the GTIN forms an alternative code may hold', () => {
    expect(gtinForms('06901234567892')).toEqual(['06901234567892', '6901234567892']);
    expect(gtinForms('00012345600012')).toEqual(['00012345600012', '0012345600012', '012345600012']);
    expect(gtinForms('00000096385074')).toEqual(['00000096385074', '0000096385074', '000096385074', '96385074']);
    expect(gtinForms('09521234543213')).toEqual(['09521234543213', '9521234543213']);
    expect(gtinForms('FO1')).toEqual(['FO1']);
  });
});
