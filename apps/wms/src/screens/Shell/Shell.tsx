import { useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@wms/ui-core';
import { useServices } from '../../app/ServicesContext';
import { useSession } from '../../app/session';
import { APP_NAMESPACE } from '../../i18n/catalogue';
import { HOME_PATH, LOGIN_PATH } from '../../routes/guard';
import { useAppNavigate } from '../../routes/navigation';
import { useRouteTitle } from '../../routes/useRouteTitle';
import type { AppRoute } from '../../routes/types';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuTree } from './MenuTree';
import { OpenTabs, type OpenTab } from './OpenTabs';
import { WarehouseSwitch } from './WarehouseSwitch';
import { ScreenPalette } from '../../palette/ScreenPalette';

const Layout = styled.div`
  display: grid;
  grid-template-rows: 48px 1fr;
  grid-template-columns: 240px 1fr;
  height: 100vh;
  font-family: ${({ theme }) => theme.typography.fontFamily};
  font-size: ${({ theme }) => theme.typography.fontSize}px;
  color: ${({ theme }) => theme.palette.text};
`;

const Header = styled.header`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 0 16px;
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.primaryText};
  h1 {
    font-size: 16px;
    margin: 0 auto 0 0;
  }
`;

const Side = styled.nav`
  overflow: auto;
  padding: 8px;
  border-right: 1px solid ${({ theme }) => theme.palette.border};
`;

const Main = styled.main`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
`;

const Content = styled.div`
  flex: 1;
  overflow: auto;
  padding: 12px;
`;

/** The current route of the app's table (the deepest match carrying one). */
function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as { route?: AppRoute } | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}

/**
 * The shell /index: header (warehouse, language, user, log out), the menu tree, the tabs of open
 * screens and the current screen. Clicks inside a screen are logged with its area and title.
 */
export function Shell() {
  const { t } = useTranslation(APP_NAMESPACE);
  const { api } = useServices();
  const { session, clear } = useSession();
  const location = useLocation();
  const navigate = useAppNavigate();
  const route = useCurrentRoute();
  const title = useRouteTitle(route);
  const [tabs, setTabs] = useState<OpenTab[]>([]);
  const path = location.pathname;
  const href = `${location.pathname}${location.search}`;

  // A screen opened (or renamed by a language switch) becomes or updates its tab; done while
  // rendering, React's pattern for state that follows a change of input.
  const shown = `${href}|${title}`;
  const [tabbed, setTabbed] = useState('');
  if (route && !route.meta.drawer && tabbed !== shown) {
    setTabbed(shown);
    const at = tabs.findIndex((tab) => tab.path.toLowerCase() === path.toLowerCase());
    const tab = { path, href, title };
    setTabs(at < 0 ? [...tabs, tab] : tabs.map((old, i) => (i === at ? tab : old)));
  }

  const closeTab = (closed: string) => {
    const rest = tabs.filter((tab) => tab.path !== closed);
    setTabs(rest);
    if (closed.toLowerCase() === path.toLowerCase()) navigate(rest[rest.length - 1]?.href ?? HOME_PATH);
  };

  const logout = () => {
    api.logout().catch(() => undefined).finally(() => {
      clear();
      navigate(LOGIN_PATH);
    });
  };

  return (
    <Layout>
      <Header>
        <h1>{t('shell.product')}</h1>
        <ScreenPalette />
        <WarehouseSwitch />
        <LanguageSwitch />
        <span>{t('shell.user', { user: session.user ?? '' })}</span>
        <Button onClick={logout} data-module-name={t('shell.product')}>
          {t('shell.logout')}
        </Button>
      </Header>
      <Side aria-label={t('shell.menu')}>
        <MenuTree current={route?.path} />
      </Side>
      <Main>
        <OpenTabs tabs={tabs} current={path} onClose={closeTab} />
        <Content data-module-name={route ? t(`area.${route.area}`) : undefined} data-menu-name={title}>
          <Outlet />
        </Content>
      </Main>
    </Layout>
  );
}
