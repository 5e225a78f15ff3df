import { dateSerial, formatValue, generalNumber } from './cellFormat';
import { itemText, latin1, named, unescapeXml } from './xmlText';

/**
 * What one cell shows, as SheetJS 0.20.3's parse_ws_xml_data and safe_format decide it: its
 * `<v>`, `<f>` and `<is>`, its type and its number format (sheetScanner.ts finds the cells).
 */

/** What the scanner needs besides the sheet: limits and the workbook's strings and formats. */
export interface ScanContext {
  /** Rows read at most (SheetJS's sheetRows): a row past it ends the reading. */
  sheetRows: number;
  /** Columns that count at most: a sheet known to reach past them is not read further. */
  columns: number;
  /** Text kept of a cell (one character more than is allowed, so the check sees it too long). */
  cellLength: number;
  strings: readonly (string | undefined)[];
  /** Each cell format's number format (styles.xml cellXfs), undefined without styles. */
  cellFormats: readonly (number | undefined)[] | undefined;
  /** A number format id's format string. */
  format: (id: number) => string;
  /** The workbook's dates count from 1904-01-01 (workbook.xml `<workbookPr date1904="1"/>`). */
  date1904: boolean;
}

/**
 * Thrown for what makes SheetJS throw while it reads a sheet (a shared string index out of the
 * table, a `t="d"` cell without value, a column before A): SheetJS then leaves the sheet out of
 * the workbook, and so does the reader.
 */
export class SheetError extends Error {}

const TYPES = ['s', 'n', 'b', 'e', 'd', 'str', 'inlineStr'];

/** A cell's `t` (the usual ones without making a string each time). */
export function typeOf(bytes: Uint8Array, start: number, end: number): string {
  for (const type of TYPES) if (named(bytes, start, end, type)) return type;
  return latin1(bytes, start, end);
}

/**
 * A cell's `s` as an index of cellXfs, -1 for none: SheetJS looks `CellXf[s]` up with the text,
 * so only a canonical index ("0", "12", not "012") finds a format.
 */
export function styleOf(bytes: Uint8Array, start: number, end: number): number {
  if (end <= start || end - start > 9 || (bytes[start] === 48 && end - start > 1)) return -1;
  let value = 0;
  for (let i = start; i < end; i++) {
    const d = (bytes[i] ?? 0) - 48;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  return value;
}

const V_TAG = /<(?:\w+:)?v\b[^<>]*>/;
const V_END = /<\/(?:\w+:)?v>/;
const F_TAG = /<(?:\w+:)?f\b[^<>]*>/;
const F_END = /<\/(?:\w+:)?f>/;
const IS_TAG = /<(?:\w+:)?is\b[^<>]*>/;
const IS_END = /<\/(?:\w+:)?is>/;

/** SheetJS's str_match_xml_ns: the first element of a name, its start tag and its content. */
function element(d: string, open: RegExp, close: RegExp): { tag: string; content: string } | undefined {
  const start = open.exec(d);
  if (!start) return undefined;
  const after = start.index + start[0].length;
  const end = close.exec(d.slice(after));
  return end ? { tag: start[0], content: d.slice(after, after + end.index) } : undefined;
}

/**
 * A cell's value, formula flag and inline string from its content (the general path, for any
 * content but a lone `<v>`): a formula is one with text, or a shared formula's follower whose
 * leader had text (SheetJS keeps the leaders' `si` as it reads; `shared` is that set).
 */
export function cellContent(d: string, type: string | undefined, shared: Set<number>): { value: string | undefined; formula: boolean; inline: string | undefined } {
  let value: string | undefined;
  let formula = false;
  const v = element(d, V_TAG, V_END);
  if (v && v.content !== '') value = unescapeXml(v.content);
  const f = element(d, F_TAG, F_END);
  if (f) {
    const index = Number.parseInt(/\bsi=["']?(\d+)/.exec(f.tag)?.[1] ?? '', 10);
    if (f.content !== '') {
      formula = true;
      if (f.tag.includes('t="shared"')) shared.add(index);
    } else if (f.tag.includes('t="shared"') && shared.has(index)) formula = true;
  } else {
    const empty = /<f[^<>]*\/>/.exec(d);
    if (empty) formula = shared.has(Number.parseInt(/\bsi=["']?(\d+)/.exec(empty[0])?.[1] ?? '', 10));
  }
  return { value, formula, inline: type === 'inlineStr' ? element(d, IS_TAG, IS_END)?.content : undefined };
}

/** The text SheetJS shows for a cell (its `w`, else its value); undefined for a cell it drops. */
export function cellText(t: string, value: string | undefined, inline: string | undefined, style: number, context: ScanContext): string | undefined {
  let shown: number | string | boolean;
  switch (t) {
    case 'n':
      if (value === undefined) return undefined;
      shown = Number.parseFloat(value);
      break;
    case 's': {
      if (value === undefined) return undefined;
      const index = Number.parseInt(value, 10);
      if (!(index >= 0 && index < context.strings.length)) throw new SheetError('shared string out of the table');
      const text = context.strings[index];
      if (text === undefined) return '';
      shown = text;
      break;
    }
    // SheetJS unescapes a `str` value twice (once as it takes `<v>`, once as a string).
    case 'str': shown = value === undefined ? '' : unescapeXml(value, true); break;
    case 'inlineStr': {
      const text = inline === undefined ? '' : itemText(inline);
      if (text === undefined) return '';
      shown = text;
      break;
    }
    case 'b': shown = value === '1' || value === 'true'; break;
    case 'd':
      if (value === undefined) throw new SheetError('date cell without value');
      shown = dateSerial(value, context.date1904);
      break;
    case 'e': return value ?? '';
    default:
      if (value === undefined) return '';
      shown = value;
  }
  const format = formatOf(style, context);
  if (format === 'General') return typeof shown === 'number' ? generalNumber(shown) : typeof shown === 'boolean' ? (shown ? 'TRUE' : 'FALSE') : shown;
  return formatValue(format, shown, context.date1904);
}

/** The number format of a cell's style (`s`), General without styles or a format. */
function formatOf(style: number, context: ScanContext): string {
  const formats = context.cellFormats;
  if (!formats || style < 0) return 'General';
  const id = formats[style];
  return id === undefined || id === 0 || Number.isNaN(id) ? 'General' : context.format(id);
}

