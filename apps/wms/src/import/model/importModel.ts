import type { ImportTemplateInfo } from '@wms/api';
import type { ImportCellError, ImportField, ImportTemplateShape, ParsedSheet } from './checks';

/** What the parser and the preview check of a template: its sheets' fields by code and both names. */
export function templateShape(info: ImportTemplateInfo): ImportTemplateShape {
  return {
    sheetType: info.sheettype,
    startRow: info.startrow,
    sheets: info.sheets.map((sheet) => sheet.fields.map((f): ImportField => ({ code: f.code, names: [f.zh, f.en], required: f.required, kind: f.kind, ...(f.rules ? { rules: f.rules } : {}) }))),
  };
}

/** A field's header in the user's language (the server and the parser read zh, en or the code). */
export function fieldName(info: ImportTemplateInfo, sheetIndex: number, code: string, language: 'zh' | 'en'): string {
  const sheet = info.sheets[Math.min(sheetIndex, info.sheets.length - 1)];
  const field = sheet?.fields.find((f) => f.code === code);
  return field ? field[language] : code;
}

/**
 * Text that a spreadsheet program would run as a formula (=, +, -, @, tab or CR first) is
 * prefixed with an apostrophe, which shows it as the text it was.
 */
export function formulaSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The cell errors of a sheet by row index. */
export function errorsByRow(errors: readonly ImportCellError[]): Map<number, ImportCellError[]> {
  const byRow = new Map<number, ImportCellError[]>();
  for (const error of errors) {
    const list = byRow.get(error.row);
    if (list) list.push(error);
    else byRow.set(error.row, [error]);
  }
  return byRow;
}

/**
 * Cell errors in the order the file reads: by row (the preview's row key is the row index),
 * then by the sheet's field order.
 */
export function inFileOrder<E extends { rowKey: string; column: string }>(errors: readonly E[], fields: readonly string[]): E[] {
  const position = new Map(fields.map((code, index) => [code, index]));
  return [...errors].sort((a, b) => Number(a.rowKey) - Number(b.rowKey) || (position.get(a.column) ?? 0) - (position.get(b.column) ?? 0));
}

/** The sheets with the rows as edited (the preview's current values). */
export function withRows(sheets: readonly ParsedSheet[], rows: readonly Record<string, string>[][]): ParsedSheet[] {
  return sheets.map((sheet, i) => ({ ...sheet, rows: rows[i] ?? sheet.rows }));
}
