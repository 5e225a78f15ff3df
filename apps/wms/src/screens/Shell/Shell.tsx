import { useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { clearSession } from '@wms/api';
import { Button, MEDIA, useMediaQuery } from '@wms/ui-core';
import { useServices } from '../../app/ServicesContext';
import { useSession } from '../../app/session';
import { APP_NAMESPACE } from '../../i18n/catalogue';
import { HOME_PATH, LOGIN_PATH } from '../../routes/guard';
import { useAppNavigate } from '../../routes/navigation';
import { useRouteTitle } from '../../routes/useRouteTitle';
import type { AppRoute } from '../../routes/types';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuDrawer, MenuButton } from './MenuDrawer';
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
  /* A handheld or a phone: no side column (the menu is a drawer), the visible height. */
  @media ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    height: 100dvh;
  }
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
  @media ${({ theme }) => theme.media.narrow} {
    gap: 8px;
    padding: 0 4px;
    h1 {
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  }
`;

/**
 * Buttons other features put into the header (e.g. a screen palette's button), kept visible at
 * every size, before the user's controls. Empty, it takes no room.
 */
const HeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  &:empty {
    display: none;
  }
`;

/** Notices over the current screen (e.g. offline, a new version): empty, it takes no room. */
const Notices = styled.div`
  &:empty {
    display: none;
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
  @media ${({ theme }) => theme.media.narrow} {
    padding: 8px;
  }
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
  const { session } = useSession();
  const location = useLocation();
  const navigate = useAppNavigate();
  const route = useCurrentRoute();
  // Below the narrow breakpoint (a handheld, a phone) the menu is a drawer behind a button and
  // the warehouse, language, user and log-out are in one menu; from it up, the desk layout.
  const narrow = useMediaQuery(MEDIA.narrow);
  const [menuOpen, setMenuOpen] = useState(false);
  const title = useRouteTitle(route);
  const [tabs, setTabs] = useState<OpenTab[]>([]);
  const path = location.pathname;
  const href = `${location.pathname}${location.search}`;

  // A screen opened (or renamed by a language switch) becomes or updates its tab; done while
  // rendering, React's pattern for state that follows a change of input.
  const shown = `${href}|${title}`;
  // Choosing a screen (any navigation) closes the menu drawer.
  const [menuAt, setMenuAt] = useState(href);
  if (menuAt !== href) {
    setMenuAt(href);
    if (menuOpen) setMenuOpen(false);
  }
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
      // The stored token and user go at once (a late 401 of this session is then no news to
      // @wms/api); the session state is cleared by login itself (Root), once there. Clearing it
      // here re-rendered this screen without a user before the navigation landed, and the guard
      // answered that with login?redirect=<this screen>.
      clearSession();
      navigate(LOGIN_PATH);
    });
  };

  const user = t('shell.user', { user: session.user ?? '' });
  const logoutButton = (
    <Button onClick={logout} data-module-name={t('shell.product')}>
      {t('shell.logout')}
    </Button>
  );

  return (
    <Layout>
      <Header>
        {narrow ? <MenuButton open={menuOpen} onToggle={() => { setMenuOpen(!menuOpen); }} /> : null}
        <h1>{t('shell.product')}</h1>
        {/* Slot: header buttons of other features, e.g. the screen palette's. */}
        <HeaderActions data-slot="header-actions">
          <ScreenPalette />
        </HeaderActions>
        {narrow ? (
          <AccountMenu user={user}>
            <WarehouseSwitch />
            <LanguageSwitch />
            {logoutButton}
          </AccountMenu>
        ) : (
          <>
            <WarehouseSwitch />
            <LanguageSwitch />
            <span>{user}</span>
            {logoutButton}
          </>
        )}
      </Header>
      {narrow ? (
        menuOpen ? (
          <MenuDrawer onClose={() => { setMenuOpen(false); }}>
            <MenuTree current={route?.path} />
          </MenuDrawer>
        ) : null
      ) : (
        <Side aria-label={t('shell.menu')}>
          <MenuTree current={route?.path} />
        </Side>
      )}
      <Main>
        {/* Slot: notices over the screens, e.g. offline or a new version ready. */}
        <Notices data-slot="notices" />
        <OpenTabs tabs={tabs} current={path} onClose={closeTab} />
        <Content data-module-name={route ? t(`area.${route.area}`) : undefined} data-menu-name={title}>
          <Outlet />
        </Content>
      </Main>
    </Layout>
  );
}
