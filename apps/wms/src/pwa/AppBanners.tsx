import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppUpdate, useOnline } from './appUpdate';
import { ensurePwaCatalogue, PWA_NAMESPACE } from './i18n/catalogue';

const Stack = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.message};
  display: grid;
  /* The bar takes no clicks outside its own lines (the screen under it stays usable). */
  pointer-events: none;
  font-family: ${({ theme }) => theme.typography.fontFamily};
  font-size: ${({ theme }) => theme.typography.fontSize}px;
`;

const Line = styled.div<{ $tone: 'warning' | 'info' }>`
  pointer-events: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px 12px;
  padding: 6px 12px;
  border-top: 2px solid ${({ theme, $tone }) => theme.palette.message[$tone].border};
  background: ${({ theme, $tone }) => theme.palette.message[$tone].background};
  color: ${({ theme, $tone }) => theme.palette.message[$tone].text};
  p { margin: 0; }
`;

const Reload = styled.button`
  min-height: 44px;
  min-width: 44px;
  padding: 0 16px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.primaryText};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.palette.primaryHover}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.palette.focus}; outline-offset: 2px; }
`;

export interface NetworkBannersProps {
  /** The browser has no network. */
  offline: boolean;
  /** A new version is installed and waits. */
  updateReady: boolean;
  /** Switches to the new version (the page reloads). */
  onReload: () => void;
}

/**
 * The installed app's two notices, fixed at the bottom of every screen: no network (the open
 * screens and the stations' queued scans go on), and a new version ready with its reload
 * button. Each line is a polite live region, so a screen reader hears it when it appears.
 */
export function NetworkBanners({ offline, updateReady, onReload }: NetworkBannersProps) {
  const { i18n } = useTranslation();
  ensurePwaCatalogue(i18n);
  const { t } = useTranslation(PWA_NAMESPACE);
  return (
    <Stack data-app-banners>
      <div role="status">
        {offline ? <Line $tone="warning" data-banner="offline"><p>{t('offline')}</p></Line> : null}
      </div>
      <div role="status">
        {updateReady ? (
          <Line $tone="info" data-banner="update">
            <p>{t('updateReady')}</p>
            <Reload type="button" onClick={onReload}>{t('reload')}</Reload>
          </Line>
        ) : null}
      </div>
    </Stack>
  );
}

/** The notices fed by the browser's network state and the service worker's registration. */
export function AppBanners() {
  const online = useOnline();
  const update = useAppUpdate();
  return <NetworkBanners offline={!online} updateReady={update.ready} onReload={update.apply} />;
}
