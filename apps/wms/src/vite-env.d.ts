/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The app's version (apps/wms/package.json), written in at build time. */
  readonly VITE_WMS_VERSION: string;
}

/** A JSON file without its route titles and shell screens' strings (build/jsonOmit.ts). */
declare module '*.json?omit=route,list,console,frame,area,rule' {
  const value: Record<string, unknown>;
  export default value;
}

/** Only the route titles and shell screens' strings of a JSON catalogue (build/jsonOmit.ts). */
declare module '*.json?pick=route,list,console,frame,area,rule' {
  const value: Record<string, unknown>;
  export default value;
}
