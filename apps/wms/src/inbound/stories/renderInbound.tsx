import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { createI18n, ThemeProvider } from '@wms/ui-core';
import { GRID_NAMESPACE, gridCatalogue } from '@wms/ui-grid';
import { createInboundHandlers, type InboundHandlerOptions } from './inboundHandlers';
import { InboundStory } from './InboundStory';

/** The base of the fixture server in unit tests. */
export const TEST_BASE = 'http://wms.test/GT_WMS_APP';

/** What a test sees of the calls: every operation's path, body and idempotency key, in order. */
export interface SentOperation {
  path: string;
  body: Record<string, unknown>;
  key: string | null;
}

/**
 * The inbound fixture server for a Jest file (msw/node): `use(options)` gives a test a fresh one;
 * `sent` lists the operations the page sent.
 */
export function inboundTestServer() {
  const server = setupServer(...createInboundHandlers({ base: TEST_BASE }));
  const sent: SentOperation[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!path.includes('/op/')) return;
    void request.clone().json().then((body: Record<string, unknown>) => { sent.push({ path: path.replace('/GT_WMS_APP', ''), body, key: request.headers.get('Idempotency-Key') }); });
  });
  return {
    server,
    sent,
    use: (options: InboundHandlerOptions = {}) => { sent.length = 0; server.resetHandlers(...createInboundHandlers({ ...options, base: TEST_BASE })); },
  };
}

/** Renders an inbound screen with the fixture client in a language; a userEvent to drive it. */
export function renderInbound(ui: ReactNode, language: 'zh' | 'en' = 'zh') {
  const i18n = createI18n({ language, catalogues: { [GRID_NAMESPACE]: gridCatalogue } });
  const view = render(
    <ThemeProvider>
      <I18nextProvider i18n={i18n}>
        <InboundStory baseURL={TEST_BASE}>{ui}</InboundStory>
      </I18nextProvider>
    </ThemeProvider>,
  );
  return { ...view, user: userEvent.setup(), i18n };
}
