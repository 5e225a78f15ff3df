import { dates } from '@wms/ui-core';
import type { GridColumn } from './columns';

/**
 * The text of a cell, as shown and as copied: datetimes (10403) as yyyy-MM-dd HH:mm:ss whether
 * the server sends a timestamp or a string ('2026-06-15T09:30:00' too), other values as text.
 */
export function cellText(column: Pick<GridColumn, 'kind'>, value: unknown, timeZone: string): string {
  if (value === undefined || value === null) return '';
  if (column.kind === 'datetime') {
    if (typeof value === 'number' && Number.isFinite(value)) return dates.formatDateTime(dates.dateTimeFromTimestamp(value, timeZone));
    if (typeof value === 'string') {
      const text = value.trim().replace('T', ' ').slice(0, 19);
      if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return text;
      if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return `${text} 00:00:00`;
      return value;
    }
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/**
 * The most characters a cell shows. A cell is a few hundred pixels wide, and laying out a
 * spreadsheet's 32,767-character value blocks the main thread for no one's benefit; the value
 * itself (edited, copied, saved) stays whole.
 */
export const CELL_TEXT_LIMIT = 500;

/** A cell's text as laid out: at most CELL_TEXT_LIMIT characters, then "…". */
export function clipCellText(text: string): string {
  return text.length > CELL_TEXT_LIMIT ? `${text.slice(0, CELL_TEXT_LIMIT)}…` : text;
}
