import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Shell } from '../screens/Shell/Shell';
import { HOME_PATH, LOGIN_PATH, REGISTER_PATH } from './guard';
import { Root } from './Root';
import { RouteError } from './RouteError';
import { RouteScreen } from './RouteScreen';
import { ROUTES } from './routeTable';
import type { AppRoute } from './types';
import { NotFound } from './NotFound';

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
          element: <Shell />,
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
