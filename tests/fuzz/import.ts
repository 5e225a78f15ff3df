/**
 * `pnpm fuzz:import [--n 20000] [--seed S]`: the long run of the hostile-workbook fuzz (the test
 * command runs 1,000 of them in apps/wms/src/import/model/parseWorkbook.test.ts). Prints how many
 * files of each kind were tried and refused, the slowest parse, and exits non-zero when a parse
 * threw or Object.prototype changed.
 */
import { parseArgs } from 'node:util';
import { hostileFile, seeded } from '../../apps/wms/src/import/model/hostileFiles.ts';
import { parseWorkbook, type ImportTemplateShape } from '../../apps/wms/src/import/model/parseWorkbook.ts';

const { values } = parseArgs({ options: { n: { type: 'string', default: '20000' }, seed: { type: 'string', default: String(Date.now() % 1_000_000) } } });
const runs = Math.max(1, Number(values.n));
const seed = Number(values.seed);
const template: ImportTemplateShape = { sheetType: '1', startRow: 2, sheets: [[{ code: 'storerkey', names: ['货主'], required: true }, { code: 'sku', names: ['商品'] }, { code: 'qty', names: ['数量'], kind: 'number' }]] };
const random = seeded(seed);
const before = Object.getOwnPropertyNames(Object.prototype).sort().join();
const kinds = new Map<string, { files: number; refused: number }>();
let threw = 0;
let slowest = { ms: 0, kind: '' };
for (let n = 0; n < runs; n++) {
  const file = hostileFile(random, n);
  const started = performance.now();
  try {
    const result = parseWorkbook(file.bytes, template);
    const entry = kinds.get(file.kind) ?? { files: 0, refused: 0 };
    entry.files++;
    if (!result.ok) entry.refused++;
    kinds.set(file.kind, entry);
  } catch (error) {
    threw++;
    console.error(`file ${String(n)} (${file.kind}) threw: ${String(error)}`);
  }
  const ms = performance.now() - started;
  if (ms > slowest.ms) slowest = { ms, kind: file.kind };
}
const polluted = Object.getOwnPropertyNames(Object.prototype).sort().join() !== before;
console.log(`import fuzz, seed ${String(seed)}: ${String(runs)} hostile workbooks; ${[...kinds].map(([k, v]) => `${k} ${String(v.files)} (${String(v.refused)} refused)`).join(', ')}; slowest parse ${slowest.ms.toFixed(1)} ms (${slowest.kind}); ${String(threw)} threw; Object.prototype ${polluted ? 'CHANGED' : 'untouched'}`);
process.exit(threw || polluted ? 1 : 0);
