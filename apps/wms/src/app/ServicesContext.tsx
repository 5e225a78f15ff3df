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

function holderOf(source: ServicesSource): ServicesHolder {
  if (typeof source !== 'function') {
    const ready = Promise.resolve(source);
    return { current: source, now: () => source, load: () => ready, bindMessages: (messages) => { source.bindMessages(messages); } };
  }
  let messages: MessageApi | undefined;
  let pending: Promise<AppServices> | undefined;
  const holder: ServicesHolder = {
    current: undefined,
    now: () => holder.current,
    load: () => {
      pending ??= source().then(
        (services) => {
          holder.current = services;
          services.bindMessages(messages);
          return services;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
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

/** The app's services (api, i18n); suspends while they load (a Suspense boundary above shows it). */
export function useServices(): AppServices {
  const holder = useHolder();
  return holder.current ?? use(holder.load());
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
