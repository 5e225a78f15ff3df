/** @jest-environment node */
import { guard, isSamePlace, loginHref, loginPrefill, safeRedirect, stripBasename } from './guard';

describe('guard (CONTRACT.md §B2)', () => {
  it.each([
    ['/licenseRegister', '', undefined, { action: 'allow' }],
    ['/licenseregister', '', undefined, { action: 'allow' }],
    ['/', '', 'admin', { action: 'clearAndAllow' }],
    ['/', '?username=a&password=b', undefined, { action: 'clearAndAllow' }],
    ['/app/asn/list', '', undefined, { action: 'redirect', to: '/?redirect=%2Fapp%2Fasn%2Flist' }],
    ['/app/asn/list', '?x=1', '', { action: 'redirect', to: '/?redirect=%2Fapp%2Fasn%2Flist%3Fx%3D1' }],
    ['/index/home1', '', 'admin', { action: 'allow' }],
  ] as const)('%s%s with user %p → %j', (path, search, user, decision) => {
    expect(guard(path, search, user)).toEqual(decision);
  });
});

describe('safeRedirect: relative paths only, never an outside address', () => {
  it.each([
    ['/app/asn/list?status=1', '/app/asn/list?status=1'],
    ['/index/home1#top', '/index/home1#top'],
    ['//evil.example/x', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['app/asn', undefined],
    ['/a\nb', undefined],
    ['', undefined],
    [null, undefined],
  ])('%p → %p', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it('login href drops an unsafe target', () => {
    expect(loginHref('https://evil.example')).toBe('/');
    expect(loginHref('/app/po/list')).toBe('/?redirect=%2Fapp%2Fpo%2Flist');
  });
});

describe('stripBasename: the 401 redirect is an in-app path', () => {
  it.each([
    ['/ris-wms/app/asn/list', '/app/asn/list'],
    ['/ris-wms', '/'],
    ['/ris-wms/', '/'],
    ['/RIS-WMS/index/home1', '/index/home1'],
    ['/app/po/list', '/app/po/list'],
    ['/ris-wmsx/a', '/ris-wmsx/a'],
  ])('%s → %s', (pathname, expected) => {
    expect(stripBasename(pathname, '/ris-wms')).toBe(expected);
  });
});

describe('login pre-fill and same-place navigation', () => {
  it('pre-fills only when both username and password are given', () => {
    expect(loginPrefill('?username=admin&password=admin123')).toEqual({ username: 'admin', password: 'admin123' });
    expect(loginPrefill('?username=admin')).toBeUndefined();
  });

  it.each([
    ['/app/asn/list', '', '/app/asn/list', true],
    ['/app/asn/list', '', '/APP/asn/list', true],
    ['/app/asn/list', '?a=1', '/app/asn/list', false],
    ['/app/asn/list', '', '/app/po/list', false],
  ])('at %s%s, going to %s is same place: %p', (pathname, search, to, same) => {
    expect(isSamePlace({ pathname, search }, to)).toBe(same);
  });
});
