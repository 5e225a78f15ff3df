import { cellContent, cellText, SheetError, styleOf, typeOf, type ScanContext } from './cellValue';
import { latin1, named, unescapeXml, utf8 } from './xmlText';

export { SheetError };
export type { ScanContext };

/** A block of cells, 0-based and inclusive (SheetJS's range). */
export interface CellRange {
  s: { r: number; c: number };
  e: { r: number; c: number };
}

/** The cells of one row by column: their text, and which of them hold a formula. */
interface RowCells {
  texts: (string | undefined)[];
  formulas?: number[];
}

const LT = 60, GT = 62, SLASH = 47, BANG = 33, QUESTION = 63, COLON = 58, EQUALS = 61, QUOTE = 34, APOSTROPHE = 39;
const isSpace = (b: number | undefined) => b === 32 || b === 9 || b === 10 || b === 13;

/** JavaScript's parseInt(text, 10) over ASCII bytes, without making the string. */
function parseIntOf(bytes: Uint8Array, start: number, end: number): number {
  let i = start;
  while (i < end && isSpace(bytes[i])) i++;
  let sign = 1;
  if (bytes[i] === 45 || bytes[i] === 43) { if (bytes[i] === 45) sign = -1; i++; }
  let value = 0;
  const from = i;
  for (; i < end; i++) {
    const d = (bytes[i] ?? 0) - 48;
    if (d < 0 || d > 9) break;
    value = value * 10 + d;
  }
  return i === from ? Number.NaN : sign * value;
}

/** SheetJS's safe_decode_range (A1-style, upper-case letters only). */
export function decodeRange(text: string): CellRange {
  let i = 0, idx = 0, cc = 0;
  const len = text.length;
  const o: CellRange = { s: { r: 0, c: 0 }, e: { r: 0, c: 0 } };
  for (idx = 0; i < len; ++i) { if ((cc = text.charCodeAt(i) - 64) < 1 || cc > 26) break; idx = 26 * idx + cc; }
  o.s.c = --idx;
  for (idx = 0; i < len; ++i) { if ((cc = text.charCodeAt(i) - 48) < 0 || cc > 9) break; idx = 10 * idx + cc; }
  o.s.r = --idx;
  if (i === len || cc !== 10) { o.e.c = o.s.c; o.e.r = o.s.r; return o; }
  ++i;
  for (idx = 0; i !== len; ++i) { if ((cc = text.charCodeAt(i) - 64) < 1 || cc > 26) break; idx = 26 * idx + cc; }
  o.e.c = --idx;
  for (idx = 0; i !== len; ++i) { if ((cc = text.charCodeAt(i) - 48) < 0 || cc > 9) break; idx = 10 * idx + cc; }
  o.e.r = --idx;
  return o;
}

/**
 * Scans one worksheet part as its inflated bytes arrive, chunk after chunk, and keeps only the
 * cells' text: it reads what SheetJS 0.20.3's parse_ws_xml reads (the first `<dimension>`'s ref,
 * then `<sheetData>`: rows, cells with or without `r`, their `<v>`, `<f>` and `<is>`), with the
 * same quirks where they change what a cell shows (see the comments), and ends as soon as the
 * rest cannot change the result: after `</sheetData>`, at the first row past `sheetRows` (rows
 * come in order in any workbook Excel or SheetJS writes: SheetJS skips rows past the limit one
 * by one, we stop), or once the sheet is known to be too wide.
 */
export class SheetScanner {
  private phase: 'before' | 'data' | 'done' = 'before';
  private dimension: CellRange | undefined;
  private dimensionSeen = false;
  private dataClosed = false;
  /** Why the reading ended early, if it did. */
  stopped: 'rows' | 'columns' | undefined;
  private readonly guess = { s: { r: 2_000_000, c: 2_000_000 }, e: { r: 0, c: 0 } };
  private rowNumber = 0;
  private column = -1;
  private readonly rows = new Map<number, RowCells>();
  private readonly shared = new Set<number>();

  constructor(private readonly context: ScanContext) {}

  get done(): boolean {
    return this.phase === 'done';
  }

  /**
   * Reads the complete elements of `bytes` and returns how many bytes it used: the rest (an
   * element cut by the chunk's end) comes again, followed by the next chunk. With `final`,
   * nothing more comes.
   */
  scan(bytes: Uint8Array, final: boolean): number {
    const n = bytes.length;
    let p = 0;
    while (this.phase !== 'done') {
      const lt = bytes.indexOf(LT, p);
      if (lt < 0) return n;
      const wait = final ? n : lt;
      if (lt + 9 >= n && !final) return lt;
      const second = bytes[lt + 1];
      if (second === BANG) {
        const end = this.skipSpecial(bytes, lt);
        if (end < 0) return wait;
        p = end;
        continue;
      }
      const gt = bytes.indexOf(GT, lt + 1);
      if (gt < 0) return wait;
      if (second === QUESTION) { p = gt + 1; continue; }
      const closing = second === SLASH;
      const nameStart = lt + (closing ? 2 : 1);
      let nameEnd = nameStart;
      while (nameEnd < gt && bytes[nameEnd] !== SLASH && !isSpace(bytes[nameEnd])) nameEnd++;
      let local = nameStart;
      for (let i = nameStart; i < nameEnd; i++) if (bytes[i] === COLON) local = i + 1;
      const selfClosing = bytes[gt - 1] === SLASH;
      if (this.phase === 'before') {
        if (closing) { p = gt + 1; continue; }
        if (!this.dimensionSeen && nameEnd - local >= 9 && named(bytes, local, local + 9, 'dimension')) {
          // SheetJS: the first 50 characters from `<dimension`, their first quoted "X:Y".
          if (lt + 50 > n && !final) return lt;
          this.dimensionSeen = true;
          const ref = /"(\w*:\w*)"/.exec(latin1(bytes, lt, Math.min(n, lt + 50)))?.[1];
          if (ref) {
            const d = decodeRange(ref);
            if (d.s.r <= d.e.r && d.s.c <= d.e.c && d.s.r >= 0 && d.s.c >= 0) this.dimension = d;
          }
        } else if (named(bytes, local, nameEnd, 'sheetData')) {
          // `<sheetData/>`: SheetJS finds no sheetData element and no cells.
          this.phase = selfClosing ? 'done' : 'data';
          const d = this.dimension;
          if (d && d.e.r < this.context.sheetRows && d.e.c >= this.context.columns) this.stop('columns');
        }
        p = gt + 1;
        continue;
      }
      if (closing) {
        if (named(bytes, local, nameEnd, 'sheetData')) { this.dataClosed = true; this.phase = 'done'; return gt + 1; }
        p = gt + 1;
        continue;
      }
      if (named(bytes, local, nameEnd, 'row')) {
        // A self-closing row is no row to SheetJS (it looks for the row's start tag before its cells).
        if (!selfClosing) this.startRow(bytes, nameEnd, gt);
        p = gt + 1;
        continue;
      }
      if (named(bytes, local, nameEnd, 'c')) {
        if (selfClosing) {
          this.cell(bytes, nameEnd, gt - 1, gt + 1, gt + 1);
          p = gt + 1;
          continue;
        }
        const close = this.closeOf(bytes, gt + 1, nameStart, nameEnd);
        if (close === -1) return wait;
        this.cell(bytes, nameEnd, gt, gt + 1, close[0]);
        p = close[0] + close[1];
        continue;
      }
      p = gt + 1;
    }
    return p;
  }

  /** The end of a comment, CDATA section or declaration starting at `lt` (-1: not in these bytes). */
  private skipSpecial(bytes: Uint8Array, lt: number): number {
    const text = latin1(bytes, lt, Math.min(bytes.length, lt + 9));
    const [close, from] = text.startsWith('<!--') ? ['-->', lt + 4] : text.startsWith('<![CDATA[') ? [']]>', lt + 9] : ['>', lt + 2];
    for (let at = bytes.indexOf(close.charCodeAt(0), from); at >= 0; at = bytes.indexOf(close.charCodeAt(0), at + 1)) {
      if (at + close.length > bytes.length) return -1;
      if (named(bytes, at, at + close.length, close)) return at + close.length;
    }
    return -1;
  }

  /**
   * Where a cell's content ends: its end tag `</name>` (returned with the tag's length), or the
   * start of the next cell if that comes first (returned with 0: SheetJS cuts a row at each
   * `<c`, so a cell missing its end tag ends where the next begins). -1: not in these bytes.
   */
  private closeOf(bytes: Uint8Array, from: number, nameStart: number, nameEnd: number): [number, number] | -1 {
    const length = nameEnd - nameStart;
    for (let at = bytes.indexOf(LT, from); at >= 0; at = bytes.indexOf(LT, at + 1)) {
      if (at + length + 3 > bytes.length) return -1;
      const closing = bytes[at + 1] === SLASH;
      const start = at + (closing ? 2 : 1);
      let same = true;
      for (let i = 0; i < length; i++) if (bytes[start + i] !== bytes[nameStart + i]) { same = false; break; }
      if (!same) continue;
      const after = bytes[start + length];
      if (closing && after === GT) return [at, length + 3];
      if (!closing && (after === GT || after === SLASH || after === 32)) return [at, 0];
    }
    return -1;
  }

  private stop(reason: 'rows' | 'columns'): void {
    this.stopped = reason;
    this.phase = 'done';
  }

  /** Spans of the last start tag's attributes r, t and s (-1: absent), set by readAttributes. */
  private readonly span = new Int32Array(6);

  /** Finds the attributes r, t and s (by local name) of a start tag's bytes [start, end). */
  private readAttributes(bytes: Uint8Array, start: number, end: number): void {
    const span = this.span;
    span.fill(-1);
    let i = start;
    while (i < end) {
      while (i < end && isSpace(bytes[i])) i++;
      const nameFrom = i;
      while (i < end && bytes[i] !== EQUALS && !isSpace(bytes[i])) i++;
      let local = nameFrom;
      for (let j = nameFrom; j < i; j++) if (bytes[j] === COLON) local = j + 1;
      const nameLength = i - local;
      while (i < end && isSpace(bytes[i])) i++;
      if (bytes[i] !== EQUALS) { if (i === nameFrom) i++; continue; }
      i++;
      while (i < end && isSpace(bytes[i])) i++;
      const quote = bytes[i];
      let from: number, to: number;
      if (quote === QUOTE || quote === APOSTROPHE) {
        from = i + 1;
        to = bytes.indexOf(quote, from);
        if (to < 0 || to > end) return;
        i = to + 1;
      } else {
        from = i;
        while (i < end && !isSpace(bytes[i])) i++;
        to = i;
      }
      if (nameLength !== 1) continue;
      const slot = bytes[local] === 114 ? 0 : bytes[local] === 116 ? 2 : bytes[local] === 115 ? 4 : -1;
      if (slot >= 0) { span[slot] = from; span[slot + 1] = to; }
    }
  }

  private startRow(bytes: Uint8Array, start: number, end: number): void {
    this.readAttributes(bytes, start, end);
    const [from, to] = this.span;
    this.rowNumber = from !== undefined && from >= 0 ? parseIntOf(bytes, from, to ?? from) : this.rowNumber + 1;
    this.column = -1;
    if (this.context.sheetRows < this.rowNumber) { this.stop('rows'); return; }
    const index = this.rowNumber - 1;
    if (this.guess.s.r > index) this.guess.s.r = index;
    if (this.guess.e.r < index) this.guess.e.r = index;
  }

  /** One `<c>`: its start tag's attributes in [start, end), its content in [from, to). */
  private cell(bytes: Uint8Array, start: number, end: number, from: number, to: number): void {
    this.readAttributes(bytes, start, end);
    const span = this.span;
    const refFrom = span[0] ?? -1, refTo = span[1] ?? -1;
    const type = (span[2] ?? -1) >= 0 ? typeOf(bytes, span[2] ?? 0, span[3] ?? 0) : undefined;
    const style = (span[4] ?? -1) >= 0 ? styleOf(bytes, span[4] ?? 0, span[5] ?? 0) : -1;
    // The cell's place: its own reference when it has one (SheetJS files it under that text, so
    // only a canonical "A1" is ever looked up again), else the next column of the row.
    let row = this.rowNumber - 1;
    let canonical = true;
    if (refFrom >= 0) {
      let i = refFrom, idx = 0;
      for (; i < refTo; i++) {
        const cc = (bytes[i] ?? 0) - 64;
        if (cc < 1 || cc > 26) break;
        idx = 26 * idx + cc;
      }
      this.column = idx - 1;
      const digits = i;
      let number = 0;
      for (; i < refTo; i++) {
        const d = (bytes[i] ?? 0) - 48;
        if (d < 0 || d > 9) break;
        number = number * 10 + d;
      }
      canonical = digits > refFrom && i === refTo && i > digits && bytes[digits] !== 48;
      row = number - 1;
    } else {
      this.column++;
      canonical = !Number.isNaN(row);
    }
    const column = this.column;

    let value: string | undefined;
    let formula = false;
    let inline: string | undefined;
    if (to > from) {
      if (bytes[from] === LT && bytes[from + 1] === 118 && bytes[from + 2] === GT && bytes.indexOf(LT, from + 3) === to - 4 && bytes[to - 3] === SLASH && bytes[to - 2] === 118) {
        if (to - 4 > from + 3) value = unescapeXml(utf8(bytes, from + 3, to - 4));
      } else ({ value, formula, inline } = cellContent(utf8(bytes, from, to), type, this.shared));
    }
    if (type === undefined && value === undefined) {
      // A formula without a cached value: SheetJS makes it the number 0, then drops it as an
      // empty number cell; only its column counts.
      if (formula) this.widen(column);
      return;
    }
    // SheetJS: `p.t = tag.t || "n"` (an empty t is a number too).
    const t = type || 'n';
    this.widen(column);
    if (this.phase === 'done') return;
    const text = cellText(t, value, inline, style, this.context);
    if (text === undefined || !canonical || row < 0 || row >= this.context.sheetRows || column < 0 || column >= this.context.columns) return;
    let cells = this.rows.get(row);
    if (!cells) { cells = { texts: [] }; this.rows.set(row, cells); }
    cells.texts[column] = text.length > this.context.cellLength ? text.slice(0, this.context.cellLength) : text;
    if (formula) (cells.formulas ??= []).push(column);
  }

  private widen(column: number): void {
    const guess = this.guess;
    if (guess.s.c > column) guess.s.c = column;
    if (guess.e.c < column) guess.e.c = column;
    if (guess.e.c >= this.context.columns && (!this.dimension || this.dimension.e.c >= this.context.columns)) this.stop('columns');
  }

  /**
   * The sheet as SheetJS leaves it: its range (`!ref`: the dimension if it has one, else the
   * cells found; then cut to `sheetRows`) and its cells.
   */
  result(): { range: CellRange | undefined; text: (r: number, c: number) => string | undefined; formula: (r: number, c: number) => boolean } {
    // No `</sheetData>`: SheetJS finds no sheetData element and so no cells (unless we stopped).
    const complete = this.dataClosed || this.stopped !== undefined;
    const guess = complete ? this.guess : { s: { r: 2_000_000, c: 2_000_000 }, e: { r: 0, c: 0 } };
    const rows = complete ? this.rows : new Map<number, RowCells>();
    let range: CellRange | undefined = this.dimension ? { s: { ...this.dimension.s }, e: { ...this.dimension.e } } : undefined;
    if (!range && guess.e.c >= guess.s.c && guess.e.r >= guess.s.r) range = { s: { ...guess.s }, e: { ...guess.e } };
    const limit = this.context.sheetRows;
    if (range && limit > 0 && limit <= range.e.r) {
      range.e.r = Math.min(limit - 1, guess.e.r);
      if (range.e.r < range.s.r) range.s.r = range.e.r;
      if (range.e.c > guess.e.c) range.e.c = guess.e.c;
      if (range.e.c < range.s.c) range.s.c = range.e.c;
    }
    if (range && (range.s.c < 0 || range.e.c < 0)) throw new SheetError('a column before A'); // SheetJS's encode_col throws
    return {
      range,
      text: (r, c) => rows.get(r)?.texts[c],
      formula: (r, c) => rows.get(r)?.formulas?.includes(c) ?? false,
    };
  }
}
