import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ConnectionState } from '../../client/PrintClient';
import { PRINT_NAMESPACE } from '../../i18n/catalogue';

/** Props of {@link PrinterStatus}. */
export interface PrinterStatusProps {
  /** The connection state (from usePrinter). */
  state: ConnectionState;
  /** Offered as a button while closed; no button without it. */
  onReconnect?: () => void;
}

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
  flex: none;
  background: ${({ $state, theme }) =>
    $state === 'open' ? theme.palette.message.success.border : $state === 'connecting' ? theme.palette.message.warning.border : theme.palette.danger};
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

/**
 * The print plug-in's connection state (a coloured dot and its words, announced politely), with
 * a reconnect button while it is closed. Driven by props, so that stories and tests need no socket.
 *
 * @example
 * const { state, reconnect } = usePrinter(printClient);
 * <PrinterStatus state={state} onReconnect={() => void reconnect()} />
 */
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
