import { inFileOrder } from './importModel';

describe('inFileOrder', () => {
  it('lists cell errors by row, then by the sheet’s field order (not by when they were recorded)', () => {
    const recorded = [
      { rowKey: '12', column: 'qty' },
      { rowKey: '2', column: 'sku' },
      { rowKey: '12', column: 'sku' },
      { rowKey: '2', column: 'lot' },
    ];
    expect(inFileOrder(recorded, ['sku', 'lot', 'qty']).map((e) => `${e.rowKey}.${e.column}`)).toEqual(['2.sku', '2.lot', '12.sku', '12.qty']);
    // The list given is left as it was.
    expect(recorded[0]).toEqual({ rowKey: '12', column: 'qty' });
  });
});
