import { toGridColumns } from './columns';
import { layoutColumns, rowPlace } from './gridLayout';
import { gridHeight } from './layout';

const columns = toGridColumns([
  { code: 'a', name: 'A', width: 120, type: 10402, issearch: 1 },
  { code: 'b', name: 'B', width: 80, type: 10401, issearch: 0 },
]);

describe('layoutColumns', () => {
  const none = { selectable: false, editColumn: false, infoColumn: false, deleteColumn: false, rowCount: 5 };
  it.each([
    ['index first, 66 wide', none, ['index:66', 'data:120', 'data:100']],
    ['every own column', { selectable: true, editColumn: true, infoColumn: true, deleteColumn: true, rowCount: 5 }, ['index:66', 'select:40', 'edit:72', 'info:72', 'data:120', 'data:100', 'delete:72']],
    ['delete only with more than one row', { ...none, deleteColumn: true, rowCount: 1 }, ['index:66', 'data:120', 'data:100']],
    ['delete with two rows', { ...none, deleteColumn: true, rowCount: 2 }, ['index:66', 'data:120', 'data:100', 'delete:72']],
  ])('%s', (_, options, expected) => {
    expect(layoutColumns(columns, options).map((c) => `${c.kind}:${String(c.width)}`)).toEqual(expected);
  });
});

describe('rowPlace', () => {
  it.each([
    [0, { kind: 'header' }],
    [1, { kind: 'search' }],
    [2, { kind: 'data', index: 0 }],
    [21, { kind: 'data', index: 19 }],
    [22, { kind: 'summary' }],
  ])('row %i of a page of 20', (row, place) => {
    expect(rowPlace(row, 20)).toEqual(place);
  });
});

describe('gridHeight', () => {
  it.each([
    [900, 180, false, 720],
    [900, 180, true, 660],
    [300, 180, true, 200],
  ])('window %i, offset %i, pagination %p → %i', (windowHeight, offset, pagination, height) => {
    expect(gridHeight(windowHeight, offset, pagination)).toBe(height);
  });
});
