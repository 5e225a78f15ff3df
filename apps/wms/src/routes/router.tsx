import { lazy, Suspense } from 'react';
import { createBrowserRouter, createMemoryRouter, Navigate, type RouteObject } from 'react-router';
import { Loading } from '@wms/ui-core';
import { retryableLoader } from './chunks';
import { HOME_PATH, LOGIN_PATH, REGISTER_PATH } from './guard';
import { Root } from './Root';
import { RouteError } from './RouteError';
import { RouteScreen } from './RouteScreen';
import { ROUTES } from './routeTable';
import type { AppRoute } from './types';
import { NotFound } from './NotFound';

/**
 * The shell (menu, tabs, warehouse and language switches) is its own chunk: the login route,
 * the first page every operator opens, does not download it (issue 20).
 */
const Shell = lazy(retryableLoader(() => import('../screens/Shell/Shell').then((m) => ({ default: m.Shell }))));

function LazyShell() {
  return (
    <Suspense fallback={<Loading />}>
      <Shell />
    </Suspense>
  );
}

/** The router's base: the app is served under /ris-wms/. */
export const BASENAME = '/ris-wms';

function routeObject(route: AppRoute): RouteObject {
  return { path: route.path, element: <RouteScreen route={route} />, errorElement: <RouteError />, handle: { route } };
}

/** The route objects of the table: login and registration alone, everything else in the shell. */
export function appRoutes(): RouteObject[] {
  const outside = ROUTES.filter((r) => r.path === LOGIN_PATH || r.path === REGISTER_PATH);
  const inside = ROUTES.filter((r) => !outside.includes(r) && r.kind !== 'shell');
  const shell = ROUTES.find((r) => r.kind === 'shell');
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      children: [
        ...outside.map(routeObject),
        {
          element: <LazyShell />,
          errorElement: <RouteError />,
          children: [
            { path: shell?.path ?? '/index', element: <Navigate to={HOME_PATH} replace />, handle: { route: shell } },
            ...inside.map(routeObject),
            { path: '*', element: <NotFound />, errorElement: <RouteError /> },
          ],
        },
      ],
    },
  ];
}

/** The browser router with base ris-wms. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes(), { basename: BASENAME });
}

/**
 * The same routes in memory, starting at `paths` (inside the app, without the base; the last is
 * current): for stories and tests that render the real app without touching the address bar.
 */
export function createAppMemoryRouter(paths: readonly string[] = ['/']): ReturnType<typeof createAppRouter> {
  return createMemoryRouter(appRoutes(), { initialEntries: paths.map((path) => `${BASENAME}${path}`), basename: BASENAME });
}
