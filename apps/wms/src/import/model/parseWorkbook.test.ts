import * as XLSX from 'xlsx';
import { hostileFile, seeded } from './hostileFiles';
import { checkRows, LIMITS, parseWorkbook, rowsWorkbook, templateWorkbook, type ImportTemplateShape } from './parseWorkbook';

const SKU: ImportTemplateShape = {
  sheetType: '1',
  startRow: 2,
  sheets: [[
    { code: 'storerkey', names: ['货主', 'Owner'], required: true },
    { code: 'sku', names: ['商品编码', 'Item code'], required: true, maxLength: 50 },
    { code: 'qty', names: ['数量', 'Quantity'], kind: 'number' },
    { code: 'adddate', names: ['日期', 'Date'], kind: 'date' },
  ]],
};

const book = (sheets: unknown[][][]): Uint8Array => {
  const wb = XLSX.utils.book_new();
  sheets.forEach((rows, i) => { XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), `S${String(i + 1)}`); });
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
};

describe('reading an import workbook', () => {
  it('reads rows by header code or name, with per-cell errors and the Excel line of each row', () => {
    const result = parseWorkbook(book([[['货主', 'Item code', 'qty', '日期'], ['OW001', 'A1', '5', '2026-06-01'], ['', 'A2', 'five', '2026-02-30'], [], ['OW002', 'A3', '', '']]]), SKU);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [sheet] = result.sheets;
    expect(sheet?.rows.map((r) => ({ ...r }))).toEqual([
      { storerkey: 'OW001', sku: 'A1', qty: '5', adddate: '2026-06-01' },
      { storerkey: '', sku: 'A2', qty: 'five', adddate: '2026-02-30' },
      { storerkey: 'OW002', sku: 'A3', qty: '', adddate: '' },
    ]);
    expect(sheet?.lines).toEqual([2, 3, 5]);
    expect(sheet?.errors).toEqual([
      { row: 1, field: 'storerkey', key: 'required' },
      { row: 1, field: 'qty', key: 'number' },
      { row: 1, field: 'adddate', key: 'date' },
    ]);
  });

  it('re-checks rows after they are fixed in place', () => {
    const fields = SKU.sheets[0] ?? [];
    expect(checkRows(fields, [{ storerkey: 'OW001', sku: 'A', qty: '2', adddate: '' }])).toEqual([]);
    expect(checkRows(fields, [{ storerkey: 'OW001', sku: 'x'.repeat(51), qty: '2.5', adddate: '' }])).toEqual([{ row: 0, field: 'sku', key: 'tooLong' }]);
  });

  it.each([
    ['a CSV file', new TextEncoder().encode('storerkey,sku\nOW001,A'), { key: 'notExcel' }],
    ['an empty file', new Uint8Array(0), { key: 'notExcel' }],
    ['a header and no rows', book([[['storerkey', 'sku']]]), { key: 'noRows' }],
    ['two sheets for a one-sheet template', book([[['sku'], ['A']], [['sku'], ['B']]]), { key: 'sheetType', expected: '1', found: 2 }],
    ['a repeated field (by code and by name)', book([[['sku', '商品编码'], ['A', 'B']]]), { key: 'duplicateField', field: 'sku' }],
    ['an unknown column', book([[['sku', 'password_hash'], ['A', 'x']]]), { key: 'unknownColumn', column: 'password_hash', sheet: 'S1' }],
  ])('refuses %s with its reason', (_, bytes, refusal) => {
    expect(parseWorkbook(bytes, SKU)).toEqual({ ok: false, refusal });
  });

  it('keeps a formula as an error of its cell, never its value', () => {
    const wb = XLSX.utils.book_new();
    const sheet = XLSX.utils.aoa_to_sheet([['storerkey', 'sku', 'qty'], ['OW001', 'A', 1]]);
    sheet.C2 = { t: 'n', v: 3, f: 'WEBSERVICE("http://evil.example")' };
    XLSX.utils.book_append_sheet(wb, sheet, 'S1');
    const result = parseWorkbook(new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer), SKU);
    expect(result.ok && result.sheets[0]?.errors).toEqual([{ row: 0, field: 'qty', key: 'formula' }]);
  });

  it('writes the template and the fixed rows back as workbooks it reads again', () => {
    const template = templateWorkbook(SKU, ['商品'], (f) => f.names[0] ?? f.code);
    const header = parseWorkbook(template, SKU);
    expect(header).toEqual({ ok: false, refusal: { key: 'noRows' } });
    const rows = [{ storerkey: 'OW001', sku: '=HYPERLINK("x")', qty: '2', adddate: '' }];
    const again = parseWorkbook(rowsWorkbook(SKU, [{ name: 'S1', fields: ['storerkey', 'sku', 'qty', 'adddate'], rows, lines: [2], errors: [] }]), SKU);
    expect(again.ok && again.sheets[0]?.rows.map((r) => ({ ...r }))).toEqual(rows);
    expect(again.ok && again.sheets[0]?.errors).toEqual([]);
  });

  it('writes the rows to send compressed, so a file within the limits is no larger sent back', () => {
    const rows = Array.from({ length: 2000 }, (_, n) => ({ storerkey: 'OW001', sku: `ITEM${String(n).padStart(6, '0')}`, qty: String(n % 97), adddate: '2026-01-15' }));
    const bytes = rowsWorkbook(SKU, [{ name: 'S1', fields: ['storerkey', 'sku', 'qty', 'adddate'], rows, lines: rows.map((_, i) => i + 2), errors: [] }]);
    // Every zip entry's local header names DEFLATE (8), not stored (0).
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const methods: number[] = [];
    for (let at = 0; at + 30 <= bytes.length && view.getUint32(at, true) === 0x04034b50;) {
      methods.push(view.getUint16(at + 8, true));
      at += 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true) + view.getUint32(at + 18, true);
    }
    expect(methods.length).toBeGreaterThan(3);
    expect(methods.every((m) => m === 8)).toBe(true);
    const again = parseWorkbook(bytes, SKU);
    expect(again.ok && again.sheets[0]?.rows.length).toBe(2000);
  });
});

// Issue 16, point 2: a seeded, bounded fuzz run of hostile workbooks (a longer one: `pnpm fuzz:import`).
describe('hostile workbooks', () => {
  const RUNS = 1000;
  it(`ends each of ${String(RUNS)} hostile files with a result or a clear refusal, never a throw, never touching Object.prototype`, () => {
    const random = seeded(20261125);
    const kinds = new Map<string, { files: number; refused: number }>();
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    for (let n = 0; n < RUNS; n++) {
      const file = hostileFile(random, n);
      const result = parseWorkbook(file.bytes, { ...SKU, sheets: [[...(SKU.sheets[0] ?? []), { code: 'x', names: ['toString', '\u202Esku'] }]] });
      const entry = kinds.get(file.kind) ?? { files: 0, refused: 0 };
      entry.files++;
      if (!result.ok) entry.refused++;
      else for (const sheet of result.sheets) {
        expect(sheet.rows.length).toBeLessThanOrEqual(LIMITS.rows);
        for (const row of sheet.rows) expect(Object.getPrototypeOf(row)).toBeNull();
      }
      kinds.set(file.kind, entry);
    }
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(({} as Record<string, unknown>).p).toBeUndefined();
    expect(kinds.size).toBe(12);
    // The report of the run: how many files of each kind, how many refused as a whole.
    console.info(`import fuzz: ${String(RUNS)} hostile workbooks tried: ${[...kinds].map(([k, v]) => `${k} ${String(v.files)} (${String(v.refused)} refused)`).join(', ')}`);
  });
});
