import { SSF } from 'xlsx';

/** The part of SheetJS's SSF used here (the package types it as any). */
const ssf = SSF as { get_table: () => Record<number, string | undefined>; format: (format: string | number, value: unknown, options?: { date1904?: boolean }) => string };
const WITH_1904 = { date1904: true } as const;

/**
 * A cell's text as SheetJS 0.20.3 shows it (its `w`), so that the streaming reader (readXlsx.ts)
 * gives the import the same text the SheetJS reader gave: General numbers by SheetJS's own rules
 * (ported here: they run for every number cell, and a call into SSF for each costs more than the
 * rule itself), any other number format through SheetJS's `SSF.format`, only for the cells that
 * carry one.
 */

function stripDecimal(o: string): string {
  return o.includes('.') ? o.replace(/(?:\.0*|(\.\d*[1-9])0+)$/, '$1') : o;
}

function normalizeExponent(o: string): string {
  return o.includes('E') ? o.replace(/(?:\.0*|(\.\d*[1-9])0+)[Ee]/, '$1E').replace(/(E[+-])(\d)$/, '$10$2') : o;
}

function smallExponent(v: number): string {
  const width = v < 0 ? 12 : 11;
  let o = stripDecimal(v.toFixed(12));
  if (o.length <= width) return o;
  o = v.toPrecision(10);
  if (o.length <= width) return o;
  return v.toExponential(5);
}

function largeExponent(v: number): string {
  const o = stripDecimal(v.toFixed(11));
  return o.length > (v < 0 ? 12 : 11) || o === '0' || o === '-0' ? v.toPrecision(6) : o;
}

/** A number in the General format (SheetJS's SSF_general_num, with its integer shortcut). */
export function generalNumber(v: number): string {
  if ((v | 0) === v) return v.toString(10);
  if (!Number.isFinite(v)) return Number.isNaN(v) ? '#NUM!' : '#DIV/0!';
  const exponent = Math.floor(Math.log(Math.abs(v)) * Math.LOG10E);
  let o: string;
  if (exponent >= -4 && exponent <= -1) o = v.toPrecision(10 + exponent);
  else if (Math.abs(exponent) <= 9) o = smallExponent(v);
  else if (exponent === 10) o = v.toFixed(10).substring(0, 12);
  else o = largeExponent(v);
  return stripDecimal(normalizeExponent(o.toUpperCase()));
}

/** Formats SheetJS fills in for built-in ids its table lacks (its SSFImplicit). */
const IMPLICIT: Readonly<Record<number, string>> = {
  5: '"$"#,##0_);\\("$"#,##0\\)', 6: '"$"#,##0_);[Red]\\("$"#,##0\\)', 7: '"$"#,##0.00_);\\("$"#,##0.00\\)', 8: '"$"#,##0.00_);[Red]\\("$"#,##0.00\\)',
  23: 'General', 24: 'General', 25: 'General', 26: 'General',
  27: 'm/d/yy', 28: 'm/d/yy', 29: 'm/d/yy', 30: 'm/d/yy', 31: 'm/d/yy', 32: 'h:mm:ss', 33: 'h:mm:ss', 34: 'h:mm:ss', 35: 'h:mm:ss', 36: 'm/d/yy',
  41: '_(* #,##0_);_(* (#,##0);_(* "-"_);_(@_)', 42: '_("$"* #,##0_);_("$"* (#,##0);_("$"* "-"_);_(@_)',
  43: '_(* #,##0.00_);_(* (#,##0.00);_(* "-"??_);_(@_)', 44: '_("$"* #,##0.00_);_("$"* (#,##0.00);_("$"* "-"??_);_(@_)',
  50: 'm/d/yy', 51: 'm/d/yy', 52: 'm/d/yy', 53: 'm/d/yy', 54: 'm/d/yy', 55: 'm/d/yy', 56: 'm/d/yy', 57: 'm/d/yy', 58: 'm/d/yy',
  59: '0', 60: '0.00', 61: '#,##0', 62: '#,##0.00',
  63: '"$"#,##0_);\\("$"#,##0\\)', 64: '"$"#,##0_);[Red]\\("$"#,##0\\)', 65: '"$"#,##0.00_);\\("$"#,##0.00\\)', 66: '"$"#,##0.00_);[Red]\\("$"#,##0.00\\)',
  67: '0%', 68: '0.00%', 69: '# ?/?', 70: '# ??/??', 71: 'm/d/yy', 72: 'm/d/yy', 73: 'd-mmm-yy', 74: 'd-mmm', 75: 'mmm-yy',
  76: 'h:mm', 77: 'h:mm:ss', 78: 'm/d/yy h:mm', 79: 'mm:ss', 80: '[h]:mm:ss', 81: 'mmss.0',
};

/**
 * The format string of a number format id: the workbook's own (styles.xml numFmts), else
 * SheetJS's table, else its implicit one, else General (what SheetJS does for an unknown id).
 */
export function formatOf(id: number, custom: ReadonlyMap<number, string>): string {
  const table = ssf.get_table();
  return custom.get(id) ?? table[id] ?? IMPLICIT[id] ?? 'General';
}

/**
 * A value in a format that is not General, as SheetJS shows it (its String() when SSF throws);
 * `date1904`: the workbook counts its dates from 1904-01-01 (workbookPr date1904), as SheetJS
 * passes it to SSF, so a date serial shows the date it was written as.
 */
export function formatValue(format: string, value: number | string | boolean, date1904 = false): string {
  try {
    return ssf.format(format, value, date1904 ? WITH_1904 : undefined);
  } catch {
    return String(value);
  }
}

const DAY = 24 * 60 * 60 * 1000;
const EPOCH = Date.UTC(1899, 11, 30, 0, 0, 0);
const TIME_EPOCH = Date.UTC(1899, 11, 31, 0, 0, 0);
const TIME_EPOCH_1904 = Date.UTC(1904, 0, 1, 0, 0, 0);
/** Days from 1899-12-30 to 1904-01-01: what a 1904-system serial is short of a 1900-system one. */
const DAYS_1904 = 1462;

/**
 * The serial number of a `t="d"` cell's ISO text (SheetJS's parseDate then datenum, in the 1900
 * date system or, `date1904`, the 1904 one; NaN for text that is no date, which SheetJS shows as #NUM!).
 */
export function dateSerial(text: string, date1904 = false): number {
  let ms: number;
  let m = /^(\d+):(\d+)(:\d+)?(\.\d+)?$/.exec(text);
  if (m) ms = (date1904 ? TIME_EPOCH_1904 : TIME_EPOCH) + ((Number.parseInt(m[1] ?? '', 10) * 60 + Number.parseInt(m[2] ?? '', 10)) * 60 + (m[3] ? Number.parseInt(m[3].slice(1), 10) : 0)) * 1000 + (m[4] ? Number.parseInt(`${m[4]}000`.slice(1, 4), 10) : 0);
  else if ((m = /^(\d+)-(\d+)-(\d+)$/.exec(text))) ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 0, 0, 0, 0);
  else if ((m = /^(\d+)-(\d+)-(\d+)[T ](\d+):(\d+)(:\d+)?(\.\d+)?$/.exec(text))) {
    ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), (m[6] ? Number.parseInt(m[6].slice(1), 10) : 0) || 0, (m[7] ? Number.parseInt(`${m[7]}0000`.slice(1, 4), 10) : 0) || 0);
  } else ms = new Date(text).getTime();
  const serial = (ms - EPOCH) / DAY;
  if (date1904) return serial - DAYS_1904 < -1402 ? serial - DAYS_1904 - 1 : serial - DAYS_1904;
  return serial < 60 ? serial - 1 : serial;
}
