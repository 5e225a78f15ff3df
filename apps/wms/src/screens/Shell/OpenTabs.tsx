import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { APP_NAMESPACE } from '../../i18n/catalogue';

/** An open screen: where it is and what it is called. */
export interface OpenTab {
  /** Path and query. */
  href: string;
  /** Its path (the tab's identity). */
  path: string;
  title: string;
}

const Bar = styled.nav`
  display: flex;
  gap: 2px;
  padding: 4px 8px 0;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  background: ${({ theme }) => theme.palette.surfaceMuted};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  ul {
    display: flex;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Tab = styled.li<{ $current: boolean }>`
  display: flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-bottom: 0;
  border-radius: 4px 4px 0 0;
  background: ${({ theme, $current }) => ($current ? theme.palette.surface : 'transparent')};
  a {
    padding: 4px 8px;
    color: ${({ theme, $current }) => ($current ? theme.palette.primary : theme.palette.text)};
    text-decoration: none;
    white-space: nowrap;
  }
  /* Inside the tab: the bar scrolls sideways, and clipped its lower edge. */
  a:focus-visible,
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: -2px;
  }
  button {
    border: 0;
    background: transparent;
    cursor: pointer;
    color: ${({ theme }) => theme.palette.textMuted};
    padding: 0 6px;
  }
  /* A finger's tabs: taller, with a wider close button; the bar scrolls sideways. */
  @media ${({ theme }) => theme.media.narrow} {
    flex: none;
    a {
      padding: 8px 10px;
    }
    button {
      min-width: 36px;
      align-self: stretch;
    }
  }
`;

/** The tabs of open screens: a link to each, and a close button (the console stays open). */
export function OpenTabs({ tabs, current, onClose }: { tabs: readonly OpenTab[]; current: string; onClose: (path: string) => void }) {
  const { t } = useTranslation(APP_NAMESPACE);
  // The current tab is scrolled into the bar's view (many tabs on a narrow screen scroll sideways).
  const currentRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    currentRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current, tabs.length]);
  return (
    <Bar aria-label={t('shell.openScreens')}>
      <ul>
        {tabs.map((tab) => {
          const isCurrent = tab.path.toLowerCase() === current.toLowerCase();
          return (
            <Tab key={tab.path} $current={isCurrent}>
              <Link ref={isCurrent ? currentRef : undefined} to={tab.href} aria-current={isCurrent ? 'page' : undefined}>
                {tab.title}
              </Link>
              {tabs.length > 1 ? (
                <button type="button" aria-label={t('shell.closeTab', { title: tab.title })} onClick={() => { onClose(tab.path); }}>
                  ✕
                </button>
              ) : null}
            </Tab>
          );
        })}
      </ul>
    </Bar>
  );
}
