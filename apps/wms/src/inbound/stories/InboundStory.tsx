import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { API_BASE_PATH, createWmsApi, createWmsClient } from '@wms/api';
import { MessageProvider, registerCatalogue } from '@wms/ui-core';
import { APP_NAMESPACE, appCatalogue } from '../../i18n/catalogue';
import { InboundProvider } from '../data/InboundContext';
import { ensureInboundCatalogue } from '../i18n/catalogue';

/** The stories' user and warehouse (the fixture user of appFixtures). */
const STORY_SCOPE = 'admin@WH01';

/** Idempotency keys of the stories: numbered, so that runs are the same. */
function keyMaker() {
  let n = 0;
  return () => { n += 1; return `story-key-${String(n)}`; };
}

/**
 * An inbound page in a story or a test: its own client (the language of the toolbar, answers
 * from the inbound fixture server), its own SWR cache, the inbound strings, messages and a memory
 * router; `handheld` puts it in a 480 × 800 box (the page sizes by its container).
 */
export function InboundStory({ children, handheld = false, baseURL = API_BASE_PATH }: { children: ReactNode; handheld?: boolean; baseURL?: string }) {
  const { i18n } = useTranslation();
  ensureInboundCatalogue(i18n);
  const api = useMemo(() => createWmsApi(createWmsClient({ baseURL, timeout: 5000, getToken: () => 'story-token', getLanguage: () => (i18n.language === 'en' ? 'en' : 'zh_cn') })), [i18n, baseURL]);
  const [newKey] = useState(keyMaker);
  const page = (
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 0 }}>
      <MessageProvider>
        <MemoryRouter>
          <InboundProvider api={api} scope={STORY_SCOPE} newKey={newKey}>
            {children}
          </InboundProvider>
        </MemoryRouter>
      </MessageProvider>
    </SWRConfig>
  );
  return handheld ? <div style={{ width: 480, height: 800, overflow: 'auto', padding: 8, boxSizing: 'border-box', border: '1px solid #9ca3af' }}>{page}</div> : <div style={{ padding: 12 }}>{page}</div>;
}

/** A route's title in the toolbar's language, from the app's catalogue (as the shell gives it to the page). */
export function useStoryTitle(routeName: string): string {
  const { i18n, t } = useTranslation(APP_NAMESPACE);
  if (!i18n.hasResourceBundle('zh', APP_NAMESPACE)) registerCatalogue(i18n, APP_NAMESPACE, appCatalogue);
  return t(`route.${routeName}`);
}
