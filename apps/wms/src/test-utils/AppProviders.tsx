import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { MessageProvider, ThemeProvider } from '@wms/ui-core';
import type { ServicesSource } from '../app/ServicesContext';
import { ServicesProvider } from '../app/ServicesContext';
import { SessionProvider } from '../app/session';

/**
 * What a screen's hooks need around them in a unit test, as the app gives it (App.tsx): theme,
 * i18n, messages, services, the session from cookies, and an SWR cache of the test's own with no
 * deduplication, so no test sees another's answers.
 */
export function AppProviders({ i18n, services, children }: { i18n: I18n; services: ServicesSource; children: ReactNode }) {
  return (
    <ThemeProvider>
      <I18nextProvider i18n={i18n}>
        <MessageProvider>
          <ServicesProvider services={services}>
            <SessionProvider>
              <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
            </SessionProvider>
          </ServicesProvider>
        </MessageProvider>
      </I18nextProvider>
    </ThemeProvider>
  );
}
