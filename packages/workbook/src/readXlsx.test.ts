/** @jest-environment node */
import * as XLSX from 'xlsx';
import { generalNumber, openXlsx, textRows } from './index';

/*
 * The reader against SheetJS on the same bytes: each sheet's rows of text as the server's import
 * worker takes them (`textRows`) must be SheetJS's `sheet_to_json(ws, { header: 1, raw: false,
 * defval: '' })`. The app's import/model/readXlsx.test.ts holds the reader to SheetJS further,
 * through the import preview (hand-written parts, other tools' files, hostile workbooks).
 */

const LIMITS = { sheetRows: 1_048_576, columns: 16_384, cellLength: 32_767 };

/** A small deterministic generator (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FORMATS = ['0.00', '#,##0', '0%', 'yyyy-mm-dd', 'yyyy-mm-dd hh:mm:ss', '@', 'General'];
const TEXTS = ['OW001', '华东物流', ' padded ', 'a&b<c>"d"', 'line\nbreak', '0012', 'TRUE', '=1+1', '😀 emoji', ''];

/** A random cell: text, a number (maybe formatted), a date, a boolean, or nothing. */
function cellOf(random: () => number): XLSX.CellObject | undefined {
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const kind = random();
  if (kind < 0.15) return undefined;
  if (kind < 0.45) return { t: 's', v: pick(TEXTS) };
  if (kind < 0.75) {
    const v = (random() - 0.3) * 10 ** Math.floor(random() * 14 - 4);
    return random() < 0.5 ? { t: 'n', v } : { t: 'n', v, z: pick(FORMATS) };
  }
  if (kind < 0.9) return { t: 'n', v: 30000 + random() * 20000, z: pick(FORMATS.slice(3, 5)) };
  return { t: 'b', v: random() < 0.5 };
}

/** A workbook of 1–3 sheets of random cells, some with gaps before the first row or column. */
function randomWorkbook(random: () => number): Uint8Array {
  const book = XLSX.utils.book_new();
  const sheets = 1 + Math.floor(random() * 3);
  for (let s = 0; s < sheets; s++) {
    const rows = Math.floor(random() * 30);
    const columns = 1 + Math.floor(random() * 8);
    const top = random() < 0.3 ? Math.floor(random() * 3) : 0;
    const left = random() < 0.3 ? Math.floor(random() * 3) : 0;
    const ws: XLSX.WorkSheet = {};
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < columns; c++) {
        const cell = cellOf(random);
        if (cell) ws[XLSX.utils.encode_cell({ r: r + top, c: c + left })] = cell;
      }
    }
    if (rows > 0) ws['!ref'] = XLSX.utils.encode_range({ s: { r: top, c: left }, e: { r: top + rows - 1, c: left + columns - 1 } });
    XLSX.utils.book_append_sheet(book, ws, `S${String(s + 1)}`);
  }
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', bookSST: random() < 0.5 }) as ArrayBuffer);
}

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
    const random = seeded(20261206);
    let cells = 0;
    for (let n = 0; n < 300; n++) {
      const bytes = randomWorkbook(random);
      const book = openXlsx(bytes, LIMITS);
      if (typeof book === 'string') throw new Error(`workbook ${String(n)}: ${book}`);
      const actual = { names: [...book.names], sheets: book.names.map((_name, i) => { const grid = book.sheet(i); return grid ? [...textRows(grid)].map(blankAsEmpty) : []; }) };
      const expected = sheetjsRows(bytes);
      expect([n, actual]).toEqual([n, expected]);
      cells += expected.sheets.flat(2).filter(Boolean).length;
    }
    // The comparison is of cells, not of empty sheets.
    expect(cells).toBeGreaterThan(10_000);
  });

  it('tells a zip that is no workbook (other) from a broken file (unreadable)', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['sku', 'qty'], ['A', 1]]), 'S1');
    const ods = XLSX.write(book, { type: 'array', bookType: 'ods' }) as ArrayBuffer;
    expect(openXlsx(new Uint8Array(ods), LIMITS)).toBe('other');
    expect(openXlsx(new TextEncoder().encode('sku,qty\nA,1\n'), LIMITS)).toBe('unreadable');
  });

  it('shows General numbers as SheetJS does (its w)', () => {
    const random = seeded(7);
    const samples = [0.1 + 0.2, 1e21, 123456789012, -0, 1e-7, 12345678901.5, 0.000123456789, 2 ** 31, -(2 ** 31) - 1, 1.2345678901234568e18, 99999999999.5, 1e-300, Number.NaN, Infinity, -Infinity, 5e-324];
    for (let i = 0; i < 20_000; i++) samples.push((random() - 0.5) * 10 ** Math.floor(random() * 40 - 20));
    const format = (XLSX.SSF as { format: (id: number, v: number) => string }).format;
    for (const v of samples) expect([v, generalNumber(v)]).toEqual([v, format(0, v)]);
  });
});
