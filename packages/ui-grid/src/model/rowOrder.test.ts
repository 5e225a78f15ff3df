/** @jest-environment node */
import { dropIndex, keyboardTarget, moveRow, pickedMove } from './rowOrder';

const rows = ['a', 'b', 'c', 'd'];

it.each<[string, number, number, string[]]>([
  ['down by one', 0, 1, ['b', 'a', 'c', 'd']],
  ['to the end', 0, 3, ['b', 'c', 'd', 'a']],
  ['up to the top', 3, 0, ['d', 'a', 'b', 'c']],
  ['same place', 2, 2, ['a', 'b', 'c', 'd']],
  ['past the end is held at the end', 1, 99, ['a', 'c', 'd', 'b']],
  ['an unknown source changes nothing', 9, 0, ['a', 'b', 'c', 'd']],
])('moveRow: %s', (_name, from, to, expected) => {
  expect(moveRow(rows, from, to)).toEqual(expected);
});

it.each([[0, -1, 0], [0, 1, 1], [3, 1, 3], [2, -1, 1]] as const)('keyboardTarget(%i, %i) = %i', (from, dir, to) => {
  expect(keyboardTarget(from, dir, 4)).toBe(to);
});

it.each([[-10, 0], [0, 0], [29, 0], [30, 1], [95, 3], [1000, 3]])('dropIndex at %i px = %i', (y, index) => {
  expect(dropIndex(y, 30, 4)).toBe(index);
});

it.each([['ArrowUp', 2, 1], ['ArrowDown', 2, 3], ['ArrowDown', 3, 3], ['Home', 2, 0], ['End', 1, 3], ['a', 1, null]] as const)('pickedMove %s from %i = %p', (key, over, to) => {
  expect(pickedMove(key, over, 4)).toBe(to);
});

it('dropIndex of an empty table is 0', () => {
  expect(dropIndex(50, 30, 0)).toBe(0);
});
