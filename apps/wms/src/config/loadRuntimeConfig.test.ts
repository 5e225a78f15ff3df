/** @jest-environment node */
import { configUrl, loadRuntimeConfig } from './loadRuntimeConfig';
import { DEFAULT_CONFIG, parseRuntimeConfig } from '@wms/runtime-config';
import shipped from '../../public/config.json';

const answer = (status: number, body: string): typeof fetch => () => Promise.resolve(new Response(body, { status }));

describe('loading config.json', () => {
  it('the shipped file is valid and says what the defaults say', () => {
    expect(parseRuntimeConfig(shipped)).toEqual({ ok: true, config: DEFAULT_CONFIG });
  });

  it('is beside index.html', () => {
    expect(configUrl('/ris-wms/')).toBe('/ris-wms/config.json');
    expect(configUrl('/ris-wms')).toBe('/ris-wms/config.json');
  });

  it('asks past the browser cache and reads a good file', async () => {
    const seen: RequestInit[] = [];
    const fetcher: typeof fetch = (_url, init) => { seen.push(init ?? {}); return Promise.resolve(new Response('{}')); };
    await expect(loadRuntimeConfig('/ris-wms/config.json', fetcher)).resolves.toEqual({ ok: true, config: DEFAULT_CONFIG });
    expect(seen[0]?.cache).toBe('no-store');
  });

  it.each([
    ['missing', answer(404, 'not found'), { kind: 'missing', status: 404 }],
    ['not JSON', answer(200, '<!doctype html>'), { kind: 'unreadable' }],
    ['wrong', answer(200, '{"frameOrigins":["nope"]}'), { kind: 'invalid', issues: [{ field: 'frameOrigins[0]', problem: 'notOrigin', value: 'nope' }] }],
    ['unreachable', () => Promise.reject(new TypeError('Failed to fetch')), { kind: 'unreachable', detail: 'Failed to fetch' }],
  ])('a %s file is a failure to show, not a throw', async (_name, fetcher, expected) => {
    const loaded = await loadRuntimeConfig('/ris-wms/config.json', fetcher);
    expect(loaded.ok).toBe(false);
    expect(loaded.ok ? undefined : loaded.failure).toMatchObject({ url: '/ris-wms/config.json', ...expected });
  });
});
