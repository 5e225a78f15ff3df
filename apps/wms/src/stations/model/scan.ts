import { parseGs1, type Gs1ErrorCode, type StationDoc, type StationGs1Fields, type StationLine } from '@wms/api';

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

/** A scanned code as GS1 sees it: a label read into what a station books, a GS1 error, or another code. */
export type Gs1Scan = {
  kind: 'gs1';
  /** (01), else (02) of a logistic unit: the item, by its alternative codes. */
  gtin?: string;
  /** (00): a carton or pallet (opens a document linked to it; starts a carton at the pack station). */
  sscc?: string;
  /** (30) or (37): how many the scan books. */
  count?: number;
  /** Batch, dates and serial as the scan body carries them. */
  fields: StationGs1Fields;
};
export type Gs1Read = Gs1Scan | { kind: 'invalid'; code: Gs1ErrorCode; ai: string; value: string } | { kind: 'code'; text: string };

/**
 * Reads a scan as GS1 (`parseGs1` of @wms/api): with FNC1 as GS, a `]C1`/`]d2`/`]Q3`/`]e0`
 * prefix, the human-readable "(01)...(10)..." form, or the decoder's symbology. A code that is
 * not GS1 comes back as `code` (an AIM symbology identifier of another symbology taken off), for
 * the warehouse's code parse rules on the server.
 */
export function readGs1(raw: string, symbology?: string): Gs1Read {
  const result = parseGs1(raw, symbology ? { symbology } : {});
  if (result.kind === 'notGs1') return { kind: 'code', text: result.text };
  if (result.kind === 'invalid') return { kind: 'invalid', code: result.error.code, ai: result.error.ai ?? '', value: result.error.value ?? '' };
  const { data } = result;
  const expiry = data.expiry ?? data.bestBefore;
  const gtin = data.gtin ?? data.content;
  return {
    kind: 'gs1',
    ...(gtin !== undefined ? { gtin } : {}),
    ...(data.sscc !== undefined ? { sscc: data.sscc } : {}),
    ...(data.count !== undefined && data.count > 0 ? { count: data.count } : {}),
    fields: {
      ...(data.batch !== undefined ? { batch: data.batch } : {}),
      ...(data.produced !== undefined ? { produced: data.produced } : {}),
      ...(expiry !== undefined ? { expiry } : {}),
      ...(data.serial !== undefined ? { serial: data.serial } : {}),
    },
  };
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
