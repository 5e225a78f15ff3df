import type { GeocodeResult, MapPoint } from './map';

/**
 * The offline map: a drawn city grid around the centre with a small, fixed street table, for
 * stories and tests (no network). Reverse geocoding finds the nearest street within reach and
 * numbers doors along it; a point inside a block is on no street (msg81).
 */

/** A street of the offline map: along a fixed latitude (east-west) or longitude (north-south). */
export interface OfflineStreet {
  name: string;
  axis: 'lat' | 'lng';
  /** Its latitude (east-west street) or longitude (north-south street). */
  at: number;
}

/** The drawn area: half its width and height in degrees around the centre. */
export const OFFLINE_SPAN = { lng: 0.4, lat: 0.26 } as const;
/** How near a street a point must be to be on it, degrees. */
export const STREET_REACH = 0.012;
/** Degrees between two doors on the same side. */
const DOOR_SPACING = 0.004;

/** The street table around a centre: four east-west and five north-south streets. */
export function offlineStreets(center: MapPoint): OfflineStreet[] {
  const lat = (d: number) => Math.round((center.lat + d) * 1e6) / 1e6;
  const lng = (d: number) => Math.round((center.lng + d) * 1e6) / 1e6;
  return [
    { name: '北京西路', axis: 'lat', at: lat(0.18) },
    { name: '南京东路', axis: 'lat', at: lat(0.06) },
    { name: '延安中路', axis: 'lat', at: lat(-0.06) },
    { name: '淮海中路', axis: 'lat', at: lat(-0.18) },
    { name: '江宁路', axis: 'lng', at: lng(-0.32) },
    { name: '成都北路', axis: 'lng', at: lng(-0.16) },
    { name: '西藏中路', axis: 'lng', at: lng(0) },
    { name: '河南中路', axis: 'lng', at: lng(0.16) },
    { name: '中山东一路', axis: 'lng', at: lng(0.32) },
  ];
}

/** Reverse geocoding on the offline map: the nearest street in reach and a door number, or nothing. */
export function offlineGeocode(center: MapPoint, point: MapPoint): GeocodeResult {
  let best: { street: OfflineStreet; distance: number } | undefined;
  for (const street of offlineStreets(center)) {
    const distance = Math.abs((street.axis === 'lat' ? point.lat : point.lng) - street.at);
    if (distance <= STREET_REACH && (!best || distance < best.distance)) best = { street, distance };
  }
  if (!best) return { street: '', streetNumber: '' };
  // Doors count from the west (east-west streets) or the north (north-south streets) edge.
  const along = best.street.axis === 'lat' ? point.lng - (center.lng - OFFLINE_SPAN.lng) : center.lat + OFFLINE_SPAN.lat - point.lat;
  const door = Math.max(1, Math.floor(along / DOOR_SPACING) * 2 + 1);
  return { street: best.street.name, streetNumber: `${String(door)}号`, formattedAddress: `${best.street.name}${String(door)}号` };
}

/** Screen position (0..1 across, 0..1 down) of a point on the drawn area. */
export function toScreen(center: MapPoint, point: MapPoint): { x: number; y: number } {
  return {
    x: (point.lng - (center.lng - OFFLINE_SPAN.lng)) / (2 * OFFLINE_SPAN.lng),
    y: (center.lat + OFFLINE_SPAN.lat - point.lat) / (2 * OFFLINE_SPAN.lat),
  };
}

/** The point at a screen position (0..1 across, 0..1 down) of the drawn area. */
export function fromScreen(center: MapPoint, x: number, y: number): MapPoint {
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return {
    lng: round(center.lng - OFFLINE_SPAN.lng + x * 2 * OFFLINE_SPAN.lng),
    lat: round(center.lat + OFFLINE_SPAN.lat - y * 2 * OFFLINE_SPAN.lat),
  };
}
