import type {
  CalendarDate,
  CalendarDateTime} from '@internationalized/date';
import {
  fromDate,
  parseDate,
  parseDateTime,
  Time,
  toCalendarDate,
  toCalendarDateTime,
  today,
} from '@internationalized/date';

/**
 * Dates in and out of the controls, in one place. Values travel as the spec's strings
 * ('yyyy-MM-dd', 'yyyy-MM-dd HH:mm:ss') or as timestamps; inside, the controls hold
 * @internationalized/date values. Every function takes the time zone (and "now" where it
 * matters), so results never depend on the machine's zone. No hand-written date arithmetic:
 * @internationalized/date adds and subtracts, clamping month ends (Mar 31 − 1 month = Feb 28/29).
 */

/** The spec's date format (date picker). */
export const DATE_FORMAT = 'yyyy-MM-dd';
/** The spec's date-time format (grid display). */
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

export type DateValue = CalendarDate;
export type DateTimeValue = CalendarDateTime;
export type DateRange = { start: CalendarDate; end: CalendarDate };
export type DateTimeRange = { start: CalendarDateTime; end: CalendarDateTime };

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** 'yyyy-MM-dd' of a date. */
export function formatDate(date: CalendarDate): string {
  return date.toString();
}

/** 'yyyy-MM-dd HH:mm:ss' of a date-time (seconds kept, milliseconds dropped). */
export function formatDateTime(value: CalendarDateTime): string {
  return value.toString().slice(0, 19).replace('T', ' ');
}

/** A date from 'yyyy-MM-dd', or undefined when the text is not a real date (2026-02-30). */
export function parseDateText(text: string): CalendarDate | undefined {
  if (!DATE_PATTERN.test(text)) return undefined;
  try {
    const date = parseDate(text);
    return date.toString() === text ? date : undefined;
  } catch {
    return undefined;
  }
}

/** A date-time from 'yyyy-MM-dd HH:mm:ss', or undefined when it is not a real one. */
export function parseDateTimeText(text: string): CalendarDateTime | undefined {
  if (!DATE_TIME_PATTERN.test(text)) return undefined;
  try {
    const value = parseDateTime(text.replace(' ', 'T'));
    return formatDateTime(value) === text ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The calendar date of a timestamp in a time zone. */
export function dateFromTimestamp(timestamp: number, timeZone: string): CalendarDate {
  return toCalendarDate(fromDate(new Date(timestamp), timeZone));
}

/** The date-time of a timestamp in a time zone. */
export function dateTimeFromTimestamp(timestamp: number, timeZone: string): CalendarDateTime {
  return toCalendarDateTime(fromDate(new Date(timestamp), timeZone));
}

/** The timestamp of a date's start (00:00) in a time zone: how the drawer form stores dates. */
export function timestampOfDate(date: CalendarDate, timeZone: string): number {
  return date.toDate(timeZone).getTime();
}

/** The timestamp of a date-time in a time zone. */
export function timestampOfDateTime(value: CalendarDateTime, timeZone: string): number {
  return value.toDate(timeZone).getTime();
}

/** Today in a time zone; `now` (a timestamp) makes it testable. */
export function todayIn(timeZone: string, now?: number): CalendarDate {
  return now === undefined ? today(timeZone) : dateFromTimestamp(now, timeZone);
}

/** True when the date is after today in the zone (a single date filter forbids it). */
export function isFutureDate(date: CalendarDate, timeZone: string, now?: number): boolean {
  return date.compare(todayIn(timeZone, now)) > 0;
}

/** The date picker's shortcuts (CONTRACT.md §5): today, lastday, lastweek. */
export const DATE_SHORTCUTS = ['today', 'lastday', 'lastweek'] as const;
export type DateShortcut = (typeof DATE_SHORTCUTS)[number];

export function dateShortcut(shortcut: DateShortcut, timeZone: string, now?: number): CalendarDate {
  const day = todayIn(timeZone, now);
  switch (shortcut) {
    case 'today':
      return day;
    case 'lastday':
      return day.subtract({ days: 1 });
    case 'lastweek':
      return day.subtract({ weeks: 1 });
  }
}

/** A range shortcut: a name, and how far back from today it starts. */
export interface RangeShortcut {
  /** Key of its label in the core namespace's `date.shortcut.*`. */
  key: string;
  back: { days?: number; weeks?: number; months?: number };
}

/** The range picker's shortcuts (CONTRACT.md §5, §9): week, month, quarter = 7, 30, 90 days. */
export const RANGE_SHORTCUTS: readonly RangeShortcut[] = [
  { key: 'week', back: { days: 7 } },
  { key: 'month', back: { days: 30 } },
  { key: 'quarter', back: { days: 90 } },
];

/**
 * The grid's quick ranges, codes 1 to 5 in order (CONTRACT.md §2, §4): today, last 3 days, last
 * week, last month, last 3 months. The default is code 3, last week.
 */
export const GRID_QUICK_RANGES: readonly RangeShortcut[] = [
  { key: 'today', back: {} },
  { key: 'last3Days', back: { days: 3 } },
  { key: 'lastWeek', back: { weeks: 1 } },
  { key: 'lastMonth', back: { months: 1 } },
  { key: 'last3Months', back: { months: 3 } },
];
export const DEFAULT_QUICK_RANGE_CODE = 3;

/** The range of a shortcut: from today minus its span, to today. */
export function rangeOf(shortcut: RangeShortcut, timeZone: string, now?: number): DateRange {
  const end = todayIn(timeZone, now);
  return { start: end.subtract(shortcut.back), end };
}

/** The grid quick range of a code 1–5. */
export function quickRange(code: number, timeZone: string, now?: number): DateRange {
  const shortcut = GRID_QUICK_RANGES[code - 1];
  if (!shortcut) throw new RangeError(`quick range codes are 1 to 5, got ${String(code)}`);
  return rangeOf(shortcut, timeZone, now);
}

/** A date range as whole days of date-times: 00:00:00 to 23:59:59. */
export function dayRangeAsDateTimes(range: DateRange): DateTimeRange {
  return {
    start: toCalendarDateTime(range.start),
    end: toCalendarDateTime(range.end, new Time(23, 59, 59)),
  };
}

/** A date range as the spec's strings. */
export function formatRange(range: DateRange): [string, string] {
  return [formatDate(range.start), formatDate(range.end)];
}

/** A date-time range as the spec's strings. */
export function formatDateTimeRange(range: DateTimeRange): [string, string] {
  return [formatDateTime(range.start), formatDateTime(range.end)];
}
