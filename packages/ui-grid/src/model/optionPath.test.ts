import { optionPathKeys, rewriteOptionPath } from './optionPath';

describe('optionPathKeys', () => {
  it.each([
    ['/options/owner', []],
    ['/sku/options?ownerId=1', ['ownerId']],
    ['/sku/options?ownerId=1&whseid=&type=A', ['ownerId', 'whseid', 'type']],
  ])('%s → %p', (path, keys) => {
    expect(optionPathKeys(path)).toEqual(keys);
  });
});

describe('rewriteOptionPath', () => {
  it.each([
    ['/sku/options?ownerId=1', { ownerId: '7' }, '/sku/options?ownerId=7'],
    ['/sku/options?ownerId=', { ownerId: 'OW01' }, '/sku/options?ownerId=OW01'],
    ['/sku/options?ownerId=1&type=A', { type: 'B' }, '/sku/options?ownerId=1&type=B'],
    // A key that is no filter keeps its value; values not in the path are not added.
    ['/sku/options?ownerId=1', { other: 'x' }, '/sku/options?ownerId=1'],
    ['/sku/options?ownerId=1', { ownerId: 'a b&c' }, '/sku/options?ownerId=a%20b%26c'],
    ['/sku/options?ownerId=1', { ownerId: ['A', ' B '] }, '/sku/options?ownerId=A%2CB'],
    ['/sku/options?ownerId=1', { ownerId: null }, '/sku/options?ownerId='],
    ['/sku/options?ownerId=1', { ownerId: 12 }, '/sku/options?ownerId=12'],
  ])('%s with %p → %s', (path, values, expected) => {
    expect(rewriteOptionPath(path, values)).toBe(expected);
  });
});
