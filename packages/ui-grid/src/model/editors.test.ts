/** @jest-environment node */
import { coercePasted, editorValueOf, fieldNames, fieldsOf, normaliseDateText, type CellEditorConfig } from './editors';

const remote: CellEditorConfig = { kind: 'remote', lookup: () => Promise.resolve([]), objectField: 'skuObject' };
const statuses: CellEditorConfig = { kind: 'select', source: { kind: 'list', options: [{ code: '0', description: '新建' }, { code: '9', description: '已完成' }] } };
const dictionary: CellEditorConfig = { kind: 'select', source: { kind: 'dictionary', dictionaryCode: 'UOM', dictionaryName: '计量单位' } };

describe('fields of an editor value', () => {
  it('a remote select stores the label in the field and the option in the object field', () => {
    const option = { code: 'SKU1', description: '矿泉水 550ml', unit: 'EA' };
    expect(fieldsOf('sku', remote, option)).toEqual({ sku: '矿泉水 550ml', skuObject: option });
    expect(fieldsOf('sku', remote, null)).toEqual({ sku: '', skuObject: null });
    expect(fieldNames('sku', remote)).toEqual(['sku', 'skuObject']);
  });
  it('other editors store their value in the field', () => {
    expect(fieldsOf('flag', { kind: 'switch' }, '1')).toEqual({ flag: '1' });
    expect(fieldsOf('note', { kind: 'text' }, undefined)).toEqual({ note: '' });
    expect(fieldNames('note', undefined)).toEqual(['note']);
  });
  it('a remote select reads its option, or makes one of a label', () => {
    const row: Record<string, unknown> = { sku: '旧商品', skuObject: null };
    expect(editorValueOf('sku', remote, (f) => row[f])).toEqual({ code: '旧商品', description: '旧商品' });
    row.skuObject = { code: 'S', description: 'x' };
    expect(editorValueOf('sku', remote, (f) => row[f])).toEqual({ code: 'S', description: 'x' });
    expect(editorValueOf('sku', remote, () => '')).toBeNull();
  });
});

describe('coercePasted', () => {
  it.each<[string, string, CellEditorConfig | undefined, unknown]>([
    ['text keeps the text', ' a b ', { kind: 'text' }, { ok: true, value: ' a b ' }],
    ['no editor is text', 'x', undefined, { ok: true, value: 'x' }],
    ['switch 1', '1', { kind: 'switch' }, { ok: true, value: '1' }],
    ['switch TRUE', 'TRUE', { kind: 'switch' }, { ok: true, value: '1' }],
    ['switch 是', '是', { kind: 'switch' }, { ok: true, value: '1' }],
    ['switch 否', '否', { kind: 'switch' }, { ok: true, value: '0' }],
    ['switch nonsense', 'maybe', { kind: 'switch' }, { ok: false, reason: 'switch' }],
    ['date ISO', '2026-06-15', { kind: 'date' }, { ok: true, value: '2026-06-15' }],
    ['date Excel slashes', '2026/6/5', { kind: 'date' }, { ok: true, value: '2026-06-05' }],
    ['date with a time', '2026-06-05 10:00:00', { kind: 'date' }, { ok: true, value: '2026-06-05' }],
    ['date compact', '20260615', { kind: 'date' }, { ok: true, value: '2026-06-15' }],
    ['date impossible', '2026-02-30', { kind: 'date' }, { ok: false, reason: 'date' }],
    ['date text', 'tomorrow', { kind: 'date' }, { ok: false, reason: 'date' }],
    ['date empty clears', '', { kind: 'date' }, { ok: true, value: '' }],
    ['select by code', '9', statuses, { ok: true, value: '9' }],
    ['select by description', '已完成', statuses, { ok: true, value: '9' }],
    ['select unknown', '作废', statuses, { ok: false, reason: 'option' }],
    ['select from an unloaded dictionary takes the code', 'EA', dictionary, { ok: true, value: 'EA' }],
    ['remote select cannot take text', '矿泉水', remote, { ok: false, reason: 'lookup' }],
  ])('%s', (_name, text, editor, expected) => {
    expect(coercePasted(text, editor)).toEqual(expected);
  });
  it('a dictionary select matches loaded options', () => {
    expect(coercePasted('箱', dictionary, [{ code: 'CS', description: '箱' }])).toEqual({ ok: true, value: 'CS' });
  });
  it('normaliseDateText rejects partial dates', () => {
    expect(normaliseDateText('2026-06')).toBeNull();
  });
});
