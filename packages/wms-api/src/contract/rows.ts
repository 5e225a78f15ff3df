import { ContractDrift, type DriftIssue } from './drift';
import type { AnswerCall, Tolerance } from './answer';
import { gotOf } from './check';
import { isNumericText, readDate } from './leaves';

/** The column types of CONTRACT.md §3 that say what a cell holds. */
const NUMERIC = 10401;
const DATETIME = 10403;

/** How many rows `checkRowsAgainstColumns` reads the cells of, by default (every row is read for a missing field). */
export const ROW_SAMPLE = 50;

/** What a column must say about itself for its rows to be checked. */
export interface CheckedColumn {
  code: string;
  name?: string;
  type?: number;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** What is wrong with a cell of a column, or what was tolerated, or nothing. */
function cellOf(column: CheckedColumn, value: unknown): { drift: string } | { tolerated: string } | undefined {
  if (blank(value)) return undefined;
  if (column.type === NUMERIC) {
    if (typeof value === 'number') return Number.isFinite(value) ? undefined : { drift: 'number' };
    if (typeof value === 'string' && isNumericText(value)) return { tolerated: 'number sent as a string' };
    return { drift: `number (column "${column.name ?? column.code}" is numeric)` };
  }
  if (column.type === DATETIME) {
    const read = readDate(value);
    if ('ok' in read) return undefined;
    if ('tolerated' in read) return { tolerated: read.what };
    return { drift: `date "yyyy-MM-dd HH:mm:ss" (column "${column.name ?? column.code}" is a datetime)` };
  }
  return typeof value === 'object' ? { drift: `text or number (column "${column.name ?? column.code}")` } : undefined;
}

/**
 * The rows of a list page against the list's shown columns (issue 47): a row's fields are not in
 * the contract — the column configuration names them — so this is the check that a page's rows
 * hold what its configuration promises:
 *
 * - a shown column whose field is absent from **every** row of a non-empty page is drift on that
 *   column (the grid would show an empty column over data it never got); a field absent from some
 *   rows only is a blank cell, as the contract allows;
 * - the cells of a numeric column hold numbers (numbers sent as strings tolerated), of a datetime
 *   column dates (ISO 8601 tolerated), of any other column text or a number — read on the first
 *   `sample` rows only (`ROW_SAMPLE`; `Infinity` reads every row): a server that sends one type
 *   for a column sends it on every row, and reading 500 rows × 60 cells on each page would cost
 *   the grid what the bench measures (packages/wms-api/README.md).
 *
 * Returns what was tolerated; throws a ContractDrift (answer `listPage`) naming the call, the field
 * and what came. It changes nothing: the grid shows the cells as they came.
 */
export function checkRowsAgainstColumns(
  page: { rows: readonly unknown[] },
  columns: readonly CheckedColumn[],
  call: AnswerCall,
  options: { sample?: number; at?: string } = {},
): Tolerance[] {
  const rows = page.rows as readonly Record<string, unknown>[];
  if (rows.length === 0 || columns.length === 0) return [];
  const at = options.at ?? '$.page.list';
  const drift: DriftIssue[] = [];
  const tolerated = new Map<string, { path: string; what: string; count: number }>();
  const sample = Math.min(rows.length, options.sample ?? ROW_SAMPLE);
  for (const column of columns) {
    const key = column.code;
    if (!rows.some((row) => key in row)) {
      drift.push({ path: `${at}[*].${key}`, expected: `field ${key} (column "${column.name ?? key}") in the rows`, got: `missing from every row (${String(rows.length)} rows)` });
      continue;
    }
    if (column.type === undefined) continue;
    let bad = 0;
    for (let i = 0; i < sample; i++) {
      const read = cellOf(column, rows[i]?.[key]);
      if (!read) continue;
      if ('drift' in read) {
        if (bad === 0) drift.push({ path: `${at}[${String(i)}].${key}`, expected: read.drift, got: gotOf(rows[i]?.[key]) });
        bad += 1;
      } else {
        const seen = tolerated.get(key);
        if (seen) seen.count += 1;
        else tolerated.set(key, { path: `${at}[*].${key}`, what: read.tolerated, count: 1 });
      }
    }
    const first = drift.at(-1);
    if (bad > 1 && first) first.got = `${first.got} (and ${String(bad - 1)} more rows like it)`;
  }
  if (drift.length > 0) throw new ContractDrift({ answer: 'listPage', method: call.method.toUpperCase(), path: call.path }, drift, page);
  return [...tolerated.values()].map(({ path, what, count }) => ({ path, what: count === 1 ? what : `${what} (×${String(count)})` }));
}
