/**
 * The calendar's locale, for the pickers (parts.tsx) and their closed stand-ins (LazyDatePicker):
 * Chinese month and weekday names for zh; for en, English names with the fields in
 * year-month-day order, as the spec's yyyy-MM-dd. Weeks start on Monday in both (weekdays 1 to 7
 * are Monday to Sunday). English is en-SE (English as written in Sweden), not en-CA: CLDR 42
 * (ICU 72, which WebKitGTK and other system-ICU browsers use) writes en-CA's numeric dates month
 * first, 06/15/2026, where newer CLDR and Chromium's and Firefox's own ICU write 2026-06-15
 * (issue 36); en-SE's are year first in every CLDR.
 */
export function calendarLocaleOf(language: string): 'en-SE' | 'zh-CN' {
  return language === 'en' ? 'en-SE' : 'zh-CN';
}
