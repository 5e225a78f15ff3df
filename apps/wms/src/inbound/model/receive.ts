/**
 * Receiving by line from the receipt detail page: the sheet's entry columns, their checks, and
 * the `receive` operation body each edited line sends (CONTRACT.md: `asn` `receive` { line, qty,
 * toloc?, toid?, lottable01..05? }). The entry columns are the sheet's own fields, empty on every
 * line, so that what the operator typed is told apart from what the line already holds (an empty
 * location receives to the line's location, else the receiving zone's). Pure.
 */
import type { ReceiptLine } from './receipt';

/** The sheet's column for the quantity to receive now. */
export const RECEIVE_QTY = 'rcvQty';

/** The sheet's entry columns besides the quantity → the `receive` field each one sends. */
export const RECEIVE_ENTRIES = {
  rcvToloc: 'toloc',
  rcvToid: 'toid',
  rcvLottable02: 'lottable02',
  rcvLottable04: 'lottable04',
  rcvLottable05: 'lottable05',
} as const;
export type ReceiveEntry = keyof typeof RECEIVE_ENTRIES;
export const RECEIVE_ENTRY_COLUMNS = Object.keys(RECEIVE_ENTRIES) as ReceiveEntry[];

/** A positive number with at most 6 decimals, as typed. */
const QTY = /^\d+(\.\d{1,6})?$/;

const typedText = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '');

/** Why a typed quantity is refused, or undefined when it is a positive number (empty is fine: nothing to receive). */
export function qtyProblem(value: unknown): 'number' | 'positive' | undefined {
  const typed = typedText(value);
  if (typed === '') return undefined;
  if (!QTY.test(typed)) return 'number';
  return Number(typed) > 0 ? undefined : 'positive';
}

/** True when a row has receive entries (location, LPN, lottables) but no quantity to receive. */
export function entriesWithoutQty(row: Readonly<Record<string, unknown>>): boolean {
  return typedText(row[RECEIVE_QTY]) === '' && RECEIVE_ENTRY_COLUMNS.some((column) => typedText(row[column]) !== '');
}

/** The body of one `receive` call (without ids), or undefined when the row receives nothing. */
export function receiveBody(line: Pick<ReceiptLine, 'receiptlinenumber'>, row: Readonly<Record<string, unknown>>): Record<string, string | number> | undefined {
  const typed = typedText(row[RECEIVE_QTY]);
  if (typed === '' || qtyProblem(typed)) return undefined;
  const body: Record<string, string | number> = { line: line.receiptlinenumber, qty: Number(typed) };
  for (const column of RECEIVE_ENTRY_COLUMNS) {
    const value = typedText(row[column]);
    if (value !== '') body[RECEIVE_ENTRIES[column]] = value;
  }
  return body;
}

/** A stable signature of a call: the same line with the same values is the same user action (the same idempotency key). */
export const callSignature = (scope: string, body: Readonly<Record<string, unknown>>): string =>
  `${scope}|${Object.keys(body).sort().map((k) => `${k}=${String(body[k])}`).join('&')}`;
