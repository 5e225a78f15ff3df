import { clampPage, pageCount, pageItems } from './pagination';

it.each([
  [0, 20, 1],
  [20, 20, 1],
  [21, 20, 2],
  [1000, 500, 2],
])('pageCount(%i, %i) = %i', (total, size, expected) => {
  expect(pageCount(total, size)).toBe(expected);
});

it.each([
  [0, 5, 1],
  [9, 5, 5],
  [3.7, 5, 3],
  [Number.NaN, 5, 1],
])('clampPage(%p, %i) = %i', (page, count, expected) => {
  expect(clampPage(page, count)).toBe(expected);
});

it.each<[number, number, (number | 'gap')[]]>([
  [1, 1, [1]],
  [1, 5, [1, 2, 'gap', 5]],
  [3, 5, [1, 2, 3, 4, 5]],
  [6, 20, [1, 'gap', 5, 6, 7, 'gap', 20]],
  [20, 20, [1, 'gap', 19, 20]],
  [4, 7, [1, 2, 3, 4, 5, 6, 7]],
])('pageItems(%i, %i)', (page, count, expected) => {
  expect(pageItems(page, count)).toEqual(expected);
});
