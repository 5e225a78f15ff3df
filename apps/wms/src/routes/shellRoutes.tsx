import { Navigate, type RouteObject } from 'react-router';
import { HOME_PATH, LOGIN_PATH, REGISTER_PATH } from './guard';
import { RouteError } from './RouteError';
import { RouteScreen } from './RouteScreen';
import { ROUTES } from './routeTable';
import type { AppRoute } from './types';

function routeObject(route: AppRoute): RouteObject {
  return { path: route.path, element: <RouteScreen route={route} />, errorElement: <RouteError />, handle: { route } };
}

/**
 * The routes inside the shell, made from the route table: added to the router on the first
 * navigation into the shell (the router's patchRoutesOnNavigation), so that the login route
 * downloads neither the table nor the screens' loaders (issue 20).
 */
export function shellRoutes(): RouteObject[] {
  const shell = ROUTES.find((r) => r.kind === 'shell');
  const inside = ROUTES.filter((r) => r.path !== LOGIN_PATH && r.path !== REGISTER_PATH && r.kind !== 'shell');
  return [
    { path: shell?.path ?? '/index', element: <Navigate to={HOME_PATH} replace />, handle: { route: shell } },
    ...inside.map(routeObject),
  ];
}
