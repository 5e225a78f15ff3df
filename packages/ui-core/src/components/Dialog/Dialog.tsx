import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FocusScope, useDialog, useMove } from 'react-aria';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useControllableState } from '../../hooks/useControllableState';
import { moveDialog, type Offset } from '../../model/dialogPosition';
import { SIZES } from '../../theme/tokens';

/** The widths the spec uses: the column dialog (900) and the lookup popup (700). */
export const DIALOG_WIDTHS = {
  columns: SIZES.dialogWidth.columns,
  lookup: SIZES.dialogWidth.lookup,
} as const;

export interface DialogProps {
  /** The title, shown in the draggable title bar and naming the dialog for screen readers. */
  title: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the new open state (false when the dialog asks to close). */
  onOpenChange?: (open: boolean) => void;
  /** Width in px, or a named width of the spec. Default 700 ('lookup'). */
  width?: number | keyof typeof DIALOG_WIDTHS;
  /**
   * Lets Esc close the dialog. Off by default: a dialog holding work closes only by its
   * buttons (a click outside never closes any dialog).
   */
  closeOnEscape?: boolean;
  /** Buttons at the bottom, e.g. apply / reset / cancel. */
  footer?: ReactNode;
  children?: ReactNode;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.palette.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Panel = styled.div<{ $width: number }>`
  width: min(${({ $width }) => $width}px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.palette.surface};
  border-radius: ${({ theme }) => theme.radius}px;
  box-shadow: 0 12px 32px rgba(15, 23, 42, 0.25);
  outline: none;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
`;

const DragArea = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 10px 16px;
  cursor: move;
  user-select: none;
  touch-action: none;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 16px;
  font-weight: 600;
`;

const IconButton = styled.button`
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.palette.textMuted};
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius}px;
  cursor: pointer;
  font-size: 16px;
  &:hover {
    background: ${({ theme }) => theme.palette.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 1px;
  }
`;

const MoveHandle = styled(IconButton)`
  width: 24px;
  height: 24px;
  cursor: move;
`;

const Body = styled.div`
  padding: 16px;
  overflow: auto;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 10px 16px;
  border-top: 1px solid ${({ theme }) => theme.palette.border};
`;

function DialogPanel({ title, width, closeOnEscape, footer, children, onClose }: {
  title: ReactNode;
  width: number;
  closeOnEscape: boolean;
  footer: ReactNode;
  children: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation('core');
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { dialogProps } = useDialog({ 'aria-labelledby': titleId }, ref);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const { moveProps } = useMove({
    onMove: ({ deltaX, deltaY }) => {
      const box = ref.current?.getBoundingClientRect();
      setOffset((current) =>
        moveDialog(
          current,
          { x: deltaX, y: deltaY },
          { width: box?.width ?? width, height: box?.height ?? 0 },
          { width: window.innerWidth, height: window.innerHeight },
        ),
      );
    },
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Esc never leaks to a dialog or page underneath, whether it closes this one or not.
    event.stopPropagation();
    if (closeOnEscape) onClose();
  };

  return (
    <Backdrop data-testid="dialog-backdrop">
      <FocusScope contain restoreFocus autoFocus>
        <Panel
          {...dialogProps}
          ref={ref}
          aria-modal="true"
          $width={width}
          style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
          onKeyDown={onKeyDown}
          data-offset={`${offset.x},${offset.y}`}
        >
          <Header>
            <DragArea {...moveProps}>
              <MoveHandle type="button" aria-label={t('dialog.moveHandle')} title={t('dialog.moveHandle')}>
                ⠿
              </MoveHandle>
              <Title id={titleId}>{title}</Title>
            </DragArea>
            <IconButton type="button" aria-label={t('action.close')} onClick={onClose}>
              ✕
            </IconButton>
          </Header>
          <Body>{children}</Body>
          {footer ? <Footer>{footer}</Footer> : null}
        </Panel>
      </FocusScope>
    </Backdrop>
  );
}

/**
 * A modal dialog that the user can drag by its title bar (pointer, or arrow keys on the move
 * handle). It never closes on a click outside (CONTRACT.md §2); Esc closes it only when
 * `closeOnEscape` is set. Focus is trapped inside and returns to the opener on close.
 *
 * @example
 * <Dialog title={t('columns.title')} width="columns" open={open} onOpenChange={setOpen}
 *   footer={<Button onClick={apply}>{t('action.apply')}</Button>}>…</Dialog>
 */
export function Dialog({
  title,
  open,
  defaultOpen = false,
  onOpenChange,
  width = 'lookup',
  closeOnEscape = false,
  footer,
  children,
}: DialogProps) {
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
  if (!isOpen || typeof document === 'undefined') return null;
  const px = typeof width === 'number' ? width : DIALOG_WIDTHS[width];
  return createPortal(
    <DialogPanel title={title} width={px} closeOnEscape={closeOnEscape} footer={footer} onClose={() => { setOpen(false); }}>
      {children}
    </DialogPanel>,
    document.body,
  );
}
