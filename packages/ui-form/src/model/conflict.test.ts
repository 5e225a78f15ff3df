import type { FormItem } from './types';
import { applyMine, conflictRows, conflictValueText, touchedValues } from './conflict';

const items: FormItem[] = [
  { type: 'input', prop: 'notes', label: '备注' },
  { type: 'input', prop: 'carrier', label: '承运商' },
  { type: 'select', prop: 'type', label: '类型', options: [{ code: '1', description: '采购入库' }, { code: '2', description: '退货入库' }] },
  { type: 'input', prop: 'qty', label: '收货数量', disabled: true },
  { type: 'input', prop: 'door', label: '月台' },
];
const base = { notes: 'a', carrier: 'SF', type: '1', qty: 0, door: 'D1' };

describe('a conflict', () => {
  it.each([
    ['they changed one field, I another', { ...base, carrier: 'ZTO' }, { ...base, notes: 'mine' }, ['notes', 'carrier'], { ...base, carrier: 'ZTO', notes: 'mine' }],
    ['we both changed the same field: mine wins when applied', { ...base, notes: 'theirs' }, { ...base, notes: 'mine' }, ['notes'], { ...base, notes: 'mine' }],
    ['they changed a read-only field: shown, kept theirs', { ...base, qty: 5 }, { ...base, door: 'D2' }, ['qty', 'door'], { ...base, qty: 5, door: 'D2' }],
    ['I changed nothing', { ...base, type: '2' }, base, ['type'], { ...base, type: '2' }],
  ])('%s', (_name, latest, mine, rows, applied) => {
    expect(conflictRows(items, base, latest, mine).map((r) => r.prop)).toEqual(rows);
    expect(applyMine(items, base, latest, mine)).toEqual(applied);
  });

  it('counts only enabled fields the user typed as touched', () => {
    expect(touchedValues(items, base, { ...base, qty: 9, notes: 'x' })).toEqual({ notes: 'x' });
  });

  it('reads option descriptions, dates and blanks', () => {
    expect(conflictValueText(items[2], '2', 'Asia/Shanghai')).toBe('退货入库');
    expect(conflictValueText({ type: 'date', prop: 'd' }, Date.UTC(2026, 10, 25, 16), 'Asia/Shanghai')).toBe('2026-11-26');
    expect(conflictValueText(items[0], null, 'UTC')).toBe('');
    expect(conflictValueText(items[0], ' x ', 'UTC')).toBe('x');
  });
});
