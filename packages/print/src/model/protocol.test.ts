import { batches, parseReply, isCommand, COMMANDS } from './protocol';
import { LABEL_BATCH, PRINT_BATCH } from './constants';

describe('batches', () => {
  it.each([
    [0, PRINT_BATCH, []],
    [10, PRINT_BATCH, [10]],
    [23, PRINT_BATCH, [10, 10, 3]],
    [13, LABEL_BATCH, [6, 6, 1]],
  ])('%i items in batches of %i', (count, size, sizes) => {
    const items = Array.from({ length: count }, (_, i) => i);
    const result = batches(items, size);
    expect(result.map((b) => b.length)).toEqual(sizes);
    expect(result.flat()).toEqual(items);
  });

  it('refuses a batch size below 1', () => {
    expect(() => batches([1], 0)).toThrow(RangeError);
  });
});

describe('parseReply', () => {
  it.each([
    ['{"id":"1","ok":true,"result":5}', { id: '1', ok: true, result: 5 }],
    ['{"id":"2","ok":false,"error":"no paper"}', { id: '2', ok: false, error: 'no paper' }],
    ['{"id":3,"ok":true}', undefined],
    ['not json', undefined],
    ['null', undefined],
  ])('%s', (frame, expected) => {
    expect(parseReply(frame)).toEqual(expected);
  });

  it('knows the 15 commands of the spec', () => {
    expect(COMMANDS).toHaveLength(15);
    expect(isCommand('getWeight')).toBe(true);
    expect(isCommand('format')).toBe(false);
  });
});
