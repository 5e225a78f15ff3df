import { checkDeclared } from '../contract/check';
import { options } from '../contract/answers/options';
import { scalarText } from './text';

/** An option of a select or dictionary: code and description (CONTRACT.md §3). */
export interface Option {
  code: string;
  description: string;
  [extra: string]: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The rows of a dropdown answer, checked against the contract (`ANSWERS.options`): `data.list` or
 * `data` (tolerated: a bare array, a root `list`), each `{ code, description }`; a ContractDrift
 * otherwise.
 */
export function optionRows(body: unknown): Option[] {
  return checkDeclared(options, body, { method: 'GET', path: '(an option path)' }).value;
}

/** Options from answer rows, trimmed, de-duplicated by code (the first one wins). */
export function toOptions(rows: readonly unknown[]): Option[] {
  const seen = new Set<string>();
  const out: Option[] = [];
  for (const row of rows) {
    if (!isRecord(row)) continue;
    const code = scalarText(row.code ?? row.value ?? row.id)?.trim();
    if (code === undefined) continue;
    if (seen.has(code)) continue;
    seen.add(code);
    const description = scalarText(row.description ?? row.label ?? row.name)?.trim() ?? code;
    out.push({ ...row, code, description });
  }
  return out;
}
