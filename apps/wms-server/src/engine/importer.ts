import * as XLSX from 'xlsx';
import { message, type Lang } from '../catalogue/messages';
import { listRouteByCode } from '../catalogue/routes';
import { transaction } from '../db/database';
import { listShape } from './columns';
import { insertRecord, type WriteContext } from './crud';
import { Refusal, badInput, refuse } from './errors';
import { str } from './rules';

/** Which list an import template writes into, by its target table. */
const TARGET_MENUS: Readonly<Record<string, readonly string[]>> = {
  receipt: ['asn', 'receiptdetailQuery'],
  orders: ['orders', 'ckddDetail'],
  sku: ['sku'],
  loc: ['loc'],
  adjustment: ['adjustment'],
};

/** How many sheets a sheet type expects: 1 one sheet, 2 master and detail, 3 several (at least 2). */
function sheetsFit(sheetType: string, count: number): boolean {
  if (sheetType === '1') return count === 1;
  if (sheetType === '2') return count === 2;
  return count >= 2;
}

/**
 * Imports a spreadsheet through an import template (business-areas.md §5): an Excel file only,
 * its sheets matching the template's sheet type, at least one row; the header row names columns
 * by code, Chinese or English name; every row is written through the list's own rules, all or
 * nothing (a refused row is named by its line).
 */
export function importWorkbook(ctx: WriteContext, templateCode: string, file: Buffer, roleMenus: ReadonlySet<string>): { rows: number } {
  const template = ctx.db.prepare(`SELECT templatecode, targettable, sheettype, startrow FROM importtemplate WHERE whseid = ? AND templatecode = ? AND active = '1'`).get(ctx.scope.whseid, templateCode) as
    | { templatecode: string; targettable: string; sheettype: string; startrow: number }
    | undefined;
  if (!template) throw refuse('recordNotFound');
  const menus = TARGET_MENUS[template.targettable];
  if (!menus) throw refuse('recordNotFound');
  let book: XLSX.WorkBook;
  try {
    // Only the binary spreadsheet formats: a text or HTML body is not an Excel file.
    const head = file.subarray(0, 4).toString('hex');
    if (head !== 'd0cf11e0' && head !== '504b0304') throw new Error('not a spreadsheet');
    book = XLSX.read(file, { type: 'buffer', cellDates: false, dense: true });
  } catch {
    throw refuse('excelOnly');
  }
  if (!sheetsFit(template.sheettype, book.SheetNames.length)) throw refuse('sheetTypeMismatch');
  let total = 0;
  transaction(ctx.db, () => {
    book.SheetNames.slice(0, menus.length).forEach((sheetName, sheetIndex) => {
      const menuCode = menus[sheetIndex] ?? menus[0] ?? '';
      const route = listRouteByCode(menuCode);
      if (!route || !roleMenus.has(menuCode)) throw new Refusal('403', 'noAccess');
      const shape = listShape(route);
      const sheet = book.Sheets[sheetName];
      const grid = sheet ? XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '' }) : [];
      const header = (grid[Math.max(0, template.startrow - 2)] ?? []).map((h) => str(h).trim());
      const codes = header.map((name) => {
        const field = shape.fields.find((f) => f.code === name || f.zh === name || f.en === name);
        if (!field && name) throw badInput('unknownColumn', name);
        return field?.code;
      });
      grid.slice(Math.max(1, template.startrow - 1)).forEach((cells, index) => {
        const record: Record<string, unknown> = {};
        codes.forEach((code, i) => {
          const value = str(cells[i]).trim();
          if (code && value !== '') record[code] = value;
        });
        if (Object.keys(record).length === 0) return;
        try {
          insertRecord(ctx, shape, record);
        } catch (error) {
          if (error instanceof Refusal) throw refuse('importRowFailed', String(index + template.startrow), message(ctx.lang, error.key, ...error.args));
          throw error;
        }
        total++;
      });
    });
    if (total === 0) throw refuse('importNoRows');
  });
  return { rows: total };
}

/** The message of a finished import. */
export const importDoneMessage = (lang: Lang, rows: number) => message(lang, 'importDone', String(rows));
