import { openXlsx, type SheetGrid } from '@wms/workbook';
import * as XLSX from 'xlsx';

import { LIMITS, checkCell, type ImportCellError, type ImportField, type ImportTemplateShape, type ParseResult, type ParsedSheet } from './checks';
import { writeRowsXlsx } from './writeXlsx';

export { LIMITS, checkCell, checkValue, checkRows } from './checks';
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

/** The limits a parse applies (LIMITS unless a test passes others). */
export type ImportLimits = { readonly [K in keyof typeof LIMITS]: number };

/** Options of a parse, for tests and the bench: the screen passes none. */
export interface ParseOptions {
  limits?: Partial<ImportLimits>;
  /** 'sheetjs': read an .xlsx with SheetJS as before the streaming reader (the test oracle). */
  reader?: 'stream' | 'sheetjs';
  /** Inflated bytes of one part at most (@wms/workbook's MAX_PART_BYTES). */
  maxPartBytes?: number;
}

/** A workbook opened by either reader: its sheet names, each sheet's grid on demand. */
interface OpenedBook {
  names: readonly string[];
  sheet: (index: number) => SheetGrid | undefined;
}

/** Text of a cell as the user typed it (numbers as shown, never a formula's source). */
function cellText(cell: XLSX.CellObject): string {
  const value: unknown = cell.v;
  return cell.w ?? (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : value instanceof Date ? value.toISOString().slice(0, 10) : '');
}

/**
 * The workbook read by SheetJS as a whole: for .xls (and the zips that are no SpreadsheetML:
 * .xlsb, .ods), and as the oracle the streaming reader is tested against.
 */
function sheetjsBook(bytes: Uint8Array, sheetRows: number, cellLength: number): OpenedBook | undefined {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, { type: 'array', sheetRows, cellFormula: true, cellHTML: false, cellStyles: false, bookVBA: false, dense: false, WTF: false });
  } catch {
    return undefined;
  }
  return {
    names: book.SheetNames,
    sheet: (index) => {
      const sheet = book.Sheets[book.SheetNames[index] ?? ''];
      if (!sheet) return undefined;
      const ref = sheet['!ref'];
      const at = (r: number, c: number) => sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      return {
        range: ref ? XLSX.utils.decode_range(ref) : undefined,
        text: (r, c) => {
          const cell = at(r, c);
          if (!cell) return undefined;
          const text = cellText(cell);
          return text.length > cellLength ? text.slice(0, cellLength) : text;
        },
        formula: (r, c) => {
          const f = at(r, c)?.f;
          return typeof f === 'string' && f !== '';
        },
      };
    },
  };
}

function findField(fields: readonly ImportField[], header: string): ImportField | undefined {
  const name = header.trim();
  return fields.find((f) => f.code === name || f.names.includes(name));
}

/** Progress on one scale for both phases of the streaming path: reading to 900, rows to 1000. */
const PROGRESS = 1000;
const READ_SHARE = 900;

/**
 * Reads an import workbook against its template without trusting anything in it: the size and
 * the magic bytes first (an Excel file only: xlsx or xls, never CSV or HTML in disguise), at
 * most LIMITS.rows rows read (an .xlsx is read as a stream by @wms/workbook, that stops at the
 * first row past the limit, so a sheet claiming a million rows costs what the limit does; an
 * .xls through SheetJS's sheetRows), no formulas evaluated or kept (a formula cell is an error
 * of its row), headers matched to the template's fields by code or name (unknown or repeated
 * ones refuse the file), rows as prototype-less objects. Throws nothing: every outcome is a result.
 *
 * @example
 * const result = parseWorkbook(bytes, template, (done, total) => { setProgress(done / total); });
 * if (!result.ok) showRefusal(result.refusal);
 */
export function parseWorkbook(data: ArrayBuffer | Uint8Array, template: ImportTemplateShape, onProgress?: (done: number, total: number) => void, options: ParseOptions = {}): ParseResult {
  const limits: ImportLimits = { ...LIMITS, ...options.limits };
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes.byteLength > limits.bytes) return { ok: false, refusal: { key: 'tooLarge', max: limits.bytes } };
  const head = hexHead(bytes);
  if (head !== ZIP && head !== OLE) return { ok: false, refusal: { key: 'notExcel' } };
  const sheetRows = limits.rows + template.startRow;
  let book: OpenedBook | undefined;
  let streamed = false;
  let reported = -1;
  const report = (permille: number) => {
    if (permille > reported) { reported = permille; onProgress?.(permille, PROGRESS); }
  };
  if (head === ZIP && options.reader !== 'sheetjs') {
    let opened: ReturnType<typeof openXlsx>;
    try {
      opened = openXlsx(bytes, {
        sheetRows, columns: limits.columns, cellLength: limits.cellLength + 1, maxPartBytes: options.maxPartBytes,
        onProgress: (done, total) => { report(Math.floor((READ_SHARE * done) / Math.max(1, total))); },
      });
    } catch {
      // Nothing the reader meets is meant to throw here; should something, the file is refused, not the page.
      opened = 'unreadable';
    }
    if (opened === 'unreadable') return { ok: false, refusal: { key: 'unreadable' } };
    if (opened !== 'other') { book = opened; streamed = true; }
  }
  book ??= sheetjsBook(bytes, sheetRows, limits.cellLength + 1);
  // SheetJS reads some text as a spreadsheet whatever its head: only the binary formats count.
  if (!book?.names.length) return { ok: false, refusal: { key: 'unreadable' } };
  const count = book.names.length;
  const fits = template.sheetType === '1' ? count === 1 : template.sheetType === '2' ? count === 2 : count >= 2;
  if (!fits) return { ok: false, refusal: { key: 'sheetType', expected: template.sheetType, found: count } };

  const sheets: ParsedSheet[] = [];
  let total = 0;
  for (const [sheetIndex, name] of book.names.entries()) {
    let grid: SheetGrid | undefined;
    try {
      grid = book.sheet(sheetIndex);
    } catch {
      // A part that cannot be inflated (UnreadableWorkbook), or anything unforeseen: a refusal, never a throw.
      return { ok: false, refusal: { key: 'unreadable' } };
    }
    const fields = template.sheets[Math.min(sheetIndex, template.sheets.length - 1)] ?? [];
    if (!grid) continue;
    const range = grid.range ?? { s: { r: 0, c: 0 }, e: { r: -1, c: -1 } };
    const lastColumn = range.e.c;
    if (lastColumn + 1 > limits.columns) return { ok: false, refusal: { key: 'tooManyColumns', max: limits.columns } };
    const headerRow = Math.max(0, template.startRow - 2);
    const codes: (string | undefined)[] = [];
    const seen = new Set<string>();
    for (let c = range.s.c; c <= lastColumn; c++) {
      const header = (grid.text(headerRow, c) ?? '').trim();
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
    const lastRow = Math.min(range.e.r, headerRow + limits.rows + 1);
    if (range.e.r > headerRow + limits.rows) return { ok: false, refusal: { key: 'tooManyRows', max: limits.rows } };
    for (let r = headerRow + 1; r <= lastRow; r++) {
      const row = Object.create(null) as Record<string, string>;
      let filled = false;
      const formulas: string[] = [];
      for (let c = range.s.c; c <= lastColumn; c++) {
        const code = codes[c];
        if (!code) continue;
        const text = grid.text(r, c) ?? '';
        row[code] = text;
        if (text.trim() !== '') filled = true;
        if (grid.formula(r, c)) formulas.push(code);
      }
      if (!filled) continue;
      const index = rows.length;
      rows.push(row);
      lines.push(r + 1);
      for (const code of formulas) errors.push({ row: index, field: code, key: 'formula' });
      for (const field of fieldsByCode.values()) {
        if (formulas.includes(field.code)) continue;
        const problem = checkCell(field, row[field.code] ?? '');
        if (problem) errors.push({ row: index, field: field.code, ...problem });
      }
      if (index % 500 === 0) {
        if (streamed) report(READ_SHARE + Math.floor(((PROGRESS - READ_SHARE) * (r - headerRow)) / Math.max(1, lastRow - headerRow)));
        else onProgress?.(r - headerRow, lastRow - headerRow);
      }
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
 * The workbook sent to the server: the rows as the user fixed them, every value as text (an
 * inline string: a value that starts like a formula or looks like a number stays text),
 * written and deflated as a stream by writeXlsx.ts. Compressed (DEFLATE, as Excel writes):
 * stored uncompressed, a file the screen accepts grew past the server's upload limit (10 MiB)
 * when written back (tests/bench/app, the import case).
 */
export function rowsWorkbook(template: ImportTemplateShape, sheets: readonly ParsedSheet[]): Uint8Array {
  return writeRowsXlsx(sheets.map((sheet) => ({
    name: sheet.name,
    offset: Math.max(0, template.startRow - 2),
    columns: sheet.fields.length,
    count: sheet.rows.length + 1,
    row: (index) => {
      if (index === 0) return sheet.fields;
      const row = sheet.rows[index - 1];
      return sheet.fields.map((code) => row?.[code] ?? '');
    },
  })));
}
