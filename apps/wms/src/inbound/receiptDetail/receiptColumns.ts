import type { TFunction } from 'i18next';
import type { SheetColumn } from '@wms/ui-grid';
import { openQty, type ReceiptLine } from '../model/receipt';
import { entriesWithoutQty, qtyProblem, RECEIVE_QTY } from '../model/receive';

/** A line as the sheet holds it: the line's fields plus the empty entry columns (model/receive.ts). */
export type LineRow = ReceiptLine & Record<string, unknown>;

const num = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '');

/**
 * The columns of the receipt's lines: what the line is and holds (read-only), then what the
 * operator enters to receive it now (quantity, location, LPN, lottables; editable while the
 * receipt receives), then its current location, LPN, lot and QC status.
 */
export function receiptColumns(t: TFunction, options: { receivable: boolean; label: (dict: 'asn_status' | 'qc_status', code: unknown) => string }): SheetColumn<LineRow>[] {
  const canEdit = () => options.receivable;
  const entry = (code: string, name: string, width: number, kind: 'text' | 'date' = 'text'): SheetColumn<LineRow> => ({ code, name, width, editor: { kind }, canEdit });
  return [
    { code: 'receiptlinenumber', name: t('fields.receiptlinenumber'), width: 100 },
    { code: 'sku', name: t('fields.sku'), width: 130 },
    { code: 'descr', name: t('fields.descr'), width: 180 },
    { code: 'status', name: t('fields.status'), width: 100, format: (value) => options.label('asn_status', value) },
    { code: 'qtyexpected', name: t('fields.qtyexpected'), width: 100, align: 'end', format: num },
    { code: 'qtyreceived', name: t('fields.qtyreceived'), width: 100, align: 'end', format: num },
    { code: 'qtyopen', name: t('fields.qtyopen'), width: 100, align: 'end', format: (_value, row) => String(openQty(row)) },
    {
      ...entry(RECEIVE_QTY, t('fields.rcvQty'), 110),
      align: 'end',
      rules: [
        { validator: (value) => { const problem = qtyProblem(value); return problem ? t(`detail.qty.${problem}`) : true; } },
        { validator: (_value, row) => (entriesWithoutQty(row) ? t('detail.qty.missing') : true) },
      ],
    },
    entry('rcvToloc', t('fields.rcvToloc'), 120),
    entry('rcvToid', t('fields.rcvToid'), 120),
    entry('rcvLottable02', t('fields.lottable02'), 120),
    entry('rcvLottable04', t('fields.lottable04'), 130, 'date'),
    entry('rcvLottable05', t('fields.lottable05'), 130, 'date'),
    { code: 'toloc', name: t('fields.toloc'), width: 110 },
    { code: 'toid', name: t('fields.toid'), width: 110 },
    { code: 'lot', name: t('fields.lot'), width: 140 },
    { code: 'qcstatus', name: t('fields.qcstatus'), width: 100, format: (value, row) => (row.qcrequired === '1' ? options.label('qc_status', value) : t('detail.qcNotRequired')) },
  ];
}

/** The sheet rows of the lines: entry columns empty, so what the operator types is all that is sent. */
export const toLineRows = (lines: readonly ReceiptLine[]): LineRow[] =>
  lines.map((line) => ({ ...line, [RECEIVE_QTY]: '', rcvToloc: '', rcvToid: '', rcvLottable02: '', rcvLottable04: '', rcvLottable05: '' }));
