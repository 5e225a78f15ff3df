import { batches, batchSizeFor } from './batching';
import { LABEL_BATCH, PRINT_BATCH } from './constants';

describe('batches', () => {
  it.each([
    [0, PRINT_BATCH, []],
    [10, PRINT_BATCH, [10]],
    [23, PRINT_BATCH, [10, 10, 3]],
    [13, LABEL_BATCH, [6, 6, 1]],
    [6, LABEL_BATCH, [6]],
  ])('%i items in batches of %i', (count, size, sizes) => {
    const items = Array.from({ length: count }, (_, i) => i);
    const result = batches(items, size);
    expect(result.map((b) => b.length)).toEqual(sizes);
    expect(result.flat()).toEqual(items);
  });

  it.each([0, -1, 1.5])('refuses a batch size of %s', (size) => {
    expect(() => batches([1], size)).toThrow(RangeError);
  });

  it.each([
    ['printLabel', 6],
    ['printPdf', 10],
    ['printGraphic', 10],
    ['printUrl', 10],
    ['printReport', 10],
  ] as const)('%s goes %i at a time', (cmd, size) => {
    expect(batchSizeFor(cmd)).toBe(size);
  });
});
