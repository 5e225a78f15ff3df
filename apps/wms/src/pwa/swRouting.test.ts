import { appFilesOnly, shellWithCurrentHeaders, swRouteOf, type SwRequest } from './swRouting';

const SCOPE = 'https://wms.example.com/ris-wms/';
const get = (url: string, mode = 'cors'): SwRequest => ({ url, method: 'GET', mode });

describe('swRouteOf: the service worker never answers (so never caches) an API call', () => {
  it.each([
    ['the API', get('https://wms.example.com/GT_WMS_APP/asn/list/1')],
    ['the API, a navigation', get('https://wms.example.com/GT_WMS_APP/excel/export?x=1', 'navigate')],
    ['the API root', get('https://wms.example.com/GT_WMS_APP')],
    ['the API in any case', get('https://wms.example.com/gt_wms_app/menu/userMenus')],
    ['the API under the base (a relative apiBase)', get('https://wms.example.com/ris-wms/GT_WMS_APP/asn/list/1')],
    ['the reports', get('https://wms.example.com/birt/frameset?__report=a.rptdesign', 'navigate')],
    ['the reports under the base', get('https://wms.example.com/ris-wms/birt/run', 'navigate')],
    ['another origin (an API base elsewhere)', get('https://api.example.com/ris-wms/config.json')],
    ['another origin, a navigation', get('https://other.example.com/ris-wms/app/asn/list', 'navigate')],
    ['the print agent on the PC', get('http://127.0.0.1:8240/print')],
    ['a write', { url: 'https://wms.example.com/ris-wms/app/asn/list', method: 'POST', mode: 'navigate' }],
    ['a write of config.json', { url: 'https://wms.example.com/ris-wms/config.json', method: 'PUT', mode: 'cors' }],
    ['outside the base', get('https://wms.example.com/healthz')],
    ['outside the base, a navigation', get('https://wms.example.com/other/app', 'navigate')],
    ['a file of the app (precached or not, never by this route)', get('https://wms.example.com/ris-wms/assets/index-abc.js')],
    ['a missing file, navigated to', get('https://wms.example.com/ris-wms/assets/missing.js', 'navigate')],
    ['a path that climbs out to the API', get('https://wms.example.com/ris-wms/../GT_WMS_APP/asn/list/1')],
    ['not a URL', get('not a url')],
  ])('%s → network', (_name, request) => {
    expect(swRouteOf(request, SCOPE)).toBe('network');
  });

  it.each([
    ['the base', 'https://wms.example.com/ris-wms/'],
    ['a list', 'https://wms.example.com/ris-wms/app/asn/list?x=1'],
    ['a station', 'https://wms.example.com/ris-wms/app/scanGather'],
    ['login', 'https://wms.example.com/ris-wms/?redirect=%2Fapp'],
  ])('a page of the app (%s) → the build’s index.html', (_name, url) => {
    expect(swRouteOf(get(url, 'navigate'), SCOPE)).toBe('app-shell');
  });

  it('config.json: network first (the only runtime-cached file, the installation’s settings)', () => {
    expect(swRouteOf(get('https://wms.example.com/ris-wms/config.json'), SCOPE)).toBe('config');
    expect(swRouteOf(get('https://wms.example.com/ris-wms/config.json?t=1'), SCOPE)).toBe('config');
    expect(swRouteOf(get('https://wms.example.com/other/config.json'), SCOPE)).toBe('network');
  });
});

describe('appFilesOnly: the precache holds the build’s own files only', () => {
  const entry = (url: string) => ({ url, revision: 'r1' });
  it('keeps the build’s files', () => {
    const kept = ['index.html', 'assets/index-abc.js', 'assets/index-abc.css', 'icons/icon-192.png', 'sw-helper.js'];
    expect(appFilesOnly(kept.map(entry)).map((e) => e.url)).toEqual(kept);
  });
  it.each([
    'config.json', 'sub/config.json', 'GT_WMS_APP/asn/list/1', '/GT_WMS_APP/menu/userMenus', 'birt/frameset',
    'https://cdn.example.com/lib.js', '//cdn.example.com/lib.js', 'assets/index-abc.js.gz', 'assets/index-abc.js.br',
  ])('drops %s', (url) => {
    expect(appFilesOnly([entry(url), entry('index.html')])).toEqual([entry('index.html')]);
  });
  it('takes plain strings (unrevisioned entries) too', () => {
    expect(appFilesOnly(['assets/a-1.js', 'config.json'])).toEqual([{ url: 'assets/a-1.js', revision: null }]);
  });
});

describe('shellWithCurrentHeaders: a cached page under the server\'s headers of now', () => {
  const page = '<!doctype html><title>WMS</title><script type="module" src="/ris-wms/assets/index-OLD.js"></script>';
  const cached = () => new Response(page, { headers: { 'content-type': 'text/html', 'content-security-policy': "frame-src 'self'", 'x-frame-options': 'SAMEORIGIN' } });

  it('takes the policy the server sends now (an origin added to config.json) and keeps the build\'s page', async () => {
    const current = new Response('<!doctype html><script type="module" src="/ris-wms/assets/index-NEW.js"></script>', { headers: { 'content-security-policy': "frame-src 'self' https://bi.example.com", 'x-frame-options': 'SAMEORIGIN' } });
    const answer = shellWithCurrentHeaders(cached(), current);
    expect(answer.headers.get('content-security-policy')).toBe("frame-src 'self' https://bi.example.com");
    expect(answer.headers.get('content-type')).toBe('text/html');
    expect(await answer.text()).toBe(page);
  });

  it('drops a header the server no longer sends', () => {
    const answer = shellWithCurrentHeaders(cached(), new Response('', { headers: { 'content-security-policy': "frame-src 'self'" } }));
    expect(answer.headers.get('x-frame-options')).toBeNull();
  });

  it.each([
    ['no network', undefined],
    ['an error page', new Response('bad gateway', { status: 502, headers: { 'content-security-policy': "default-src 'none'" } })],
  ])('keeps the cached page as it is with %s', async (_name, current) => {
    const answer = shellWithCurrentHeaders(cached(), current);
    expect(answer.headers.get('content-security-policy')).toBe("frame-src 'self'");
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(await answer.text()).toBe(page);
  });
});
