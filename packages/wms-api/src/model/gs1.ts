/**
 * GS1 element strings (GS1 General Specifications §3 and §7.8): what a GS1-128, GS1 DataMatrix,
 * GS1 QR Code or GS1 DataBar label carries, read into its Application Identifiers (AIs).
 *
 * A scanner hands over the element string as text: FNC1 between elements as the ASCII group
 * separator (GS, 29), sometimes led by the AIM symbology identifier (`]C1` GS1-128, `]d2` GS1
 * DataMatrix, `]Q3` GS1 QR Code, `]e0` GS1 DataBar), and a person types the human-readable form
 * `(01)09521234543213(10)AB-123`. An AI of the predefined-length table (§7.8.5: 00-04, 11-20, 23,
 * 31-36, 41) ends after its length without a separator; every other AI ends at a GS or at the end.
 *
 * `parseGs1` never throws: a code that is not GS1 comes back unchanged (`kind: 'notGs1'`), a GS1
 * code that breaks the rules comes back as `kind: 'invalid'` with a `Gs1ErrorCode` the app turns
 * into zh or en text (this package shows nothing itself).
 */

/** The ASCII group separator a scanner sends for FNC1. */
export const GS = '\u001d';

/** AIM symbology identifiers that say "this is GS1 data" (ISO/IEC 15424). */
export const GS1_SYMBOLOGY_IDS = { ']C1': 'gs1-128', ']d2': 'gs1-datamatrix', ']Q3': 'gs1-qr', ']e0': 'gs1-databar' } as const;
/** The GS1 symbology a code came in, when its identifier or decoder said. */
export type Gs1Symbology = (typeof GS1_SYMBOLOGY_IDS)[keyof typeof GS1_SYMBOLOGY_IDS];

/** Why a GS1 code could not be read. */
export type Gs1ErrorCode =
  /** Nothing after the symbology identifier. */
  | 'empty'
  /** The AI is not one this reader knows (or the data ends inside it). */
  | 'unknownAi'
  /** A fixed-length value is too short, or a variable one too long. */
  | 'length'
  /** A numeric value holds other characters, or a value characters outside GS1's set 82. */
  | 'format'
  /** The check digit of a GTIN, SSCC or GLN is wrong. */
  | 'checkDigit'
  /** A date is not a real date (YYMMDD). */
  | 'date'
  /** The same AI twice with different values. */
  | 'duplicate';

/** Why and where a GS1 code could not be read. */
export interface Gs1Error {
  /** What is wrong. */
  code: Gs1ErrorCode;
  /** The AI the error is in, when there is one. */
  ai?: string;
  /** The offending value or text. */
  value?: string;
}

/** One Application Identifier and its value (dates as written, YYMMDD). */
export interface Gs1Element {
  /** The Application Identifier: 2 to 4 digits. */
  ai: string;
  /** Its data as written (a date as YYMMDD). */
  value: string;
}

/** The AIs a warehouse books, read out (dates as ISO YYYY-MM-DD). */
export interface Gs1Data {
  /** (00) Serial Shipping Container Code: the pallet or carton. */
  sscc?: string;
  /** (01) GTIN of the trade item, 14 digits. */
  gtin?: string;
  /** (02) GTIN of the trade items contained in a logistic unit, 14 digits. */
  content?: string;
  /** (10) batch or lot number. */
  batch?: string;
  /** (11) production date. */
  produced?: string;
  /** (13) packaging date. */
  packed?: string;
  /** (15) best before date. */
  bestBefore?: string;
  /** (17) expiration date. */
  expiry?: string;
  /** (21) serial number. */
  serial?: string;
  /** (30) variable count of items, or (37) count of trade items in a logistic unit. */
  count?: number;
}

/** What `parseGs1` read: a GS1 code, not GS1 at all, or a GS1 code that breaks the rules. */
export type Gs1Result =
  | { kind: 'gs1'; elements: Gs1Element[]; data: Gs1Data; symbology?: Gs1Symbology }
  /** Not GS1: `text` is the input (less an AIM symbology identifier of another symbology). */
  | { kind: 'notGs1'; text: string; symbology?: string }
  | { kind: 'invalid'; error: Gs1Error; symbology?: Gs1Symbology };

/** How to read a scan: the decoder's symbology, and today's date for the century. */
export interface Gs1Options {
  /**
   * The symbology as the decoder reported it, when it did (a camera's decoder): an AIM identifier
   * (`]C1`, `]d2`, ...) or a name; one naming GS1 makes the text GS1 even without a prefix.
   */
  symbology?: string;
  /** Today, for the century of two-digit years (the GS1 rule: within 49 years back, 50 ahead). */
  today?: Date;
}

/** Data formats: N numeric, X GS1 character set 82. */
interface AiDef {
  /** Fixed length of the data, or its maximum. */
  length: number;
  fixed: boolean;
  format: 'N' | 'X';
  check?: boolean;
  date?: boolean;
}
const n = (length: number, more: Partial<AiDef> = {}): AiDef => ({ length, fixed: true, format: 'N', ...more });
const nv = (length: number): AiDef => ({ length, fixed: false, format: 'N' });
const xv = (length: number): AiDef => ({ length, fixed: false, format: 'X' });
const DATE = n(6, { date: true });

/** The AIs this reader knows (GS1 General Specifications §3.2), by exact AI. */
const AIS: Readonly<Record<string, AiDef>> = {
  '00': n(18, { check: true }), '01': n(14, { check: true }), '02': n(14, { check: true }),
  '10': xv(20), '11': DATE, '12': DATE, '13': DATE, '15': DATE, '16': DATE, '17': DATE,
  '20': n(2), '21': xv(20), '22': xv(20),
  '240': xv(30), '241': xv(30), '242': nv(6), '243': xv(20), '250': xv(30), '251': xv(30), '253': xv(30), '254': xv(20), '255': xv(25),
  '30': nv(8), '37': nv(8),
  '400': xv(30), '401': xv(30), '402': n(17), '403': xv(30),
  '410': n(13, { check: true }), '411': n(13, { check: true }), '412': n(13, { check: true }), '413': n(13, { check: true }),
  '414': n(13, { check: true }), '415': n(13, { check: true }), '416': n(13, { check: true }), '417': n(13, { check: true }),
  '420': xv(20), '421': xv(12), '422': n(3), '423': nv(15), '424': n(3), '425': nv(15), '426': n(3), '427': xv(3),
  '7003': n(10), '7006': DATE, '8003': xv(30), '8004': xv(30), '8005': n(6), '8008': nv(12), '8020': xv(25), '8200': xv(70),
  '90': xv(30), '91': xv(90), '92': xv(90), '93': xv(90), '94': xv(90), '95': xv(90), '96': xv(90), '97': xv(90), '98': xv(90), '99': xv(90),
};

/** Measures and amounts: 310n-369n are N6 with n decimals; 390n-393n amounts (variable). */
function measureDef(ai: string): AiDef | undefined {
  if (!/^3\d{3}$/.test(ai)) return undefined;
  const group = Number(ai.slice(0, 3));
  const decimals = Number(ai[3]);
  if ((group >= 310 && group <= 316) || (group >= 320 && group <= 369)) return n(6);
  if ((group === 390 || group === 392) && decimals <= 9) return nv(15);
  if ((group === 391 || group === 393) && decimals <= 9) return nv(18);
  return undefined;
}

/**
 * The predefined lengths of §7.8.5 (Figure 7.8.5-2): the whole element string (AI and data) of
 * an AI starting with these two digits; such an element never needs a separator after it.
 */
export const GS1_PREDEFINED_LENGTHS: Readonly<Record<string, number>> = {
  '00': 20, '01': 16, '02': 16, '03': 16, '04': 18,
  '11': 8, '12': 8, '13': 8, '14': 8, '15': 8, '16': 8, '17': 8, '18': 8, '19': 8, '20': 4,
  '23': 25, '31': 10, '32': 10, '33': 10, '34': 10, '35': 10, '36': 10, '41': 16,
};

/** How many digits the AI starting with these two digits has. */
function aiLength(first: string): number {
  const p = Number(first);
  if (p <= 22 || p === 30 || p === 37 || p >= 90) return 2;
  if ((p >= 31 && p <= 36) || p === 39 || p === 43 || p >= 70) return p === 71 ? 3 : 4;
  return 3;
}

function defOf(ai: string): AiDef | undefined {
  return AIS[ai] ?? measureDef(ai);
}

/** GS1 character set 82 (§7.11, Figure 7.11-1). */
const CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]*$/;

/** The GS1 mod-10 check digit of digits (the last one is the check digit). */
export function gs1CheckDigitValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  const body = digits.slice(0, -1);
  for (let i = 0; i < body.length; i++) {
    // weights 3, 1, 3, ... from the right of the body
    sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

/** The check digit to append to digits (GS1 mod 10). */
export function gs1CheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (gs1CheckDigitValid(`${body}${String(d)}`)) return String(d);
  return '';
}

/**
 * A GS1 date YYMMDD as YYYY-MM-DD, or undefined if it is not a date. The century (§7.12): the
 * year is taken within 49 years before and 50 after today's. DD 00 (only year and month known) is
 * the last day of the month.
 */
export function gs1Date(yymmdd: string, today: Date = new Date()): string | undefined {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(yymmdd);
  if (!m) return undefined;
  const [yy, mm, dd] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const current = today.getUTCFullYear();
  const century = Math.floor(current / 100) * 100;
  const diff = yy - (current % 100);
  const year = diff >= 51 ? century - 100 + yy : diff <= -50 ? century + 100 + yy : century + yy;
  if (mm < 1 || mm > 12) return undefined;
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  const day = dd === 0 ? last : dd;
  if (day > last) return undefined;
  return `${String(year).padStart(4, '0')}-${String(mm).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The GS1 symbology of an AIM identifier or a decoder's name, if it is one. */
function gs1SymbologyOf(hint: string | undefined): Gs1Symbology | undefined {
  if (!hint) return undefined;
  if (hint in GS1_SYMBOLOGY_IDS) return GS1_SYMBOLOGY_IDS[hint as keyof typeof GS1_SYMBOLOGY_IDS];
  const name = hint.toLowerCase().replace(/[\s_]/g, '-');
  if (!name.includes('gs1')) return undefined;
  if (name.includes('matrix')) return 'gs1-datamatrix';
  if (name.includes('qr')) return 'gs1-qr';
  if (name.includes('databar') || name.includes('rss')) return 'gs1-databar';
  return 'gs1-128';
}

const AIM_ID = /^\][A-Za-z][0-9A-Za-z]/;

type Split = { ok: true; elements: Gs1Element[] } | { ok: false; error: Gs1Error };

/** Splits the human-readable form "(01)0952...(10)AB-123". */
function splitBracketed(text: string): Split {
  const elements: Gs1Element[] = [];
  const re = /\s*\((\d{2,4})\)([^(]*)/gy;
  let match: RegExpExecArray | null;
  let at = 0;
  while ((match = re.exec(text)) !== null) {
    elements.push({ ai: match[1] as string, value: (match[2] as string).trim() });
    at = re.lastIndex;
  }
  if (at !== text.length) return { ok: false, error: { code: 'format', value: text.slice(at) } };
  return { ok: true, elements };
}

/** Splits an element string with GS separators (FNC1), predefined-length AIs needing none. */
function splitRaw(text: string): Split {
  const elements: Gs1Element[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === GS) { i++; continue; }
    const first = text.slice(i, i + 2);
    if (!/^\d{2}$/.test(first)) return { ok: false, error: { code: 'unknownAi', value: text.slice(i, i + 4) } };
    const ai = text.slice(i, i + aiLength(first));
    if (!/^\d+$/.test(ai) || ai.length < aiLength(first) || !defOf(ai)) return { ok: false, error: { code: 'unknownAi', value: ai } };
    const start = i + ai.length;
    const predefined = GS1_PREDEFINED_LENGTHS[first];
    let end: number;
    if (predefined !== undefined) {
      end = i + predefined;
      if (end > text.length || text.slice(start, end).includes(GS)) {
        const cut = text.indexOf(GS, start);
        return { ok: false, error: { code: 'length', ai, value: text.slice(start, cut < 0 ? undefined : cut) } };
      }
    } else {
      const gs = text.indexOf(GS, start);
      end = gs < 0 ? text.length : gs;
    }
    elements.push({ ai, value: text.slice(start, end) });
    i = end;
  }
  return { ok: true, elements };
}

/** Checks one element against its AI's definition. */
function checkElement(element: Gs1Element, today: Date): Gs1Error | undefined {
  const { ai, value } = element;
  const def = defOf(ai);
  if (!def) return { code: 'unknownAi', value: ai };
  if (value.length === 0 || (def.fixed ? value.length !== def.length : value.length > def.length)) return { code: 'length', ai, value };
  if (def.format === 'N' ? !/^\d+$/.test(value) : !CSET82.test(value)) return { code: 'format', ai, value };
  if (def.check && !gs1CheckDigitValid(value)) return { code: 'checkDigit', ai, value };
  if (def.date && gs1Date(value, today) === undefined) return { code: 'date', ai, value };
  return undefined;
}

/** The warehouse's fields out of the elements. */
function dataOf(elements: readonly Gs1Element[], today: Date): Gs1Data {
  const data: Gs1Data = {};
  const date = (value: string) => gs1Date(value, today);
  for (const { ai, value } of elements) {
    switch (ai) {
      case '00': data.sscc = value; break;
      case '01': data.gtin = value; break;
      case '02': data.content = value; break;
      case '10': data.batch = value; break;
      case '11': data.produced = date(value); break;
      case '13': data.packed = date(value); break;
      case '15': data.bestBefore = date(value); break;
      case '17': data.expiry = date(value); break;
      case '21': data.serial = value; break;
      case '30': case '37': data.count = Number(value); break;
      default: break;
    }
  }
  return data;
}

function read(text: string, today: Date, symbology: Gs1Symbology | undefined): Gs1Result {
  const withSymbology = symbology ? { symbology } : {};
  const body = text.startsWith(GS) ? text.slice(1) : text;
  if (body.replaceAll(GS, '') === '') return { kind: 'invalid', error: { code: 'empty' }, ...withSymbology };
  const split = body.startsWith('(') ? splitBracketed(body) : splitRaw(body);
  if (!split.ok) return { kind: 'invalid', error: split.error, ...withSymbology };
  const seen = new Map<string, string>();
  for (const element of split.elements) {
    const error = checkElement(element, today);
    if (error) return { kind: 'invalid', error, ...withSymbology };
    const before = seen.get(element.ai);
    if (before !== undefined && before !== element.value) return { kind: 'invalid', error: { code: 'duplicate', ai: element.ai, value: element.value }, ...withSymbology };
    seen.set(element.ai, element.value);
  }
  return { kind: 'gs1', elements: split.elements, data: dataOf(split.elements, today), ...withSymbology };
}

/**
 * Reads a scanned text as GS1 when it says it is GS1: a GS1 symbology identifier (`]C1`, `]d2`,
 * `]Q3`, `]e0`) or the decoder's `options.symbology`, a leading FNC1 (GS), a GS between elements,
 * or the human-readable form with its AIs in brackets. A bare element string without any of these
 * (a wedge that drops FNC1 and identifiers: "0109521234543213") is GS1 only when it reads in full
 * and starts with a GTIN or SSCC whose check digit is right; anything else is `notGs1`, the text as
 * scanned, for the warehouse's own code parse rules.
 */
export function parseGs1(raw: string, options: Gs1Options = {}): Gs1Result {
  const today = options.today ?? new Date();
  // Line ends and NULs a wedge may add; a GS is data here.
  // eslint-disable-next-line no-control-regex
  const text = raw.replace(/[\u0000\r\n]/g, '').trim();
  const prefix = AIM_ID.exec(text)?.[0];
  const fromPrefix = prefix ? gs1SymbologyOf(prefix) : undefined;
  const symbology = fromPrefix ?? gs1SymbologyOf(options.symbology);
  const body = prefix ? text.slice(prefix.length) : text;
  if (symbology) return read(body, today, symbology);
  if (prefix) return { kind: 'notGs1', text: body, symbology: prefix };
  if (body.startsWith(GS) || (/^\d{2}/.test(body) && body.includes(GS)) || /^\(\d{2,4}\)/.test(body)) return read(body, today, undefined);
  if (/^(0[12]\d{14}|00\d{18})/.test(body)) {
    const bare = read(body, today, undefined);
    if (bare.kind === 'gs1') return bare;
  }
  return { kind: 'notGs1', text: raw };
}

/**
 * The GTIN forms an item's alternative code may be stored in: the 14 digits of the label and the
 * GTIN-13, GTIN-12 and GTIN-8 they hold with their leading zeros (an EAN-13 "6901234567892" is
 * GTIN "06901234567892").
 */
export function gtinForms(gtin: string): string[] {
  if (!/^\d{8,14}$/.test(gtin)) return [gtin];
  const full = gtin.padStart(14, '0');
  return [...new Set([full, ...[13, 12, 8].filter((len) => /^0*$/.test(full.slice(0, 14 - len))).map((len) => full.slice(14 - len))])];
}
