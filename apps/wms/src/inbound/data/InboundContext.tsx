import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { newIdempotencyKey } from '@wms/api';
import type { InboundApi } from './calls';

/** What every inbound page reaches: the calls, whose caches they fill, and how keys are made. */
export interface InboundServices {
  api: InboundApi;
  /** `<user>@<warehouse>`: cached reads belong to one user in one warehouse. */
  scope: string;
  /** A new idempotency key (one a user action). */
  newKey: () => string;
}

const Context = createContext<InboundServices | undefined>(undefined);

/**
 * Hands the inbound pages their services: the app's client in the app, a fixture client in
 * stories and tests.
 *
 * @example <InboundProvider api={api} scope="admin@WH01"><BarcodeScreen title="…" /></InboundProvider>
 */
export function InboundProvider({ api, scope, newKey = newIdempotencyKey, children }: { api: InboundApi; scope: string; newKey?: () => string; children: ReactNode }) {
  const value = useMemo(() => ({ api, scope, newKey }), [api, scope, newKey]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The inbound services (inside InboundProvider). */
export function useInbound(): InboundServices {
  const services = useContext(Context);
  if (!services) throw new Error('useInbound outside InboundProvider');
  return services;
}
