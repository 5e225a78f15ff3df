import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { ENTITIES } from '../catalogue/entities';
import type { EntityDef, FieldDef } from '../catalogue/types';
import { makeRowsHere } from './rows';

export type Db = DatabaseSync;

function columnSql(field: FieldDef): string {
  if (field.code === 'version') return `"version" INTEGER NOT NULL DEFAULT 1`;
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

/** A versioned migration: runs once, in order, inside a transaction, recorded in schema_migrations. */
export interface Migration {
  version: number;
  name: string;
  up: (db: Db) => void;
}

const MIGRATIONS = new Map<number, Migration>();

/**
 * Adds a migration. The schema of the catalogue's tables lives here; a module that owns more of
 * the schema (the ledger's columns, the kept totals, the audit log) registers its own migration
 * from its own file, so this file imports none of them (src/migrations.ts imports them all). Never
 * edit an applied migration; add a new version.
 */
export function registerMigration(migration: Migration): void {
  const known = MIGRATIONS.get(migration.version);
  if (known && known !== migration) throw new Error(`migration ${migration.version} registered twice (${known.name}; ${migration.name})`);
  MIGRATIONS.set(migration.version, migration);
}

/** The registered migrations in order; throws when one is missing (a module not imported). */
export function registeredMigrations(): Migration[] {
  const list = [...MIGRATIONS.values()].sort((a, b) => a.version - b.version);
  list.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migration ${i + 1} is not registered: open the database through src/migrations.ts`);
  });
  return list;
}

registerMigration({
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
});
registerMigration({
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
});
registerMigration({
  version: 4,
  name: 'flows: count tasks name their stock row; delivery-note barcodes of receipts',
  up(db) {
    db.exec(`
      ALTER TABLE cctask ADD COLUMN stockid INTEGER NOT NULL DEFAULT 0;
      CREATE TABLE IF NOT EXISTS receipt_barcode (whseid TEXT NOT NULL, barcode TEXT NOT NULL, receiptkey TEXT NOT NULL, addwho TEXT NOT NULL, adddate TEXT NOT NULL,
        PRIMARY KEY (whseid, barcode));
    `);
  },
});

registerMigration({
  version: 10,
  name: 'printers say their label size and whether they take ZPL II (issue 48)',
  up(db) {
    const have = new Set((db.prepare('PRAGMA table_info("printer")').all() as { name: string }[]).map((c) => c.name));
    if (!have.has('labelsize')) db.exec(`ALTER TABLE "printer" ADD COLUMN "labelsize" TEXT`);
    if (!have.has('language')) db.exec(`ALTER TABLE "printer" ADD COLUMN "language" TEXT`);
  },
});

registerMigration({
  version: 6,
  name: 'every entity row carries a version raised by every write (issue 25)',
  up(db) {
    for (const entity of ENTITIES) {
      const have = new Set((db.prepare(`PRAGMA table_info("${entity.table}")`).all() as { name: string }[]).map((c) => c.name));
      if (!have.has('version')) db.exec(`ALTER TABLE "${entity.table}" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1`);
      db.exec(versionTriggerDdl(entity.table));
    }
  },
});

/**
 * The trigger that makes "every write raises the version" true whoever writes the row (generic
 * save, operation, ledger, station, import, a test's SQL): an update that leaves the version as it
 * was raises it by one. A write that sets it itself (the generic update: version + 1) is left
 * alone. SQLite runs no trigger from the trigger's own update (recursive_triggers is off), and the
 * kept totals' triggers watch other columns.
 */
export function versionTriggerDdl(table: string): string {
  return `CREATE TRIGGER IF NOT EXISTS "${table}_version" AFTER UPDATE ON "${table}" FOR EACH ROW WHEN NEW.version = OLD.version
    BEGIN UPDATE "${table}" SET version = OLD.version + 1 WHERE id = NEW.id; END;`;
}

/** Opens (creating) the database file in a folder: WAL mode, foreign keys, migrations applied. */
export function openDatabase(dataDir: string, fileName = 'wms.sqlite'): Db {
  mkdirSync(dataDir, { recursive: true });
  // Its rows are made in JavaScript, not by node:sqlite (rows.ts: node:sqlite's cost V8's old generation 72 bytes each).
  const db = makeRowsHere(new DatabaseSync(join(dataDir, fileName)));
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
  for (const migration of registeredMigrations()) {
    if (done.has(migration.version)) continue;
    transaction(db, () => {
      migration.up(db);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(migration.version, migration.name, new Date().toISOString());
    });
    applied.push(migration.version);
  }
  return applied;
}

let savepoints = 0;

/**
 * Runs fn in a transaction: committed when it returns, rolled back when it throws. Called inside
 * another transaction it runs in a savepoint of it (a generic insert inside a save-with-lines, an
 * operation inside its idempotent answer): its writes are undone when it throws, and committed
 * with the outer transaction.
 */
export function transaction<T>(db: Db, fn: () => T): T {
  const hooks = TRANSACTION_HOOKS.get(db);
  if (db.isTransaction) {
    const name = `sp${String(++savepoints)}`;
    db.exec(`SAVEPOINT ${name}`);
    hooks?.begin();
    try {
      const result = fn();
      db.exec(`RELEASE ${name}`);
      hooks?.commit();
      return result;
    } catch (error) {
      db.exec(`ROLLBACK TO ${name}`);
      db.exec(`RELEASE ${name}`);
      hooks?.rollback();
      throw error;
    }
  }
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

/**
 * What a connection's `transaction()` tells after BEGIN, COMMIT and ROLLBACK, and for a nested
 * one after its SAVEPOINT, RELEASE and ROLLBACK TO (the event capture listens).
 */
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
