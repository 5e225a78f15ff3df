import { createElement, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { frameConfig } from '../../areas';
import { useRuntime } from '../../config/RuntimeConfigContext';
import { APP_NAMESPACE } from '../../i18n/catalogue';
import { stationScreen } from '../../stations/stationScreen';
import type { AppRoute } from '../../routes/types';
import { allowedFrameOrigins, resolveFrameUrl } from './frameUrl';

/** No allow-same-origin: the program cannot reach the app's cookies, storage or DOM. */
const SANDBOX = 'allow-scripts allow-forms allow-popups allow-downloads';

const Frame = styled.iframe`
  width: 100%;
  height: calc(100vh - 120px);
  border: 1px solid ${({ theme }) => theme.palette.border};
`;

const Note = styled.section`
  max-width: 640px;
  margin: 48px auto;
  padding: 24px;
  border: 1px dashed ${({ theme }) => theme.palette.border};
  border-radius: 8px;
  color: ${({ theme }) => theme.palette.textMuted};
`;

/**
 * An embedded program (meta iframe). The address is config.json's `frames` entry for the route,
 * else the area's (or, for the iframe routes, the `url` parameter); only the app's own origin
 * and config.json's `frameOrigins` are shown, in a sandbox without same-origin
 * rights, so the program cannot read the app's cookies or storage.
 */
export default function FrameScreen({ route, title }: { route: AppRoute; title: string }) {
  const { t } = useTranslation(APP_NAMESPACE);
  const [params] = useSearchParams();
  const titleId = useId();
  const { config } = useRuntime();
  const configured = config.frames[route.path] ?? frameConfig(route.area, route.path).url;
  const candidate = configured ?? params.get('url') ?? undefined;
  const allowed = allowedFrameOrigins(window.location.origin, config.frameOrigins);
  // A built-in station stands in for the embedded program while no outside address is set.
  // (The lazy component is made once a path in stations/stationScreen, not per render.)
  const station = candidate === undefined ? stationScreen(route.path) : undefined;
  if (station) return createElement(station, { route, title });
  const resolved = resolveFrameUrl(candidate, allowed, window.location.href);
  if ('url' in resolved) {
    return <Frame title={title} src={resolved.url} sandbox={SANDBOX} referrerPolicy="no-referrer" />;
  }
  return (
    <Note data-state="frame-outside" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>{resolved.refused === 'none' ? t('frame.notConfigured') : t('frame.outside', { origin: resolved.origin ?? '' })}</p>
    </Note>
  );
}
