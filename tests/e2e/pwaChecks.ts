/**
 * Checks of the installed app (issue 26) shared by the e2e files: the page's service worker and
 * Chromium's own installability verdict (DevTools protocol: Page.getInstallabilityErrors, the
 * check behind the browser's install prompt and Lighthouse's installability audit).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { currentEngine } from './engines.ts';

/** Waits for the app's worker to be active and, in Chromium, asserts Chromium finds the app installable. */
export async function assertInstallable(page: Page, origin: string): Promise<void> {
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  assert.equal(script, `${origin}/ris-wms/sw.js`, 'the app’s service worker is active');
  // The verdict is Chromium's alone (DevTools protocol); Firefox and WebKit have no such check.
  if (currentEngine() !== 'chromium') return;
  const cdp = await page.context().newCDPSession(page);
  try {
    const manifest = await cdp.send('Page.getAppManifest') as { url: string; errors: { message: string }[] };
    assert.equal(manifest.url, `${origin}/ris-wms/manifest.webmanifest`);
    assert.deepEqual(manifest.errors, [], 'the manifest parses without errors');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors') as { installabilityErrors: { errorId: string }[] };
    // 'in-incognito' is the browsing mode of Playwright's contexts, not a property of the app.
    assert.deepEqual(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'), [], 'installable');
  } finally {
    await cdp.detach();
  }
}
