import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { FocusScope, useMove } from 'react-aria';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useControllableState } from '../../hooks/useControllableState';
import { clampDrawerWidth, DRAWER_BOUNDS, DRAWER_DEFAULT_WIDTH, DRAWER_KEY_STEP } from '../../model/drawer';

export interface DrawerProps {
  title: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Initial width, px (default 1200), kept within the bounds. */
  width?: number;
  /** Bounds as fractions of the window width (default 0.2 to 0.8). */
  bounds?: { min: number; max: number };
  /** Lets Esc close the drawer (off by default: a drawer holds work). */
  closeOnEscape?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
  /** The panel element. */
  ref?: Ref<HTMLDivElement>;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.palette.overlay};
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: -8px 0 24px rgba(15, 23, 42, 0.2);
  outline: none;
  max-width: 100vw;
  /* A handheld or a phone: the drawer takes the whole width (its width is set inline). */
  @media ${({ theme }) => theme.media.narrow} {
    width: 100vw !important;
  }
`;

const Handle = styled.div`
  position: absolute;
  left: -4px;
  top: 0;
  bottom: 0;
  width: 8px;
  cursor: col-resize;
  touch-action: none;
  @media ${({ theme }) => theme.media.narrow} {
    display: none;
  }
  &:focus-visible,
  &:hover {
    background: ${({ theme }) => theme.palette.focus};
    opacity: 0.5;
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 10px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  h2 {
    margin: 0;
    font-size: 16px;
  }
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  width: 32px;
  height: 32px;
  cursor: pointer;
  color: ${({ theme }) => theme.palette.textMuted};
  border-radius: ${({ theme }) => theme.radius}px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
  }
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: 16px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: -2px;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 10px 16px;
  border-top: 1px solid ${({ theme }) => theme.palette.border};
`;

function DrawerPanel({ title, width: initial, bounds, closeOnEscape, footer, children, onClose, panelRef }: Required<Pick<DrawerProps, 'bounds'>> & {
  title: ReactNode; width: number; closeOnEscape: boolean; footer: ReactNode; children: ReactNode; onClose: () => void; panelRef?: Ref<HTMLDivElement> | undefined;
}) {
  const { t } = useTranslation('core');
  const titleId = useId();
  const [width, setWidth] = useState(() => clampDrawerWidth(initial, window.innerWidth, bounds));
  // Dragging the left edge leftwards widens the drawer.
  const { moveProps } = useMove({
    onMove: ({ deltaX, pointerType }) => {
      if (pointerType === 'keyboard') return;
      setWidth((w) => clampDrawerWidth(w - deltaX, window.innerWidth, bounds));
    },
  });
  const onHandleKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowLeft' ? DRAWER_KEY_STEP : event.key === 'ArrowRight' ? -DRAWER_KEY_STEP : 0;
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setWidth(clampDrawerWidth(event.key === 'Home' ? 0 : Number.MAX_SAFE_INTEGER, window.innerWidth, bounds));
    } else if (step) {
      event.preventDefault();
      setWidth((w) => clampDrawerWidth(w + step, window.innerWidth, bounds));
    }
  };
  const min = Math.round(window.innerWidth * bounds.min);
  const max = Math.round(window.innerWidth * bounds.max);
  return (
    <Backdrop>
      <FocusScope contain restoreFocus autoFocus>
        <Panel
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          style={{ width }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            if (closeOnEscape) onClose();
          }}
        >
          <Header>
            <h2 id={titleId}>{title}</h2>
            <Close type="button" aria-label={t('drawer.close')} onClick={onClose}>✕</Close>
          </Header>
          {/* Focusable, so that a keyboard can scroll a body whose fields are all disabled or read-only. */}
          <Body tabIndex={0}>{children}</Body>
          {footer ? <Footer>{footer}</Footer> : null}
          {/* Last in the DOM, so that opening focuses the content, not the edge. */}
          <Handle
            {...moveProps}
            role="separator"
            aria-orientation="vertical"
            aria-label={t('drawer.resize')}
            aria-valuenow={width}
            aria-valuemin={min}
            aria-valuemax={max}
            tabIndex={0}
            onKeyDown={onHandleKey}
          />
        </Panel>
      </FocusScope>
    </Backdrop>
  );
}

/**
 * A side panel from the right (the detail form's drawer): 1200 wide by default, resizable by
 * dragging its left edge or by the arrow keys on it, between 20 % and 80 % of the window. It
 * never closes on a click outside; Esc closes it only when allowed.
 */
export function Drawer({ title, open, defaultOpen = false, onOpenChange, width = DRAWER_DEFAULT_WIDTH, bounds = DRAWER_BOUNDS, closeOnEscape = false, footer, children, ref }: DrawerProps) {
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
  if (!isOpen || typeof document === 'undefined') return null;
  return createPortal(
    <DrawerPanel title={title} width={width} bounds={bounds} closeOnEscape={closeOnEscape} footer={footer} panelRef={ref} onClose={() => { setOpen(false); }}>
      {children}
    </DrawerPanel>,
    document.body,
  );
}
