import type { Db } from '../db/database';
import type { Lang } from '../catalogue/messages';
import { refuse, type Refusal } from './errors';
import { prepareCached } from '../db/statements';

export type Row = Record<string, unknown>;

/** What a rule sees: the record as it would be stored, the stored one (update), and the db. */
export interface RuleContext {
  db: Db;
  lang: Lang;
  record: Row;
  existing?: Row;
  whseid: string;
}

type Rule = (ctx: RuleContext) => Refusal | undefined;

/** The text of a scalar value ('' for anything else). */
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v));
const yes = (v: unknown) => str(v) === '1';


/** The location must exist in the warehouse and must not be the lost-ID location. */
function destination(field: string): Rule {
  return ({ db, record, whseid }) => {
    const loc = str(record[field]);
    if (!loc) return undefined;
    const row = prepareCached(db, 'SELECT loctype FROM loc WHERE whseid = ? AND loc = ?').get(whseid, loc) as { loctype: string } | undefined;
    if (!row) return refuse('locationNotFound');
    return row.loctype === 'LOST' ? refuse('lostLocation') : undefined;
  };
}

/**
 * Business rules of CONTRACT.md §B4–§B5 per entity that compare fields or read the books,
 * checked on insert and update after the declaration of each field's rules
 * (catalogue/fieldRules.ts: required, length, patterns, ranges, dates and their order, lookups).
 */
export const ENTITY_RULES: Readonly<Record<string, readonly Rule[]>> = {
  overcharge: [({ record }) => (num(record.unsettledqty) === 0 ? refuse('outstandingNotZero') : undefined)],
  altsku: [({ record }) => (str(record.sku).trim() !== '' && str(record.sku).trim() === str(record.altsku).trim() ? refuse('replacementSame') : undefined)],
  numberingRule: [
    ({ record }) =>
      (yes(record.yearflag) || yes(record.monthflag) || yes(record.dayflag)) && str(record.serialtype) !== 'SEQ' ? refuse('numberingSerialType') : undefined,
  ],
  move: [destination('toloc')],
  collection: [({ record }) => (num(record.maxcontainers) < num(record.containercount) ? refuse('maxContainersBelowCount') : undefined)],
  strategy: [
    ({ record, lang }) =>
      str(record.strategytype) === 'ALLOCATE' && !str(record.policy) ? refuse('cannotBeEmpty', lang === 'en' ? 'Allocation policy' : '分配策略') : undefined,
    ({ record, lang }) =>
      str(record.strategytype) === 'REPLENISH' && !str(record.replenishtype) ? refuse('cannotBeEmpty', lang === 'en' ? 'Replenishment type' : '补货类型') : undefined,
  ],
  hold: [destination('loc')],
};

/** Fields whose bad number has its own message: the declaration's (catalogue/fieldRules.ts). */
export { NUMBER_MESSAGES } from '../catalogue/fieldRules';
