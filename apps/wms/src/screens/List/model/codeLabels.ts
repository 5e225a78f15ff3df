import { toOptions, type ColumnDefinition, type Option } from '@wms/api';

/** Fields the grid's status renderer already shows as coloured labels (CONTRACT.md §3). */
const STATUS_FIELDS = new Set(['status', 'orderfinishflag', 'receiptfinishflag']);
/** Option paths that are code lists (dictionaries): small, and what a code in a cell means. */
const DICTIONARY_PREFIX = '/dictionary/options/';

/** Where a column's code labels come from: its own JSON list, or a dictionary path. */
export type LabelSource = { kind: 'list'; options: Option[] } | { kind: 'path'; path: string };

/**
 * The columns whose cells hold a code that a person reads as a label (receipt type, source,
 * ...): select filters (issearch 2 or 3) whose options are a JSON list or a dictionary path,
 * except the status fields, which the grid renders itself (included with `statuses`, for text
 * outside a grid, such as the audit's old and new values). Paths of other lookups (owners,
 * SKUs) are left out: their codes are what operators type and read.
 *
 * @example labelSources([{ code: 'receipttype', issearch: 2, searchData: '/dictionary/options/receipt_type', ... }])
 * // { receipttype: { kind: 'path', path: '/dictionary/options/receipt_type' } }
 */
export function labelSources(columns: readonly ColumnDefinition[], { statuses = false }: { statuses?: boolean } = {}): Record<string, LabelSource> {
  const out: Record<string, LabelSource> = {};
  for (const column of columns) {
    if ((!statuses && STATUS_FIELDS.has(column.code.toLowerCase())) || (column.issearch !== 2 && column.issearch !== 3)) continue;
    const data = column.searchData?.trim();
    if (!data) continue;
    if (data.startsWith(DICTIONARY_PREFIX)) {
      out[column.code] = { kind: 'path', path: data };
    } else if (data.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(data);
        if (Array.isArray(parsed)) out[column.code] = { kind: 'list', options: toOptions(parsed) };
      } catch {
        // A malformed list labels nothing: the codes stay as they are.
      }
    }
  }
  return out;
}

/** The label of a code, or undefined when the list does not hold it (the code is shown). */
export function labelOf(options: readonly Option[] | undefined, value: unknown): string | undefined {
  if (!options || (typeof value !== 'string' && typeof value !== 'number') || value === '') return undefined;
  const code = String(value);
  return options.find((option) => option.code === code)?.description;
}
