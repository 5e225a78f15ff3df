import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { createWmsApi } from '../client/calls';
import { createWmsClient } from '../client/createWmsClient';
import { FilterType } from '../model/constants';
import { startContractServer, type ContractServer } from '../test-utils/contractServer';
import { useList } from './useWms';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
  // Each answer names the filter it was asked for, after a random latency chosen per request.
  server.route('POST /GT_WMS_APP/race/list', (request) => {
    const body = request.body as { q: string; delay: string };
    return { delay: Number(body.delay), body: { returnCode: '200', bean: { list: [{ q: body.q }], pageNum: 1, pageSize: 20, total: 1 } } };
  });
});
afterAll(async () => {
  await server.close();
});

/** A tiny seeded generator, so a failing trial can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

describe('useList', () => {
  it('never leaves an older answer on screen: 200 randomised trials of overlapping requests', async () => {
    const api = createWmsApi(createWmsClient({ baseURL: server.baseURL, getToken: () => undefined, notify: () => undefined }));
    const next = random(20261122);
    const query = (q: string, delay: number) => ({
      path: '/race/list', pageNum: 1, pageSize: 20,
      filters: [{ code: 'q', filterType: FilterType.Text, value: q }],
      extra: { delay: String(delay) },
    });
    for (let trial = 0; trial < 200; trial += 1) {
      const steps = 2 + Math.floor(next() * 3);
      const { result, rerender, unmount } = renderHook(({ q }) => useList<{ q: string }>(api, q), { wrapper, initialProps: { q: query(`${String(trial)}-0`, Math.floor(next() * 15)) } });
      let lastQ = `${String(trial)}-0`;
      for (let step = 1; step < steps; step += 1) {
        await act(async () => { await new Promise((resolve) => setTimeout(resolve, Math.floor(next() * 8))); });
        lastQ = `${String(trial)}-${String(step)}`;
        rerender({ q: query(lastQ, Math.floor(next() * 15)) });
      }
      await waitFor(() => { expect(result.current.data?.rows[0]?.q).toBe(lastQ); }, { timeout: 2000 });
      // Let every late answer of the older requests arrive, then look again.
      await act(async () => { await new Promise((resolve) => setTimeout(resolve, 20)); });
      expect(result.current.data?.rows[0]?.q).toBe(lastQ);
      unmount();
    }
  }, 60_000);
});
