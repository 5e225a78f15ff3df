import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SheetNotice as Notice } from '../../model/sheetState';
import { NoticeBar } from './SheetGrid.styles';

export interface SheetNoticeProps {
  notice: Notice | null;
  onDismiss: () => void;
  /** Offered with a failed save: try again (the edits are still there). */
  onRetry?: (() => void) | undefined;
}

/** The text of a notice, in the user's language. */
export function useNoticeText(): (notice: Notice) => string {
  const { t } = useTranslation('grid');
  return (notice) => {
    switch (notice.kind) {
      case 'saved': return t('sheetGrid.notice.saved', { count: notice.count });
      case 'saveFailed': return notice.reason ? t('sheetGrid.notice.saveFailed', { reason: notice.reason }) : t('sheetGrid.notice.saveFailedNoReason');
      case 'invalid': return t('validation.invalid', { count: notice.count });
      case 'pasted': return [
        t('sheetGrid.notice.pasted', { count: notice.count }),
        notice.invalid ? t('sheetGrid.notice.pasteInvalid', { count: notice.invalid }) : '',
        notice.skipped ? t('sheetGrid.notice.pasteSkipped', { count: notice.skipped }) : '',
        notice.clipped ? t('sheetGrid.notice.pasteClipped', { count: notice.clipped }) : '',
      ].filter(Boolean).join(t('sheetGrid.notice.separator'));
      case 'moved': return t('sheetGrid.notice.moved', { from: notice.from, to: notice.to });
      case 'undone': return t('sheetGrid.notice.undone');
      case 'redone': return t('sheetGrid.notice.redone');
      case 'blocked': return notice.message ? t('editing.blockedWith', { message: notice.message }) : t('editing.blocked');
    }
  };
}

const KIND: Record<Notice['kind'], 'error' | 'success' | 'info' | 'warning'> = {
  saved: 'success', saveFailed: 'error', invalid: 'error', pasted: 'info', moved: 'info', undone: 'info', redone: 'info', blocked: 'warning',
};

/**
 * The sheet's status line: saves, refusals, pastes, moves, undo/redo. Failures are alerts
 * (announced at once); the rest is polite status. Memoised, as the toolbar is.
 */
export const SheetNotice = memo(function SheetNotice({ notice, onDismiss, onRetry }: SheetNoticeProps) {
  const { t } = useTranslation('grid');
  const text = useNoticeText();
  if (!notice) return <div role="status" aria-live="polite" />;
  const kind = notice.kind === 'pasted' && notice.invalid ? 'warning' : KIND[notice.kind];
  const urgent = kind === 'error' || kind === 'warning';
  return (
    <NoticeBar $kind={kind} role={urgent ? 'alert' : 'status'}>
      <span className="text">{text(notice)}</span>
      {notice.kind === 'saveFailed' && onRetry ? <button type="button" onClick={onRetry}>{t('sheetGrid.notice.retry')}</button> : null}
      <button type="button" aria-label={t('sheetGrid.notice.dismiss')} onClick={onDismiss}>✕</button>
    </NoticeBar>
  );
});
