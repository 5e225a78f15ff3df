import type { ListRecord } from '@wms/api';

/** A wave a page offers to choose (wave documents, wave replenishment). */
export interface WaveChoice {
  id: string;
  wavekey: string;
  ordercount: number;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A wave choice of a /app/wavemgmt list row. */
export const waveChoiceOf = (row: ListRecord): WaveChoice => ({ id: text(row.id), wavekey: text(row.wavekey), ordercount: Number(row.ordercount) || 0 });
