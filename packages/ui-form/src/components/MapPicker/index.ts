export { MapPicker } from './MapPicker';
export type { MapPickerProps } from './MapPicker';
export { createOfflineMapProvider } from './offlineProvider';
export { createAMapProvider, loadAMap } from './amapProvider';
export type { AMapConfig, AMapNamespace, AMapLngLat, AMapMap, AMapMarker, AMapRegeocode, AMapGeocoder } from './amapProvider';
