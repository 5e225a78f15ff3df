import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { checkBooks } from './ledger/books';

/**
 * `./wms pnpm books:check --data DIR [--whse WH01] [--json]`: checks the books of an operator's
 * own database (DIR/wms.sqlite, or the file itself), opened read-only: on-hand equals the sum of
 * its transactions, no bucket below 0, allocated and picked within on-hand, held stock not
 * allocated. Prints the violations; exits 1 when there is any, 2 when the file cannot be read.
 */
const { values } = parseArgs({ options: { data: { type: 'string' }, whse: { type: 'string' }, json: { type: 'boolean', default: false } } });
const target = resolve(values.data ?? process.env.WMS_DATA_DIR ?? 'apps/wms-server/data');
const file = existsSync(target) && statSync(target).isDirectory() ? join(target, 'wms.sqlite') : target;
if (!existsSync(file)) {
  console.error(`books:check: no database at ${file} (give --data DIR, the folder of wms.sqlite)`);
  process.exit(2);
}
let db: DatabaseSync;
try {
  db = new DatabaseSync(file, { readOnly: true });
} catch (error) {
  console.error(`books:check: cannot open ${file}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
try {
  const result = checkBooks(db, values.whse);
  if (values.json) console.log(JSON.stringify(result, null, 2));
  else {
    console.log(`${file}${values.whse ? ` (${values.whse})` : ''}: ${result.balanced ? 'books balanced' : `${String(result.count)} violation(s)`}`);
    for (const v of result.violations.slice(0, 200)) console.log(`  ${v.kind} ${v.table} id ${String(v.id)}: ${v.message}`);
    if (result.count > 200) console.log(`  ... and ${String(result.count - 200)} more (--json for all)`);
  }
  process.exitCode = result.balanced ? 0 : 1;
} catch (error) {
  console.error(`books:check: ${file} is not a WMS database of this version: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  db.close();
}
