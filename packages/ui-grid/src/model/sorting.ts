import { SortType, type SortColumn } from './types';

/** One sorted column. */
export interface GridSort {
  code: string;
  direction: 'asc' | 'desc';
}

/** Column codes that may go into configureSorting: identifiers only (it reaches SQL). */
const IDENTIFIER = /^[A-Za-z_][\w.]*$/;

/**
 * The sorting after a click on a column header: ascending, then descending, then none. One
 * column at a time, as the server's configureSorting is usually one column.
 */
export function nextSort(current: readonly GridSort[], code: string): GridSort[] {
  const existing = current.find((s) => s.code === code);
  if (!existing) return [{ code, direction: 'asc' }];
  if (existing.direction === 'asc') return [{ code, direction: 'desc' }];
  return [];
}

/**
 * configureSorting for the server: the JSON array of sort-column definitions that the column
 * configuration itself uses (CONTRACT.md §3, 'Sort-column definition'; CONTRACT.md), so that a
 * header click and a configured default reach the server in one form. Codes that are not
 * identifiers or not among `allowed` (the grid's columns) are dropped, so nothing but a column
 * name is sent.
 *
 * @example toConfigureSorting([{ code: 'receiptkey', direction: 'desc' }], ['receiptkey'])
 * // '[{"column_code":"receiptkey","sort_type":10202}]'
 */
export function toConfigureSorting(sort: readonly GridSort[], allowed?: readonly string[]): string | undefined {
  const parts = sort
    .filter((s) => IDENTIFIER.test(s.code) && (!allowed || allowed.includes(s.code)))
    .map((s) => ({ column_code: s.code, sort_type: s.direction === 'asc' ? SortType.Ascending : SortType.Descending }));
  return parts.length ? JSON.stringify(parts) : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The sorting a column configuration asks for: sort-column definitions (an array, or its JSON
 * text as toConfigureSorting writes it) or a "code asc, other desc" string.
 */
export function fromConfigureSorting(source: unknown): GridSort[] {
  if (!source) return [];
  if (typeof source === 'string' && source.trimStart().startsWith('[')) return fromConfigureSorting(parseJson(source) ?? []);
  if (typeof source === 'string') {
    return source
      .split(',')
      .map((part) => part.trim().split(/\s+/))
      .filter(([code]) => code !== undefined && IDENTIFIER.test(code))
      .map(([code, direction]) => ({ code: code as string, direction: direction?.toLowerCase() === 'desc' ? 'desc' : 'asc' }));
  }
  if (!Array.isArray(source)) return [];
  return (source as unknown[])
    .filter((s): s is SortColumn => typeof s === 'object' && s !== null && typeof (s as SortColumn).column_code === 'string' && IDENTIFIER.test((s as SortColumn).column_code))
    .map((s) => ({ code: s.column_code, direction: s.sort_type === SortType.Descending ? 'desc' : 'asc' }));
}

/** aria-sort of a column header. */
export function ariaSort(sort: readonly GridSort[], code: string): 'ascending' | 'descending' | 'none' {
  const s = sort.find((x) => x.code === code);
  return s ? (s.direction === 'asc' ? 'ascending' : 'descending') : 'none';
}
