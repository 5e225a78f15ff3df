import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { STATION_CONFIGS } from './model/config';
import { STATIONS_NAMESPACE } from './i18n/catalogue';

const Grid = styled.ul`
  display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 8px; list-style: none; padding: 0;
  a { display: block; padding: 14px; border: 2px solid #1d4ed8; border-radius: 6px; font-size: 18px; color: #1e3a8a; text-decoration: none; }
  a:focus { outline: 3px solid #f59e0b; }
`;

/** /app/iframe: the list of built-in stations, each a link to its route. */
export function StationPicker({ title }: { title: string }) {
  const { t } = useTranslation(STATIONS_NAMESPACE);
  const seen = new Set<string>();
  const entries = Object.entries(STATION_CONFIGS).filter(([, config]) => !seen.has(config.station) && seen.add(config.station));
  return (
    <section aria-label={title} data-screen="station-picker" style={{ padding: 12 }}>
      <h2>{t('picker.title')}</h2>
      <p>{t('picker.hint')}</p>
      <Grid>
        {entries.map(([path, config]) => (
          <li key={path}><Link to={path}>{t(`station.${config.station}`)}</Link></li>
        ))}
      </Grid>
    </section>
  );
}
