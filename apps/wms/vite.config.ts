import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { bootPaint } from './build/bootPaint.ts';
import { jsonOmit } from './build/jsonOmit.ts';
import { precompress } from './build/precompress.ts';
import { webManifest } from './build/webManifest.ts';
import pkg from './package.json' with { type: 'json' };

/**
 * The app is served under /ris-wms/ (assets too); in development the API is proxied to the
 * reference server (WMS_API, default http://localhost:8080). Everything that differs between
 * servers is in public/config.json, read at start (issue 18); only the version is built in.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/ris-wms/',
  plugins: [
    jsonOmit(),
    react(),
    // The boot screen paints before any script runs (issue 27: a steady first paint).
    bootPaint(),
    // The installable app (issue 26): the web manifest and a service worker of our own
    // (src/pwa/sw.ts: workbox precaching of this build's files, never an API answer), registered
    // by the app (src/pwa/register.ts), so no registration script is injected here.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: webManifest,
      // The icons are precached by the glob below, once.
      includeManifestIcons: false,
      injectManifest: {
        rollupFormat: 'iife',
        // The build's own files; config.json is the installation's (network first, in sw.ts).
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,wasm}'],
        globIgnores: ['config.json', '**/*.gz', '**/*.br'],
        // The largest chunk (the spreadsheet library) is well under it; a chunk over it would be
        // left out of the precache and so missing offline: the build then says so.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  // The workspace packages from their sources (their exports' "@wms/source" condition), so that
  // the app hot-reloads a package change and never needs the packages built (issue 17).
  resolve: { conditions: ['@wms/source', ...defaultClientConditions] },
  // WMS_BUILD_ID (optional) marks a build apart from another of the same version (the e2e of a
  // new deployment builds twice); the service worker's version is its precache manifest.
  define: { 'import.meta.env.VITE_WMS_VERSION': JSON.stringify(process.env.WMS_BUILD_ID ? `${pkg.version}+${process.env.WMS_BUILD_ID}` : pkg.version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The small modules every first route loads (the buttons, fields and messages of
              // ui-core, the theme's tokens, the session, the API's errors, the chunk retry): one
              // file rather than thirteen of 0.4-1.5 KiB, each gzipped on its own (issue 47: the
              // login route's JavaScript budget; 2.5 KiB less gzip than the thirteen apart).
              name: 'boot',
              test: new RegExp(`(${[
                'ui-core/src/components/Button/(Button|ButtonLogContext)\\.tsx', 'ui-core/src/model/(buttonLog|messages|callFailure)\\.ts',
                'ui-core/src/components/Input/Input\\.tsx', 'ui-core/src/components/Message/Message\\.tsx', 'ui-core/src/components/Field/base\\.styles\\.ts',
                'ui-core/src/components/Select/selectRules\\.ts', 'ui-core/src/theme/(tokens\\.ts|staticSheet\\.tsx)',
                'wms-api/src/model/errors\\.ts', 'wms-api/src/session/session\\.ts', 'js-cookie/dist/js\\.cookie\\.mjs',
                'apps/wms/src/routes/(chunks|retry)\\.ts', 'react/(jsx-runtime\\.js|cjs/react-jsx-runtime\\.production\\.js)',
              ].join('|')})$`),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/GT_WMS_APP': { target: process.env.WMS_API ?? 'http://localhost:8080', changeOrigin: true } },
  },
});
