import type { TFunction } from 'i18next';
import type { GridOption, SheetColumn } from '@wms/ui-grid';
import { maxReturn, RETURN_QTY, RETURN_REASON, returnQtyProblem, type ReturnLine } from '../model/returns';

/** An item as the sheet holds it: the item plus its entry columns (model/returns.ts). */
export type ReturnRow = ReturnLine & Record<string, unknown>;

const num = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '');

/**
 * The columns of a shipped order's items: what shipped and what its returns already expect and
 * got back (read-only), how much may still be announced, then the entries: the quantity expected
 * back on the open return and its reason.
 */
export function returnColumns(t: TFunction, options: { editable: boolean; reasons: readonly GridOption[] }): SheetColumn<ReturnRow>[] {
  const canEdit = () => options.editable;
  return [
    { code: 'orderlinenumber', name: t('fields.orderlinenumber'), width: 100 },
    { code: 'sku', name: t('fields.sku'), width: 120 },
    { code: 'descr', name: t('fields.descr'), width: 200 },
    { code: 'qtyshipped', name: t('fields.qtyshipped'), width: 100, align: 'end', format: num },
    { code: 'qtyadvised', name: t('fields.qtyadvised'), width: 100, align: 'end', format: num },
    { code: 'qtyreturned', name: t('fields.qtyreturned'), width: 100, align: 'end', format: num },
    { code: 'qtymax', name: t('fields.qtymax'), width: 110, align: 'end', format: (_v, row) => String(maxReturn(row)) },
    {
      code: RETURN_QTY, name: t('fields.rtnQty'), width: 120, align: 'end', editor: { kind: 'text' }, canEdit,
      rules: [{ validator: (value, row) => { const problem = returnQtyProblem(value, row); return problem ? t(`returns.qty.${problem}`, { max: maxReturn(row) }) : true; } }],
    },
    { code: RETURN_REASON, name: t('fields.returnreason'), width: 140, editor: { kind: 'select', source: { kind: 'list', options: options.reasons } }, canEdit },
  ];
}
