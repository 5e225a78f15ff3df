import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_CONFIG, type RuntimeConfig } from '@wms/runtime-config';

/** The runtime configuration and the build's version, as the screens read them. */
export interface AppRuntime {
  config: RuntimeConfig;
  /** The app's version (package.json at build time). */
  version: string;
}

/** Outside a provider (stories, unit tests) the defaults apply, as with an empty config.json. */
const RuntimeContext = createContext<AppRuntime>({ config: DEFAULT_CONFIG, version: 'dev' });

/** Hands the configuration read at start down to the screens. */
export function RuntimeConfigProvider({ runtime, children }: { runtime: AppRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** The runtime configuration and version. */
export function useRuntime(): AppRuntime {
  return useContext(RuntimeContext);
}
