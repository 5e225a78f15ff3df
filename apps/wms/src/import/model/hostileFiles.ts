import * as XLSX from 'xlsx';

/** A seeded generator (mulberry32): the same seed, the same files. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEADERS = ['storerkey', '货主', 'sku', 'qty', '__proto__', 'constructor', 'prototype', 'toString', '=cmd|calc', '\u202Esku', ''];
const VALUES = ['OW001', '=1+1', '+SUM(A1)', '-2', '@x', '\t=x', '\r=x', '<img src=x onerror=alert(1)>', 'x'.repeat(5000), '\u0000\u0001', '１２３', '2026-02-30', '1e309', 'NaN', '{"__proto__":{"p":1}}'];

export interface HostileFile {
  kind: string;
  bytes: Uint8Array;
}

const made = new Map<string, Uint8Array>();
/** A file that is the same every time it is asked for, made once. */
function once(key: string, make: () => Uint8Array): Uint8Array {
  let bytes = made.get(key);
  if (!bytes) {
    bytes = make();
    made.set(key, bytes);
  }
  return bytes;
}

function sheetBook(rows: unknown[][], mutate?: (sheet: XLSX.WorkSheet) => void, sheets = 1): Uint8Array {
  const book = XLSX.utils.book_new();
  for (let i = 0; i < sheets; i++) {
    const sheet = XLSX.utils.aoa_to_sheet(rows);
    mutate?.(sheet);
    XLSX.utils.book_append_sheet(book, sheet, `S${String(i + 1)}`);
  }
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

/**
 * The n-th hostile workbook of a seed: truncated zips, wrong magic, CSV and HTML in disguise,
 * huge claimed dimensions, a million empty rows, formulas, prototype-named headers, very long
 * strings, odd encodings, too many sheets — each kind in turn, its details random.
 */
export function hostileFile(random: () => number, n: number): HostileFile {
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const header = () => Array.from({ length: 1 + Math.floor(random() * 5) }, () => pick(HEADERS));
  const rows = (count: number) => Array.from({ length: count }, () => Array.from({ length: 4 }, () => pick(VALUES)));
  const good = () => sheetBook([['storerkey', 'sku', 'qty'], ...rows(1 + Math.floor(random() * 20))]);
  switch (n % 12) {
    case 0: {
      const bytes = good();
      return { kind: 'truncated zip', bytes: bytes.slice(0, Math.max(4, Math.floor(random() * bytes.length))) };
    }
    case 1:
      return { kind: 'wrong magic', bytes: Uint8Array.from({ length: 64 + Math.floor(random() * 4096) }, () => Math.floor(random() * 256)) };
    case 2:
      return { kind: 'csv disguised', bytes: new TextEncoder().encode(`storerkey,sku,qty\n${rows(50).map((r) => r.join(',')).join('\n')}`) };
    case 3:
      return { kind: 'html disguised', bytes: new TextEncoder().encode('<html><body><table><tr><td>storerkey</td></tr><tr><td><script>alert(1)</script></td></tr></table></body></html>') };
    case 4: {
      // A sheet claiming a huge range over two real rows (SheetJS's writer walks the claimed
      // range, so each shape is made once and reused).
      const ref = pick(['XFD3', 'GR2000', 'ZZ300', 'A1048576']);
      return { kind: 'huge dimensions', bytes: once(`dim:${ref}`, () => sheetBook([['storerkey', 'sku'], ['OW001', 'A']], (s) => { s['!ref'] = `A1:${ref}`; })) };
    }
    case 5:
      return { kind: 'a million empty rows', bytes: once('million', () => sheetBook([['storerkey', 'sku', 'qty']], (s) => { s['!ref'] = 'A1:C1000000'; s.C1000000 = { t: 's', v: '' }; })) };
    case 6:
      return { kind: 'formulas', bytes: sheetBook([['storerkey', 'sku', 'qty'], ['OW001', 'A', 1]], (s) => { s.C2 = { t: 'n', v: 3, f: pick(['1+2', 'HYPERLINK("http://evil","x")', 'WEBSERVICE("http://evil")', 'A1*1000']) }; }) };
    case 7:
      return { kind: 'prototype headers', bytes: sheetBook([header(), ...rows(3)]) };
    case 8:
      return { kind: 'long strings', bytes: sheetBook([['storerkey', 'sku'], ['x'.repeat(20_000 + Math.floor(random() * 12_000)), 'y'.repeat(32_767)]]) };
    case 9: {
      // An OLE header followed by noise: an .xls that is not one (encodings SheetJS must refuse).
      const noise = Uint8Array.from({ length: 512 + Math.floor(random() * 8192) }, () => Math.floor(random() * 256));
      noise.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
      return { kind: 'broken xls', bytes: noise };
    }
    case 10:
      return { kind: 'many sheets', bytes: sheetBook([['storerkey', 'sku'], ['OW001', 'A']], undefined, 2 + Math.floor(random() * 30)) };
    default: {
      // A good file with random bytes flipped inside the zip.
      const bytes = good();
      for (let i = 0; i < 1 + Math.floor(random() * 8); i++) bytes[4 + Math.floor(random() * (bytes.length - 4))] = Math.floor(random() * 256);
      return { kind: 'flipped bytes', bytes };
    }
  }
}
