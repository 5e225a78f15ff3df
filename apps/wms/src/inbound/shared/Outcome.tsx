import styled from 'styled-components';

/** The result of the last action on a page: done, or refused with the server's message. */
export interface OutcomeValue {
  kind: 'ok' | 'error';
  text: string;
}

const Box = styled.p<{ $kind: OutcomeValue['kind'] }>`
  margin: 0;
  padding: 8px 12px;
  border: 1px solid ${({ theme, $kind }) => ($kind === 'ok' ? theme.palette.message.success.border : theme.palette.message.error.border)};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme, $kind }) => ($kind === 'ok' ? theme.palette.message.success.background : theme.palette.message.error.background)};
  color: ${({ theme, $kind }) => ($kind === 'ok' ? theme.palette.message.success.text : theme.palette.message.error.text)};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/**
 * The outcome line of a page. A refusal is an alert (read out at once) and stays until the next
 * action, so the operator can read the server's reason; a success is a polite status.
 */
export function Outcome({ value }: { value: OutcomeValue | undefined }) {
  return (
    <div role={value?.kind === 'error' ? 'alert' : 'status'} aria-live={value?.kind === 'error' ? 'assertive' : 'polite'}>
      {value ? <Box $kind={value.kind} data-outcome={value.kind}>{value.text}</Box> : null}
    </div>
  );
}
