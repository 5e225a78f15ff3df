import { useCallback, useEffect, useMemo, useState } from 'react';
import { SearchIcon } from '@wms/ui-core';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import type { MenuNode } from '@wms/api';
import { useServices } from '../app/ServicesContext';
import { useSession } from '../app/session';
import { APP_NAMESPACE } from '../i18n/catalogue';
import { useAppNavigate } from '../routes/navigation';
import { findRoute } from '../routes/routeTable';
import { CommandPalette } from './CommandPalette';
import { ensurePaletteCatalogue, PALETTE_NAMESPACE } from './i18n/catalogue';
import { menuScreenPaths, menuScreens } from './model/menuScreens';
import { pushRecent, type PinyinOf } from './model/search';

const OpenButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  padding: 0 10px;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius}px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  kbd { font: inherit; font-size: ${({ theme }) => theme.typography.fontSizeSmall}px; opacity: 0.85; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.palette.primaryText}; outline-offset: 2px; }
  /* A handheld's header has room for an icon: the name stays the button's accessible name, and a
     handheld has no Ctrl+K to show. */
  @media ${({ theme }) => theme.media.narrow} {
    justify-content: center;
    min-width: ${({ theme }) => theme.touchTarget}px;
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0;
    .label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    kbd { display: none; }
    .icon { font-size: 22px; line-height: 1; }
  }
`;

/** The pinyin converter, in its own chunk (pinyin-pro's dictionary), loaded on first opening. */
const loadPinyin = (): Promise<PinyinOf> => import('./model/pinyin').then((m) => m.pinyinOf);

const recentKey = (user: string) => `wms.palette.recent.${user}`;
function readRecent(user: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(recentKey(user)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The header's "find a screen" button and the palette it opens (also with Ctrl+K or ⌘K from
 * anywhere in the shell). It lists the screens of the user's menu (the menu tree's own request,
 * shared through SWR), the ones opened lately first (kept per user on this device); the chosen
 * one opens as a tab.
 */
export function ScreenPalette() {
  const { i18n } = useTranslation();
  ensurePaletteCatalogue(i18n);
  const { t } = useTranslation(PALETTE_NAMESPACE);
  const { api } = useServices();
  const { session } = useSession();
  const navigate = useAppNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const user = session.userid ?? session.user ?? '';
  const [recent, setRecent] = useState<string[]>(() => readRecent(user));

  // The same key and call as the menu tree: one request for both.
  const { data } = useSWR<MenuNode[], Error>(['userMenus', i18n.language, session.wmsId], () => api.userMenus());
  // The screens' names in both languages are looked up once the palette is first opened, not with
  // the shell: for a full menu that is some 500 catalogue lookups, the largest task of a station's
  // start on a handheld (issue 26's Lighthouse figures). Until then only the paths are kept.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const paths = useMemo(() => menuScreenPaths(data ?? [], (path) => findRoute(path)?.titleKey), [data]);
  const screens = useMemo(() => {
    if (!wanted) return [];
    const title = (language: 'zh' | 'en', key: string) => i18n.getFixedT(language, APP_NAMESPACE)(key);
    return menuScreens(data ?? [], (path) => findRoute(path)?.titleKey, title);
  }, [wanted, data, i18n]);

  // Every screen the user opens (by the menu, a tab, a link or the palette) becomes recent.
  const path = location.pathname;
  const [seenPath, setSeenPath] = useState('');
  if (path !== seenPath && paths.size > 0) {
    setSeenPath(path);
    if (paths.has(path.toLowerCase()) && recent[0]?.toLowerCase() !== path.toLowerCase()) {
      const next = pushRecent(recent, path);
      setRecent(next);
      try { localStorage.setItem(recentKey(user), JSON.stringify(next)); } catch { /* kept for this page only */ }
    }
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => { document.removeEventListener('keydown', onKey); };
  }, []);

  const choose = useCallback((to: string) => { navigate(to); }, [navigate]);

  return (
    <>
      <OpenButton type="button" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K" onClick={() => { setOpen(true); }}>
        <SearchIcon className="icon" />
        <span className="label">{t('open')}</span>
        <kbd aria-hidden="true">{t('shortcut')}</kbd>
      </OpenButton>
      <CommandPalette open={open} onOpenChange={setOpen} screens={screens} recent={recent} onChoose={choose} loadPinyin={loadPinyin} />
    </>
  );
}
