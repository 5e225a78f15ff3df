import * as v from 'valibot';
import type { AnswerDecl } from '../answer';
import { code, flag, list, num, obj, open, opt, orNull, text } from '../leaves';

/** What an operation answers: how many rows it did, plus its own result (shortages, a receipt...). */
export const operationResult = {
  name: 'operationResult',
  description: "POST /{menuCode}/op/{operation}: { done, ...result } — how many rows the operation did, and the operation's own result fields.",
  at: 'bean',
  schema: () => v.pipe(open({ done: num }), v.transform((r) => r)),
} satisfies AnswerDecl;

/** A line of a station's document; `expected` is absent on blind stations. */
const stationLine = () =>
  obj({ lineKey: code, sku: code, descr: text, barcode: opt(code), expected: opt(num), done: num, slot: opt(code), carton: opt(code) });

/** The document a station works on. */
const stationDocSchema = () =>
  obj({
    station: code,
    key: code,
    title: text,
    status: code,
    statusName: text,
    blind: flag,
    lines: list(stationLine()),
    totals: obj({ expected: opt(num), done: num }),
    complete: flag,
  });

export const stationDoc = {
  name: 'stationDoc',
  description: 'POST /station/{station}/open, /close: the document the station works on — { station, key, title, status, statusName, blind, lines, totals, complete }.',
  at: 'bean',
  schema: stationDocSchema,
} satisfies AnswerDecl;

export const stationScan = {
  name: 'stationScan',
  description: 'POST /station/{station}/scan, /undo: the document after the scan, the line it booked on (or null) and the quantity booked.',
  at: 'bean',
  schema: () => obj({ doc: stationDocSchema(), line: orNull(stationLine()), booked: num }),
} satisfies AnswerDecl;
