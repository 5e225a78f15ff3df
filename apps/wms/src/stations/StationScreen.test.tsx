import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { createWmsApi, createWmsClient, type LiveFeed, type LiveSignal, type WmsApi } from '@wms/api';
import { createStationHandlers } from '@wms/api/mock';
import { createI18n, ThemeProvider } from '@wms/ui-core';
import { ensureStationsCatalogue } from './i18n/catalogue';
import { STATION_CONFIGS } from './model/config';
import { StationScreen } from './StationScreen';

const BASE = 'http://wms.test/GT_WMS_APP';
const server = setupServer(...createStationHandlers({ base: BASE }));
beforeAll(() => { server.listen({ onUnhandledRequest: 'error' }); });
// resetHandlers(...) with handlers replaces the initial ones: give every test the fixtures again.
afterEach(() => { server.resetHandlers(...createStationHandlers({ base: BASE })); localStorage.clear(); });
afterAll(() => { server.close(); });

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  data = new Map<string, string>();
  getItem(key: string) { return this.data.get(key) ?? null; }
  setItem(key: string, value: string) { this.data.set(key, value); }
  removeItem(key: string) { this.data.delete(key); }
}

/** A live feed the test drives: every signal it sends reaches the station's listeners. */
function fakeLive(): { live: LiveFeed; send: (signal: LiveSignal) => void } {
  const listeners = new Set<(signal: LiveSignal) => void>();
  const live: LiveFeed = {
    subscribe: (listener) => { listeners.add(listener); return () => { listeners.delete(listener); }; },
    status: () => 'live', onStatus: () => () => undefined, pollSeconds: 10, lastEventId: () => undefined, reconnect: () => undefined, close: () => undefined,
  };
  return { live, send: (signal) => { for (const listener of listeners) listener(signal); } };
}

function setup(path: string, language: 'zh' | 'en' = 'zh', owner?: string, shared?: Storage, live?: LiveFeed) {
  const i18n = createI18n({ language });
  ensureStationsCatalogue(i18n);
  const api: WmsApi = createWmsApi(createWmsClient({ baseURL: BASE, timeout: 2000, getToken: () => 't', getLanguage: () => (language === 'en' ? 'en' : 'zh_cn') }));
  const config = STATION_CONFIGS[path];
  if (!config) throw new Error(path);
  const storage = shared ?? (new MemoryStorage() as unknown as Storage);
  const view = render(
    <ThemeProvider>
      <I18nextProvider i18n={i18n}>
        <StationScreen title="station" config={config} api={api} storage={storage} owner={owner} live={live} />
      </I18nextProvider>
    </ThemeProvider>,
  );
  return { user: userEvent.setup(), field: () => screen.getByRole('textbox'), storage, unmount: view.unmount };
}

const progress = () => document.querySelector('[data-progress]')?.textContent;

describe('a station', () => {
  it('opens a document, books scans with the running count and keeps focus on the scan field', async () => {
    const { user, field } = setup('/app/scanGather');
    expect(field()).toHaveFocus();
    await user.type(field(), 'ASN0001{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('已打开 ASN0001');
    await user.type(field(), '6901000000011{Enter}');
    await waitFor(() => { expect(progress()).toBe('1 / 10'); });
    expect(screen.getByRole('status')).toHaveTextContent('成功: SKU-1001 +1');
    await user.type(field(), '3*6901000000028{Enter}');
    await waitFor(() => { expect(progress()).toBe('4 / 10'); });
    // A click elsewhere and a shortcut give the focus back to the scan field.
    await user.click(screen.getByRole('table'));
    await waitFor(() => { expect(field()).toHaveFocus(); });
    await user.keyboard('{F4}');
    await waitFor(() => { expect(progress()).toBe('1 / 10'); });
    expect(field()).toHaveFocus();
  });

  it("reads its open document again when someone books on it, not on the user's own import's progress", async () => {
    const { live, send } = fakeLive();
    const opens: string[] = [];
    server.events.on('request:start', ({ request }) => { if (request.url.includes('/open')) opens.push(request.url); });
    const { user, field } = setup('/app/scanGather', 'zh', undefined, undefined, live);
    await user.type(field(), 'ASN0001{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('已打开 ASN0001');
    const opened = opens.length;
    const progress = { job: 1, key: 'k', templatecode: 'IMP_SKU', state: 'running', done: 10, total: 100, written: 10, refused: 0 } as const;
    act(() => { for (let done = 10; done <= 100; done += 30) send({ type: 'import', progress: { ...progress, done } }); });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(opens.length).toBe(opened);
    act(() => { send({ type: 'change', event: { id: 1, kind: 'booking', menus: ['asn'], ids: [1], version: null, user: 'u2', userName: 'Li', time: '2026-06-01 10:00:00', groups: [] } }); });
    await waitFor(() => { expect(opens.length).toBe(opened + 1); });
    server.events.removeAllListeners();
  });

  it('refuses a wrong item loudly and loses none of the scans already booked', async () => {
    const { user, field } = setup('/RTXORHECK');
    await user.type(field(), 'SO0001{Enter}');
    await user.type(field(), '6902000000010{Enter}');
    await waitFor(() => { expect(progress()).toBe('1 / 3'); });
    await user.type(field(), '9999999999999{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('拒绝: 该商品不在此单据中');
    expect(progress()).toBe('1 / 3');
  });

  it('shows the refusal of a scan on a settled receipt in the current language', async () => {
    const { user, field } = setup('/app/scanGather', 'en');
    await user.type(field(), 'ASN9999{Enter}');
    await user.type(field(), '6901000000011{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Refused: The receipt is settled and cannot be scanned');
  });

  it('hides expected quantities on a blind station', async () => {
    const { user, field } = setup('/MANGDANCHECK');
    await user.type(field(), 'SO0001{Enter}');
    await screen.findByRole('table');
    expect(screen.queryByRole('columnheader', { name: '预期' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(progress()).toBe('已扫 0');
  });

  it('refuses a weight that is not a number before sending it', async () => {
    let closes = 0;
    server.use(http.post(`${BASE}/station/weigh/close`, () => { closes++; return HttpResponse.json({ returnCode: '400', returnMgr: 'x' }); }));
    const { user, field } = setup('/WEIGHFORM');
    await user.type(field(), 'SO0001{Enter}');
    await screen.findByRole('table');
    await user.type(field(), 'abc{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('重量必须是有效数字');
    expect(closes).toBe(0);
  });

  it('shows the slot to put a seeded item in', async () => {
    const { user, field } = setup('/SEEDFORM');
    await user.type(field(), 'SO0001{Enter}');
    await user.type(field(), '6902000000027{Enter}');
    expect(await screen.findByText('放入格口 A-02')).toBeInTheDocument();
  });

  it('queues scans while the server is unreachable, shows them pending and books them in order, once, when it returns', async () => {
    const booked: string[] = [];
    const keys = new Set<string>();
    const { user, field } = setup('/app/scanGather');
    await user.type(field(), 'ASN0001{Enter}');
    await screen.findByRole('table');
    server.use(http.post(`${BASE}/station/receive/scan`, () => HttpResponse.error()));
    for (const code of ['6901000000011', '6901000000028', '6901000000035']) await user.type(field(), `${code}{Enter}`);
    expect(await screen.findByRole('region', { name: '待发送的扫描（3）' })).toBeInTheDocument();
    server.resetHandlers(
      http.post(`${BASE}/station/receive/scan`, async ({ request }) => {
        const key = request.headers.get('Idempotency-Key') ?? '';
        const body = (await request.json()) as { code: string };
        if (!keys.has(key)) { keys.add(key); booked.push(body.code); }
        return HttpResponse.json({ returnCode: '200', bean: { doc: { station: 'receive', key: 'ASN0001', title: 'ASN0001', status: '10', statusName: '', blind: false, lines: [], totals: { expected: 10, done: booked.length }, complete: false }, line: null, booked: 1 } });
      }),
    );
    act(() => { window.dispatchEvent(new Event('online')); });
    await waitFor(() => { expect(screen.queryByRole('region', { name: /待发送/ })).toBeNull(); });
    expect(booked).toEqual(['6901000000011', '6901000000028', '6901000000035']);
  });

  it('keeps the scans queued offline to their user and warehouse: another user on the terminal neither sees nor sends them', async () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const first = setup('/app/scanGather', 'zh', 'alice@WH01', storage);
    await first.user.type(first.field(), 'ASN0001{Enter}');
    await screen.findByRole('table');
    server.use(http.post(`${BASE}/station/receive/scan`, () => HttpResponse.error()));
    await first.user.type(first.field(), '6901000000011{Enter}');
    expect(await screen.findByRole('region', { name: '待发送的扫描（1）' })).toBeInTheDocument();
    first.unmount();
    setup('/app/scanGather', 'zh', 'bob@WH01', storage);
    await screen.findByRole('textbox');
    expect(screen.queryByRole('region', { name: /待发送/ })).toBeNull();
    // Alice's queue and her open document, nothing of Bob's.
    expect([...(storage as unknown as MemoryStorage).data.keys()].sort()).toEqual(['wms.station.queue.alice@WH01.receive', 'wms.station.queue.alice@WH01.receive.doc']);
  });

  it('comes back after a reload to the document it had open, and queues a scan made without a network against it', async () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const first = setup('/app/scanGather', 'zh', 'alice@WH01', storage);
    await first.user.type(first.field(), 'ASN0001{Enter}');
    await screen.findByRole('table');
    first.unmount();
    server.use(http.post(`${BASE}/station/receive/open`, () => HttpResponse.error()), http.post(`${BASE}/station/receive/scan`, () => HttpResponse.error()));
    const again = setup('/app/scanGather', 'zh', 'alice@WH01', storage);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    await again.user.type(again.field(), '6901000000011{Enter}');
    expect(await screen.findByRole('region', { name: '待发送的扫描（1）' })).toBeInTheDocument();
    // F9 (the next document) forgets it.
    await again.user.type(again.field(), '{F9}');
    await waitFor(() => { expect((storage as unknown as MemoryStorage).data.has('wms.station.queue.alice@WH01.receive.doc')).toBe(false); });
  });
});
