import { ColumnType, FilterType, type ColumnDefinition, type FilterTypeCode } from './types';

/** Default and minimum column width, px (CONTRACT.md §9). */
export const DEFAULT_COLUMN_WIDTH = 100;
export const MIN_COLUMN_WIDTH = 100;

/** How a column's filter gets its options. */
export type OptionSource =
  | { kind: 'none' }
  | { kind: 'list'; options: { code: string; description: string }[] }
  | { kind: 'path'; path: string };

/** A column as the grid uses it. */
export interface GridColumn {
  code: string;
  name: string;
  width: number;
  align: 'start' | 'end';
  kind: 'numeric' | 'string' | 'datetime';
  filter: FilterTypeCode;
  options: OptionSource;
  order: number;
}

/** A width from the definition: a number or numeric string, never below the minimum. */
export function columnWidth(width: number | string | undefined): number {
  const n = typeof width === 'string' ? Number.parseFloat(width) : width;
  if (n === undefined || !Number.isFinite(n)) return DEFAULT_COLUMN_WIDTH;
  return Math.max(MIN_COLUMN_WIDTH, Math.round(n));
}

/**
 * The options of a column's searchData: a JSON array string of options, or a '/'-path to load
 * them from; anything else (bad JSON, not an array) gives no options rather than an error.
 */
export function optionSource(searchData: string | undefined): OptionSource {
  const text = searchData?.trim();
  if (!text) return { kind: 'none' };
  if (text.startsWith('/')) return { kind: 'path', path: text };
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return { kind: 'none' };
    const options = parsed
      .filter((o): o is { code: unknown; description?: unknown } => typeof o === 'object' && o !== null && 'code' in o)
      .map((o) => ({ code: String(o.code as string | number).trim(), description: String((o.description ?? o.code) as string | number).trim() }));
    return { kind: 'list', options };
  } catch {
    return { kind: 'none' };
  }
}

function filterOf(issearch: number): FilterTypeCode {
  const known = Object.values(FilterType) as number[];
  return (known.includes(issearch) ? issearch : FilterType.None) as FilterTypeCode;
}

/**
 * Grid columns from the server's definitions: ordered by sort_num (then as given), numeric
 * columns right-aligned, widths at least 100, filter type from issearch (unknown codes: none).
 */
export function toGridColumns(definitions: readonly ColumnDefinition[]): GridColumn[] {
  return definitions
    .map((definition, index) => ({ definition, index }))
    .sort((a, b) => (a.definition.sort_num ?? Number.MAX_SAFE_INTEGER) - (b.definition.sort_num ?? Number.MAX_SAFE_INTEGER) || a.index - b.index)
    .map(({ definition }, order) => {
      const kind = definition.type === ColumnType.Numeric ? 'numeric' : definition.type === ColumnType.DateTime ? 'datetime' : 'string';
      return {
        code: definition.code,
        name: definition.name,
        width: columnWidth(definition.width),
        align: kind === 'numeric' ? 'end' : 'start',
        kind,
        filter: filterOf(definition.issearch),
        options: optionSource(definition.searchData),
        order,
      } satisfies GridColumn;
    });
}
