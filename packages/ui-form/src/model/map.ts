import type { ComponentType } from 'react';

/**
 * The map picker's model (CONTRACT.md §2, §5): points, the provider interface through which a
 * map and its reverse geocoding come, and the msg81 rule of confirm.
 */

/** A point on the map, degrees. */
export interface MapPoint {
  lng: number;
  lat: number;
}

/** What reverse geocoding found at a point ('' for a part it did not find). */
export interface GeocodeResult {
  street: string;
  streetNumber: string;
  /** The whole address, when the service gives one (shown, not filled). */
  formattedAddress?: string;
}

/** What a provider's map view is given. */
export interface MapViewProps {
  center: MapPoint;
  zoom: number;
  /** The picked point (a marker is drawn there), or null. */
  point: MapPoint | null;
  /** The user picked a point with the pointer. */
  onPick: (point: MapPoint) => void;
}

/**
 * A map service: its map view and its reverse geocoding. The service key is configuration given
 * to the provider's factory; the picker never sees it.
 */
export interface MapProvider {
  /** Names the provider (diagnostics, stories). */
  name: string;
  View: ComponentType<MapViewProps>;
  reverseGeocode(point: MapPoint, signal?: AbortSignal): Promise<GeocodeResult>;
}

/** The map's default centre (a fixed point: People's Square, Shanghai) and zoom. */
export const DEFAULT_MAP_CENTER: MapPoint = { lng: 121.4737, lat: 31.2304 };
export const DEFAULT_MAP_ZOOM = 10;

/**
 * What confirm fills: street plus street number; undefined when the point has neither, and
 * then msg81 is shown and nothing is filled.
 */
export function addressOfGeocode(result: GeocodeResult | null | undefined): string | undefined {
  if (!result) return undefined;
  const street = result.street.trim();
  const number = result.streetNumber.trim();
  if (!street && !number) return undefined;
  return `${street}${number}`;
}

/** How far one arrow key moves the point, degrees: about 24 screen pixels at the zoom. */
export function keyStepAt(zoom: number): number {
  return (24 * 360) / (256 * 2 ** zoom);
}

/** The point after an arrow key (Shift: five steps), or the same point for any other key. */
export function movePoint(point: MapPoint, key: string, zoom: number, fast = false): MapPoint {
  const step = keyStepAt(zoom) * (fast ? 5 : 1);
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  switch (key) {
    case 'ArrowLeft':
      return { lng: round(point.lng - step), lat: point.lat };
    case 'ArrowRight':
      return { lng: round(point.lng + step), lat: point.lat };
    case 'ArrowUp':
      return { lng: point.lng, lat: round(point.lat + step) };
    case 'ArrowDown':
      return { lng: point.lng, lat: round(point.lat - step) };
    default:
      return point;
  }
}

/** A point as text: 'lng, lat' with six decimals. */
export function pointText(point: MapPoint): string {
  return `${point.lng.toFixed(6)}, ${point.lat.toFixed(6)}`;
}
