/** @jest-environment node */
import { checkNumberRange, checkPositiveInteger, checkRules, isBlank, type FormRule } from './rules';

describe('isBlank', () => {
  it.each<[unknown, boolean]>([
    [undefined, true], [null, true], ['', true], ['   ', true], [' ', true], [[], true], [['', ''], true],
    ['a', false], [0, false], [1, false], [['', '3'], false], [['x'], false], [1718409600000, false],
  ])('%p → %p', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });
});

describe('checkRules', () => {
  const required: FormRule[] = [{ required: true }];
  const upper: FormRule[] = [{ pattern: /^[A-Z]+$/g, message: 'upper case only' }];
  const custom: FormRule[] = [{ validator: (v, all) => (Number(v) > Number(all.max) ? 'above max' : undefined) }];
  it.each([
    ['required, empty', required, '', { max: 0 }, { key: 'required' }],
    ['required, blank text', required, '  ', {}, { key: 'required' }],
    ['required, empty multi select', required, [], {}, { key: 'required' }],
    ['required, checkbox 0 is a value', required, 0, {}, undefined],
    ['required with its own message', [{ required: true, message: '请选择货主' }], '', {}, { text: '请选择货主' }],
    ['pattern passes', upper, 'ABC', {}, undefined],
    ['pattern passes twice (a /g pattern keeps no state)', upper, 'ABC', {}, undefined],
    ['pattern fails', upper, 'abc', {}, { text: 'upper case only' }],
    ['pattern leaves an empty value to required', upper, '', {}, undefined],
    ['pattern without message', [{ pattern: /^\d+$/ }], 'x1', {}, { key: 'pattern' }],
    ['validator sees every value', custom, '5', { max: 3 }, { text: 'above max' }],
    ['validator passes', custom, '2', { max: 3 }, undefined],
    ['no rules', undefined, '', {}, undefined],
  ])('%s', (_name, rules, value, values, expected) => {
    expect(checkRules(value, rules, values)).toEqual(expected);
  });
});

describe('numeric range (CONTRACT.md §5)', () => {
  it.each<[string, boolean]>([
    ['1', true], ['250', true], ['', true],
    ['0', false], ['007', false], ['01', false], ['1.5', false], ['-3', false], ['abc', false], [' 1', false],
  ])('one end %p valid: %p', (text, valid) => {
    expect(checkPositiveInteger(text) === undefined).toBe(valid);
  });
  it.each<[[string, string] | null, unknown]>([
    [null, undefined],
    [['', ''], undefined],
    [['1', ''], undefined],
    [['', '9'], undefined],
    [['3', '30'], undefined],
    [['5', '5'], undefined],
    [['0', '5'], { key: 'positiveInteger' }],
    [['5', '05'], { key: 'positiveInteger' }],
    [['2.5', '9'], { key: 'positiveInteger' }],
    [['30', '3'], { key: 'rangeOrder' }],
  ])('%p → %p', (range, failure) => {
    expect(checkNumberRange(range)).toEqual(failure);
  });
});
