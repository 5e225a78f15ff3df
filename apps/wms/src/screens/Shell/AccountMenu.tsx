import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FocusScope } from 'react-aria';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { APP_NAMESPACE } from '../../i18n/catalogue';
import { HeaderButton } from './MenuDrawer';

const Wrap = styled.div`
  position: relative;
  flex: none;
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 2px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: grid;
  gap: 10px;
  min-width: 220px;
  max-width: calc(100vw - 16px);
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  box-shadow: 0 8px 24px rgba(15, 23, 42, 0.2);
  button {
    min-height: ${({ theme }) => theme.touchTarget}px;
  }
`;

/**
 * The narrow header's one menu (a disclosure): the user, and the controls the desk header shows
 * in a row (warehouse, language, log out). Focus moves into it when it opens; Esc closes it and
 * focus goes back to its button.
 */
export function AccountMenu({ user, children }: { user: string; children: ReactNode }) {
  const { t } = useTranslation(APP_NAMESPACE);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  return (
    <Wrap>
      <HeaderButton ref={button} type="button" aria-label={t('shell.account')} aria-expanded={open} aria-controls={open ? id : undefined} onClick={() => { setOpen(!open); }}>
        <span aria-hidden="true">⋮</span>
      </HeaderButton>
      {open ? (
        <FocusScope autoFocus>
          <Panel id={id} role="group" aria-label={t('shell.account')} onKeyDown={onKeyDown}>
            <span>{user}</span>
            {children}
          </Panel>
        </FocusScope>
      ) : null}
    </Wrap>
  );
}
