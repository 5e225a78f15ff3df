import { ColumnType, FilterType, type ColumnDefinition, type GridOption } from '../model/types';

/**
 * Generated fixtures for stories, tests and the bench: deterministic (a seeded generator, dates
 * from a given "now"), so screenshots and assertions never depend on chance or the clock.
 */

/** A small seeded generator (mulberry32): the same seed gives the same numbers. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Receipt statuses, with Chinese descriptions as the server sends them. */
export const RECEIPT_STATUS_OPTIONS: GridOption[] = [
  { code: '0', description: '新建' },
  { code: '5', description: '已预约' },
  { code: '9', description: '部分收货' },
  { code: '11', description: '收货完成' },
  { code: '15', description: '已关闭' },
  { code: '20', description: '已取消' },
];

/** Finish flags: partly (orange), finished (green), not finished (red). */
export const FINISH_FLAG_OPTIONS: GridOption[] = [
  { code: '1', description: '部分完成' },
  { code: '2', description: '已完成' },
  { code: '0', description: '未完成' },
];

/** Owners, served by the in-memory source at '/options/owner'. */
export const OWNER_OPTIONS: GridOption[] = [
  { code: 'OW01', description: '华东物流' },
  { code: 'OW02', description: '北方商贸' },
  { code: 'OW03', description: '南方电子' },
];

/** SKUs per owner, served at '/options/sku?ownerId=…' (the path the owner filter rewrites). */
export function skuOptions(ownerId: string | undefined): GridOption[] {
  const owners = ownerId ? [ownerId] : OWNER_OPTIONS.map((o) => o.code);
  return owners.flatMap((owner) => [1, 2, 3].map((n) => ({ code: `${owner}-SKU${String(n)}`, description: `${owner} 商品 ${String(n)}` })));
}

/**
 * The column definitions of an ASN/receipt list: one of every filter type (text, numeric text,
 * select from a JSON array, select from a path, multi select from a path that depends on the
 * owner filter, date, date range, datetime range) and the status fields.
 */
export function receiptColumns(): ColumnDefinition[] {
  return [
    { code: 'receiptkey', name: '入库单号', width: 140, type: ColumnType.String, issearch: FilterType.Text, sort_num: 1 },
    { code: 'status', name: '状态', width: 120, type: ColumnType.String, issearch: FilterType.Select, sort_num: 2, searchData: JSON.stringify(RECEIPT_STATUS_OPTIONS) },
    { code: 'receiptfinishflag', name: '完成标志', width: 110, type: ColumnType.String, issearch: FilterType.Select, sort_num: 3, searchData: JSON.stringify(FINISH_FLAG_OPTIONS) },
    { code: 'ownerId', name: '货主', width: 130, type: ColumnType.String, issearch: FilterType.Select, sort_num: 4, searchData: '/options/owner' },
    { code: 'sku', name: '商品', width: 160, type: ColumnType.String, issearch: FilterType.MultiSelect, sort_num: 5, searchData: '/options/sku?ownerId=' },
    { code: 'qtyexpected', name: '预期数量', width: 110, type: ColumnType.Numeric, issearch: FilterType.Text, sort_num: 6 },
    { code: 'expecteddate', name: '预期日期', width: 150, type: ColumnType.String, issearch: FilterType.Date, sort_num: 7 },
    { code: 'adddate', name: '创建时间', width: 300, type: ColumnType.DateTime, issearch: FilterType.DateRange, sort_num: 8 },
    { code: 'editdate', name: '修改时间', width: 400, type: ColumnType.DateTime, issearch: FilterType.DateTimeRange, sort_num: 9 },
    { code: 'remark', name: '备注', width: 160, type: ColumnType.String, issearch: FilterType.None, sort_num: 10 },
  ];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'yyyy-MM-dd HH:mm:ss' of a timestamp, in UTC+8 (the warehouse's zone in fixtures). */
function shanghaiText(timestamp: number): string {
  const d = new Date(timestamp + 8 * 3600_000);
  return `${String(d.getUTCFullYear())}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Receipt rows for `receiptColumns`, dated within the five days before `now`. */
export function receiptRows(count: number, now: number, seed = 7): Record<string, unknown>[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const owner = OWNER_OPTIONS[i % OWNER_OPTIONS.length]?.code ?? 'OW01';
    const added = now - Math.floor(random() * 5 * 86_400_000);
    return {
      id: i + 1,
      receiptkey: `ASN${String(2026061500 + i)}`,
      status: RECEIPT_STATUS_OPTIONS[i % RECEIPT_STATUS_OPTIONS.length]?.code,
      receiptfinishflag: FINISH_FLAG_OPTIONS[i % FINISH_FLAG_OPTIONS.length]?.code,
      ownerId: owner,
      sku: `${owner}-SKU${String((i % 3) + 1)}`,
      qtyexpected: 10 + Math.floor(random() * 990),
      expecteddate: shanghaiText(added).slice(0, 10),
      adddate: shanghaiText(added),
      editdate: shanghaiText(added + 3_600_000),
      remark: i % 4 === 0 ? '加急' : '',
    };
  });
}

/** `count` column definitions of mixed types (for the 500 × 100 story and the bench). */
export function generateColumns(count: number): ColumnDefinition[] {
  return Array.from({ length: count }, (_, i) => {
    const type = i % 5 === 1 ? ColumnType.Numeric : i % 5 === 3 ? ColumnType.DateTime : ColumnType.String;
    return { code: `c${String(i + 1)}`, name: `列 ${String(i + 1)}`, width: type === ColumnType.DateTime ? 160 : 100 + (i % 3) * 20, type, issearch: i < 4 ? FilterType.Text : FilterType.None, sort_num: i + 1 };
  });
}

/** `count` rows for `columns`, deterministic from the seed and `now`. */
export function generateRows(count: number, columns: readonly ColumnDefinition[], now: number, seed = 1): Record<string, unknown>[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, r) => {
    const row: Record<string, unknown> = { id: r + 1 };
    for (const column of columns) {
      if (column.type === ColumnType.Numeric) row[column.code] = Math.floor(random() * 10_000);
      else if (column.type === ColumnType.DateTime) row[column.code] = now - Math.floor(random() * 30 * 86_400_000);
      else row[column.code] = `${column.code}-${String(r + 1)}`;
    }
    return row;
  });
}
