import { createContext, use, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useMessage, type MessageApi } from '@wms/ui-core';
import type { AppServices } from './services';

/**
 * Where the app's services come from: made at once (stories, tests), or a loader that makes them
 * on first use (the built app: the HTTP client and the API calls are not part of the login
 * route, issue 20). A loader is called once unless it fails.
 */
export type ServicesSource = AppServices | (() => Promise<AppServices>);

interface ServicesHolder {
  /** The services once made. */
  current: AppServices | undefined;
  /** `current`, as a function that stays the same. */
  now: () => AppServices | undefined;
  /** The services, loading them on the first call (the same promise until it fails). */
  load: () => Promise<AppServices>;
  bindMessages: (messages: MessageApi | undefined) => void;
}

/** A promise with the fields React's use() reads to take a settled promise's value without suspending. */
type ReadablePromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks the promise's outcome on it as it settles (react.dev, use(): "a Promise with a status field"). */
function readable<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as ReadablePromise<T>;
  marked.status = 'pending';
  promise.then(
    (value) => { marked.status = 'fulfilled'; marked.value = value; },
    (reason: unknown) => { marked.status = 'rejected'; marked.reason = reason; },
  );
  return promise;
}

function holderOf(source: ServicesSource): ServicesHolder {
  if (typeof source !== 'function') {
    const ready: ReadablePromise<AppServices> = Object.assign(Promise.resolve(source), { status: 'fulfilled' as const, value: source });
    return { current: source, now: () => source, load: () => ready, bindMessages: (messages) => { source.bindMessages(messages); } };
  }
  let messages: MessageApi | undefined;
  let pending: Promise<AppServices> | undefined;
  const holder: ServicesHolder = {
    current: undefined,
    now: () => holder.current,
    load: () => {
      pending ??= readable(source().then(
        (services) => {
          holder.current = services;
          services.bindMessages(messages);
          return services;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      ));
      return pending;
    },
    bindMessages: (next) => {
      messages = next;
      holder.current?.bindMessages(next);
    },
  };
  return holder;
}

const ServicesContext = createContext<ServicesHolder | undefined>(undefined);

/** Hands the app's services down. Must sit inside MessageProvider (it bridges messages). */
export function ServicesProvider({ services, children }: { services: ServicesSource; children: ReactNode }) {
  const message = useMessage();
  const holder = useMemo(() => holderOf(services), [services]);
  useEffect(() => {
    holder.bindMessages(message);
    return () => { holder.bindMessages(undefined); };
  }, [holder, message]);
  return <ServicesContext.Provider value={holder}>{children}</ServicesContext.Provider>;
}

function useHolder(): ServicesHolder {
  const holder = useContext(ServicesContext);
  if (!holder) throw new Error('useServices outside ServicesProvider');
  return holder;
}

/**
 * The app's services (api, i18n); suspends while they load (a Suspense boundary above shows it).
 *
 * use() is called on every render, loaded or not: never `current ?? use(load())`. When a screen
 * suspends here in a transition (the app's first render is one) and the services arrive within
 * React's yield, React replays the screen with the hooks it made before the suspension and only
 * use() itself hands it back to mounting the hooks after it; a replay that skipped use() took the
 * next hook (the shell's useAppNavigate) for an update and threw "Update hook called on initial
 * render" (React error #467: the error screen on about 1 WebKit load in 8, issue 36). Once the
 * services are made, load() gives a promise marked fulfilled, which use() reads without suspending.
 */
export function useServices(): AppServices {
  return use(useHolder().load());
}

/**
 * The services' loader, for a screen that needs them only on an action (login sends its form
 * with them): it neither suspends nor loads anything by rendering.
 */
export function useServicesLoader(): () => Promise<AppServices> {
  return useHolder().load;
}

/**
 * The services if they are already made, else undefined: neither loads nor suspends. For work that
 * must run at once, in its turn (a click's log goes out before the click's own request).
 */
export function useLoadedServices(): () => AppServices | undefined {
  return useHolder().now;
}
