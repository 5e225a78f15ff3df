import { errorWorkbook } from '../model/errorWorkbook';
import { parseWorkbook, rowsWorkbook, templateWorkbook } from '../model/parseWorkbook';
import type { WorkerReply, WorkerRequest } from './protocol';

/** Runs one job of the import worker; every outcome, a thrown one included, is one final reply. */
export function handle(request: WorkerRequest, reply: (message: WorkerReply) => void): void {
  try {
    if (request.kind === 'parse') {
      reply({ kind: 'parsed', result: parseWorkbook(request.bytes, request.template, (done, total) => { reply({ kind: 'progress', done, total }); }) });
    } else if (request.kind === 'write') {
      reply({ kind: 'written', bytes: rowsWorkbook(request.template, request.sheets) });
    } else if (request.kind === 'template') {
      reply({ kind: 'written', bytes: templateWorkbook(request.template, request.sheetNames, (field) => field.names[request.nameIndex] ?? field.code) });
    } else {
      reply({ kind: 'written', bytes: errorWorkbook(request.sheets) });
    }
  } catch {
    reply({ kind: 'failed' });
  }
}
