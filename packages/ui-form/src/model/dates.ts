import { dates } from '@wms/ui-core';

/** Dates of the detail form: a date is stored as the timestamp of its day's start (CONTRACT.md §2). */

/** The browser's time zone (the default of every form). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The timestamp of a 'yyyy-MM-dd' text at 00:00 in the zone, or null for no or a wrong date. */
export function timestampOfDateText(text: string | null | undefined, timeZone: string): number | null {
  if (!text) return null;
  const date = dates.parseDateText(text);
  return date ? dates.timestampOfDate(date, timeZone) : null;
}

/** The 'yyyy-MM-dd' of a stored value: a timestamp, or a date text a record may hold. */
export function dateTextOf(value: unknown, timeZone: string): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return dates.formatDate(dates.dateFromTimestamp(value, timeZone));
  if (typeof value === 'string' && dates.parseDateText(value.slice(0, 10))) return value.slice(0, 10);
  return null;
}
