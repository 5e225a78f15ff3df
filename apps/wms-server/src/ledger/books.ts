import type { Db } from '../db/database';
import { checkInvariants, type Violation } from './ledger';

/** One violation as the books check answers it (CONTRACT.md 'Books check'). */
export interface BooksViolation {
  /** The invariant broken: onHandEqualsItrn, notNegative, allocatedPickedWithinOnHand, heldNotAllocatable. */
  kind: Violation['rule'];
  table: 'lotxlocxid';
  /** The stock row's id (the inventory lists' `id`). */
  id: number;
  message: string;
}

export interface BooksCheck {
  balanced: boolean;
  count: number;
  violations: BooksViolation[];
}

/** The ledger's invariants over a warehouse (all warehouses when none is given). */
export function checkBooks(db: Db, whseid?: string): BooksCheck {
  const violations = checkInvariants(db, whseid).map((v) => ({ kind: v.rule, table: 'lotxlocxid' as const, id: v.stockId, message: v.detail }));
  return { balanced: violations.length === 0, count: violations.length, violations };
}
