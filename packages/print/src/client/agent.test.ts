/** @jest-environment node */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { printViaAgent } from './agent';
import { AGENT_PORT } from '../model/constants';

it('POSTs the JSON body to the printer path of the local agent', async () => {
  const seen: { method?: string; url?: string; type?: string; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => { body += c.toString(); });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, type: req.headers['content-type'], body });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await expect(printViaAgent('printer/zebra', { label: 'SKU-1' }, { host: '127.0.0.1', port })).resolves.toEqual({ ok: true, status: 200, body: { status: 'queued' } });
  expect(seen).toEqual([{ method: 'POST', url: '/printer/zebra', type: 'application/json', body: '{"label":"SKU-1"}' }]);
  server.close();
});

it('defaults to localhost:8240 and refuses an address in place of a path', async () => {
  const calls: string[] = [];
  const fakeFetch = ((url: string) => { calls.push(url); return Promise.resolve(new Response('ok')); }) as typeof fetch;
  await printViaAgent('/p', {}, { fetch: fakeFetch });
  expect(calls).toEqual([`http://localhost:${String(AGENT_PORT)}/p`]);
  await expect(printViaAgent('//evil.example/x', {}, { fetch: fakeFetch })).rejects.toThrow(TypeError);
});

it('passes on a refusal and a plain-text answer, and gives up on an agent that does not answer in time', async () => {
  const server = createServer((req, res) => {
    if (req.url === '/slow') return; // never answers
    res.writeHead(req.url === '/missing' ? 404 : 200, { 'Content-Type': 'text/plain' }).end(req.url === '/missing' ? 'no such printer' : 'OK');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const options = { host: '127.0.0.1', port };
  await expect(printViaAgent('missing', {}, options)).resolves.toEqual({ ok: false, status: 404, body: 'no such printer' });
  await expect(printViaAgent('zebra', {}, options)).resolves.toEqual({ ok: true, status: 200, body: 'OK' });
  await expect(printViaAgent('slow', {}, { ...options, timeoutMs: 100 })).rejects.toThrow(/timeout|aborted/i);
  server.closeAllConnections();
  server.close();
});
