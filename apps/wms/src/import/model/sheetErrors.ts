import type { ImportTemplateInfo } from '@wms/api';
import { checkCell, type ImportCellError, type ParsedSheet } from './checks';

/** Rows checked between two yields of the main thread (about 20 ms at 20 columns). */
const CHECK_SLICE = 4000;

/** The key of a formula cell in `formulas`: the row's index and the field. */
export const formulaKey = (row: number, field: string) => `${String(row)}\u001f${field}`;

/** What judges one row of a sheet as it is now: the template's checks and the formula cells not replaced. */
function rowChecker(info: ImportTemplateInfo, sheetIndex: number, sheet: ParsedSheet, original: ParsedSheet | undefined, formulas: ReadonlySet<string> | undefined) {
  const fields = info.sheets[Math.min(sheetIndex, info.sheets.length - 1)]?.fields ?? [];
  const present = fields.filter((f) => sheet.fields.includes(f.code) || f.required).map((f) => ({ code: f.code, check: { code: f.code, names: [f.zh, f.en], required: f.required, kind: f.kind, ...(f.rules ? { rules: f.rules } : {}) } }));
  return (row: Record<string, string>, index: number, errors: ImportCellError[]) => {
    for (const { code, check } of present) {
      const value = row[code] ?? '';
      if (formulas?.size && formulas.has(formulaKey(index, code)) && value === (original?.rows[index]?.[code] ?? '')) {
        errors.push({ row: index, field: code, key: 'formula' });
        continue;
      }
      const problem = checkCell(check, value);
      if (problem) errors.push({ row: index, field: code, ...problem });
    }
  };
}

/**
 * Every cell error of a sheet as it is now (the template's checks and the formula cells not
 * replaced), without holding the page: the rows are judged in slices with a yield to the event
 * loop between them, so 100,000 rows × 20 (about half a second of checks) never make one long task.
 */
export async function sheetErrorsInSlices(info: ImportTemplateInfo, sheetIndex: number, sheet: ParsedSheet, original: ParsedSheet | undefined, formulas: ReadonlySet<string> | undefined): Promise<ImportCellError[]> {
  const check = rowChecker(info, sheetIndex, sheet, original, formulas);
  const errors: ImportCellError[] = [];
  for (let from = 0; from < sheet.rows.length; from += CHECK_SLICE) {
    if (from > 0) await new Promise<void>((resolve) => { setTimeout(resolve, 0); });
    const to = Math.min(sheet.rows.length, from + CHECK_SLICE);
    for (let index = from; index < to; index++) check(sheet.rows[index] ?? {}, index, errors);
  }
  return errors;
}

/** The errors of every sheet of a preview, sheet by sheet (each judged in slices). */
export async function allSheetErrors(info: ImportTemplateInfo, sheets: readonly ParsedSheet[], original: readonly ParsedSheet[], formulas: readonly ReadonlySet<string>[]): Promise<ImportCellError[][]> {
  const all: ImportCellError[][] = [];
  for (const [i, sheet] of sheets.entries()) all.push(await sheetErrorsInSlices(info, i, sheet, original[i], formulas[i]));
  return all;
}
