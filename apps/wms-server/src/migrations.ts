/**
 * The whole schema: db/database.ts (the catalogue's tables) and every module that registers a
 * migration of its own. Open the database through here, so that no migration is missing (a gap
 * in the versions is refused when the database opens).
 */
import './ledger/ledger';
import './engine/totals';
import './audit/audit';
import './http/idempotency';
import './engine/importJob';
export { migrate, openDatabase, type Db } from './db/database';
