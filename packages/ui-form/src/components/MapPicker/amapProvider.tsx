import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GeocodeResult, MapPoint, MapProvider, MapViewProps } from '../../model/map';

/**
 * The AMap (Gaode) provider: the JS API 2.0 map and its Geocoder. The script is loaded only when
 * a map is first shown or a point first geocoded, once a page. The key is configuration; it goes
 * into the script address (as AMap requires), which we never log, and errors never carry it.
 * It needs the network and a key, so it cannot be exercised offline: stories and tests use the
 * offline provider.
 */

/** The configuration of the AMap provider. */
export interface AMapConfig {
  /** The Web JS API key (configuration, never hard-coded). */
  key: string;
  /** The security code AMap pairs with a key created after 2021-12-02. */
  securityJsCode?: string;
  /** Loads a script; injectable for tests. Default: a <script> tag in the document head. */
  loadScript?: (src: string) => Promise<void>;
}

/* The few parts of the AMap JS API used here. */
/** The parts of the AMap JS API the provider uses (a point, the map, a marker, the reverse geocoder). */
export interface AMapLngLat { getLng(): number; getLat(): number }
export interface AMapMap { on(event: 'click', handler: (event: { lnglat: AMapLngLat }) => void): void; add(overlay: unknown): void; remove(overlay: unknown): void; destroy(): void }
export interface AMapMarker { setPosition(position: [number, number]): void }
export interface AMapRegeocode { formattedAddress?: string; addressComponent?: { street?: string; streetNumber?: string } }
export interface AMapGeocoder { getAddress(position: [number, number], callback: (status: string, result: { regeocode?: AMapRegeocode } | string) => void): void }
export interface AMapNamespace {
  Map: new (container: HTMLElement, options: { center: [number, number]; zoom: number }) => AMapMap;
  Marker: new (options: { position: [number, number] }) => AMapMarker;
  Geocoder: new (options?: { radius?: number }) => AMapGeocoder;
}
type AMapWindow = Window & { AMap?: AMapNamespace; _AMapSecurityConfig?: { securityJsCode: string } };

function appendScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => { resolve(); };
    // The address holds the key: the error says what failed, not where.
    script.onerror = () => { reject(new Error('The map script could not be loaded')); };
    document.head.appendChild(script);
  });
}

const loads = new Map<string, Promise<AMapNamespace>>();

/** AMap, loading its script the first time it is needed (one load a key and page). */
export function loadAMap(config: AMapConfig): Promise<AMapNamespace> {
  const known = loads.get(config.key);
  if (known) return known;
  const win = window as AMapWindow;
  if (config.securityJsCode) win._AMapSecurityConfig = { securityJsCode: config.securityJsCode };
  const src = `https://webapi.amap.com/maps?v=2.0&key=${encodeURIComponent(config.key)}&plugin=AMap.Geocoder`;
  const load = (config.loadScript ?? appendScript)(src).then(() => {
    if (!win.AMap) throw new Error('The map script did not define AMap');
    return win.AMap;
  });
  // A failed load may be retried later (the network may come back).
  load.catch(() => { loads.delete(config.key); });
  loads.set(config.key, load);
  return load;
}

const Box = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  .state {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

const toPair = (point: MapPoint): [number, number] => [point.lng, point.lat];

/** Reverse geocoding through AMap's Geocoder: street and street number of a point. */
export async function amapReverseGeocode(amap: AMapNamespace, point: MapPoint): Promise<GeocodeResult> {
  const geocoder = new amap.Geocoder({ radius: 1000 });
  return new Promise((resolve, reject) => {
    geocoder.getAddress(toPair(point), (status, result) => {
      if (status === 'no_data') {
        resolve({ street: '', streetNumber: '' });
        return;
      }
      if (status !== 'complete' || typeof result === 'string') {
        reject(new Error('Reverse geocoding failed'));
        return;
      }
      const parts = result.regeocode?.addressComponent;
      resolve({ street: parts?.street ?? '', streetNumber: parts?.streetNumber ?? '', formattedAddress: result.regeocode?.formattedAddress });
    });
  });
}

/** The AMap provider for a configuration. */
export function createAMapProvider(config: AMapConfig): MapProvider {
  function AMapView({ center, zoom, point, onPick }: MapViewProps) {
    const { t } = useTranslation('form');
    const ref = useRef<HTMLDivElement>(null);
    const [amap, setAMap] = useState<{ map: AMapMap; api: AMapNamespace } | 'loading' | 'failed'>('loading');
    const pick = useRef(onPick);
    useEffect(() => { pick.current = onPick; }, [onPick]);
    useEffect(() => {
      let map: AMapMap | undefined;
      let live = true;
      loadAMap(config).then(
        (api) => {
          if (!live || !ref.current) return;
          map = new api.Map(ref.current, { center: toPair(center), zoom });
          map.on('click', (event) => { pick.current({ lng: event.lnglat.getLng(), lat: event.lnglat.getLat() }); });
          setAMap({ map, api });
        },
        () => { if (live) setAMap('failed'); },
      );
      return () => {
        live = false;
        map?.destroy();
      };
    }, [center, zoom]);
    useEffect(() => {
      if (typeof amap !== 'object' || !point) return undefined;
      const marker = new amap.api.Marker({ position: toPair(point) });
      amap.map.add(marker);
      return () => { amap.map.remove(marker); };
    }, [amap, point]);
    return (
      <Box>
        <div ref={ref} style={{ width: '100%', height: '100%' }} />
        {amap === 'loading' ? <div className="state">{t('map.loading')}</div> : null}
        {amap === 'failed' ? <div className="state" role="alert">{t('map.loadFailed')}</div> : null}
      </Box>
    );
  }
  return {
    name: 'amap',
    View: AMapView,
    reverseGeocode: async (point) => amapReverseGeocode(await loadAMap(config), point),
  };
}
