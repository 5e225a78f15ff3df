import { dates } from '@wms/ui-core';
import type { GridColumn } from './columns';
import type { GridSort } from './sorting';
import { ColumnType, FilterType, type GridFilter } from './types';

/** What a filter holds: text or a code; codes (multi select); a range; nothing. */
export type FilterInput = string | string[] | [string, string] | null;

/** A date-range filter's entry of the date-range list (queryDateList): its checkbox and range. */
export interface DateRangeEntry {
  /** The checkbox: the range applies only while it is on. */
  enabled: boolean;
  range: [string, string] | null;
}

/** Everything a screen's search holds; cached per screen key. */
export interface SearchState {
  /** Filter inputs by column code (date ranges are in `dateRanges`). */
  values: Record<string, FilterInput>;
  /** The date-range list: one entry per date-range (issearch 5) column. */
  dateRanges: Record<string, DateRangeEntry>;
  page: number;
  pageSize: number;
  sort: GridSort[];
}

/**
 * Which date-range checkboxes start ticked: all (true, the default), none (false), the named
 * column codes, or those a predicate accepts. A list of goods whose production and expiry dates
 * are ranges would otherwise open empty under "last week".
 */
export type DateRangesOn = boolean | readonly string[] | ((code: string) => boolean);

function startsOn(on: DateRangesOn, code: string): boolean {
  if (typeof on === 'boolean') return on;
  if (typeof on === 'function') return on(code);
  return on.includes(code);
}

/** "Today" for defaults: the zone and, in stories and tests, a fixed now. */
export interface Clock {
  timeZone: string;
  now?: number;
}

/** The default range of a date-range filter: quick range 3, last week (CONTRACT.md §4). */
export function defaultDateRange(clock: Clock): [string, string] {
  return dates.formatRange(dates.quickRange(dates.DEFAULT_QUICK_RANGE_CODE, clock.timeZone, clock.now));
}

/**
 * A fresh search: no values, date ranges with the default quick range (ticked as `on` says,
 * by default all), page 1.
 *
 * @example initialSearchState(columns, { timeZone: 'Asia/Shanghai' }, 20)
 */
export function initialSearchState(columns: readonly GridColumn[], clock: Clock, pageSize: number, on: DateRangesOn = true): SearchState {
  const dateRanges: Record<string, DateRangeEntry> = {};
  for (const column of columns) {
    if (column.filter === FilterType.DateRange) dateRanges[column.code] = { enabled: startsOn(on, column.code), range: defaultDateRange(clock) };
  }
  return { values: {}, dateRanges, page: 1, pageSize, sort: [] };
}

/**
 * The clear icon: every value emptied and every date-range checkbox off (its range back to the
 * default, ready for when it is ticked again); page 1; the sorting and page size stay.
 */
export function clearedSearchState(state: SearchState, columns: readonly GridColumn[], clock: Clock): SearchState {
  const dateRanges: Record<string, DateRangeEntry> = {};
  for (const column of columns) {
    if (column.filter === FilterType.DateRange) dateRanges[column.code] = { enabled: false, range: defaultDateRange(clock) };
  }
  return { ...state, values: {}, dateRanges, page: 1 };
}

/** Makes sure every date-range column has an entry (columns can change after a settings save). */
export function withDateRangeEntries(state: SearchState, columns: readonly GridColumn[], clock: Clock, on: DateRangesOn = true): SearchState {
  const missing = columns.filter((c) => c.filter === FilterType.DateRange && !state.dateRanges[c.code]);
  if (!missing.length) return state;
  const dateRanges = { ...state.dateRanges };
  for (const column of missing) dateRanges[column.code] = { enabled: startsOn(on, column.code), range: defaultDateRange(clock) };
  return { ...state, dateRanges };
}

/** A numeric column's text filter keeps digits only (CONTRACT.md §5). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

function isPair(value: FilterInput | undefined): value is [string, string] {
  return Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string' && v.trim() !== '');
}

/** The value a column's filter sends, or undefined when it sends nothing. */
export function filterValue(column: GridColumn, state: SearchState): string | string[] | undefined {
  const input = state.values[column.code];
  switch (column.filter) {
    case FilterType.None:
      return undefined;
    case FilterType.Text: {
      if (typeof input !== 'string') return undefined;
      const text = column.kind === 'numeric' ? digitsOnly(input) : input;
      return text.trim() === '' ? undefined : text;
    }
    case FilterType.Select:
      return typeof input === 'string' && input.trim() !== '' ? input.trim() : undefined;
    case FilterType.MultiSelect: {
      const codes = (Array.isArray(input) ? input : typeof input === 'string' ? [input] : []).map((c) => c.trim()).filter(Boolean);
      return codes.length ? codes : undefined;
    }
    case FilterType.Date:
      return typeof input === 'string' && input.trim() !== '' ? input.trim() : undefined;
    case FilterType.DateRange: {
      const entry = state.dateRanges[column.code];
      return entry?.enabled && isPair(entry.range) ? [...entry.range] : undefined;
    }
    case FilterType.DateTimeRange:
      return isPair(input) ? [...input] : undefined;
  }
}

/**
 * The filters a page request carries: one per column whose filter holds something, empty ones
 * dropped (CONTRACT.md §5). The data source turns them into query parameters.
 *
 * @example toGridFilters(columns, { ...state, values: { qty: '1a2' } })
 * // [{ code: 'qty', filterType: 1, columnType: 10401, value: '12' }]
 */
export function toGridFilters(columns: readonly GridColumn[], state: SearchState): GridFilter[] {
  const filters: GridFilter[] = [];
  for (const column of columns) {
    const value = filterValue(column, state);
    if (value === undefined) continue;
    filters.push({ code: column.code, filterType: column.filter, columnType: columnTypeOf(column), value });
  }
  return filters;
}

function columnTypeOf(column: GridColumn): number {
  return column.kind === 'numeric' ? ColumnType.Numeric : column.kind === 'datetime' ? ColumnType.DateTime : ColumnType.String;
}

/**
 * The other filters' current values, by code, for rewriting a column's option path: scalars as
 * they are, codes comma-joined; empty filters and ranges left out, so a path keeps its own
 * default for them.
 */
export function otherFilterValues(columns: readonly GridColumn[], state: SearchState, except: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const column of columns) {
    if (column.code === except) continue;
    const value = filterValue(column, state);
    if (typeof value === 'string') values[column.code] = value;
    else if (Array.isArray(value) && column.filter === FilterType.MultiSelect) values[column.code] = value.join(',');
  }
  return values;
}

/** True when any filter would send something (the clear icon is then worth pressing). */
export function hasActiveFilters(columns: readonly GridColumn[], state: SearchState): boolean {
  return toGridFilters(columns, state).length > 0;
}
