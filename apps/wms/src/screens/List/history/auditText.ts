import type { AuditChange } from '@wms/api';

/** Options by field: a code's description in the user's language (from the list's columns). */
export type FieldOptions = ReadonlyMap<string, readonly { code: string; description: string }[]>;

/**
 * A value of an audit change as the user reads it: an option's description when the field has
 * options (a status code becomes its name), otherwise the value's text; empty for nothing.
 */
export function auditValueText(change: Pick<AuditChange, 'field'>, value: unknown, options: FieldOptions): string {
  if (value === null || value === undefined || value === '') return '';
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  const found = options.get(change.field)?.find((option) => option.code === text.trim());
  return found ? found.description : text;
}
