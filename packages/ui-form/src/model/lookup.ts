import { callFailureOf, type CallFailure } from '@wms/ui-core';
import type { FormPage } from './types';

/** The lookup popup's constants and state functions (CONTRACT.md §2, §8, §9). */

/** Rows a lookup page holds. */
export const LOOKUP_PAGE_SIZE = 100;
/** The total assumed when an answer does not give one. */
export const LOOKUP_DEFAULT_TOTAL = 1000;
/** The popup's width, px. */
export const LOOKUP_DIALOG_WIDTH = 700;

/** What the popup shows of an answer. */
export interface LookupView<Row> {
  rows: Row[];
  total: number;
  /** 'failed' shows the error and an empty list. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Why it failed, when the call and field can be named (a drifted answer, an HTTP status: issue 47). */
  failure?: CallFailure;
}

/** The view of an answer; the total defaults to 1000. */
export function viewOfPage<Row>(page: FormPage<Row>): LookupView<Row> {
  const total = typeof page.total === 'number' && Number.isFinite(page.total) ? page.total : LOOKUP_DEFAULT_TOTAL;
  return { rows: page.rows, total, status: 'ready' };
}

/** A failed lookup: an empty list (the error is shown beside it). */
export function failedView<Row>(error?: unknown): LookupView<Row> {
  const failure = callFailureOf(error);
  return failure ? { rows: [], total: 0, status: 'failed', failure } : { rows: [], total: 0, status: 'failed' };
}

/** The search object: trimmed values, empty ones dropped (query filters drop empty values, §5). */
export function searchObjectOf(search: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    const trimmed = value.trim();
    if (trimmed) out[key] = trimmed;
  }
  return out;
}

/** The text of a cell: scalars as text, anything else blank. */
export function cellText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

/** The active row after a key: arrows move by one, PageUp/PageDown by ten, Home/End to the ends. */
export function moveActiveRow(active: number, key: string, count: number): number {
  if (count <= 0) return -1;
  const last = count - 1;
  const from = active < 0 ? -1 : active;
  switch (key) {
    case 'ArrowDown':
      return Math.min(last, from + 1);
    case 'ArrowUp':
      return Math.max(0, from - 1);
    case 'PageDown':
      return Math.min(last, Math.max(0, from) + 10);
    case 'PageUp':
      return Math.max(0, from - 10);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return active;
  }
}
