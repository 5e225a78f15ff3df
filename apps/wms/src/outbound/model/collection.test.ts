import { carrierRun, collectProblem, maximumProblem, room, type Collection } from './collection';

/** A collection generated: `count` of `max` containers collected. */
const collection = (count: number, max: number, more: Partial<Collection> = {}): Collection => ({ id: '1', collectionkey: 'CL1', door: 'DOOR01', carrierkey: 'SF', status: '0', maxcontainers: max, containercount: count, ...more });

describe('cargo collection rules', () => {
  it.each<[number, number, number | undefined]>([[3, 10, 7], [10, 10, 0], [3, 0, undefined]])('%i of %i collected: room %s', (count, max, left) => {
    expect(room(collection(count, max))).toBe(left);
  });

  it.each<[string, number, number, string, unknown]>([
    ['a count that fits', 3, 10, '7', undefined],
    ['more than fits', 3, 10, '8', { key: 'full', room: 7 }],
    ['any count without a maximum', 3, 0, '500', undefined],
    ['zero', 3, 10, '0', { key: 'positive' }],
    ['not a whole number', 3, 10, '1.5', { key: 'positive' }],
    ['empty', 3, 10, '', { key: 'positive' }],
  ])('collect: %s', (_name, count, max, typed, problem) => {
    expect(collectProblem(collection(count, max), typed)).toEqual(problem);
  });

  it.each<[string, number, string, unknown]>([
    ['above the count', 5, '8', undefined],
    ['equal to the count', 5, '5', undefined],
    ['below the count already collected', 5, '4', { key: 'belowCount', count: 5 }],
    ['not positive', 0, '0', { key: 'positive' }],
    ['not a number', 0, 'ten', { key: 'positive' }],
  ])('maximum: %s', (_name, count, typed, problem) => {
    expect(maximumProblem(collection(count, 10), typed)).toEqual(problem);
  });

  it('a carrier run is the open collections of the same carrier, the current first', () => {
    const current = collection(1, 10, { id: '2', status: '1' });
    const all = [collection(0, 5, { id: '1' }), current, collection(0, 5, { id: '3', carrierkey: 'YTO' }), collection(0, 5, { id: '4', status: '1' }), collection(0, 5, { id: '5' })];
    expect(carrierRun(all, current).map((c) => c.id)).toEqual(['2', '1', '5']);
  });
});
