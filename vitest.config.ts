import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/setup/chromium.ts';

/**
 * Story tests: every story is rendered in Debian Chromium, its play function run, and axe
 * checked (parameters.a11y.test = 'error' in .storybook/preview.tsx).
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        // The packages from their sources, as in Storybook (the storybookTest plugin takes only
        // the plugins of .storybook/main.ts's viteFinal, not its resolve options).
        resolve: { conditions: ['@wms/source', ...defaultClientConditions] },
        // Pre-bundle what the stories import, so that Vite never discovers a dependency mid-run
        // and reloads the page under a running test (a flaky failure on a fresh clone).
        optimizeDeps: {
          include: [
            'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime',
            'styled-components', 'i18next', 'react-i18next', 'msw', 'msw/browser', 'react-router',
            // ui-core's own dependencies are not hoisted by pnpm: name them through the package.
            '@wms/ui-core > react-aria', '@wms/ui-core > react-aria-components',
            '@wms/ui-core > react-stately', '@wms/ui-core > @internationalized/date',
            '@wms/ui-form > formik',
            // The screen palette's pinyin (loaded on opening: found late, it would re-optimise mid-run).
            '@wms/app > pinyin-pro',
            // The labels' barcodes (issue 48): bwip-js through the print package.
            '@wms/print > bwip-js/browser',
          ],
        },
        test: {
          name: 'stories',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
          },
        },
      },
    ],
  },
});
