import { fieldRuleFailure, type FieldRule } from '@wms/api';

/**
 * What an import template accepts and how a value is checked: no SheetJS here, so the page's
 * main chunk can check the preview's cells while the worker reads and writes the workbooks.
 */

/** A column an import template accepts: the target list's field. */
export interface ImportField {
  code: string;
  /** Names a header cell may use besides the code (zh, en). */
  names: readonly string[];
  required?: boolean;
  kind?: 'text' | 'number' | 'date';
  maxLength?: number;
  /**
   * The server's rules of the field (its list's `fieldRules`, issue 38): when given, a cell is
   * judged by them, with the server's message, as the drawer judges the field.
   */
  rules?: readonly FieldRule[];
}

/** What a template says of the file. */
export interface ImportTemplateShape {
  /** 1 one sheet, 2 master and detail, 3 several (at least two). */
  sheetType: '1' | '2' | '3';
  /** The row of the first data line (1-based; the header is the line above). */
  startRow: number;
  /** The fields of each sheet in order (master first); the last one serves any further sheet. */
  sheets: readonly (readonly ImportField[])[];
}

/** Why a file is refused as a whole (catalogue keys of the import namespace). */
export type ImportRefusal =
  | { key: 'notExcel' }
  | { key: 'tooLarge'; max: number }
  | { key: 'tooManyRows'; max: number }
  | { key: 'tooManyColumns'; max: number }
  | { key: 'sheetType'; expected: string; found: number }
  | { key: 'noRows' }
  | { key: 'duplicateField'; field: string }
  | { key: 'unknownColumn'; column: string; sheet: string }
  | { key: 'unreadable' };

/** One problem of one cell (catalogue keys of the import namespace). */
export interface ImportCellError {
  /** Index of the row in its sheet's rows. */
  row: number;
  field: string;
  key: 'required' | 'number' | 'date' | 'tooLong' | 'formula' | 'rule';
  /** A broken rule's message, the server's (key 'rule'). */
  message?: string;
}

export interface ParsedSheet {
  name: string;
  fields: readonly string[];
  /** Each row's values by field code, text as typed; objects without a prototype. */
  rows: Record<string, string>[];
  /** The sheet line of each row (1-based, as the user sees it in Excel). */
  lines: number[];
  errors: ImportCellError[];
}

export type ParseResult = { ok: true; sheets: ParsedSheet[] } | { ok: false; refusal: ImportRefusal };

/**
 * What the screen reads at most: 100,000 rows of a workbook up to 40 MB (a workbook that size as
 * Excel writes it holds far more than 100,000 rows of a template's columns; some writers compress
 * less: SheetJS wrote 100,000 × 20 in 24.7 MB). The file is read in a worker as a stream
 * (@wms/workbook), so the rows read, not the bytes, set the time and the memory.
 */
export const LIMITS = {
  bytes: 40 * 1024 * 1024,
  rows: 100_000,
  columns: 200,
  cellLength: 4000,
} as const;

/** yyyy-MM-dd or yyyy-MM-dd HH:mm(:ss), a real calendar day. */
function isDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && Number(m[4] ?? 0) < 24 && Number(m[5] ?? 0) < 60 && Number(m[6] ?? 0) < 60;
}

/** The problems of one value of a field (none: undefined). */
export function checkValue(field: ImportField, text: string): ImportCellError['key'] | undefined {
  const value = text.trim();
  if (value === '') return field.required ? 'required' : undefined;
  if (value.length > (field.maxLength ?? LIMITS.cellLength)) return 'tooLong';
  if (field.kind === 'number' && !/^-?\d+(\.\d+)?$/.test(value)) return 'number';
  if (field.kind === 'date' && !isDate(value)) return 'date';
  return undefined;
}

/** The problem of one value of a field: the server's rules when the field has them, else checkValue's. */
export function checkCell(field: ImportField, text: string): Pick<ImportCellError, 'key' | 'message'> | undefined {
  if (field.rules && field.rules.length > 0) {
    if (text.length > LIMITS.cellLength) return { key: 'tooLong' };
    const message = fieldRuleFailure(field.rules, text);
    return message === undefined ? undefined : { key: 'rule', message };
  }
  const key = checkValue(field, text);
  return key ? { key } : undefined;
}

/** Re-checks every cell of a sheet (after an edit in the preview). */
export function checkRows(fields: readonly ImportField[], rows: readonly Record<string, string>[]): ImportCellError[] {
  const errors: ImportCellError[] = [];
  rows.forEach((row, index) => {
    for (const field of fields) {
      const problem = checkCell(field, row[field.code] ?? '');
      if (problem) errors.push({ row: index, field: field.code, ...problem });
    }
  });
  return errors;
}

