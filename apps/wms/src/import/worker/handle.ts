import { errorWorkbook } from '../model/errorWorkbook';
import { parseWorkbook, rowsWorkbook, templateWorkbook } from '../model/parseWorkbook';
import { partsOf } from './parts';
import type { WorkerReply, WorkerRequest } from './protocol';

/** Rows posted before their 'write' (one worker runs one job). */
const pending = new Map<number, Record<string, string>[]>();

/** Runs one job of the import worker; every outcome, a thrown one included, is one final reply. */
export function handle(request: WorkerRequest, reply: (message: WorkerReply) => void): void {
  if (request.kind === 'rows') {
    const rows = pending.get(request.sheet) ?? [];
    for (const row of request.rows) rows.push(row);
    pending.set(request.sheet, rows);
    return;
  }
  try {
    if (request.kind === 'parse') {
      // Whole percents only: the reader reports every step (hundreds for a large file), and each
      // message re-rendered the page's progress bar.
      let percent = -1;
      const result = parseWorkbook(request.bytes, request.template, (done, total) => {
        const now = total > 0 ? Math.floor((done * 100) / total) : 0;
        if (now === percent) return;
        percent = now;
        reply({ kind: 'progress', done, total });
      });
      for (const part of partsOf(result)) reply(part);
    } else if (request.kind === 'write') {
      const sheets = request.sheets.map((sheet, i) => ({ ...sheet, rows: [...sheet.rows, ...(pending.get(i) ?? [])] }));
      pending.clear();
      reply({ kind: 'written', bytes: rowsWorkbook(request.template, sheets) });
    } else if (request.kind === 'template') {
      reply({ kind: 'written', bytes: templateWorkbook(request.template, request.sheetNames, (field) => field.names[request.nameIndex] ?? field.code) });
    } else {
      reply({ kind: 'written', bytes: errorWorkbook(request.sheets) });
    }
  } catch {
    reply({ kind: 'failed' });
  }
}
