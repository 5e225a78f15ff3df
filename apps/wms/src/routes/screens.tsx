import { lazy, type ComponentType } from 'react';
import { PAGE_LOADERS } from '../pages/registry';
import { STATION_LOADERS } from '../stations/registry';
import { retryableLoader } from './chunks';
import { onRetry } from './retry';
import type { AppRoute } from './types';

/** What a generic screen receives: its route and its title in the current language. */
export interface ScreenProps {
  route: AppRoute;
  title: string;
}

// Each screen type is its own chunk, loaded when first needed (platform.md §2).
const loaders = {
  login: retryableLoader(() => import('../screens/Login/LoginScreen')),
  register: retryableLoader(() => import('../screens/Register/RegisterScreen')),
  console: retryableLoader(() => import('../screens/Console/Console')),
  list: retryableLoader(() => import('../screens/List/ListScreen')),
  drawer: retryableLoader(() => import('../screens/Drawer/DrawerScreen')),
  frame: retryableLoader(() => import('../screens/Frame/FrameScreen')),
};

function createLazies() {
  return {
    login: lazy(loaders.login) as ComponentType,
    register: lazy(loaders.register) as ComponentType,
    console: lazy(loaders.console) as ComponentType,
    list: lazy(loaders.list) as ComponentType<ScreenProps>,
    drawer: lazy(loaders.drawer) as ComponentType<ScreenProps>,
    frame: lazy(loaders.frame) as ComponentType<ScreenProps>,
  };
}

/** Bespoke pages and built-in stations: one lazy component a route path, made on first use. */
function createByPath(table: Readonly<Record<string, () => Promise<{ default: ComponentType<ScreenProps> }>>>) {
  const made = new Map<string, ComponentType<ScreenProps>>();
  return (path: string): ComponentType<ScreenProps> | undefined => {
    const load = table[path];
    if (!load) return undefined;
    let component = made.get(path);
    if (!component) {
      component = lazy(retryableLoader(load));
      made.set(path, component);
    }
    return component;
  };
}

let lazies = createLazies();
let pageOf = createByPath(PAGE_LOADERS);
let stationOf = createByPath(STATION_LOADERS);

/** The bespoke page of a route path, if it has one. */
export function pageScreen(path: string): ComponentType<ScreenProps> | undefined {
  return pageOf(path);
}

/** The built-in station of an embedded route path, if it has one. */
export function stationScreen(path: string): ComponentType<ScreenProps> | undefined {
  return stationOf(path);
}

/** The lazy screens; after a failed chunk, `resetScreens` makes the next render load again. */
export function screens() {
  return lazies;
}

/** Forgets the lazy components (React.lazy keeps a failure forever), for a retry. */
export function resetScreens(): void {
  lazies = createLazies();
  pageOf = createByPath(PAGE_LOADERS);
  stationOf = createByPath(STATION_LOADERS);
}

onRetry(resetScreens);
