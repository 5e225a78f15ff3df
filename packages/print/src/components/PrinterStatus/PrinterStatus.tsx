import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ConnectionState } from '../../client/PrintClient';
import { PRINT_NAMESPACE } from '../../i18n/catalogue';

export interface PrinterStatusProps {
  /** The connection state (from usePrinter). */
  state: ConnectionState;
  /** Offered as a button while not connected. */
  onReconnect?: () => void;
}

const COLORS: Record<ConnectionState, string> = { open: '#1a7f37', connecting: '#9a6700', closed: '#b42318' };

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: ${({ theme }) => theme.typography.fontSizeSmall}px;
  color: ${({ theme }) => theme.palette.text};
`;

const Dot = styled.span<{ $state: ConnectionState }>`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ $state }) => COLORS[$state]};
`;

const Reconnect = styled.button`
  border: 1px solid ${({ theme }) => theme.palette.border};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.primary};
  border-radius: ${({ theme }) => theme.radius}px;
  padding: 2px 8px;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
  }
`;

/** The print plug-in's connection state, with a reconnect button when it is not connected. */
export function PrinterStatus({ state, onReconnect }: PrinterStatusProps) {
  const { t } = useTranslation(PRINT_NAMESPACE);
  return (
    <Wrapper role="status" aria-live="polite">
      <Dot $state={state} aria-hidden="true" />
      <span>{t('status.summary', { state: t(`status.${state}`) })}</span>
      {state === 'closed' && onReconnect ? (
        <Reconnect type="button" onClick={onReconnect}>
          {t('status.reconnect')}
        </Reconnect>
      ) : null}
    </Wrapper>
  );
}
