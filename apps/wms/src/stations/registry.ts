import type { ComponentType } from 'react';
import type { ScreenProps } from '../routes/types';

/** A built-in station's module: its default export renders the station of the route. */
export type StationModule = { default: ComponentType<ScreenProps> };

/**
 * The built-in stations of the embedded routes, by route path. The frame screen shows one when
 * no outside address is configured for its route (an outside address, when configured, wins).
 */
const loadStation = (): Promise<StationModule> => import('./StationRoute');

export const STATION_LOADERS: Readonly<Record<string, () => Promise<StationModule>>> = Object.fromEntries(
  [
    // inbound (issue 14)
    '/app/asn/returnIn', '/app/scanGather', '/app/scanRetreat', '/PHYSFRAME',
    // outbound (issue 15)
    '/MULTICHECK', '/RTXORHECK', '/RTXSTYLEID', '/PACKCHECK', '/SEEDFORM', '/WEIGHFORM', '/RTXRETURNONESCAN', '/STORECHECK',
    '/MANGDANCHECK', '/MANGDUOCHECK', '/STOREMANGCHECK', '/app/rtxcustquery', '/app/focusship_kd', '/app/focusship_wl', '/app/iframe',
  ].map((path) => [path, loadStation]),
);

export function hasStation(path: string): boolean {
  return Object.hasOwn(STATION_LOADERS, path);
}
