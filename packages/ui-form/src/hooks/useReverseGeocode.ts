import { useCallback, useEffect, useRef, useState } from 'react';
import type { GeocodeResult, MapPoint, MapProvider } from '../model/map';

/** The geocoding of the picked point: which point it belongs to, and how it went. */
export type GeocodeState =
  | { status: 'idle' }
  | { status: 'loading'; point: MapPoint }
  | { status: 'ready'; point: MapPoint; result: GeocodeResult }
  | { status: 'failed'; point: MapPoint };

/**
 * Reverse geocoding of picked points: each new pick aborts the one before, so an old answer
 * never describes a new point. `geocode` resolves with the result (or undefined on failure).
 */
export function useReverseGeocode(provider: MapProvider) {
  const [state, setState] = useState<GeocodeState>({ status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => { inFlight.current?.abort(); }, []);
  const geocode = useCallback(async (point: MapPoint): Promise<GeocodeResult | undefined> => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ status: 'loading', point });
    try {
      const result = await provider.reverseGeocode(point, controller.signal);
      if (controller.signal.aborted) return undefined;
      setState({ status: 'ready', point, result });
      return result;
    } catch {
      if (!controller.signal.aborted) setState({ status: 'failed', point });
      return undefined;
    }
  }, [provider]);
  const clear = useCallback(() => {
    inFlight.current?.abort();
    setState({ status: 'idle' });
  }, []);
  return { state, geocode, clear };
}
