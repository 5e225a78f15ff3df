import { moveByOne, moveItems } from './reorder';

const list = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
const ids = (items: { id: string }[]) => items.map((i) => i.id).join('');

it.each([
  [['d'], 'a', 'before', 'dabc'],
  [['a'], 'd', 'after', 'bcda'],
  [['a', 'c'], 'd', 'before', 'bacd'],
  [['b'], 'b', 'after', 'abcd'],
  [['b'], 'zz', 'after', 'abcd'],
] as const)('moves %j %s %s', (keys, target, position, expected) => {
  expect(ids(moveItems(list, new Set(keys), target, position))).toBe(expected);
});

it.each([
  ['b', -1, 'bacd'],
  ['a', -1, 'abcd'],
  ['d', 1, 'abcd'],
  ['c', 1, 'abdc'],
] as const)('moves %s by %i', (id, direction, expected) => {
  expect(ids(moveByOne(list, id, direction))).toBe(expected);
});
