import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { Loading } from '@wms/ui-core';
import { retryableLoader } from './chunks';
import { onPreloadShell } from './preload';
import { LOGIN_PATH, REGISTER_PATH } from './guard';
import { onRetry } from './retry';
import { Root } from './Root';
import { RouteError } from './RouteError';
import { NotFound } from './NotFound';

/**
 * What the login route downloads is the login screen (issue 20): the shell (menu, tabs,
 * warehouse and language switches) is its own chunk, and so are the routes inside it (the route
 * table, the screens' and pages' loaders), added to the router on the first navigation into the
 * shell.
 */
const loadShell = retryableLoader(() => import('../screens/Shell/ShellRoot').then((m) => ({ default: m.ShellRoot })));
const loadShellRoutes = retryableLoader(() => import('./shellRoutes'));
// The login screen starts them while a login is sent, through ./preload (it never imports the
// router, which loads it: no import cycle).
onPreloadShell(() => {
  loadShell().catch(() => undefined);
  loadShellRoutes().catch(() => undefined);
});

const loadLogin = retryableLoader(() => import('../screens/Login/LoginScreen'));
const loadRegister = retryableLoader(() => import('../screens/Register/RegisterScreen'));

function createOutsideLazies() {
  return { Shell: lazy(loadShell), Login: lazy(loadLogin) as ComponentType, Register: lazy(loadRegister) as ComponentType };
}
let outside = createOutsideLazies();
onRetry(() => {
  outside = createOutsideLazies();
});

function LazyShell() {
  const { Shell } = outside;
  return (
    <Suspense fallback={<Loading />}>
      <Shell />
    </Suspense>
  );
}

function LoginRoute() {
  const { Login } = outside;
  return (
    <Suspense fallback={<Loading />}>
      <Login />
    </Suspense>
  );
}

function RegisterRoute() {
  const { Register } = outside;
  return (
    <Suspense fallback={<Loading />}>
      <Register />
    </Suspense>
  );
}

/** The router's base: the app is served under /ris-wms/. */
export const BASENAME = '/ris-wms';

/** The id of the shell's route, which the routes of the table are added under. */
const SHELL_ID = 'shell';

/**
 * The routes known at start: login and registration alone, and the shell with only 'not found'
 * inside; `withShellRoutes` adds the table's routes under the shell.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <Root />,
      errorElement: <RouteError />,
      // Shown while the first address inside the shell waits for the shell's routes.
      hydrateFallbackElement: <Loading />,
      children: [
        { path: LOGIN_PATH, element: <LoginRoute />, errorElement: <RouteError /> },
        { path: REGISTER_PATH, element: <RegisterRoute />, errorElement: <RouteError /> },
        {
          id: SHELL_ID,
          element: <LazyShell />,
          errorElement: <RouteError />,
          children: [{ path: '*', element: <NotFound />, errorElement: <RouteError /> }],
        },
      ],
    },
  ];
}

/**
 * The router option that adds the table's routes under the shell on the first navigation that
 * needs them (an address that only 'not found' matches yet); once added, nothing more to do.
 */
function withShellRoutes(): { patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  let added = false;
  return {
    patchRoutesOnNavigation: async ({ patch, signal }) => {
      if (added) return;
      const { shellRoutes } = await loadShellRoutes();
      // Another navigation may have added them meanwhile (`added` changes across the await).
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      if (added || signal.aborted) return;
      patch(SHELL_ID, shellRoutes());
      added = true;
    },
  };
}

/** The browser router with base ris-wms. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes(), { basename: BASENAME, ...withShellRoutes() });
}

/**
 * The same routes in memory, starting at `paths` (inside the app, without the base; the last is
 * current): for stories and tests that render the real app without touching the address bar.
 */
export function createAppMemoryRouter(paths: readonly string[] = ['/']): ReturnType<typeof createAppRouter> {
  return createMemoryRouter(appRoutes(), { initialEntries: paths.map((path) => `${BASENAME}${path}`), basename: BASENAME, ...withShellRoutes() });
}
