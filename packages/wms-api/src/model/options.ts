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
 * The rows of a dropdown answer: `data.list`, else `data` itself when it is an array, else the
 * body when it is an array (option paths of searchData answer "array or list").
 */
export function optionRows(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (!isRecord(body)) return [];
  const data = body.data;
  if (isRecord(data) && Array.isArray(data.list)) return data.list;
  if (Array.isArray(data)) return data;
  if (Array.isArray(body.list)) return body.list;
  return [];
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
