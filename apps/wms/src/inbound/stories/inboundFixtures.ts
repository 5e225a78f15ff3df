/**
 * The fixture data of the inbound pages' stories and tests, in both languages: receipts with their
 * lines, linked delivery-note barcodes, shipped orders to announce returns of, the inbound print
 * reports, and the server's catalogued messages (apps/wms-server/src/catalogue/messages.ts) for
 * the refusals these pages meet. Fixed values only: screenshots are stable.
 */
import type { Option, PrintReport } from '@wms/api';

export type Lang = 'zh' | 'en';
type Bilingual<T> = Readonly<Record<Lang, T>>;
type Row = Record<string, string | number>;

/** The server's messages, `{0}`… filled by `serverMessage`. */
export const MESSAGES = {
  success: { zh: '执行成功', en: 'Executed successfully' },
  systemError: { zh: '系统错误，请联系管理员', en: 'System error, please contact the administrator' },
  recordNotFound: { zh: '输入的值不存在', en: 'The input value does not exist' },
  noAccess: { zh: '没有权限', en: 'Have no access' },
  opStatusForbids: { zh: '{0} 当前状态为“{1}”，不能执行“{2}”', en: '{0} is in status "{1}": "{2}" is not allowed' },
  overReceipt: { zh: '商品 {0} 收货数量超出预期（超收上限 {1}）', en: 'Receiving more of item {0} than expected (over-receipt limit {1})' },
  locationNotFound: { zh: '库位不存在', en: 'The repository location was not found' },
  barcodeTaken: { zh: '条码 {0} 已关联入库单 {1}', en: 'Barcode {0} is already linked to receipt {1}' },
  codeNoChinese: { zh: '{0}只能包含字母、数字和下划线，不能包含中文', en: '{0} may contain only letters, digits and underscore, no Chinese characters' },
  reversalMoved: { zh: '入库单 {0} 的库存已移动或分配，不能冲销', en: 'The stock of receipt {0} has moved or been allocated: it cannot be reversed' },
  returnOverShipped: { zh: '商品 {0} 的退货数量超过已发运数量 {1}', en: 'More of item {0} returned than the {1} shipped' },
  stationDocNotFound: { zh: '单据 {0} 不存在', en: 'Document {0} does not exist' },
} as const satisfies Record<string, Bilingual<string>>;
export type MessageKey = keyof typeof MESSAGES;

export function serverMessage(lang: Lang, key: MessageKey, ...args: string[]): string {
  return MESSAGES[key][lang].replace(/\{(\d)\}/g, (_, i: string) => args[Number(i)] ?? '');
}

const options = (rows: readonly (readonly [string, string, string])[]): Bilingual<Option[]> => ({
  zh: rows.map(([code, zh]) => ({ code, description: zh })),
  en: rows.map(([code, , en]) => ({ code, description: en })),
});

/** The dictionaries the pages label codes with (apps/wms-server/src/catalogue/dictionaries.ts). */
export const DICTIONARIES: Readonly<Record<string, Bilingual<Option[]>>> = {
  asn_status: options([['0', '新建', 'New'], ['1', '收货中', 'Receiving'], ['2', '已收货', 'Received'], ['3', '已完成', 'Finished'], ['4', '已核销', 'Verified and settled'], ['9', '已取消', 'Cancelled']]),
  order_status: options([['0', '新建', 'New'], ['2', '已分配', 'Allocated'], ['5', '已发运', 'Shipped']]),
  receipt_type: options([['0', '采购入库', 'Purchase receipt'], ['1', '退货入库', 'Return receipt'], ['2', '调拨入库', 'Transfer receipt'], ['3', '其他入库', 'Other receipt']]),
  qc_status: options([['0', '未质检', 'Not inspected'], ['1', '合格', 'Passed'], ['2', '不合格', 'Failed'], ['3', '让步接收', 'Accepted on concession']]),
  disposition: options([['RESTOCK', '重新上架', 'Restock'], ['REPAIR', '返修', 'Repair'], ['SCRAP', '报废', 'Scrap'], ['RTV', '退供应商', 'Return to vendor']]),
  return_reason: options([['R01', '质量问题', 'Quality issue'], ['R02', '发错货', 'Wrong item'], ['R03', '客户拒收', 'Refused by customer'], ['R04', '七天无理由', 'No-reason return']]),
};

/** Operation names as the server's column configuration gives them (for its refusals). */
export const OPERATION_NAMES: Readonly<Record<string, Bilingual<string>>> = {
  receive: { zh: '按行收货', en: 'Receive line' },
  receiveAll: { zh: '整单收货', en: 'Receive all' },
  barcodeLink: { zh: '关联送货单条码', en: 'Link delivery-note barcode' },
  barcodeLabels: { zh: '预打收货条码', en: 'Pre-print receipt barcodes' },
  reverse: { zh: '冲销', en: 'Reverse receipt' },
  qcPass: { zh: '质检合格', en: 'QC pass' },
  qcFail: { zh: '质检不合格', en: 'QC fail' },
  returnAdvance: { zh: '退货预约', en: 'Return advance notice' },
};

const ITEMS: Readonly<Record<string, Bilingual<string>>> = {
  'SKU-1001': { zh: '速冻水饺 猪肉白菜 1kg', en: 'Frozen dumplings, pork and cabbage, 1 kg' },
  'SKU-1002': { zh: '纯牛奶 250ml×24', en: 'Whole milk 250 ml × 24' },
  'SKU-1003': { zh: '挂面 500g', en: 'Dried noodles 500 g' },
  'SKU-1004': { zh: '食用油 5L', en: 'Cooking oil 5 L' },
  'SKU-2001': { zh: '男式衬衫 蓝 L', en: "Men's shirt, blue, L" },
  'SKU-2002': { zh: '牛仔裤 32码', en: 'Jeans, size 32' },
  'SKU-2003': { zh: '运动袜 三双装', en: 'Sports socks, 3 pairs' },
};
export const itemName = (sku: string, lang: Lang): string => ITEMS[sku]?.[lang] ?? sku;

/** A receipt header of the fixtures. */
export interface FixtureReceipt extends Row {
  id: number;
  receiptkey: string;
  status: string;
}

/** A receipt line of the fixtures; `moved` marks stock that has moved on (a reversal is refused). */
export interface FixtureLine extends Row {
  id: number;
  receiptkey: string;
  receiptlinenumber: string;
  sku: string;
  qtyexpected: number;
  qtyreceived: number;
}

const head = (id: number, receiptkey: string, storerkey: string, status: string, extra: Row = {}): FixtureReceipt => ({
  id, receiptkey, externreceiptkey: `PO2026${String(600 + id)}`, storerkey, receipttype: '0', status, source: '0', suppliercode: 'SU001',
  orderdate: '2026-06-12 09:00:00', expectedreceiptdate: '2026-06-15 10:00:00', receiptdate: status === '0' ? '' : '2026-06-15 09:42:10',
  totalqtyexpected: 0, totalqtyreceived: 0, addwho: 'admin', adddate: `2026-06-1${String(Math.min(4, id % 5))} 08:3${String(id % 10)}:00`, ...extra,
});

let lineId = 1000;
const line = (receiptkey: string, n: number, sku: string, expected: number, received: number, extra: Row = {}): FixtureLine => ({
  id: lineId++, receiptkey, receiptlinenumber: String(n).padStart(5, '0'), storerkey: 'OW001', sku, descr: '', status: received <= 0 ? '0' : received >= expected ? '2' : '1',
  qtyexpected: expected, qtyreceived: received, uom: 'EA', lot: received > 0 ? `L${receiptkey}${String(n).padStart(5, '0')}` : '', toloc: received > 0 ? 'RCV-01' : '', toid: '',
  lottable02: '', lottable04: '', lottable05: '', qcrequired: '0', qcstatus: '0', disposition: '', returnreason: '', ...extra,
});

/** Fresh receipts and lines (each fixture server gets its own copy). */
export function fixtureReceipts(options: { manyLines?: boolean } = {}): { receipts: FixtureReceipt[]; lines: FixtureLine[] } {
  lineId = 1000;
  const receipts = [
    head(101, 'ASN0000000101', 'OW001', '0'),
    head(102, 'ASN0000000102', 'OW002', '1'),
    head(103, 'ASN0000000103', 'OW001', '2'),
    head(104, 'ASN0000000104', 'OW001', '4'),
    head(105, 'ASN0000000105', 'OW003', '3', { moved: 1 }),
    head(106, 'ASN0000000106', 'OW002', '0', { receipttype: '1', externreceiptkey: 'SO0000000190' }),
    head(107, 'ASN0000000107', 'OW002', '2', { receipttype: '1', externreceiptkey: 'SO0000000201' }),
  ];
  const skus = ['SKU-1001', 'SKU-1002', 'SKU-1003', 'SKU-1004'];
  const lines: FixtureLine[] = [
    ...(options.manyLines
      ? Array.from({ length: 60 }, (_, i) => line('ASN0000000101', i + 1, skus[i % 4] as string, 10 + ((i * 7) % 40), 0, i % 5 === 1 ? { qcrequired: '1' } : {}))
      : [line('ASN0000000101', 1, 'SKU-1001', 20, 0), line('ASN0000000101', 2, 'SKU-1002', 12, 0, { qcrequired: '1' }), line('ASN0000000101', 3, 'SKU-1003', 5, 0)]),
    line('ASN0000000102', 1, 'SKU-1001', 10, 4, { storerkey: 'OW002' }),
    line('ASN0000000102', 2, 'SKU-1002', 6, 6, { storerkey: 'OW002', qcrequired: '1' }),
    line('ASN0000000103', 1, 'SKU-1003', 8, 8),
    line('ASN0000000103', 2, 'SKU-1004', 4, 4),
    line('ASN0000000104', 1, 'SKU-1001', 30, 30),
    line('ASN0000000105', 1, 'SKU-1002', 24, 24, { storerkey: 'OW003' }),
    line('ASN0000000106', 1, 'SKU-2001', 2, 0, { storerkey: 'OW002', returnreason: 'R01' }),
    line('ASN0000000107', 1, 'SKU-2001', 2, 2, { storerkey: 'OW002', returnreason: 'R02' }),
  ];
  for (const r of receipts) {
    const mine = lines.filter((l) => l.receiptkey === r.receiptkey);
    r.totalqtyexpected = mine.reduce((n, l) => n + l.qtyexpected, 0);
    r.totalqtyreceived = mine.reduce((n, l) => n + l.qtyreceived, 0);
  }
  return { receipts, lines };
}

/** Delivery-note barcodes already linked. */
export const fixtureBarcodes = () => [
  { barcode: 'DN20260614001', receiptkey: 'ASN0000000102', addwho: 'admin', adddate: '2026-06-14 16:20:05' },
  { barcode: 'DN20260614002', receiptkey: 'ASN0000000102', addwho: 'admin', adddate: '2026-06-14 16:21:40' },
];

/** A shipped order's lines: SO…201 shipped (one item partly announced on a received return), SO…202 allocated, not shipped. */
export const fixtureOrders = () => ({
  orders: [
    { orderkey: 'SO0000000201', storerkey: 'OW002', status: '5' },
    { orderkey: 'SO0000000202', storerkey: 'OW002', status: '2' },
  ],
  lines: [
    { id: 501, orderkey: 'SO0000000201', orderlinenumber: '00001', storerkey: 'OW002', sku: 'SKU-2001', qtyshipped: 6 },
    { id: 502, orderkey: 'SO0000000201', orderlinenumber: '00002', storerkey: 'OW002', sku: 'SKU-2002', qtyshipped: 3 },
    { id: 503, orderkey: 'SO0000000201', orderlinenumber: '00003', storerkey: 'OW002', sku: 'SKU-2003', qtyshipped: 10 },
  ],
});

/** POST /print/reports: the inbound reports, a label report first. */
export const PRINT_REPORTS: Bilingual<PrintReport[]> = {
  zh: [
    { reportkey: 'RPT_LABEL_LPN', name: '收货条码标签', module: 'INBOUND', template: 'rpt_label_lpn.rptdesign', copies: 1, printer: { printerkey: 'PRN002', name: '斑马标签机 02', printertype: 'LABEL' } },
    { reportkey: 'RPT_ASN', name: '入库单', module: 'INBOUND', template: 'rpt_asn.rptdesign', copies: 2, printer: { printerkey: 'PRN001', name: '惠普激光 01', printertype: 'LASER' } },
  ],
  en: [
    { reportkey: 'RPT_LABEL_LPN', name: 'Receipt barcode label', module: 'INBOUND', template: 'rpt_label_lpn.rptdesign', copies: 1, printer: { printerkey: 'PRN002', name: 'Zebra label 02', printertype: 'LABEL' } },
    { reportkey: 'RPT_ASN', name: 'ASN', module: 'INBOUND', template: 'rpt_asn.rptdesign', copies: 2, printer: { printerkey: 'PRN001', name: 'HP Laser 01', printertype: 'LASER' } },
  ],
};

/** Every button of the pages' lists and operations (a story may take some away). */
export const ALL_BUTTONS = [
  'asn:query', 'asn:receive', 'asn:receiveAll', 'asn:barcodeLink', 'asn:barcodeLabels', 'asn:reverse',
  'receiptdetailQuery:query', 'receiptdetailQuery:qcPass', 'receiptdetailQuery:qcFail',
  'receiptreversal:query', 'receiptreversal:returnAdvance', 'asn:print',
] as const;
