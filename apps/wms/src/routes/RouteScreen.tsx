import { createElement, Suspense } from 'react';
import { Loading } from '@wms/ui-core';
import { NotAvailable } from '../screens/NotAvailable/NotAvailable';
import { RouteAccess } from '../supervisor/access/RouteAccess';
import { findRoute } from './routeTable';
import { pageScreen, screens } from './screens';
import type { AppRoute } from './types';

/** The route whose screen gains the drift tab: the system area's "system settings" (supervisor/drift/SystemSettings). */
const DRIFT_SETTINGS_PATH = '/app/systemset';
import { useRouteTitle } from './useRouteTitle';

/** Renders a route's screen from the table: list, drawer, frame, a page, or 'not yet available'. */
export function RouteScreen({ route }: { route: AppRoute }) {
  const title = useRouteTitle(route);
  const { screen } = route;
  // A drawer route shows its list under the list's key and title, so the list stays mounted
  // between the two (ListScreen).
  const list = screen.type === 'drawer' ? findRoute(screen.listPath) : undefined;
  const listTitle = useRouteTitle(list ?? route);
  const lazy = screens();
  let content;
  switch (screen.type) {
    case 'list':
      content = <lazy.list key={route.path} route={route} title={title} />;
      // System settings gain the administrator's contract-drift tab (issue 47).
      if (route.path === DRIFT_SETTINGS_PATH) content = <lazy.systemSettings list={content} />;
      break;
    case 'drawer': {
      // A drawer route with a page of its own (/importDeawer) shows it instead of a record form.
      const page = pageScreen(route.path);
      if (page) content = createElement(page, { key: route.path, route, title });
      else if (list) content = <lazy.list key={list.path} route={list} title={listTitle} drawerRoute={route} />;
      else throw new Error(`no list ${screen.listPath} for ${route.path}`);
      break;
    }
    case 'frame':
      content = <lazy.frame key={route.path} route={route} title={title} />;
      break;
    case 'page': {
      // Made once a path in ./screens, not per render.
      const page = pageScreen(route.path);
      if (screen.page === 'login') content = <lazy.login />;
      else if (screen.page === 'register') content = <lazy.register />;
      else if (screen.page === 'console') content = <lazy.console />;
      else if (page) content = createElement(page, { key: route.path, route, title });
      else content = <NotAvailable title={title} />;
      break;
    }
    case 'shell':
      content = null;
      break;
  }
  // A route the user's menus do not grant (opened by address) says 'Have no access'.
  return (
    <Suspense fallback={<Loading />}>
      <RouteAccess route={route} title={title}>{content}</RouteAccess>
    </Suspense>
  );
}
