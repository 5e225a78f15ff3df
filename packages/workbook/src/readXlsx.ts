import { formatOf } from './cellFormat';
import { SheetError, SheetScanner, type CellRange } from './sheetScanner';
import { attributesOf, itemText, unescapeXml, utf8 } from './xmlText';
import { entryText, inflateEntry, zipEntries, type ZipEntry } from './zipReader';

/*
 * Why a reader of our own. SheetJS reads a whole .xlsx at once: every part inflated into one
 * string, the sheet split with regular expressions, a cell object per cell. For 100,000 rows × 20
 * columns that took 13.7–25 s and ~450–780 MB of heap in Node on this machine, past what a
 * browser worker can give. No maintained library reads SpreadsheetML as a stream in a browser
 * worker (exceljs's streaming reader needs Node streams; the other streaming readers are Node only
 * or unmaintained). A generic streaming XML parser would do the tokenizing only: saxes, measured
 * on the same sheet's 73.7 MB of XML, took 1.3–1.4 s of CPU to tokenize it (an event and an
 * attribute object per element, nothing kept), about half of what this whole reader takes with
 * inflating, decoding and building the rows (2.5 s). A sheet is one small, regular subset of XML,
 * so this file scans its bytes as fflate inflates them (zipReader.ts), keeps only each cell's text
 * (sheetScanner.ts, cellValue.ts), and drops each chunk once scanned: the sheet's XML is never
 * held whole. What it reads and how it decodes it follows SheetJS 0.20.3 (quirks that change a
 * cell's text included, xmlText.ts, cellFormat.ts): the import shows the same text as before,
 * which the differential tests check against SheetJS on generated workbooks (this package's
 * readXlsx.test.ts, the rows as text; the app's import/model/readXlsx.test.ts, through its import
 * preview's parseWorkbook, on workbooks as other tools write them and hostile ones).
 * Where SheetJS is wrong in a way that depends on where it runs (a numeric reference past U+007F
 * in a `t="str"` value, decoded before UTF-8: mangled in Node and otherwise in a browser), this
 * reader gives the character. SheetJS still reads the formats this does not (.xls, .xlsb, .ods).
 */

/** One sheet as the import needs it: SheetJS's range, and each cell's text and formula flag. */
export interface SheetGrid {
  range: CellRange | undefined;
  /** The cell's text (undefined: no cell), cut to `cellLength`. */
  text: (r: number, c: number) => string | undefined;
  formula: (r: number, c: number) => boolean;
}

export interface XlsxOptions {
  /** Rows read at most, the header's included (SheetJS's sheetRows). */
  sheetRows: number;
  /** Columns that count at most: a sheet known to reach past them is not read further. */
  columns: number;
  /** Characters kept of a cell's text. */
  cellLength: number;
  /** Inflated bytes of one part at most: a zip bomb is refused, not inflated. */
  maxPartBytes?: number;
  /** Progress of the reading, in compressed bytes of the sheets. */
  onProgress?: (done: number, total: number) => void;
}

/** An opened workbook: its sheet names in order, each sheet read when asked for. */
export interface XlsxBook {
  names: readonly string[];
  /** The index-th sheet (undefined: its part is missing or SheetJS would drop it); throws UnreadableWorkbook. */
  sheet: (index: number) => SheetGrid | undefined;
}

/**
 * Inflated bytes of one part at most. A sheet of 100,000 rows × 20 columns as Excel writes it
 * (styles and shared strings) is ~80 MB of XML; 256 MB leaves room for wider sheets and ends a
 * zip bomb after a few seconds of a worker's time.
 */
export const MAX_PART_BYTES = 256 * 1024 * 1024;
/** The workbook, its relationships and its styles are small: a bomb among them stops here. */
const MAX_SMALL_PART_BYTES = 32 * 1024 * 1024;
/**
 * One element (a cell, a shared string) at most: the longest text a cell holds (32,767
 * characters) even as rich text run by run stays far below. Without a cap, an element that never
 * ends would be carried and copied again with every chunk.
 */
const MAX_ELEMENT_BYTES = 8 * 1024 * 1024;

const LT = 60, SLASH = 47, GT = 62, COLON = 58;

/** A part that cannot be inflated (broken, or a zip bomb): the workbook is refused as unreadable. */
export class UnreadableWorkbook extends Error {}

function directoryOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/') + 1);
}

/** A relationship's target as a part name (relative to its source's folder unless absolute). */
function resolve(base: string, target: string): string {
  const parts: string[] = [];
  for (const part of (target.startsWith('/') ? target.slice(1) : directoryOf(base) + target).split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/').toLowerCase();
}

/** The relationships of a part: by id, their type and resolved target. */
function relationships(bytes: Uint8Array, entries: Map<string, ZipEntry>, source: string): Map<string, { type: string; target: string }> {
  const rels = new Map<string, { type: string; target: string }>();
  const text = entryText(bytes, entries, `${directoryOf(source)}_rels/${source.slice(source.lastIndexOf('/') + 1)}.rels`, MAX_SMALL_PART_BYTES) ?? '';
  for (const [tag] of text.matchAll(/<(?:\w+:)?Relationship\b[^<>]*>/g)) {
    const a = attributesOf(tag);
    const target = a.get('Target');
    if (target !== undefined) rels.set(a.get('Id') ?? '', { type: a.get('Type') ?? '', target: resolve(source, unescapeXml(target)) });
  }
  return rels;
}

/** SheetJS's str_match_xml_ns: the first element of a name, with its content. */
function elementOf(text: string, name: string): string | undefined {
  const open = new RegExp(`<(?:\\w+:)?${name}\\b[^<>]*>`).exec(text);
  if (!open) return undefined;
  const from = open.index + open[0].length;
  const close = new RegExp(`</(?:\\w+:)?${name}>`).exec(text.slice(from));
  return close ? text.slice(from, from + close.index) : undefined;
}

/** styles.xml: each cell format's number format id, and the workbook's own number formats. */
function readStyles(text: string | undefined): { cellFormats: (number | undefined)[] | undefined; custom: Map<number, string> } {
  const custom = new Map<number, string>();
  if (text === undefined) return { cellFormats: undefined, custom };
  for (const [tag] of (elementOf(text, 'numFmts') ?? '').matchAll(/<(?:\w+:)?numFmt\b[^<>]*>/g)) {
    const a = attributesOf(tag);
    const id = Number.parseInt(a.get('numFmtId') ?? '', 10);
    if (id > 0) custom.set(id, unescapeXml(a.get('formatCode') ?? ''));
  }
  const xfs = elementOf(text, 'cellXfs');
  if (xfs === undefined) return { cellFormats: undefined, custom };
  const cellFormats: (number | undefined)[] = [];
  for (const [tag] of xfs.matchAll(/<(?:\w+:)?xf\b[^<>]*>/g)) {
    const id = attributesOf(tag).get('numFmtId');
    cellFormats.push(id ? Number.parseInt(id, 10) : undefined);
  }
  return { cellFormats, custom };
}

/**
 * The shared string table, read as it inflates: SheetJS splits the `<sst>` element's content at
 * each `</si>` and reads each piece (itemText), the piece after the last one included.
 */
function readStrings(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): (string | undefined)[] | 'unreadable' {
  const strings: (string | undefined)[] = [];
  let started = false;
  // Set inside callbacks: an object, so that the checks after them are not narrowed away.
  const state = { closed: false, tooLong: false };
  let carry = new Uint8Array(0);
  const scan = (buf: Uint8Array, final: boolean): number => {
    let p = 0;
    if (!started) {
      // One character a byte (windows-1252), so the match's index is its byte offset.
      const open = /<(?:\w+:)?sst\b[^<>]*>/.exec(new TextDecoder('latin1').decode(buf));
      if (!open) return final ? buf.length : Math.max(0, buf.length - 4096);
      started = true;
      p = open.index + open[0].length;
    }
    let piece = p;
    for (let at = buf.indexOf(LT, p); at >= 0 && !state.closed; at = buf.indexOf(LT, at + 1)) {
      if (buf[at + 1] !== SLASH) continue;
      const gt = buf.indexOf(GT, at);
      if (gt < 0) break;
      let local = at + 2;
      for (let i = at + 2; i < gt; i++) if (buf[i] === COLON) local = i + 1;
      const length = gt - local;
      if (length !== 2 && length !== 3 && length !== 7) continue;
      const name = utf8(buf, local, gt);
      if (name !== 'si' && name !== 'sstItem' && name !== 'sst') continue;
      const text = utf8(buf, piece, at).replace(/<(?:\w+:)?(?:si|sstItem)>/g, '').trim();
      strings.push(itemText(text));
      piece = gt + 1;
      at = gt;
      if (name === 'sst') state.closed = true;
    }
    return piece;
  };
  const end = inflateEntry(bytes, entry, maxBytes, (chunk) => {
    const buf = carry.length ? concat(carry, chunk) : chunk;
    carry = buf.slice(scan(buf, false));
    if (carry.length > MAX_ELEMENT_BYTES) state.tooLong = true;
    return !state.closed && !state.tooLong;
  });
  if (end === 'tooLarge' || end === 'corrupt' || state.tooLong) return 'unreadable';
  if (!state.closed) scan(carry, true);
  // No `</sst>`: SheetJS finds no table at all.
  return state.closed ? strings : [];
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/**
 * Opens an .xlsx (a zip with a SpreadsheetML workbook): 'other' for a zip holding something else
 * (.xlsb, .ods: SheetJS reads those), 'unreadable' for a broken one.
 */
export function openXlsx(bytes: Uint8Array, options: XlsxOptions): XlsxBook | 'unreadable' | 'other' {
  const entries = zipEntries(bytes);
  if (!entries) return 'unreadable';
  // SheetJS starts from the content types and refuses a file whose namespace is not theirs.
  const types = entryText(bytes, entries, '[Content_Types].xml', MAX_SMALL_PART_BYTES);
  if (types === undefined) return entries.has('[content_types].xml') ? 'unreadable' : 'other';
  const root = /<(?:\w+:)?Types\b[^<>]*>/.exec(types);
  if (root && attributesOf(root[0]).get('xmlns') !== 'http://schemas.openxmlformats.org/package/2006/content-types') return 'unreadable';
  let workbookPath = 'xl/workbook.xml';
  if (!entries.has(workbookPath)) {
    const office = [...relationships(bytes, entries, '').values()].find((r) => r.type.endsWith('/officeDocument'));
    if (!office?.target.endsWith('.xml') || !entries.has(office.target)) return 'other';
    workbookPath = office.target;
  }
  const workbook = entryText(bytes, entries, workbookPath, MAX_SMALL_PART_BYTES);
  if (workbook === undefined) return 'unreadable';
  const rels = relationships(bytes, entries, workbookPath);
  // The 1904 date system (Excel for Mac's option, written by openpyxl and others): SheetJS reads
  // the first workbookPr's date1904 as an xsd:boolean ('1' or 'true').
  const properties = /<(?:\w+:)?workbookPr\b[^<>]*>/.exec(workbook);
  const flag = properties ? attributesOf(properties[0]).get('date1904') : undefined;
  const date1904 = flag === '1' || flag === 'true';
  const sheets = [...workbook.matchAll(/<(?:\w+:)?sheet\b[^<>]*>/g)].map(([tag], i) => {
    const a = attributesOf(tag);
    return { name: unescapeXml(a.get('name') ?? ''), part: rels.get(a.get('id') ?? '')?.target ?? `xl/worksheets/sheet${String(i + 1)}.xml` };
  });
  const partOf = (type: string, fallback: string) => [...rels.values()].find((r) => r.type.endsWith(type))?.target ?? fallback;
  const maxBytes = options.maxPartBytes ?? MAX_PART_BYTES;
  const total = sheets.reduce((sum, s) => sum + (entries.get(s.part)?.compressedSize ?? 0), 0);
  let before = 0;
  let shared: { strings: readonly (string | undefined)[]; cellFormats: (number | undefined)[] | undefined; format: (id: number) => string; date1904: boolean } | undefined;
  const context = () => {
    if (shared) return shared;
    const sst = entries.get(partOf('/sharedStrings', 'xl/sharedstrings.xml'));
    const strings = sst ? readStrings(bytes, sst, maxBytes) : [];
    if (strings === 'unreadable') throw new UnreadableWorkbook('shared strings');
    const stylesPart = partOf('/styles', 'xl/styles.xml');
    const styles = readStyles(entries.has(stylesPart) ? entryText(bytes, entries, stylesPart, MAX_SMALL_PART_BYTES) : undefined);
    const formats = new Map<number, string>();
    shared = {
      strings,
      date1904,
      cellFormats: styles.cellFormats,
      format: (id) => {
        let format = formats.get(id);
        if (format === undefined) formats.set(id, (format = formatOf(id, styles.custom)));
        return format;
      },
    };
    return shared;
  };
  return {
    names: sheets.map((s) => s.name),
    sheet: (index) => {
      const sheet = sheets[index];
      const entry = sheet && entries.get(sheet.part);
      if (!entry) return undefined;
      const scanner = new SheetScanner({ ...context(), sheetRows: options.sheetRows, columns: options.columns, cellLength: options.cellLength });
      let carry = new Uint8Array(0);
      const state = { dropped: false, tooLong: false };
      const end = inflateEntry(bytes, entry, maxBytes, (chunk) => {
        const buf = carry.length ? concat(carry, chunk) : chunk;
        try {
          const read = scanner.scan(buf, false);
          // Once the scanner is done (its row limit), the rest is not an element being carried.
          carry = scanner.done ? new Uint8Array(0) : buf.slice(read);
        } catch (error) {
          if (!(error instanceof SheetError)) throw error;
          state.dropped = true;
        }
        if (carry.length > MAX_ELEMENT_BYTES) state.tooLong = true;
        return !scanner.done && !state.dropped && !state.tooLong;
      }, (done) => options.onProgress?.(before + done, total));
      before += entry.compressedSize;
      if (end === 'tooLarge' || end === 'corrupt' || state.tooLong) throw new UnreadableWorkbook(state.tooLong ? 'an element that never ends' : end);
      if (state.dropped) return undefined;
      try {
        if (!scanner.done) scanner.scan(carry, true);
        return scanner.result();
      } catch (error) {
        if (error instanceof SheetError) return undefined;
        throw error;
      }
    },
  };
}

export type { CellRange };

/**
 * A read sheet's rows as SheetJS's `sheet_to_json(ws, { header: 1, raw: false, defval: '' })`
 * gives them: from the range's first row to its last, each row the shown text of every cell from
 * the range's first column ('' where there is no cell), blank rows kept. One difference: a row with
 * no text in it comes as a row of '' where SheetJS gives [] or a shorter row of '' (it keeps a
 * cell that holds an empty string; this reader does not) — the same to anything that, like the
 * server's import and the preview, leaves out rows without text. One row at a time, so
 * that a caller can pass them on in parts (the server's import worker) without a second copy.
 */
export function* textRows(grid: SheetGrid): Generator<string[]> {
  const range = grid.range;
  if (!range) return;
  for (let r = range.s.r; r <= range.e.r; r++) {
    const row: string[] = [];
    for (let c = range.s.c; c <= range.e.c; c++) row.push(grid.text(r, c) ?? '');
    yield row;
  }
}
