import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// An ordinary app's Vite set-up: no aliases, no extra resolve conditions, nothing that knows the
// packages come from a monorepo.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  logLevel: 'warn',
});
