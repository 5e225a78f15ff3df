import { lazy, type ComponentType } from 'react';
import { retryableLoader } from './chunks';
import type { ScreenProps } from './types';

/** Route path → a loader of the chunk whose default export renders that route. */
export type LoadersByPath = Readonly<Record<string, () => Promise<{ default: ComponentType<ScreenProps> }>>>;

/** Bespoke pages and built-in stations: one lazy component a route path, made on first use. */
export function createByPath(table: LoadersByPath): (path: string) => ComponentType<ScreenProps> | undefined {
  const made = new Map<string, ComponentType<ScreenProps>>();
  return (path) => {
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
