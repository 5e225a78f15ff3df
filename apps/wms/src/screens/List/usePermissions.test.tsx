import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { clearSession, writeSession } from '@wms/api';
import { createI18n } from '@wms/ui-core';
import { createServices } from '../../app/services';
import { APP_NAMESPACE, appCatalogue } from '../../i18n/catalogue';
import { AppProviders } from '../../test-utils/AppProviders';
import { useListPermissions } from './usePermissions';

const BASE = 'http://wms.test/GT_WMS_APP';
const calls: string[] = [];
const server = setupServer(
  http.post(`${BASE}/permission/buttons`, () => HttpResponse.json({ returnCode: '200', returnMgr: 'ok', status: 'SUCCESS', bean: [] })),
  http.get(`${BASE}/permission/edit/*`, ({ request }) => {
    calls.push(new URL(request.url).pathname);
    return HttpResponse.json({ returnCode: '200', returnMgr: 'ok', status: 'SUCCESS', bean: '1' });
  }),
);
beforeAll(() => { server.listen({ onUnhandledRequest: 'error' }); });
afterEach(() => { calls.length = 0; clearSession(); });
afterAll(() => { server.close(); });

function Probe() {
  const permissions = useListPermissions('asn');
  return <output aria-label="create">{permissions.ready ? (permissions.disabled('create') ? 'off' : 'on') : 'unknown'}</output>;
}

function renderProbe() {
  const i18n = createI18n({ language: 'zh', catalogues: { [APP_NAMESPACE]: appCatalogue } });
  const services = createServices({ i18n, onUnauthorized: () => undefined, baseURL: BASE, live: { events: false, pollSeconds: 60 } });
  render(<AppProviders i18n={i18n} services={services}><Probe /></AppProviders>);
}

describe('useListPermissions: the permission flags of the warehouse signed in to', () => {
  it('asks GET /permission/edit/{wmsId} for the warehouse of the session', async () => {
    writeSession({ token: 't', user: '系统管理员', userid: 'admin', wms: '上海一号仓', wmsId: 'W1' });
    renderProbe();
    await waitFor(() => { expect(screen.getByRole('status', { name: 'create' })).toHaveTextContent('on'); });
    expect(calls).toEqual(['/GT_WMS_APP/permission/edit/W1']);
  });

  it('asks nothing without a warehouse (a session just cleared): /permission/edit/ is no call of the contract', async () => {
    writeSession({ token: 't', user: '系统管理员', userid: 'admin' });
    renderProbe();
    // The button permissions are asked and answered; the flags stay unknown.
    await new Promise((resolve) => { setTimeout(resolve, 100); });
    expect(screen.getByRole('status', { name: 'create' })).toHaveTextContent('unknown');
    expect(calls).toEqual([]);
  });
});
