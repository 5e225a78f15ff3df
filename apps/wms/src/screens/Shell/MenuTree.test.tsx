import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { changeLanguage, createI18n } from '@wms/ui-core';
import { createServices } from '../../app/services';
import { APP_NAMESPACE, appCatalogue } from '../../i18n/catalogue';
import { userMenus } from '../../stories/appFixtures';
import { AppProviders } from '../../test-utils/AppProviders';
import { MenuTree } from './MenuTree';

const BASE = 'http://wms.test/GT_WMS_APP';
let menuCalls = 0;
const server = setupServer(
  http.post(`${BASE}/menu/userMenus`, ({ request }) => {
    menuCalls += 1;
    return HttpResponse.json({ returnCode: '200', returnMgr: 'ok', status: 'SUCCESS', bean: userMenus(request.headers.get('language') === 'en' ? 'en' : 'zh') });
  }),
);
beforeAll(() => { server.listen({ onUnhandledRequest: 'error' }); });
afterEach(() => { menuCalls = 0; });
afterAll(() => { server.close(); });

/** The shell's use of the menu: the tree beside the current address, as the shell passes it. */
function Layout() {
  const location = useLocation();
  return (
    <>
      <MenuTree current={location.pathname} />
      <output aria-label="at">{location.pathname}</output>
    </>
  );
}

function renderMenu(at: string) {
  const i18n = createI18n({ language: 'zh', catalogues: { [APP_NAMESPACE]: appCatalogue } });
  const services = createServices({ i18n, onUnauthorized: () => undefined, baseURL: BASE, live: { events: false, pollSeconds: 60 } });
  const router = createMemoryRouter([{ path: '*', element: <Layout /> }], { initialEntries: [at] });
  render(<AppProviders i18n={i18n} services={services}><RouterProvider router={router} /></AppProviders>);
  return { user: userEvent.setup(), i18n, at: () => screen.getByRole('status', { name: 'at' }).textContent };
}

const row = (name: string) => screen.findByRole('row', { name });

describe('MenuTree', () => {
  it('starts with the current screen\'s area expanded, and only that one', async () => {
    renderMenu('/app/inventorySearch');
    expect(await row('库存查询')).toBeVisible();
    expect(screen.getByRole('row', { name: '库存与任务' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('row', { name: '入库管理' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('row', { name: '入库单' })).toBeNull();
  });

  it('opens the chosen screen, also the one it started on after the user went elsewhere', async () => {
    const { user, at } = renderMenu('/app/asn/list');
    await user.click(await row('采购订单'));
    await waitFor(() => { expect(at()).toBe('/app/po/list'); });
    // The tree is not rendered again on a navigation: the choice must still reach the router of
    // now, not the one of the tree's first render (which would take 入库单 for the open screen).
    await user.click(screen.getByRole('row', { name: '入库单' }));
    await waitFor(() => { expect(at()).toBe('/app/asn/list'); });
    await user.click(screen.getByRole('row', { name: '逐件扫描收货' }));
    await waitFor(() => { expect(at()).toBe('/app/scanGather'); });
  });

  it('keeps the user\'s expansions across navigations, and names the menu anew in English after a switch', async () => {
    const { user, i18n } = renderMenu('/app/asn/list');
    await user.click(within(await row('出库管理')).getByRole('button', { name: '展开 出库管理' }));
    expect(await row('出库单')).toBeVisible();
    await user.click(screen.getByRole('row', { name: '出库单' }));
    expect(screen.getByRole('row', { name: '入库单' })).toBeVisible();
    await act(async () => { await changeLanguage(i18n, 'en'); });
    // The English menu is asked for and shown; the area of the screen open then starts expanded.
    expect(await row('Outbound orders')).toBeVisible();
    expect(menuCalls).toBe(2);
    expect(screen.getByRole('row', { name: 'Inbound' })).toHaveAttribute('aria-expanded', 'false');
  });
});
