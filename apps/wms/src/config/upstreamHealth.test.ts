/** @jest-environment node */
import { probeUpstream } from './upstreamHealth';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the upstream probe', () => {
  it('posts an empty dictionary lookup, unauthenticated, in the language', async () => {
    const calls: [string, RequestInit][] = [];
    const fetcher: typeof fetch = (url, init) => { calls.push([url instanceof Request ? url.url : url.toString(), init ?? {}]); return Promise.resolve(json(200, { returnCode: '200', bean: {} })); };
    await expect(probeUpstream('/GT_WMS_APP', 'en', fetcher)).resolves.toBe('reachable');
    expect(calls[0]?.[0]).toBe('/GT_WMS_APP/dictionary/queryByCodes');
    expect(calls[0]?.[1]).toMatchObject({ method: 'POST', body: '[]' });
    expect(calls[0]?.[1].headers).toEqual({ 'content-type': 'application/json', accept: 'application/json', language: 'en' });
  });

  it.each([
    ['any envelope, even a refusal', () => Promise.resolve(json(200, { returnCode: '401', returnMgr: 'x' })), 'reachable'],
    ["a proxy's 502 page", () => Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })), 'unreachable'],
    ['JSON that is not the envelope', () => Promise.resolve(json(404, { error: 'Not Found' })), 'unreachable'],
    ['a refused connection', () => Promise.reject(new TypeError('Failed to fetch')), 'unreachable'],
  ] as [string, typeof fetch, string][])('%s → %s', async (_name, fetcher, expected) => {
    await expect(probeUpstream('/GT_WMS_APP', 'zh_cn', fetcher)).resolves.toBe(expected);
  });
});
