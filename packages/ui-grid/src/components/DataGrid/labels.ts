import type { QuickT } from '@wms/ui-core';

const SLOT = '\u0000';

/**
 * A label with a column's name in it (`filters.of`, `dataGrid.sortBy`), looked up once: the
 * message is translated once with a placeholder for the name, and each column's label is the
 * name put in its place. A grid of 60 columns made 60 i18next lookups a label on every render
 * of its head rows (issue 37). The catalogues interpolate without escaping, so the label is the
 * one `t(key, { name })` gives; a message without exactly one `{{name}}` falls back to `t`.
 */
export function nameLabel(t: QuickT, key: 'filters.of' | 'dataGrid.sortBy'): (name: string) => string {
  const parts = t(key, { name: SLOT }).split(SLOT);
  if (parts.length !== 2) return (name) => t(key, { name });
  const [before = '', after = ''] = parts;
  return (name) => before + name + after;
}
