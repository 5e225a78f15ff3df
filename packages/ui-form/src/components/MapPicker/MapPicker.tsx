import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog } from '@wms/ui-core';
import { useReverseGeocode } from '../../hooks/useReverseGeocode';
import { addressOfGeocode, DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, movePoint, pointText, type MapPoint, type MapProvider } from '../../model/map';

export interface MapPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The map service (a real one, or the offline provider). */
  provider: MapProvider;
  /** The map's centre (default the fixed default centre) and zoom (default 10). */
  center?: MapPoint;
  zoom?: number;
  /** The title (default 'Pick a point on the map'). */
  title?: string;
  /** Confirm with a street or a street number: street plus number, and the point. */
  onConfirm: (address: string, point: MapPoint) => void;
}

const Region = styled.div`
  height: 340px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  overflow: hidden;
  outline: none;
  &:focus-visible {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.palette.focus};
  }
`;

const Info = styled.div`
  min-height: 44px;
  margin-top: 8px;
  font-size: ${({ theme }) => theme.typography.fontSize}px;
  .muted {
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizeSmall}px;
  }
  .error {
    color: ${({ theme }) => theme.palette.danger};
  }
`;

/**
 * The map picker (CONTRACT.md §2, §5): a map at the default centre, zoom 10; the user picks a
 * point with the pointer, or moves the marker with the arrow keys (Shift: faster) and picks with
 * Enter. Confirm fills street plus street number; when the point has neither it shows msg81
 * ('No street or door information was obtained'), fills nothing and stays open.
 */
export function MapPicker({ open, onOpenChange, provider, center = DEFAULT_MAP_CENTER, zoom = DEFAULT_MAP_ZOOM, title, onConfirm }: MapPickerProps) {
  const { t } = useTranslation('form');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title ?? t('map.title')} closeOnEscape>
      {open ? <MapBody provider={provider} center={center} zoom={zoom} onCancel={() => { onOpenChange(false); }} onConfirm={(address, point) => { onConfirm(address, point); onOpenChange(false); }} /> : null}
    </Dialog>
  );
}

function MapBody({ provider, center, zoom, onCancel, onConfirm }: { provider: MapProvider; center: MapPoint; zoom: number; onCancel: () => void; onConfirm: (address: string, point: MapPoint) => void }) {
  const { t } = useTranslation('form');
  const [point, setPoint] = useState<MapPoint | null>(null);
  const [noStreet, setNoStreet] = useState(false);
  const { state, geocode, clear } = useReverseGeocode(provider);
  const View = provider.View;

  const pick = (next: MapPoint) => {
    setPoint(next);
    setNoStreet(false);
    void geocode(next);
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      pick(point ?? center);
      return;
    }
    const moved = movePoint(point ?? center, event.key, zoom, event.shiftKey);
    if (moved !== (point ?? center)) {
      event.preventDefault();
      setPoint(moved);
      setNoStreet(false);
      clear();
    }
  };
  const confirm = async () => {
    if (!point) return;
    const result = state.status === 'ready' && state.point === point ? state.result : await geocode(point);
    if (!result) return;
    const address = addressOfGeocode(result);
    if (address === undefined) {
      setNoStreet(true);
      return;
    }
    onConfirm(address, point);
  };

  const found = state.status === 'ready' && state.point === point ? addressOfGeocode(state.result) : undefined;
  return (
    <>
      <Region role="application" aria-label={t('map.region')} aria-roledescription={provider.name} tabIndex={0} onKeyDown={onKey}>
        <View center={center} zoom={zoom} point={point} onPick={pick} />
      </Region>
      <Info>
        <div role="status">
          {!point ? t('map.noPoint') : null}
          {state.status === 'loading' ? t('map.geocoding') : null}
          {found ? t('map.picked', { address: found }) : null}
        </div>
        {state.status === 'failed' ? <div className="error" role="alert">{t('map.geocodeFailed')}</div> : null}
        {noStreet ? <div className="error" role="alert">{t('map.msg81')}</div> : null}
        {point ? <div className="muted">{t('map.point', { point: pointText(point) })}</div> : null}
      </Info>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 8 }}>
        <Button log={false} onClick={onCancel}>{t('map.cancel')}</Button>
        <Button variant="primary" log={false} disabled={!point} loading={state.status === 'loading'} onClick={() => { void confirm(); }}>{t('map.confirm')}</Button>
      </div>
    </>
  );
}
