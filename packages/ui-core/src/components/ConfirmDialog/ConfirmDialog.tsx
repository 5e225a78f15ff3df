import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** Default: 'Confirm' in the current language. */
  title?: ReactNode;
  /** The question. */
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** A destructive action (delete): the confirm button is red. */
  danger?: boolean;
  /** Shows progress on the confirm button while the action runs. */
  busy?: boolean;
  confirmLabel?: ReactNode;
}

/**
 * Asks before an action. Esc and the close button cancel; a click outside does nothing.
 * Focus starts on Cancel, so a stray Enter never confirms a destructive action.
 */
export function ConfirmDialog({ open, title, children, onConfirm, onCancel, danger = false, busy = false, confirmLabel }: ConfirmDialogProps) {
  const { t } = useTranslation('core');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => { if (!next) onCancel(); }}
      title={title ?? t('confirm.title')}
      width={420}
      closeOnEscape
      footer={
        <>
          {/* First in the footer: Cancel takes the initial focus. */}
          <Button onClick={onCancel} log={false}>{t('confirm.cancel')}</Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel ?? t('confirm.ok')}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
