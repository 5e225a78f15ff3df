import type { ImportCellError, ParsedSheet, ParseResult } from '../model/checks';
import type { WorkerReply } from './protocol';

/**
 * Rows a 'rows' message carries: 10–25 ms for the page to take in at 20 columns (with 4,000, a
 * message and the garbage collection after it made tasks of up to 130 ms).
 */
export const ROWS_PER_PART = 2000;

type RowsPart = Extract<WorkerReply, { kind: 'rows' }>;

/**
 * A parse result as the worker sends it: each sheet's rows, lines and errors in parts of `size`
 * rows, in order, then the result with those lists empty. One message of 100,000 rows × 20 is
 * one task of about a second on the page (its structured-clone reading); parts are many short
 * ones, between which the page paints and answers input.
 */
export function* partsOf(result: ParseResult, size = ROWS_PER_PART): Generator<WorkerReply> {
  if (!result.ok) {
    yield { kind: 'parsed', result };
    return;
  }
  for (const [sheet, parsed] of result.sheets.entries()) {
    let next = 0;
    for (let from = 0; from < parsed.rows.length; from += size) {
      const to = Math.min(parsed.rows.length, from + size);
      const start = next;
      while (next < parsed.errors.length && (parsed.errors[next]?.row ?? to) < to) next++;
      yield { kind: 'rows', sheet, rows: parsed.rows.slice(from, to), lines: parsed.lines.slice(from, to), errors: parsed.errors.slice(start, next) };
    }
  }
  yield { kind: 'parsed', result: { ok: true, sheets: result.sheets.map((s) => ({ ...s, rows: [], lines: [], errors: [] })) } };
}

/** Puts a parse result sent in parts together again; the page's side of `partsOf`. */
export class PartsAssembler {
  private readonly sheets = new Map<number, { rows: Record<string, string>[]; lines: number[]; errors: ImportCellError[] }>();

  /** Takes a 'rows' part in. */
  add(part: RowsPart): void {
    let sheet = this.sheets.get(part.sheet);
    if (!sheet) {
      sheet = { rows: [], lines: [], errors: [] };
      this.sheets.set(part.sheet, sheet);
    }
    for (const row of part.rows) sheet.rows.push(row);
    for (const line of part.lines) sheet.lines.push(line);
    for (const error of part.errors) sheet.errors.push(error);
  }

  /** The whole result, once its final message came. */
  result(final: ParseResult): ParseResult {
    if (!final.ok) return final;
    const sheets: ParsedSheet[] = final.sheets.map((s, i) => {
      const parts = this.sheets.get(i);
      return parts ? { ...s, rows: parts.rows, lines: parts.lines, errors: parts.errors } : s;
    });
    return { ok: true, sheets };
  }
}
