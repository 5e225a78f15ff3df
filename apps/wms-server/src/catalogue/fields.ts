import type { ColumnTypeCode, FieldDef, IsSearch, OptionSource } from './types';

const TYPES = { n: 10401, s: 10402, d: 10403 } as const satisfies Record<string, ColumnTypeCode>;

/**
 * One field, compactly. Flags: h hidden by default, x not exported by default, S summed,
 * r required, c code (letters, digits, underscore), a letters, digits and English symbols, u unique,
 * p greater than 0, R read-only.
 */
export function f(
  code: string,
  zh: string,
  en: string,
  type: keyof typeof TYPES,
  issearch: IsSearch,
  flags = '',
  options?: OptionSource,
  width?: number,
): FieldDef {
  const shown = !flags.includes('h');
  const field: FieldDef = {
    code,
    zh,
    en,
    type: TYPES[type],
    issearch,
    shown,
    exported: shown && !flags.includes('x'),
    summed: flags.includes('S'),
    required: flags.includes('r'),
    codeLike: flags.includes('c'),
    asciiText: flags.includes('a'),
    unique: flags.includes('u'),
    positive: flags.includes('p'),
    readOnly: flags.includes('R'),
    width: width ?? (type === 'd' ? 160 : type === 'n' ? 100 : 120),
  };
  if (options) field.options = options;
  return field;
}

/** Options from a dictionary of the dictionary table. */
export const dict = (code: string): OptionSource => ({ kind: 'dict', code });
/** Options from one of our option paths. */
export const opt = (path: string): OptionSource => ({ kind: 'path', path });

/** The owner (shipper) of a record. */
export const owner = (flags = ''): FieldDef => f('storerkey', '货主', 'Owner', 's', 2, flags, opt('/options/storer?type=1'));
/** An item of an owner. */
export const sku = (flags = ''): FieldDef => f('sku', '商品编码', 'SKU', 's', 1, flags, undefined, 130);
export const skuDescr = (): FieldDef => f('descr', '商品名称', 'Description', 's', 1, '', undefined, 180);

/** Audit fields every table carries. */
export const audit = (): FieldDef[] => [
  f('addwho', '创建人', 'Created by', 's', 1, 'R'),
  f('adddate', '创建时间', 'Created at', 'd', 6, 'R'),
  f('editwho', '修改人', 'Edited by', 's', 0, 'hR'),
  f('editdate', '修改时间', 'Edited at', 'd', 6, 'hR'),
  // Raised by every write of the row (a trigger); a write naming another version is refused (409).
  f('version', '版本', 'Version', 'n', 0, 'hxR', undefined, 80),
];

const LOTTABLE_LABELS: readonly (readonly [string, string, 's' | 'd'])[] = [
  ['包装批次', 'Packing batch', 's'],
  ['生产批号', 'Batch no.', 's'],
  ['质量状态', 'Quality status', 's'],
  ['生产日期', 'Manufactured', 'd'],
  ['失效日期', 'Expires', 'd'],
  ['供应商批次', 'Supplier lot', 's'],
  ['原产地', 'Origin', 's'],
  ['采购单号', 'PO no.', 's'],
  ['入库日期', 'Received on', 'd'],
  ['颜色', 'Colour', 's'],
  ['尺码', 'Size', 's'],
  ['备用属性', 'Spare attribute', 's'],
];

/** lottable01–12, hidden by default after the first five. */
export function lottables(count = 12): FieldDef[] {
  return LOTTABLE_LABELS.slice(0, count).map(([zh, en, type], index) => {
    const n = String(index + 1).padStart(2, '0');
    return f(`lottable${n}`, `批属性${n} ${zh}`, `Lottable${n} ${en}`, type, type === 'd' ? 5 : 1, index < 5 ? '' : 'h');
  });
}
