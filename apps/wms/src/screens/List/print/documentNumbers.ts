import type { ListRecord } from '@wms/api';
import type { AreaId } from '../../../routes/types';

/** The report module (report.module, /app/reportSetting) whose reports print a list's documents, by area. */
export const AREA_REPORT_MODULE: Partial<Record<AreaId, string>> = {
  inbound: 'INBOUND',
  outbound: 'OUTBOUND',
  waves: 'OUTBOUND',
  inventory: 'INVENTORY',
  cyclecount: 'INVENTORY',
  finance: 'FINANCE',
};

/** The document-number columns of the lists that print, most specific first. */
const DOCUMENT_KEYS = ['receiptkey', 'orderkey', 'pokey', 'shipmentkey', 'wavekey', 'cckey', 'taskdetailkey', 'billkey', 'lpnid'] as const;
/** Keys of a row that name something else than the document itself. */
const NOT_DOCUMENT = new Set(['storerkey', 'whseid', 'wmsid', 'sku', 'loc', 'lot', 'id']);

/**
 * The document number of a list row, as the print templates take it: the list's own document
 * key (receiptkey, orderkey ...), else its first other "...key" column, else its id.
 */
export function documentNumber(row: ListRecord): string | undefined {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : undefined);
  for (const key of DOCUMENT_KEYS) {
    const found = text(row[key]);
    if (found) return found;
  }
  for (const [key, value] of Object.entries(row)) {
    if (key.endsWith('key') && !NOT_DOCUMENT.has(key)) {
      const found = text(value);
      if (found) return found;
    }
  }
  return text(row.id);
}

/** The selected rows' document numbers, in order, each once. */
export function documentNumbersOf(rows: readonly ListRecord[]): string[] {
  return [...new Set(rows.map(documentNumber).filter((n): n is string => n !== undefined))];
}
