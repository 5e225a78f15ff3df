import { CalendarDate } from '@internationalized/date';
import {
  dateShortcut,
  dateFromTimestamp,
  dayRangeAsDateTimes,
  formatDate,
  formatDateTime,
  formatDateTimeRange,
  formatRange,
  isFutureDate,
  parseDateText,
  parseDateTimeText,
  quickRange,
  rangeOf,
  RANGE_SHORTCUTS,
  timestampOfDate,
  dateTimeFromTimestamp,
} from './dates';

/** 2024-03-31 01:30 in Shanghai is still 2024-03-30 in New York. */
const AT = Date.UTC(2024, 2, 30, 17, 30);

describe('text and timestamps', () => {
  it.each([
    ['2024-02-29', '2024-02-29'],
    ['2023-02-29', undefined],
    ['2026-13-01', undefined],
    ['2026-1-01', undefined],
    ['', undefined],
  ])('parseDateText(%p)', (text, expected) => {
    expect(parseDateText(text)?.toString()).toBe(expected);
  });

  it.each([
    ['2024-02-29 23:59:59', '2024-02-29 23:59:59'],
    ['2024-02-29 24:00:00', undefined],
    ['2024-02-29T10:00:00', undefined],
  ])('parseDateTimeText(%p)', (text, expected) => {
    const value = parseDateTimeText(text);
    expect(value ? formatDateTime(value) : undefined).toBe(expected);
  });

  it.each([
    ['Asia/Shanghai', '2024-03-31', '2024-03-31 01:30:00'],
    ['America/New_York', '2024-03-30', '2024-03-30 13:30:00'],
    ['UTC', '2024-03-30', '2024-03-30 17:30:00'],
  ])('a timestamp in %s is %s', (zone, date, dateTime) => {
    expect(formatDate(dateFromTimestamp(AT, zone))).toBe(date);
    expect(formatDateTime(dateTimeFromTimestamp(AT, zone))).toBe(dateTime);
  });

  it.each(['Asia/Shanghai', 'America/New_York', 'Europe/London'])('a date round-trips through its timestamp in %s', (zone) => {
    for (const text of ['2024-02-29', '2024-03-10', '2024-11-03', '2026-12-31']) {
      const date = parseDateText(text) as CalendarDate;
      expect(formatDate(dateFromTimestamp(timestampOfDate(date, zone), zone))).toBe(text);
    }
  });
});

describe('shortcuts', () => {
  it.each([
    ['today', 'Asia/Shanghai', '2024-03-31'],
    ['lastday', 'Asia/Shanghai', '2024-03-30'],
    ['lastweek', 'Asia/Shanghai', '2024-03-24'],
    ['today', 'America/New_York', '2024-03-30'],
    ['lastday', 'America/New_York', '2024-03-29'],
  ] as const)('%s in %s', (shortcut, zone, expected) => {
    expect(formatDate(dateShortcut(shortcut, zone, AT))).toBe(expected);
  });

  it.each([
    ['week', ['2024-03-24', '2024-03-31']],
    ['month', ['2024-03-01', '2024-03-31']],
    ['quarter', ['2024-01-01', '2024-03-31']],
  ])('range shortcut %s is 7 / 30 / 90 days back', (key, expected) => {
    const shortcut = RANGE_SHORTCUTS.find((s) => s.key === key);
    if (!shortcut) throw new Error(key);
    expect(formatRange(rangeOf(shortcut, 'Asia/Shanghai', AT))).toEqual(expected);
  });

  it.each([
    [1, ['2024-03-31', '2024-03-31']],
    [2, ['2024-03-28', '2024-03-31']],
    [3, ['2024-03-24', '2024-03-31']],
    // Month ends clamp: 31 March minus a month is 29 February in a leap year.
    [4, ['2024-02-29', '2024-03-31']],
    [5, ['2023-12-31', '2024-03-31']],
  ])('grid quick range %i', (code, expected) => {
    expect(formatRange(quickRange(code, 'Asia/Shanghai', AT))).toEqual(expected);
  });

  it('clamps a leap day minus a year-long span', () => {
    const leap = Date.UTC(2024, 1, 29, 4, 0);
    expect(formatRange(quickRange(4, 'UTC', leap))).toEqual(['2024-01-29', '2024-02-29']);
    expect(formatRange(quickRange(5, 'UTC', Date.UTC(2024, 4, 31, 4)))).toEqual(['2024-02-29', '2024-05-31']);
  });

  it('refuses an unknown quick range code', () => {
    expect(() => quickRange(6, 'UTC', AT)).toThrow(RangeError);
  });
});

describe('ranges and the future', () => {
  it('turns a day range into whole days of date-times', () => {
    const range = { start: new CalendarDate(2024, 2, 28), end: new CalendarDate(2024, 2, 29) };
    expect(formatDateTimeRange(dayRangeAsDateTimes(range))).toEqual(['2024-02-28 00:00:00', '2024-02-29 23:59:59']);
  });

  it.each([
    ['2024-03-31', 'Asia/Shanghai', false],
    ['2024-04-01', 'Asia/Shanghai', true],
    ['2024-03-31', 'America/New_York', true],
  ])('%s in %s is in the future: %p', (text, zone, expected) => {
    expect(isFutureDate(parseDateText(text) as CalendarDate, zone, AT)).toBe(expected);
  });
});
