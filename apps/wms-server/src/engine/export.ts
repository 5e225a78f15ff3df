import * as XLSX from 'xlsx';
import { DICTIONARIES } from '../catalogue/dictionaries';
import type { Lang } from '../catalogue/messages';
import type { ColumnDefinition, ListShape } from './columns';

/** Text that a spreadsheet would run as a formula gets a leading apostrophe. */
export function formulaSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The export file: header row = the export config's column names, then the rows; dictionary
 * codes shown as their descriptions, numbers as numbers, every text formula-safe. BIFF8 (.xls),
 * as the client saves the answer under `<name>.xls`.
 */
export function exportWorkbook(shape: ListShape, columns: readonly ColumnDefinition[], rows: readonly Record<string, unknown>[], lang: Lang, sheetName: string): Buffer {
  const labels = new Map<string, Map<string, string>>();
  for (const column of columns) {
    const field = shape.byCode.get(column.code);
    if (field?.options?.kind === 'dict') {
      labels.set(column.code, new Map((DICTIONARIES[field.options.code] ?? []).map(([code, zh, en]) => [code, lang === 'en' ? en : zh])));
    }
  }
  const aoa: (string | number)[][] = [columns.map((c) => formulaSafe(c.name))];
  for (const row of rows) {
    aoa.push(
      columns.map((c) => {
        const value = row[c.code];
        if (value === null || value === undefined) return '';
        if (typeof value === 'number' || typeof value === 'bigint') return Number(value);
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        return formulaSafe(labels.get(c.code)?.get(text) ?? text);
      }),
    );
  }
  const sheet = XLSX.utils.aoa_to_sheet(aoa);
  sheet['!cols'] = columns.map((c) => ({ wpx: Number(c.width) || 100 }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, '_') || 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}
