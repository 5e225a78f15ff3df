import { maxReturn, returnBody, returnQtyProblem, returnTotals, RETURN_QTY, RETURN_REASON, toSheetRow } from './returns';
import { returnLineOf } from './testing';

describe('return advance notices', () => {
  it.each([
    [{ qtyshipped: 6 }, 6],
    [{ qtyshipped: 6, qtyadvised: 2, qtyopen: 0 }, 4],
    [{ qtyshipped: 6, qtyadvised: 5, qtyopen: 3 }, 4],
    [{ qtyshipped: 2, qtyadvised: 4, qtyopen: 0 }, 0],
  ])('item %j may be announced up to %d on the open return', (overrides, most) => {
    expect(maxReturn(returnLineOf(overrides))).toBe(most);
  });

  it.each([
    ['0', undefined], ['4', undefined], ['5', 'over'], ['-1', 'number'], ['', 'number'], ['x', 'number'],
  ])('typed %j against 4 still returnable: %j', (typed, problem) => {
    expect(returnQtyProblem(typed, returnLineOf({ qtyshipped: 6, qtyadvised: 2 }))).toBe(problem);
  });

  it.each([
    [{}, { [RETURN_QTY]: '0', [RETURN_REASON]: '' }, undefined],
    [{}, { [RETURN_QTY]: '2', [RETURN_REASON]: 'R01' }, { orderkey: 'SO1', sku: 'SKU-1', qty: 2, returnreason: 'R01' }],
    [{ qtyopen: 2, returnreason: 'R01' }, { [RETURN_QTY]: '2', [RETURN_REASON]: 'R02' }, { orderkey: 'SO1', sku: 'SKU-1', qty: 2, returnreason: 'R02' }],
    [{ qtyopen: 2 }, { [RETURN_QTY]: '0', [RETURN_REASON]: '' }, { orderkey: 'SO1', sku: 'SKU-1', qty: 0 }],
  ])('item %j edited to %j sends %j', (overrides, edits, body) => {
    const line = returnLineOf(overrides);
    expect(returnBody(line, { ...toSheetRow(line), ...edits })).toEqual(body);
  });

  it('adds up the items', () => {
    expect(returnTotals([returnLineOf({ qtyadvised: 2, qtyreturned: 1 }), returnLineOf({ qtyshipped: 3, qtyopen: 3, qtyadvised: 3 })])).toEqual({ shipped: 9, advised: 5, open: 3, returned: 1 });
  });
});
