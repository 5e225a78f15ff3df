import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { createI18n } from '@wms/ui-core';
import { createServices } from '../../app/services';
import { APP_NAMESPACE, appCatalogue } from '../../i18n/catalogue';
import { findRoute } from '../../routes/routeTable';
import { AppProviders } from '../../test-utils/AppProviders';
import PermissionPage from './PermissionPage';

/*
 * Issue 47: the role permission page (/rolePermission) on a server that answers differently.
 * The server is MSW; the client, the page and its boundary are the product's own.
 */
const BASE = 'http://wms.test/GT_WMS_APP';
const ok = (bean: unknown) => HttpResponse.json({ returnCode: '200', returnMgr: 'ok', status: 'SUCCESS', bean });
const ROLES = [{ roleid: 'ADMIN', name: '系统管理员', canedit: true }, { roleid: 'SHIPPER', name: '货主', canedit: true }];
let users: () => Response = () => ok({ users: [], shippers: [] });
const server = setupServer(
  http.post(`${BASE}/permission/users`, () => users()),
  http.post(`${BASE}/permission/roles`, () => ok(ROLES)),
);
beforeAll(() => { server.listen({ onUnhandledRequest: 'error' }); });
afterAll(() => { server.close(); });
beforeEach(() => { jest.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => { jest.restoreAllMocks(); });

function renderPage(language: 'zh' | 'en' = 'zh') {
  const i18n = createI18n({ language, catalogues: { [APP_NAMESPACE]: appCatalogue } });
  const services = createServices({ i18n, onUnauthorized: () => undefined, baseURL: BASE, live: { events: false, pollSeconds: 60 } });
  const route = findRoute('/rolePermission');
  if (!route) throw new Error('no /rolePermission route');
  render(
    <AppProviders i18n={i18n} services={services}>
      <MemoryRouter>
        <nav>the shell</nav>
        <PermissionPage route={route} title="角色权限" />
      </MemoryRouter>
    </AppProviders>,
  );
}

const user = (userid: string, owners: unknown) => ({ userid, fullname: userid, usertype: 'internal', roleid: 'ADMIN', active: true, owners });

describe('the role permission page on a server that answers differently', () => {
  it('shows a user whose shippers came as null (an empty list) instead of the system error', async () => {
    users = () => ok({ users: [user('admin', null), user('shipper', ['OW001', 'OW002'])], shippers: ['OW001', 'OW002'] });
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('OW001, OW002')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the call and the field when the shippers came as something no list is, and keeps the shell', async () => {
    // Shippers as an object: nothing the contract tolerates (the client's check says where).
    users = () => ok({ users: [user('admin', { OW001: true })], shippers: [] });
    renderPage('en');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The server's answer to POST /permission/users differs from the contract: $.bean.users[0].owners expected");
    expect(alert).toHaveTextContent('got object { OW001 }');
    expect(screen.getByText('the shell')).toBeInTheDocument();
  });

  it('names the call of a permission path answering 404, not only "system error"', async () => {
    users = () => new HttpResponse('not found', { status: 404 });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('调用 POST /permission/users 失败：服务器答以 HTTP 404');
    expect(screen.getByText('the shell')).toBeInTheDocument();
  });
});
