import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createEntryI18n } from '@wms/ui-core';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';
import { ConfigErrorScreen } from './config/ConfigErrorScreen';
import { configUrl, loadRuntimeConfig } from './config/loadRuntimeConfig';
import { shellRoutesFor } from './routes/router';

// The app proper, imported by main.tsx once the boot screen of index.html has painted.
// config.json is read before any route renders: the API base, frame origins and print addresses
// of this installation (issue 18). A wrong or missing file shows what to fix, never a blank page.
/** Renders the app into #root (called by main.tsx; a function, since the package has no side effects). */
export function start(): void {
  // The service worker of the built app (issue 26), registered from its own chunk once signed in
  // (ServiceWorkerOnSignIn): the login route does without it (issue 37).
  const serviceWorker = import.meta.env.PROD && 'serviceWorker' in navigator ? import.meta.env.BASE_URL : undefined;
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  // At an address inside the shell the shell's routes come beside the configuration, and the
  // router is made with them (routes/router.tsx: withShellRoutes says why, WebKit's memory).
  const inShell = shellRoutesFor(window.location.pathname);
  void Promise.all([loadRuntimeConfig(configUrl(import.meta.env.BASE_URL)), inShell]).then(([loaded, shellRoutes]) => {
    if (!loaded.ok) {
      // The service worker is registered here too, so that a fixed build reaches a browser
      // that keeps an older one; a chunk that fails to load (offline, or the page left while it
      // loads: Firefox rejects it) is "not this time", never an uncaught rejection.
      if (serviceWorker !== undefined) {
        import('./pwa/register').then(({ registerServiceWorker }) => { registerServiceWorker(serviceWorker); }, () => undefined);
      }
      root.render(<ConfigErrorScreen failure={loaded.failure} i18n={createEntryI18n()} onRetry={() => { window.location.reload(); }} />);
      return;
    }
    const { i18n, services, router } = bootstrap(loaded.config, shellRoutes);
    // The first render is a transition: React renders it in slices and lets the browser in
    // between (the boot screen stays until it commits), instead of one long task that a
    // handheld's scanner or tap would wait behind (issue 26's Lighthouse figures).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App services={services} i18n={i18n} router={router} runtime={{ config: loaded.config, version: import.meta.env.VITE_WMS_VERSION }} serviceWorker={serviceWorker} />
        </StrictMode>,
      );
    });
  });
}
