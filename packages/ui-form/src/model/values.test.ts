/** @jest-environment node */
import { timestampOfDateText, dateTextOf } from './dates';
import type { FormRules } from './rules';
import type { FormItem } from './types';
import { initialValuesOf, isDirty, saveErrorText, submitDataOf, validateValues } from './values';

/** A generator of items, one of each given type, prop = type. */
const itemsOf = (...types: FormItem['type'][]): FormItem[] => types.map((type) => ({ type, prop: type, label: type }));

describe('the single-space rule of selects (CONTRACT.md §5)', () => {
  const select: FormItem = { type: 'select', prop: 'owner', label: 'owner' };
  const multi: FormItem = { type: 'select', prop: 'status', label: 'status', multiple: true };
  it.each<[string, FormItem, FormRules, unknown, unknown]>([
    ['empty, no rules → single space', select, {}, '', ' '],
    ['blank text, no rules → single space', select, {}, '  ', ' '],
    ['empty multiple, no rules → single space', multi, {}, [], ' '],
    ['chosen, no rules → kept', select, {}, 'OWN-A', 'OWN-A'],
    ['chosen multiple → kept', multi, {}, ['10', '20'], ['10', '20']],
    ['empty with rules → never a blank value', select, { owner: [{ pattern: /./ }] }, '', ''],
    ['empty rule list counts as no rules', select, { owner: [] }, '', ' '],
  ])('%s', (_name, item, rules, value, handed) => {
    expect(submitDataOf([item], rules, { [item.prop ?? '']: value })[item.prop ?? '']).toEqual(handed);
  });
  it('other empty items are handed over as they are, titles not at all', () => {
    const items: FormItem[] = [...itemsOf('input', 'checkbox', 'date'), { type: 'title', label: 'Basics' }];
    expect(submitDataOf(items, {}, initialValuesOf(items))).toEqual({ input: '', checkbox: 0, date: null });
  });
});

describe('dates are stored as timestamps of the day start', () => {
  it.each<[string, string, number | null]>([
    ['2026-06-15', 'Asia/Shanghai', Date.UTC(2026, 5, 14, 16, 0)],
    ['2026-06-15', 'UTC', Date.UTC(2026, 5, 15)],
    ['2026-01-01', 'America/New_York', Date.UTC(2026, 0, 1, 5)],
    ['2026-02-30', 'UTC', null],
    ['', 'UTC', null],
  ])('%s in %s → %p', (text, zone, stamp) => {
    expect(timestampOfDateText(text, zone)).toBe(stamp);
  });
  it.each<[unknown, string, string | null]>([
    [Date.UTC(2026, 5, 14, 16, 0), 'Asia/Shanghai', '2026-06-15'],
    [Date.UTC(2026, 5, 14, 16, 0), 'UTC', '2026-06-14'],
    ['2026-06-15 08:00:00', 'UTC', '2026-06-15'],
    [null, 'UTC', null],
    ['not a date', 'UTC', null],
  ])('%p in %s reads %p', (value, zone, text) => {
    expect(dateTextOf(value, zone)).toBe(text);
  });
});

describe('rules gate the data', () => {
  const items: FormItem[] = [
    { type: 'input', prop: 'code', label: 'code' },
    { type: 'select', prop: 'owner', label: 'owner' },
    { type: 'input', prop: 'hiddenId', label: 'id', hidden: true },
    { type: 'input', prop: 'locked', label: 'locked', disabled: true },
    { type: 'inputSection', prop: 'qty', label: 'qty' },
  ];
  const rules: FormRules = { code: [{ required: true }], owner: [{ required: true }], hiddenId: [{ required: true }], locked: [{ required: true }] };
  it.each<[string, Record<string, unknown>, string[]]>([
    ['everything missing', { code: '', owner: '', qty: ['', ''] }, ['code', 'owner']],
    ['a bad range', { code: 'A', owner: 'O', qty: ['0', '5'] }, ['qty']],
    ['a reversed range', { code: 'A', owner: 'O', qty: ['9', '5'] }, ['qty']],
    ['all valid (hidden and disabled items are not the user’s to fix)', { code: 'A', owner: 'O', qty: ['1', '5'] }, []],
  ])('%s', (_name, values, invalid) => {
    expect(Object.keys(validateValues(items, rules, values)).sort()).toEqual(invalid.sort());
  });
});

describe('initial values, dirtiness, save errors', () => {
  const items: FormItem[] = [
    { type: 'input', prop: 'a', label: 'a', defaultValue: 'x' },
    { type: 'select', prop: 'b', label: 'b', multiple: true },
    { type: 'switch', prop: 'c', label: 'c' },
    { type: 'cascader', prop: 'd', label: 'd' },
  ];
  it('a record wins over defaults, defaults over empty values', () => {
    expect(initialValuesOf(items, { b: ['1'] })).toEqual({ a: 'x', b: ['1'], c: '0', d: [] });
  });
  it.each<[unknown, unknown, boolean]>([
    [{ a: 'x', b: [] }, { a: 'x', b: [] }, false],
    [{ a: 'x', b: [] }, { a: 'y', b: [] }, true],
    [{ a: 'x', b: ['1'] }, { a: 'x', b: ['1', '2'] }, true],
    [{ r: ['1', '2'] }, { r: ['1', '2'] }, false],
  ])('%p vs %p dirty %p', (a, b, dirty) => {
    expect(isDirty(a as Record<string, unknown>, b as Record<string, unknown>)).toBe(dirty);
  });
  it.each<[unknown, string | undefined]>([
    [new Error('库位不存在'), '库位不存在'],
    ['quantity must be greater than 0', 'quantity must be greater than 0'],
    [{ returnMgr: 'Only new records may be deleted' }, 'Only new records may be deleted'],
    [new Error(''), undefined],
    [undefined, undefined],
    [42, undefined],
  ])('%p → %p', (error, text) => {
    expect(saveErrorText(error)).toBe(text);
  });
});
