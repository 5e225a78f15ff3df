/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The app's version (apps/wms/package.json), written in at build time. */
  readonly VITE_WMS_VERSION: string;
}
