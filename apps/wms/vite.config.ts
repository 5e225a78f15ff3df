import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bootPaint } from './build/bootPaint.ts';
import { jsonOmit } from './build/jsonOmit.ts';
import { precompress } from './build/precompress.ts';
import pkg from './package.json' with { type: 'json' };

/**
 * The app is served under /ris-wms/ (assets too); in development the API is proxied to the
 * reference server (WMS_API, default http://localhost:8080). Everything that differs between
 * servers is in public/config.json, read at start (issue 18); only the version is built in.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/ris-wms/',
  plugins: [jsonOmit(), react(), bootPaint(), precompress()],
  // The workspace packages from their sources (their exports' "@wms/source" condition), so that
  // the app hot-reloads a package change and never needs the packages built (issue 17).
  resolve: { conditions: ['@wms/source', ...defaultClientConditions] },
  define: { 'import.meta.env.VITE_WMS_VERSION': JSON.stringify(pkg.version) },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: { '/GT_WMS_APP': { target: process.env.WMS_API ?? 'http://localhost:8080', changeOrigin: true } },
  },
});
