/** @jest-environment node */
import { ColumnType, FilterType, type ColumnDefinition } from '@wms/api';
import { allColumns, formItemsOf, formRulesOf, recordToSave } from './formItems';

const column = (code: string, more: Partial<ColumnDefinition> = {}): ColumnDefinition => ({ code, name: `${code}-name`, width: 100, type: ColumnType.String, issearch: FilterType.Text, ...more });
const overrides = { readOnly: ['id', 'receiptkey'], required: ['externreceiptkey'], rules: { qty: [{ greaterThan: 0, message: 'rule.positive' }], code: [{ pattern: /^[A-Z]*$/, message: 'rule.code' }] } };
const t = (key: string) => `T(${key})`;

describe('drawer form items from the column configuration', () => {
  const columns = allColumns({
    tableDisplay: [column('receiptkey'), column('status', { searchData: '[{"code":"0","description":"新建"}]' }), column('qty', { type: ColumnType.Numeric })],
    tableHiding: [column('status'), column('storerkey', { searchData: '/dictionary/options/storer' }), column('expecteddate', { type: ColumnType.DateTime }), column('externreceiptkey')],
  });

  it('takes every column once, shown ones first', () => {
    expect(columns.map((c) => c.code)).toEqual(['receiptkey', 'status', 'qty', 'storerkey', 'expecteddate', 'externreceiptkey']);
  });

  it.each([
    ['receiptkey', { type: 'input', disabled: true }],
    ['status', { type: 'select', options: [{ code: '0', description: '新建' }], disabled: false }],
    ['qty', { type: 'input', props: { inputMode: 'decimal' } }],
    ['storerkey', { type: 'select', url: '/dictionary/options/storer' }],
    ['expecteddate', { type: 'date' }],
    ['externreceiptkey', { type: 'input', label: 'externreceiptkey-name' }],
  ])('%s → %j', (code, expected) => {
    expect(formItemsOf(columns, overrides, 'edit').find((i) => i.prop === code)).toMatchObject(expected);
  });

  it('disables every item in info mode', () => {
    expect(formItemsOf(columns, overrides, 'info').every((i) => i.disabled)).toBe(true);
  });

  it('builds required and area rules, only for columns the list has', () => {
    const rules = formRulesOf([...columns, column('code')], overrides, t);
    expect(rules.externreceiptkey).toEqual([{ required: true }]);
    expect(rules.code?.[0]).toMatchObject({ message: 'T(rule.code)' });
    expect(rules.qty?.[0]?.validator?.('0', {})).toBe('T(rule.positive)');
    expect(rules.qty?.[0]?.validator?.('3', {})).toBeUndefined();
    expect(formRulesOf(columns, { ...overrides, required: ['nope'] }, t).nope).toBeUndefined();
  });

  it('sends dates as text and the id only when editing', () => {
    const items = formItemsOf(columns, overrides, 'edit');
    const at = new Date(2026, 5, 15, 9, 30, 0).getTime();
    expect(recordToSave(items, { expecteddate: at, qty: '3', id: 9 }, 7)).toEqual({ expecteddate: '2026-06-15 09:30:00', qty: '3', id: 7 });
    expect(recordToSave(items, { expecteddate: null, id: 9 }, undefined)).toEqual({ expecteddate: '' });
  });

  it('leaves the read-only values to the server on create, and sends them back on edit', () => {
    const items = formItemsOf(columns, overrides, 'edit');
    expect(recordToSave(items, { receiptkey: '', status: ' ', qty: '2' }, undefined)).toEqual({ status: ' ', qty: '2' });
    expect(recordToSave(items, { receiptkey: 'R1', qty: '2' }, 5)).toEqual({ receiptkey: 'R1', qty: '2', id: 5 });
  });
});

describe('field owners (issue 25)', () => {
  const owned: ColumnDefinition[] = [
    { code: 'notes', name: '备注', width: 100, type: ColumnType.String, issearch: 0, owner: 'entered' },
    { code: 'qtyreceived', name: '已收数量', width: 100, type: ColumnType.Numeric, issearch: 0, owner: 'derived' },
    { code: 'status', name: '状态', width: 100, type: ColumnType.String, issearch: 0, owner: 'status' },
    { code: 'receiptkey', name: '入库单号', width: 100, type: ColumnType.String, issearch: 0, owner: 'generated' },
    { code: 'door', name: '月台', width: 100, type: ColumnType.String, issearch: 0 },
  ];
  const none = { readOnly: [], required: [], rules: {} };

  it('shows every field a person does not own read-only, in create and edit', () => {
    for (const mode of ['create', 'edit'] as const) {
      expect(formItemsOf(owned, none, mode).map((item) => [item.prop, item.disabled])).toEqual([['notes', false], ['qtyreceived', true], ['status', true], ['receiptkey', true], ['door', false]]);
    }
  });

  it('an edit sends the entered fields and the version it was edited from; a new record no version', () => {
    const items = formItemsOf(owned, none, 'edit');
    const data = { notes: 'n', qtyreceived: 5, status: '0', receiptkey: 'R1', door: 'D1' };
    expect(recordToSave(items, data, 7, { version: 3, notSent: new Set(['qtyreceived', 'status', 'receiptkey']) })).toEqual({ notes: 'n', door: 'D1', id: 7, version: 3 });
    expect(recordToSave(formItemsOf(owned, none, 'create'), { ...data, version: 2 }, undefined)).toEqual({ notes: 'n', door: 'D1' });
  });
});
