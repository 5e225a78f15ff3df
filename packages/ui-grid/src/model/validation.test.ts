/** @jest-environment node */
import { cellError, isEmptyValue, listErrors, recordCellResult, validateCell, validateTable, type CellRule } from './validation';

type Row = Record<string, unknown>;
const row: Row = { qty: 5, expected: 3 };

const required: CellRule = { required: true, message: '不能为空' };
const code: CellRule = { pattern: /^[A-Za-z0-9_]+$/, message: '只能包含字母、数字和下划线' };
const codeString: CellRule = { pattern: '^\\d+$', message: 'digits' };
const positive: CellRule = { validator: (value) => Number(value) > 0, message: '数量必须大于 0' };
const notBelowExpected: CellRule<Row> = { validator: (value, r) => (Number(value) >= Number(r.expected) ? true : `不能小于预期数量 ${String(r.expected)}`) };
const throwing: CellRule = { validator: () => { throw new Error('lookup failed'); } };
const noMessage: CellRule = { required: true };

describe('validateCell', () => {
  it.each([
    ['required: empty string fails', '', [required], { code: 'required', message: '不能为空' }],
    ['required: blank text fails', '   ', [required], { code: 'required', message: '不能为空' }],
    ['required: null fails', null, [required], { code: 'required', message: '不能为空' }],
    ['required: undefined fails', undefined, [required], { code: 'required', message: '不能为空' }],
    ['required: empty list fails', [], [required], { code: 'required', message: '不能为空' }],
    ['required: 0 passes', 0, [required], null],
    ['required: text passes', 'A', [required], null],
    ['required without message: default by code', '', [noMessage], { code: 'required' }],
    ['pattern: Chinese fails a code pattern', '库位A', [code], { code: 'pattern', message: '只能包含字母、数字和下划线' }],
    ['pattern: a code passes', 'LOC_01', [code], null],
    ['pattern: empty passes (required decides)', '', [code], null],
    ['pattern as a string: letters fail', '12a', [codeString], { code: 'pattern', message: 'digits' }],
    ['pattern as a string: digits pass', '123', [codeString], null],
    ['pattern: a number is tested as text', 42, [codeString], null],
    ['pattern: an option is tested by its label', { code: 'x', description: 'L-01' }, [code], { code: 'pattern', message: '只能包含字母、数字和下划线' }],
    ['validator false: the rule message', '0', [positive], { code: 'custom', message: '数量必须大于 0' }],
    ['validator true passes', '2', [positive], null],
    ['validator string: that message', 2, [notBelowExpected], { code: 'custom', message: '不能小于预期数量 3' }],
    ['validator sees the row', 3, [notBelowExpected], null],
    ['validator that throws: its error text', 'x', [throwing], { code: 'custom', message: 'lookup failed' }],
    ['first failing rule wins', '', [required, positive], { code: 'required', message: '不能为空' }],
    ['later rule reached when earlier pass', '库', [required, code, positive], { code: 'pattern', message: '只能包含字母、数字和下划线' }],
    ['no rules passes', '', [], null],
  ] as const)('%s', (_name, value, rules, expected) => {
    const result = validateCell(value, rules as readonly CellRule[], row, 'r1', 'qty');
    expect(result).toEqual(expected === null ? null : { rowKey: 'r1', column: 'qty', ...expected });
  });

  it('a validator learns which cell it judges (an edited row reaches it as a copy)', () => {
    const places: unknown[] = [];
    const rule: CellRule = { validator: (_value, _row, place) => { places.push(place); return true; } };
    validateCell('x', [rule], { ...row }, '17', 'descr');
    validateTable([row], [{ code: 'qty', rules: [rule] }], () => 'r9');
    expect(places).toEqual([{ rowKey: '17', column: 'descr' }, { rowKey: 'r9', column: 'qty' }]);
  });

  it('a global pattern does not carry lastIndex between cells', () => {
    const rule: CellRule = { pattern: /^\d+$/g, message: 'digits' };
    expect(validateCell('12', [rule], row, 'a', 'c')).toBeNull();
    expect(validateCell('12', [rule], row, 'b', 'c')).toBeNull();
  });
});

describe('error map per row and column', () => {
  it('records, reads, replaces and clears errors', () => {
    let map = recordCellResult({}, 'r1', 'qty', { rowKey: 'r1', column: 'qty', code: 'required' });
    map = recordCellResult(map, 'r1', 'sku', { rowKey: 'r1', column: 'sku', code: 'pattern', message: 'm' });
    expect(cellError(map, 'r1', 'qty')?.code).toBe('required');
    expect(listErrors(map)).toHaveLength(2);
    map = recordCellResult(map, 'r1', 'qty', null);
    expect(cellError(map, 'r1', 'qty')).toBeUndefined();
    map = recordCellResult(map, 'r1', 'sku', null);
    expect(map).toEqual({});
  });
  it('clearing a cell copies the map once: the input is untouched, the other rows are the same objects', () => {
    const before = { r1: { qty: { rowKey: 'r1', column: 'qty', code: 'required' as const } }, r2: { sku: { rowKey: 'r2', column: 'sku', code: 'required' as const } } };
    const after = recordCellResult(before, 'r1', 'qty', null);
    expect(after).toEqual({ r2: before.r2 });
    expect(after.r2).toBe(before.r2);
    expect(before.r1.qty.code).toBe('required');
  });
  it('clearing a cell without an error returns the same map', () => {
    const map = {};
    expect(recordCellResult(map, 'r', 'c', null)).toBe(map);
  });
});

describe('validateTable', () => {
  const rows = Array.from({ length: 4 }, (_, i) => ({ id: `R${i}`, sku: i % 2 ? `SKU${i}` : '', qty: i }));
  it('returns every error in row then column order, and the map', () => {
    const { errors, map } = validateTable(rows, [
      { code: 'sku', rules: [required] },
      { code: 'qty', rules: [positive] },
      { code: 'note' },
    ], (r) => r.id);
    expect(errors.map((e) => `${e.rowKey}.${e.column}.${e.code}`)).toEqual(['R0.sku.required', 'R0.qty.custom', 'R2.sku.required']);
    expect(Object.keys(map)).toEqual(['R0', 'R2']);
  });
  it('records every error of a 20,000-row sheet on its cell (an import where each row lacks a value)', () => {
    // Recording cell by cell copied the map for each error: this sheet took 25 s to judge.
    const big = Array.from({ length: 20_000 }, (_, i) => ({ id: `R${String(i)}`, sku: '', qty: i % 2 ? 1 : 0 }));
    const { errors, map } = validateTable(big, [{ code: 'sku', rules: [required] }, { code: 'qty', rules: [positive] }], (r) => r.id);
    expect(errors).toHaveLength(30_000);
    expect(Object.keys(map)).toHaveLength(20_000);
    expect(cellError(map, 'R19998', 'qty')).toMatchObject({ code: 'custom' });
    expect(cellError(map, 'R19999', 'qty')).toBeUndefined();
    expect(listErrors(map)).toHaveLength(30_000);
  });
  it('uses read when given', () => {
    const { errors } = validateTable([{ id: 'a', option: null }], [{ code: 'label', rules: [required], read: (r) => r.option }], (r) => r.id);
    expect(errors).toHaveLength(1);
  });
});

it.each([[null, true], ['', true], [' ', true], [[], true], [0, false], [false, false], ['a', false], [{}, false]])('isEmptyValue(%p) is %p', (value, empty) => {
  expect(isEmptyValue(value)).toBe(empty);
});
