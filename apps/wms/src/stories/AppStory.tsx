import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SWRConfig } from 'swr';
import { clearSession, readSession, writeSession } from '@wms/api';
import { createI18n } from '@wms/ui-core';
import { FORM_NAMESPACE, formCatalogue } from '@wms/ui-form';
import { GRID_NAMESPACE, gridCatalogue } from '@wms/ui-grid';
import { App } from '../app/App';
import { createServices } from '../app/services';
import { DEFAULT_CONFIG } from '@wms/runtime-config';
import { APP_NAMESPACE, appCatalogue } from '../i18n/catalogue';
import { createAppMemoryRouter } from '../routes/router';
import { FIXTURE_USER } from './appFixtures';
import { createAppHandlers, type AppHandlerOptions } from './appHandlers';

/** The version the login page shows under the form in the stories (a build shows its own). */
const STORY_VERSION = '1.0.0';

/**
 * The real app (App, its routes in a memory router, createServices, the session in cookies) at
 * one address, in the language of the Storybook toolbar. Each mount is a fresh app: its own
 * i18n instance, client and SWR cache, so stories never see each other's answers.
 */
export function AppAt({ path }: { path: string }) {
  const { i18n: toolbar } = useTranslation();
  const language = toolbar.language === 'en' ? 'en' : 'zh';
  const [app] = useState(() => {
    const i18n = createI18n({ language, catalogues: { [APP_NAMESPACE]: appCatalogue, [GRID_NAMESPACE]: gridCatalogue, [FORM_NAMESPACE]: formCatalogue } });
    const router = createAppMemoryRouter([path]);
    const services = createServices({ i18n, baseURL: DEFAULT_CONFIG.apiBase, live: { events: false, pollSeconds: 3600 }, onUnauthorized: () => { void router.navigate('/'); } });
    return { services, router };
  });
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <App services={app.services} router={app.router} runtime={{ config: DEFAULT_CONFIG, version: STORY_VERSION }} />
    </SWRConfig>
  );
}

/** The instant the stories' clock starts from: noon in Shanghai on FIXTURE_TODAY. */
const STORY_NOW = Date.UTC(2026, 5, 15, 4, 0, 0);

/**
 * Moves the clock to STORY_NOW (it keeps running from there) and returns the undo. The list's
 * default date range and the date pickers show "today": without this a screenshot would change
 * every day (the local visual gate freezes the clock itself; Chromatic does not).
 */
export function fixClock(at = STORY_NOW): () => void {
  const RealDate = globalThis.Date;
  const offset = at - RealDate.now();
  class StoryDate extends RealDate {
    constructor(...args: unknown[]) {
      super(...((args.length ? args : [RealDate.now() + offset]) as [number]));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = StoryDate as DateConstructor;
  return () => { globalThis.Date = RealDate; };
}

/** Signs the fixture user in the way login does (session cookies); returns the sign-out. */
export function signIn(): () => void {
  const { user, userid, wms, wmsId } = FIXTURE_USER;
  writeSession({ token: 'story-token', user, userid, wms, wmsId });
  return clearSession;
}

/**
 * Resolves once the cookies read back as the fixture user's session. In WebKit's story pass a
 * screen once started with the token but without the user and warehouse that the same
 * beforeEach had just written (the header empty, the list asking GET /permission/edit/ without
 * a warehouse), while the route guard a moment later read the user. The cause (issue 50):
 * WebKit's per-process copy of the cookies, rolled back for a few tasks by the network process's
 * late notices of the previous story's sign-out; @wms/api's readSession now keeps what the page
 * wrote for SESSION_HOLD_MS (session.ts, its test). This wait stays as the check that it holds.
 */
async function sessionReadBack(): Promise<void> {
  const { user, wmsId } = FIXTURE_USER;
  for (let tries = 0; tries < 250; tries += 1) {
    const session = readSession();
    if (session.token && session.user === user && session.wmsId === wmsId) return;
    await new Promise((resolve) => { setTimeout(resolve, 20); });
  }
  throw new Error('the story\'s session cookies did not read back within 5 s');
}

/** beforeEach of a screen story: fixed clock, and a signed-in user unless `signedIn` is false. */
export function screenSetup({ signedIn = true }: { signedIn?: boolean } = {}) {
  return async () => {
    const restoreClock = fixClock();
    clearSession();
    // A station keeps its open document and queue across reloads (issue 26): each story starts
    // with none, whatever an earlier story left in this browser.
    Object.keys(localStorage).filter((key) => key.startsWith('wms.station.')).forEach((key) => { localStorage.removeItem(key); });
    // A drawer keeps the draft of an unsaved edit in sessionStorage, which outlives a reload of
    // the tab (ui-form's model/draft.ts): an edit an earlier story left unsaved (the conflict
    // stories' DOOR07) would otherwise open over this story's record of the same id.
    Object.keys(sessionStorage).filter((key) => key.startsWith('wms.draft:')).forEach((key) => { sessionStorage.removeItem(key); });
    const signOut = signedIn ? signIn() : clearSession;
    if (signedIn) await sessionReadBack();
    return () => {
      signOut();
      restoreClock();
    };
  };
}

/** Parameters of a screen story: full-screen, with its own fixture server. */
export const screenParameters = (options: AppHandlerOptions = {}) => ({ layout: 'fullscreen', msw: { handlers: createAppHandlers(options) } });
