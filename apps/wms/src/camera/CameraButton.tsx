import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { MEDIA } from '@wms/ui-core';
import { CAMERA_NAMESPACE, ensureCameraCatalogue } from './i18n/catalogue';
import type { CameraDialogProps } from './CameraDialog';

// The viewfinder and its reader are loaded when a camera is first opened: neither is in the
// first load of the login route nor of a station (issue 39).
const CameraDialog = lazy(() => import('./CameraDialog'));

const Opener = styled.button<{ $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: ${({ theme }) => theme.touchTarget}px;
  min-height: ${({ theme }) => theme.touchTarget}px;
  padding: 0 12px;
  border: 2px solid #1d4ed8;
  border-radius: 6px;
  background: #eff6ff;
  color: #1e3a8a;
  font: inherit;
  font-size: 16px;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.palette.focus}; outline-offset: 1px; }
  svg { width: 22px; height: 22px; flex: none; }
  /* Beside a desk form's 30 px field and buttons, the camera is one of them; on a handheld it keeps the finger's size. */
  ${({ $compact }) => ($compact ? css`
    @media not ${MEDIA.narrow} {
      min-width: 30px;
      min-height: 30px;
      height: 30px;
      padding: 0 10px;
      border-width: 1px;
      border-radius: 4px;
      font-size: 14px;
      font-weight: 400;
      svg { width: 18px; height: 18px; }
    }
  ` : '')}
`;

export interface CameraButtonProps extends Omit<CameraDialogProps, 'onClose'> {
  /** Called when the viewfinder opens and closes (a scan field that keeps its focus lets it go meanwhile). */
  onOpenChange?: (open: boolean) => void;
  /** Shows the word beside the icon (a wide scan row); else the icon alone, named for screen readers. */
  showLabel?: boolean;
  /** A desk form's size (30 px high, as its buttons) from the narrow breakpoint up; a handheld keeps 44 px. */
  compact?: boolean;
}

/**
 * The camera beside a scan field: a button that opens the viewfinder (CameraDialog, loaded on
 * first use). A code it reads goes to `onCode` as if a wedge scanner had typed it.
 */
export function CameraButton({ onOpenChange, showLabel = true, compact = false, ...dialog }: CameraButtonProps) {
  const { t, i18n } = useTranslation(CAMERA_NAMESPACE);
  ensureCameraCatalogue(i18n);
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => { setOpen(next); onOpenChange?.(next); };
  return (
    <>
      <Opener type="button" $compact={compact} data-camera-open aria-haspopup="dialog" aria-label={t('openFor', { field: dialog.field })} onClick={(event) => { event.stopPropagation(); change(true); }}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M9 4 7.2 6H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-3.2L15 4H9Zm3 4.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z" /></svg>
        {showLabel ? <span aria-hidden="true">{t('open')}</span> : null}
      </Opener>
      {open ? (
        <Suspense fallback={null}>
          <CameraDialog {...dialog} onClose={() => { change(false); }} />
        </Suspense>
      ) : null}
    </>
  );
}
