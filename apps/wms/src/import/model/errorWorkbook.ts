import * as XLSX from 'xlsx';
import { formulaSafe } from './importModel';

/** One sheet of the error file: its header, then the rows with errors, the last column saying why. */
export interface ErrorSheet {
  name: string;
  header: readonly string[];
  rows: readonly (readonly string[])[];
}

/**
 * The error file: per sheet, the rows that have errors with their values (formula-safe) and a
 * last column naming each error. Its header is the template's, so once fixed it imports again
 * (the parser skips the error column by its name).
 */
export function errorWorkbook(sheets: readonly ErrorSheet[]): Uint8Array {
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const rows = [sheet.header.map(formulaSafe), ...sheet.rows.map((row) => row.map(formulaSafe))];
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheet.name.slice(0, 31) || 'Sheet1');
  }
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

