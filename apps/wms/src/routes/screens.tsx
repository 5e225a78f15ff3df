import { lazy, type ComponentType, type ReactNode } from 'react';
import { PAGE_LOADERS } from '../pages/registry';
import { retryableLoader } from './chunks';
import { createByPath } from './lazyByPath';
import { onRetry } from './retry';
import type { ListScreenProps } from '../screens/List/ListScreen';
import type { ScreenProps } from './types';

// Each screen type is its own chunk, loaded when first needed (CONTRACT.md §2).
const loaders = {
  login: retryableLoader(() => import('../screens/Login/LoginScreen')),
  register: retryableLoader(() => import('../screens/Register/RegisterScreen')),
  console: retryableLoader(() => import('../screens/Console/Console')),
  list: retryableLoader(() => import('../screens/List/ListScreen')),
  frame: retryableLoader(() => import('../screens/Frame/FrameScreen')),
  // System settings' list with the administrator's drift tab (issue 47).
  systemSettings: retryableLoader(() => import('../supervisor/drift/SystemSettings').then((m) => ({ default: m.SystemSettings }))),
};

function createLazies() {
  return {
    login: lazy(loaders.login) as ComponentType,
    register: lazy(loaders.register) as ComponentType,
    console: lazy(loaders.console) as ComponentType,
    list: lazy(loaders.list) as ComponentType<ListScreenProps>,
    frame: lazy(loaders.frame) as ComponentType<ScreenProps>,
    systemSettings: lazy(loaders.systemSettings) as ComponentType<{ list: ReactNode }>,
  };
}

let lazies = createLazies();
let pageOf = createByPath(PAGE_LOADERS);

/** The bespoke page of a route path, if it has one. */
export function pageScreen(path: string): ComponentType<ScreenProps> | undefined {
  return pageOf(path);
}

/** The lazy screens; after a failed chunk, `resetScreens` makes the next render load again. */
export function screens() {
  return lazies;
}

/** Forgets the lazy components (React.lazy keeps a failure forever), for a retry. */
export function resetScreens(): void {
  lazies = createLazies();
  pageOf = createByPath(PAGE_LOADERS);
}

onRetry(resetScreens);
