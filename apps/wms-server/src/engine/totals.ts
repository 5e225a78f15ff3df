import type { SQLInputValue } from 'node:sqlite';
import { registerMigration, type Db } from '../db/database';
import { prepareCached } from '../db/statements';
import type { ListShape } from './columns';
import type { Params, Scope } from './scope';

/**
 * The count and sums of the large lists, kept per warehouse and owner by triggers (migration 5):
 * the inventory search's summary over half a million stock rows read 500 k index entries on
 * every first page (0.1–0.3 s, most of the route change to its first row, issue 20); from these
 * tables it is one row per owner. Only a table named here, and only its summed columns.
 */
export const KEPT_TOTALS: Readonly<Record<string, readonly string[]>> = {
  lotxlocxid: ['qty', 'qtyallocated', 'qtypicked', 'qtyonhold'],
  itrn: ['qty'],
};

const quote = (code: string) => `"${code}"`;

/** The totals table of a table. */
export const totalsTable = (table: string) => `${table}_totals`;

/** The totals table, its triggers and its first fill from the rows already there. */
export function keptTotalsDdl(table: string, sums: readonly string[]): string {
  const t = quote(table);
  const tt = quote(totalsTable(table));
  const cols = sums.map(quote);
  const plus = (row: 'NEW' | 'OLD') => sums.map((c) => `COALESCE(${row}.${quote(c)}, 0)`);
  const add = `INSERT INTO ${tt} (whseid, storerkey, n, ${cols.join(', ')}) VALUES (NEW.whseid, NEW.storerkey, 1, ${plus('NEW').join(', ')})
      ON CONFLICT (whseid, storerkey) DO UPDATE SET n = n + 1, ${cols.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')};`;
  const remove = `UPDATE ${tt} SET n = n - 1, ${cols.map((c, i) => `${c} = ${c} - ${plus('OLD')[i] ?? '0'}`).join(', ')} WHERE whseid = OLD.whseid AND storerkey = OLD.storerkey;`;
  return `
    CREATE TABLE ${tt} (whseid TEXT NOT NULL, storerkey TEXT NOT NULL, n INTEGER NOT NULL, ${cols.map((c) => `${c} NUMERIC NOT NULL`).join(', ')},
      PRIMARY KEY (whseid, storerkey)) WITHOUT ROWID;
    INSERT INTO ${tt} (whseid, storerkey, n, ${cols.join(', ')})
      SELECT whseid, storerkey, COUNT(*), ${sums.map((c) => `COALESCE(SUM(${quote(c)}), 0)`).join(', ')} FROM ${t} GROUP BY whseid, storerkey;
    CREATE TRIGGER ${quote(`${table}_totals_insert`)} AFTER INSERT ON ${t} BEGIN
      ${add}
    END;
    CREATE TRIGGER ${quote(`${table}_totals_delete`)} AFTER DELETE ON ${t} BEGIN
      ${remove}
    END;
    CREATE TRIGGER ${quote(`${table}_totals_update`)} AFTER UPDATE OF whseid, storerkey, ${cols.join(', ')} ON ${t} BEGIN
      ${remove}
      ${add}
    END;
  `;
}

/** Parameters that are not filters (as the list query reads them). */
const NOT_FILTERS = new Set(['pageNum', 'pageSize', 'configureSorting', 'totalSqlText', 'menu_code', 'menu_list_code', 'menu_id', 'name', 'wmsId']);

function ownersAsked(value: string, key: string): string[] | undefined {
  if (key === 'storerkey') return [value];
  if (key === 'storerkeystr') return value.split(',').map((v) => v.trim()).filter(Boolean);
  return undefined;
}

/**
 * The list's count and sums from the kept totals, when its filter is only the warehouse and
 * owners (the shipper user's, `storerkey` equal to one, `storerkeystr` one of several); undefined
 * for any other filter, which the list query counts itself. `params` must already have passed
 * buildWhere (same checks, same meaning).
 */
export function keptTotals(db: Db, shape: ListShape, params: Params, scope: Scope, sums: readonly string[]): { total: number; totalData: Record<string, number> } | undefined {
  const { entity, route } = shape;
  const kept = KEPT_TOTALS[entity.table];
  if (!kept || !entity.scoped || route.where || Object.keys(route.fixed ?? {}).length > 0) return undefined;
  if (!sums.every((c) => kept.includes(c))) return undefined;
  if (scope.owners && entity.ownerField !== 'storerkey') return undefined;
  const owner = shape.byCode.get('storerkey');
  let owners: readonly string[] | undefined = scope.owners;
  for (const [key, raw] of Object.entries(params)) {
    if (NOT_FILTERS.has(key) || raw === undefined || raw === null) continue;
    const value = (typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '').trim();
    if (value === '') continue;
    // A `storerkey` that the list searches by 'contains' is no owner filter.
    const asked = owner && owner.type !== 10401 && owner.issearch !== 1 ? ownersAsked(value, key) : undefined;
    if (!asked) return undefined;
    owners = owners ? owners.filter((o) => asked.includes(o)) : asked;
  }
  const args: SQLInputValue[] = [scope.whseid];
  let where = 'whseid = ?';
  if (owners) {
    const distinct = [...new Set(owners)];
    where += ` AND storerkey IN (${distinct.map(() => '?').join(', ') || "''"})`;
    args.push(...distinct);
  }
  const columns = ['COALESCE(SUM(n), 0) AS total__', ...sums.map((c) => `COALESCE(SUM(${quote(c)}), 0) AS ${quote(c)}`)];
  const row = prepareCached(db, `SELECT ${columns.join(', ')} FROM ${quote(totalsTable(entity.table))} WHERE ${where}`).get(...args) as Record<string, number>;
  return { total: Number(row.total__), totalData: Object.fromEntries(sums.map((c) => [c, Math.round(Number(row[c]) * 1000) / 1000])) };
}

/** The kept totals' schema (registered here, so db/database.ts does not import engine/). */
registerMigration({
  version: 5,
  name: 'count and sums of the large lists per warehouse and owner, kept by triggers; transactions by type and date, stock by owner and quantity',
  up(db) {
    for (const [table, sums] of Object.entries(KEPT_TOTALS)) db.exec(keptTotalsDdl(table, sums));
    db.exec(`
      -- A type filter over a date window (the transaction list's usual search) reads only its rows.
      CREATE INDEX IF NOT EXISTS ix_itrn_type_date ON itrn (whseid, trantype, adddate, qty);
      -- An owner's stock by quantity: the first page is read in order, with the status and item
      -- filters checked in the index, instead of sorting every matching row.
      CREATE INDEX IF NOT EXISTS ix_lotxlocxid_owner_qty ON lotxlocxid (whseid, storerkey, qty, status, sku);
    `);
  },
});
