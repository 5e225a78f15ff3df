/**
 * Debian's Chromium, the only browser these machines can have: test tools cannot download
 * their own. The flags keep it from reaching for the (closed) network at start-up.
 */
export const CHROMIUM_PATH = process.env.WMS_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
