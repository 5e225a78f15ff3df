import type { ColumnConfig, ColumnDefinition } from '../model/columns';
import { ColumnType, FilterType } from '../model/constants';
import type { Option } from '../model/options';

/** A small seeded generator (LCG), so fixtures are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** ASN statuses as the fixtures serve them (our codes; the spec gives labels only). */
export const ASN_STATUS_OPTIONS: Option[] = [
  { code: '10', description: '新建' },
  { code: '20', description: '部分收货' },
  { code: '30', description: '收货完成' },
  { code: '90', description: '取消' },
];

export const OWNER_OPTIONS: Option[] = [
  { code: 'OWN01', description: '华东货主' },
  { code: 'OWN02', description: '华南货主' },
  { code: 'OWN03', description: 'Global Trading' },
];

/** The columns of the fixture ASN list. */
export const ASN_COLUMNS: ColumnDefinition[] = [
  { code: 'asnNo', name: '入库单号', width: 140, type: ColumnType.String, issearch: FilterType.Text, sort_num: 1 },
  { code: 'ownerCode', name: '货主', width: 120, type: ColumnType.String, issearch: FilterType.Select, sort_num: 2, searchData: JSON.stringify(OWNER_OPTIONS) },
  { code: 'status', name: '状态', width: 100, type: ColumnType.String, issearch: FilterType.MultiSelect, sort_num: 3, searchData: '/mock/options/asnStatus' },
  { code: 'expectedQty', name: '预期数量', width: 100, type: ColumnType.Numeric, issearch: FilterType.Text, sort_num: 4 },
  { code: 'receivedQty', name: '已收数量', width: 100, type: ColumnType.Numeric, issearch: FilterType.None, sort_num: 5 },
  { code: 'createTime', name: '创建时间', width: 160, type: ColumnType.DateTime, issearch: FilterType.DateRange, sort_num: 6 },
];

export const ASN_COLUMN_CONFIG: ColumnConfig = {
  tableDisplay: ASN_COLUMNS,
  tableHiding: [{ code: 'remark', name: '备注', width: 100, type: ColumnType.String, issearch: FilterType.Text }],
  exportDisplay: ASN_COLUMNS,
  exportHidden: [],
  totalSqlText: 'sum(expectedQty) expectedQty, sum(receivedQty) receivedQty',
};

export interface AsnRow {
  id: number;
  asnNo: string;
  ownerCode: string;
  status: string;
  expectedQty: number;
  receivedQty: number;
  createTime: string;
}

/** `count` ASN rows, deterministic for a seed. */
export function generateAsnRows(count: number, seed = 1): AsnRow[] {
  const next = seededRandom(seed);
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const expectedQty = 1 + Math.floor(next() * 500);
    const status = ASN_STATUS_OPTIONS[Math.floor(next() * ASN_STATUS_OPTIONS.length)]?.code ?? '10';
    const receivedQty = status === '10' ? 0 : status === '30' ? expectedQty : Math.floor(next() * expectedQty);
    const created = new Date(start + Math.floor(next() * 180 * 86_400_000));
    return {
      id: i + 1,
      asnNo: `ASN${String(20260000 + i + 1)}`,
      ownerCode: OWNER_OPTIONS[Math.floor(next() * OWNER_OPTIONS.length)]?.code ?? 'OWN01',
      status,
      expectedQty,
      receivedQty,
      createTime: created.toISOString().replace('T', ' ').slice(0, 19),
    };
  });
}
