// Reads an import's workbook off the server's main thread (issue 38): SheetJS takes seconds for
// 100,000 rows, and every other request would wait for it. Sends the sheet names, then each
// sheet's rows as text (SheetJS's shown text, as the import read them before) in parts of
// PART rows, so that no one message takes the main thread long to receive; 'unreadable' for a
// file that is no spreadsheet.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from 'xlsx';

const PART = 5000;
const file = workerData.file;
try {
  const head = Buffer.from(file.subarray(0, 4)).toString('hex');
  // Only the binary spreadsheet formats: a text or HTML body is not an Excel file.
  if (head !== 'd0cf11e0' && head !== '504b0304') throw new Error('not a spreadsheet');
  const book = XLSX.read(file, { type: 'array', cellDates: false, dense: true });
  parentPort.postMessage({ kind: 'names', names: book.SheetNames });
  book.SheetNames.forEach((name, sheet) => {
    const ws = book.Sheets[name];
    const grid = ws ? XLSX.utils.sheet_to_json(ws, { header: 1, raw: false, defval: '' }) : [];
    for (let at = 0; at < grid.length; at += PART) parentPort.postMessage({ kind: 'rows', sheet, rows: grid.slice(at, at + PART).map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell)))) });
    parentPort.postMessage({ kind: 'sheetEnd', sheet });
  });
  parentPort.postMessage({ kind: 'end' });
} catch {
  parentPort.postMessage({ kind: 'unreadable' });
}
