/** @jest-environment node */
import { applyChanges, clearSaved, dirtyCount, editedValue, isDirty, NO_EDITS, pendingChanges, sameValue, setFields } from './sheetEdits';

const saved: Record<string, Record<string, unknown>> = { r1: { qty: '1', sku: 'A' }, r2: { qty: '2', sku: 'B' } };
const base = (rowKey: string) => (field: string) => saved[rowKey]?.[field];

describe('edit overlay', () => {
  it('an edit is dirty until set back to the saved value', () => {
    let o = setFields(NO_EDITS, 'r1', { qty: '5' }, base('r1'));
    expect(isDirty(o, 'r1', ['qty'])).toBe(true);
    expect(editedValue(o, 'r1', 'qty', '1')).toBe('5');
    o = setFields(o, 'r1', { qty: '7' }, base('r1'));
    expect(o.r1?.qty).toEqual({ value: '7', original: '1' });
    o = setFields(o, 'r1', { qty: '1' }, base('r1'));
    expect(o).toEqual({});
  });
  it('a successful save clears what it saved; an edit made during the save stays', () => {
    let o = setFields(NO_EDITS, 'r1', { qty: '5' }, base('r1'));
    o = setFields(o, 'r2', { sku: 'C' }, base('r2'));
    const snapshot = pendingChanges(o);
    expect(snapshot).toEqual([{ rowKey: 'r1', changes: { qty: '5' } }, { rowKey: 'r2', changes: { sku: 'C' } }]);
    o = setFields(o, 'r1', { qty: '6' }, base('r1'));
    const after = clearSaved(o, snapshot);
    expect(after).toEqual({ r1: { qty: { value: '6', original: '5' } } });
    expect(dirtyCount(after)).toBe(1);
  });
  it('a failed save leaves the overlay as it was (the caller keeps it)', () => {
    const o = setFields(NO_EDITS, 'r1', { qty: '5' }, base('r1'));
    expect(dirtyCount(o)).toBe(1);
    expect(pendingChanges(o)).toEqual([{ rowKey: 'r1', changes: { qty: '5' } }]);
  });
  it('applyChanges writes saved changes into rows', () => {
    const rows = [{ id: 'r1', qty: '1' }, { id: 'r2', qty: '2' }];
    expect(applyChanges(rows, (r) => r.id, [{ rowKey: 'r2', changes: { qty: '9' } }])).toEqual([{ id: 'r1', qty: '1' }, { id: 'r2', qty: '9' }]);
  });
  it.each([['', null, true], [undefined, '', true], ['a', 'a', true], ['a', 'b', false], [{ code: 'x', description: '1' }, { code: 'x', description: '2' }, true], [{ code: 'x' }, { code: 'y' }, false], ['0', 0, false]])('sameValue(%p, %p) = %p', (a, b, same) => {
    expect(sameValue(a, b)).toBe(same);
  });
});
