import { strToU8, zipSync } from 'fflate';
import * as XLSX from 'xlsx';

import type { ImportField, ImportTemplateShape } from './checks';

/**
 * Generated workbooks for the reader's tests (readXlsx.test.ts): SheetJS-written ones, and
 * SpreadsheetML written here by hand to reach what SheetJS never writes (shared strings with rich
 * text and phonetic runs, inline strings, cells and rows without `r`, `x:` prefixes, shared
 * formulas (absolute: SheetJS drops a sheet whose shared formula shifts left of column A),
 * `t="d"`/`"e"`, styles with built-in, implicit and custom number formats). Seeded:
 * the same seed, the same workbooks.
 */

export type Random = () => number;

const pick = <T,>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const WORDS = ['OW001', 'sku', 'A-12', '货主', '商品编码', '仓库 一号', '数量', 'Größe', 'naïve', '😀 ok', 'x_y', '0012', '1e5', '-2', '+x', '=1+1', 'TRUE', '2026-01-15'];
const ODD = ['<', '>', '&', '"', "'", '&amp;', '&lt;b&gt;', ' ', '\t', '\n', '_x0041_', 'a_b_', '#', '%'];

/** Random text: words, CJK, XML specials, spaces before and after, now and then an escape look-alike. */
export function randomText(random: Random): string {
  let text = '';
  const parts = 1 + Math.floor(random() * 3);
  for (let i = 0; i < parts; i++) text += random() < 0.7 ? pick(random, WORDS) : pick(random, ODD);
  if (random() < 0.1) text = ` ${text}`;
  if (random() < 0.1) text = `${text}  `;
  return text;
}

const NUMBERS = [0, 1, -1, 42, 0.1 + 0.2, 1 / 3, -2.5, 1e21, 1e-7, 123456789012, 12345678901.5, 0.000123456789, 2 ** 31, -(2 ** 31) - 1, 3.14159265358979, 99999999999.5, 45306, 45306.75, 1e-300, 5e15];

export function randomNumber(random: Random): number {
  return random() < 0.6 ? pick(random, NUMBERS) : Math.round((random() - 0.3) * 10 ** Math.floor(random() * 8)) / 10 ** Math.floor(random() * 4);
}

/** A template whose fields are the header texts f0, f1, …; some typed, some required. */
export function templateOf(sheetColumns: readonly number[], startRow: number): ImportTemplateShape {
  const fields = (n: number): ImportField[] => Array.from({ length: n }, (_, i) => ({ code: `f${String(i)}`, names: [`字段${String(i)}`], kind: i % 5 === 3 ? 'number' : i % 5 === 4 ? 'date' : 'text', required: i === 1 }));
  return { sheetType: sheetColumns.length === 1 ? '1' : '3', startRow, sheets: sheetColumns.map(fields) };
}

/** A workbook SheetJS writes: strings, numbers, booleans, dates, formats, formulas, gaps. */
export function sheetjsWorkbook(random: Random): { bytes: Uint8Array; template: ImportTemplateShape } {
  const book = XLSX.utils.book_new();
  const startRow = random() < 0.7 ? 2 : 3;
  const widths: number[] = [];
  const sheets = random() < 0.7 ? 1 : 2 + Math.floor(random() * 2);
  for (let s = 0; s < sheets; s++) {
    const width = 2 + Math.floor(random() * 6);
    widths.push(width);
    const sheet: XLSX.WorkSheet = {};
    const header = startRow - 2;
    for (let c = 0; c < width; c++) sheet[XLSX.utils.encode_cell({ r: header, c })] = { t: 's', v: random() < 0.8 ? `f${String(c)}` : `字段${String(c)}` };
    const rows = 1 + Math.floor(random() * 15);
    for (let r = header + 1; r <= header + rows; r++) {
      if (random() < 0.1) continue; // an empty row
      for (let c = 0; c < width; c++) {
        const roll = random();
        const ref = XLSX.utils.encode_cell({ r, c });
        if (roll < 0.1) continue; // an empty cell
        if (roll < 0.45) sheet[ref] = { t: 's', v: randomText(random) };
        else if (roll < 0.7) sheet[ref] = { t: 'n', v: randomNumber(random) };
        else if (roll < 0.8) sheet[ref] = { t: 'n', v: 40000 + random() * 10000, z: pick(random, ['yyyy-mm-dd', 'm/d/yy', 'yyyy-mm-dd hh:mm', '0.00', '#,##0', '0%', 'yyyy"年"m"月"d"日"', '@']) };
        else if (roll < 0.87) sheet[ref] = { t: 'b', v: random() < 0.5 };
        else if (roll < 0.93) sheet[ref] = { t: 'n', v: 3, f: pick(random, ['A1+1', 'SUM(A1:A3)', 'HYPERLINK("http://x","y")']) };
        else sheet[ref] = { t: 'e', v: pick(random, [0x07, 0x0f, 0x2a]) };
      }
    }
    sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: header + rows, c: width - 1 } });
    XLSX.utils.book_append_sheet(book, sheet, `S${String(s + 1)}${random() < 0.3 ? ' 商品&<' : ''}`);
  }
  const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', bookSST: random() < 0.5, compression: random() < 0.5 }) as ArrayBuffer);
  return { bytes, template: templateOf(widths, startRow) };
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Text for a hand-written `<t>` or `<v>`: escaped, now and then a numeric reference or an `_x`
 * escape. Not a reference past U+007F in a `t="str"` value (`ascii`): SheetJS decodes that
 * before UTF-8 and mangles it (`&#x4E2D;` comes out as "-" in Node, otherwise in a browser); the
 * streaming reader gives the character.
 */
function xmlText(random: Random, ascii = false): string {
  const text = escape(randomText(random));
  const roll = random();
  if (roll < 0.1) return ascii ? `${text}&#65;&#x26;` : `${text}&#x4E2D;&#65;`;
  if (roll < 0.15) return `${text}_x000D_&#10;`;
  return text;
}

const NUMBER_FORMATS = [0, 1, 2, 3, 4, 9, 10, 14, 15, 22, 31, 49, 57, 164, 165];

/** A styles part: cellXfs numbered as NUMBER_FORMATS, two custom formats (164, 165). */
export const STYLES = `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd"/><numFmt numFmtId="165" formatCode="0.000&quot;kg&quot;"/></numFmts><cellXfs count="${String(NUMBER_FORMATS.length)}">${NUMBER_FORMATS.map((id) => `<xf numFmtId="${String(id)}" fontId="0" fillId="0" borderId="0" xfId="0"${id ? ' applyNumberFormat="1"' : ''}/>`).join('')}</cellXfs></styleSheet>`;

/** A workbook of hand-written SpreadsheetML (see the file's comment; now and then in the 1904 date system), with its template. */
export function handWorkbook(random: Random, system: Random = random): { bytes: Uint8Array; template: ImportTemplateShape } {
  const p = random() < 0.2 ? 'x:' : '';
  const strings: string[] = [];
  const shared = (xml: string) => { strings.push(xml); return strings.length - 1; };
  const startRow = random() < 0.7 ? 2 : 3;
  const widths: number[] = [];
  const sheets: string[] = [];
  const count = random() < 0.7 ? 1 : 2;
  for (let s = 0; s < count; s++) {
    const width = 2 + Math.floor(random() * 5);
    widths.push(width);
    const header = startRow - 1;
    const withRefs = random() < 0.7;
    let rows = '';
    let formula = -1;
    const last = header + 1 + Math.floor(random() * 12);
    for (let r = 1; r <= last; r++) {
      const rowRef = withRefs || random() < 0.5 ? ` r="${String(r)}"` : '';
      if (r < header) { rows += `<${p}row r="${String(r)}"></${p}row>`; continue; }
      let cells = '';
      for (let c = 0; c < width; c++) {
        const ref = withRefs || random() < 0.5 ? ` r="${XLSX.utils.encode_cell({ r: r - 1, c })}"` : '';
        if (r === header) {
          cells += random() < 0.5 ? `<${p}c${ref} t="str"><${p}v>f${String(c)}</${p}v></${p}c>` : `<${p}c${ref} t="inlineStr"><${p}is><${p}t>f${String(c)}</${p}t></${p}is></${p}c>`;
          continue;
        }
        const style = random() < 0.4 ? ` s="${String(Math.floor(random() * NUMBER_FORMATS.length))}"` : '';
        const roll = random();
        if (roll < 0.06) { if (ref) cells += `<${p}c${ref}${style}/>`; continue; }
        if (roll < 0.25) {
          const item = random() < 0.5
            ? `<${p}t xml:space="preserve">${xmlText(random)}</${p}t>${random() < 0.3 ? `<${p}rPh sb="0" eb="1"><${p}t>ふりがな</${p}t></${p}rPh>` : ''}`
            : `<${p}r><${p}rPr><${p}b/></${p}rPr><${p}t>${xmlText(random)}</${p}t></${p}r><${p}r><${p}t xml:space="preserve">${xmlText(random)}</${p}t></${p}r>${random() < 0.5 ? `<${p}rPh sb="0" eb="1"><${p}t>カナ</${p}t></${p}rPh>` : ''}`;
          cells += `<${p}c${ref}${style} t="s"><${p}v>${String(shared(item))}</${p}v></${p}c>`;
        } else if (roll < 0.4) cells += `<${p}c${ref}${style} t="str"><${p}v>${xmlText(random, true)}</${p}v></${p}c>`;
        else if (roll < 0.5) cells += `<${p}c${ref}${style} t="inlineStr"><${p}is>${random() < 0.5 ? `<${p}t>${xmlText(random)}</${p}t>` : `<${p}r><${p}t>${xmlText(random)}</${p}t></${p}r><${p}r><${p}t>${xmlText(random)}</${p}t></${p}r>`}</${p}is></${p}c>`;
        else if (roll < 0.7) cells += `<${p}c${ref}${style}${random() < 0.3 ? ' t="n"' : ''}><${p}v>${String(randomNumber(random))}</${p}v></${p}c>`;
        else if (roll < 0.75) cells += `<${p}c${ref}${style} t="b"><${p}v>${pick(random, ['0', '1', 'true', 'false'])}</${p}v></${p}c>`;
        else if (roll < 0.8) cells += `<${p}c${ref}${style} t="e"><${p}v>${pick(random, ['#N/A', '#DIV/0!', '#VALUE!'])}</${p}v></${p}c>`;
        else if (roll < 0.85) cells += `<${p}c${ref}${style} t="d"><${p}v>${pick(random, ['2026-01-15', '2026-01-15T10:20:30', '1999-12-31 23:59', '12:30:15'])}</${p}v></${p}c>`;
        else if (roll < 0.95) {
          const kind = random();
          if (kind < 0.4) cells += `<${p}c${ref}${style}><${p}f>A1+1</${p}f><${p}v>2</${p}v></${p}c>`;
          else if (kind < 0.6 || formula < 0) { formula = 0; cells += `<${p}c${ref}${style}><${p}f t="shared" ref="A1:A9" si="0">$A$1*2</${p}f><${p}v>4</${p}v></${p}c>`; } else if (kind < 0.8) cells += `<${p}c${ref}${style}><${p}f t="shared" si="0"/><${p}v>6</${p}v></${p}c>`;
          else cells += `<${p}c${ref}${style} t="str"><${p}f>"a"&amp;"b"</${p}f><${p}v>ab</${p}v></${p}c>`;
        } else cells += `<${p}c${ref}${style}><${p}v></${p}v></${p}c>`;
      }
      rows += random() < 0.05 ? `<${p}row${rowRef}/>` : `<${p}row${rowRef} spans="1:${String(width)}">${cells}</${p}row>`;
    }
    const dimension = random() < 0.6 ? `<${p}dimension ref="A1:${XLSX.utils.encode_cell({ r: last - 1, c: width - 1 })}"/>` : '';
    sheets.push(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<${p}worksheet xmlns${p ? ':x' : ''}="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${dimension}<${p}sheetViews><${p}sheetView workbookViewId="0"/></${p}sheetViews><${p}sheetData>${rows}</${p}sheetData><${p}pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></${p}worksheet>`);
  }
  const sst = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<${p}sst xmlns${p ? ':x' : ''}="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${String(strings.length)}" uniqueCount="${String(strings.length)}">${strings.map((s) => `<${p}si>${s}</${p}si>`).join('')}</${p}sst>`;
  // Now and then the 1904 date system, its flag spelled as each writer spells it ('0', 'false': the
  // 1900 one), drawn from `system` (the test passes a stream of its own, so that the workbooks
  // themselves stay those of the seed).
  const date1904 = system() < 0.3 ? pick(system, ['1', 'true', '0', 'false']) : undefined;
  return { bytes: rawWorkbook(sheets.map((xml, i) => ({ name: `表${String(i + 1)}`, xml })), { sst, styles: STYLES, date1904 }), template: templateOf(widths, startRow) };
}

/** A zip of the parts of a workbook whose sheets are given as XML. */
export function rawWorkbook(sheets: readonly { name: string; xml: string | Uint8Array }[], parts: { sst?: string; styles?: string; date1904?: string } = {}, level: 0 | 6 = 6): Uint8Array {
  const rel = (id: string, type: string, target: string) => `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`;
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${String(i + 1)}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}${parts.sst ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' : ''}${parts.styles ? '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' : ''}</Types>`),
    '_rels/.rels': strToU8(`<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rel('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>`),
    'xl/workbook.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${parts.date1904 === undefined ? '' : `<workbookPr date1904="${parts.date1904}"/>`}<sheets>${sheets.map((s, i) => `<sheet name="${escape(s.name)}" sheetId="${String(i + 1)}" r:id="rId${String(i + 1)}"/>`).join('')}</sheets></workbook>`),
    'xl/_rels/workbook.xml.rels': strToU8(`<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets.map((_, i) => rel(`rId${String(i + 1)}`, 'worksheet', `worksheets/sheet${String(i + 1)}.xml`)).join('')}${parts.sst ? rel('rIdS', 'sharedStrings', 'sharedStrings.xml') : ''}${parts.styles ? rel('rIdY', 'styles', 'styles.xml') : ''}</Relationships>`),
  };
  sheets.forEach((s, i) => { files[`xl/worksheets/sheet${String(i + 1)}.xml`] = typeof s.xml === 'string' ? strToU8(s.xml) : s.xml; });
  if (parts.sst) files['xl/sharedStrings.xml'] = strToU8(parts.sst);
  if (parts.styles) files['xl/styles.xml'] = strToU8(parts.styles);
  return zipSync(files, { level });
}
