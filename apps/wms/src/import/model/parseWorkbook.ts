import * as XLSX from 'xlsx';

import { LIMITS, checkValue, type ImportCellError, type ImportField, type ImportTemplateShape, type ParseResult, type ParsedSheet } from './checks';

export { LIMITS, checkValue, checkRows } from './checks';
export type { ImportField, ImportTemplateShape, ImportRefusal, ImportCellError, ParsedSheet, ParseResult } from './checks';

const ZIP = '504b0304';
const OLE = 'd0cf11e0';
/** Headers of the error file's last column (errorWorkbook.ts): skipped on import. */
export const ERROR_COLUMN_NAMES: ReadonlySet<string> = new Set(['错误', 'Errors']);
/** Keys that must never become properties of a plain object. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function hexHead(bytes: Uint8Array): string {
  return Array.from(bytes.subarray(0, 4), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Text of a cell as the user typed it (numbers as shown, never a formula's source). */
function cellText(cell: XLSX.CellObject | undefined): { text: string; formula: boolean } {
  if (!cell) return { text: '', formula: false };
  const formula = typeof cell.f === 'string' && cell.f !== '';
  const value: unknown = cell.v;
  const raw = cell.w ?? (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : value instanceof Date ? value.toISOString().slice(0, 10) : '');
  return { text: raw.length > LIMITS.cellLength ? raw.slice(0, LIMITS.cellLength + 1) : raw, formula };
}

function findField(fields: readonly ImportField[], header: string): ImportField | undefined {
  const name = header.trim();
  return fields.find((f) => f.code === name || f.names.includes(name));
}

/**
 * Reads an import workbook against its template without trusting anything in it: the size and
 * the magic bytes first (an Excel file only: xlsx or xls, never CSV or HTML in disguise), at
 * most LIMITS.rows rows read (SheetJS's sheetRows, so a sheet claiming a million rows costs what
 * twenty thousand do), no formulas evaluated or kept (a formula cell is an error of its row),
 * headers matched to the template's fields by code or name (unknown or repeated ones refuse the
 * file), rows as prototype-less objects. Throws nothing: every outcome is a result.
 */
export function parseWorkbook(data: ArrayBuffer | Uint8Array, template: ImportTemplateShape, onProgress?: (done: number, total: number) => void): ParseResult {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes.byteLength > LIMITS.bytes) return { ok: false, refusal: { key: 'tooLarge', max: LIMITS.bytes } };
  const head = hexHead(bytes);
  if (head !== ZIP && head !== OLE) return { ok: false, refusal: { key: 'notExcel' } };
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, { type: 'array', sheetRows: LIMITS.rows + template.startRow, cellFormula: true, cellHTML: false, cellStyles: false, bookVBA: false, dense: false, WTF: false });
  } catch {
    return { ok: false, refusal: { key: 'unreadable' } };
  }
  // SheetJS reads some text as a spreadsheet whatever its head: only the binary formats count.
  if (!book.SheetNames.length) return { ok: false, refusal: { key: 'unreadable' } };
  const count = book.SheetNames.length;
  const fits = template.sheetType === '1' ? count === 1 : template.sheetType === '2' ? count === 2 : count >= 2;
  if (!fits) return { ok: false, refusal: { key: 'sheetType', expected: template.sheetType, found: count } };

  const sheets: ParsedSheet[] = [];
  let total = 0;
  for (const [sheetIndex, name] of book.SheetNames.entries()) {
    const sheet = book.Sheets[name];
    const fields = template.sheets[Math.min(sheetIndex, template.sheets.length - 1)] ?? [];
    if (!sheet) continue;
    const ref = sheet['!ref'];
    const range = ref ? XLSX.utils.decode_range(ref) : { s: { r: 0, c: 0 }, e: { r: -1, c: -1 } };
    const lastColumn = range.e.c;
    if (lastColumn + 1 > LIMITS.columns) return { ok: false, refusal: { key: 'tooManyColumns', max: LIMITS.columns } };
    const headerRow = Math.max(0, template.startRow - 2);
    const codes: (string | undefined)[] = [];
    const seen = new Set<string>();
    for (let c = range.s.c; c <= lastColumn; c++) {
      const header = cellText(sheet[XLSX.utils.encode_cell({ r: headerRow, c })] as XLSX.CellObject | undefined).text.trim();
      if (header === '' || ERROR_COLUMN_NAMES.has(header)) { codes[c] = undefined; continue; }
      const field = UNSAFE_KEYS.has(header) ? undefined : findField(fields, header);
      if (!field) return { ok: false, refusal: { key: 'unknownColumn', column: header.slice(0, 60), sheet: name.slice(0, 60) } };
      if (seen.has(field.code)) return { ok: false, refusal: { key: 'duplicateField', field: field.code } };
      seen.add(field.code);
      codes[c] = field.code;
    }
    const fieldsByCode = new Map(fields.map((f) => [f.code, f]));
    const rows: Record<string, string>[] = [];
    const lines: number[] = [];
    const errors: ImportCellError[] = [];
    const lastRow = Math.min(range.e.r, headerRow + LIMITS.rows + 1);
    if (range.e.r > headerRow + LIMITS.rows) return { ok: false, refusal: { key: 'tooManyRows', max: LIMITS.rows } };
    for (let r = headerRow + 1; r <= lastRow; r++) {
      const row = Object.create(null) as Record<string, string>;
      let filled = false;
      const formulas: string[] = [];
      for (let c = range.s.c; c <= lastColumn; c++) {
        const code = codes[c];
        if (!code) continue;
        const { text, formula } = cellText(sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined);
        row[code] = text;
        if (text.trim() !== '') filled = true;
        if (formula) formulas.push(code);
      }
      if (!filled) continue;
      const index = rows.length;
      rows.push(row);
      lines.push(r + 1);
      for (const code of formulas) errors.push({ row: index, field: code, key: 'formula' });
      for (const field of fieldsByCode.values()) {
        if (formulas.includes(field.code)) continue;
        const key = checkValue(field, row[field.code] ?? '');
        if (key) errors.push({ row: index, field: field.code, key });
      }
      if (index % 500 === 0) onProgress?.(r - headerRow, lastRow - headerRow);
    }
    total += rows.length;
    sheets.push({ name, fields: codes.filter((c): c is string => c !== undefined), rows, lines, errors });
  }
  if (total === 0) return { ok: false, refusal: { key: 'noRows' } };
  onProgress?.(1, 1);
  return { ok: true, sheets };
}

/** A template workbook: one sheet per template sheet, the header row with each field's name. */
export function templateWorkbook(template: ImportTemplateShape, sheetNames: readonly string[], header: (field: ImportField) => string): Uint8Array {
  const book = XLSX.utils.book_new();
  const count = template.sheetType === '1' ? 1 : Math.max(2, template.sheets.length);
  for (let i = 0; i < count; i++) {
    const fields = template.sheets[Math.min(i, template.sheets.length - 1)] ?? [];
    const rows: string[][] = [];
    for (let blank = 0; blank < template.startRow - 2; blank++) rows.push([]);
    rows.push(fields.map(header));
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheetNames[i] ?? `Sheet${String(i + 1)}`);
  }
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

/**
 * The workbook sent to the server: the rows as the user fixed them, every value as text (a
 * value that starts like a formula stays text: SheetJS writes strings as strings). Compressed
 * (DEFLATE, as Excel writes): stored uncompressed, a file the screen accepts (≤ LIMITS.bytes)
 * grew past the server's upload limit (10 MiB) when written back: 20,000 rows × 20 columns of
 * 4.7 MB were refused as too large (tests/bench/app, the import case).
 */
export function rowsWorkbook(template: ImportTemplateShape, sheets: readonly ParsedSheet[]): Uint8Array {
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const rows: string[][] = [];
    for (let blank = 0; blank < template.startRow - 2; blank++) rows.push([]);
    rows.push([...sheet.fields]);
    for (const row of sheet.rows) rows.push(sheet.fields.map((code) => row[code] ?? ''));
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: false }), sheet.name.slice(0, 31) || 'Sheet1');
  }
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}
