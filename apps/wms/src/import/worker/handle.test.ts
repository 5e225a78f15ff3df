import * as XLSX from 'xlsx';
import type { ImportTemplateInfo } from '@wms/api';
import { formulaSafe, templateShape } from '../model/importModel';
import type { WorkerReply } from './protocol';
import { handle } from './handle';
import { PartsAssembler, partsOf } from './parts';

const INFO: ImportTemplateInfo = {
  templatecode: 'IMP_SKU', name: '商品导入', targettable: 'sku', sheettype: '1', startrow: 2,
  sheets: [{ menuCode: 'sku', fields: [
    { code: 'storerkey', zh: '货主', en: 'Owner', required: true, kind: 'text' },
    { code: 'sku', zh: '商品编码', en: 'SKU', required: true, kind: 'text' },
    { code: 'price', zh: '单价', en: 'Price', required: false, kind: 'number' },
  ] }],
};

/** Runs a worker job in place and returns every reply. */
function run(request: Parameters<typeof handle>[0]): WorkerReply[] {
  const replies: WorkerReply[] = [];
  handle(request, (message) => { replies.push(message); });
  return replies;
}

/** The parse's result as the page puts it together from the worker's parts. */
function parsedOf(replies: WorkerReply[]): WorkerReply | undefined {
  const parts = new PartsAssembler();
  for (const reply of replies) {
    if (reply.kind === 'rows') parts.add(reply);
    if (reply.kind === 'parsed') return { kind: 'parsed', result: parts.result(reply.result) };
  }
  return undefined;
}

const bytesOf = (replies: WorkerReply[]): Uint8Array => {
  const last = replies.at(-1);
  if (last?.kind !== 'written') throw new Error(`not written: ${JSON.stringify(last)}`);
  return last.bytes;
};
const sheetRows = (bytes: Uint8Array, index = 0) => {
  const book = XLSX.read(bytes, { type: 'array' });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[index] ?? ''] ?? {}, { header: 1, raw: false });
};

describe('the import worker', () => {
  it('writes the template with headers in the asked language, which it then reads back without refusal', () => {
    const template = templateShape(INFO);
    const zh = bytesOf(run({ kind: 'template', template, sheetNames: ['商品导入'], nameIndex: 0 }));
    expect(sheetRows(zh)).toEqual([['货主', '商品编码', '单价']]);
    const en = bytesOf(run({ kind: 'template', template, sheetNames: ['Items'], nameIndex: 1 }));
    expect(sheetRows(en)).toEqual([['Owner', 'SKU', 'Price']]);
    // Filled in, it parses: the header is the template's own.
    const book = XLSX.read(en, { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('no sheet');
    XLSX.utils.sheet_add_aoa(sheet, [['OW001', 'A1', '3.5']], { origin: -1 });
    const replies = run({ kind: 'parse', bytes: (XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer), template });
    expect(replies.at(-1)).toMatchObject({ kind: 'parsed', result: { ok: true, sheets: [{ rows: [] }] } });
    expect(parsedOf(replies)).toMatchObject({ kind: 'parsed', result: { ok: true, sheets: [{ rows: [{ storerkey: 'OW001', sku: 'A1', price: '3.5' }], errors: [] }] } });
    expect(replies.some((r) => r.kind === 'progress')).toBe(true);
  });

  it('answers a file it cannot read with a refusal, never a throw', () => {
    expect(run({ kind: 'parse', bytes: new TextEncoder().encode('货主,商品编码\nOW001,A1').buffer, template: templateShape(INFO) }).at(-1)).toEqual({ kind: 'parsed', result: { ok: false, refusal: { key: 'notExcel' } } });
  });

  it('writes the error file formula-safe, and its error column does not stop the fixed file importing again', () => {
    const bytes = bytesOf(run({ kind: 'errors', sheets: [{ name: 'S1', header: ['货主', '商品编码', '单价', '错误'], rows: [['OW001', '=HYPERLINK("http://x")', 'abc', '单价: 必须是数字'], ['@SUM(A1)', '+1', '-2', '\tx']] }] }));
    const book = XLSX.read(bytes, { type: 'array', cellFormula: true });
    const sheet = book.Sheets.S1;
    if (!sheet) throw new Error('no sheet');
    // Nothing the error file holds is a formula: every dangerous start is kept as text.
    expect(Object.entries(sheet).filter(([key, cell]) => !key.startsWith('!') && typeof (cell as XLSX.CellObject).f === 'string')).toEqual([]);
    expect(sheetRows(bytes)).toEqual([['货主', '商品编码', '单价', '错误'], ['OW001', `'=HYPERLINK("http://x")`, 'abc', '单价: 必须是数字'], [`'@SUM(A1)`, `'+1`, `'-2`, `'\tx`]]);
    // Fixed and sent back, the error column is skipped.
    XLSX.utils.sheet_add_aoa(sheet, [['OW001', 'A9', '2', '单价: 必须是数字']], { origin: 'A2' });
    XLSX.utils.sheet_add_aoa(sheet, [['OW001', 'A10', '3', '']], { origin: 'A3' });
    const again = run({ kind: 'parse', bytes: XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer, template: templateShape(INFO) });
    expect(parsedOf(again)).toMatchObject({ kind: 'parsed', result: { ok: true, sheets: [{ fields: ['storerkey', 'sku', 'price'], errors: [] }] } });
  });

  it('writes the rows to send as text, a value that looks like a formula included', () => {
    const template = templateShape(INFO);
    const bytes = bytesOf(run({ kind: 'write', template, sheets: [{ name: 'S1', fields: ['storerkey', 'sku', 'price'], rows: [{ storerkey: 'OW001', sku: '=1+1', price: '2' }], lines: [2], errors: [] }] }));
    const book = XLSX.read(bytes, { type: 'array', cellFormula: true });
    const cell = book.Sheets.S1?.B2 as XLSX.CellObject | undefined;
    expect(cell).toMatchObject({ t: 's', v: '=1+1' });
    expect(cell?.f).toBeUndefined();
  });

  it('writes rows that came in parts before the write, in order, then forgets them', () => {
    const template = templateShape(INFO);
    const sheet = { name: 'S1', fields: ['storerkey', 'sku'], rows: [], lines: [], errors: [] };
    expect(run({ kind: 'rows', sheet: 0, rows: [{ storerkey: 'OW001', sku: 'A1' }, { storerkey: 'OW001', sku: 'A2' }] })).toEqual([]);
    run({ kind: 'rows', sheet: 0, rows: [{ storerkey: 'OW002', sku: 'A3' }] });
    expect(sheetRows(bytesOf(run({ kind: 'write', template, sheets: [sheet] })))).toEqual([['storerkey', 'sku'], ['OW001', 'A1'], ['OW001', 'A2'], ['OW002', 'A3']]);
    // The next write starts from nothing.
    expect(sheetRows(bytesOf(run({ kind: 'write', template, sheets: [{ ...sheet, rows: [{ storerkey: 'OW009', sku: 'Z' }] }] })))).toEqual([['storerkey', 'sku'], ['OW009', 'Z']]);
  });

  it('sends a parse in parts of rows, which the page puts together into the same result', () => {
    const rows = Array.from({ length: 10 }, (_v, i) => ({ sku: `S${String(i)}` }));
    const errors = [{ row: 0, field: 'sku', key: 'required' as const }, { row: 3, field: 'sku', key: 'tooLong' as const }, { row: 4, field: 'sku', key: 'number' as const }, { row: 9, field: 'sku', key: 'date' as const }];
    const result = { ok: true as const, sheets: [
      { name: 'A', fields: ['sku'], rows, lines: rows.map((_r, i) => i + 2), errors },
      { name: 'B', fields: ['sku'], rows: rows.slice(0, 2), lines: [2, 3], errors: [] },
    ] };
    const replies = [...partsOf(result, 4)];
    // 4 + 4 + 2 rows of A, 2 of B, then the result without rows.
    expect(replies.map((r) => (r.kind === 'rows' ? `${String(r.sheet)}:${String(r.rows.length)}:${String(r.errors.length)}` : r.kind))).toEqual(['0:4:2', '0:4:1', '0:2:1', '1:2:0', 'parsed']);
    expect(parsedOf(replies)).toEqual({ kind: 'parsed', result });
    // A refusal is one message.
    expect([...partsOf({ ok: false, refusal: { key: 'noRows' } })]).toEqual([{ kind: 'parsed', result: { ok: false, refusal: { key: 'noRows' } } }]);
  });
});

describe('formulaSafe', () => {
  it.each(['=1+1', '+1', '-1', '@A1', '\tx', '\rx'])('prefixes %j with an apostrophe', (text) => { expect(formulaSafe(text)).toBe(`'${text}`); });
  it.each(['1', 'A=1', ' =1', ''])('keeps %j', (text) => { expect(formulaSafe(text)).toBe(text); });

});
