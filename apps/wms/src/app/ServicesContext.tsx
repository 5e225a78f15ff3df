import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useMessage } from '@wms/ui-core';
import type { AppServices } from './services';

const ServicesContext = createContext<AppServices | undefined>(undefined);

/** Hands the app's services down. Must sit inside MessageProvider (it bridges messages). */
export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  const message = useMessage();
  useEffect(() => {
    services.bindMessages(message);
    return () => { services.bindMessages(undefined); };
  }, [services, message]);
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The app's services (api, i18n). */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}
