import { useEffect } from 'react';
import { useSession } from '../app/session';

let requested = false;

/**
 * Registers the app's service worker (register.ts, its own chunk with workbox-window) once there
 * is a session: at start when the user is still signed in, else at sign-in. The login route does
 * not load it (issue 37: its JavaScript budget, 150 KiB gzip); the worker precaches the build
 * for the screens behind the sign-in, and the browser itself checks an installed worker for an
 * update on every page load.
 */
export function ServiceWorkerOnSignIn({ base }: { base: string }) {
  const signedIn = Boolean(useSession().session.token);
  useEffect(() => {
    if (!signedIn || requested || !('serviceWorker' in navigator)) return;
    requested = true;
    void import('./register').then(
      ({ registerServiceWorker }) => { registerServiceWorker(base); },
      // The chunk did not come: the page is being left (Firefox rejects an import still loading
      // then, and an unhandled rejection is an uncaught page error), offline, or a deployment
      // replaced the build. The worker is only a cache: asked again on the next page load.
      () => { requested = false; },
    );
  }, [signedIn, base]);
  return null;
}
