import type { ComponentType } from 'react';
import type { ScreenProps } from '../routes/screens';

/** A built-in station's module: its default export renders the station of the route. */
export type StationModule = { default: ComponentType<ScreenProps> };

/**
 * The built-in stations of the embedded routes, by route path. The frame screen shows one when
 * no outside address is configured for its route (an outside address, when configured, wins).
 */
export const STATION_LOADERS: Readonly<Record<string, () => Promise<StationModule>>> = {};

export function hasStation(path: string): boolean {
  return Object.hasOwn(STATION_LOADERS, path);
}
