import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { clearSession, ContractDrift, writeSession, type MenuNode } from '@wms/api';
import { createI18n } from '@wms/ui-core';
import { createServices } from '../../app/services';
import { APP_NAMESPACE, appCatalogue } from '../../i18n/catalogue';
import { AppProviders } from '../../test-utils/AppProviders';
import { SystemSettings } from './SystemSettings';

const BASE = 'http://wms.test/GT_WMS_APP';
const node = (id: number, area: string, path: string): MenuNode => ({ id, menuCode: path, name: path, path, area, kind: 'page' });
let menus: MenuNode[] = [];
const server = setupServer(
  http.post(`${BASE}/menu/userMenus`, () => HttpResponse.json({ returnCode: '200', returnMgr: 'ok', status: 'SUCCESS', bean: menus })),
  // A list path that answers with its rows under another key: the client counts the drift.
  http.post(`${BASE}/asn/list/:page`, () => HttpResponse.json({ returnCode: '200', returnMgr: 'ok', status: 'SUCCESS', page: { rows: [], total: 70 } })),
);
beforeAll(() => { server.listen({ onUnhandledRequest: 'error' }); });
afterAll(() => { server.close(); });
beforeEach(() => { writeSession({ token: 't', user: '系统管理员', userid: 'admin', wms: '上海一号仓', wmsId: 'W1' }); });
afterEach(() => { clearSession(); });

function renderSettings() {
  const i18n = createI18n({ language: 'zh', catalogues: { [APP_NAMESPACE]: appCatalogue } });
  const services = createServices({ i18n, onUnauthorized: () => undefined, baseURL: BASE, live: { events: false, pollSeconds: 60 } });
  render(<AppProviders i18n={i18n} services={services}><SystemSettings list={<p>the settings list</p>} /></AppProviders>);
  return services;
}

describe('system settings and the drift tab', () => {
  it('shows an administrator the drift this browser counted, per call, beside the settings list', async () => {
    menus = [{ id: 'area:security', menuCode: 'security', name: 'security', path: '', area: 'security', kind: 'area', children: [node(246, 'security', '/rolePermission')] }];
    const services = renderSettings();
    const tab = await screen.findByRole('tab', { name: '接口差异' });
    expect(screen.getByText('the settings list')).toBeInTheDocument();
    // The client's own check of a drifted answer counts it in the registry the tab reads.
    await expect(services.api.queryList({ path: '/asn/list/{page}', pageNum: 1, pageSize: 20, filters: [] })).rejects.toBeInstanceOf(ContractDrift);
    expect(await screen.findByRole('tab', { name: '接口差异（1）' })).toBe(tab);
    await userEvent.click(tab);
    const table = await screen.findByRole('table', { name: '服务器应答与约定的差异' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('POST /asn/list/{page}');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$.page.list');
    act(() => { services.drift.clear(); });
    expect(await screen.findByRole('status')).toHaveTextContent('本浏览器尚未发现服务器的应答与约定不同。');
  });

  it('shows anyone else the settings list alone', async () => {
    menus = [{ id: 'area:system', menuCode: 'system', name: 'system', path: '', area: 'system', kind: 'area', children: [node(157, 'system', '/app/systemset')] }];
    renderSettings();
    expect(await screen.findByText('the settings list')).toBeInTheDocument();
    // The menus have answered (one render later) and still no tab.
    await new Promise((resolve) => { setTimeout(resolve, 50); });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
