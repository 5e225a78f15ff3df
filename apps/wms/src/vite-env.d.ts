/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The app's version (apps/wms/package.json), written in at build time. */
  readonly VITE_WMS_VERSION: string;
}

/** A JSON file without its route titles (build/jsonOmit.ts). */
declare module '*.json?omit=route' {
  const value: Record<string, unknown>;
  export default value;
}

/** Only the route titles of a JSON catalogue (build/jsonOmit.ts). */
declare module '*.json?pick=route' {
  const value: Record<string, unknown>;
  export default value;
}
