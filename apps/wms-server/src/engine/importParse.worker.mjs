// Reads an import's workbook off the server's main thread (issue 38). Sends the sheet names,
// then each sheet's rows as text in parts of PART rows, so that no one message takes the main
// thread long to receive; 'unreadable' for a file that is no spreadsheet.
//
// An .xlsx is read by the reader the import preview uses too (@wms/workbook, packages/workbook):
// the server and the page read a workbook the same way, and the reader is ~5× faster than
// SheetJS on a large sheet (100,000 × 20: about 2.5 s against 9–14 s) and never holds the
// sheet's XML whole. Its rows (textRows) are SheetJS's `sheet_to_json(ws, { header: 1, raw: false,
// defval: '' })` (the shown text of each cell of the sheet's range, blank rows kept), which the
// package's differential test (packages/workbook/src/readXlsx.test.ts) holds it to. SheetJS still reads what that reader does not
// (.xls, .xlsb, .ods).
import { parentPort, workerData } from 'node:worker_threads';

const PART = 5000;
/** Excel's limits: every row and column of a sheet, every character of a cell. */
const SHEET_ROWS = 1_048_576;
const COLUMNS = 16_384;
const CELL_LENGTH = 32_767;

const file = workerData.file;
const post = (message) => { parentPort.postMessage(message); };

/** Posts one sheet's rows (each row an array of text from the range's first column) in parts. */
function postRows(sheet, rows) {
  for (let at = 0; at < rows.length; at += PART) post({ kind: 'rows', sheet, rows: rows.slice(at, at + PART) });
  post({ kind: 'sheetEnd', sheet });
}

/** The .xlsx through the preview's reader: true when read, false for a zip it does not read. */
async function readWithOwnReader(bytes) {
  // The reader is TypeScript: the server runs under tsx (its workers inherit it); a worker started
  // by a test runner without it registers tsx itself.
  if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
  const { openXlsx, textRows } = await import('@wms/workbook');
  const book = openXlsx(bytes, { sheetRows: SHEET_ROWS, columns: COLUMNS, cellLength: CELL_LENGTH });
  if (book === 'unreadable') throw new Error('unreadable');
  if (book === 'other') return false;
  post({ kind: 'names', names: [...book.names] });
  book.names.forEach((_name, sheet) => {
    const grid = book.sheet(sheet);
    postRows(sheet, grid ? [...textRows(grid)] : []);
  });
  return true;
}

async function readWithSheetJs(bytes) {
  const XLSX = await import('xlsx');
  const book = XLSX.read(bytes, { type: 'array', cellDates: false, dense: true });
  post({ kind: 'names', names: book.SheetNames });
  book.SheetNames.forEach((name, sheet) => {
    const ws = book.Sheets[name];
    const grid = ws ? XLSX.utils.sheet_to_json(ws, { header: 1, raw: false, defval: '' }) : [];
    postRows(sheet, grid.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell)))));
  });
}

try {
  const head = Buffer.from(file.subarray(0, 4)).toString('hex');
  // Only the binary spreadsheet formats: a text or HTML body is not an Excel file.
  if (head !== 'd0cf11e0' && head !== '504b0304') throw new Error('not a spreadsheet');
  const read = head === '504b0304' && (await readWithOwnReader(file));
  if (!read) await readWithSheetJs(file);
  post({ kind: 'end' });
} catch {
  post({ kind: 'unreadable' });
}
