import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web manifest of the installed app (issue 26). One manifest, in Chinese, the product's
 * default language (index.html is zh-CN); the English names are given as the manifest
 * specification's localized members (`name_localized`, `short_name_localized`), used by a
 * browser that supports them and ignored by the others. Inside the app every text follows the
 * user's language as before.
 */
export const webManifest: Partial<ManifestOptions> & Record<string, unknown> = {
  id: '/ris-wms/',
  name: '仓储管理系统',
  short_name: '仓储管理',
  name_localized: { 'zh-CN': '仓储管理系统', en: 'Warehouse management' },
  short_name_localized: { 'zh-CN': '仓储管理', en: 'WMS' },
  description: '仓储管理系统 · Warehouse management',
  lang: 'zh-CN',
  dir: 'ltr',
  start_url: '/ris-wms/',
  scope: '/ris-wms/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#1f5fbf',
  background_color: '#f3f4f6',
  icons: [
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
