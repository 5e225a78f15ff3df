import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { createWmsApi, createWmsClient, type StationScanBody, type WmsApi } from '@wms/api';
import { createStationHandlers } from '@wms/api/mock';
import { createI18n, ThemeProvider } from '@wms/ui-core';
import { ensureStationsCatalogue } from './i18n/catalogue';
import { STATION_CONFIGS } from './model/config';
import { StationScreen } from './StationScreen';

/**
 * GS1 labels at a station (issue 39), typed as a keyboard-wedge scanner types them: the GTIN is
 * the item, batch, dates, serial and count go with the scan, on the path of every other scan.
 */
const BASE = 'http://wms.test/GT_WMS_APP';
const server = setupServer(...createStationHandlers({ base: BASE }));
/** Every scan and undo body the server received, with its idempotency key. */
let sent: { action: string; key: string; body: StationScanBody & { serial?: string } }[] = [];
const recorder = http.post(`${BASE}/station/:station/:action`, async ({ request, params }) => {
  const action = String(params.action);
  if (action === 'scan' || action === 'undo') sent.push({ action, key: request.headers.get('Idempotency-Key') ?? '', body: (await request.clone().json()) as StationScanBody });
  // nothing answered here: the fixture station server answers
});
beforeAll(() => { server.listen({ onUnhandledRequest: 'error' }); });
beforeEach(() => { sent = []; server.resetHandlers(recorder, ...createStationHandlers({ base: BASE })); });
afterEach(() => { localStorage.clear(); });
afterAll(() => { server.close(); });

function setup(language: 'zh' | 'en' = 'zh') {
  const i18n = createI18n({ language });
  ensureStationsCatalogue(i18n);
  const api: WmsApi = createWmsApi(createWmsClient({ baseURL: BASE, timeout: 2000, getToken: () => 't', getLanguage: () => (language === 'en' ? 'en' : 'zh_cn') }));
  const config = STATION_CONFIGS['/app/scanGather'];
  if (!config) throw new Error('no receive station');
  render(
    <ThemeProvider>
      <I18nextProvider i18n={i18n}>
        <StationScreen title="station" config={config} api={api} storage={localStorage} />
      </I18nextProvider>
    </ThemeProvider>,
  );
  return { user: userEvent.setup(), field: () => screen.getByRole('textbox') };
}
const progress = () => document.querySelector('[data-progress]')?.textContent;
const GS = '{Control>}]{/Control}';

describe('GS1 scans at the receive station', () => {
  it('a wedge GS1-128 label (]C1, FNC1 as Ctrl+]) books the item with its batch, expiry and serial; F4 takes the serial back too', async () => {
    const { user, field } = setup();
    await user.type(field(), 'ASN0001{Enter}');
    await screen.findByRole('table');
    // ]C1 (01)06901000000011 (10)B-1 <GS> (17)280430 (21)SN-1
    await user.type(field(), `]C10106901000000011` + `10B-1${GS}` + '17280430' + '21SN-1{Enter}');
    await waitFor(() => { expect(progress()).toBe('1 / 10'); });
    expect(screen.getByRole('status')).toHaveTextContent('成功: SKU-1001 +1（批号 B-1，失效日期 2028-04-30，序列号 SN-1）');
    expect(sent.map((s) => s.body)).toEqual([{ key: 'ASN0001', code: '06901000000011', gs1: { batch: 'B-1', expiry: '2028-04-30', serial: 'SN-1' } }]);
    expect(field()).toHaveFocus();
    await user.keyboard('{F4}');
    await waitFor(() => { expect(progress()).toBe('0 / 10'); });
    expect(sent[1]).toMatchObject({ action: 'undo', body: { key: 'ASN0001', code: '06901000000011', serial: 'SN-1' } });
  });

  it('a GS1 DataMatrix read with its group separator as a character, and the human-readable form with a count, in English', async () => {
    const { user, field } = setup('en');
    await user.type(field(), 'ASN0001{Enter}');
    await screen.findByRole('table');
    // The GS arrives as the character itself (a scanner set to send it, or a paste).
    await user.type(field(), ']d20106901000000028\u001d' + '1126011510L7\u001d21X9{Enter}');
    await waitFor(() => { expect(progress()).toBe('1 / 10'); });
    expect(screen.getByRole('status')).toHaveTextContent('OK: SKU-1002 +1 (batch L7, made 2026-01-15, serial X9)');
    await user.type(field(), '(01)06901000000035(10)L8(30)2{Enter}');
    await waitFor(() => { expect(progress()).toBe('3 / 10'); });
    expect(screen.getByRole('status')).toHaveTextContent('OK: SKU-1003 +2 (batch L8)');
    expect(sent.map((s) => s.body)).toEqual([
      { key: 'ASN0001', code: '06901000000028', gs1: { batch: 'L7', produced: '2026-01-15', serial: 'X9' } },
      { key: 'ASN0001', code: '06901000000035', qty: 2, gs1: { batch: 'L8' } },
    ]);
  });

  it('a GS1 code that breaks the rules is refused at once in zh and en, and nothing is sent', async () => {
    const zh = setup();
    await zh.user.type(zh.field(), 'ASN0001{Enter}');
    await screen.findByRole('table');
    await zh.user.type(zh.field(), ']C10106901000000012{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('拒绝: GS1 条码中 (01) 的校验位错误：06901000000012');
    await zh.user.type(zh.field(), '(01)06901000000011(17)271340{Enter}');
    await waitFor(() => { expect(screen.getByRole('alert')).toHaveTextContent('GS1 条码中 (17) 不是有效日期：271340'); });
    expect(sent).toEqual([]);
  });

  it('in English: the unknown AI and a label without an item', async () => {
    const { user, field } = setup('en');
    await user.type(field(), 'ASN0001{Enter}');
    await screen.findByRole('table');
    await user.type(field(), ']C10406901000000011{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Refused: The GS1 code holds an Application Identifier this station does not know: 04');
    await user.type(field(), '(10)ONLY-A-BATCH{Enter}');
    await waitFor(() => { expect(screen.getByRole('alert')).toHaveTextContent('The GS1 label carries no item code (GTIN, AI 01 or 02)'); });
    expect(sent).toEqual([]);
  });

  it('offline, a GS1 scan waits in the queue with its fields and is booked once, with its own key, when the server is back', async () => {
    const { user, field } = setup();
    await user.type(field(), 'ASN0001{Enter}');
    await screen.findByRole('table');
    server.use(http.post(`${BASE}/station/receive/scan`, () => HttpResponse.error()));
    await user.type(field(), `]C10106901000000011` + `10B-2${GS}` + '17280430{Enter}');
    expect(await screen.findByRole('region', { name: '待发送的扫描（1）' })).toHaveTextContent('06901000000011');
    server.resetHandlers(recorder, ...createStationHandlers({ base: BASE }));
    act(() => { window.dispatchEvent(new Event('online')); });
    await waitFor(() => { expect(screen.queryByRole('region', { name: /待发送/ })).toBeNull(); });
    const scans = sent.filter((s) => s.action === 'scan');
    expect(scans).toHaveLength(1);
    expect(scans[0]?.body).toEqual({ key: 'ASN0001', code: '06901000000011', gs1: { batch: 'B-2', expiry: '2028-04-30' } });
  });

  it('a code that is not GS1 goes on as scanned (another symbology identifier taken off)', async () => {
    const { user, field } = setup();
    await user.type(field(), 'ASN0001{Enter}');
    await screen.findByRole('table');
    await user.type(field(), ']E06901000000011{Enter}');
    await waitFor(() => { expect(progress()).toBe('1 / 10'); });
    await user.type(field(), '2*6901000000028{Enter}');
    await waitFor(() => { expect(progress()).toBe('3 / 10'); });
    expect(sent.map((s) => s.body)).toEqual([{ key: 'ASN0001', code: '6901000000011' }, { key: 'ASN0001', code: '6901000000028', qty: 2 }]);
  });
});
