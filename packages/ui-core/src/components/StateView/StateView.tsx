import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 120px;
  padding: 16px;
  color: ${({ theme }) => theme.palette.textMuted};
`;

const Spinner = styled.span`
  width: 20px;
  height: 20px;
  border: 2px solid ${({ theme }) => theme.palette.border};
  border-top-color: ${({ theme }) => theme.palette.primary};
  border-radius: 50%;
  animation: wms-state-spin 0.8s linear infinite;
  @keyframes wms-state-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const ErrorLine = styled.span`
  color: ${({ theme }) => theme.palette.danger};
`;

const Retry = styled.button`
  border: 1px solid ${({ theme }) => theme.palette.border};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.primary};
  border-radius: ${({ theme }) => theme.radius}px;
  padding: 4px 12px;
  cursor: pointer;
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
  }
`;

/** The loading state every list shows. */
export function Loading({ label }: { label?: ReactNode }) {
  const { t } = useTranslation('core');
  return (
    <Box role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label ?? t('state.loading')}</span>
    </Box>
  );
}

/** The empty state every list shows. */
export function Empty({ label }: { label?: ReactNode }) {
  const { t } = useTranslation('core');
  return (
    <Box role="status">
      <span>{label ?? t('state.empty')}</span>
    </Box>
  );
}

/** The error state every list shows, with the server's message when there is one, and a retry. */
export function ErrorState({ message, onRetry }: { message?: ReactNode; onRetry?: () => void }) {
  const { t } = useTranslation('core');
  return (
    <Box role="alert">
      <ErrorLine>{message ?? t('state.error')}</ErrorLine>
      {onRetry ? <Retry type="button" onClick={onRetry}>{t('state.retry')}</Retry> : null}
    </Box>
  );
}
