/** @jest-environment node */
import fc from 'fast-check';
import * as XLSX from 'xlsx';
import { generalNumber, openXlsx, textRows } from './index';

/*
 * The reader against SheetJS on the same bytes: each sheet's rows of text as the server's import
 * worker takes them (`textRows`) must be SheetJS's `sheet_to_json(ws, { header: 1, raw: false,
 * defval: '' })`. The app's import/model/readXlsx.test.ts holds the reader to SheetJS further,
 * through the import preview (hand-written parts, other tools' files, hostile workbooks).
 */

const LIMITS = { sheetRows: 1_048_576, columns: 16_384, cellLength: 32_767 };

const FORMATS = ['0.00', '#,##0', '0%', 'yyyy-mm-dd', 'yyyy-mm-dd hh:mm:ss', '@', 'General'];
const TEXTS = ['OW001', '华东物流', ' padded ', 'a&b<c>"d"', 'line\nbreak', '0012', 'TRUE', '=1+1', '😀 emoji', ''];

/** A cell: text, a number (maybe formatted), a date, a boolean, or nothing. */
const cell: fc.Arbitrary<XLSX.CellObject | null> = fc.oneof(
  { weight: 15, arbitrary: fc.constant(null) },
  { weight: 30, arbitrary: fc.constantFrom(...TEXTS).map((v): XLSX.CellObject => ({ t: 's', v })) },
  { weight: 30, arbitrary: fc.tuple(fc.double({ min: -1e10, max: 1e10, noNaN: true }), fc.option(fc.constantFrom(...FORMATS), { nil: undefined })).map(([v, z]): XLSX.CellObject => (z ? { t: 'n', v, z } : { t: 'n', v })) },
  { weight: 15, arbitrary: fc.tuple(fc.double({ min: 30000, max: 50000, noNaN: true }), fc.constantFrom(...FORMATS.slice(3, 5))).map(([v, z]): XLSX.CellObject => ({ t: 'n', v, z })) },
  { weight: 10, arbitrary: fc.boolean().map((v): XLSX.CellObject => ({ t: 'b', v })) },
);

/** A sheet of up to 30 rows × 8 columns, some starting past the first row or column. */
const sheet = fc.record({
  top: fc.nat({ max: 2 }),
  left: fc.nat({ max: 2 }),
  columns: fc.integer({ min: 1, max: 8 }),
  rows: fc.array(fc.array(cell, { minLength: 8, maxLength: 8 }), { maxLength: 30 }),
});

/** A workbook of 1–3 such sheets, with shared strings or inline. */
const workbook = fc.record({ sheets: fc.array(sheet, { minLength: 1, maxLength: 3 }), sst: fc.boolean() }).map(({ sheets, sst }) => {
  const book = XLSX.utils.book_new();
  sheets.forEach(({ top, left, columns, rows }, s) => {
    const ws: XLSX.WorkSheet = {};
    rows.forEach((row, r) => {
      row.slice(0, columns).forEach((c, col) => { if (c) ws[XLSX.utils.encode_cell({ r: r + top, c: col + left })] = c; });
    });
    if (rows.length > 0) ws['!ref'] = XLSX.utils.encode_range({ s: { r: top, c: left }, e: { r: top + rows.length - 1, c: left + columns - 1 } });
    XLSX.utils.book_append_sheet(book, ws, `S${String(s + 1)}`);
  });
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', bookSST: sst }) as ArrayBuffer);
});

/** A row without text as [] (textRows' one difference from SheetJS, see there). */
const blankAsEmpty = (row: string[]): string[] => (row.some(Boolean) ? row : []);

/** SheetJS's reading of every sheet: its names and rows of text. */
function sheetjsRows(bytes: Uint8Array): { names: string[]; sheets: string[][][] } {
  const book = XLSX.read(bytes, { type: 'array', dense: true });
  return {
    names: book.SheetNames,
    sheets: book.SheetNames.map((name) => {
      const ws = book.Sheets[name];
      // raw: false: every cell is its shown text.
      const rows = ws ? XLSX.utils.sheet_to_json<(string | undefined)[]>(ws, { header: 1, raw: false, defval: '' }) : [];
      return rows.map((row) => blankAsEmpty(row.map((cell) => cell ?? '')));
    }),
  };
}

describe('@wms/workbook: the streaming .xlsx reader', () => {
  it('gives every sheet the rows of text SheetJS gives, for 300 generated workbooks', () => {
    let cells = 0;
    fc.assert(fc.property(workbook, (bytes) => {
      const book = openXlsx(bytes, LIMITS);
      if (typeof book === 'string') throw new Error(`not read: ${book}`);
      const actual = { names: [...book.names], sheets: book.names.map((_name, i) => { const grid = book.sheet(i); return grid ? [...textRows(grid)].map(blankAsEmpty) : []; }) };
      const expected = sheetjsRows(bytes);
      expect(actual).toEqual(expected);
      cells += expected.sheets.flat(2).filter(Boolean).length;
    }), { seed: 20261206, numRuns: 300 });
    // The comparison is of cells, not of empty sheets.
    expect(cells).toBeGreaterThan(5_000);
  });

  it('tells a zip that is no workbook (other) from a broken file (unreadable)', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['sku', 'qty'], ['A', 1]]), 'S1');
    const ods = XLSX.write(book, { type: 'array', bookType: 'ods' }) as ArrayBuffer;
    expect(openXlsx(new Uint8Array(ods), LIMITS)).toBe('other');
    expect(openXlsx(new TextEncoder().encode('sku,qty\nA,1\n'), LIMITS)).toBe('unreadable');
  });

  it('shows General numbers as SheetJS does (its w)', () => {
    const format = (XLSX.SSF as { format: (id: number, v: number) => string }).format;
    const edges = [0.1 + 0.2, 1e21, 123456789012, -0, 1e-7, 12345678901.5, 0.000123456789, 2 ** 31, -(2 ** 31) - 1, 1.2345678901234568e18, 99999999999.5, 1e-300, Number.NaN, Infinity, -Infinity, 5e-324];
    for (const v of edges) expect([v, generalNumber(v)]).toEqual([v, format(0, v)]);
    // Any double, and numbers of every magnitude from 1e-20 to 1e20.
    const magnitudes = fc.tuple(fc.double({ min: -0.5, max: 0.5, noNaN: true }), fc.integer({ min: -20, max: 19 })).map(([m, e]) => m * 10 ** e);
    fc.assert(fc.property(fc.oneof(fc.double(), magnitudes), (v) => { expect([v, generalNumber(v)]).toEqual([v, format(0, v)]); }), { seed: 7, numRuns: 20_000 });
  });
});
