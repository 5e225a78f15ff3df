import type { ComponentType } from 'react';
import { createByPath } from '../routes/lazyByPath';
import { onRetry } from '../routes/retry';
import type { ScreenProps } from '../routes/types';
import { STATION_LOADERS } from './registry';

let stationOf = createByPath(STATION_LOADERS);
// React.lazy keeps a failed load forever: a retry after a failed chunk makes them anew.
onRetry(() => { stationOf = createByPath(STATION_LOADERS); });

/** The built-in station of an embedded route path, if it has one (the frame screen shows it). */
export function stationScreen(path: string): ComponentType<ScreenProps> | undefined {
  return stationOf(path);
}
