import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync, constants } from 'node:zlib';
import { hostileFile, seeded } from './hostileFiles';
import { parseWorkbook, type ImportTemplateShape, type ParseOptions } from './parseWorkbook';
import { handWorkbook, rawWorkbook, sheetjsWorkbook, templateOf } from './workbookFixtures';

const SHEETJS: ParseOptions = { reader: 'sheetjs' };

/*
 * The streaming .xlsx reader (@wms/workbook) as the import preview uses it: parseWorkbook over its
 * reading against parseWorkbook over SheetJS's. The package's own test holds its rows of text to
 * SheetJS's; this one, the rows the preview checks and shows, on hostile workbooks and on
 * workbooks as other tools write them.
 */
describe('the streaming .xlsx reader', () => {
  // The oracle: parseWorkbook over SheetJS's reading of the same bytes (the reader before this one).
  it.each([
    ['written by SheetJS (strings, numbers, dates and formats, booleans, formulas, errors, gaps, several sheets, shared strings or not)', sheetjsWorkbook, 400],
    ['written by hand (rich text and phonetic runs, inline strings, cells and rows without r, x: prefixes, shared formulas, t=d and t=e, built-in, implicit and custom formats, the 1904 date system)', handWorkbook, 600],
  ])('gives what SheetJS gave for generated workbooks %s', (_, make, runs) => {
    const random = seeded(20261127);
    const system = seeded(1904);
    let read = 0;
    for (let n = 0; n < runs; n++) {
      const { bytes, template } = make(random, system);
      const expected = parseWorkbook(bytes, template, undefined, SHEETJS);
      const actual = parseWorkbook(bytes, template);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`workbook ${String(n)}: ${firstDifference(actual, expected)} ${JSON.stringify(expected).slice(0, 200)}`);
      if (actual.ok) read++;
    }
    // Most of them are read, not refused: the comparison is of rows and cells.
    expect(read).toBeGreaterThan(runs * 0.6);
  });

  /*
   * Workbooks as other tools write them (writerFixtures/, with the scripts that made them):
   * openpyxl (inline strings; serial dates and ISO t="d" dates), XlsxWriter (shared strings, and
   * inline strings in its constant-memory mode), ExcelJS (shared strings, and t="str" from its
   * streaming writer), LibreOffice Calc (from a CSV and from a flat ODS), in the 1900 and the
   * 1904 date system; the 1904 option also as WPS ("true") and Excel for Mac ("1") write it.
   * Every sheet's first row holds 1999-12-31 in f2 and 2026-01-15 10:20:30 in f3.
   */
  const writers = join(__dirname, 'writerFixtures');
  const written = readdirSync(writers).filter((name) => name.endsWith('.xlsx')).sort();
  it('has a workbook from each writer, the 1904 date system among them', () => {
    expect(new Set(written.map((name) => name.split('-')[0]))).toEqual(new Set(['exceljs', 'libreoffice', 'mac', 'openpyxl', 'wps', 'xlsxwriter']));
    expect(written.filter((name) => name.includes('1904')).length).toBeGreaterThanOrEqual(7);
  });
  it.each(written)('reads %s as SheetJS does, its dates as written', (name) => {
    const bytes = new Uint8Array(readFileSync(join(writers, name)));
    const template = templateOf([6], 2);
    const actual = parseWorkbook(bytes, template);
    const expected = parseWorkbook(bytes, template, undefined, SHEETJS);
    if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`${name}: ${firstDifference(actual, expected)}`);
    const first = actual.ok ? actual.sheets[0]?.rows[0] : undefined;
    // A 1904-system workbook's dates read as written, not 4 years and a day early (1995-12-30).
    expect({ f0: first?.f0, f2: first?.f2, f3: first?.f3 }).toEqual({ f0: 'OW001', f2: '1999-12-31', f3: '2026-01-15 10:20:30' });
    expect(actual.ok && actual.sheets[0]?.rows.length).toBe(name.startsWith('xlsxwriter') || name.includes('style') ? 6 : 5);
  });

  it('reads the 24 hostile workbooks to the same refusal or result as SheetJS', () => {
    const random = seeded(20261125);
    const template: ImportTemplateShape = { sheetType: '1', startRow: 2, sheets: [[{ code: 'storerkey', names: [], required: true }, { code: 'sku', names: [] }, { code: 'qty', names: [], kind: 'number' }]] };
    for (let n = 0; n < 24; n++) {
      const file = hostileFile(random, n);
      const actual = parseWorkbook(file.bytes, template);
      expect([file.kind, actual]).toEqual([file.kind, parseWorkbook(file.bytes, template, undefined, SHEETJS)]);
    }
  });

  const template: ImportTemplateShape = { sheetType: '1', startRow: 2, sheets: [[{ code: 'sku', names: [] }, { code: 'qty', names: [] }]] };
  const head = '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>sku</t></is></c><c r="B1" t="inlineStr"><is><t>qty</t></is></c></row>';
  /**
   * A deflated sheet part of `head`, then `repeat` copies of `body` (each deflated on its own
   * and flushed, so the copies chain into one stream without deflating gigabytes), then the end.
   */
  const bomb = (body: string, repeat: number): Uint8Array => {
    const flush = { finishFlush: constants.Z_FULL_FLUSH };
    const one = deflateRawSync(Buffer.from(body), flush);
    const parts = [deflateRawSync(Buffer.from(head), flush), ...Array.from({ length: repeat }, () => one), deflateRawSync(Buffer.from('</sheetData></worksheet>'))];
    return new Uint8Array(Buffer.concat(parts));
  };

  it('refuses a zip bomb (a sheet that inflates to 4 GiB of nothing) as unreadable, without inflating it all', () => {
    const bytes = rawWorkbook([{ name: 'S1', xml: new Uint8Array(0) }]);
    const sheet = bomb(' '.repeat(1 << 20), 4096);
    // The progress is the share of the compressed sheet read (900 of 1000 when all of it is):
    // the reader stops at its 256 MiB limit, a sixteenth of the 4 GiB, not at the end.
    let read = 0;
    const result = parseWorkbook(deflatedSheet(bytes, sheet), template, (done) => { read = Math.max(read, done); });
    expect(result).toEqual({ ok: false, refusal: { key: 'unreadable' } });
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(900 / 8);
  });

  it('refuses a sheet of millions of rows as too many rows, at the limit, reading no further', () => {
    const bytes = rawWorkbook([{ name: 'S1', xml: new Uint8Array(0) }]);
    const rows = Array.from({ length: 1000 }, () => '<row><c t="inlineStr"><is><t>A</t></is></c><c><v>1</v></c></row>').join('');
    // 1000 × 4000 rows, ~200 MB of XML; allowed to inflate 16 MB only, it still ends with tooManyRows.
    const result = parseWorkbook(deflatedSheet(bytes, bomb(rows, 4000)), template, undefined, { limits: { rows: 10_000 }, maxPartBytes: 16 * 1024 * 1024 });
    expect(result).toEqual({ ok: false, refusal: { key: 'tooManyRows', max: 10_000 } });
  });

  it.each([
    ['a cell', '<row r="2"><c r="A2" t="inlineStr"><is><t>'],
    ['a start tag', '<row r="2"><c r="A2" t="'],
  ])('refuses a sheet with %s that never ends (32 MB of it) as unreadable, reading little past the 8 MiB element limit', (_, start) => {
    const xml = `${head}${start}${'x'.repeat(32 * 1024 * 1024)}`;
    // Stored, not deflated, so that the progress (the share of the sheet's bytes read when it
    // refused, 900 of 1000 for all of it) measures how far the reader went.
    let read = 0;
    expect(parseWorkbook(rawWorkbook([{ name: 'S1', xml }], {}, 0), template, (done) => { read = Math.max(read, done); })).toEqual({ ok: false, refusal: { key: 'unreadable' } });
    expect(read).toBeLessThan(900 / 2);
  });

  it('reads 100,000 rows within the raised limits', () => {
    const rows = Array.from({ length: 100_000 }, (_, n) => `<row r="${String(n + 2)}"><c r="A${String(n + 2)}" t="inlineStr"><is><t>SKU${String(n)}</t></is></c><c r="B${String(n + 2)}"><v>${String(n % 97)}</v></c></row>`).join('');
    const bytes = rawWorkbook([{ name: 'S1', xml: `${head}${rows}</sheetData></worksheet>` }]);
    const result = parseWorkbook(bytes, template, undefined, { limits: { rows: 100_000, bytes: 40 * 1024 * 1024 } });
    expect(result.ok && result.sheets[0]?.rows.length).toBe(100_000);
    expect(result.ok && { ...result.sheets[0]?.rows[99_999] }).toEqual({ sku: 'SKU99999', qty: String(99_999 % 97) });
    expect(parseWorkbook(bytes, template, undefined, { limits: { rows: 99_999, bytes: 40 * 1024 * 1024 } })).toEqual({ ok: false, refusal: { key: 'tooManyRows', max: 99_999 } });
  });
});

/** Where two results first differ, for the failure message. */
function firstDifference(actual: unknown, expected: unknown, path = ''): string {
  if (typeof actual !== 'object' || typeof expected !== 'object' || actual === null || expected === null) return `${path}: ${JSON.stringify(actual)} ≠ SheetJS ${JSON.stringify(expected)}`;
  for (const key of new Set([...Object.keys(actual), ...Object.keys(expected)])) {
    const [a, e] = [(actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key]];
    if (JSON.stringify(a) !== JSON.stringify(e)) return firstDifference(a, e, `${path}.${key}`);
  }
  return `${path}: same`;
}

/**
 * The workbook `bytes` (made by rawWorkbook with an empty sheet1) with sheet1's data replaced by
 * an already deflated stream: the zip's local header and central directory rewritten to match.
 */
function deflatedSheet(bytes: Uint8Array, deflated: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const name = 'xl/worksheets/sheet1.xml';
  const entries: { name: string; local: Uint8Array; data: Uint8Array; central: Uint8Array }[] = [];
  let end = bytes.length - 22;
  while (view.getUint32(end, true) !== 0x06054b50) end--;
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < view.getUint16(end + 10, true); i++) {
    const nameLength = view.getUint16(at + 28, true);
    const centralLength = 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const entryName = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const local = view.getUint32(at + 42, true);
    const localLength = 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const size = view.getUint32(at + 20, true);
    entries.push({ name: entryName, local: bytes.slice(local, local + localLength), data: entryName === name ? deflated : bytes.slice(local + localLength, local + localLength + size), central: bytes.slice(at, at + centralLength) });
    at += centralLength;
  }
  const out: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const local = new DataView(entry.local.buffer);
    const central = new DataView(entry.central.buffer);
    if (entry.name === name) {
      for (const [v, base] of [[local, 0], [central, 2]] as const) {
        v.setUint16(base + 8, 8, true);
        v.setUint32(base + 18, entry.data.length, true);
        v.setUint32(base + 22, 0xfffffff0, true); // a claimed size: the reader trusts none
      }
    }
    central.setUint32(42, offset, true);
    out.push(entry.local, entry.data);
    centrals.push(entry.central);
    offset += entry.local.length + entry.data.length;
  }
  const tail = new Uint8Array(22);
  const t = new DataView(tail.buffer);
  t.setUint32(0, 0x06054b50, true);
  t.setUint16(8, entries.length, true);
  t.setUint16(10, entries.length, true);
  t.setUint32(12, centrals.reduce((n, c) => n + c.length, 0), true);
  t.setUint32(16, offset, true);
  return new Uint8Array(Buffer.concat([...out, ...centrals, tail]));
}
