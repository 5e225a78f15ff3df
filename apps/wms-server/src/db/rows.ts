import type { DatabaseSync, StatementSync } from 'node:sqlite';

/*
 * Rows made here, not by node:sqlite (issue 50, the import floor). Each row object node:sqlite
 * makes (`get`, `all`, `iterate`; an object with a null prototype built in C++) costs 72 bytes in
 * V8's old generation besides the row itself, whatever its number of columns, even with nothing
 * kept: measured with V8's space statistics, 1,440 bytes of old space for every 20-row page and 72
 * for every one-row `get`, none when the statement answers arrays (`setReturnArrays`) or when the
 * same object is made in JavaScript. That is garbage only a full collection takes back: a list
 * answer reads 40–100 rows, an imported row about eight single-row reads (its checks, its key, the
 * stored row read back), so during a 100,000-row import beside 20 clients the old generation grew
 * by about 6 MiB a second and the server collected it in full every 3 s or so, on the thread that
 * answers requests (one of those collections held the thread 217 ms on a loaded machine).
 *
 * So every statement of the server's connection answers arrays, and its rows are made here with
 * the statement's column names: the same objects (null prototype, the columns in order, a name
 * given twice keeps the last value) allocated in the young generation, where they die.
 */

type Values = unknown[];
type RowObject = Record<string, unknown>;

/** One statement's rows made in JavaScript; the statement itself, changed in place. */
export function rowsMadeHere(statement: StatementSync): StatementSync {
  statement.setReturnArrays(true);
  let names = statement.columns().map((c) => c.name);
  const row = (values: Values): RowObject => {
    // A schema change re-prepares the statement in SQLite: `SELECT *` may answer other columns.
    if (values.length !== names.length) names = statement.columns().map((c) => c.name);
    const out = Object.create(null) as RowObject;
    for (let i = 0; i < values.length; i++) out[names[i] ?? String(i)] = values[i];
    return out;
  };
  // With setReturnArrays(true) node:sqlite answers arrays (its types still say objects).
  const get = statement.get.bind(statement) as unknown as (...args: unknown[]) => Values | undefined;
  const all = statement.all.bind(statement) as unknown as (...args: unknown[]) => Values[];
  const iterate = statement.iterate.bind(statement) as unknown as (...args: unknown[]) => Iterable<Values>;
  Object.defineProperties(statement, {
    get: { value: (...args: unknown[]) => { const values = get(...args); return values === undefined ? undefined : row(values); }, configurable: true },
    all: { value: (...args: unknown[]) => all(...args).map(row), configurable: true },
    iterate: { value: function* rows(...args: unknown[]) { for (const values of iterate(...args)) yield row(values); }, configurable: true },
    // A caller that chooses arrays or objects itself gets node:sqlite's own methods back.
    setReturnArrays: {
      value: (arrays: boolean) => {
        for (const name of ['get', 'all', 'iterate', 'setReturnArrays']) Reflect.deleteProperty(statement, name);
        statement.setReturnArrays(arrays);
      },
      configurable: true,
    },
  });
  return statement;
}

/** Every statement the connection prepares from now on makes its rows here (`rowsMadeHere`). */
export function makeRowsHere(db: DatabaseSync): DatabaseSync {
  const prepare: (...args: Parameters<DatabaseSync['prepare']>) => StatementSync = db.prepare.bind(db);
  Object.defineProperty(db, 'prepare', { value: (...args: Parameters<DatabaseSync['prepare']>) => rowsMadeHere(prepare(...args)), configurable: true });
  return db;
}
