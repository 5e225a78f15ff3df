import type { MapPoint, MapProvider } from '../../model/map';
import { offlineGeocode } from '../../model/offlineMap';
import { OfflineMapView } from './OfflineMapView';

/**
 * The offline map provider: a drawn street grid and its fixed street table around `center`
 * (stories, tests, and machines without the map service). `delay` (ms) makes the geocoding
 * visibly asynchronous in stories; `fail` makes it fail, as a broken service would.
 */
export function createOfflineMapProvider(options: { center: MapPoint; delay?: number; fail?: boolean }): MapProvider {
  const { center, delay = 0, fail = false } = options;
  return {
    name: 'offline',
    View: OfflineMapView,
    reverseGeocode: (point, signal) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          if (fail) reject(new Error('offline geocoding failed'));
          else resolve(offlineGeocode(center, point));
        }, delay);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      }),
  };
}
