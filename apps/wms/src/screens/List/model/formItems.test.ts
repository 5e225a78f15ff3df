/** @jest-environment node */
import { checkRules } from '@wms/ui-form';
import { ColumnType, FilterType, type ColumnDefinition, type FieldRules } from '@wms/api';
import { allColumns, formItemsOf, formRulesOf, recordToSave } from './formItems';

const column = (code: string, more: Partial<ColumnDefinition> = {}): ColumnDefinition => ({ code, name: `${code}-name`, width: 100, type: ColumnType.String, issearch: FilterType.Text, ...more });

describe('drawer form items from the column configuration', () => {
  const columns = allColumns({
    tableDisplay: [column('receiptkey', { owner: 'generated' }), column('status', { searchData: '[{"code":"0","description":"新建"}]' }), column('qty', { type: ColumnType.Numeric })],
    tableHiding: [column('status'), column('storerkey', { searchData: '/dictionary/options/storer' }), column('expecteddate', { type: ColumnType.DateTime }), column('externreceiptkey')],
  });

  it('takes every column once, shown ones first', () => {
    expect(columns.map((c) => c.code)).toEqual(['receiptkey', 'status', 'qty', 'storerkey', 'expecteddate', 'externreceiptkey']);
  });

  it.each([
    ['receiptkey', { type: 'input', disabled: true, readOnly: true }],
    ['status', { type: 'select', options: [{ code: '0', description: '新建' }], disabled: false }],
    ['qty', { type: 'input', props: { inputMode: 'decimal' } }],
    ['storerkey', { type: 'select', url: '/dictionary/options/storer' }],
    ['expecteddate', { type: 'date' }],
    ['externreceiptkey', { type: 'input', label: 'externreceiptkey-name' }],
  ])('%s → %j', (code, expected) => {
    expect(formItemsOf(columns, 'edit').find((i) => i.prop === code)).toMatchObject(expected);
  });

  it('disables every item in info mode', () => {
    expect(formItemsOf(columns, 'info').every((i) => i.disabled)).toBe(true);
  });

  it('judges each field by the server’s rules, with the server’s messages, only for columns the list has', () => {
    const served: FieldRules = {
      externreceiptkey: [{ kind: 'required', message: 'EXT empty' }, { kind: 'maxLength', max: 5, message: 'EXT long' }, { kind: 'pattern', source: '^[!-~]+$', message: 'EXT ascii' }],
      qty: [{ kind: 'number', message: 'QTY nan' }, { kind: 'range', min: 0, minExclusive: true, max: 100, message: 'QTY positive' }, { kind: 'scale', scale: 0, message: 'QTY whole' }],
      status: [{ kind: 'lookup', checkedBy: 'options', message: 'STATUS unknown' }],
      expecteddate: [{ kind: 'date', message: 'DATE bad' }],
      nope: [{ kind: 'required', message: 'never' }],
    };
    const rules = formRulesOf(columns, served);
    const verdict = (code: string, value: unknown) => checkRules(value, rules[code], {});
    expect(rules.externreceiptkey?.[0]).toEqual({ required: true, message: 'EXT empty' });
    expect(verdict('externreceiptkey', ' ')).toEqual({ text: 'EXT empty' });
    expect(verdict('externreceiptkey', 'AB-12')).toBeUndefined();
    expect(verdict('externreceiptkey', 'AB-123')).toEqual({ text: 'EXT long' });
    expect(verdict('externreceiptkey', '外部')).toEqual({ text: 'EXT ascii' });
    expect(verdict('qty', '')).toEqual({ text: 'QTY positive' });
    expect(verdict('qty', 'x')).toEqual({ text: 'QTY nan' });
    expect(verdict('qty', '1.5')).toEqual({ text: 'QTY whole' });
    expect(verdict('qty', '3')).toBeUndefined();
    expect(verdict('status', '0')).toBeUndefined();
    expect(verdict('status', '99')).toEqual({ text: 'STATUS unknown' });
    expect(verdict('expecteddate', new Date(2026, 1, 28).getTime())).toBeUndefined();
    expect(rules.nope).toBeUndefined();
    // A code the record already held is kept, though it is no longer among the options.
    expect(checkRules('7', formRulesOf(columns, served, { record: { status: '7' } }).status, {})).toBeUndefined();
  });

  it('sends dates as text and the id only when editing', () => {
    const items = formItemsOf(columns, 'edit');
    const at = new Date(2026, 5, 15, 9, 30, 0).getTime();
    expect(recordToSave(items, { expecteddate: at, qty: '3', id: 9 }, 7)).toEqual({ expecteddate: '2026-06-15 09:30:00', qty: '3', id: 7 });
    expect(recordToSave(items, { expecteddate: null, id: 9 }, undefined)).toEqual({ expecteddate: '' });
  });

  it('leaves the read-only values to the server on create, and sends them back on edit', () => {
    const items = formItemsOf(columns, 'edit');
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
  const audit: ColumnDefinition[] = ['addwho', 'adddate', 'editwho', 'editdate', 'version'].map((code) => ({ code, name: code, width: 100, type: ColumnType.String, issearch: 0, owner: 'generated' }));

  it('asks a new record only for what a person enters (issue 38)', () => {
    expect(formItemsOf([...owned, ...audit], 'create').map((item) => [item.prop, item.disabled, item.readOnly ?? false])).toEqual([['notes', false, false], ['door', false, false]]);
  });

  it('shows an existing record’s derived, status and generated values as read-only text, and who/when/version nowhere in the form', () => {
    expect(formItemsOf([...owned, ...audit], 'edit').map((item) => [item.prop, item.disabled, item.readOnly ?? false])).toEqual([
      ['notes', false, false], ['qtyreceived', true, true], ['status', true, true], ['receiptkey', true, true], ['door', false, false],
    ]);
  });

  it('an edit sends the entered fields and the version it was edited from; a new record no version', () => {
    const items = formItemsOf(owned, 'edit');
    const data = { notes: 'n', qtyreceived: 5, status: '0', receiptkey: 'R1', door: 'D1' };
    expect(recordToSave(items, data, 7, { version: 3, notSent: new Set(['qtyreceived', 'status', 'receiptkey']) })).toEqual({ notes: 'n', door: 'D1', id: 7, version: 3 });
    expect(recordToSave(formItemsOf(owned, 'create'), { ...data, version: 2 }, undefined)).toEqual({ notes: 'n', door: 'D1' });
  });
});
