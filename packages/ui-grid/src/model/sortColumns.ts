/**
 * Sort-column definitions (CONTRACT.md §3: column_code, menu_list_name, sort_type 10201
 * ascending / 10202 descending) as the sheet grid uses them. The definition type, SortType and
 * the configureSorting text are the DataGrid's (model/types.ts, model/sorting.ts); this adds
 * what a sheet needs on top: cleaning definitions before use, writing them back from the grid's
 * sort state, and sorting rows in memory when there is no server.
 */
import { fromConfigureSorting, type GridSort } from './sorting';
import { SortType, type SortColumn } from './types';

/**
 * The usable definitions, in order: unknown sort types and codes that are not plain column
 * identifiers are dropped (they would reach the server's ORDER BY), and a column named twice
 * keeps its first definition.
 */
export function cleanSortColumns(definitions: readonly SortColumn[]): SortColumn[] {
  const seen = new Set<string>();
  return definitions.filter((definition) => {
    const code = definition.column_code.trim();
    const known = definition.sort_type === SortType.Ascending || definition.sort_type === SortType.Descending;
    const safe = fromConfigureSorting([{ ...definition, column_code: code }]).length === 1;
    if (!known || !safe || seen.has(code)) return false;
    seen.add(code);
    return true;
  }).map((definition) => ({ ...definition, column_code: definition.column_code.trim() }));
}

/** Sort-column definitions from the grid's sort state (to save them), tagged with the list's name. */
export function toSortColumns(sort: readonly GridSort[], menuListName?: string): SortColumn[] {
  return sort.map((s) => ({
    column_code: s.code,
    sort_type: s.direction === 'asc' ? SortType.Ascending : SortType.Descending,
    ...(menuListName ? { menu_list_name: menuListName } : {}),
  }));
}

function plainText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

const isBlank = (value: unknown): boolean => value === null || value === undefined || value === '';

/**
 * Rows sorted in memory by the sort state (a sheet grid without a server): text by the
 * locale's collation with numbers inside text compared as numbers, numbers numerically, empty
 * values last in either direction, ties in their original order.
 */
export function sortRows<Row extends object>(rows: readonly Row[], sort: readonly GridSort[], locale = 'zh'): Row[] {
  if (sort.length === 0) return [...rows];
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      for (const { code, direction } of sort) {
        const x = (a.row as Readonly<Record<string, unknown>>)[code];
        const y = (b.row as Readonly<Record<string, unknown>>)[code];
        if (isBlank(x) || isBlank(y)) {
          if (isBlank(x) && isBlank(y)) continue;
          return isBlank(x) ? 1 : -1;
        }
        const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(plainText(x), plainText(y));
        if (order !== 0) return direction === 'asc' ? order : -order;
      }
      return a.index - b.index;
    })
    .map(({ row }) => row);
}
