/**
 * Sort-column definitions (platform.md §3): column_code, menu_list_name and sort_type, where
 * 10201 sorts ascending and 10202 descending. They become the query's configureSorting text
 * ("receiptkey asc,status desc"), and only allow-listed identifiers reach it: a code that is not
 * a plain column name is dropped, never quoted into the server's ORDER BY.
 */

/** Sort types of a sort-column definition. */
export const SortType = { Ascending: 10201, Descending: 10202 } as const;
export type SortTypeCode = (typeof SortType)[keyof typeof SortType];

/** One sort-column definition as the server sends it. */
export interface SortColumnDefinition {
  column_code: string;
  /** The list (menu_list_code's display name) the definition belongs to. */
  menu_list_name?: string;
  sort_type: number;
}

/** A definition as the grid uses it. */
export interface SortColumn {
  column: string;
  direction: 'asc' | 'desc';
  listName?: string;
}

/** A plain column identifier: letters, digits, underscores (and one dot for a table alias). */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$/;

/** Whether a column code may go into configureSorting. */
export function isSortableIdentifier(code: string): boolean {
  return IDENTIFIER.test(code);
}

/**
 * The usable sort columns of some definitions, in order: unknown sort types and unsafe codes are
 * dropped, and a column named twice keeps its first definition.
 */
export function toSortColumns(definitions: readonly SortColumnDefinition[]): SortColumn[] {
  const seen = new Set<string>();
  const out: SortColumn[] = [];
  for (const definition of definitions) {
    const column = definition.column_code.trim();
    if (!isSortableIdentifier(column) || seen.has(column)) continue;
    if (definition.sort_type !== SortType.Ascending && definition.sort_type !== SortType.Descending) continue;
    seen.add(column);
    out.push({ column, direction: definition.sort_type === SortType.Ascending ? 'asc' : 'desc', ...(definition.menu_list_name ? { listName: definition.menu_list_name } : {}) });
  }
  return out;
}

/** The definitions back from sort columns (to save them). */
export function toSortDefinitions(columns: readonly SortColumn[], listName?: string): SortColumnDefinition[] {
  return columns.map((column) => ({
    column_code: column.column,
    sort_type: column.direction === 'asc' ? SortType.Ascending : SortType.Descending,
    ...(column.listName ?? listName ? { menu_list_name: column.listName ?? listName } : {}),
  }));
}

/** The configureSorting text of sort columns ('' for none). */
export function configureSortingText(columns: readonly SortColumn[]): string {
  return columns.map((column) => `${column.column} ${column.direction}`).join(',');
}

function plainText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

/**
 * Sorts rows in memory by sort columns (the sheet grid without a server): strings by the
 * locale's collation, numbers numerically, empty values last.
 */
export function sortRows<Row extends Record<string, unknown>>(rows: readonly Row[], columns: readonly SortColumn[], locale = 'zh'): Row[] {
  if (columns.length === 0) return [...rows];
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      for (const { column, direction } of columns) {
        const x = a.row[column];
        const y = b.row[column];
        const xEmpty = x === null || x === undefined || x === '';
        const yEmpty = y === null || y === undefined || y === '';
        if (xEmpty || yEmpty) {
          if (xEmpty && yEmpty) continue;
          return xEmpty ? 1 : -1;
        }
        const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(plainText(x), plainText(y));
        if (order !== 0) return direction === 'asc' ? order : -order;
      }
      return a.index - b.index;
    })
    .map(({ row }) => row);
}
