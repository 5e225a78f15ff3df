import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { createGlobalStyle } from 'styled-components';
import { ButtonLogProvider, MessageProvider, ThemeProvider, type ButtonLogEntry } from '@wms/ui-core';
import { readSession } from '@wms/api';
import type { createAppRouter } from '../routes/router';
import type { AppServices } from './services';
import { ServicesProvider } from './ServicesContext';
import { RuntimeConfigProvider, type AppRuntime } from '../config/RuntimeConfigContext';
import { DEFAULT_CONFIG } from '../config/runtimeConfig';
import { SessionProvider } from './session';

const GlobalStyle = createGlobalStyle`
  html, body, #root { margin: 0; height: 100%; }
  body {
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.fontSize}px;
    color: ${({ theme }) => theme.palette.text};
  }
`;

const DEFAULT_RUNTIME: AppRuntime = { config: DEFAULT_CONFIG, version: 'dev' };

/**
 * The app: runtime configuration (config.json), theme, i18n, messages, services, session, the click log and the router.
 * Every logged click goes to buttonlog/insertLog once there is a session (platform.md §6).
 */
export function App({ services, router, runtime = DEFAULT_RUNTIME }: { services: AppServices; router: ReturnType<typeof createAppRouter>; runtime?: AppRuntime }) {
  const logger = useMemo(
    () => (entry: ButtonLogEntry) => {
      if (!readSession().token) return;
      services.api.insertButtonLog(entry).catch(() => undefined);
    },
    [services],
  );
  return (
    <RuntimeConfigProvider runtime={runtime}>
    <ThemeProvider>
      <GlobalStyle />
      <I18nextProvider i18n={services.i18n}>
        <MessageProvider>
          <ServicesProvider services={services}>
            <SessionProvider>
              <ButtonLogProvider logger={logger}>
                <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
                  <RouterProvider router={router} />
                </SWRConfig>
              </ButtonLogProvider>
            </SessionProvider>
          </ServicesProvider>
        </MessageProvider>
      </I18nextProvider>
    </ThemeProvider>
    </RuntimeConfigProvider>
  );
}
