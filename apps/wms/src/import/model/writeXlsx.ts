import { ZipDeflate, strToU8 } from 'fflate';

/**
 * A minimal .xlsx writer for the rows the import sends to the server: every value an inline
 * string cell (`t="inlineStr"`), so nothing the user typed becomes a number, a date or a formula
 * (`=1+1`, `0012`, `1e5` stay text), each sheet's XML made a few rows at a time and deflated by
 * fflate as it is made (level 6, as Excel and SheetJS compress), never held whole. SheetJS's own
 * writer made an object per cell, a string of the whole sheet and a zip of it: for 100,000 rows ×
 * 20 columns it took seconds and hundreds of MB in the worker (figures in the commit that brought
 * this file). Read back by SheetJS as the server reads it, it gives exactly the rows written
 * (writeXlsx.test.ts).
 */

export interface SheetRows {
  name: string;
  /** Empty rows above the first row (the template's header may not be on line 1). */
  offset: number;
  /** Columns of the widest row (the header's). */
  columns: number;
  /** Rows, the header row included. */
  count: number;
  /** The index-th row's text; an empty cell is written as none (a row of them as one). */
  row: (index: number) => readonly string[];
}

/** Characters XML 1.0 cannot hold, written as `_xHHHH_` as SheetJS writes them. */
// eslint-disable-next-line no-control-regex -- matching the control characters XML cannot hold is the point
const INVALID = /[\u0000-\u0008\u000b-\u001f\ufffe\uffff]/;
// eslint-disable-next-line no-control-regex -- as above
const SPECIAL = /[&<>\u0000-\u0008\u000b-\u001f\ufffe\uffff]|_(?=x[\da-fA-F]{4}_)/g;
// eslint-disable-next-line no-control-regex -- as above
const NEEDS_ESCAPE = /[&<>\u0000-\u0008\u000b-\u001f\ufffe\uffff]|_x/;
const ENTITY: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', _: '_x005F_' };

/**
 * Text as XML character data: `&<>` as entities, what XML cannot hold as `_xHHHH_`, and an
 * underscore that would read as such an escape as `_x005F_` (OOXML's escape of itself), so
 * `_x0041_` typed by the user comes back as typed, not as `A`.
 */
export function escapeText(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text.replace(SPECIAL, (c) => ENTITY[c] ?? (INVALID.test(c) ? `_x${c.charCodeAt(0).toString(16).padStart(4, '0')}_` : c));
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const STYLES = `${XML}<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** Text is handed to the deflater in pieces of about this many characters. */
const PIECE = 1 << 16;

/**
 * An .xlsx of text rows, one sheet each.
 *
 * @example
 * const rows = [['sku', 'qty'], ['A1', '0012']];
 * const bytes = writeRowsXlsx([{ name: 'Items', offset: 0, columns: 2, count: rows.length, row: (i) => rows[i] ?? [] }]);
 */
export function writeRowsXlsx(sheets: readonly SheetRows[]): Uint8Array {
  const members: Member[] = [];
  const file = (name: string, text: string) => { members.push(deflated(name, (push) => { push(text, true); })); };
  const names = sheets.map((s, i) => s.name.slice(0, 31) || `Sheet${String(i + 1)}`);
  file('[Content_Types].xml', `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${names.map((_, i) => `<Override PartName="/xl/worksheets/sheet${String(i + 1)}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}</Types>`);
  file('_rels/.rels', `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`);
  file('xl/workbook.xml', `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets>${names.map((name, i) => `<sheet name="${escapeText(name).replace(/"/g, '&quot;')}" sheetId="${String(i + 1)}" r:id="rId${String(i + 1)}"/>`).join('')}</sheets></workbook>`);
  file('xl/_rels/workbook.xml.rels', `${XML}<Relationships xmlns="${RELS}">${names.map((_, i) => `<Relationship Id="rId${String(i + 1)}" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet${String(i + 1)}.xml"/>`).join('')}<Relationship Id="rId${String(names.length + 1)}" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`);
  file('xl/styles.xml', STYLES);
  sheets.forEach((sheet, i) => {
    members.push(deflated(`xl/worksheets/sheet${String(i + 1)}.xml`, (push) => {
      const letters: string[] = [];
      const last = sheet.offset + sheet.count;
      // SheetJS trusts the dimension for the range: from A1, so the empty rows above stay rows.
      const ref = sheet.columns > 0 && last > 0 ? `A1:${columnName(sheet.columns - 1)}${String(last)}` : 'A1';
      // Pieces joined once per PIECE characters: a flat string to encode (appending to one
      // string made a rope that cost more to flatten and collect than the deflating).
      let pieces: string[] = [`${XML}<worksheet xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><dimension ref="${ref}"/><sheetData>`];
      let length = 0;
      for (let index = 0; index < sheet.count; index++) {
        const row = sheet.row(index);
        if (row.length === 0) continue;
        const line = String(sheet.offset + index + 1);
        let cells = 0;
        let next = 0;
        pieces.push(`<row r="${line}">`);
        for (let c = 0; c < row.length; c++) {
          const value = row[c] ?? '';
          if (value === '') continue;
          // Spaces or line breaks at either end are kept only with xml:space (as Excel reads it).
          const space = value.charCodeAt(0) <= 32 || value.charCodeAt(value.length - 1) <= 32 ? ' xml:space="preserve"' : '';
          // A cell right after the previous one goes without its reference (optional in
          // SpreadsheetML: it is the next column): the references were what deflate could not
          // compress, 60% of the file (100,000 × 20 bench rows: 7.7 MiB with them, 3.1 without).
          const ref = c === next ? '' : ` r="${(letters[c] ??= columnName(c))}${line}"`;
          const text = escapeText(value);
          pieces.push('<c', ref, ' t="inlineStr"><is><t', space, '>', text, '</t></is></c>');
          length += text.length + 40;
          cells++;
          next = c + 1;
        }
        // A row of empty values keeps one empty cell: SheetJS's sheet_to_json drops a row without
        // cells, and the server names a refused row by its place among the rows.
        if (!cells) pieces.push('<c t="inlineStr"><is><t></t></is></c>');
        pieces.push('</row>');
        if (length > PIECE) { push(pieces.join(''), false); pieces = []; length = 0; }
      }
      pieces.push('</sheetData></worksheet>');
      push(pieces.join(''), true);
    }));
  });
  return zipOf(members);
}

/** A deflated zip member: its name, CRC-32, sizes and compressed bytes. */
interface Member {
  name: Uint8Array;
  crc: number;
  size: number;
  compressed: number;
  data: Uint8Array[];
}

/** Deflates the text `write` pushes (level 6), piece by piece, never holding it whole. */
function deflated(name: string, write: (push: (text: string, final: boolean) => void) => void): Member {
  const data: Uint8Array[] = [];
  const state: { failure: Error | null } = { failure: null };
  const entry = new ZipDeflate(name, { level: 6 });
  entry.ondata = (error, chunk) => {
    if (error) state.failure = error;
    else data.push(chunk);
  };
  write((text, final) => { entry.push(strToU8(text), final); });
  if (state.failure) throw state.failure;
  return { name: strToU8(name), crc: entry.crc, size: entry.size, compressed: data.reduce((n, d) => n + d.length, 0), data };
}

/**
 * The zip of the members, each with its sizes and CRC in its local header (no data
 * descriptors: fflate's streaming Zip writes those, which some readers of local headers skip).
 */
function zipOf(members: readonly Member[]): Uint8Array {
  const DOS_DATE = 0x0021; // 1980-01-01: the file's parts carry no meaningful time
  const size = members.reduce((n, m) => n + 30 + m.name.length + m.compressed + 46 + m.name.length, 22);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const offsets: number[] = [];
  let at = 0;
  const head = (m: Member, central: boolean) => {
    const base = at;
    view.setUint32(at, central ? 0x02014b50 : 0x04034b50, true);
    at += 4;
    if (central) { view.setUint16(at, 20, true); at += 2; }
    view.setUint16(at, 20, true);
    view.setUint16(at + 2, 0, true);
    view.setUint16(at + 4, 8, true);
    view.setUint16(at + 6, 0, true);
    view.setUint16(at + 8, DOS_DATE, true);
    view.setUint32(at + 10, m.crc, true);
    view.setUint32(at + 14, m.compressed, true);
    view.setUint32(at + 18, m.size, true);
    view.setUint16(at + 22, m.name.length, true);
    view.setUint16(at + 24, 0, true);
    at += 26;
    if (central) {
      // comment length, disk, internal and external attributes (zero), then the local header's offset
      at += 10;
      view.setUint32(at, offsets[members.indexOf(m)] ?? 0, true);
      at += 4;
    }
    out.set(m.name, at);
    at += m.name.length;
    return base;
  };
  for (const m of members) {
    offsets.push(head(m, false));
    for (const d of m.data) { out.set(d, at); at += d.length; }
  }
  const directory = at;
  for (const m of members) head(m, true);
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 8, members.length, true);
  view.setUint16(at + 10, members.length, true);
  view.setUint32(at + 12, at - directory, true);
  view.setUint32(at + 16, directory, true);
  return out;
}
