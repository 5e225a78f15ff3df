/**
 * Writes the app's install icons (public/icons/*.png) from public/icons/icon.svg, rendered by
 * Debian's Chromium: 192 and 512 px (what installability needs), a 512 px maskable one (the
 * glyph inside the 80 % safe zone on a full-bleed background) and a 180 px touch icon. Run it
 * again after changing the SVG: `./wms pnpm exec node apps/wms/scripts/make-icons.mjs`; the
 * PNGs are committed (the build does not need a browser).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tests/setup/chromium.ts';

const dir = join(import.meta.dirname, '../public/icons');
const svg = readFileSync(join(dir, 'icon.svg'), 'utf8');
const icons = [
  { file: 'icon-192.png', size: 192, inset: 0 },
  { file: 'icon-512.png', size: 512, inset: 0 },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.1 },
  { file: 'apple-touch-icon-180.png', size: 180, inset: 0.06 },
];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  for (const { file, size, inset } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const pad = Math.round(size * inset);
    // The maskable and touch icons: the same glyph, smaller, on a square of the brand colour.
    await page.setContent(`<html><body style="margin:0;background:#1f5fbf;width:${size}px;height:${size}px;display:grid;place-items:center">
      <div style="width:${size - 2 * pad}px;height:${size - 2 * pad}px">${svg.replace('<svg ', `<svg width="${size - 2 * pad}" height="${size - 2 * pad}" `)}</div></body></html>`);
    await page.screenshot({ path: join(dir, file), omitBackground: inset === 0 });
    await page.close();
  }
} finally {
  await browser.close();
}
