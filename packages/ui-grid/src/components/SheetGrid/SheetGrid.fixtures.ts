/**
 * Receipt-detail lines for the SheetGrid stories, tests and the bench: every editor kind, a
 * rule of each kind, and a read-only column. Deterministic: values come from the index, never
 * from chance or the clock.
 */
import type { SheetColumn, SheetRow } from '../../hooks/useSheetGrid';
import type { RemoteLookup } from '../../model/editors';
import type { GridOption } from '../../model/types';
import type { CellError } from '../../model/validation';
import { RECEIPT_STATUS_OPTIONS, skuOptions } from '../../testing';

export type Lang = 'zh' | 'en';

/** Units of measure, the 'UOM' dictionary. */
export const UOM_OPTIONS: GridOption[] = [
  { code: 'EA', description: '个' },
  { code: 'CS', description: '箱' },
  { code: 'PL', description: '托' },
];

/** Hold reasons, the rows a supplied function returns. */
export const HOLD_REASONS: GridOption[] = [
  { code: 'DMG', description: '破损' },
  { code: 'QC', description: '待质检' },
  { code: 'EXP', description: '临期' },
];

/** Every SKU of the fixtures' owners. */
export const ALL_SKUS = ['OW01', 'OW02', 'OW03'].flatMap((owner) => skuOptions(owner));

/** The SKU lookup: options whose code or description holds the text, for the row's owner param. */
export const lookupSku: RemoteLookup = (text, params, signal) => new Promise((resolve, reject) => {
  const owner = typeof params.ownerId === 'string' ? params.ownerId : undefined;
  const found = skuOptions(owner).filter((o) => o.code.toLowerCase().includes(text.toLowerCase()) || o.description.includes(text));
  const timer = setTimeout(() => { resolve(found); }, 30);
  signal.addEventListener('abort', () => { clearTimeout(timer); reject(new DOMException('aborted', 'AbortError')); });
});

/** The 'UOM' dictionary as a loader (the app passes @wms/api's dictionary call). */
export const loadDictionary = (code: string): Promise<readonly GridOption[]> => (code === 'UOM' ? Promise.resolve(UOM_OPTIONS) : Promise.reject(new Error(code)));

const NAMES: Record<Lang, Record<string, string>> = {
  zh: { sku: '商品', lot: '批次', qtyexpected: '预期数量', qtyreceived: '已收数量', status: '状态', uom: '计量单位', holdreason: '冻结原因', expirydate: '有效期', qcflag: '需质检', remark: '备注' },
  en: { sku: 'SKU', lot: 'Lot', qtyexpected: 'Expected qty', qtyreceived: 'Received qty', status: 'Status', uom: 'UOM', holdreason: 'Hold reason', expirydate: 'Expiry date', qcflag: 'QC needed', remark: 'Remark' },
};

const MESSAGES: Record<Lang, Record<string, string>> = {
  zh: { sku: '商品不能为空', lot: '批次只能包含字母、数字和下划线', qtyPositive: '已收数量必须大于 0', qtyOver: '已收数量不能超过预期数量 {n}' },
  en: { sku: 'SKU cannot be empty', lot: 'Lot may hold letters, digits and underscores only', qtyPositive: 'Received qty must be greater than 0', qtyOver: 'Received qty cannot exceed the expected {n}' },
};

function describe(options: readonly GridOption[], value: unknown): string {
  const code = typeof value === 'string' ? value : '';
  return options.find((o) => o.code === code)?.description ?? code;
}

/** The receipt-detail columns, names and messages in one language (as the server would send them). */
export function receiptLineColumns(lang: Lang = 'zh'): SheetColumn[] {
  const n = NAMES[lang];
  const m = MESSAGES[lang];
  return [
    { code: 'sku', name: n.sku ?? '', width: 180, editor: { kind: 'remote', lookup: lookupSku, objectField: 'skuObject', params: { ownerId: 'OW01' } }, rules: [{ required: true, message: m.sku ?? '' }] },
    { code: 'lot', name: n.lot ?? '', width: 120, editor: { kind: 'text' }, rules: [{ pattern: /^[A-Za-z0-9_]+$/, message: m.lot ?? '' }] },
    { code: 'qtyexpected', name: n.qtyexpected ?? '', width: 100, align: 'end' },
    {
      code: 'qtyreceived', name: n.qtyreceived ?? '', width: 110, align: 'end', editor: { kind: 'text' },
      rules: [
        { required: true },
        { validator: (value) => Number(value) > 0, message: m.qtyPositive ?? '' },
        { validator: (value, row: SheetRow) => (Number(value) <= Number(row.qtyexpected) ? true : (m.qtyOver ?? '').replace('{n}', String(row.qtyexpected))) },
      ],
    },
    { code: 'status', name: n.status ?? '', width: 110, editor: { kind: 'select', source: { kind: 'list', options: RECEIPT_STATUS_OPTIONS } } },
    { code: 'uom', name: n.uom ?? '', width: 110, editor: { kind: 'select', source: { kind: 'dictionary', dictionaryCode: 'UOM', dictionaryName: n.uom ?? '' } }, format: (v) => describe(UOM_OPTIONS, v) },
    { code: 'holdreason', name: n.holdreason ?? '', width: 110, editor: { kind: 'select', source: { kind: 'rows', load: () => Promise.resolve(HOLD_REASONS) } }, format: (v) => describe(HOLD_REASONS, v) },
    { code: 'expirydate', name: n.expirydate ?? '', width: 150, editor: { kind: 'date' } },
    { code: 'qcflag', name: n.qcflag ?? '', width: 100, editor: { kind: 'switch' } },
    { code: 'remark', name: n.remark ?? '', width: 160, editor: { kind: 'text' } },
  ];
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `count` receipt lines with ids L1..Ln; dates within June 2026. */
export function receiptLines(count: number): SheetRow[] {
  return Array.from({ length: count }, (_, i) => {
    const sku = ALL_SKUS[i % 3];
    return {
      id: `L${String(i + 1)}`,
      sku: sku?.description ?? '',
      skuObject: sku ?? null,
      lot: `LOT${pad((i % 97) + 1, 3)}`,
      qtyexpected: 10 + ((i * 37) % 90),
      qtyreceived: String(5 + ((i * 13) % 5)),
      status: RECEIPT_STATUS_OPTIONS[i % 3]?.code ?? '0',
      uom: UOM_OPTIONS[i % 3]?.code ?? 'EA',
      holdreason: '',
      expirydate: `2026-06-${pad((i % 28) + 1)}`,
      qcflag: i % 4 === 0 ? '1' : '0',
      remark: '',
    };
  });
}

/** A large generated sheet (an import preview's shape): text cells, one rule a column, errors known up front. */
export interface LargeSheet {
  columns: SheetColumn[];
  rows: SheetRow[];
  /** The cells the rules refuse, as a checker that ran before the grid (a web worker) reports them. */
  errors: CellError[];
}

/** Every 1000th row has one empty cell (columns c2..c5 in turn): the last row's is in c5. */
const largeSheetGap = (index: number): string | undefined => (index % 1000 === 999 ? `c${String((Math.floor(index / 1000) % 4) + 2)}` : undefined);

/**
 * `rowCount` rows × `columnCount` text columns named c1..cN (ids "0".."n-1"), each column with a
 * validator that refuses an empty cell; `errors` lists exactly the cells it refuses.
 */
export function largeSheet(rowCount: number, columnCount: number, lang: Lang = 'zh'): LargeSheet {
  const codes = Array.from({ length: columnCount }, (_, c) => `c${String(c + 1)}`);
  const message = lang === 'zh' ? '不能为空' : 'Cannot be empty';
  const columns: SheetColumn[] = codes.map((code, c) => ({
    code,
    name: lang === 'zh' ? `字段 ${String(c + 1)}` : `Field ${String(c + 1)}`,
    width: 120,
    editor: { kind: 'text' },
    rules: [{ validator: (value) => (typeof value === 'string' && value.trim() !== '' ? true : message) }],
  }));
  const rows: SheetRow[] = [];
  const errors: CellError[] = [];
  for (let i = 0; i < rowCount; i++) {
    const row: SheetRow = { id: String(i) };
    for (const code of codes) row[code] = `${code}-${String(i + 1)}`;
    const gap = largeSheetGap(i);
    if (gap !== undefined && gap in row) {
      row[gap] = '';
      errors.push({ rowKey: String(i), column: gap, code: 'custom', message });
    }
    rows.push(row);
  }
  return { columns, rows, errors };
}
