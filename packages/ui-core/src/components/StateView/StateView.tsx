import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CoreStyleSheet, useCoreThemeVars } from '../../theme/staticSheet';

/*
 * The states every list shows, drawn from ui-core's static first-paint sheet
 * (theme/staticSheet.tsx), no styled-components: a list's loading state shows with its first
 * paint, and its CSS was built and inserted in that mount.
 */

/** The loading state every list shows. */
export function Loading({ label }: { label?: ReactNode }) {
  const { t } = useTranslation('core');
  return (
    <div className="wms-state" style={useCoreThemeVars()} role="status" aria-live="polite">
      <CoreStyleSheet />
      <span className="wms-state-spinner" aria-hidden="true" />
      <span>{label ?? t('state.loading')}</span>
    </div>
  );
}

/** The empty state every list shows. */
export function Empty({ label }: { label?: ReactNode }) {
  const { t } = useTranslation('core');
  return (
    <div className="wms-state" style={useCoreThemeVars()} role="status">
      <CoreStyleSheet />
      <span>{label ?? t('state.empty')}</span>
    </div>
  );
}

/** The error state every list shows, with the server's message when there is one, and a retry. */
export function ErrorState({ message, onRetry }: { message?: ReactNode; onRetry?: () => void }) {
  const { t } = useTranslation('core');
  return (
    <div className="wms-state" style={useCoreThemeVars()} role="alert">
      <CoreStyleSheet />
      <span className="wms-state-error">{message ?? t('state.error')}</span>
      {onRetry ? <button className="wms-state-retry" type="button" onClick={onRetry}>{t('state.retry')}</button> : null}
    </div>
  );
}
