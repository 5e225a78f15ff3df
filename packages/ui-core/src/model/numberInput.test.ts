import { digitsOnly, isPositiveInteger } from './numberInput';

it.each([
  ['12a3', '123'],
  [' 4.5-6', '456'],
  ['abc', ''],
  ['０１', ''],
])('digitsOnly(%p) = %p', (text, expected) => {
  expect(digitsOnly(text)).toBe(expected);
});

it.each([
  ['1', true],
  ['250', true],
  ['0', false],
  ['007', false],
  ['', false],
  ['1.5', false],
  ['-3', false],
])('isPositiveInteger(%p) = %p', (text, expected) => {
  expect(isPositiveInteger(text)).toBe(expected);
});
