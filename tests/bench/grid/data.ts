/**
 * The generated page every grid of the bench mounts: deterministic (a seeded generator), so that
 * each library and each run gets exactly the same rows. Column kinds mix like a WMS list:
 * strings, every 5th numeric, every 7th a datetime.
 */
import type { BenchColumn, BenchData, BenchRow } from './types';

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = ['入库', '出库', '波次', '拣货', '复核', '上架', 'SKU', '货主', '库位', 'LPN', '托盘', '批次'];

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** `columns` column definitions and `rows` rows. */
export function generateBenchData(rows: number, columns: number, seed = 6): BenchData {
  const random = seeded(seed);
  const defs: BenchColumn[] = Array.from({ length: columns }, (_, c) => ({
    code: `col${pad(c, 3)}`,
    name: `列 ${pad(c + 1)}`,
    width: 100 + (c % 3) * 20,
    kind: c % 5 === 4 ? 'numeric' : c % 7 === 6 ? 'datetime' : 'string',
  }));
  const data: BenchRow[] = Array.from({ length: rows }, (_, r) => {
    const row: BenchRow = { id: `r${pad(r, 6)}` };
    for (const [c, def] of defs.entries()) {
      if (c === 0) {
        // A unique, findable first cell: the painted and at-end checks look for it.
        row[def.code] = `ASN${pad(r + 1, 7)}`;
      } else if (def.kind === 'numeric') {
        row[def.code] = Math.floor(random() * 100000);
      } else if (def.kind === 'datetime') {
        const day = 1 + Math.floor(random() * 28);
        row[def.code] = `2026-06-${pad(day)} ${pad(Math.floor(random() * 24))}:${pad(Math.floor(random() * 60))}:${pad(Math.floor(random() * 60))}`;
      } else {
        row[def.code] = `${WORDS[Math.floor(random() * WORDS.length)] ?? ''}-${String(Math.floor(random() * 10000))}`;
      }
    }
    return row;
  });
  return { columns: defs, rows: data };
}
