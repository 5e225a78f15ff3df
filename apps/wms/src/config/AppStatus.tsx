import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DEPLOY_NAMESPACE, ensureDeployCatalogue } from './i18n/catalogue';
import { probeUpstream, type UpstreamHealth } from './upstreamHealth';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: ${({ theme }) => theme.typography.fontSizeSmall}px;
  color: ${({ theme }) => theme.palette.textMuted};
`;

const Dot = styled.span<{ $health: UpstreamHealth }>`
  display: inline-block;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  margin-right: 4px;
  background: ${({ $health, theme }) => ($health === 'reachable' ? theme.palette.message.success.border : $health === 'unreachable' ? theme.palette.danger : theme.palette.border)};
`;

const Health = styled.span<{ $health: UpstreamHealth }>`
  color: ${({ $health, theme }) => ($health === 'unreachable' ? theme.palette.danger : theme.palette.textMuted)};
`;

const Recheck = styled.button`
  border: 0;
  padding: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.palette.primary};
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * The app's version and whether the GT_WMS_APP server answers, under the login form: the first
 * thing to look at when nothing works. `onRecheck` offers a new check when it is unreachable.
 */
export function AppStatus({ version, health, onRecheck }: { version: string; health: UpstreamHealth; onRecheck?: () => void }) {
  const { i18n } = useTranslation();
  ensureDeployCatalogue(i18n);
  const { t } = useTranslation(DEPLOY_NAMESPACE);
  return (
    <Line role="status" aria-label={t('status.label')} data-health={health}>
      <span>{t('status.version', { version })}</span>
      <Health $health={health}>
        <Dot $health={health} aria-hidden="true" />
        {t(`status.${health}`)}
      </Health>
      {health === 'unreachable' && onRecheck ? <Recheck type="button" onClick={onRecheck}>{t('status.recheck')}</Recheck> : null}
    </Line>
  );
}

/** The server's reachability, checked once on mount and again on `recheck`. */
export function useUpstreamHealth(apiBase: string, language: string): { health: UpstreamHealth; recheck: () => void } {
  const [health, setHealth] = useState<UpstreamHealth>('checking');
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    void probeUpstream(apiBase, language).then((result) => { if (live) setHealth(result); });
    return () => { live = false; };
    // The language only labels the request; a switch need not probe again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiBase, round]);
  const recheck = useCallback(() => { setHealth('checking'); setRound((n) => n + 1); }, []);
  return { health, recheck };
}
