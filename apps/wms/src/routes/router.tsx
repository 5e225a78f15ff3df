import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { Loading } from '@wms/ui-core';
import { retryableLoader } from './chunks';
import { onPreloadShell } from './preload';
import { LOGIN_PATH, REGISTER_PATH, stripBasename } from './guard';
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
// router, which loads it: no import cycle); a router made since also takes the routes in then
// (createAppRouter).
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
export function appRoutes(inShell: RouteObject[] = []): RouteObject[] {
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
          children: [...inShell, { path: '*', element: <NotFound />, errorElement: <RouteError /> }],
        },
      ],
    },
  ];
}

/** The routes inside the shell (shellRoutes.tsx's), as its chunk gives them. */
export type ShellRoutes = () => RouteObject[];

/**
 * Why the table's routes are put in before the router needs them, not found by it (WebKit,
 * issue 50): the router finds a route it does not know yet ("fog of war") in a navigation, and
 * every navigation of react-router is a `new Request(url, { signal })`, whose signal follows the
 * navigation's controller; the route discovery reads `request.signal`, which gives that
 * following signal a JavaScript wrapper. WebKitGTK (2.50) keeps the wrapper of a following
 * signal that was never aborted alive for ever (`JSAbortSignalOwner::isReachableFromOpaqueRoots`:
 * "Is Following Signal"), and a navigation's controller is never aborted once it has finished:
 * the wrapper kept its page's whole JavaScript realm — the window, the document, React's tree,
 * about 40 MiB of a list screen — after every full page load at an address inside the shell.
 * A navigation among routes the router knows and without loaders reads no `request.signal`.
 */
function withShellRoutes(given: boolean): { patchRoutesOnNavigation: PatchRoutesOnNavigationFunction; putIn: (router: { patchRoutes: (routeId: string, children: RouteObject[]) => void }) => Promise<void> } {
  let added = given;
  // The table's routes under the shell once their chunk has come, unless they are in already:
  // another navigation or the preload may have added them meanwhile (`added` changes across the
  // await), or the navigation that asked was left (`wanted`).
  const add = async (patch: (routeId: string, children: RouteObject[]) => void, wanted: () => boolean = () => true) => {
    if (added) return;
    const { shellRoutes } = await loadShellRoutes();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    if (added || !wanted()) return;
    patch(SHELL_ID, shellRoutes());
    added = true;
  };
  return {
    // On the first navigation that needs them (an address that only 'not found' matches yet).
    patchRoutesOnNavigation: ({ patch, signal }) => add(patch, () => !signal.aborted),
    // Before any navigation needs them (the login screen asks for the chunk while a login is sent).
    putIn: (router) => add((routeId, children) => { router.patchRoutes(routeId, children); }),
  };
}

/** Is this address (basename included) inside the shell: neither login nor registration? */
export function isShellAddress(pathname: string): boolean {
  const inApp = stripBasename(pathname, BASENAME);
  const path = inApp.length > 1 ? inApp.replace(/\/+$/, '') : inApp;
  return path !== LOGIN_PATH && path !== REGISTER_PATH;
}

/**
 * The routes inside the shell when the page opens at an address inside it (a reload, a
 * bookmark), started at once so that the router is made with them (see withShellRoutes);
 * undefined at login and registration, or when the chunk fails (the router then finds them
 * itself, and shows the chunk's error as it did).
 */
export function shellRoutesFor(pathname: string): Promise<ShellRoutes | undefined> {
  if (!isShellAddress(pathname)) return Promise.resolve(undefined);
  return loadShellRoutes().then(({ shellRoutes }) => shellRoutes, () => undefined);
}

function putInOnPreload(router: { patchRoutes: (routeId: string, children: RouteObject[]) => void }, shell: ReturnType<typeof withShellRoutes>): void {
  // From the login screen on, the table's routes go in as soon as their chunk has come.
  onPreloadShell(() => {
    loadShell().catch(() => undefined);
    shell.putIn(router).catch(() => undefined);
  });
}

/** The browser router with base ris-wms; `inShell`, the routes inside the shell when they are there already. */
export function createAppRouter(inShell?: ShellRoutes) {
  const shell = withShellRoutes(inShell !== undefined);
  const router = createBrowserRouter(appRoutes(inShell?.()), { basename: BASENAME, patchRoutesOnNavigation: shell.patchRoutesOnNavigation });
  putInOnPreload(router, shell);
  return router;
}

/**
 * The same routes in memory, starting at `paths` (inside the app, without the base; the last is
 * current): for stories and tests that render the real app without touching the address bar.
 */
export function createAppMemoryRouter(paths: readonly string[] = ['/']): ReturnType<typeof createAppRouter> {
  const shell = withShellRoutes(false);
  const router = createMemoryRouter(appRoutes(), { initialEntries: paths.map((path) => `${BASENAME}${path}`), basename: BASENAME, patchRoutesOnNavigation: shell.patchRoutesOnNavigation });
  putInOnPreload(router, shell);
  return router;
}
