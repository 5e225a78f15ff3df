import type { StationDoc, StationLine } from '@wms/api';

/** What one Enter-terminated input means. */
export type ParsedScan =
  | { kind: 'empty' }
  | { kind: 'code'; code: string; qty?: number }
  | { kind: 'weight'; weight: number }
  | { kind: 'invalid'; reason: 'weight' | 'qty' };

/** Carton labels start with this prefix (a pack station's scan of one starts that carton). */
export const CARTON_PREFIX = 'CTN';

/**
 * Reads a scanner's input (the scanner types fast and presses Enter). Leading and trailing
 * blanks and control characters a scanner may add are dropped. "3*6901234" books 3 of the code.
 * In weight mode the input must be a positive decimal number.
 */
export function parseScan(raw: string, mode: 'code' | 'weight' = 'code'): ParsedScan {
  // eslint-disable-next-line no-control-regex
  const text = raw.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!text) return { kind: 'empty' };
  if (mode === 'weight') {
    if (!/^\d+(\.\d+)?$/.test(text)) return { kind: 'invalid', reason: 'weight' };
    const weight = Number(text);
    return weight > 0 && Number.isFinite(weight) ? { kind: 'weight', weight } : { kind: 'invalid', reason: 'weight' };
  }
  const multi = /^(\d+)\s*\*\s*(\S+)$/.exec(text);
  if (multi) {
    const qty = Number(multi[1]);
    if (!Number.isSafeInteger(qty) || qty < 1) return { kind: 'invalid', reason: 'qty' };
    return { kind: 'code', code: multi[2] as string, qty };
  }
  return { kind: 'code', code: text };
}

/** A typed quantity for the next scan (F2): a positive whole number, else undefined. */
export function parseQuantity(raw: string): number | undefined {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return undefined;
  const qty = Number(text);
  return qty >= 1 && Number.isSafeInteger(qty) ? qty : undefined;
}

/** Progress of a document: done of expected (expected absent on blind stations). */
export function progressOf(doc: StationDoc): { done: number; expected?: number; percent?: number } {
  const done = doc.totals.done;
  const expected = doc.blind ? undefined : doc.totals.expected;
  if (expected === undefined || expected <= 0) return { done };
  return { done, expected, percent: Math.min(100, Math.round((done / expected) * 100)) };
}

/** The cartons of a packed document with how many pieces each holds. */
export function cartonsOf(doc: StationDoc): { carton: string; pieces: number }[] {
  const cartons = new Map<string, number>();
  for (const line of doc.lines) if (line.carton) cartons.set(line.carton, (cartons.get(line.carton) ?? 0) + line.done);
  return [...cartons].map(([carton, pieces]) => ({ carton, pieces }));
}

/** Whether a line is done (never on a blind document: the expected quantity is unknown). */
export function lineComplete(line: StationLine, blind: boolean): boolean {
  return !blind && line.expected !== undefined && line.done >= line.expected;
}
