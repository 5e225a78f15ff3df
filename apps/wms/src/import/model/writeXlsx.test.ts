import * as XLSX from 'xlsx';
import { parseWorkbook, rowsWorkbook, type ImportTemplateShape, type ParsedSheet } from './parseWorkbook';
import { seeded } from './hostileFiles';
import { randomText } from './workbookFixtures';
import { escapeText } from './writeXlsx';

/** The rows as the server reads the file (apps/wms-server/src/engine/importer.ts). */
function serverGrid(bytes: Uint8Array): { names: string[]; grids: unknown[][][] } {
  const book = XLSX.read(Buffer.from(bytes), { type: 'buffer', cellDates: false, dense: true });
  return { names: book.SheetNames, grids: book.SheetNames.map((name) => XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name] ?? {}, { header: 1, raw: false, defval: '' })) };
}

const sheetOf = (name: string, fields: string[], values: string[][]): ParsedSheet => ({
  name,
  fields,
  rows: values.map((v) => Object.assign(Object.create(null) as Record<string, string>, Object.fromEntries(fields.map((f, i) => [f, v[i] ?? ''])))),
  lines: values.map((_, i) => i + 2),
  errors: [],
});

describe('the workbook sent to the server', () => {
  const template: ImportTemplateShape = { sheetType: '1', startRow: 2, sheets: [[{ code: 'a', names: [] }, { code: 'b', names: [] }, { code: 'c', names: [] }]] };

  it.each([
    ['formula-like text', '=1+1'], ['a plus', '+x'], ['a minus number', '-2'], ['leading zeros', '0012'], ['an exponent', '1e5'], ['a boolean word', 'TRUE'],
    ['CJK', '货主 商品编码'], ['XML specials', 'a<b&c>"d\''], ['an entity look-alike', '&amp;&lt;'], ['an OOXML escape look-alike', '_x0041_ and _x005F_'],
    ['spaces around', '  padded  '], ['a tab and a line break', 'a\tb\nc'], ['control characters', 'x\u0001y\u001fz'], ['a date', '2026-01-15'], ['an emoji', '😀'],
  ])('keeps %s as the text typed (%j)', (_, value) => {
    const bytes = rowsWorkbook(template, [sheetOf('S1', ['a', 'b', 'c'], [[value, 'x', value]])]);
    expect(serverGrid(bytes).grids[0]).toEqual([['a', 'b', 'c'], [value, 'x', value]]);
    const read = parseWorkbook(bytes, template);
    expect(read.ok && read.sheets[0]?.rows.map((r) => ({ ...r }))).toEqual([{ a: value, b: 'x', c: value }]);
  });

  it('gives the server what SheetJS\'s writer gave it, for generated rows, blank lines above the header and several sheets', () => {
    const random = seeded(11);
    for (let n = 0; n < 60; n++) {
      const startRow = 2 + Math.floor(random() * 3);
      const sheets = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, s) => {
        const fields = Array.from({ length: 1 + Math.floor(random() * 6) }, (_, i) => `f${String(i)}`);
        // Without what SheetJS's writer itself lost (an `_xHHHH_` or an entity typed as text: it
        // came back decoded); the cases above check those.
        const values = Array.from({ length: Math.floor(random() * 20) }, () => fields.map(() => (random() < 0.2 ? '' : randomText(random).replace(/_x/g, '_y').replace(/&(amp|lt|gt);/g, '&'))));
        return sheetOf(`表${String(s + 1)}`, fields, values);
      });
      const shape: ImportTemplateShape = { ...template, startRow };
      // SheetJS as rowsWorkbook used it before.
      const book = XLSX.utils.book_new();
      for (const sheet of sheets) {
        const rows: string[][] = [];
        for (let blank = 0; blank < startRow - 2; blank++) rows.push([]);
        rows.push([...sheet.fields]);
        for (const row of sheet.rows) rows.push(sheet.fields.map((code) => row[code] ?? ''));
        XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: false }), sheet.name);
      }
      const before = serverGrid(new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer));
      expect(serverGrid(rowsWorkbook(shape, sheets))).toEqual(before);
    }
  });

  it.each([
    ['a&b<c>', 'a&amp;b&lt;c&gt;'],
    ['_x0041_', '_x005F_x0041_'],
    ['\u0000\u000b', '_x0000__x000b_'],
    ['plain', 'plain'],
  ])('escapes %j as %j', (text, xml) => {
    expect(escapeText(text)).toBe(xml);
  });
});
