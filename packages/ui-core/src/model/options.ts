/** An option of a select: a code (the value) and a description (what the user reads). */
export interface SelectOption {
  code: string;
  description: string;
  disabled?: boolean;
}

/** Options with trimmed codes and descriptions, de-duplicated by code (select filters trim, §5). */
export function normaliseOptions(options: readonly SelectOption[]): SelectOption[] {
  const seen = new Set<string>();
  const out: SelectOption[] = [];
  for (const option of options) {
    const code = option.code.trim();
    if (seen.has(code)) continue;
    seen.add(code);
    out.push({ ...option, code, description: option.description.trim() });
  }
  return out;
}

/** Case-insensitive match on code or description, for searchable selects. */
export function matchesOption(option: SelectOption, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return option.code.toLowerCase().includes(q) || option.description.toLowerCase().includes(q);
}
