import type { FinishFlagColor } from '@wms/ui-core';
import type { GridOption } from './types';

/** The fields the status renderer draws (CONTRACT.md §3). */
export const STATUS_FIELDS = ['status', 'orderfinishflag', 'receiptfinishflag'] as const;
export type StatusField = (typeof STATUS_FIELDS)[number];

const FINISH_FLAG_ORDER: readonly FinishFlagColor[] = ['orange', 'green', 'red'];

/** True for a field the status renderer draws (case-insensitive: servers vary). */
export function isStatusField(code: string): boolean {
  return (STATUS_FIELDS as readonly string[]).includes(code.toLowerCase());
}

/** What a status cell shows: its label and colour (a status index, or a finish-flag colour). */
export type StatusLook =
  | { label: string; index: number; finishFlag?: undefined }
  | { label: string; finishFlag: FinishFlagColor; index?: undefined };

/**
 * The look of a status cell: the label is the description of the option with that code; the
 * colour comes from the option's position in the list, 1-based (status: 17 colours, wrapping
 * above 17 is ui-core's statusColor; finish flags: orange, green, red in list order, wrapping).
 * A code missing from the list shows the code itself, in the first colour.
 *
 * @example statusLook('status', '20', [{ code: '10', description: '新建' }, { code: '20', description: '收货中' }])
 * // { label: '收货中', index: 2 }
 */
export function statusLook(field: string, code: unknown, options: readonly GridOption[]): StatusLook | undefined {
  const text = typeof code === 'string' ? code.trim() : typeof code === 'number' ? String(code) : '';
  if (text === '') return undefined;
  const position = options.findIndex((o) => o.code === text);
  const label = position >= 0 ? (options[position]?.description ?? text) : text;
  const index = position >= 0 ? position + 1 : 1;
  if (field.toLowerCase() === 'status') return { label, index };
  return { label, finishFlag: FINISH_FLAG_ORDER[(index - 1) % FINISH_FLAG_ORDER.length] as FinishFlagColor };
}
