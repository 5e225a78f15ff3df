import { useTranslation } from 'react-i18next';
import { PartBoundary } from '@wms/ui-core';
import type { ScreenProps } from '../routes/types';
import { useServices } from '../app/ServicesContext';
import { useSession } from '../app/session';
import { ensureStationsCatalogue } from './i18n/catalogue';
import { PICKER_ROUTE, STATION_CONFIGS } from './model/config';
import { StationPicker } from './StationPicker';
import { StationScreen } from './StationScreen';

/** The built-in station of a route (its configuration by path), or the picker of /app/iframe. */
export default function StationRoute({ route, title }: ScreenProps) {
  const { api, live } = useServices();
  const { session } = useSession();
  const { i18n } = useTranslation();
  ensureStationsCatalogue(i18n);
  if (route.path === PICKER_ROUTE) return <StationPicker title={title} />;
  const config = STATION_CONFIGS[route.path];
  if (!config) return null;
  // Scans queued offline belong to the user and warehouse that made them: another user on the
  // same terminal neither sees them nor sends them under their own session.
  const owner = `${session.userid ?? ''}@${session.wmsId ?? ''}`;
  // A throw while the station renders (an answer that drifted from the contract) stays in the
  // station's part of the screen; the shell and its tabs go on (issue 47).
  return (
    <PartBoundary label={title} resetKey={owner}>
      <StationScreen key={`${route.path}:${owner}`} title={title} config={config} api={api} owner={owner} live={live} />
    </PartBoundary>
  );
}
