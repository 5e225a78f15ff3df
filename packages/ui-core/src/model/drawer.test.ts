import { clampDrawerWidth } from './drawer';

it.each([
  [1200, 2000, 1200],
  [1200, 1280, 1024],
  [100, 1280, 256],
  [600, 1000, 600],
  [700, 1000, 700],
])('a %i px drawer in a %i px window is %i px', (width, windowWidth, expected) => {
  expect(clampDrawerWidth(width, windowWidth)).toBe(expected);
});

it('takes other bounds', () => {
  expect(clampDrawerWidth(50, 1000, { min: 0.1, max: 0.5 })).toBe(100);
  expect(clampDrawerWidth(900, 1000, { min: 0.1, max: 0.5 })).toBe(500);
});
