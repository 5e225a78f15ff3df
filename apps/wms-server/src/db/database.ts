import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DICTIONARIES } from '../catalogue/dictionaries';
import { ENTITIES } from '../catalogue/entities';
import { openingBalances } from '../ledger/ledger';
import { KEPT_TOTALS, keptTotalsDdl } from '../engine/totals';
import type { EntityDef, FieldDef } from '../catalogue/types';

export type Db = DatabaseSync;

function columnSql(field: FieldDef): string {
  if (field.type === 10401) return `"${field.code}" NUMERIC NOT NULL DEFAULT 0`;
  if (field.type === 10403) return `"${field.code}" TEXT`;
  return `"${field.code}" TEXT NOT NULL DEFAULT ''`;
}

/** CREATE TABLE and its indexes for one entity of the catalogue. */
export function entityDdl(entity: EntityDef): string[] {
  const columns = ['id INTEGER PRIMARY KEY'];
  if (entity.scoped) columns.push(`whseid TEXT NOT NULL DEFAULT ''`);
  columns.push(...entity.fields.map(columnSql));
  if (entity.name === 'user') columns.push(`password_hash TEXT NOT NULL DEFAULT ''`, `salt TEXT NOT NULL DEFAULT ''`);
  const statements = [`CREATE TABLE "${entity.table}" (${columns.join(', ')})`];
  const scope = entity.scoped ? ['whseid'] : [];
  for (const index of entity.indexes ?? []) {
    const cols = [...scope, ...index];
    statements.push(`CREATE INDEX "ix_${entity.table}_${index.join('_')}" ON "${entity.table}" (${cols.map((c) => `"${c}"`).join(', ')})`);
  }
  if (!entity.indexes?.some((i) => i[0] === entity.sort.field)) {
    statements.push(`CREATE INDEX "ix_${entity.table}_sort" ON "${entity.table}" (${[...scope, entity.sort.field].map((c) => `"${c}"`).join(', ')})`);
  }
  return statements;
}

/**
 * Versioned migrations: each runs once, in order, inside a transaction, and is recorded in
 * schema_migrations. Add a new entry for every change; never edit an applied one.
 */
export const MIGRATIONS: readonly { version: number; name: string; up: (db: Db) => void }[] = [
  {
    version: 1,
    name: 'catalogue tables and system tables',
    up(db) {
      for (const entity of ENTITIES) for (const sql of entityDdl(entity)) db.exec(sql);
      db.exec(`
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE session_token (token TEXT PRIMARY KEY, userid TEXT NOT NULL, whseid TEXT NOT NULL, expires_at INTEGER NOT NULL);
        CREATE TABLE column_config (userid TEXT NOT NULL, menu_code TEXT NOT NULL, menu_list_code TEXT NOT NULL,
          config_type INTEGER NOT NULL, data_list_config TEXT NOT NULL, saved_at TEXT NOT NULL,
          PRIMARY KEY (userid, menu_code, menu_list_code, config_type));
        CREATE TABLE dictionary (dict_code TEXT NOT NULL, code TEXT NOT NULL, zh TEXT NOT NULL, en TEXT NOT NULL, sortnum INTEGER NOT NULL,
          PRIMARY KEY (dict_code, code));
        CREATE TABLE button_log (id INTEGER PRIMARY KEY, userid TEXT NOT NULL, buttonName TEXT NOT NULL, moduleName TEXT NOT NULL,
          menuName TEXT NOT NULL, logged_at TEXT NOT NULL);
        CREATE TABLE role_button (roleid TEXT NOT NULL, menucode TEXT NOT NULL, button TEXT NOT NULL, PRIMARY KEY (roleid, menucode, button));
        CREATE TABLE role_menu (roleid TEXT NOT NULL, menucode TEXT NOT NULL, PRIMARY KEY (roleid, menucode));
        CREATE TABLE registration_code (code TEXT PRIMARY KEY, customer TEXT NOT NULL, expires TEXT NOT NULL, usedby TEXT NOT NULL DEFAULT '', used_at TEXT);
      `);
    },
  },
  {
    version: 2,
    name: 'covering and ordered indexes for the large inventory and transaction lists',
    up(db) {
      db.exec(`
        CREATE INDEX IF NOT EXISTS ix_lotxlocxid_owner_date ON lotxlocxid (whseid, storerkey, adddate);
        CREATE INDEX IF NOT EXISTS ix_lotxlocxid_owner_cover ON lotxlocxid (whseid, storerkey, status, sku, qty, qtyallocated, qtypicked, qtyonhold);
        CREATE INDEX IF NOT EXISTS ix_itrn_date_cover ON itrn (whseid, adddate, trantype, qty);
        CREATE INDEX IF NOT EXISTS ix_itrn_owner_date ON itrn (whseid, storerkey, adddate);
      `);
    },
  },
  {
    version: 3,
    name: 'the ledger: itrn rows name their stock rows and bucket; opening balances; idempotent answers',
    up(db) {
      const have = new Set((db.prepare('PRAGMA table_info(itrn)').all() as { name: string }[]).map((c) => c.name));
      if (!have.has('fromid')) db.exec(`ALTER TABLE itrn ADD COLUMN fromid TEXT NOT NULL DEFAULT ''`);
      if (!have.has('fromstock')) db.exec('ALTER TABLE itrn ADD COLUMN fromstock INTEGER NOT NULL DEFAULT 0');
      if (!have.has('tostock')) db.exec('ALTER TABLE itrn ADD COLUMN tostock INTEGER NOT NULL DEFAULT 0');
      if (!have.has('bucket')) db.exec(`ALTER TABLE itrn ADD COLUMN bucket TEXT NOT NULL DEFAULT ''`);
      db.exec(`
        CREATE INDEX IF NOT EXISTS ix_itrn_tostock ON itrn (tostock) WHERE tostock > 0;
        CREATE INDEX IF NOT EXISTS ix_itrn_fromstock ON itrn (fromstock) WHERE fromstock > 0;
        CREATE INDEX IF NOT EXISTS ix_lotxlocxid_key ON lotxlocxid (whseid, storerkey, sku, lot, loc, lpnid);
        CREATE TABLE IF NOT EXISTS idempotency (userid TEXT NOT NULL, idem_key TEXT NOT NULL, request TEXT NOT NULL, answer TEXT NOT NULL,
          saved_at TEXT NOT NULL, PRIMARY KEY (userid, idem_key));
        ALTER TABLE inventoryhold ADD COLUMN stockid INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE inventoryhold ADD COLUMN heldqty NUMERIC NOT NULL DEFAULT 0;
        UPDATE lotxlocxid SET qtyallocated = 0, qtypicked = 0 WHERE qtyonhold > 0 AND qtyallocated + qtypicked + qtyonhold > qty;
      `);
      // A seeded database gains the ledger's new dictionary codes (an empty one is seeded with them).
      if (db.prepare('SELECT 1 FROM dictionary LIMIT 1').get()) {
        const dict = db.prepare('INSERT OR IGNORE INTO dictionary (dict_code, code, zh, en, sortnum) VALUES (?, ?, ?, ?, ?)');
        for (const [code, entries] of Object.entries(DICTIONARIES)) entries.forEach(([c, zh, en], i) => dict.run(code, c, zh, en, i + 1));
      }
      openingBalances(db, new Date().toISOString().slice(0, 19).replace('T', ' '));
    },
  },
  {
    version: 4,
    name: 'flows: count tasks name their stock row; delivery-note barcodes of receipts',
    up(db) {
      db.exec(`
        ALTER TABLE cctask ADD COLUMN stockid INTEGER NOT NULL DEFAULT 0;
        CREATE TABLE IF NOT EXISTS receipt_barcode (whseid TEXT NOT NULL, barcode TEXT NOT NULL, receiptkey TEXT NOT NULL, addwho TEXT NOT NULL, adddate TEXT NOT NULL,
          PRIMARY KEY (whseid, barcode));
      `);
    },
  },
  {
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
  },
];

/** Opens (creating) the database file in a folder: WAL mode, foreign keys, migrations applied. */
export function openDatabase(dataDir: string, fileName = 'wms.sqlite'): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, fileName));
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA cache_size = -65536; PRAGMA mmap_size = 1073741824;');
  migrate(db);
  // The query planner's statistics: a migration that adds an index leaves it without any, and
  // the planner then picks it over a covering one (the 1.35 M-row lists took 0.5 s instead of
  // 40 ms). SQLite's recommended call at open analyses only the tables that need it.
  db.exec('PRAGMA optimize=0x10002');
  return db;
}

/** Applies the migrations not yet applied; returns their versions. */
export function migrate(db: Db): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const done = new Set((db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version));
  const applied: number[] = [];
  for (const migration of MIGRATIONS) {
    if (done.has(migration.version)) continue;
    transaction(db, () => {
      migration.up(db);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(migration.version, migration.name, new Date().toISOString());
    });
    applied.push(migration.version);
  }
  return applied;
}

/** Runs fn in a transaction: committed when it returns, rolled back when it throws. */
export function transaction<T>(db: Db, fn: () => T): T {
  const hooks = TRANSACTION_HOOKS.get(db);
  db.exec('BEGIN IMMEDIATE');
  hooks?.begin();
  try {
    const result = fn();
    db.exec('COMMIT');
    hooks?.commit();
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    hooks?.rollback();
    throw error;
  }
}

/** What a connection's `transaction()` tells after BEGIN, COMMIT and ROLLBACK (the event capture listens). */
export interface TransactionHooks {
  begin: () => void;
  commit: () => void;
  rollback: () => void;
}

const TRANSACTION_HOOKS = new WeakMap<Db, TransactionHooks>();

/** Sets the hooks of a connection's transactions (one set per connection). */
export function onTransaction(db: Db, hooks: TransactionHooks): void {
  TRANSACTION_HOOKS.set(db, hooks);
}
