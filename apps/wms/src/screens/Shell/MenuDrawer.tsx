import type { KeyboardEvent, ReactNode } from 'react';
import { FocusScope } from 'react-aria';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { APP_NAMESPACE } from '../../i18n/catalogue';

/** The id of the menu drawer, which the menu button controls. */
export const MENU_DRAWER_ID = 'shell-menu-drawer';

/** A header button for a finger: at least the theme's touch target. */
export const HeaderButton = styled.button`
  min-width: ${({ theme }) => theme.touchTarget}px;
  min-height: ${({ theme }) => theme.touchTarget}px;
  flex: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius}px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.palette.primaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primaryText};
    outline-offset: -4px;
  }
`;

/** The menu button of a narrow screen's header: opens and closes the menu drawer. */
export function MenuButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation(APP_NAMESPACE);
  return (
    <HeaderButton type="button" aria-label={t('shell.menu')} aria-expanded={open} aria-controls={open ? MENU_DRAWER_ID : undefined} onClick={onToggle}>
      <span aria-hidden="true">☰</span>
    </HeaderButton>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 48px 0 0 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.palette.overlay};
`;

const Sheet = styled.div`
  position: fixed;
  top: 48px;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  width: min(320px, 86vw);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: 8px 0 24px rgba(15, 23, 42, 0.2);
  nav {
    flex: 1;
    overflow: auto;
    padding: 8px;
  }
`;

const Close = styled.button`
  align-self: stretch;
  min-height: ${({ theme }) => theme.touchTarget}px;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  background: ${({ theme }) => theme.palette.surfaceMuted};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: -2px;
  }
`;

/**
 * The menu as a drawer from the left, for a narrow screen: focus moves into it (the menu tree
 * first) and stays there, Esc or a touch outside closes it, and focus goes back to the menu
 * button. The shell closes it when a screen is chosen.
 */
export function MenuDrawer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation(APP_NAMESPACE);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    <>
      {/* The touch outside the drawer; a keyboard closes with Esc or the close button. */}
      <Backdrop aria-hidden="true" data-menu-backdrop onPointerDown={onClose} />
      <FocusScope contain restoreFocus autoFocus>
        <Sheet id={MENU_DRAWER_ID} role="dialog" aria-modal="true" aria-label={t('shell.menu')} onKeyDown={onKeyDown}>
          <nav aria-label={t('shell.menu')}>{children}</nav>
          <Close type="button" onClick={onClose}>{t('shell.closeMenu')}</Close>
        </Sheet>
      </FocusScope>
    </>
  );
}
