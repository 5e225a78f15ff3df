/** @jest-environment node */
import { addressOfGeocode, DEFAULT_MAP_CENTER, keyStepAt, movePoint } from './map';
import { offlineGeocode, offlineStreets, STREET_REACH } from './offlineMap';
import { LOOKUP_DEFAULT_TOTAL, moveActiveRow, searchObjectOf, viewOfPage } from './lookup';
import { addressPathOf, addressTextOf } from './address';

describe('map confirm (msg81 rule)', () => {
  it.each([
    [{ street: '南京东路', streetNumber: '100号' }, '南京东路100号'],
    [{ street: '南京东路', streetNumber: '' }, '南京东路'],
    [{ street: '', streetNumber: '8号' }, '8号'],
    [{ street: ' ', streetNumber: '' }, undefined],
    [{ street: '', streetNumber: '' }, undefined],
    [null, undefined],
  ])('%p fills %p', (result, address) => {
    expect(addressOfGeocode(result)).toBe(address);
  });
});

describe('offline map', () => {
  const c = DEFAULT_MAP_CENTER;
  it('the centre is on a street with a door number', () => {
    expect(offlineGeocode(c, c)).toEqual({ street: '西藏中路', streetNumber: '131号', formattedAddress: '西藏中路131号' });
  });
  it('a point inside a block has neither street nor number', () => {
    expect(offlineGeocode(c, { lng: c.lng + 0.08, lat: c.lat + 0.12 })).toEqual({ street: '', streetNumber: '' });
  });
  it('every street is found at its line and not beyond its reach', () => {
    for (const street of offlineStreets(c)) {
      const on = street.axis === 'lat' ? { lng: c.lng + 0.05, lat: street.at } : { lng: street.at, lat: c.lat + 0.1 };
      expect(offlineGeocode(c, on).street).toBe(street.name);
      const off = street.axis === 'lat' ? { ...on, lat: street.at + STREET_REACH * 2 } : { ...on, lng: street.at + STREET_REACH * 2 };
      expect(offlineGeocode(c, off).street).not.toBe(street.name);
    }
  });
  it.each([
    ['ArrowRight', { lng: c.lng + keyStepAt(10), lat: c.lat }],
    ['ArrowUp', { lng: c.lng, lat: c.lat + keyStepAt(10) }],
    ['a', c],
  ])('%s moves the point', (key, expected) => {
    const moved = movePoint(c, key, 10);
    expect(moved.lng).toBeCloseTo(expected.lng, 5);
    expect(moved.lat).toBeCloseTo(expected.lat, 5);
  });
});

describe('lookup', () => {
  it('an answer without a total assumes 1000', () => {
    expect(viewOfPage({ rows: [], page: 1, pageSize: 100 }).total).toBe(LOOKUP_DEFAULT_TOTAL);
    expect(viewOfPage({ rows: [], page: 1, pageSize: 100, total: 7 }).total).toBe(7);
  });
  it('the search object drops empty values and trims', () => {
    expect(searchObjectOf({ sku: ' SKU1 ', name: '  ', owner: '' })).toEqual({ sku: 'SKU1' });
  });
  it.each([
    [0, 'ArrowDown', 5, 1], [4, 'ArrowDown', 5, 4], [0, 'ArrowUp', 5, 0], [3, 'Home', 5, 0], [0, 'End', 5, 4],
    [0, 'PageDown', 50, 10], [12, 'PageUp', 50, 2], [-1, 'ArrowDown', 3, 0], [0, 'ArrowDown', 0, -1], [2, 'x', 5, 2],
  ])('from %p, %s over %p rows → %p', (from, key, count, to) => {
    expect(moveActiveRow(from, key, count)).toBe(to);
  });
});

describe('address text', () => {
  const tree = [{ code: '31', description: '上海市', children: [{ code: '3101', description: '黄浦区' }] }];
  it('round-trips a path', () => {
    expect(addressTextOf(tree, ['31', '3101'])).toBe('上海市 黄浦区');
    expect(addressPathOf(tree, '上海市 黄浦区')).toEqual(['31', '3101']);
    expect(addressPathOf(tree, '北京市')).toEqual([]);
    expect(addressTextOf(tree, ['99'])).toBe('');
  });
});
