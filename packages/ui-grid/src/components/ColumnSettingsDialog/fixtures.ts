/**
 * Generated column configurations for the dialog's stories and tests (docs/style.md §13): the
 * receipt list's columns, named in zh or en as the server would send them.
 */
import { ColumnType, FilterType, type ColumnConfig, type ColumnDefinition } from '../../model/types';

const RECEIPT_COLUMNS: readonly (readonly [code: string, zh: string, en: string, type: number])[] = [
  ['receiptkey', '入库单号', 'ASN No.', ColumnType.String],
  ['storerkey', '货主', 'Owner', ColumnType.String],
  ['status', '状态', 'Status', ColumnType.String],
  ['externreceiptkey', '外部单号', 'External No.', ColumnType.String],
  ['receiptdate', '入库日期', 'Receipt date', ColumnType.DateTime],
  ['expectedqty', '预期数量', 'Expected qty', ColumnType.Numeric],
  ['receivedqty', '已收数量', 'Received qty', ColumnType.Numeric],
  ['warehouse', '仓库', 'Warehouse', ColumnType.String],
  ['supplier', '供应商', 'Supplier', ColumnType.String],
  ['carrier', '承运商', 'Carrier', ColumnType.String],
  ['lottable01', '批次属性01', 'Lot attribute 01', ColumnType.String],
  ['notes', '备注', 'Notes', ColumnType.String],
  ['addwho', '创建人', 'Created by', ColumnType.String],
  ['adddate', '创建时间', 'Created at', ColumnType.DateTime],
];

/** The receipt columns as definitions, in the given language; widths 100 + 20 per index step. */
export function receiptDefinitions(language: 'zh' | 'en' = 'zh'): ColumnDefinition[] {
  return RECEIPT_COLUMNS.map(([code, zh, en, type], index) => ({
    code,
    name: language === 'zh' ? zh : en,
    width: String(100 + (index % 4) * 20),
    type,
    issearch: type === ColumnType.DateTime ? FilterType.DateRange : FilterType.Text,
  }));
}

function split(definitions: readonly ColumnDefinition[], shownCodes: readonly string[]) {
  const byCode = new Map(definitions.map((d) => [d.code, d]));
  const shown = shownCodes.flatMap((code, index) => {
    const d = byCode.get(code);
    return d ? [{ ...d, sort_num: index + 1 }] : [];
  });
  return { shown, hidden: definitions.filter((d) => !shownCodes.includes(d.code)) };
}

/** The defaults of the receipt list: 7 shown for display, 11 for export. */
export function receiptColumnConfig(language: 'zh' | 'en' = 'zh'): ColumnConfig {
  const all = receiptDefinitions(language);
  const display = split(all, ['receiptkey', 'storerkey', 'status', 'externreceiptkey', 'receiptdate', 'expectedqty', 'receivedqty']);
  const exported = split(all, ['receiptkey', 'externreceiptkey', 'storerkey', 'status', 'warehouse', 'supplier', 'receiptdate', 'expectedqty', 'receivedqty', 'lottable01', 'notes']);
  return { tableHiding: display.hidden, tableDisplay: display.shown, exportHidden: exported.hidden, exportDisplay: exported.shown };
}
