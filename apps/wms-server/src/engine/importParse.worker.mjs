// Reads an import's workbook off the server's main thread (issue 38) and keeps it here: the main
// thread asks for what it needs when it needs it (issue 50), so that no large message, no pass
// over every row and no copy of the whole sheet ever lands on the thread that answers requests.
//
//   → { kind: 'opened', names, counts }   once read (each sheet's row count), or { kind: 'unreadable' }
//   ← { kind: 'row', id, sheet, row }      → { kind: 'row', id, cells }     one row (a header)
//   ← { kind: 'lines', id, sheet, first, columns }
//                                          → { kind: 'lines', id, rows }    the rows from `first` on
//                                            with text in one of `columns` (an Int32Array, moved)
//   ← { kind: 'rows', id, sheet, rows }    → { kind: 'rows', id, cells }    those rows' cells
//
// An .xlsx is read by the reader the import preview uses too (@wms/workbook, packages/workbook):
// the server and the page read a workbook the same way, and the reader is ~5× faster than
// SheetJS on a large sheet (100,000 × 20: about 2.5 s against 9–14 s) and never holds the
// sheet's XML whole. Its rows (textRows) are SheetJS's `sheet_to_json(ws, { header: 1, raw: false,
// defval: '' })` (the shown text of each cell of the sheet's range, blank rows kept), which the
// package's differential test (packages/workbook/src/readXlsx.test.ts) holds it to. SheetJS still
// reads what that reader does not (.xls, .xlsb, .ods).
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThisThread } from '../backgroundThread.mjs';

/** Excel's limits: every row and column of a sheet, every character of a cell. */
const SHEET_ROWS = 1_048_576;
const COLUMNS = 16_384;
const CELL_LENGTH = 32_767;

const file = workerData.file;
// Reading 100,000 rows takes a core for seconds: it gets what the requests leave (backgroundThread.mjs).
lowerThisThread(workerData.nice ?? 19);
const post = (message, transfer) => { parentPort.postMessage(message, transfer); };

/** The .xlsx through @wms/workbook: its sheets' rows, or undefined for a zip it does not read. */
async function readWithOwnReader(bytes) {
  // The reader is TypeScript: the server runs under tsx (its workers inherit it); a worker started
  // by a test runner without it registers tsx itself.
  if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
  const { openXlsx, textRows } = await import('@wms/workbook');
  const book = openXlsx(bytes, { sheetRows: SHEET_ROWS, columns: COLUMNS, cellLength: CELL_LENGTH });
  if (book === 'unreadable') throw new Error('unreadable');
  if (book === 'other') return undefined;
  return { names: [...book.names], sheets: book.names.map((_name, sheet) => { const grid = book.sheet(sheet); return grid ? [...textRows(grid)] : []; }) };
}

async function readWithSheetJs(bytes) {
  const XLSX = await import('xlsx');
  const book = XLSX.read(bytes, { type: 'array', cellDates: false, dense: true });
  return {
    names: book.SheetNames,
    sheets: book.SheetNames.map((name) => {
      const ws = book.Sheets[name];
      const grid = ws ? XLSX.utils.sheet_to_json(ws, { header: 1, raw: false, defval: '' }) : [];
      return grid.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
    }),
  };
}

let book;
try {
  const head = Buffer.from(file.subarray(0, 4)).toString('hex');
  // Only the binary spreadsheet formats: a text or HTML body is not an Excel file.
  if (head !== 'd0cf11e0' && head !== '504b0304') throw new Error('not a spreadsheet');
  book = (head === '504b0304' && (await readWithOwnReader(file))) || (await readWithSheetJs(file));
  post({ kind: 'opened', names: book.names, counts: book.sheets.map((rows) => rows.length) });
} catch {
  post({ kind: 'unreadable' });
}

const hasText = (cells, columns) => columns.some((i) => (cells?.[i] ?? '').trim() !== '');

parentPort.on('message', (m) => {
  const rows = book?.sheets[m.sheet] ?? [];
  if (m.kind === 'row') post({ kind: 'row', id: m.id, cells: rows[m.row] ?? [] });
  else if (m.kind === 'lines') {
    const found = [];
    for (let r = m.first; r < rows.length; r++) if (hasText(rows[r], m.columns)) found.push(r);
    const lines = Int32Array.from(found);
    post({ kind: 'lines', id: m.id, rows: lines }, [lines.buffer]);
  } else if (m.kind === 'rows') post({ kind: 'rows', id: m.id, cells: Array.from(m.rows, (r) => rows[r] ?? []) });
});
