import type { Db } from '../db/database';

/** What a scanned code says once the warehouse's barcode parse rules have read it. */
export interface ParsedCode {
  /** The item code to look up (the item number or an alternative code). */
  code: string;
  /** A quantity the barcode carries (an item-and-count label), when it does. */
  qty?: number;
  /** The rule that read it (none: the code as scanned). */
  rule?: string;
}

interface RuleRow { rulecode: string; ruletype: string; storerkey: string; pattern: string; prefix: string; length: number }

/** The patterns a rule may hold: short, and never a nested quantifier that could backtrack for ever. */
const SAFE_PATTERN = /^(?!.*\([^)]*[+*][^)]*\)[+*{])[\x20-\x7e]{1,200}$/;

function compile(pattern: string): RegExp | undefined {
  if (!SAFE_PATTERN.test(pattern)) return undefined;
  try {
    return new RegExp(pattern);
  } catch {
    return undefined;
  }
}

/**
 * Reads a scanned code with the active barcode parse rules of the warehouse (/codeParseRule,
 * CONTRACT.md §B5), used by every scan station: a rule applies when the code starts with its
 * prefix (if any), has its length (if not 0) and matches its pattern; the rules of the document's
 * owners (SUPPLIER, SKU) are tried before the general ones, each kind by rule code. The pattern's
 * first group is the item code; a second group of digits only is a quantity (an item-and-count
 * label); without groups the whole match is the code. A code no rule reads is the code as scanned.
 */
export function parseScannedCode(db: Db, whseid: string, owners: readonly string[], scanned: string): ParsedCode {
  const code = scanned.trim();
  const rules = db
    .prepare(`SELECT rulecode, ruletype, storerkey, pattern, prefix, length FROM codeparserule WHERE whseid = ? AND active = '1' AND pattern <> '' ORDER BY CASE WHEN ruletype = 'GENERAL' THEN 1 ELSE 0 END, rulecode`)
    .all(whseid) as unknown as RuleRow[];
  for (const rule of rules) {
    if (rule.ruletype !== 'GENERAL' && !owners.includes(rule.storerkey)) continue;
    if (rule.prefix && !code.startsWith(rule.prefix)) continue;
    if (rule.length > 0 && code.length !== rule.length) continue;
    const match = compile(rule.pattern)?.exec(code);
    if (!match) continue;
    const item = (match[1] ?? match[0]).trim();
    if (!item) continue;
    const count = match[2];
    return { code: item, ...(count && /^\d{1,6}$/.test(count) && Number(count) > 0 ? { qty: Number(count) } : {}), rule: rule.rulecode };
  }
  return { code };
}
