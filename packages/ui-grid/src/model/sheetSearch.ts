/**
 * The sheet grid's own search (when no server filters for it): a keyword over the shown
 * columns' text, and a date range over one date field that applies only while its checkbox is
 * ticked (CONTRACT.md §2: "a checkbox filter is offered for date ranges"). Pure.
 */

/** What the search bar holds. */
export interface SheetSearch {
  keyword: string;
  /** Whether the date range filters (the checkbox). */
  dateEnabled: boolean;
  /** ['yyyy-MM-dd', 'yyyy-MM-dd'] inclusive, or null. */
  dateRange: readonly [string, string] | null;
}

export const EMPTY_SEARCH: SheetSearch = { keyword: '', dateEnabled: false, dateRange: null };

/** Whether anything filters. */
export function isSearchActive(search: SheetSearch): boolean {
  return search.keyword.trim() !== '' || (search.dateEnabled && search.dateRange !== null);
}

/**
 * Whether a row passes: every keyword word appears in some column's text (case-insensitive),
 * and, with the date filter on, the date field's day ('yyyy-MM-dd…' text) lies in the range.
 */
export function matchesSearch(texts: readonly string[], date: unknown, search: SheetSearch): boolean {
  const words = search.keyword.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length) {
    const haystack = texts.join('\u0000').toLowerCase();
    if (!words.every((word) => haystack.includes(word))) return false;
  }
  if (search.dateEnabled && search.dateRange) {
    if (typeof date !== 'string' || date.length < 10) return false;
    const day = date.slice(0, 10);
    const [start, end] = search.dateRange;
    if (day < start || day > end) return false;
  }
  return true;
}
