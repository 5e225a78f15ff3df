import { useSyncExternalStore } from 'react';

/**
 * Whether a new version of the app is installed and waiting, and how to switch to it: a small
 * store the service worker's registration (register.ts) fills and the banner reads. Kept apart
 * from workbox-window so that the banner (and its stories) never load the registration code.
 */
export interface AppUpdate {
  /** A new build's worker has installed and waits for the user's go. */
  ready: boolean;
  /** Switches to it: the new worker takes over and the page reloads. */
  apply: () => void;
}

type Listener = () => void;
const NONE: AppUpdate = { ready: false, apply: () => undefined };
let current: AppUpdate = NONE;
const listeners = new Set<Listener>();

/** Tells the app that a new version waits (`apply` switches to it). */
export function announceUpdate(apply: () => void): void {
  current = { ready: true, apply };
  for (const listener of listeners) listener();
}

/** Forgets an announced update (tests, stories). */
export function resetUpdate(): void {
  current = NONE;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** The waiting update, if any. */
export function useAppUpdate(): AppUpdate {
  return useSyncExternalStore(subscribe, () => current, () => NONE);
}

function subscribeOnline(listener: Listener): () => void {
  globalThis.addEventListener('online', listener);
  globalThis.addEventListener('offline', listener);
  return () => {
    globalThis.removeEventListener('online', listener);
    globalThis.removeEventListener('offline', listener);
  };
}

/** False while the browser says it has no network (navigator.onLine and its events). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => globalThis.navigator.onLine, () => true);
}
