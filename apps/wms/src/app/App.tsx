import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { createGlobalStyle } from 'styled-components';
import { ButtonLogProvider, MessageProvider, ThemeProvider, type ButtonLogEntry } from '@wms/ui-core';
import { readSession } from '@wms/api';
import type { createAppRouter } from '../routes/router';
import { ServicesProvider, useLoadedServices, useServicesLoader, type ServicesSource } from './ServicesContext';
import { RuntimeConfigProvider, type AppRuntime } from '../config/RuntimeConfigContext';
import { DEFAULT_CONFIG } from '@wms/runtime-config';
import { SessionProvider } from './session';
import { AppBanners } from '../pwa/AppBanners';
import { ServiceWorkerOnSignIn } from '../pwa/ServiceWorkerOnSignIn';

const GlobalStyle = createGlobalStyle`
  html, body, #root { margin: 0; height: 100%; }
  body {
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.fontSize}px;
    color: ${({ theme }) => theme.palette.text};
  }
`;

const DEFAULT_RUNTIME: AppRuntime = { config: DEFAULT_CONFIG, version: 'dev' };

/** Every logged click goes to buttonlog/insertLog once there is a session (CONTRACT.md §6). */
function ButtonLog({ children }: { children: ReactNode }) {
  const loadServices = useServicesLoader();
  const loadedServices = useLoadedServices();
  const logger = useMemo(
    () => (entry: ButtonLogEntry) => {
      if (!readSession().token) return;
      // Sent at once when the services are there (always, once signed in): a click's log must
      // reach the server before the click's own request (Log out would end the session first,
      // and the log's 401 would send the user to login with a redirect).
      const services = loadedServices();
      const sent = services ? services.api.insertButtonLog(entry) : loadServices().then((later) => later.api.insertButtonLog(entry));
      sent.catch(() => undefined);
    },
    [loadServices, loadedServices],
  );
  return <ButtonLogProvider logger={logger}>{children}</ButtonLogProvider>;
}

/**
 * The app: runtime configuration (config.json), theme, i18n, messages, services, session, the
 * click log and the router. `services` may be a loader (see ServicesSource): the built app loads
 * them, with the HTTP client, on first use rather than on the login route.
 */
export function App({ services, i18n, router, runtime = DEFAULT_RUNTIME, serviceWorker }: {
  services: ServicesSource;
  /** The app's i18n instance; when omitted, the one of `services` (made services only). */
  i18n?: I18n;
  router: ReturnType<typeof createAppRouter>;
  runtime?: AppRuntime;
  /** The built app's base: its service worker is registered there once signed in (none when omitted). */
  serviceWorker?: string;
}) {
  const language = i18n ?? (typeof services === 'function' ? undefined : services.i18n);
  if (!language) throw new Error('App: an i18n instance is needed when services are loaded on first use');
  return (
    <RuntimeConfigProvider runtime={runtime}>
    <ThemeProvider>
      <GlobalStyle />
      <I18nextProvider i18n={language}>
        <MessageProvider>
          <ServicesProvider services={services}>
            <SessionProvider>
              <ButtonLog>
                <RouterProvider router={router} />
              </ButtonLog>
              <AppBanners />
              {serviceWorker === undefined ? null : <ServiceWorkerOnSignIn base={serviceWorker} />}
            </SessionProvider>
          </ServicesProvider>
        </MessageProvider>
      </I18nextProvider>
    </ThemeProvider>
    </RuntimeConfigProvider>
  );
}
