import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MapViewProps } from '../../model/map';
import { fromScreen, offlineStreets, toScreen } from '../../model/offlineMap';

const W = 1000;
/** The drawing fills the region whatever its shape (picking maps box fractions back to points). */
const STRETCH = 'none';
const H = 560;

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
  cursor: crosshair;
  background: #eef1e8;
  user-select: none;
`;

/**
 * The offline map: the street grid of `offlineStreets` drawn in SVG, picked by pointer. It needs
 * no network, so stories and tests run anywhere. Keyboard picking is the picker's (arrows, Enter).
 */
export function OfflineMapView({ center, point, onPick }: MapViewProps) {
  const { t } = useTranslation('form');
  const streets = offlineStreets(center);
  const marker = point ? toScreen(center, point) : undefined;
  return (
    // The picker around it offers the same picking by keyboard (arrows, Enter); the drawing
    // itself is decorative for assistive technology, which reads the picked address instead.
    <Svg
      viewBox={`0 0 ${String(W)} ${String(H)}`}
      preserveAspectRatio={STRETCH}
      aria-hidden="true"
      data-testid="offline-map"
      onClick={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        onPick(fromScreen(center, (event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height));
      }}
    >
      <rect x={W * 0.42} y={H * 0.72} width={W * 0.12} height={H * 0.16} rx={12} fill="#cfe3c4" />
      {streets.map((street) => {
        const at = street.axis === 'lat' ? toScreen(center, { lng: center.lng, lat: street.at }).y * H : toScreen(center, { lng: street.at, lat: center.lat }).x * W;
        return street.axis === 'lat' ? (
          <g key={street.name}>
            <line x1={0} x2={W} y1={at} y2={at} stroke="#ffffff" strokeWidth={14} />
            <line x1={0} x2={W} y1={at} y2={at} stroke="#d8c98f" strokeWidth={2} />
            <text x={12} y={at - 10} fontSize={18} fill="#3d4a3d">{street.name}</text>
          </g>
        ) : (
          <g key={street.name}>
            <line y1={0} y2={H} x1={at} x2={at} stroke="#ffffff" strokeWidth={14} />
            <line y1={0} y2={H} x1={at} x2={at} stroke="#d8c98f" strokeWidth={2} />
            <text x={at + 10} y={H - 14} fontSize={18} fill="#3d4a3d">{street.name}</text>
          </g>
        );
      })}
      <text x={W - 12} y={24} fontSize={16} fill="#57606a" textAnchor="end">{t('map.offline')}</text>
      {marker ? (
        <g transform={`translate(${String(marker.x * W)} ${String(marker.y * H)})`} data-testid="map-marker">
          <circle r={16} fill="rgba(180,35,24,0.18)" />
          <path d="M0 0 L-9 -20 A11 11 0 1 1 9 -20 Z" fill="#b42318" stroke="#ffffff" strokeWidth={2} />
          <circle cy={-24} r={4} fill="#ffffff" />
        </g>
      ) : null}
    </Svg>
  );
}
