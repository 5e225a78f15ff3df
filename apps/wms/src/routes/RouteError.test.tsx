import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { ContractDrift } from '@wms/api';
import { createI18n, ThemeProvider } from '@wms/ui-core';
import { APP_NAMESPACE, appCatalogue } from '../i18n/catalogue';
import { ChunkLoadError } from './chunks';
import { RouteError } from './RouteError';

function Layout() {
  return (
    <div>
      <nav>shell menu</nav>
      <Outlet />
    </div>
  );
}

function renderFailing(error: Error, language: 'zh' | 'en' = 'zh') {
  const Failing = () => {
    throw error;
  };
  const router = createMemoryRouter(
    [{ element: <Layout />, children: [{ path: '/app/asn/list', element: <Failing />, errorElement: <RouteError /> }, { path: '/ok', element: <p>fine</p> }] }],
    { initialEntries: ['/app/asn/list'] },
  );
  render(
    <ThemeProvider>
      <I18nextProvider i18n={createI18n({ language, catalogues: { [APP_NAMESPACE]: appCatalogue } })}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ThemeProvider>,
  );
  return router;
}

describe('the error boundary of a route', () => {
  beforeEach(() => { jest.spyOn(console, 'error').mockImplementation(() => undefined); });
  afterEach(() => { jest.restoreAllMocks(); });

  it.each([
    ['zh', '系统错误，请联系管理员'],
    ['en', 'System error, please contact the administrator'],
  ] as const)('keeps the shell and shows the generic catalogue message (%s)', async (language, text) => {
    renderFailing(new TypeError('x is undefined'), language);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByText('shell menu')).toBeInTheDocument();
    expect(screen.queryByText('x is undefined')).not.toBeInTheDocument();
  });

  it('offers a retry for a page chunk that failed, and names a stylesheet failure', async () => {
    renderFailing(new ChunkLoadError('CSS_CHUNK_LOAD_FAILED'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('页面加载失败，请检查网络后重试');
    expect(alert).toHaveTextContent('CSS_CHUNK_LOAD_FAILED');
    expect(screen.getByRole('button', { name: '重试' })).toBeEnabled();
  });

  it.each([
    ['zh', '服务器对 POST /permission/users 的应答与约定不同：$.bean.users[0].owners 应为数组，实为 null'],
    ['en', "The server's answer to POST /permission/users differs from the contract: $.bean.users[0].owners expected array, got null"],
  ] as const)('names the call and the field of a drifted answer, and keeps the shell (%s)', async (language, text) => {
    const drift = new ContractDrift({ answer: 'permissionUsers', method: 'POST', path: '/permission/users' }, [{ path: '$.bean.users[0].owners', expected: 'array', got: 'null' }], {});
    renderFailing(drift, language);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent(language === 'zh' ? '系统错误' : 'System error');
    expect(screen.getByText('shell menu')).toBeInTheDocument();
  });

  it('leaves the error behind on the next navigation', async () => {
    const router = renderFailing(new Error('boom'));
    await screen.findByRole('alert');
    await router.navigate('/ok');
    expect(await screen.findByText('fine')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
