/** @jest-environment node */
import { canRedo, canUndo, EMPTY_HISTORY, pushHistory, redo, undo, type CellChange } from './history';

const change = (column: string, before: unknown, after: unknown): CellChange => ({ rowKey: 'r1', column, before: { [column]: before }, after: { [column]: after } });

describe('history', () => {
  it('undo gives the inverse changes, redo the changes again', () => {
    let h = pushHistory(EMPTY_HISTORY, [change('qty', '1', '2')]);
    h = pushHistory(h, [change('sku', 'A', 'B'), change('qty', '2', '3')]);
    const u = undo(h);
    expect(u?.apply).toEqual([change('qty', '3', '2'), change('sku', 'B', 'A')]);
    expect(u && canRedo(u.history)).toBe(true);
    const r = u && redo(u.history);
    expect(r?.apply).toEqual([change('sku', 'A', 'B'), change('qty', '2', '3')]);
    expect(r?.history.past).toHaveLength(2);
  });
  it('a new action drops the redo future', () => {
    const h = pushHistory(EMPTY_HISTORY, [change('qty', '1', '2')]);
    const u = undo(h);
    const after = u && pushHistory(u.history, [change('qty', '1', '5')]);
    expect(after && canRedo(after)).toBe(false);
  });
  it('nothing to undo or redo gives null', () => {
    expect(undo(EMPTY_HISTORY)).toBeNull();
    expect(redo(EMPTY_HISTORY)).toBeNull();
    expect(canUndo(EMPTY_HISTORY)).toBe(false);
  });
  it('an empty action is not recorded', () => {
    expect(pushHistory(EMPTY_HISTORY, [])).toBe(EMPTY_HISTORY);
  });
  it('keeps at most the limit', () => {
    let h = EMPTY_HISTORY;
    for (let i = 0; i < 5; i += 1) h = pushHistory(h, [change('qty', String(i), String(i + 1))], 3);
    expect(h.past).toHaveLength(3);
    expect(h.past[0]?.[0]?.after).toEqual({ qty: '3' });
  });
});
