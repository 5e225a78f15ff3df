import { createLiveFeed, createWmsApi, createWmsClient, type DriftRegistry, type LiveFeed, type Notice, type WmsApi } from '@wms/api';
import { requestLanguageHeader, type MessageApi } from '@wms/ui-core';
import type { i18n as I18n } from 'i18next';

/** What every screen reaches through context: the typed calls and the i18n instance. */
export interface AppServices {
  api: WmsApi;
  i18n: I18n;
  /** The tab's one subscription to the server's change events (lists, console, drawers, stations). */
  live: LiveFeed;
  /** What this browser saw of the server answering differently from the contract, per call (issue 47). */
  drift: DriftRegistry;
  /** Hands the mounted message provider to the client's notices. */
  bindMessages: (messages: MessageApi | undefined) => void;
}

/**
 * Creates the one client of the app. The language header follows the live i18n language (no
 * reload needed); a 401 calls `onUnauthorized` (once for a burst, see @wms/api).
 */
export function createServices(options: { i18n: I18n; onUnauthorized: () => void; baseURL?: string; live?: { events: boolean; pollSeconds: number } }): AppServices {
  let messages: MessageApi | undefined;
  const notify = ({ kind, text, key, values }: Notice) => {
    const api = messages;
    if (!api) return;
    api[kind](text ?? (values ? { key: key ?? 'systemError', values } : { key: key ?? 'systemError' }));
  };
  const getLanguage = () => requestLanguageHeader(options.i18n.language === 'en' ? 'en' : 'zh');
  const client = createWmsClient({
    baseURL: options.baseURL,
    getLanguage,
    onUnauthorized: options.onUnauthorized,
    notify,
  });
  const api = createWmsApi(client);
  // Options come in the request's language and per warehouse: cached ones would keep showing
  // Chinese labels after a switch to English (and another warehouse's lists).
  let language = options.i18n.language;
  options.i18n.on('languageChanged', (next: string) => {
    if (next === language) return;
    language = next;
    api.clearOptionCache();
  });
  const live = createLiveFeed({ baseURL: options.baseURL, getLanguage, events: options.live?.events ?? true, pollSeconds: options.live?.pollSeconds ?? 10 });
  return {
    api,
    drift: client.drift,
    live,
    i18n: options.i18n,
    bindMessages: (next) => {
      messages = next;
    },
  };
}
