/**
 * A file the page offers for download, in every engine (issue 36). Chromium (CDP) gives
 * Playwright a 'download' event and the file. Firefox ESR over WebDriver BiDi gave none
 * (page.waitForEvent('download') timed out) and WebDriver classic (WebKit) has no downloads at
 * all, so there the bytes are read where the app hands them to the browser: the app saves a file
 * through an object URL and a temporary `<a download>` it clicks (@wms/api saveWithObjectUrl), and
 * that click is taken, the blob behind its URL read and kept for the test instead of the browser's save dialog.
 * What is asserted is the same bytes the user's browser would have saved.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { currentEngine } from './engines.ts';

interface Saved { name: string; base64: string }

/** Runs `start` (the click that saves a file) and answers the file's name and bytes. */
export async function downloaded(page: Page, start: () => Promise<void>, timeout = 30_000): Promise<{ name: string; bytes: Buffer }> {
  if (currentEngine() === 'chromium') {
    const [download] = await Promise.all([page.waitForEvent('download', { timeout }), start()]);
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
  }
  await page.evaluate(() => {
    const w = window as unknown as { __wmsSaved?: Saved[] };
    if (w.__wmsSaved) return;
    const saved: Saved[] = [];
    w.__wmsSaved = saved;
    // The blob of each object URL, kept as the app makes it: reading the URL back with fetch()
    // is refused by the app's own Content-Security-Policy (connect-src has no blob:).
    const blobs = new Map<string, Blob>();
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = createObjectURL(object);
      if (object instanceof Blob) blobs.set(url, object);
      return url;
    };
    const click = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'click')?.value as (this: HTMLAnchorElement) => void;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      const blob = this.download ? blobs.get(this.href) : undefined;
      if (!blob) { click.call(this); return; }
      const name = this.download;
      void blob.arrayBuffer().then((buffer) => {
        const bytes = new Uint8Array(buffer);
        let text = '';
        for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        saved.push({ name, base64: btoa(text) });
      });
    };
  });
  await start();
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    const file = await page.evaluate(() => (window as unknown as { __wmsSaved?: Saved[] }).__wmsSaved?.shift() ?? null);
    if (file) return { name: file.name, bytes: Buffer.from(file.base64, 'base64') };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no file saved within ${String(timeout)} ms`);
}
