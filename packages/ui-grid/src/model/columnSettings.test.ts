/** @jest-environment node */
import {
  columnsToSave,
  commitWidth,
  errorRowIds,
  failureMessage,
  hideColumns,
  initialWidthText,
  listsChanged,
  listsFromConfig,
  reorderShown,
  setWidth,
  showColumns,
  stateFromConfig,
  TAB_CONFIG_TYPE,
  validateShown,
  widthInput,
  type ColumnLists,
  type SettingsColumn,
} from './columnSettings';
import { ColumnType, FilterType, type ColumnConfig, type ColumnDefinition } from './types';

/** A generated column definition (docs/style.md §13): code c<n>, name 列<n>. */
function def(n: number, overrides: Partial<ColumnDefinition> = {}): ColumnDefinition {
  return { code: `c${String(n)}`, name: `列${String(n)}`, width: 120, type: ColumnType.String, issearch: FilterType.Text, ...overrides };
}

function column(n: number, overrides: Partial<ColumnDefinition> = {}, width = '120'): SettingsColumn {
  return { id: `id${String(n)}`, definition: def(n, overrides), width };
}

function lists(hidden: number[], shown: number[]): ColumnLists {
  return { hidden: hidden.map((n) => column(n)), shown: shown.map((n) => column(n)) };
}

const ids = (columns: readonly SettingsColumn[]) => columns.map((c) => c.id);

function config(): ColumnConfig {
  return {
    tableHiding: [def(1), def(2)],
    tableDisplay: [def(3, { sort_num: 2 }), def(4, { sort_num: 1 }), def(5)],
    exportHidden: [def(6)],
    exportDisplay: [def(7, { width: '' })],
  };
}

describe('config types', () => {
  it('display saves as 10002 and export as 10003', () => {
    expect(TAB_CONFIG_TYPE).toEqual({ display: 10002, export: 10003 });
  });
});

describe('listsFromConfig', () => {
  it('takes the display lists for the display tab, the shown list in sort_num order (unnumbered last)', () => {
    const { hidden, shown } = listsFromConfig(config(), 'display');
    expect(hidden.map((c) => c.definition.code)).toEqual(['c1', 'c2']);
    expect(shown.map((c) => c.definition.code)).toEqual(['c4', 'c3', 'c5']);
  });

  it('takes the export lists for the export tab, and gives a missing width the default', () => {
    const { hidden, shown } = listsFromConfig(config(), 'export');
    expect(hidden.map((c) => c.definition.code)).toEqual(['c6']);
    expect(shown.map((c) => [c.definition.code, c.width])).toEqual([['c7', '100']]);
  });

  it('gives unique ids even when codes repeat across and within lists', () => {
    const state = stateFromConfig({ ...config(), tableHiding: [def(1)], tableDisplay: [def(1), def(1)] });
    const all = [...state.display.hidden, ...state.display.shown, ...state.export.hidden, ...state.export.shown].map((c) => c.id);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('widths', () => {
  it.each([
    [120, '120'],
    ['150', '150'],
    ['150.6', '151'],
    [80, '100'],
    ['', '100'],
    [undefined, '100'],
    [0, '100'],
    ['abc', '100'],
  ] as const)('initialWidthText(%p) is %p', (width, expected) => {
    expect(initialWidthText(width)).toBe(expected);
  });

  it.each([
    ['12a3', '123'],
    ['-50', '50'],
    ['1 000', '1000'],
    ['', ''],
  ])('widthInput keeps digits of %p: %p', (text, expected) => {
    expect(widthInput(text)).toBe(expected);
  });

  it.each([
    ['99', '100'],
    ['100', '100'],
    ['250', '250'],
    ['0', '100'],
    ['', ''],
  ])('commitWidth(%p) is %p (minimum 100, empty stays empty)', (text, expected) => {
    expect(commitWidth(text)).toBe(expected);
  });

  it('setWidth changes only that shown column, digits only', () => {
    const next = setWidth(lists([], [1, 2]), 'id2', '2x00');
    expect(next.shown.map((c) => c.width)).toEqual(['120', '200']);
  });
});

describe('moving between the lists', () => {
  it.each([
    { name: 'shows the selected hidden columns at the end, in list order', from: lists([1, 2, 3], [4]), move: 'show', selected: ['id3', 'id1'], hidden: ['id2'], shown: ['id4', 'id1', 'id3'] },
    { name: 'hides the selected shown columns at the end of the hidden list', from: lists([1], [2, 3, 4]), move: 'hide', selected: ['id4', 'id2'], hidden: ['id1', 'id2', 'id4'], shown: ['id3'] },
    { name: 'ignores ids that are not on that side', from: lists([1], [2]), move: 'show', selected: ['id2', 'nope'], hidden: ['id1'], shown: ['id2'] },
    { name: 'can hide every column', from: lists([], [1, 2]), move: 'hide', selected: ['id1', 'id2'], hidden: ['id1', 'id2'], shown: [] },
  ] as const)('$name', ({ from, move, selected, hidden, shown }) => {
    const next = move === 'show' ? showColumns(from, selected) : hideColumns(from, selected);
    expect(ids(next.hidden)).toEqual(hidden);
    expect(ids(next.shown)).toEqual(shown);
  });

  it('a column shown with a cleared width comes back with the default', () => {
    const from: ColumnLists = { hidden: [column(1, {}, '')], shown: [] };
    expect(showColumns(from, ['id1']).shown[0]?.width).toBe('100');
  });

  it('a column keeps its typed width when hidden and shown again', () => {
    const from = setWidth(lists([], [1]), 'id1', '240');
    expect(showColumns(hideColumns(from, ['id1']), ['id1']).shown[0]?.width).toBe('240');
  });
});

describe('reorderShown', () => {
  it.each([
    { name: 'takes the new order', order: ['id3', 'id1', 'id2'], expected: ['id3', 'id1', 'id2'] },
    { name: 'keeps columns the order leaves out, at the end', order: ['id2'], expected: ['id2', 'id1', 'id3'] },
    { name: 'ignores unknown and repeated ids', order: ['x', 'id3', 'id3', 'id1'], expected: ['id3', 'id1', 'id2'] },
  ])('$name', ({ order, expected }) => {
    expect(ids(reorderShown(lists([9], [1, 2, 3]), order).shown)).toEqual(expected);
  });
});

describe('validateShown', () => {
  it.each([
    { name: 'a complete list with unique codes', shown: [column(1), column(2)], expected: undefined },
    { name: 'no shown column', shown: [], expected: { kind: 'noneShown' } },
    { name: 'a missing code', shown: [column(1), column(2, { code: ' ' })], expected: { kind: 'incomplete', line: 2, id: 'id2', missing: ['code'] } },
    { name: 'a missing name', shown: [column(1, { name: '' })], expected: { kind: 'incomplete', line: 1, id: 'id1', missing: ['name'] } },
    { name: 'a cleared width', shown: [column(1), column(2), column(3, {}, '')], expected: { kind: 'incomplete', line: 3, id: 'id3', missing: ['width'] } },
    { name: 'several gaps in one row', shown: [column(1, { code: '', name: '' }, '')], expected: { kind: 'incomplete', line: 1, id: 'id1', missing: ['code', 'name', 'width'] } },
    { name: 'the first incomplete row before a duplicate', shown: [column(1), column(2, { code: 'c1' }), column(3, { name: '' })], expected: { kind: 'incomplete', line: 3, id: 'id3', missing: ['name'] } },
    { name: 'a width under 100', shown: [column(1), column(2, {}, '99')], expected: { kind: 'tooNarrow', line: 2, id: 'id2', min: 100 } },
    { name: 'a width of exactly 100', shown: [column(1, {}, '100')], expected: undefined },
    { name: 'a narrow width before a duplicate', shown: [column(1), column(2, { code: 'c1' }, '50')], expected: { kind: 'tooNarrow', line: 2, id: 'id2', min: 100 } },
    { name: 'a duplicate code', shown: [column(1), column(2), column(3, { code: 'c1' })], expected: { kind: 'duplicate', code: 'c1', lines: [1, 3], ids: ['id1', 'id3'] } },
    { name: 'a duplicate code differing only by spaces', shown: [column(1), column(2, { code: ' c1 ' })], expected: { kind: 'duplicate', code: 'c1', lines: [1, 2], ids: ['id1', 'id2'] } },
  ])('$name', ({ shown, expected }) => {
    expect(validateShown(shown)).toEqual(expected);
  });

  it('points at the rows of an error', () => {
    expect(errorRowIds(validateShown([column(1), column(2, { code: 'c1' })]))).toEqual(['id1', 'id2']);
    expect(errorRowIds(validateShown([column(1, {}, '')]))).toEqual(['id1']);
    expect(errorRowIds(validateShown([column(1, {}, '10')]))).toEqual(['id1']);
    expect(errorRowIds(validateShown([]))).toEqual([]);
    expect(errorRowIds(undefined)).toEqual([]);
  });
});

describe('columnsToSave', () => {
  it('saves the shown list in order, numbered from 1, widths as strings of at least 100', () => {
    const shown = [column(2, {}, '80'), column(1, { sort_num: 9 }, '150')];
    expect(columnsToSave(shown)).toEqual([
      { ...def(2), width: '100', sort_num: 1 },
      { ...def(1), width: '150', sort_num: 2 },
    ]);
  });
});

describe('listsChanged', () => {
  const loaded = lists([1], [2, 3]);
  it.each([
    { name: 'nothing done', next: loaded, expected: false },
    { name: 'a width typed then committed to the same value', next: setWidth(loaded, 'id2', '0120'), expected: false },
    { name: 'a width changed', next: setWidth(loaded, 'id2', '300'), expected: true },
    { name: 'reordered', next: reorderShown(loaded, ['id3', 'id2']), expected: true },
    { name: 'a column shown', next: showColumns(loaded, ['id1']), expected: true },
  ])('$name: $expected', ({ next, expected }) => {
    expect(listsChanged(next, loaded)).toBe(expected);
  });
});

describe('failureMessage', () => {
  it.each([
    { name: "the server's text of a WmsError", error: Object.assign(new Error('refused'), { serverMessage: '执行失败', messageKey: 'systemError' }), expected: { text: '执行失败' } },
    { name: 'an envelope returnMgr', error: { returnCode: '500', returnMgr: ' 保存失败 ' }, expected: { text: '保存失败' } },
    { name: 'a timeout without server text', error: Object.assign(new Error('timeout'), { messageKey: 'requestTimeout' }), expected: { key: 'requestTimeout' } },
    { name: 'a bare Error (developer text is not shown)', error: new Error('TypeError: x is undefined'), expected: { key: 'systemError' } },
    { name: 'anything else', error: 42, expected: { key: 'systemError' } },
  ])('$name', ({ error, expected }) => {
    expect(failureMessage(error)).toEqual(expected);
  });
});
